import { sql, type SQL } from 'drizzle-orm';
import type { TTagInput } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';

export type TTagSummaryRow = {
  name: string;
  type: string;
  value: string | null;
  value_count: number;
  members: number;
  devices: number;
};

const like = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;
const TABLES = [
  { table: sql`member_tags`, subject: sql`member_id` },
  { table: sql`device_tags`, subject: sql`device_id` },
] as const;

// The account's members among a query of member ids: the where clause of the set-based edits below.
export const memberSetWhere = (accountId: number, memberIds: SQL): SQL =>
  sql`members.account_id = ${accountId} and members.id in (${memberIds})`;

// Tags by name across members and devices: the tags screen and its set-based edits.
export function tagsRepository(db: DbOrTx) {
  const union = (accountId: number, search: string | undefined): SQL => {
    const match = search ? sql` and name ilike ${like(search)}` : sql``;
    return sql`select name, type, value, 1 as m, 0 as d from member_tags where account_id = ${accountId}${match}
      union all select name, type, value, 0, 1 from device_tags where account_id = ${accountId}${match}`;
  };
  return {
    async list(accountId: number, search: string | undefined, limit: number, offset: number) {
      const result = await db.execute<TTagSummaryRow>(sql`
        select name, min(type) as type, case when count(distinct value) = 1 then min(value) end as value,
          count(distinct value)::int as value_count, sum(m)::int as members, sum(d)::int as devices
        from (${union(accountId, search)}) t group by name order by name limit ${limit} offset ${offset}`);
      return result.rows;
    },
    async count(accountId: number, search: string | undefined): Promise<number> {
      const result = await db.execute<{ n: number }>(
        sql`select count(distinct name)::int as n from (${union(accountId, search)}) t`,
      );
      return result.rows[0]?.n ?? 0;
    },
    // Subjects that already carry `to` keep one tag: the renamed one replaces theirs.
    async rename(accountId: number, from: string, to: string): Promise<number> {
      let renamed = 0;
      for (const { table, subject } of TABLES) {
        await db.execute(sql`
          delete from ${table} n where n.account_id = ${accountId} and n.name = ${to} and exists (
            select 1 from ${table} o where o.account_id = ${accountId} and o.${subject} = n.${subject} and o.name = ${from})`);
        const result = await db.execute(
          sql`update ${table} set name = ${to} where account_id = ${accountId} and name = ${from}`,
        );
        renamed += result.rowCount ?? 0;
      }
      return renamed;
    },
    async remove(accountId: number, name: string): Promise<{ members: number; devices: number }> {
      const [members, devices] = await Promise.all(
        TABLES.map(async ({ table }) => {
          const result = await db.execute(sql`delete from ${table} where account_id = ${accountId} and name = ${name}`);
          return result.rowCount ?? 0;
        }),
      );
      return { members: members ?? 0, devices: devices ?? 0 };
    },
    // One statement over every member the filter matches.
    async addToMembers(accountId: number, where: SQL | undefined, tag: TTagInput): Promise<number> {
      const result = await db.execute(sql`
        insert into member_tags (account_id, member_id, name, type, value)
        select ${accountId}, members.id, ${tag.name}, ${tag.type}, ${tag.value} from members where ${where}
        on conflict (account_id, member_id, name) do update set type = excluded.type, value = excluded.value`);
      return result.rowCount ?? 0;
    },
    async removeFromMembers(accountId: number, where: SQL | undefined, name: string): Promise<number> {
      const result = await db.execute(sql`
        delete from member_tags where account_id = ${accountId} and name = ${name}
          and member_id in (select members.id from members where ${where})`);
      return result.rowCount ?? 0;
    },
  };
}
