import Cookies from 'js-cookie';

/** The part of the Web Storage API the session uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

export interface CookieOptions {
  expires?: number;
  domain?: string;
  path: string;
  sameSite: 'Lax';
  secure: boolean;
}

export interface CookieJar {
  get(name: string): string | undefined;
  all(): Record<string, string>;
  set(name: string, value: string, options: CookieOptions): void;
  remove(name: string, options: { path: string; domain?: string }): void;
}

/** Minimal BroadcastChannel surface, so tests can pass an in-memory bus. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (ev: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (ev: { data: unknown }) => void): void;
  close(): void;
}

/** Minimal Web Locks surface (navigator.locks). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The browser globals the session touches, typed here so the package also compiles without the DOM lib (API). */
interface BrowserGlobals {
  document?: unknown;
  location?: { protocol?: string; reload?: () => void };
  localStorage?: KeyValueStorage;
  BroadcastChannel?: new (name: string) => ChannelLike;
  navigator?: { locks?: LockManagerLike };
  addEventListener?: (type: 'storage', listener: (e: { key: string | null }) => void) => void;
  removeEventListener?: (type: 'storage', listener: (e: { key: string | null }) => void) => void;
}
export const browser = globalThis as unknown as BrowserGlobals;

export const jsCookieJar: CookieJar = {
  get: (name) => Cookies.get(name),
  all: () => Cookies.get(),
  set: (name, value, options) => void Cookies.set(name, value, options),
  remove: (name, options) => Cookies.remove(name, options),
};

/** localStorage when the browser allows it (Safari private mode and some embedded views throw on access). */
export function browserStorage(): KeyValueStorage | null {
  try {
    const ls = browser.localStorage;
    if (!ls) return null;
    const probe = 'msm___probe';
    ls.setItem(probe, '1');
    ls.removeItem(probe);
    return ls;
  } catch {
    return null;
  }
}

export function browserChannel(name: string): ChannelLike | null {
  const BC = browser.BroadcastChannel;
  return BC ? new BC(name) : null;
}

export function browserLocks(): LockManagerLike | null {
  return browser.navigator?.locks ?? null;
}
