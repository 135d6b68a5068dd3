import { describe, expect, it } from 'vitest';
import { classify, isDisposableDomain, isRoleAddress, mailboxKey, parseAddress } from './email-classifier';

describe('email classifier', () => {
  it('parses addresses by RFC 5321 limits and a dot-atom local part', () => {
    expect(parseAddress(' Ayse.Kaya@Dukkan.COM ')).toEqual({ local: 'Ayse.Kaya', domain: 'dukkan.com' });
    for (const bad of ['', 'a', 'a@', '@b.com', 'a b@c.com', 'a..b@c.com', '.a@c.com', 'a@c', 'a@-c.com', 'a@c.1'])
      expect(parseAddress(bad), bad).toBeNull();
    expect(parseAddress(`${'x'.repeat(65)}@c.com`)).toBeNull();
  });

  it('knows disposable domains (and their subdomains) and role mailboxes', () => {
    expect(isDisposableDomain('mailinator.com')).toBe(true);
    expect(isDisposableDomain('eu.mailinator.com')).toBe(true);
    expect(isDisposableDomain('gmail.com')).toBe(false);
    expect(isRoleAddress('INFO')).toBe(true);
    expect(isRoleAddress('ayse')).toBe(false);
  });

  it('names the mailbox an address reaches: +tags dropped, Gmail dots ignored', () => {
    const key = (a: string) => {
      const parsed = parseAddress(a);
      return parsed ? mailboxKey(parsed) : null;
    };
    expect(key('A.yse+promo@googlemail.com')).toBe('ayse@gmail.com');
    expect(key('a.yse@dukkan.com')).toBe('a.yse@dukkan.com');
  });

  it('puts invalid before risky before verified', () => {
    const parsed = parseAddress('info@mailinator.com');
    expect(classify({ parsed: null, domain: 'mx', duplicate: false })).toEqual({ status: 'invalid', reason: 'syntax' });
    expect(classify({ parsed, domain: 'none', duplicate: true }).reason).toBe('no_mail_domain');
    expect(classify({ parsed, domain: 'mx', duplicate: true }).reason).toBe('disposable');
    expect(classify({ parsed: parseAddress('a@b.com'), domain: 'address', duplicate: false })).toEqual({
      status: 'verified',
      reason: 'address_record',
    });
  });
});
