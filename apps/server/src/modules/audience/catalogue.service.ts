import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { publishMemberEvents, type TMemberEvent } from '../../platform/jobs/member-events';
import type { TSinkProduct } from './tracking-sink.repository';

// The catalogue facts journeys start from: every product upsert (public API, SDK product view, shop
// platform sync) keeps a price and stock history and tells the members who viewed or favourited a
// product when its price drops (`price_drop`) or it comes back in stock (`back_in_stock`).

// Views older than this no longer make a member a watcher of the product.
const WATCH_DAYS = 90;
// Member events per job (a popular product can have many watchers).
const EVENTS_PER_JOB = 1000;

type TBefore = { id: number; price: string | null; discount_price: string | null; stock: number | null };
type TAfter = TBefore & {
  account_id: number;
  code: string;
  title: string;
  url: string | null;
  image: string | null;
  currency: string;
  inserted: boolean;
};

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;
const effective = (p: Pick<TBefore, 'price' | 'discount_price'>): number | null => {
  const v = p.discount_price ?? p.price;
  return v === null ? null : Number(v);
};

// Callers pass one row per (account, code), inside their transaction.
export async function upsertCatalogue(db: DbOrTx, rows: TSinkProduct[]): Promise<void> {
  if (rows.length === 0) return;
  const keys = json(rows.map((r) => ({ account_id: r.account_id, code: r.code })));
  // The rows as they were, locked so two upserts of one product compare against each other in turn.
  const before = await db.execute<TBefore & { account_id: number; code: string }>(sql`
    select p.id, p.account_id, p.code, p.price, p.discount_price, p.stock from products p
    join jsonb_to_recordset(${keys}) as x(account_id bigint, code text) on p.account_id = x.account_id and p.code = x.code
    order by p.id for update of p`);
  const after = await db.execute<TAfter>(sql`
    insert into products (account_id, code, title, content, price, discount_price, currency, url, image, category, stock)
    select x.account_id, x.code, x.title, x.content, x.price, x.discount_price, x.currency, x.url, x.image, x.category, x.stock
    from jsonb_to_recordset(${json(rows)}) as x(account_id bigint, code text, title text, content text, price numeric,
         discount_price numeric, currency text, url text, image text, category text, stock int)
    on conflict (account_id, code) do update set title = excluded.title,
      content = coalesce(excluded.content, products.content), price = coalesce(excluded.price, products.price),
      discount_price = coalesce(excluded.discount_price, products.discount_price), currency = excluded.currency,
      url = coalesce(excluded.url, products.url), image = coalesce(excluded.image, products.image),
      category = coalesce(excluded.category, products.category), stock = coalesce(excluded.stock, products.stock),
      updated_at = now()
    returning id, account_id, code, title, url, image, currency, price, discount_price, stock, (xmax = 0) as inserted`);

  const old = new Map(before.rows.map((r) => [Number(r.id), r]));
  const history: {
    account_id: number;
    product_id: number;
    price: string | null;
    discount_price: string | null;
    stock: number | null;
  }[] = [];
  const drops: { product: TAfter; oldPrice: number; price: number }[] = [];
  const restocked: TAfter[] = [];
  for (const p of after.rows) {
    const was = old.get(Number(p.id));
    // numeric(14,2) comes back as text in one format: text equality is value equality.
    if (!was || was.price !== p.price || was.discount_price !== p.discount_price || was.stock !== p.stock)
      history.push({
        account_id: Number(p.account_id),
        product_id: Number(p.id),
        price: p.price,
        discount_price: p.discount_price,
        stock: p.stock,
      });
    if (!was) continue;
    const oldPrice = effective(was);
    const price = effective(p);
    if (oldPrice !== null && price !== null && price < oldPrice) drops.push({ product: p, oldPrice, price });
    if (was.stock === 0 && p.stock !== null && p.stock > 0) restocked.push(p);
  }
  if (history.length > 0)
    await db.execute(sql`insert into product_history (account_id, product_id, price, discount_price, stock)
      select x.account_id, x.product_id, x.price, x.discount_price, x.stock
      from jsonb_to_recordset(${json(history)}) as x(account_id bigint, product_id bigint, price numeric, discount_price numeric, stock int)`);

  const facts = [
    ...drops.map(({ product, oldPrice, price }) => ({
      product,
      name: 'price_drop',
      properties: {
        oldPrice,
        price,
        // Whole percent down to two decimals: a preset's "at least N %" compares against it.
        dropPercent: Math.floor(((oldPrice - price) / oldPrice) * 10_000) / 100,
      },
    })),
    ...restocked.map((product) => ({
      product,
      name: 'back_in_stock',
      properties: { price: effective(product), stock: product.stock },
    })),
  ];
  if (facts.length === 0) return;
  const watchers = await productWatchers(
    db,
    facts.map((f) => ({ account_id: Number(f.product.account_id), code: f.product.code })),
  );
  const events: TMemberEvent[] = facts.flatMap((f) =>
    (watchers.get(`${f.product.account_id}|${f.product.code}`) ?? []).map((memberId) => ({
      accountId: Number(f.product.account_id),
      memberId,
      name: f.name,
      properties: {
        productCode: f.product.code,
        title: f.product.title,
        url: f.product.url,
        image: f.product.image,
        currency: f.product.currency,
        ...f.properties,
      },
      applicationId: null,
    })),
  );
  for (let i = 0; i < events.length; i += EVENTS_PER_JOB)
    await publishMemberEvents(db, events.slice(i, i + EVENTS_PER_JOB));
}

