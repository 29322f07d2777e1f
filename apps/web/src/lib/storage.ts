/**
 * Namespaced key-value storage: localStorage when the browser allows it, memory otherwise (private
 * mode, tests). Values are JSON, optionally with an expiry after which they read as missing.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function browserStore(): KeyValueStore {
  try {
    const probe = '__fractional_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return memoryStore();
  }
}

interface Stored<T> {
  value: T;
  expiresAt: number | null;
}

export class Storage {
  constructor(
    private readonly namespace: string,
    private readonly store: KeyValueStore = typeof window === 'undefined' ? memoryStore() : browserStore(),
  ) {}

  get<T>(key: string): T | null {
    const raw = this.store.getItem(this.key(key));
    if (raw === null) return null;
    try {
      const stored = JSON.parse(raw) as Stored<T>;
      if (stored.expiresAt !== null && stored.expiresAt <= Date.now()) {
        this.remove(key);
        return null;
      }
      return stored.value;
    } catch {
      this.remove(key);
      return null;
    }
  }

  set<T>(key: string, value: T, ttlMs?: number): void {
    const stored: Stored<T> = { value, expiresAt: ttlMs === undefined ? null : Date.now() + ttlMs };
    this.store.setItem(this.key(key), JSON.stringify(stored));
  }

  remove(key: string): void {
    this.store.removeItem(this.key(key));
  }

  private key(key: string): string {
    return this.namespace ? `${this.namespace}.${key}` : key;
  }
}
