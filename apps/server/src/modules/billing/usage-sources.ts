import type { DbOrTx } from '../../platform/db/database';

// Billing shows usage it does not own: messaging's channel usage and audience's member and device
// counts. Those modules import billing (for quotas and limits), so they register their readers
// here when they load, and react to packet changes (limits reconciled) through the listener.
type TUsageSources = {
  channels: (db: DbOrTx, accountId: number, period: string) => Promise<{ channel: string; used: number }[]>;
  members: (db: DbOrTx, accountId: number) => Promise<number>;
  devices: (db: DbOrTx, accountId: number) => Promise<number>;
};

const SOURCES: TUsageSources = {
  channels: async () => [],
  members: async () => 0,
  devices: async () => 0,
};
const PACKET_LISTENERS: ((db: DbOrTx, accountId: number) => Promise<unknown>)[] = [];

export function registerUsageSource<K extends keyof TUsageSources>(key: K, source: TUsageSources[K]): void {
  SOURCES[key] = source;
}

export const usageSources = (): Readonly<TUsageSources> => SOURCES;

export function onPacketsChanged(listener: (db: DbOrTx, accountId: number) => Promise<unknown>): void {
  PACKET_LISTENERS.push(listener);
}

export async function packetsChanged(db: DbOrTx, accountId: number): Promise<void> {
  for (const listener of PACKET_LISTENERS) await listener(db, accountId);
}
