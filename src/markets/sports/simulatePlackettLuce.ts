import { createSeededRandom } from '../../backtest/_lib/seededRandom.js';
import { fail, readInteger, readOptions } from './_lib/readInput.js';

/** Options of {@link simulatePlackettLuce}. */
export interface SimulatePlackettLuceOptions {
  /** Seed of the generator (any 32-bit integer); the same seed gives the same answer. Default 1. */
  readonly seed?: number;
  /** Simulated finishing orders. Default 20,000. */
  readonly draws?: number;
  /** Positions to report (top-N up to it). Default: the whole field. */
  readonly positions?: number;
}

/** Simulated finishing probabilities under Plackett–Luce. */
export interface PlackettLuceSimulation {
  /** `finish[i][k]`: share of draws with runner i in position k + 1. */
  readonly finish: readonly (readonly number[])[];
  /** `top[i][k]`: share of draws with runner i in the first k + 1. */
  readonly top: readonly (readonly number[])[];
  /** `head_to_head[i][j]`: share of draws with i ahead of j. */
  readonly head_to_head: readonly (readonly number[])[];
  /** Largest standard error of any reported share, √(p(1 − p)/draws) at p = ½: the simulation's precision. */
  readonly max_standard_error: number;
  readonly draws: number;
  readonly seed: number;
}

/**
 * Simulates finishing orders under the Plackett–Luce model with the given strengths (worths): each draw gives runner i an
 * exponential finishing time with rate s_i and orders by time, which is exactly Plackett–Luce (the next finisher among
 * those left is i with probability s_i / Σ s). With win probabilities as strengths it is Harville's model.
 *
 * @remarks Seeded with guidekit's xoshiro128** generator: reproducible, no Math.random. Use it for top-N beyond the four
 * positions {@link computeHarvilleProbabilities} enumerates (F1 points places, golf top-20) and for strengths that are
 * not win probabilities (ratings on a multiplicative scale).
 *
 * @param strengths - One positive strength per runner (any scale).
 * @param options - {@link SimulatePlackettLuceOptions}.
 * @returns {@link PlackettLuceSimulation}.
 * @throws {@link GuidekitError} `invalid_number` on a strength, `seed`, `draws` or `positions`; `too_small` with fewer than two runners.
 * @example
 * ```ts
 * simulatePlackettLuce([0.4, 0.3, 0.2, 0.1], { seed: 7, draws: 50_000 }).top[0][2]; // P(first runner on the podium)
 * ```
 * @see R. L. Plackett (1975), The analysis of permutations, JRSS C 24(2); R. D. Luce (1959), Individual Choice Behavior.
 * @see docs/sports-models.md
 */
export function simulatePlackettLuce(strengths: readonly number[], options?: SimulatePlackettLuceOptions): PlackettLuceSimulation {
  const fn = 'simulatePlackettLuce';
  const opts = readOptions(fn, options);
  if (!Array.isArray(strengths)) fail(fn, 'strengths', 'invalid_type', 'strengths must be an array');
  if (strengths.length < 2) fail(fn, 'strengths', 'too_small', 'strengths needs at least two runners');
  strengths.forEach((s, i) => {
    if (typeof s !== 'number' || !Number.isFinite(s) || s <= 0) fail(fn, `strengths[${i}]`, 'invalid_number', `strengths[${i}] must be a positive number`);
  });
  const n = strengths.length;
  const seed = readInteger(fn, opts.seed, 'seed', 1, 0, 0xffffffff);
  const draws = readInteger(fn, opts.draws, 'draws', 20_000, 1, 10_000_000);
  const positions = readInteger(fn, opts.positions, 'positions', n, 1, n);
  const rnd = createSeededRandom(seed);
  const finishCount = Array.from({ length: n }, () => new Float64Array(positions));
  const ahead = Array.from({ length: n }, () => new Float64Array(n));
  const time = new Float64Array(n);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let d = 0; d < draws; d++) {
    for (let i = 0; i < n; i++) time[i] = -Math.log(1 - rnd.nextFloat()) / strengths[i]!;
    order.sort((a, b) => time[a]! - time[b]!);
    for (let k = 0; k < n; k++) {
      const i = order[k]!;
      if (k < positions) finishCount[i]![k]! += 1;
      for (let m = k + 1; m < n; m++) ahead[i]![order[m]!]! += 1;
    }
  }
  const finish = finishCount.map((row) => Array.from(row, (c) => c / draws));
  const top = finish.map((row) => {
    let s = 0;
    return row.map((x) => (s += x));
  });
  return {
    finish,
    top,
    head_to_head: ahead.map((row, i) => Array.from(row, (c, j) => (i === j ? 0.5 : c / draws))),
    max_standard_error: Math.sqrt(0.25 / draws),
    draws,
    seed,
  };
}
