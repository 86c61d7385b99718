/** A small seeded random source: the same seed always gives the same sequence. */
export type Rnd = () => number;

/** mulberry32: fast, 32-bit state, good enough for artwork and demo data. */
export function mulberry32(seed: number): Rnd {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform number in [lo, hi). */
export const between = (rnd: Rnd, lo: number, hi: number): number => lo + (hi - lo) * rnd();

/** A uniform integer in [lo, hi]. */
export const intBetween = (rnd: Rnd, lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1));

/** One element of a non-empty list. */
export function pick<T>(rnd: Rnd, list: readonly T[]): T {
  if (list.length === 0) throw new Error('pick from an empty list');
  return list[Math.floor(rnd() * list.length)] as T;
}

/** One element chosen with the given weights (same length as the list). */
export function pickWeighted<T>(rnd: Rnd, list: readonly T[], weights: readonly number[]): T {
  let total = 0;
  for (const w of weights) total += w;
  let r = rnd() * total;
  for (let i = 0; i < list.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return list[i] as T;
  }
  return list[list.length - 1] as T;
}

/** Fisher-Yates shuffle of a copy. */
export function shuffled<T>(rnd: Rnd, list: readonly T[]): T[] {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/** A 32-bit hash of a string (FNV-1a), to derive independent seeds from names. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
