import { Resolver } from 'node:dns/promises';
import type { TDomainState } from './email-classifier';

// Whether a domain receives mail: an MX record, else (RFC 5321 §5.1 implicit MX) an A or AAAA record.
// A null MX ("0 .", RFC 7505) says the domain takes no mail. Through the configured resolver (DNS_SERVERS),
// with one cache per verification run so each domain is asked once however many members share it.

const DNS_TIMEOUT_MS = 2500;
const NOT_FOUND = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

const code = (error: unknown) => (error as { code?: string } | null)?.code ?? '';

// 'found' | 'none' (the name or the record type does not exist) | 'unknown' (timeout, SERVFAIL, refused).
async function has(lookup: () => Promise<unknown[]>): Promise<'found' | 'none' | 'unknown'> {
  try {
    return (await lookup()).length > 0 ? 'found' : 'none';
  } catch (error) {
    return NOT_FOUND.has(code(error)) ? 'none' : 'unknown';
  }
}

export type TDomainLookup = { state: (domain: string) => Promise<TDomainState>; lookups: () => number };

export function domainLookup(servers: string[]): TDomainLookup {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  const cache = new Map<string, Promise<TDomainState>>();
  let lookups = 0;

  async function resolve(domain: string): Promise<TDomainState> {
    lookups += 1;
    let mx: { exchange: string }[] = [];
    const mxState = await has(async () => (mx = await resolver.resolveMx(domain)));
    if (mxState === 'found') return mx.every((r) => r.exchange === '' || r.exchange === '.') ? 'none' : 'mx';
    if (mxState === 'unknown') return 'unknown';
    const [a, aaaa] = await Promise.all([has(() => resolver.resolve4(domain)), has(() => resolver.resolve6(domain))]);
    if (a === 'found' || aaaa === 'found') return 'address';
    return a === 'unknown' || aaaa === 'unknown' ? 'unknown' : 'none';
  }

  return {
    state(domain) {
      let known = cache.get(domain);
      if (!known) {
        known = resolve(domain);
        cache.set(domain, known);
      }
      return known;
    },
    lookups: () => lookups,
  };
}
