import { sql, type SQL } from 'drizzle-orm';
import type { TMerchantListQuery, TMerchantRow } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { accounts, userDomains, users } from './accounts.tables';

type TMerchantSqlRow = {
  id: number;
  name: string;
  packet_name: string;
  packet_type: string;
  disabled_at: string | null;
  created_at: string;
  owner_id: number | null;
  owner_name: string | null;
  owner_surname: string | null;
  owner_email: string | null;
  owner_phone: string | null;
  owner_verified: boolean | null;
  last_login: string | null;
  domains: string[] | null;
};

const iso = (value: string | null): string | null => (value ? new Date(value).toISOString() : null);

function toMerchant(row: TMerchantSqlRow): TMerchantRow {
  return {
    id: Number(row.id),
    name: row.name,
    packet_name: row.packet_name,
    packet_type: row.packet_type,
    disabled: row.disabled_at !== null,
    created_at: iso(row.created_at) ?? '',
    owner:
      row.owner_id === null
        ? null
        : {
            id: Number(row.owner_id),
            name: row.owner_name ?? '',
            surname: row.owner_surname ?? '',
            email: row.owner_email ?? '',
            phone: row.owner_phone ?? '',
            verified: Boolean(row.owner_verified),
          },
    domains: row.domains ?? [],
    last_login: iso(row.last_login),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// The merchant accounts the admin area lists: SQL across accounts (staff only, never a tenant request).
export function merchantsRepository(db: DbOrTx) {
  const select = (where: SQL, tail: SQL) => sql`
    select a.id, a.name, a.packet_name, a.packet_type, a.disabled_at, a.created_at,
      u.id as owner_id, u.name as owner_name, u.surname as owner_surname, u.email as owner_email,
      u.phone as owner_phone, u.email_verified_at is not null as owner_verified, u.last_login_at as last_login,
      (select array_agg(d.domain order by d.id) from ${userDomains} d where d.account_id = a.id) as domains
    from ${accounts} a
    left join lateral (select * from ${users} x where x.account_id = a.id order by x.id limit 1) u on true
    where ${where} ${tail}`;

  return {
    async page(query: TMerchantListQuery): Promise<{ rows: TMerchantRow[]; total: number }> {
      const conditions: SQL[] = [sql`true`];
      if (query.q) {
        const like = `%${escapeLike(query.q.toLowerCase())}%`;
        conditions.push(sql`(lower(a.name) like ${like} or exists (select 1 from ${users} s where s.account_id = a.id
          and (lower(s.email) like ${like} or lower(s.name || ' ' || s.surname) like ${like}))
          or exists (select 1 from ${userDomains} s where s.account_id = a.id and lower(s.domain) like ${like}))`);
      }
      if (query.plan) conditions.push(sql`a.packet_type = ${query.plan}`);
      if (query.status === 'disabled') conditions.push(sql`a.disabled_at is not null`);
      if (query.status === 'active') conditions.push(sql`a.disabled_at is null`);
      if (query.status === 'unverified')
        conditions.push(
          sql`exists (select 1 from ${users} s where s.account_id = a.id and s.email_verified_at is null)`,
        );
      const where = sql.join(conditions, sql` and `);
      const offset = (query.page - 1) * query.perPage;
      const [rows, totals] = await Promise.all([
        db.execute<TMerchantSqlRow>(select(where, sql`order by a.id desc limit ${query.perPage} offset ${offset}`)),
        db.execute<{ total: number }>(sql`select count(*)::int as total from ${accounts} a where ${where}`),
      ]);
      return { rows: rows.rows.map(toMerchant), total: Number(totals.rows[0]?.total ?? 0) };
    },

    async find(accountId: number): Promise<TMerchantRow | null> {
      const result = await db.execute<TMerchantSqlRow>(select(sql`a.id = ${accountId}`, sql``));
      const row = result.rows[0];
      return row ? toMerchant(row) : null;
    },

    async setDisabled(accountId: number, disabled: boolean): Promise<boolean> {
      const result = await db.execute(
        sql`update ${accounts} set disabled_at = ${disabled ? sql`coalesce(disabled_at, now())` : sql`null`}
          where id = ${accountId} returning id`,
      );
      return result.rows.length > 0;
    },

    // Accounts whose packet type is one of `types` (the plan an account without packet rows is on).
    async idsWithPacketTypes(types: string[]): Promise<number[]> {
      if (types.length === 0) return [];
      const result = await db.execute<{ id: number }>(
        sql`select id from ${accounts} where packet_type in (${sql.join(
          types.map((t) => sql`${t}`),
          sql`, `,
        )}) order by id`,
      );
      return result.rows.map((row) => Number(row.id));
    },

    async isDisabled(accountId: number): Promise<boolean> {
      const result = await db.execute<{ disabled: boolean }>(
        sql`select disabled_at is not null as disabled from ${accounts} where id = ${accountId}`,
      );
      return Boolean(result.rows[0]?.disabled);
    },

    // Totals and new accounts per day (Turkish calendar days) in [from, to].
    async signups(from: string, to: string, timezone: string) {
      const [totals, days] = await Promise.all([
        db.execute<{ total: number; disabled: number }>(
          sql`select count(*)::int as total, count(disabled_at)::int as disabled from ${accounts}`,
        ),
        db.execute<{ day: string; count: number }>(sql`
          select to_char((created_at at time zone ${timezone})::date, 'YYYY-MM-DD') as day, count(*)::int as count
          from ${accounts}
          where created_at >= (${from}::date::timestamp at time zone ${timezone})
            and created_at < ((${to}::date + 1)::timestamp at time zone ${timezone})
          group by 1 order by 1`),
      ]);
      return {
        total: Number(totals.rows[0]?.total ?? 0),
        disabled: Number(totals.rows[0]?.disabled ?? 0),
        days: days.rows.map((r) => ({ day: r.day, count: Number(r.count) })),
      };
    },
  };
}
