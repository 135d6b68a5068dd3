import { sql } from 'drizzle-orm';
import type { TMessageLanguage } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { accountLimits, assertRoom } from '../billing';
import { invalidateCounts } from './count-cache';
import { membersRepository } from './members.repository';

export type TSiteContact = {
  email?: string | null;
  phone?: string | null;
  name?: string | null;
  surname?: string | null;
  language?: TMessageLanguage;
  // The visitor accepted the consent text: the channel's permission is switched on.
  consent?: boolean;
  // A tag the member gets (e.g. the newsletter's), kept if already there.
  tag?: string;
};

// A visitor who left an address on the shop (newsletter, wheel, survey): the member with that email or
// phone, or a new one with source 'site' (counted against the package limit, 418 when full).
// Inside the caller's transaction; answers the member's id.
export async function upsertSiteMember(tx: DbOrTx, accountId: number, contact: TSiteContact): Promise<number> {
  const email = contact.email?.trim().toLowerCase() || null;
  const phone = contact.phone || null;
  const consent = contact.consent === true;
  if (!email && !phone) throw new Error('a site member needs an email or a phone');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('members'), ${accountId}::int)`);
  const found = await tx.execute<{ id: number }>(sql`select id from members where account_id = ${accountId}
    and ${email ? sql`lower(email) = ${email}` : sql`phone = ${phone}`} limit 1`);
  let memberId = found.rows[0] ? Number(found.rows[0].id) : null;
  if (memberId === null) {
    const { members: limit } = await accountLimits(tx, accountId);
    assertRoom('member', limit, await membersRepository(tx).count(accountId), 1);
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into members (account_id, email, phone, name, surname, language, source, email_active, sms_active)
      values (${accountId}, ${email}, ${phone}, ${contact.name || null}, ${contact.surname || null},
        ${contact.language ?? 'tr'}, 'site', ${consent && email !== null}, ${consent && phone !== null})
      returning id`);
    memberId = Number(inserted.rows[0]?.id);
    invalidateCounts(accountId);
  } else if (consent) {
    await tx.execute(sql`update members set email_active = email_active or ${email !== null},
      sms_active = sms_active or ${phone !== null} where account_id = ${accountId} and id = ${memberId}`);
  }
  if (contact.tag) {
    await tx.execute(sql`insert into member_tags (account_id, member_id, name) values (${accountId}, ${memberId}, ${contact.tag})
      on conflict (account_id, member_id, name) do nothing`);
  }
  return memberId;
}
