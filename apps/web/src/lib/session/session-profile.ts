import { DEFAULT_PACKET_NAME } from '@ulak/shared/constants';
import { readJson, type TKeyValueStore } from '../storage/browser-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

// The session profile of SPEC §3, as kept in local storage.
export type TStoredProfile = {
  name: string;
  surname: string;
  email: string;
  packet: string;
  packet_type: string;
  id: number;
  mfa_alert: boolean;
};

type TRawProfile = {
  name?: unknown;
  surname?: unknown;
  email?: unknown;
  packet?: unknown;
  packet_name?: unknown;
  packet_type?: unknown;
  id?: unknown;
  mfa_alert?: unknown;
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export function normalizeProfile(raw: TRawProfile | null | undefined): TStoredProfile {
  const source = raw ?? {};
  const packetObject =
    typeof source.packet === 'object' && source.packet !== null
      ? (source.packet as { name?: unknown; type?: unknown })
      : null;
  const packetName = packetObject ? str(packetObject.name) : str(source.packet) || str(source.packet_name);
  const id = typeof source.id === 'number' ? source.id : Number(source.id);
  return {
    name: str(source.name),
    surname: str(source.surname),
    email: str(source.email),
    packet: packetName || DEFAULT_PACKET_NAME,
    packet_type: packetObject ? str(packetObject.type) : str(source.packet_type),
    id: Number.isFinite(id) && id > 0 ? id : 0,
    mfa_alert: source.mfa_alert === true,
  };
}

export function storeProfile(store: TKeyValueStore, raw: TRawProfile, key: string = STORAGE_KEYS.profile): void {
  store.setItem(key, JSON.stringify(normalizeProfile(raw)));
}

export function readProfile(store: TKeyValueStore, key: string = STORAGE_KEYS.profile): TStoredProfile {
  return normalizeProfile(readJson<TRawProfile>(store, key));
}
