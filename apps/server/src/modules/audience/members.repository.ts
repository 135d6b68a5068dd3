import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  lt,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { TMemberListQuery } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { preparedQuery } from '../../platform/db/prepared';
import { preparedRows } from '../../platform/db/positional-rows';
import { isoTimestamp } from '../../platform/db/iso-timestamp';
import { memberCountDeltas, members } from './audience.tables';
import { permissionDiff, recordPermissionChanges, type TPermissionSource } from './permission-outbox';
import { memberFilterCondition } from './member-filter-extensions';
import { memberSegmentRows } from './member-segments';

export type TMemberRow = typeof members.$inferSelect;
export type TNewMember = Omit<typeof members.$inferInsert, 'id' | 'accountId'>;
// Its times are the API's ISO text already (listColumns).
export type TMemberListRow = Omit<TMemberRow, 'accountId' | 'updatedAt' | 'createdAt' | 'lastLoginAt'> & {
  createdAt: string;
  lastLoginAt: string | null;
  tagCount: number;
  segmentCount: number;
};
export type TMemberFilters = Omit<TMemberListQuery, 'page' | 'perPage' | 'sort' | 'order'>;

const PERMISSION_COLUMNS = {
  sms: members.smsActive,
  email: members.emailActive,
  whatsapp: members.whatsappActive,
  call: members.callActive,
} as const;

// Names compare in the "C" collation (code point order, as the database's C.UTF-8) so that one index
// serves both the name sort and name prefix search (audience.tables.ts).
const lowerName = sql`lower(${members.name}) collate "C"`;
const lowerSurname = sql`lower(${members.surname}) collate "C"`;

// created_at follows id (ids are assigned in creation order), so it shares the id index.
const SORT_COLUMNS = {
  id: members.id,
  name: lowerName,
  email: sql`lower(${members.email})`,
  created_at: members.id,
  last_login: members.lastLoginAt,
} as const;

const likePrefix = (text: string): string => `${text.replace(/[%_\\]/g, '\\$&')}%`;

