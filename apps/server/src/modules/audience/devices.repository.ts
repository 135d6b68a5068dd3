import { and, desc, eq, ilike, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TDeviceListQuery } from '@ulak/shared';
import type { DbOrTx } from '../../platform/db/database';
import { applicationsRelation } from '../applications';
import { deviceTags, devices } from './audience.tables';

export type TDeviceRow = typeof devices.$inferSelect;
// The push keys stay inside the push channel; lists and details never carry them.
export type TDeviceListRow = Omit<TDeviceRow, 'pushP256dh' | 'pushAuth'> & { tagCount: number };
export type TDeviceValues = Pick<
  TDeviceRow,
  'applicationId' | 'platform' | 'deviceId' | 'regId' | 'language' | 'email'
>;
export type TDeviceTag = { name: string; type: string; value: string | null };

function filterSql(accountId: number, q: Omit<TDeviceListQuery, 'page' | 'perPage'>): SQL | undefined {
  const conds: (SQL | undefined)[] = [eq(devices.accountId, accountId)];
  if (q.search) {
    const like = `%${q.search.replace(/[%_\\]/g, '\\$&')}%`;
    conds.push(or(ilike(devices.deviceId, like), ilike(devices.email, like), ilike(devices.regId, like)));
  }
  if (q.platform) conds.push(eq(devices.platform, q.platform));
  if (q.applicationId) conds.push(eq(devices.applicationId, q.applicationId));
  if (q.memberId) conds.push(eq(devices.memberId, q.memberId));
  if (q.faulty) conds.push(isNotNull(devices.pushError));
  return and(...conds);
}

const tagCount = sql<number>`(select count(*)::int from device_tags t where t.account_id = devices.account_id and t.device_id = devices.id)`;

export function devicesRepository(db: DbOrTx) {
  return {
    async list(accountId: number, q: TDeviceListQuery): Promise<TDeviceListRow[]> {
      return db
        .select({ ...devicesColumns, tagCount })
        .from(devices)
        .where(filterSql(accountId, q))
        .orderBy(desc(devices.id))
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage);
    },
    // One keyset page of the filtered devices for the CSV export (newest first, ids below `beforeId`).
    async exportPage(
      accountId: number,
      q: Omit<TDeviceListQuery, 'page' | 'perPage'>,
      beforeId: number | null,
      limit: number,
    ): Promise<TDeviceListRow[]> {
      return db
        .select({ ...devicesColumns, tagCount })
        .from(devices)
        .where(and(filterSql(accountId, q), beforeId === null ? undefined : lt(devices.id, beforeId)))
        .orderBy(desc(devices.id))
        .limit(limit);
    },
    async count(accountId: number, q: Omit<TDeviceListQuery, 'page' | 'perPage'> = {}): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(devices)
        .where(filterSql(accountId, q));
      return row?.n ?? 0;
    },
    async find(accountId: number, id: number): Promise<TDeviceListRow | null> {
      const [row] = await db
        .select({ ...devicesColumns, tagCount })
        .from(devices)
        .where(and(eq(devices.accountId, accountId), eq(devices.id, id)));
      return row ?? null;
    },
    // Only into one of the account's own applications: no row when the application is not theirs.
    async create(accountId: number, v: TDeviceValues): Promise<number | null> {
      const result = await db.execute<{ id: number }>(sql`
        insert into devices (account_id, application_id, device_id, reg_id, platform, language, email, push_approved)
        select ${accountId}, a.id, ${v.deviceId}, ${v.regId}, ${v.platform}, ${v.language}, ${v.email},
          ${v.regId}::text is not null
        from ${applicationsRelation(accountId)} a where a.id = ${v.applicationId}
        returning id`);
      const id = result.rows[0]?.id;
      return id === undefined ? null : Number(id);
    },
    async update(accountId: number, id: number, v: TDeviceValues): Promise<boolean> {
      const result = await db.execute(sql`
        update devices set application_id = a.id, device_id = ${v.deviceId}, reg_id = ${v.regId},
          platform = ${v.platform}, language = ${v.language}, email = ${v.email}, updated_at = now(),
          -- A new registration token is a fresh start for push: approved, no error, no stale browser keys.
          push_approved = ${v.regId}::text is not null,
          push_error = case when devices.reg_id is distinct from ${v.regId}::text then null else devices.push_error end,
          push_p256dh = case when devices.reg_id is distinct from ${v.regId}::text then null else devices.push_p256dh end,
          push_auth = case when devices.reg_id is distinct from ${v.regId}::text then null else devices.push_auth end
        from ${applicationsRelation(accountId)} a
        where devices.account_id = ${accountId} and devices.id = ${id} and a.id = ${v.applicationId}`);
      return (result.rowCount ?? 0) > 0;
    },
    // The device's tags become exactly `tags`: one delete and one insert.
    async replaceTags(accountId: number, id: number, tags: TDeviceTag[]): Promise<void> {
      await db.delete(deviceTags).where(and(eq(deviceTags.accountId, accountId), eq(deviceTags.deviceId, id)));
      if (tags.length > 0) await db.insert(deviceTags).values(tags.map((t) => ({ ...t, accountId, deviceId: id })));
    },
    async ownerOf(accountId: number, applicationId: number, deviceId: string): Promise<number | null> {
      const [row] = await db
        .select({ memberId: devices.memberId })
        .from(devices)
        .where(
          and(
            eq(devices.accountId, accountId),
            eq(devices.applicationId, applicationId),
            eq(devices.deviceId, deviceId),
          ),
        );
      return row?.memberId ?? null;
    },
    async applyLimit(accountId: number, limit: number | null): Promise<number> {
      const result = await db.execute(sql`
        update devices d set passive = r.over, updated_at = now()
        from (select id, (${limit}::bigint is not null and row_number() over (order by id) > ${limit}::bigint) as over
              from devices where account_id = ${accountId}) r
        where d.account_id = ${accountId} and d.id = r.id and d.passive <> r.over`);
      return result.rowCount ?? 0;
    },
    async hasPassive(accountId: number): Promise<boolean> {
      const result = await db.execute(
        sql`select exists (select 1 from devices where account_id = ${accountId} and passive) as p`,
      );
      return result.rows[0]?.p === true;
    },
  };
}

const devicesColumns = {
  id: devices.id,
  accountId: devices.accountId,
  applicationId: devices.applicationId,
  memberId: devices.memberId,
  deviceId: devices.deviceId,
  regId: devices.regId,
  platform: devices.platform,
  language: devices.language,
  email: devices.email,
  userAgent: devices.userAgent,
  pushApproved: devices.pushApproved,
  pushError: devices.pushError,
  passive: devices.passive,
  lastSeenAt: devices.lastSeenAt,
  createdAt: devices.createdAt,
  updatedAt: devices.updatedAt,
};
