import { getSessionConfig, STORAGE_PREFIX } from './config';

interface Entry<T> {
  value: T;
  /** epoch ms after which the entry reads as absent; null = no expiry */
  expiresAt: number | null;
}

export interface SetOptions {
  /** lifetime in ms from now */
  ttlMs?: number;
  /** absolute expiry (epoch ms or Date) */
  expiresAt?: number | Date;
}

const fullKey = (key: string) => STORAGE_PREFIX + key;

/** localStorage under the `msm_` prefix with optional expiry: an expired entry reads as absent and is removed. */
export const localStore = {
  get<T>(key: string): T | null {
    const { storage, now } = getSessionConfig();
    const raw = storage.getItem(fullKey(key));
    if (raw === null) return null;
    let entry: Entry<T>;
    try {
      entry = JSON.parse(raw) as Entry<T>;
    } catch {
      storage.removeItem(fullKey(key));
      return null;
    }
    if (!entry || typeof entry !== 'object' || !('value' in entry)) {
      storage.removeItem(fullKey(key));
      return null;
    }
    if (entry.expiresAt !== null && typeof entry.expiresAt === 'number' && entry.expiresAt <= now()) {
      storage.removeItem(fullKey(key));
      return null;
    }
    return entry.value;
  },

  set<T>(key: string, value: T, options: SetOptions = {}): void {
    const { storage, now } = getSessionConfig();
    let expiresAt: number | null = null;
    if (options.expiresAt !== undefined) expiresAt = +options.expiresAt;
    else if (options.ttlMs !== undefined) expiresAt = now() + options.ttlMs;
    const entry: Entry<T> = { value, expiresAt };
    storage.setItem(fullKey(key), JSON.stringify(entry));
  },

  remove(key: string): void {
    getSessionConfig().storage.removeItem(fullKey(key));
  },

  /** Every key (without prefix) currently stored under the prefix. */
  keys(): string[] {
    const { storage } = getSessionConfig();
    const out: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const k = storage.key(i);
      if (k?.startsWith(STORAGE_PREFIX)) out.push(k.slice(STORAGE_PREFIX.length));
    }
    return out;
  },

  fullKey,
};