// Phone search: what a merchant types (0532…, 532…, +90 532…) as a prefix of the stored +90… form.
function phonePrefix(search: string): string | null {
  if (!/^[\d\s+()-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  if (digits.length < 2) return null;
  if (search.trim().startsWith('+') || digits.startsWith('90')) return `+${digits}`;
  return `+90${digits.replace(/^0/, '')}`;
}

// Search matches the start of the name, surname, email, customer id or phone; "ayşe yıl" matches
// name and surname together. Prefix (not infix) search keeps to the btree indexes above.
export function searchSql(search: string): SQL | undefined {
  const words = search.trim().split(/\s+/);
  const prefix = likePrefix(search.trim());
  const phone = phonePrefix(search);
  const [first, second] = words;
  return or(
    sql`${lowerName} like lower(${prefix})`,
    sql`${lowerSurname} like lower(${prefix})`,
    sql`lower(${members.email}) like lower(${prefix})`,
    sql`${members.customerId} like ${prefix}`,
    phone ? sql`${members.phone} like ${likePrefix(phone)}` : undefined,
    words.length === 2 && first && second
      ? and(sql`${lowerName} like lower(${likePrefix(first)})`, sql`${lowerSurname} like lower(${likePrefix(second)})`)
      : undefined,
  );
}

// The where clause of the list, its count and its CSV export: one definition for all three.
export function memberFilterSql(accountId: number, f: TMemberFilters): SQL | undefined {
  const conds: (SQL | undefined)[] = [eq(members.accountId, accountId)];
  if (f.search) conds.push(searchSql(f.search));
  if (f.source) conds.push(eq(members.source, f.source));
  if (f.gender) conds.push(eq(members.gender, f.gender));
  if (f.language) conds.push(eq(members.language, f.language));
  if (f.city) conds.push(sql`lower(${members.city}) = lower(${f.city})`);
  if (f.blocked !== undefined) conds.push(eq(members.blocked, f.blocked));
  if (f.passive !== undefined) conds.push(eq(members.passive, f.passive));
  if (f.permission) conds.push(eq(PERMISSION_COLUMNS[f.permission], true));
  if (f.createdFrom) conds.push(gte(members.createdAt, new Date(`${f.createdFrom}T00:00:00Z`)));
  if (f.createdTo) conds.push(lt(members.createdAt, sql`${f.createdTo}::date + 1`));
  if (f.tag)
    conds.push(
      sql`exists (select 1 from member_tags t where t.account_id = ${accountId} and t.member_id = members.id and t.name = ${f.tag})`,
    );
  const verification = memberFilterCondition('emailVerification');
  if (f.emailVerification && verification)
    conds.push(
      verification(
        accountId,
        { id: sql`members.id`, email: sql`members.email`, accountId: sql`members.account_id` },
        f.emailVerification,
      ),
    );
  return and(...conds);
}

// What a member's answer shows (member.dto.ts): not the account, known to the caller, nor the time of the
// last change (a timestamp less to send and parse per row).
const { accountId: _accountId, updatedAt: _updatedAt, ...shownColumns } = getTableColumns(members);
// Times as the API writes them, straight from the column's text (iso-timestamp.ts).
const isoOf = (column: typeof members.createdAt | typeof members.lastLoginAt) =>
  sql<string>`${column}`.mapWith(isoTimestamp);
// How often the row's id is among `rows` (one `member_id` per tag or segment membership).
const countIn = (rows: SQL) => sql<number>`cardinality(array_positions(array(${rows}), ${members.id}))::int`;
// The columns of the members whose ids `memberIds` (a bigint[] expression) holds. Their tags and segment
// memberships are looked up for all those ids at once (for a page, one uncorrelated lookup per table
// instead of a subquery per member: 10-20% less database CPU per page, half with ten segments of 50,000
// members). Built at each use: the segments module registers its lookup when it loads.
const listColumns = (accountId: number | Placeholder, memberIds: SQL) => ({
  ...shownColumns,
  createdAt: isoOf(members.createdAt),
  lastLoginAt: isoOf(members.lastLoginAt),
  tagCount: countIn(
    sql`select t.member_id from member_tags t where t.account_id = ${accountId} and t.member_id = any(${memberIds})`,
  ),
  segmentCount: countIn(memberSegmentRows(sql`${accountId}`, memberIds)),
});

type TSort = TMemberListQuery['sort'];
type TOrder = TMemberListQuery['order'];

// A page in two steps, one statement: the page's ids (a CTE of one array: an index-only scan of the
// sort's index, however deep the offset), then those rows by id with their tag and segment counts
// (listColumns). Counted per row of the whole scan instead, page 25,000 of a million members took
// 1 s; this way ~90 ms. `id = any(<the array>)`, not a join: a prepared statement's generic plan,
// not knowing the limit, would merge-join the page with a scan of every member.
// Each row also carries the account's total from its count deltas (an uncorrelated subquery,
// computed once per statement), so the unfiltered list reads a page and its total in one round trip.
const PAGE_IDS = sql`(select ids from page_ids)::bigint[]`;
const listSelection = (accountId: number | Placeholder) => ({
  ...listColumns(accountId, PAGE_IDS),
  accountTotal: sql<number>`(select coalesce(sum(d.delta), 0)::int from member_count_deltas d where d.account_id = ${accountId})`,
});

function listSelect(
  db: DbOrTx,
  accountId: number | Placeholder,
  pageIds: SQL | SQLWrapper,
  sort: TSort,
  order: TOrder,
  selection = listSelection(accountId),
) {
  const direction = order === 'asc' ? asc : desc;
  const page = db.$with('page_ids', { ids: sql<number[]>`ids` }).as(sql`select array(${pageIds}) as ids`);
  return db
    .with(page)
    .select(selection)
    .from(members)
    .where(and(eq(members.accountId, accountId), sql`${members.id} = any(${PAGE_IDS})`))
    .orderBy(direction(SORT_COLUMNS[sort]), direction(members.id));
}

// The page's ids walking the sort's index, the filter checked on the way.
function orderedPageIds(
  db: DbOrTx,
  where: SQL | undefined,
  sort: TSort,
  order: TOrder,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const direction = order === 'asc' ? asc : desc;
  return db
    .select({ id: members.id })
    .from(members)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[sort]), direction(members.id))
    .limit(limit)
    .offset(offset);
}

// The page's ids from every match: the filter by its own indexes (a bitmap of the search
// indexes), then a top-N sort. `offset 0` keeps the planner from walking the sort's index instead.
function matchesFirstPageIds(where: SQL | undefined, sort: TSort, order: TOrder, limit: number, offset: number): SQL {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  return sql`select id from (select ${members.id} as id, ${SORT_COLUMNS[sort]} as sort_key from ${members}
    where ${where} offset 0) matches order by sort_key ${direction}, id ${direction} limit ${limit} offset ${offset}`;
}

