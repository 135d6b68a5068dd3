import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import type { PERMISSION_CHANNELS, PERMISSION_SOURCES } from './audience.tables';

// Every path that changes a member's sms, email or call permission records the change in the
// member_permission_changes outbox in the same statement: the member write becomes a CTE named
// `changed` returning the columns below, and one INSERT … SELECT diffs old against new. A new member
// counts as a change only for a permission given (IYS refuses a withdrawal as a first record).

export type TPermissionChannel = (typeof PERMISSION_CHANNELS)[number];
export type TPermissionSource = (typeof PERMISSION_SOURCES)[number];

// What an UPDATE of `members m` returns, given the pre-update row locked as `o` (permissionsBefore).
export const CHANGED_RETURNING = `m.account_id, m.id as member_id, m.phone, m.email,
  o.sms_active as o_sms, o.email_active as o_email, o.call_active as o_call,
  m.sms_active as n_sms, m.email_active as n_email, m.call_active as n_call`;

// What an INSERT into members returns (no earlier permission).
export const INSERTED_RETURNING = `account_id, id as member_id, phone, email,
  null::boolean as o_sms, null::boolean as o_email, null::boolean as o_call,
  sms_active as n_sms, email_active as n_email, call_active as n_call`;

// The members' rows as they are before the update, locked so that concurrent writers diff against the
// latest version: `from …, ${permissionsBefore(...)} where m.id = o.id`.
export function permissionsBefore(accountIdSql: string, idsSql: string): string {
  return `(select id, sms_active, email_active, call_active from members
    where account_id = ${accountIdSql} and id in (${idsSql}) for update) o`;
}

// The outbox INSERT reading the `changed` CTE (for statements that answer something else).
export function outboxInsertSql(source: TPermissionSource): string {
  return `insert into member_permission_changes (account_id, member_id, channel, granted, recipient, source)
    select c.account_id, c.member_id, v.channel, v.n, v.recipient, '${source}'
    from changed c cross join lateral (values
      ('sms', c.o_sms, c.n_sms, c.phone),
      ('email', c.o_email, c.n_email, lower(c.email)),
      ('call', c.o_call, c.n_call, c.phone)) as v(channel, o, n, recipient)
    where v.recipient is not null and v.n is not null and v.n is distinct from coalesce(v.o, false)`;
}

// Wraps a member write (raw SQL text returning CHANGED_RETURNING or INSERTED_RETURNING) so that it logs
// its permission changes; the statement answers one row `{ count }` = rows the write touched.
export function withPermissionLogText(statement: string, source: TPermissionSource): string {
  return `with changed as (${statement}), logged as (${outboxInsertSql(source)}) select count(*)::int as count from changed`;
}

export function withPermissionLog(statement: SQL, source: TPermissionSource): SQL {
  return sql`with changed as (${statement}), logged as (${sql.raw(outboxInsertSql(source))})
    select count(*)::int as count from changed`;
}

export async function countOf(result: Promise<{ rows: unknown[] }>): Promise<number> {
  const { rows } = await result;
  return Number((rows[0] as { count?: number } | undefined)?.count ?? 0);
}

export type TExplicitPermissionChange = {
  memberId: number | null;
  channel: TPermissionChannel;
  granted: boolean;
  recipient: string;
};

// A change that is not a members write: a member withdrawing through an unsubscribe link, the dont-send
// or the post-block page (the suppression list is the permission there). Call inside the caller's transaction.
export async function recordPermissionChanges(
  db: DbOrTx,
  accountId: number,
  source: TPermissionSource,
  changes: TExplicitPermissionChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const rows = JSON.stringify(
    changes.map((c) => ({
      member_id: c.memberId,
      channel: c.channel,
      granted: c.granted,
      recipient: c.channel === 'email' ? c.recipient.toLowerCase() : c.recipient,
    })),
  );
  await db.execute(sql`insert into member_permission_changes (account_id, member_id, channel, granted, recipient, source)
    select ${accountId}, x.member_id, x.channel, x.granted, x.recipient, ${source}
    from jsonb_to_recordset(${rows}::jsonb) as x(member_id bigint, channel text, granted boolean, recipient text)`);
}

export type TPermissionChange = {
  id: number;
  member_id: number | null;
  channel: TPermissionChannel;
  granted: boolean;
  recipient: string;
  source: TPermissionSource;
  changed_at: Date;
};

