// Minimal key-value interface so pure logic can be tested with a Map-backed store.
export type TKeyValueStore = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

function safeStore(pick: () => Storage): TKeyValueStore {
  return {
    getItem(key) {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        pick().setItem(key, value);
      } catch {
        // storage full or blocked (third-party iframe): the app keeps working without persistence
      }
    },
    removeItem(key) {
      try {
        pick().removeItem(key);
      } catch {
        // see setItem
      }
    },
  };
}

export const local: TKeyValueStore = safeStore(() => window.localStorage);
export const session: TKeyValueStore = safeStore(() => window.sessionStorage);

export function createMemoryStore(initial: Record<string, string> = {}): TKeyValueStore {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

export function readJson<T>(store: TKeyValueStore, key: string): T | null {
  const raw = store.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