// Members who favourited each product, or viewed it in the last WATCH_DAYS days: "account|code" → ids.
async function productWatchers(
  db: DbOrTx,
  products: { account_id: number; code: string }[],
): Promise<Map<string, number[]>> {
  const r = await db.execute<{ account_id: number; code: string; member_id: number }>(sql`
    select x.account_id, x.code, w.member_id
    from jsonb_to_recordset(${json(products)}) as x(account_id bigint, code text)
    cross join lateral (
      select f.member_id from member_favorites f where f.account_id = x.account_id and f.product_code = x.code
      union
      select e.member_id from events e
      where e.account_id = x.account_id and e.code = 'product_view' and e.member_id is not null
        and e.occurred_at >= now() - make_interval(days => ${WATCH_DAYS}) and e.parameters->>'code' = x.code
    ) w
    order by w.member_id`);
  const out = new Map<string, number[]>();
  for (const row of r.rows) {
    const key = `${row.account_id}|${row.code}`;
    out.set(key, [...(out.get(key) ?? []), Number(row.member_id)]);
  }
  return out;
}

export type TSinkFavorite = {
  seq: number;
  account_id: number;
  device_pk: number;
  member_id: number | null;
  code: string;
  on: boolean;
};

// SDK add_favorite / remove_favorite, in order: the last one per (member, product) wins. Events without
// an identity take the device's member; a device with no member has no favourites to keep.
export async function recordFavorites(db: DbOrTx, rows: TSinkFavorite[]): Promise<void> {
  if (rows.length === 0) return;
  const resolved = await db.execute<{
    seq: number;
    account_id: number;
    member_id: number;
    code: string;
    on: boolean;
  }>(sql`
    select x.seq, x.account_id, coalesce(x.member_id, d.member_id) as member_id, x.code, x.on
    from jsonb_to_recordset(${json(rows)}) as x(seq int, account_id bigint, device_pk bigint, member_id bigint, code text, "on" boolean)
    left join devices d on d.account_id = x.account_id and d.id = x.device_pk
    where coalesce(x.member_id, d.member_id) is not null
    order by x.seq`);
  const last = new Map<string, { account_id: number; member_id: number; code: string; on: boolean }>();
  for (const r of resolved.rows) last.set(`${r.account_id}|${r.member_id}|${r.code}`, r);
  const on = [...last.values()].filter((f) => f.on);
  const off = [...last.values()].filter((f) => !f.on);
  const cols = sql`as x(account_id bigint, member_id bigint, code text)`;
  if (on.length > 0)
    await db.execute(sql`insert into member_favorites (account_id, member_id, product_code)
      select x.account_id, x.member_id, x.code from jsonb_to_recordset(${json(on)}) ${cols}
      on conflict (account_id, member_id, product_code) do nothing`);
  if (off.length > 0)
    await db.execute(sql`delete from member_favorites f using jsonb_to_recordset(${json(off)}) ${cols}
      where f.account_id = x.account_id and f.member_id = x.member_id and f.product_code = x.code`);
}
