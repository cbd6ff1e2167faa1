import { createSeededRandom } from '../../../src/backtest/_lib/seededRandom.js';

/**
 * Seeded standard normal draws for the Monte Carlo checks: Marsaglia's polar method on the backtest engine's
 * xoshiro128** generator (the engines' only randomness source), so every run draws the same numbers.
 */
export function createNormalSampler(seed: number): { normal(): number; uniform(): number } {
  const rnd = createSeededRandom(seed);
  let spare: number | null = null;
  return {
    uniform: () => (rnd.nextUint32() + 0.5) / 4294967296,
    normal: () => {
      if (spare !== null) {
        const s = spare;
        spare = null;
        return s;
      }
      for (;;) {
        const u = 2 * rnd.nextFloat() - 1;
        const v = 2 * rnd.nextFloat() - 1;
        const s = u * u + v * v;
        if (s > 0 && s < 1) {
          const f = Math.sqrt((-2 * Math.log(s)) / s);
          spare = v * f;
          return u * f;
        }
      }
    },
  };
}
