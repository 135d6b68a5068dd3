import { recordFavorites, upsertCatalogue, type TSinkFavorite } from './catalogue.service';
import { CHANGED_RETURNING, INSERTED_RETURNING, outboxInsertSql, withPermissionLog } from './permission-outbox';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

// Set-based writes for drained SDK batches: every method is one statement over a JSON array.
export type TSinkDevice = {
  account_id: number;
  application_id: number;
  device_id: string;
  language: string | null;
  user_agent: string | null;
  seen_at: string;
};
export type TSinkIdentity = {
  k: number;
  account_id: number;
  customer_id: string | null;
  email: string | null;
  phone: string | null;
  name: string | null;
  surname: string | null;
  language: string | null;
  birth_date: string | null;
  gender: string | null;
  city: string | null;
  sms: boolean | null;
  email_perm: boolean | null;
  whatsapp: boolean | null;
  call: boolean | null;
  login_at: string | null;
};
// The events to store, as a relation the caller builds over its own tables (the drained batches stay in
// PostgreSQL rather than going to the app and back as JSON), with these columns: account_id, application_id,
// occurred_at, uid, device_pk, member_id (null: the device's member), category, name, code, url,
// parameters, and seq (the order ids are given in).
export type TSinkEventSource = SQL;
export type TSinkOrder = {
  seq: number;
  account_id: number;
  device_pk: number;
  member_id: number | null;
  order_code: string;
  total_count: number;
  total_price: number;
  price_currency: string;
  date: string;
  coupon_code: string | null;
  items: unknown;
};
export type TSinkCart = Omit<TSinkOrder, 'seq' | 'order_code' | 'date' | 'coupon_code'> & { updated_at: string };
export type TSinkProduct = {
  account_id: number;
  code: string;
  title: string;
  content: string | null;
  price: number | null;
  discount_price: number | null;
  currency: string;
  url: string | null;
  image: string | null;
  category: string | null;
  // null: the shop does not say (the stored stock stays).
  stock: number | null;
};

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

