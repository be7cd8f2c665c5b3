/** mulberry32: tiny, fast, and the same sequence on every platform for a given 32-bit seed. */
export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over a string, mixed with a base seed: independent streams per key (e.g. per category). */
export function deriveSeed(base: number, key: string): number {
  let h = (0x811c9dc5 ^ base) >>> 0;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from empty list');
  return items[Math.floor(rng() * items.length)] as T;
}

/** k distinct items, kept in their original order */
export function pickOrdered<T>(rng: Rng, items: readonly T[], k: number): T[] {
  const n = items.length;
  if (k >= n) return [...items];
  const chosen = new Set<number>();
  while (chosen.size < k) chosen.add(Math.floor(rng() * n));
  return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
}

/** k consecutive items starting at a random position (sizes of one series are usually a contiguous run) */
export function pickRun<T>(rng: Rng, items: readonly T[], k: number): T[] {
  if (k >= items.length) return [...items];
  const start = Math.floor(rng() * (items.length - k + 1));
  return items.slice(start, start + k);
}
