import { sql } from 'drizzle-orm';
import type { TMessageLanguage } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { accountLimits, assertRoom } from '../billing';
import { invalidateCounts } from './count-cache';
import { membersRepository } from './members.repository';
import { recordPermissionChanges, type TExplicitPermissionChange } from './permission-outbox';

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
  const found = await tx.execute<{
    id: number;
    email: string | null;
    phone: string | null;
    email_active: boolean;
    sms_active: boolean;
  }>(
    sql`select id, email, phone, email_active, sms_active from members where account_id = ${accountId}
    and ${email ? sql`lower(email) = ${email}` : sql`phone = ${phone}`} limit 1 for update`,
  );
  const before = found.rows[0];
  let memberId = before ? Number(before.id) : null;
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
    if (consent) await recordPermissionChanges(tx, accountId, 'widget', given(memberId, email, phone));
  } else if (consent && before) {
    await tx.execute(sql`update members set email_active = email_active or ${email !== null},
      sms_active = sms_active or ${phone !== null} where account_id = ${accountId} and id = ${memberId}`);
    // Only a permission that was off is a change for the consent registry (IYS refuses ONAY after ONAY).
    const newly = given(memberId, before.email_active ? null : email, before.sms_active ? null : phone);
    await recordPermissionChanges(tx, accountId, 'widget', newly);
  }
  if (contact.tag) {
    await tx.execute(sql`insert into member_tags (account_id, member_id, name) values (${accountId}, ${memberId}, ${contact.tag})
      on conflict (account_id, member_id, name) do nothing`);
  }
  return memberId;
}

// The permissions a consent on the shop gives: email for an address, sms for a phone.
function given(memberId: number, email: string | null, phone: string | null): TExplicitPermissionChange[] {
  const changes: TExplicitPermissionChange[] = [];
  if (email) changes.push({ memberId, channel: 'email', granted: true, recipient: email });
  if (phone) changes.push({ memberId, channel: 'sms', granted: true, recipient: phone });
  return changes;
}