// Walking the sort's index finds a page of a filtered list after reading about
// (offset + limit) × total / matches rows: cheap when matches are many, a walk over the whole
// account when they are few ('zq' over a million members: 2-7 s). Past this many rows the
// matches are gathered first instead (the ~90,000 matches of 'ay': ~0.2 s; a few hundred: ~1 ms).
export const ORDERED_SCAN_BUDGET = 20_000;
export type TListDensity = { matches: number; total: number };
export const walksSortIndex = ({ matches, total }: TListDensity, offset: number, limit: number): boolean =>
  matches > 0 && ((offset + limit) * total) / matches <= ORDERED_SCAN_BUDGET;

// The page's ids of the unfiltered list, its limit and offset behind `(select $n)`: a limit or
// offset the planner can read makes every execution's own (custom) plan look ~8x cheaper than the
// generic one, so PostgreSQL re-planned the statement on every call (~0.4 ms, twice its execution).
// Hidden from both, the two plans cost the same and the generic plan is kept after the first five
// calls. The plan is the same either way: the sort's index walked, the limit applied as it runs.
function unfilteredPageIds(sort: TSort, order: TOrder): SQL {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  return sql`select ${members.id} from ${members} where ${members.accountId} = ${sql.placeholder('accountId')}
    order by ${SORT_COLUMNS[sort]} ${direction}, ${members.id} ${direction}
    limit (select ${sql.placeholder('limit')}::int) offset (select ${sql.placeholder('offset')}::int)`;
}

// The unfiltered list (the members screen as it opens, and every page of it) is the hot path:
// one named prepared statement per sort and order, planned once per connection, its rows read by
// position (platform/db/positional-rows.ts).
const listQueries = new Map<string, ReturnType<typeof buildListQuery>>();
function buildListQuery(sort: TSort, order: TOrder) {
  return preparedQuery((db) => {
    const accountId = sql.placeholder('accountId');
    const selection = listSelection(accountId);
    const select = listSelect(db, accountId, unfilteredPageIds(sort, order), sort, order, selection);
    return preparedRows<TMemberListRow & { accountTotal: number }>(
      db,
      `members_list_${sort}_${order}`,
      select,
      selection,
    );
  });
}
function listQuery(sort: TSort, order: TOrder) {
  const key = `${sort}_${order}`;
  let query = listQueries.get(key);
  if (!query) {
    query = buildListQuery(sort, order);
    listQueries.set(key, query);
  }
  return query;
}

// The account's total from its count deltas (a few rows), not a count of its members.
const countAllQuery = preparedQuery((db) =>
  db
    .select({ n: sql<number>`coalesce(sum(${memberCountDeltas.delta}), 0)::int` })
    .from(memberCountDeltas)
    .where(eq(memberCountDeltas.accountId, sql.placeholder('accountId')))
    .prepare('members_count_all'),
);

// Folds each account's count deltas into one row. Rows appended meanwhile are not in this
// statement's snapshot and stay; a concurrent fold waits on the rows this one deletes and then
// finds them gone, so no delta is counted twice or lost.
export async function foldMemberCounts(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`with gone as (
      delete from ${memberCountDeltas} where ${memberCountDeltas.accountId} in (
        select ${memberCountDeltas.accountId} from ${memberCountDeltas} group by 1 having count(*) > 1)
      returning account_id, delta)
    insert into ${memberCountDeltas} (account_id, delta) select account_id, sum(delta) from gone group by account_id`);
  return result.rowCount ?? 0;
}

export const hasFilters = (f: TMemberFilters): boolean => Object.values(f).some((v) => v !== undefined && v !== '');

