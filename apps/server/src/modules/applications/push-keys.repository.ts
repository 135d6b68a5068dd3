import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { applications } from './applications.tables';
import { applicationChanged } from './application-changes';

// The push keys and settings each application carries (the push channels read and write them here).
const pushColumns = {
  id: applications.id,
  accountId: applications.accountId,
  name: applications.name,
  platform: applications.platform,
  webPushPublicKey: applications.webPushPublicKey,
  webPushPrivateKeySealed: applications.webPushPrivateKeySealed,
  webPushSubject: applications.webPushSubject,
  webPushServerKeySealed: applications.webPushServerKeySealed,
  mobilePushKeySealed: applications.mobilePushKeySealed,
  mobilePushProjectId: applications.mobilePushProjectId,
  mobilePushClientEmail: applications.mobilePushClientEmail,
  mobilePushChannelId: applications.mobilePushChannelId,
  pushSound: applications.pushSound,
};

export type TPushKeysRow = {
  id: number;
  accountId: number;
  name: string;
  platform: string;
  webPushPublicKey: string | null;
  webPushPrivateKeySealed: string | null;
  webPushSubject: string | null;
  webPushServerKeySealed: string | null;
  mobilePushKeySealed: string | null;
  mobilePushProjectId: string | null;
  mobilePushClientEmail: string | null;
  mobilePushChannelId: string | null;
  pushSound: string | null;
};

export type TWebPushKeysUpdate = {
  webPushPublicKey: string;
  webPushPrivateKeySealed: string;
  webPushSubject: string;
  webPushServerKeySealed: string | null;
};

export type TMobilePushUpdate = Partial<{
  mobilePushKeySealed: string | null;
  mobilePushProjectId: string | null;
  mobilePushClientEmail: string | null;
  mobilePushChannelId: string | null;
}>;

export function pushKeysRepository(db: DbOrTx) {
  const mine = (accountId: number, id: number) => and(eq(applications.accountId, accountId), eq(applications.id, id));
  const set = async (accountId: number, id: number, values: Record<string, unknown>): Promise<boolean> => {
    const rows = await db
      .update(applications)
      .set({ ...values, updatedAt: sql`now()` })
      .where(mine(accountId, id))
      .returning({ id: applications.id });
    if (rows.length > 0) applicationChanged(id);
    return rows.length > 0;
  };
  return {
    async list(accountId: number): Promise<TPushKeysRow[]> {
      return db
        .select(pushColumns)
        .from(applications)
        .where(eq(applications.accountId, accountId))
        .orderBy(asc(applications.id));
    },
    async find(accountId: number, id: number): Promise<TPushKeysRow | null> {
      const [row] = await db.select(pushColumns).from(applications).where(mine(accountId, id));
      return row ?? null;
    },
    setWebPush: (accountId: number, id: number, values: TWebPushKeysUpdate) => set(accountId, id, values),
    setMobilePush: (accountId: number, id: number, values: TMobilePushUpdate) => set(accountId, id, values),
    setSound: (accountId: number, id: number, sound: string | null) => set(accountId, id, { pushSound: sound }),
  };
}
