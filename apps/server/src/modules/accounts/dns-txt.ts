import { Resolver } from 'node:dns/promises';

const DNS_TIMEOUT_MS = 3000;

// TXT records of a name, each record's chunks joined; [] when the name has none or DNS fails.
export async function resolveTxtRecords(servers: string[], name: string): Promise<string[]> {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(name);
    return records.map((chunks) => chunks.join(''));
  } catch {
    return [];
  }
}
