import { sql } from 'drizzle-orm';
import type { IysFake } from '../../test/fakes/src/iys';
import type { AppDeps } from '../../apps/server/src/platform/deps';
import { pushConsents } from '../../apps/server/src/modules/iys';

export type TIysPushFigures = {
  changes: number;
  seconds: number;
  perSecond: number;
  requests: number;
  bulkRequests: number;
  pollRequests: number;
  authRequests: number;
  rateLimited: number;
  accepted: number;
  // Consents the registry refused by its rules (each logged with its reason).
  refused: number;
};

// The push of `changes` permission changes of one account to the IYS fake: an account with active IYS
// settings, members with phones, one outbox change each (as a CSV import writes them), then push runs
// until the queue is completed. Answers time and the requests the registry saw.
export async function runIysPushBench(deps: AppDeps, iys: IysFake, changes: number): Promise<TIysPushFigures> {
  const account = await deps.db.execute<{ id: number }>(
    sql`insert into accounts (name, packet_type) values ('IYS bench', 'custom') returning id`,
  );
  const accountId = Number(account.rows[0]?.id);
  const brand = { iysCode: `9${accountId}`, brandCode: `9${accountId}` };
  iys.addUser(`bench${accountId}`, { password: 'pw', brands: [brand] });
  await deps.db.execute(sql`insert into iys_settings (account_id, iys_code, brand_code, username, password_sealed,
      channels, connection_state)
    values (${accountId}, ${brand.iysCode}, ${brand.brandCode}, ${`bench${accountId}`}, ${deps.secretBox.seal('pw')},
      '{sms}', 'valid')`);
  await deps.db.execute(sql`insert into members (account_id, name, phone, sms_active, source)
    select ${accountId}, 'Üye ' || g, '+9053' || lpad(g::text, 8, '0'), true, 'csv' from generate_series(1, ${changes}) g`);
  await deps.db
    .execute(sql`insert into member_permission_changes (account_id, member_id, channel, granted, recipient, source)
    select account_id, id, 'sms', true, phone, 'csv' from members where account_id = ${accountId} order by id`);
  const before = iys.requests().length;
  const authBefore = iys.authRequests();
  const limitedBefore = iys.rateLimited();
  const started = Date.now();
  for (;;) {
    const outcome = await pushConsents(deps, accountId, 60_000);
    if (outcome.queue === 'completed') break;
    if (outcome.down) throw new Error('IYS fake unreachable');
  }
  const seconds = (Date.now() - started) / 1000;
  const requests = iys
    .requests()
    .slice(before)
    .filter((r) => r.path.startsWith(`/sps/${brand.iysCode}/`));
  return {
    changes,
    seconds,
    perSecond: changes / seconds,
    requests: requests.length,
    bulkRequests: requests.filter((r) => r.method === 'POST' && r.path.endsWith('/request')).length,
    pollRequests: requests.filter((r) => r.method === 'GET').length,
    authRequests: iys.authRequests() - authBefore,
    rateLimited: iys.rateLimited() - limitedBefore,
    accepted: iys.accepted().filter((r) => r.iysCode === brand.iysCode).length,
    // The bench's fake serves this account only.
    refused: iys.rejected().length,
  };
}
