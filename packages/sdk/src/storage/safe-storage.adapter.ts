// localStorage that never throws: blocked storage, private mode and quota errors fall back to memory.
export type KeyValueStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => (values.has(key) ? (values.get(key) ?? null) : null),
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

// Reading window.localStorage itself can throw (sandboxed iframes, blocked cookies).
export function openBrowserStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    const probe = '__ulak_probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return createSafeStorage(storage);
  } catch {
    return createMemoryStorage();
  }
}

export function createSafeStorage(backing: KeyValueStorage): KeyValueStorage {
  const memory = createMemoryStorage();
  let useMemory = false;
  return {
    getItem(key) {
      if (useMemory) return memory.getItem(key);
      try {
        return backing.getItem(key);
      } catch {
        return memory.getItem(key);
      }
    },
    setItem(key, value) {
      memory.setItem(key, value);
      if (useMemory) return;
      try {
        backing.setItem(key, value);
      } catch {
        // quota exceeded or storage revoked: keep working from memory for this page
        useMemory = true;
      }
    },
    removeItem(key) {
      memory.removeItem(key);
      try {
        backing.removeItem(key);
      } catch {
        // nothing to do
      }
    },
  };
}

export function readJson<T>(
  storage: KeyValueStorage,
  key: string,
  isValid: (value: unknown) => value is T,
): T | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
