// Batching, retry and sanitising limits (the ingest contract).
export const FLUSH_INTERVAL_MS = 2_000;
export const FLUSH_AT_EVENTS = 20;
export const MAX_EVENTS_PER_REQUEST = 50;
// Bodies stay under 64 KB, which is also the sendBeacon/keepalive budget.
export const MAX_BODY_BYTES = 63_000;
export const MAX_QUEUED_EVENTS = 500;

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

export const MAX_PROPERTY_KEYS = 50;
export const MAX_STRING_LENGTH = 1_000;
export const MAX_KEY_LENGTH = 100;
export const MAX_DEPTH = 3;
export const MAX_URL_LENGTH = 2_000;

export const STORAGE_KEYS = { queue: 'ulak_q', deviceId: 'ulak_did', member: 'ulak_member' } as const;