export function membersRepository(db: DbOrTx) {
  const mine = (accountId: number, id: number) => and(eq(members.accountId, accountId), eq(members.id, id));
  return {
    // An unfiltered page with the account's total (counted apart only when the page is empty).
    async listAll(accountId: number, q: TMemberListQuery): Promise<{ rows: TMemberListRow[]; total: number }> {
      const { page, perPage, sort, order } = q;
      const rows = await listQuery(
        sort,
        order,
      )(db).execute({ accountId, limit: perPage, offset: (page - 1) * perPage });
      const total = rows[0]?.accountTotal ?? (await membersRepository(db).count(accountId));
      return { rows, total };
    },
    // `density` (the filter's and the account's totals, known from the count cache) picks how a
    // filtered page is found; without it the sort's index is walked.
    async list(accountId: number, q: TMemberListQuery, density?: TListDensity): Promise<TMemberListRow[]> {
      const { page, perPage, sort, order, ...filters } = q;
      const offset = (page - 1) * perPage;
      if (!hasFilters(filters)) return (await membersRepository(db).listAll(accountId, q)).rows;
      const where = memberFilterSql(accountId, filters);
      const pageIds =
        !density || walksSortIndex(density, offset, perPage)
          ? orderedPageIds(db, where, sort, order, perPage, offset)
          : matchesFirstPageIds(where, sort, order, perPage, offset);
      return listSelect(db, accountId, pageIds, sort, order);
    },
    async count(accountId: number, f: TMemberFilters = {}): Promise<number> {
      if (!hasFilters(f)) {
        const [all] = await countAllQuery(db).execute({ accountId });
        return all?.n ?? 0;
      }
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(members)
        .where(memberFilterSql(accountId, f));
      return row?.n ?? 0;
    },
    // A filtered list's total, loaded for the count cache (mostly behind a served page): without
    // parallel workers, so that a million-row count takes one core for ~0.2 s, not every core for
    // ~0.1 s while the list's own requests wait for them (the list bench's p95-p99).
    async countForList(accountId: number, f: TMemberFilters): Promise<number> {
      if (!hasFilters(f)) return membersRepository(db).count(accountId);
      return db.transaction(async (tx) => {
        await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
        return membersRepository(tx).count(accountId, f);
      });
    },
    async find(accountId: number, id: number): Promise<TMemberListRow | null> {
      const [row] = await db
        .select(listColumns(accountId, sql`array[${members.id}]`))
        .from(members)
        .where(mine(accountId, id));
      return row ?? null;
    },
    // Permission changes go to the outbox in the same transaction (permission-outbox.ts).
    async create(accountId: number, values: TNewMember, source: TPermissionSource = 'screen'): Promise<TMemberRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(members)
          .values({ ...values, accountId })
          .returning();
        if (!row) throw new Error('member insert returned nothing');
        await recordPermissionChanges(tx, accountId, source, permissionDiff(null, row));
        return row;
      });
    },
    async update(
      accountId: number,
      id: number,
      values: Partial<TNewMember>,
      source: TPermissionSource = 'screen',
    ): Promise<TMemberRow | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ smsActive: members.smsActive, emailActive: members.emailActive, callActive: members.callActive })
          .from(members)
          .where(mine(accountId, id))
          .for('update');
        if (!before) return null;
        const [row] = await tx
          .update(members)
          .set({ ...values, updatedAt: sql`now()` })
          .where(mine(accountId, id))
          .returning();
        if (row) await recordPermissionChanges(tx, accountId, source, permissionDiff(before, row));
        return row ?? null;
      });
    },
    // A channel permission (SPEC §5) switched by the member, e.g. through an unsubscribe link.
    async setChannelPermission(
      accountId: number,
      id: number,
      channel: 'email' | 'sms' | 'whatsapp',
      active: boolean,
    ): Promise<void> {
      const key = ({ email: 'emailActive', sms: 'smsActive', whatsapp: 'whatsappActive' } as const)[channel];
      await db
        .update(members)
        .set({ [key]: active, updatedAt: sql`now()` })
        .where(mine(accountId, id));
    },
    async remove(accountId: number, id: number): Promise<boolean> {
      const rows = await db.delete(members).where(mine(accountId, id)).returning({ id: members.id });
      return rows.length > 0;
    },
    // Members past the limit (newest first) become passive, the rest active again: one statement.
    async applyLimit(accountId: number, limit: number | null): Promise<number> {
      const result = await db.execute(sql`
        update members m set passive = r.over, updated_at = now()
        from (select id, (${limit}::bigint is not null and row_number() over (order by id) > ${limit}::bigint) as over
              from members where account_id = ${accountId}) r
        where m.account_id = ${accountId} and m.id = r.id and m.passive <> r.over`);
      return result.rowCount ?? 0;
    },
    async hasPassive(accountId: number): Promise<boolean> {
      const result = await db.execute(
        sql`select exists (select 1 from members where account_id = ${accountId} and passive) as p`,
      );
      return result.rows[0]?.p === true;
    },
  };
}
