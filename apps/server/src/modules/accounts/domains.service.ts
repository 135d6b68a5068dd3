import type { TUserDomain } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import { newToken } from '../../platform/crypto/tokens';
import { resolveTxtRecords } from './dns-txt';
import { domainsRepository, type TDomainRow } from './domains.repository';

const TXT_PREFIX = '_ulak-verification';

// A merchant proves a domain by publishing `ulak-verification=<token>` at `_ulak-verification.<domain>`.
function toDomain(row: TDomainRow): TUserDomain {
  return {
    id: row.id,
    domain: row.domain,
    verified: row.verifiedAt !== null,
    txtName: `${TXT_PREFIX}.${row.domain}`,
    txtValue: `ulak-verification=${row.verificationToken}`,
  };
}

export async function listDomains(deps: Pick<AppDeps, 'db'>, accountId: number): Promise<TUserDomain[]> {
  return (await domainsRepository(deps.db).list(accountId)).map(toDomain);
}

export async function addDomain(deps: Pick<AppDeps, 'db'>, accountId: number, domain: string): Promise<TUserDomain> {
  return toDomain(await domainsRepository(deps.db).add(accountId, domain, newToken()));
}

export async function verifyDomain(
  deps: Pick<AppDeps, 'db' | 'config'>,
  accountId: number,
  id: number,
): Promise<{ verified: boolean }> {
  const repo = domainsRepository(deps.db);
  const row = await repo.find(accountId, id);
  if (!row) throw notFound();
  if (row.verifiedAt) return { verified: true };
  const expected = toDomain(row);
  const records = await resolveTxtRecords(deps.config.dnsServers, expected.txtName);
  if (!records.some((value) => value.trim() === expected.txtValue)) return { verified: false };
  await repo.markVerified(accountId, id);
  return { verified: true };
}
