import type { TDnsRecord, TDnsRecordKind } from '@ulak/shared/email/email-settings';

// The records a merchant publishes for a sender domain (PROTOCOLS "Email") and how each is checked.
export type TSenderDns = { domain: string; dkimSelector: string; dkimPublicKey: string; spfInclude: string };
export type TRecordChecks = Record<TDnsRecordKind, boolean | null>;

// SPF allows at most 10 DNS-querying terms; we count those in the published record itself
// (nested includes are the include owner's responsibility and are not expanded here).
const SPF_LOOKUP_LIMIT = 10;
const SPF_LOOKUP_TERMS = /^[+~?-]?(include:|a(?=$|[:/])|mx(?=$|[:/])|ptr(?=$|:)|exists:|redirect=)/i;

export function expectedRecords(sender: TSenderDns, checks: TRecordChecks): TDnsRecord[] {
  return [
    {
      kind: 'spf',
      type: 'TXT',
      name: sender.domain,
      value: `v=spf1 include:${sender.spfInclude} ~all`,
      ok: checks.spf,
    },
    {
      kind: 'dkim',
      type: 'TXT',
      name: `${sender.dkimSelector}._domainkey.${sender.domain}`,
      value: `v=DKIM1; k=rsa; p=${sender.dkimPublicKey}`,
      ok: checks.dkim,
    },
    {
      kind: 'dmarc',
      type: 'TXT',
      name: `_dmarc.${sender.domain}`,
      value: `v=DMARC1; p=none; adkim=r; aspf=r`,
      ok: checks.dmarc,
    },
  ];
}

function tags(record: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of record.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) map.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).replace(/\s+/g, ''));
  }
  return map;
}

// Exactly one v=spf1 record that includes our sending host, within the lookup limit.
export function checkSpf(txt: string[], spfInclude: string): boolean {
  const spf = txt.filter((value) => /^v=spf1(\s|$)/i.test(value.trim()));
  const [record] = spf;
  if (spf.length !== 1 || record === undefined) return false;
  const terms = record.trim().split(/\s+/).slice(1);
  const includesUs = terms.some(
    (term) => /^[+]?include:/i.test(term) && term.split(':')[1]?.toLowerCase() === spfInclude.toLowerCase(),
  );
  const lookups = terms.filter((term) => SPF_LOOKUP_TERMS.test(term)).length;
  return includesUs && lookups <= SPF_LOOKUP_LIMIT;
}

// The selector's record carries our public key (whitespace inside p= is allowed by RFC 6376).
export function checkDkim(txt: string[], publicKey: string): boolean {
  return txt.some((value) => {
    const t = tags(value);
    const version = t.get('v');
    return (
      (version === undefined || version === 'DKIM1') && (t.get('k') ?? 'rsa') === 'rsa' && t.get('p') === publicKey
    );
  });
}

// One DMARC record with a valid policy. Alignment holds by construction: From and DKIM d= are the domain.
export function checkDmarc(txt: string[]): boolean {
  const dmarc = txt.filter((value) => /^v=DMARC1(\s*;|$)/i.test(value.trim()));
  const [record] = dmarc;
  if (dmarc.length !== 1 || record === undefined) return false;
  return ['none', 'quarantine', 'reject'].includes((tags(record).get('p') ?? '').toLowerCase());
}
