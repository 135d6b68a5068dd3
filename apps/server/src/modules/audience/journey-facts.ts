import { sql } from 'drizzle-orm';
import { normalizePhone } from '@ulak/shared/phone';
import { MEMBER_FIELD_CATALOGUE } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { publishMembersChanged } from '../../platform/jobs/members-changed';

// What automations ask about members, set-based: reachability per channel, date triggers, member
// fields for conditions, and tags a journey sets.

export type TMemberReach = {
  id: number;
  email: boolean;
  sms: boolean;
  whatsapp: boolean;
  fields: Record<string, unknown>;
};

const ids = (memberIds: number[]) => `{${memberIds.map((id) => Math.trunc(id)).join(',')}}`;

// Whether each member can get email / SMS / WhatsApp (permission and an address), and the fields a
// journey condition may compare.
export async function memberReach(
  db: DbOrTx,
  accountId: number,
  memberIds: number[],
): Promise<Map<number, TMemberReach>> {
  if (memberIds.length === 0) return new Map();
  const r = await db.execute<{
    id: number;
    email: boolean;
    sms: boolean;
    whatsapp: boolean;
    fields: Record<string, unknown>;
  }>(sql`select id, (email_active and email is not null and not blocked) as email,
      (sms_active and phone is not null and not blocked) as sms,
      (whatsapp_active and phone is not null and not blocked) as whatsapp,
      jsonb_build_object('gender', gender, 'city', city, 'language', language, 'source', source,
        'email_active', email_active, 'sms_active', sms_active, 'whatsapp_active', whatsapp_active,
        'birth_date', to_char(birth_date, 'YYYY-MM-DD'), 'created_at', created_at, 'last_login_at', last_login_at) as fields
    from members where account_id = ${accountId} and id = any(${ids(memberIds)}::bigint[])`);
  return new Map(r.rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
}

// Members whose birthday is on this month/day (29 February counts on 28 February in other years).
export async function membersWithBirthday(
  db: DbOrTx,
  accountId: number,
  month: number,
  day: number,
  leapFallback: boolean,
): Promise<number[]> {
  const r = await db.execute<{ id: number }>(sql`select id from members
    where account_id = ${accountId} and birth_date is not null and not blocked
      and ((extract(month from birth_date) = ${month} and extract(day from birth_date) = ${day})
        or (${leapFallback} and extract(month from birth_date) = 2 and extract(day from birth_date) = 29))`);
  return r.rows.map((row) => Number(row.id));
}

// Members whose last login falls in [from, to).
export async function membersLastLoginBetween(db: DbOrTx, accountId: number, from: Date, to: Date): Promise<number[]> {
  const r = await db.execute<{ id: number }>(sql`select id from members
    where account_id = ${accountId} and not blocked and last_login_at >= ${from.toISOString()}::timestamptz
      and last_login_at < ${to.toISOString()}::timestamptz`);
  return r.rows.map((row) => Number(row.id));
}

// Which of these members had an event of this name since each one's `since`.
export async function membersWithEventSince(
  db: DbOrTx,
  accountId: number,
  name: string,
  members: { memberId: number; since: Date }[],
): Promise<Set<number>> {
  if (members.length === 0) return new Set();
  const rows = JSON.stringify(members.map((m) => ({ member_id: m.memberId, since: m.since.toISOString() })));
  const r = await db.execute<{ member_id: number }>(sql`select x.member_id
    from jsonb_to_recordset(${rows}::jsonb) as x(member_id bigint, since timestamptz)
    where exists (select 1 from events e where e.account_id = ${accountId} and e.member_id = x.member_id
      and e.name = ${name} and e.occurred_at >= x.since)`);
  return new Set(r.rows.map((row) => Number(row.member_id)));
}

// Sets tags on members (a journey's update step); dynamic segments re-evaluate them.
export async function tagMembers(
  db: DbOrTx,
  accountId: number,
  memberIds: number[],
  tags: { name: string; value: string }[],
): Promise<void> {
  if (memberIds.length === 0 || tags.length === 0) return;
  await db.execute(sql`insert into member_tags (account_id, member_id, name, type, value)
    select ${accountId}, m.id, t.name, 'string', t.value
    from members m, jsonb_to_recordset(${JSON.stringify(tags)}::jsonb) as t(name text, value text)
    where m.account_id = ${accountId} and m.id = any(${ids(memberIds)}::bigint[])
    on conflict (account_id, member_id, name) do update set value = excluded.value`);
  await publishMembersChanged(db, accountId, memberIds);
}

// Members who joined since `since` (a welcome series may take in recent sign-ups when switched on).
export async function membersCreatedSince(db: DbOrTx, accountId: number, since: Date): Promise<number[]> {
  const r = await db.execute<{ id: number }>(sql`select id from members
    where account_id = ${accountId} and not blocked and created_at >= ${since.toISOString()}::timestamptz`);
  return r.rows.map((row) => Number(row.id));
}

export type TMemberProfile = {
  id: number;
  customerId: string | null;
  email: string | null;
  phone: string | null;
  name: string | null;
  surname: string | null;
  language: string;
  city: string | null;
  birthDate: string | null;
};

// What an outgoing journey webhook tells the merchant's system about each member.
export async function memberProfiles(
  db: DbOrTx,
  accountId: number,
  memberIds: number[],
): Promise<Map<number, TMemberProfile>> {
  if (memberIds.length === 0) return new Map();
  const r = await db.execute<TMemberProfile>(sql`select id, customer_id as "customerId", email, phone, name, surname,
      language, city, to_char(birth_date, 'YYYY-MM-DD') as "birthDate"
    from members where account_id = ${accountId} and id = any(${ids(memberIds)}::bigint[])`);
  return new Map(r.rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
}

export type TMemberIdentity = { customerId?: string; email?: string; phone?: string };

// The member an outside system names (an incoming webhook): by customer id, else email, else phone
// (normalised as imports store it). Null when no member matches.
export async function findMemberByIdentity(
  db: DbOrTx,
  accountId: number,
  who: TMemberIdentity,
): Promise<number | null> {
  const match = who.customerId
    ? sql`customer_id = ${who.customerId}`
    : who.email
      ? sql`lower(email) = lower(${who.email})`
      : who.phone
        ? sql`phone = ${normalizePhone(who.phone) ?? who.phone}`
        : null;
  if (match === null) return null;
  const r = await db.execute<{ id: number }>(
    sql`select id from members where account_id = ${accountId} and ${match} order by id limit 1`,
  );
  return r.rows[0] ? Number(r.rows[0].id) : null;
}

// A journey's update-member step: profile fields (already checked against the member-field catalogue's
// journey-writable columns, null clears) written on these members.
export async function setMemberFields(
  db: DbOrTx,
  accountId: number,
  memberIds: number[],
  values: { column: string; value: string | null }[],
): Promise<void> {
  if (memberIds.length === 0 || values.length === 0) return;
  const writable = new Set(
    MEMBER_FIELD_CATALOGUE.filter((f) => 'journey' in f && f.journey).map((f) => f.column as string),
  );
  const set = values.map(({ column, value }) => {
    if (!writable.has(column)) throw new Error(`member column ${column} is not journey-writable`);
    const cast = column === 'birth_date' ? sql`::date` : sql``;
    return sql`${sql.identifier(column)} = ${value}${cast}`;
  });
  await db.execute(sql`update members set ${sql.join(set, sql`, `)}, updated_at = now()
    where account_id = ${accountId} and id = any(${ids(memberIds)}::bigint[])`);
  await publishMembersChanged(db, accountId, memberIds);
}
