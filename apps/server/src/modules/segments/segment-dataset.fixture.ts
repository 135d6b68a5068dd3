import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

// A generated audience for engine-vs-brute-force tests: members, devices, tags, events, orders,
// carts. Written set-based (json_to_recordset), then read back as the plain model below.
export type TRng = () => number;
export function seededRng(seed: number): TRng {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(rng: TRng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const maybe = <T>(rng: TRng, p: number, value: () => T): T | null => (rng() < p ? value() : null);

export const CITIES = ['Istanbul', 'Ankara', 'Izmir', 'Bursa', 'Antalya'];
export const NAMES = ['Ayse', 'Mehmet', 'Zeynep', 'Ali', 'Elif', 'Can'];
export const TAG_NAMES = ['vip', 'score', 'plan'];
export const TAG_VALUES = ['gold', 'silver', '10', '25', '7', null];
export const EVENT_CODES = ['page_view', 'product_view', 'add_to_cart'];
const DAY = 86_400_000;

export type TMemberData = Record<string, string | number | boolean | Date | null> & { id: number };
export type TDeviceData = {
  id: number;
  member_id: number | null;
  application_id: number;
  platform: string;
  language: string | null;
  push_approved: boolean;
  created_at: Date;
  last_seen_at: Date;
  tags: Map<string, string | null>;
};
export type TDataset = {
  accountId: number;
  members: TMemberData[];
  devices: TDeviceData[];
  memberTags: Map<number, Map<string, string | null>>;
  events: { member_id: number; code: string; occurred_at: Date }[];
  orders: { member_id: number; total_price: number; date: Date }[];
  carts: { member_id: number; total_count: number; updated_at: Date }[];
  segmentMembers: Map<number, Set<number>>;
};

const iso = (d: Date) => d.toISOString();
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

async function insertJson(db: DbOrTx, statement: (json: string) => ReturnType<typeof sql>, rows: object[]) {
  for (let i = 0; i < rows.length; i += 5_000) await db.execute(statement(JSON.stringify(rows.slice(i, i + 5_000))));
}

export async function seedDataset(
  db: DbOrTx,
  accountId: number,
  applicationIds: number[],
  count: number,
  now: Date,
  seed = 7,
): Promise<void> {
  const rng = seededRng(seed);
  const members = Array.from({ length: count }, (_, i) => ({
    customer_id: `c-${i}`,
    name: pick(rng, NAMES),
    surname: maybe(rng, 0.8, () => pick(rng, ['Yilmaz', 'Kaya', 'Demir'])),
    email: maybe(rng, 0.7, () => `m${i}@${pick(rng, ['shop.test', 'mail.test'])}`),
    phone: maybe(rng, 0.5, () => `+90532${String(1_000_000 + i)}`),
    city: maybe(rng, 0.8, () => pick(rng, CITIES)),
    gender: maybe(rng, 0.8, () => pick(rng, ['male', 'female'])),
    language: pick(rng, ['tr', 'en']),
    source: pick(rng, ['site', 'manual', 'csv', 'api']),
    birth_date: maybe(rng, 0.7, () =>
      iso(ago(now, 365 * (18 + Math.floor(rng() * 50)) + Math.floor(rng() * 365))).slice(0, 10),
    ),
    created_at: iso(ago(now, rng() * 400)),
    last_login_at: maybe(rng, 0.6, () => iso(ago(now, rng() * 90))),
    error_count: Math.floor(rng() * 4),
    sms_active: rng() < 0.5,
    email_active: rng() < 0.5,
    whatsapp_active: rng() < 0.3,
    call_active: rng() < 0.2,
    blocked: rng() < 0.1,
  }));
  await insertJson(
    db,
    (
      json,
    ) => sql`insert into members (account_id, customer_id, name, surname, email, phone, city, gender, language, source,
        birth_date, created_at, last_login_at, error_count, sms_active, email_active, whatsapp_active, call_active, blocked)
      select ${accountId}, x.* from json_to_recordset(${json}::json) as x(customer_id text, name text, surname text, email text,
        phone text, city text, gender text, language text, source text, birth_date date, created_at timestamptz,
        last_login_at timestamptz, error_count int, sms_active boolean, email_active boolean, whatsapp_active boolean,
        call_active boolean, blocked boolean)`,
    members,
  );
  const ids = (
    await db.execute<{ id: number }>(sql`select id from members where account_id = ${accountId} order by id`)
  ).rows.map((r) => Number(r.id));
  const devices = ids.flatMap((memberId, i) =>
    Array.from({ length: Math.floor(rng() * 3) }, (_, k) => ({
      member_id: rng() < 0.9 ? memberId : null,
      application_id: pick(rng, applicationIds),
      device_id: `dev-${i}-${k}`,
      platform: pick(rng, ['ios', 'android', 'browser']),
      language: maybe(rng, 0.7, () => pick(rng, ['tr', 'en'])),
      push_approved: rng() < 0.5,
      created_at: iso(ago(now, rng() * 200)),
      last_seen_at: iso(ago(now, rng() * 30)),
    })),
  );
  await insertJson(
    db,
    (
      json,
    ) => sql`insert into devices (account_id, member_id, application_id, device_id, platform, language, push_approved, created_at, last_seen_at)
      select ${accountId}, x.* from json_to_recordset(${json}::json) as x(member_id bigint, application_id bigint, device_id text,
        platform text, language text, push_approved boolean, created_at timestamptz, last_seen_at timestamptz)`,
    devices,
  );
  const tagRows = (subject: number[]) =>
    subject.flatMap((id) =>
      TAG_NAMES.filter(() => rng() < 0.3).map((name) => ({ subject_id: id, name, value: pick(rng, TAG_VALUES) })),
    );
  await insertJson(
    db,
    (json) => sql`insert into member_tags (account_id, member_id, name, value)
      select ${accountId}, x.subject_id, x.name, x.value from json_to_recordset(${json}::json) as x(subject_id bigint, name text, value text)`,
    tagRows(ids),
  );
  const deviceIds = (
    await db.execute<{ id: number }>(sql`select id from devices where account_id = ${accountId} order by id`)
  ).rows.map((r) => Number(r.id));
  await insertJson(
    db,
    (json) => sql`insert into device_tags (account_id, device_id, name, value)
      select ${accountId}, x.subject_id, x.name, x.value from json_to_recordset(${json}::json) as x(subject_id bigint, name text, value text)`,
    tagRows(deviceIds),
  );
  const events = ids.flatMap((memberId) =>
    Array.from({ length: Math.floor(rng() * 7) }, () => ({
      member_id: memberId,
      code: pick(rng, EVENT_CODES),
      occurred_at: iso(ago(now, rng() * 60)),
    })),
  );
  await insertJson(
    db,
    (json) => sql`insert into events (account_id, occurred_at, uid, member_id, category, name, code)
      select ${accountId}, x.occurred_at, gen_random_uuid(), x.member_id, 'page', x.code, x.code
      from json_to_recordset(${json}::json) as x(member_id bigint, code text, occurred_at timestamptz)`,
    events,
  );
  const orders = ids.flatMap((memberId, i) =>
    Array.from({ length: Math.floor(rng() * 3) }, (_, k) => ({
      member_id: memberId,
      order_code: `o-${i}-${k}`,
      total_price: Math.floor(rng() * 5000),
      date: iso(ago(now, rng() * 200)),
    })),
  );
  await insertJson(
    db,
    (json) => sql`insert into orders (account_id, member_id, order_code, total_price, date)
      select ${accountId}, x.* from json_to_recordset(${json}::json) as x(member_id bigint, order_code text, total_price numeric, date timestamptz)`,
    orders,
  );
  const carts = ids
    .filter(() => rng() < 0.3)
    .map((memberId) => ({
      member_id: memberId,
      owner_key: `m:${memberId}`,
      total_count: Math.floor(rng() * 3),
      updated_at: iso(ago(now, rng() * 3)),
    }));
  await insertJson(
    db,
    (json) => sql`insert into carts (account_id, member_id, owner_key, total_count, updated_at)
      select ${accountId}, x.* from json_to_recordset(${json}::json) as x(member_id bigint, owner_key text, total_count int, updated_at timestamptz)`,
    carts,
  );
  // Planner statistics, as a live database has them (fresh tables otherwise plan as empty).
  await db.execute(sql`analyze`);
}

// Reads the account's audience back into plain objects for the brute-force evaluator.
export async function loadDataset(db: DbOrTx, accountId: number): Promise<TDataset> {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];
  const members =
    await rows<TMemberData>(sql`select id, name, surname, email, phone, city, district, country, customer_id,
      gender, language, source, error_count, birth_date::text as birth_date, created_at, last_login_at as last_login,
      sms_active, email_active, whatsapp_active, call_active, blocked from members where account_id = ${accountId}`);
  const devices = (
    await rows<Omit<TDeviceData, 'tags'>>(sql`select id, member_id, application_id, platform, language,
      push_approved, created_at, last_seen_at from devices where account_id = ${accountId}`)
  ).map((d) => ({
    ...d,
    tags: new Map<string, string | null>(),
  }));
  const byDevice = new Map(devices.map((d) => [Number(d.id), d]));
  for (const t of await rows<{ device_id: number; name: string; value: string | null }>(
    sql`select device_id, name, value from device_tags where account_id = ${accountId}`,
  ))
    byDevice.get(Number(t.device_id))?.tags.set(t.name, t.value);
  const memberTags = new Map<number, Map<string, string | null>>();
  for (const t of await rows<{ member_id: number; name: string; value: string | null }>(
    sql`select member_id, name, value from member_tags where account_id = ${accountId}`,
  )) {
    const tags = memberTags.get(Number(t.member_id)) ?? new Map<string, string | null>();
    memberTags.set(Number(t.member_id), tags.set(t.name, t.value));
  }
  const segmentMembers = new Map<number, Set<number>>();
  for (const s of await rows<{ segment_id: number; member_id: number }>(
    sql`select segment_id, member_id from segment_members where account_id = ${accountId}`,
  )) {
    const set = segmentMembers.get(Number(s.segment_id)) ?? new Set<number>();
    segmentMembers.set(Number(s.segment_id), set.add(Number(s.member_id)));
  }
  return {
    accountId,
    members,
    devices,
    memberTags,
    events: (
      await rows<{ member_id: number; code: string; occurred_at: string }>(
        sql`select member_id, code, occurred_at from events where account_id = ${accountId} and member_id is not null`,
      )
    ).map((e) => ({ ...e, occurred_at: new Date(e.occurred_at) })),
    orders: (
      await rows<{ member_id: number; total_price: string; date: string }>(
        sql`select member_id, total_price, date from orders where account_id = ${accountId} and member_id is not null`,
      )
    ).map((o) => ({ ...o, total_price: Number(o.total_price), date: new Date(o.date) })),
    carts: (
      await rows<{ member_id: number; total_count: number; updated_at: string }>(
        sql`select member_id, total_count, updated_at from carts where account_id = ${accountId} and member_id is not null`,
      )
    ).map((c) => ({ ...c, updated_at: new Date(c.updated_at) })),
    segmentMembers,
  };
}
