import { STORAGE_KEYS } from '../core/limits.constants';
import { createUuid, UUID_PATTERN } from '../core/uuid.util';
import type { MemberRef } from '../core/wire.types';
import { readJson, type KeyValueStorage } from '../storage/safe-storage.adapter';

// First-party identity: an anonymous device id (kept forever, no cookies) and the member once identified.
export type IdentityStore = {
  getDeviceId(): string;
  getMember(): MemberRef | undefined;
  // Merges with the known member unless the customerId changes (a different person logged in).
  setMember(member: MemberRef): MemberRef | undefined;
  clearMember(): void;
};

function isMemberRef(value: unknown): value is MemberRef {
  if (typeof value !== 'object' || value === null) return false;
  const { customerId, email } = value as Record<string, unknown>;
  return (
    (customerId === undefined || typeof customerId === 'string') && (email === undefined || typeof email === 'string')
  );
}

export function createIdentityStore(storage: KeyValueStorage): IdentityStore {
  let deviceId = storage.getItem(STORAGE_KEYS.deviceId);
  if (!deviceId || !UUID_PATTERN.test(deviceId)) {
    deviceId = createUuid();
    storage.setItem(STORAGE_KEYS.deviceId, deviceId);
  }
  const stableDeviceId = deviceId;

  return {
    getDeviceId: () => stableDeviceId,
    getMember: () => readJson(storage, STORAGE_KEYS.member, isMemberRef),
    setMember(member) {
      const known = readJson(storage, STORAGE_KEYS.member, isMemberRef);
      const samePerson = !known || !member.customerId || !known.customerId || known.customerId === member.customerId;
      const merged: MemberRef = samePerson ? { ...known, ...member } : { ...member };
      if (!merged.customerId && !merged.email) return known;
      storage.setItem(STORAGE_KEYS.member, JSON.stringify(merged));
      return merged;
    },
    clearMember: () => storage.removeItem(STORAGE_KEYS.member),
  };
}
