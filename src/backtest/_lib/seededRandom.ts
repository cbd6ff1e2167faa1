/**
 * A seeded pseudo-random generator for the Monte Carlo engines: xoshiro128** 1.1 (D. Blackman and S. Vigna, 2018), seeded by
 * splitmix32 so that any 32-bit integer seed gives a well-mixed non-zero state. Engines never call `Math.random`.
 */
export interface SeededRandom {
  /** The next raw 32-bit output, an unsigned integer. */
  nextUint32(): number;
  /** A float in [0, 1) with 32 random bits. */
  nextFloat(): number;
  /** An integer in [0, n) as ⌊u·n / 2³²⌋ (bias below n / 2³², negligible for the sizes bootstrapped here). */
  nextInt(n: number): number;
}

/** splitmix32's output function (a 32-bit finaliser): spreads one integer over all 32 bits. */
export function mixSeed32(value: number): number {
  let t = (value + 0x9e3779b9) | 0;
  t ^= t >>> 16;
  t = Math.imul(t, 0x21f0aaad);
  t ^= t >>> 15;
  t = Math.imul(t, 0x735a2d97);
  t ^= t >>> 15;
  return t >>> 0;
}

/**
 * The seed of stream `index` of a run seeded with `seed`: each Monte Carlo resample draws from its own stream, so a resample
 * does not depend on which worker (or in which order) it is computed.
 */
export function deriveStreamSeed(seed: number, index: number): number {
  return mixSeed32((mixSeed32(seed) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0);
}

/**
 * Creates a xoshiro128** generator from a 32-bit seed (state words are four successive splitmix32 outputs), or from an
 * explicit four-word state (for the reference vectors of the algorithm's authors).
 *
 * @param seed - An integer (taken modulo 2³²) or a state of four 32-bit words, not all zero.
 * @returns The generator.
 * @example
 * ```ts
 * const rnd = createSeededRandom(42); rnd.nextInt(10);
 * ```
 * @see https://prng.di.unimi.it/xoshiro128starstar.c
 */
export function createSeededRandom(seed: number | readonly [number, number, number, number]): SeededRandom {
  let s0: number;
  let s1: number;
  let s2: number;
  let s3: number;
  if (typeof seed === 'number') {
    const base = seed >>> 0;
    s0 = mixSeed32(base);
    s1 = mixSeed32(base + 0x9e3779b9);
    s2 = mixSeed32(base + 0x3c6ef372);
    s3 = mixSeed32(base + 0xdaa66d2b);
    if ((s0 | s1 | s2 | s3) === 0) s0 = 1;
  } else {
    [s0, s1, s2, s3] = seed.map((w) => w >>> 0) as [number, number, number, number];
  }
  const nextUint32 = (): number => {
    const m = Math.imul(s1, 5);
    const result = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    return result;
  };
  return {
    nextUint32,
    nextFloat: () => nextUint32() / 4294967296,
    nextInt: (n: number) => Math.floor((nextUint32() / 4294967296) * n),
  };
}
