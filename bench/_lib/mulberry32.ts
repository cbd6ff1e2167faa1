/**
 * mulberry32: a small seeded generator, so every run of a benchmark builds the same inputs (series, corpora).
 *
 * @param seed - Any integer (taken modulo 2³²).
 * @returns A function giving the next float in [0, 1).
 * @example
 * ```ts
 * const next = mulberry32(7);
 * next() === mulberry32(7)() //=> true
 * ```
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
