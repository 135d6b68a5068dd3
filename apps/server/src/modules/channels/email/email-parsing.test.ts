import { describe, expect, it } from 'vitest';
import { buildArfComplaint, buildDsn } from '@ulak/fakes/dsn';
import { checkDkim, checkDmarc, checkSpf } from './dns-records';
import { parseBounceMessage } from './bounces/dsn-parser';
import { htmlToPlainText, hasLineBreak } from './email-content';

describe('DNS record checks', () => {
  it('accepts one SPF record that includes our host within the lookup limit', () => {
    expect(checkSpf(['v=spf1 include:_spf.ulak.test ~all'], '_spf.ulak.test')).toBe(true);
    expect(checkSpf(['google-site-verification=x', 'v=spf1 mx include:_spf.ulak.test -all'], '_spf.ulak.test')).toBe(
      true,
    );
    expect(checkSpf(['v=spf1 include:other.test ~all'], '_spf.ulak.test')).toBe(false);
    // Two SPF records are a permanent error for receivers.
    expect(checkSpf(['v=spf1 include:_spf.ulak.test ~all', 'v=spf1 -all'], '_spf.ulak.test')).toBe(false);
    const many = Array.from({ length: 10 }, (_, i) => `include:n${i}.test`).join(' ');
    expect(checkSpf([`v=spf1 include:_spf.ulak.test ${many} ~all`], '_spf.ulak.test')).toBe(false);
    expect(checkSpf([], '_spf.ulak.test')).toBe(false);
  });

  it('matches the DKIM key and the DMARC policy', () => {
    expect(checkDkim(['v=DKIM1; k=rsa; p=MIIBabc'], 'MIIBabc')).toBe(true);
    expect(checkDkim(['v=DKIM1; k=rsa; p=MIIB abc'], 'MIIBabc')).toBe(true);
    expect(checkDkim(['v=DKIM1; k=rsa; p=OTHER'], 'MIIBabc')).toBe(false);
    expect(checkDmarc(['v=DMARC1; p=reject; rua=mailto:d@x.test'])).toBe(true);
    expect(checkDmarc(['v=DMARC1; p=maybe'])).toBe(false);
    expect(checkDmarc(['v=DMARC1; p=none', 'v=DMARC1; p=reject'])).toBe(false);
  });
});

describe('bounce reports', () => {
  const token = '12-345-202611-0123456789abcdef01234567';

  it('reads a hard DSN and its VERP token from the envelope recipient', async () => {
    const raw = buildDsn({ to: `bounces+${token}@bounce.ulak.test`, recipient: 'Gone@Example.com', status: '5.1.1' });
    const report = await parseBounceMessage(Buffer.from(raw), [`bounces+${token}@bounce.ulak.test`]);
    expect(report).toEqual({
      kind: 'dsn',
      token,
      recipients: [
        {
          address: 'gone@example.com',
          action: 'failed',
          status: '5.1.1',
          diagnostic: 'smtp; 550 5.1.1 mailbox problem',
        },
      ],
    });
  });

  it('finds the token of a complaint in the returned headers', async () => {
    const raw = buildArfComplaint({
      to: 'fbl@ulak.test',
      recipient: 'angry@example.com',
      originalHeaders: `Return-Path: <bounces+${token}@bounce.ulak.test>\r\nSubject: Sale`,
    });
    const report = await parseBounceMessage(Buffer.from(raw), ['fbl@ulak.test']);
    expect(report).toEqual({ kind: 'complaint', token, feedbackType: 'abuse', address: 'angry@example.com' });
  });
});

describe('email content', () => {
  it('makes a plain-text part and spots header injection', () => {
    const text = htmlToPlainText(
      '<p>Merhaba <b>Ayşe</b></p><p><a href="https://shop.test/x">İndirim</a></p><img src="a.png">',
    );
    expect(text).toContain('Merhaba Ayşe');
    expect(text).toContain('İndirim [https://shop.test/x]');
    expect(hasLineBreak('Sale\r\nBcc: x@y.z')).toBe(true);
    expect(hasLineBreak('Sale today')).toBe(false);
  });
});
