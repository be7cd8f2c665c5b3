import type { CookieJar, CookieOptions, KeyValueStorage } from './adapters';

/** Storage used where there is no localStorage (node, tests, or a browser that forbids it). */
export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => (map.has(k) ? (map.get(k) as string) : null),
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

/** Cookie jar without a document: keeps name → value and the options of the last write (tests read them). */
export function createMemoryCookieJar(): CookieJar & { options(name: string): CookieOptions | undefined } {
  const values = new Map<string, string>();
  const opts = new Map<string, CookieOptions>();
  return {
    get: (name) => values.get(name),
    all: () => Object.fromEntries(values),
    set: (name, value, options) => {
      values.set(name, value);
      opts.set(name, options);
    },
    remove: (name) => {
      values.delete(name);
      opts.delete(name);
    },
    options: (name) => opts.get(name),
  };
}