export function trackingSinkRepository(db: DbOrTx) {
  return {
    async upsertDevices(rows: TSinkDevice[]): Promise<
      {
        id: number;
        account_id: number;
        application_id: number;
        device_id: string;
        member_id: number | null;
        inserted: boolean;
      }[]
    > {
      if (rows.length === 0) return [];
      const result = await db.execute<{
        id: number;
        account_id: number;
        application_id: number;
        device_id: string;
        member_id: number | null;
        inserted: boolean;
      }>(sql`
        insert into devices (account_id, application_id, device_id, language, user_agent, last_seen_at, platform)
        select distinct on (x.account_id, x.application_id, x.device_id)
               x.account_id, x.application_id, x.device_id, x.language, x.user_agent, x.seen_at, 'browser'
        from jsonb_to_recordset(${json(rows)}) as x(account_id bigint, application_id bigint, device_id text, language text, user_agent text, seen_at timestamptz)
        order by x.account_id, x.application_id, x.device_id, x.seen_at desc
        on conflict (account_id, application_id, device_id) do update
          set last_seen_at = greatest(devices.last_seen_at, excluded.last_seen_at),
              language = coalesce(excluded.language, devices.language),
              user_agent = coalesce(excluded.user_agent, devices.user_agent),
              updated_at = now()
        returning id, account_id, application_id, device_id, member_id, (xmax = 0) as inserted`);
      return result.rows;
    },

    // Finds each identity's member by customer id, then email; returns k → member id.
    async matchMembers(rows: TSinkIdentity[]): Promise<Map<number, number>> {
      if (rows.length === 0) return new Map();
      const result = await db.execute<{ k: number; member_id: number | null }>(sql`
        select x.k, coalesce(
          (select m.id from members m where m.account_id = x.account_id and m.customer_id = x.customer_id),
          (select m.id from members m where m.account_id = x.account_id and lower(m.email) = lower(x.email))
        ) as member_id
        from jsonb_to_recordset(${json(rows)}) as x(k int, account_id bigint, customer_id text, email text)`);
      return new Map(result.rows.filter((r) => r.member_id !== null).map((r) => [r.k, r.member_id as number]));
    },

    async insertMembers(rows: TSinkIdentity[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const insert = sql`
        insert into members (account_id, customer_id, email, phone, name, surname, language, birth_date, gender, city,
                             sms_active, email_active, whatsapp_active, call_active, source, last_login_at)
        select x.account_id, x.customer_id, x.email, x.phone, x.name, x.surname, coalesce(x.language, 'tr'), x.birth_date, x.gender, x.city,
               coalesce(x.sms, false), coalesce(x.email_perm, false), coalesce(x.whatsapp, false), coalesce(x.call, false), 'site', x.login_at
        from jsonb_to_recordset(${json(rows)}) as x(account_id bigint, customer_id text, email text, phone text, name text, surname text,
             language text, birth_date date, gender text, city text, sms boolean, email_perm boolean, whatsapp boolean, call boolean, login_at timestamptz)
        on conflict do nothing
        returning ${sql.raw(INSERTED_RETURNING)}`;
      // Permission changes go to the outbox in the same statement (permission-outbox.ts).
      const result = await db.execute<{ account_id: number }>(sql`with changed as (${insert}),
        logged as (${sql.raw(outboxInsertSql('sdk'))}) select account_id from changed`);
      return result.rows.map((r) => r.account_id);
    },

    // Identify fields fill or replace what the member has; absent fields keep their value.
    async updateMembers(rows: (TSinkIdentity & { member_id: number })[]): Promise<void> {
      if (rows.length === 0) return;
      const update = sql`
        update members m set
          customer_id = coalesce(m.customer_id, x.customer_id),
          email = coalesce(m.email, x.email),
          name = coalesce(x.name, m.name), surname = coalesce(x.surname, m.surname),
          language = coalesce(x.language, m.language), birth_date = coalesce(x.birth_date, m.birth_date),
          gender = coalesce(x.gender, m.gender), city = coalesce(x.city, m.city),
          sms_active = coalesce(x.sms, m.sms_active), email_active = coalesce(x.email_perm, m.email_active),
          whatsapp_active = coalesce(x.whatsapp, m.whatsapp_active), call_active = coalesce(x.call, m.call_active),
          last_login_at = greatest(m.last_login_at, x.login_at), updated_at = now()
        from jsonb_to_recordset(${json(rows)}) as x(member_id bigint, account_id bigint, customer_id text, email text, name text, surname text,
             language text, birth_date date, gender text, city text, sms boolean, email_perm boolean, whatsapp boolean, call boolean, login_at timestamptz),
          (select id, sms_active, email_active, call_active from members where (account_id, id) in
            (select (r->>'account_id')::bigint, (r->>'member_id')::bigint from jsonb_array_elements(${json(rows)}) r) for update) o
        where m.account_id = x.account_id and m.id = x.member_id and o.id = m.id
        returning ${sql.raw(CHANGED_RETURNING)}`;
      await db.execute(withPermissionLog(update, 'sdk'));
    },

    // The device now belongs to the member: its anonymous events, cart and orders follow (history kept).
    async linkDevices(rows: { account_id: number; device_pk: number; member_id: number }[]): Promise<void> {
      if (rows.length === 0) return;
      const links = json(rows);
      const cols = sql`as x(account_id bigint, device_pk bigint, member_id bigint)`;
      await db.execute(sql`update devices d set member_id = x.member_id, email = coalesce(m.email, d.email), updated_at = now()
        from jsonb_to_recordset(${links}) ${cols} join members m on m.account_id = x.account_id and m.id = x.member_id
        where d.account_id = x.account_id and d.id = x.device_pk`);
      await db.execute(sql`update events e set member_id = x.member_id from jsonb_to_recordset(${links}) ${cols}
        where e.account_id = x.account_id and e.device_id = x.device_pk and e.member_id is null`);
      await db.execute(sql`update orders o set member_id = x.member_id from jsonb_to_recordset(${links}) ${cols}
        where o.account_id = x.account_id and o.device_id = x.device_pk and o.member_id is null`);
      await db.execute(sql`delete from carts c using jsonb_to_recordset(${links}) ${cols}
        where c.account_id = x.account_id and c.owner_key = 'd:' || x.device_pk
          and exists (select 1 from carts mc where mc.account_id = x.account_id and mc.owner_key = 'm:' || x.member_id)`);
      await db.execute(sql`update carts c set owner_key = 'm:' || x.member_id, member_id = x.member_id
        from jsonb_to_recordset(${links}) ${cols}
        where c.account_id = x.account_id and c.owner_key = 'd:' || x.device_pk`);
    },

    // Events without a member of their own take the device's member; duplicate ids are dropped.
    async insertEvents(source: TSinkEventSource): Promise<number> {
      const result = await db.execute(sql`
        insert into events (account_id, application_id, occurred_at, uid, device_id, member_id, category, name, code, url, parameters)
        select x.account_id, x.application_id, x.occurred_at, x.uid, x.device_pk, coalesce(x.member_id, d.member_id),
               x.category, x.name, x.code, x.url, coalesce(x.parameters, '{}'::jsonb)
        from (${source}) as x
        left join devices d on d.account_id = x.account_id and d.id = x.device_pk
        order by x.seq
        on conflict (account_id, uid, occurred_at) do nothing`);
      return result.rowCount ?? 0;
    },

    // A purchase creates the order (first one wins) and empties the buyer's cart.
    async insertOrders(rows: TSinkOrder[]): Promise<void> {
      if (rows.length === 0) return;
      const cols = sql`as x(account_id bigint, device_pk bigint, member_id bigint, order_code text, total_count int, total_price numeric,
             price_currency text, date timestamptz, coupon_code text, items jsonb, seq int)`;
      await db.execute(sql`
        insert into orders (account_id, device_id, member_id, order_code, total_count, total_price, price_currency, date, coupon_code, items, source)
        select x.account_id, x.device_pk, coalesce(x.member_id, d.member_id), x.order_code, x.total_count, x.total_price, x.price_currency,
               x.date, x.coupon_code, coalesce(x.items, '[]'::jsonb), 'site'
        from jsonb_to_recordset(${json(rows)}) ${cols}
        left join devices d on d.account_id = x.account_id and d.id = x.device_pk
        order by x.seq
        on conflict (account_id, order_code) do nothing`);
      await db.execute(sql`delete from carts c using jsonb_to_recordset(${json(rows)}) ${cols}
        left join devices d on d.account_id = x.account_id and d.id = x.device_pk
        where c.account_id = x.account_id
          and c.owner_key = coalesce('m:' || coalesce(x.member_id, d.member_id), 'd:' || x.device_pk)`);
    },

    async upsertCarts(rows: TSinkCart[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        insert into carts (account_id, owner_key, member_id, device_id, total_count, total_price, price_currency, items, updated_at)
        select distinct on (x.account_id, owner_key) x.account_id,
               coalesce('m:' || coalesce(x.member_id, d.member_id), 'd:' || x.device_pk) as owner_key, coalesce(x.member_id, d.member_id),
               x.device_pk, x.total_count, x.total_price, x.price_currency, coalesce(x.items, '[]'::jsonb), x.updated_at
        from jsonb_to_recordset(${json(rows)}) as x(account_id bigint, device_pk bigint, member_id bigint, total_count int, total_price numeric,
             price_currency text, items jsonb, updated_at timestamptz)
        left join devices d on d.account_id = x.account_id and d.id = x.device_pk
        order by x.account_id, owner_key, x.updated_at desc
        on conflict (account_id, owner_key) do update set total_count = excluded.total_count, total_price = excluded.total_price,
          price_currency = excluded.price_currency, items = excluded.items, updated_at = excluded.updated_at`);
    },

    // Callers pass one row per (account, code). Keeps the price and stock history and tells the
    // product's watchers of a price drop or a restock (catalogue.service.ts).
    async upsertProducts(rows: TSinkProduct[]): Promise<void> {
      await upsertCatalogue(db, rows);
    },
    async recordFavorites(rows: TSinkFavorite[]): Promise<void> {
      await recordFavorites(db, rows);
    },
  };
}
