import DKIM from 'nodemailer/lib/dkim';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { beforeAll, describe, expect, it } from 'vitest';
import { newDkimKeys, type TDkimKeys } from '../dkim-keys';
import { DKIM_SIGNED_HEADERS } from '../providers/smtp';
import { composeSigned } from './compose';
import { dkimSign, relaxedBody, type TDkimOptions } from './dkim-sign';

describe('DKIM signing of raw messages', () => {
  let keys: TDkimKeys;
  let dkim: TDkimOptions;
  // The selector's TXT record, as a receiver's resolver would answer it.
  const resolver = async (_name: string, type: string) => {
    if (type === 'TXT') return [[`v=DKIM1; k=rsa; p=${keys.publicKey}`]];
    throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  };
  beforeAll(async () => {
    keys = await newDkimKeys();
    dkim = {
      domainName: 'magaza.example',
      keySelector: keys.selector,
      privateKey: keys.privateKeyPem,
      headerFieldNames: DKIM_SIGNED_HEADERS,
    };
  });

  const mail = (overrides: Record<string, unknown> = {}) => ({
    from: { name: 'Mağaza', address: 'kampanya@magaza.example' },
    to: 'ayse@alici.example',
    // Long enough to be folded over several header lines.
    subject: 'Ayşe, sepetinizdeki ürünler sizi bekliyor: hafta sonuna özel indirim kodu içeride, kaçırmayın!',
    html: '<p>Merhaba  Ayşe </p>\n<p>Sepetiniz\tsizi bekliyor.</p>\n\n\n',
    text: 'Merhaba Ayşe  \n\nSepetiniz sizi bekliyor.\n\n\n',
    messageId: '<ulak-42@magaza.example>',
    headers: {
      'List-Unsubscribe': '<https://ulak.example/u/42>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...overrides,
  });

  it('signs a message that verifies, with both List-Unsubscribe headers under the signature', async () => {
    const raw = await composeSigned({ mail: mail(), dkim });
    expect(raw).not.toMatch(/[^\r]\n/);
    const result = await dkimVerify(Buffer.from(raw), { resolver });
    const [signature] = result.results;
    expect(signature?.status.result).toBe('pass');
    expect(signature?.signingDomain).toBe('magaza.example');
    const signed = (signature?.signingHeaders?.keys ?? '').toLowerCase().split(': ');
    expect(signed).toEqual(
      expect.arrayContaining(['from', 'subject', 'message-id', 'list-unsubscribe', 'list-unsubscribe-post']),
    );
    expect(raw).toMatch(/^Message-ID: <ulak-42@magaza\.example>\r$/m);
  });

  it('detects a changed body or a changed List-Unsubscribe-Post header', async () => {
    const raw = await composeSigned({ mail: mail(), dkim });
    const body = raw.replace('Sepetiniz', 'Sepetimiz');
    expect((await dkimVerify(Buffer.from(body), { resolver })).results[0]?.status.result).not.toBe('pass');
    const header = raw.replace('List-Unsubscribe=One-Click', 'List-Unsubscribe=Two-Clicks');
    expect((await dkimVerify(Buffer.from(header), { resolver })).results[0]?.status.result).not.toBe('pass');
  });

  it('produces the same signature as nodemailer’s stream signer for the same message', async () => {
    const raw = (await composeSigned({ mail: mail(), dkim })).replace(/^DKIM-Signature:.*\r\n(?:[ \t].*\r\n)*/, '');
    const ours = dkimSign(raw, dkim);
    const theirs = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const stream = new DKIM(dkim).sign(raw);
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    expect(ours).toBe(theirs);
  });

  it('canonicalises the body the relaxed way', () => {
    expect(relaxedBody('a  b \t\r\nc\t\r\n\r\n\r\n')).toBe('a b\r\nc\r\n');
    expect(relaxedBody('\r\n\r\n')).toBe('');
    expect(relaxedBody('x')).toBe('x\r\n');
  });
});
