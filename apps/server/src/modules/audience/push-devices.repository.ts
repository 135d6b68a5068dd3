import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';

// Devices as push targets: their registrations (a browser's endpoint and keys, an app's FCM token),
// set by the public intake and cleared when the push service says the registration is gone.

export type TPushTarget = {
  id: number;
  application_id: number;
  platform: string;
  reg_id: string | null;
  p256dh: string | null;
  auth: string | null;
};

export type TPushRegistrationValues = {
  applicationId: number;
  deviceId: string;
  platform: 'browser' | 'ios' | 'android';
  regId: string;
  p256dh: string | null;
  auth: string | null;
  language: string | null;
  userAgent: string | null;
};

const idArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

export function pushDevicesRepository(db: DbOrTx) {
  return {
    async targets(accountId: number, deviceIds: number[]): Promise<TPushTarget[]> {
      if (deviceIds.length === 0) return [];
      const result = await db.execute<TPushTarget>(sql`
        select id, application_id, platform, reg_id, push_p256dh as p256dh, push_auth as auth from devices
        where account_id = ${accountId} and id = any(${idArray(deviceIds)}::bigint[])`);
      return result.rows.map((r) => ({ ...r, id: Number(r.id), application_id: Number(r.application_id) }));
    },

    // The push service said the registration is gone or invalid: drop it and show the device as faulty.
    async unregister(accountId: number, rows: { id: number; error: string }[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        update devices d set reg_id = null, push_p256dh = null, push_auth = null, push_approved = false,
          push_error = u.error, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as u(id bigint, error text)
        where d.account_id = ${accountId} and d.id = u.id`);
    },

    // Upserts the device by its SDK id and stores the registration; an endpoint or token moves to the
    // newest device that presents it (a browser whose storage was cleared comes back with a new id).
    async register(accountId: number, v: TPushRegistrationValues): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`
          update devices set reg_id = null, push_p256dh = null, push_auth = null, push_approved = false,
            updated_at = now()
          where account_id = ${accountId} and application_id = ${v.applicationId} and reg_id = ${v.regId}
            and device_id <> ${v.deviceId}`);
        const result = await tx.execute<{ id: number }>(sql`
          insert into devices (account_id, application_id, device_id, reg_id, push_p256dh, push_auth, platform,
            language, user_agent, push_approved, push_error, last_seen_at)
          values (${accountId}, ${v.applicationId}, ${v.deviceId}, ${v.regId}, ${v.p256dh}, ${v.auth}, ${v.platform},
            ${v.language}, ${v.userAgent}, true, null, now())
          on conflict (account_id, application_id, device_id) do update set
            reg_id = excluded.reg_id, push_p256dh = excluded.push_p256dh, push_auth = excluded.push_auth,
            platform = excluded.platform, language = coalesce(excluded.language, devices.language),
            user_agent = coalesce(excluded.user_agent, devices.user_agent), push_approved = true,
            push_error = null, last_seen_at = now(), updated_at = now()
          returning id`);
        return Number(result.rows[0]?.id);
      });
    },

    // The visitor withdrew permission: no registration, and not faulty either.
    async unsubscribe(accountId: number, applicationId: number, deviceId: string): Promise<boolean> {
      const result = await db.execute(sql`
        update devices set reg_id = null, push_p256dh = null, push_auth = null, push_approved = false,
          updated_at = now()
        where account_id = ${accountId} and application_id = ${applicationId} and device_id = ${deviceId}`);
      return (result.rowCount ?? 0) > 0;
    },

    async countsByApplication(accountId: number) {
      const result = await db.execute<{ application_id: number; browser: number; mobile: number; faulty: number }>(sql`
        select application_id,
          count(*) filter (where platform = 'browser' and reg_id is not null)::int as browser,
          count(*) filter (where platform <> 'browser' and reg_id is not null)::int as mobile,
          count(*) filter (where push_error is not null)::int as faulty
        from devices where account_id = ${accountId} group by application_id`);
      return new Map(result.rows.map((r) => [Number(r.application_id), r]));
    },
  };
}
