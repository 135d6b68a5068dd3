import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const generate = promisify(generateKeyPair);
const DKIM_BITS = 2048;

export type TDkimKeys = { selector: string; publicKey: string; privateKeyPem: string };

// A fresh 2048-bit RSA pair per sender. The selector is dated and random so a reset never reuses one.
export async function newDkimKeys(now = new Date()): Promise<TDkimKeys> {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: DKIM_BITS,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return {
    selector: `ulak${month}${randomBytes(3).toString('hex')}`,
    publicKey: publicKey.toString('base64'),
    privateKeyPem: privateKey,
  };
}
