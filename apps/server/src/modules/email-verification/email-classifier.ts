import { createRequire } from 'node:module';
import type { TEmailVerificationReason, TEmailVerificationStatus } from '@ulak/shared/email-verification';

// The rules that classify one address, apart from DNS: syntax, role mailboxes, disposable domains and the
// mailbox an address really names (for duplicates).

// The maintained list of disposable-address domains, shipped as data by its npm package (~120,000 names, about
// 8 MB of heap): read on the first check, so a process that never verifies addresses never holds it.
let disposable: Set<string> | null = null;
const disposableDomains = (): Set<string> =>
  (disposable ??= new Set<string>(createRequire(import.meta.url)('disposable-email-domains') as string[]));

// Mailboxes of a function rather than a person: deliverable, but a poor marketing recipient.
const ROLE_LOCAL_PARTS = new Set([
  'abuse',
  'admin',
  'administrator',
  'billing',
  'bilgi',
  'contact',
  'destek',
  'hello',
  'help',
  'hostmaster',
  'info',
  'iletisim',
  'mailer-daemon',
  'marketing',
  'muhasebe',
  'no-reply',
  'noreply',
  'do-not-reply',
  'donotreply',
  'office',
  'postmaster',
  'root',
  'sales',
  'satis',
  'security',
  'support',
  'webmaster',
]);

// RFC 5321 limits and a dot-atom local part (quoted local parts are legal but never real shop customers).
const LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;

export type TParsedAddress = { local: string; domain: string };

export function parseAddress(raw: string): TParsedAddress | null {
  const address = raw.trim();
  if (address.length === 0 || address.length > 254) return null;
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return null;
  const local = address.slice(0, at);
  const domain = address
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  if (local.length > 64 || !LOCAL.test(local)) return null;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null;
  if (!/^[a-z]{2,63}$|^xn--[a-z0-9-]+$/i.test(labels[labels.length - 1] ?? '')) return null;
  return { local, domain };
}

export const isDisposableDomain = (domain: string): boolean => {
  const list = disposableDomains();
  if (list.has(domain)) return true;
  // Subdomains of a disposable service (x.mailinator.com).
  const dot = domain.indexOf('.');
  return dot > 0 && list.has(domain.slice(dot + 1));
};

export const isRoleAddress = (local: string): boolean => ROLE_LOCAL_PARTS.has(local.toLowerCase());

// The mailbox an address reaches: case-folded, without a +tag, and for Gmail without dots.
export function mailboxKey({ local, domain }: TParsedAddress): string {
  let user = local.toLowerCase().replace(/\+.*$/, '');
  let host = domain;
  if (host === 'gmail.com' || host === 'googlemail.com') {
    user = user.replace(/\./g, '');
    host = 'gmail.com';
  }
  return `${user}@${host}`;
}

export type TDomainState = 'mx' | 'address' | 'none' | 'unknown';

export type TClassification = { status: TEmailVerificationStatus; reason: TEmailVerificationReason };

// Invalid: no syntax, or a domain that receives no mail. Risky: deliverable but doubtful (disposable, role,
// a second member with the same mailbox, a domain that could not be checked). Verified: the rest.
export function classify(input: {
  parsed: TParsedAddress | null;
  domain: TDomainState;
  duplicate: boolean;
}): TClassification {
  const { parsed } = input;
  if (!parsed) return { status: 'invalid', reason: 'syntax' };
  if (input.domain === 'none') return { status: 'invalid', reason: 'no_mail_domain' };
  if (isDisposableDomain(parsed.domain)) return { status: 'risky', reason: 'disposable' };
  if (isRoleAddress(parsed.local)) return { status: 'risky', reason: 'role' };
  if (input.duplicate) return { status: 'risky', reason: 'duplicate' };
  if (input.domain === 'unknown') return { status: 'risky', reason: 'domain_unchecked' };
  return { status: 'verified', reason: input.domain === 'mx' ? 'mx' : 'address_record' };
}
