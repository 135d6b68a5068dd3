import { createCipheriv, randomBytes } from 'node:crypto';

// A value sealed the way it was before key ids existed (`v1:<iv|tag|body>`), for compatibility tests.
export function sealLegacyV1(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}
