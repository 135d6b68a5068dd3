import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/database';
import {
  CITIES,
  EMAIL_DOMAINS,
  FEMALE_NAMES,
  MALE_NAMES,
  MOBILE_PREFIXES,
  PRODUCT_WORDS,
  SURNAMES,
} from './turkish-names';

export type TDemoScale = {
  members: number;
  products?: number;
  devicesPerMember?: number;
  orderRatio?: number;
  eventsPerMember?: number;
  // Share of members with tags (vip, a number of visits, a first order date, newsletter): 0 unless asked.
  tagRatio?: number;
};

const arr = (items: string[]) => sql`${`{${items.map((i) => `"${i}"`).join(',')}}`}::text[]`;

// Realistic Turkish members, devices, orders, carts, products and events for one account and
// application, generated inside PostgreSQL with generate_series: set-based, so a million
// members take seconds. Members get ids after the account's existing ones (re-runnable).
export async function seedDemoAudience(
  db: DbOrTx,
  accountId: number,
  applicationId: number,
  scale: TDemoScale,
): Promise<void> {
  const products = scale.products ?? 200;
  const devicesPerMember = scale.devicesPerMember ?? 0.6;
  const orderRatio = scale.orderRatio ?? 0.3;
  const eventsPerMember = scale.eventsPerMember ?? 3;
  const tagRatio = scale.tagRatio ?? 0;
  const offset = Number(
    (await db.execute(sql`select count(*)::int as n from members where account_id = ${accountId}`)).rows[0]?.n ?? 0,
  );
  const female = arr(FEMALE_NAMES);
  const male = arr(MALE_NAMES);
  await db.execute(sql`
    insert into members (account_id, name, surname, email, phone, gender, birth_date, city, language, customer_id, source,
                         sms_active, email_active, whatsapp_active, call_active, last_login_at, created_at)
    select ${accountId}, n.name, n.surname,
      translate(lower(n.name || '.' || n.surname), 'ıİğüşöçĞÜŞÖÇ', 'iigusocgusoc') || g || '@' || (${arr(EMAIL_DOMAINS)})[1 + g % ${EMAIL_DOMAINS.length}],
      -- the phone of demoPerson(g): a valid mobile
      '+90' || (${arr(MOBILE_PREFIXES)})[1 + g % ${MOBILE_PREFIXES.length}] || lpad(((g::bigint * 7919) % 10000000)::text, 7, '0'),
      case when g % 2 = 0 then 'female' else 'male' end,
      make_date(1960 + g % 45, 1 + g % 12, 1 + g % 28),
      (${arr(CITIES)})[1 + (g * 3) % ${CITIES.length}],
      case when g % 20 = 0 then 'en' when g % 37 = 0 then 'de' else 'tr' end,
      'C' || g, (array['site','csv','manual'])[1 + g % 3],
      g % 3 <> 0, g % 4 <> 0, g % 5 = 0, g % 7 = 0,
      now() - make_interval(hours => (g * 37) % 2000),
      now() - make_interval(hours => 2000 + (g * 53) % 8000)
    from generate_series(${offset + 1}::int, ${offset + scale.members}::int) g
    cross join lateral (select
      case when g % 2 = 0 then (${female})[1 + (g * 7) % ${FEMALE_NAMES.length}] else (${male})[1 + (g * 7) % ${MALE_NAMES.length}] end as name,
      (${arr(SURNAMES)})[1 + (g * 13) % ${SURNAMES.length}] as surname) n
    on conflict do nothing`);
  await db.execute(sql`
    insert into products (account_id, code, title, content, price, discount_price, currency, url, image, category)
    select ${accountId}, 'SKU-' || p, (${arr(PRODUCT_WORDS.colors)})[1 + p % ${PRODUCT_WORDS.colors.length}] || ' ' || (${arr(PRODUCT_WORDS.kinds)})[1 + p % ${PRODUCT_WORDS.kinds.length}],
      'Yeni sezon ürün', 99 + (p * 37) % 1900, case when p % 4 = 0 then 79 + (p * 29) % 1500 end, 'TRY',
      'https://demo.ulak.local/urun/' || p, 'https://demo.ulak.local/img/' || p || '.jpg', (${arr(PRODUCT_WORDS.categories)})[1 + p % ${PRODUCT_WORDS.categories.length}]
    from generate_series(1, ${products}::int) p
    on conflict (account_id, code) do nothing`);
  // Devices, orders, carts and events for the members just added (by their id range).
  const range = sql`(select id, row_number() over (order by id) as r from members where account_id = ${accountId} order by id desc limit ${scale.members})`;
  await db.execute(sql`
    insert into devices (account_id, application_id, member_id, device_id, platform, language, email, push_approved, push_error)
    select ${accountId}, ${applicationId}, m.id, gen_random_uuid()::text,
      (array['browser','browser','android','ios'])[1 + m.r % 4], 'tr', null, m.r % 3 = 0,
      case when m.r % 97 = 0 then 'InvalidRegistration' end
    from ${range} m where (m.r % 100) < ${Math.round(devicesPerMember * 100)}
    on conflict do nothing`);
  await db.execute(sql`
    insert into orders (account_id, member_id, order_code, status, total_count, total_price, price_currency, date, tracking_code, items, source)
    select ${accountId}, m.id, 'SP-' || ${accountId} || '-' || m.id, (array['delivered','shipped','created','cancelled'])[1 + m.r % 4],
      1 + m.r % 4, 150 + (m.r * 61) % 3000, 'TRY', now() - make_interval(days => (m.r % 180)::int), 'TRK' || m.id,
      jsonb_build_array(jsonb_build_object('code', 'SKU-' || (1 + m.r % ${products}), 'quantity', 1 + m.r % 4)), 'site'
    from ${range} m where (m.r % 100) < ${Math.round(orderRatio * 100)}
    on conflict do nothing`);
  await db.execute(sql`
    insert into carts (account_id, owner_key, member_id, total_count, total_price, price_currency, items)
    select ${accountId}, 'm:' || m.id, m.id, 1 + m.r % 3, 200 + (m.r * 17) % 1500, 'TRY',
      jsonb_build_array(jsonb_build_object('code', 'SKU-' || (1 + (m.r * 3) % ${products}), 'quantity', 1))
    from ${range} m where m.r % 10 = 0
    on conflict do nothing`);
  if (tagRatio > 0)
    await db.execute(sql`
      insert into member_tags (account_id, member_id, name, type, value)
      select ${accountId}, m.id, t.name, t.type, t.value
      from ${range} m
      cross join lateral (values
        ('vip', 'boolean', 'true', m.r % 5 = 0),
        ('ziyaret-sayisi', 'number', (1 + m.r % 40)::text, true),
        ('ilk-siparis', 'date', (current_date - (m.r % 400)::int)::text, m.r % 3 = 0),
        ('bulten', 'string', (array['haftalik','aylik'])[1 + m.r % 2], m.r % 2 = 0)) t(name, type, value, picked)
      where (m.r % 100) < ${Math.round(tagRatio * 100)} and t.picked
      on conflict do nothing`);
  if (eventsPerMember > 0)
    await db.execute(sql`
      insert into events (account_id, application_id, occurred_at, uid, member_id, category, name, code, url, parameters)
      select ${accountId}, ${applicationId}, now() - make_interval(mins => ((m.r * 7 + e * 131) % 40000)::int), gen_random_uuid(), m.id,
        t.category, t.code, t.code, 'https://demo.ulak.local/urun/' || (1 + (m.r + e) % ${products}),
        jsonb_build_object('code', 'SKU-' || (1 + (m.r + e) % ${products}))
      from ${range} m cross join generate_series(1, ${eventsPerMember}::int) e
      cross join lateral (select (array['page','product','cart','favorite','search'])[1 + (m.r + e) % 5] as category,
        (array['page_view','product_view','add_to_cart','add_favorite','search'])[1 + (m.r + e) % 5] as code) t`);
  // Planner statistics for the rows just written (the events' partitions are left to autovacuum: sampling each
  // would cost seconds): until autovacuum's first pass, a minute or more later, the planner guesses, and it
  // chose a scan of the account's devices over the device's unique index for the shop script's lookup.
  await db.execute(sql`analyze members, devices, member_tags, orders, carts, products`);
}