// Takes (deletes and answers) up to `limit` of an account's oldest changes. Call inside the transaction
// that stores them elsewhere: a rollback puts them back; SKIP LOCKED lets two drainers share the work.
export async function takePermissionChanges(
  db: DbOrTx,
  accountId: number,
  limit: number,
): Promise<TPermissionChange[]> {
  const result = await db.execute<TPermissionChange>(sql`
    delete from member_permission_changes where id in (
      select id from member_permission_changes where account_id = ${accountId} order by id limit ${limit}
      for update skip locked)
    returning id, member_id, channel, granted, recipient, source, changed_at`);
  return result.rows
    .map((r) => ({
      ...r,
      id: Number(r.id),
      member_id: r.member_id === null ? null : Number(r.member_id),
      changed_at: new Date(r.changed_at),
    }))
    .sort((a, b) => a.id - b.id);
}

// Accounts with changes waiting (the IYS drain visits them).
export async function accountsWithPermissionChanges(db: DbOrTx): Promise<number[]> {
  const result = await db.execute<{ account_id: number }>(
    sql`select distinct account_id from member_permission_changes`,
  );
  return result.rows.map((r) => Number(r.account_id));
}

type TPermissionFlags = { smsActive: boolean; emailActive: boolean; callActive: boolean };
type TMemberPermissions = TPermissionFlags & { id: number; phone: string | null; email: string | null };

// One member's changes between two states (before null: a new member).
export function permissionDiff(
  before: TPermissionFlags | null,
  after: TMemberPermissions,
): TExplicitPermissionChange[] {
  const pairs: [TPermissionChannel, boolean | undefined, boolean, string | null][] = [
    ['sms', before?.smsActive, after.smsActive, after.phone],
    ['email', before?.emailActive, after.emailActive, after.email],
    ['call', before?.callActive, after.callActive, after.phone],
  ];
  return pairs
    .filter(([, was, now, recipient]) => recipient !== null && now !== (was ?? false))
    .map(([channel, , now, recipient]) => ({ memberId: after.id, channel, granted: now, recipient: recipient ?? '' }));
}

// A member gives or withdraws every permission at once (the post-block page): one row per channel
// the member has an address for, read from the member in the same statement.
export async function recordMemberPermissionChange(
  db: DbOrTx,
  accountId: number,
  memberId: number,
  granted: boolean,
  source: TPermissionSource,
): Promise<void> {
  await db.execute(sql`insert into member_permission_changes (account_id, member_id, channel, granted, recipient, source)
    select m.account_id, m.id, v.channel, ${granted}, v.recipient, ${source}
    from members m cross join lateral (values ('sms', m.phone), ('email', lower(m.email)), ('call', m.phone)) as v(channel, recipient)
    where m.account_id = ${accountId} and m.id = ${memberId} and v.recipient is not null`);
}

export type TRegistryPermission = { recipient: string; channel: TPermissionChannel; granted: boolean };

// Consents given or withdrawn at the registry itself: the members with that phone or email take the
// new permission. Not recorded in the outbox (the registry already has it; sending it back would
// be refused as a repeat). Answers the members changed, per recipient and channel.
export async function applyRegistryPermissions(
  db: DbOrTx,
  accountId: number,
  changes: TRegistryPermission[],
): Promise<{ member_id: number; recipient: string; channel: TPermissionChannel }[]> {
  if (changes.length === 0) return [];
  const rows = JSON.stringify(changes);
  // Grouped by recipient (the last change of each channel wins) so that a member matches one row:
  // phones first (sms and call), then emails, as two statements.
  const apply = (phone: boolean) =>
    db.execute<{
      member_id: number;
      recipient: string;
      sms: boolean | null;
      email: boolean | null;
      call: boolean | null;
    }>(sql`
    with x as (
      select recipient,
        (array_agg(granted order by ord desc) filter (where channel = 'sms'))[1] as sms,
        (array_agg(granted order by ord desc) filter (where channel = 'email'))[1] as email,
        (array_agg(granted order by ord desc) filter (where channel = 'call'))[1] as call
      from (select e.value->>'recipient' as recipient, e.value->>'channel' as channel,
              (e.value->>'granted')::boolean as granted, e.ord
            from jsonb_array_elements(${rows}::jsonb) with ordinality as e(value, ord)) r
      where (channel = 'email') = ${!phone}
      group by recipient
    )
    update members m set sms_active = coalesce(x.sms, m.sms_active), email_active = coalesce(x.email, m.email_active),
      call_active = coalesce(x.call, m.call_active), updated_at = now()
    from x
    where m.account_id = ${accountId} and ${phone ? sql`m.phone = x.recipient` : sql`lower(m.email) = x.recipient`}
    returning m.id as member_id, x.recipient, x.sms, x.email, x.call`);
  const changed: { member_id: number; recipient: string; channel: TPermissionChannel }[] = [];
  for (const phone of [true, false])
    for (const r of (await apply(phone)).rows)
      for (const channel of ['sms', 'email', 'call'] as const)
        if (r[channel] !== null) changed.push({ member_id: Number(r.member_id), recipient: r.recipient, channel });
  return changed;
}
