import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { AUDIENCE_RELATIONS } from '../audience';
import { idArray } from './criteria-compiler';

export type TDelta = { entered: number; left: number };

// Writes of segment_members, each logged in segment_member_changes with one time: set-based
// statements only, so a refresh of 500,000 members is a handful of queries.

// The change-log insert of a write: one row per kind of change holding the members of the CTEs
// `entered` / `gone` as an array (none when nobody entered or left).
function logChanges(
  accountId: number,
  segmentId: number,
  at: string,
  entered: string | null,
  gone: string | null,
): SQL {
  const rows = [
    ...(entered
      ? [
          sql`select 'entered' as change, array_agg(member_id order by member_id) as ids from ${sql.identifier(entered)}`,
        ]
      : []),
    ...(gone
      ? [sql`select 'left' as change, array_agg(member_id order by member_id) as ids from ${sql.identifier(gone)}`]
      : []),
  ];
  return sql`insert into segment_member_changes (account_id, segment_id, member_ids, change, changed_at)
    select ${accountId}::bigint, ${segmentId}::bigint, ids, change, ${at}::timestamptz
    from (${sql.join(rows, sql` union all `)}) c where ids is not null`;
}
export function membershipRepository(db: DbOrTx) {
  return {
    // Makes the segment's membership equal `target` (a query selecting member_id), touching only
    // the difference, in one statement: a single full join of the new set with the current one
    // yields who enters and who leaves; those rows alone are inserted, deleted and logged.
    // With `scope`, only those members are compared (a member-change re-evaluation) and the
    // segment's counts are adjusted by the difference in the same statement (a refresh recounts).
    // Callers hold the segment row lock, so plain inserts suffice (ON CONFLICT slows big writes).
    async sync(accountId: number, segmentId: number, target: SQL, now: Date, scope: number[] | null = null) {
      const at = now.toISOString();
      const inScope = scope ? sql`and member_id = any(${idArray(scope)})` : sql``;
      const { devices } = AUDIENCE_RELATIONS;
      const devicesOf = (ids: SQL) => sql`(select count(*) from ${devices} d where d.account_id = ${accountId}
        and d.member_id in (${ids}) and (s.platform = 'all' or d.platform = case s.platform when 'web' then 'browser' else s.platform end))`;
      const adjusted = scope
        ? sql`, adjusted as (
          update segments s set
            member_count = s.member_count + (select count(*) from entered) - (select count(*) from gone),
            device_count = s.device_count + ${devicesOf(sql`select member_id from entered`)} - ${devicesOf(sql`select member_id from gone`)}
          where s.account_id = ${accountId} and s.id = ${segmentId}
            and exists (select 1 from diff))`
        : sql``;
      const result = await db.execute<{ entered_ids: number[] | null; left_ids: number[] | null }>(sql`
        with diff as materialized (
          select t.member_id as entering, c.member_id as leaving
          from (${target}) t
          full join (select member_id from segment_members
            where account_id = ${accountId} and segment_id = ${segmentId} ${inScope}) c on c.member_id = t.member_id
          where t.member_id is null or c.member_id is null),
        entered as (
          insert into segment_members (account_id, segment_id, member_id, entered_at)
          select ${accountId}::bigint, ${segmentId}::bigint, entering, ${at}::timestamptz from diff
          where entering is not null order by entering
          returning member_id),
        gone as (
          delete from segment_members sm using diff
          where sm.account_id = ${accountId} and sm.segment_id = ${segmentId} and sm.member_id = diff.leaving
          returning sm.member_id),
        logged as (${logChanges(accountId, segmentId, at, 'entered', 'gone')})
        ${adjusted}
        select (select array_agg(member_id order by member_id) from entered) as entered_ids,
          (select array_agg(member_id order by member_id) from gone) as left_ids`);
      const row = result.rows[0];
      const enteredIds = (row?.entered_ids ?? []).map(Number);
      const leftIds = (row?.left_ids ?? []).map(Number);
      return { entered: enteredIds.length, left: leftIds.length, enteredIds, leftIds };
    },
    // Adds the account's members among `memberIds` (others are ignored); logs who entered.
    async add(accountId: number, segmentId: number, members: SQL, now: Date): Promise<number> {
      const at = now.toISOString();
      const result = await db.execute<{ n: number }>(sql`
        with entered as (
          insert into segment_members (account_id, segment_id, member_id, entered_at)
          select ${accountId}::bigint, ${segmentId}::bigint, m.id, ${at}::timestamptz from ${AUDIENCE_RELATIONS.members} m
          where m.account_id = ${accountId} and m.id in (${members})
          on conflict do nothing returning member_id),
        logged as (${logChanges(accountId, segmentId, at, 'entered', null)})
        select count(*)::int as n from entered`);
      return Number(result.rows[0]?.n ?? 0);
    },
    async remove(accountId: number, segmentId: number, members: SQL, now: Date): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`
        with gone as (
          delete from segment_members where account_id = ${accountId} and segment_id = ${segmentId}
            and member_id in (${members}) returning member_id),
        logged as (${logChanges(accountId, segmentId, now.toISOString(), null, 'gone')})
        select count(*)::int as n from gone`);
      return Number(result.rows[0]?.n ?? 0);
    },
    // Exact counts after a change; device_count honours the segment's platform.
    async recount(accountId: number, segmentId: number, now: Date, ran: boolean): Promise<void> {
      await db.execute(sql`
        update segments s set
          member_count = (select count(*) from segment_members sm where sm.account_id = ${accountId} and sm.segment_id = ${segmentId}),
          device_count = (select count(*) from segment_members sm
            join ${AUDIENCE_RELATIONS.devices} d on d.account_id = sm.account_id and d.member_id = sm.member_id
            where sm.account_id = ${accountId} and sm.segment_id = ${segmentId}
              and (s.platform = 'all' or d.platform = case s.platform when 'web' then 'browser' else s.platform end)),
          last_run_at = case when ${ran} then ${now.toISOString()}::timestamptz else s.last_run_at end
        where s.account_id = ${accountId} and s.id = ${segmentId}`);
    },
  };
}

export const idList = (ids: number[]): SQL => sql`select unnest(${idArray(ids)})`;
