/**
 * mulberry32: a small, fast 32-bit seeded generator (public domain, Tommy Ettinger). Engines never call Math.random;
 * the same seed gives the same sequence on every platform.
 *
 * @param seed - Any integer.
 * @returns A function giving the next number in [0, 1).
 */
export function createSeededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
