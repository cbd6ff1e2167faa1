import type { DevigMethod, DevigResult } from '../types.js';
import { fail, readDecimalOdds, readNumber, readOptions } from './readInput.js';

/** The inverse odds, their sum and the target, read and checked for one de-vig call. */
export interface DevigInput {
  readonly r: Float64Array;
  readonly booksum: number;
  readonly target: number;
}

/** Reads odds and the target probability (1 ≤ target < number of outcomes). */
export function readDevigInput(fn: string, decimalOdds: unknown, options: { readonly targetProbability?: number } | undefined): DevigInput {
  const odds = readDecimalOdds(fn, decimalOdds);
  const opts = readOptions(fn, options);
  const target = readNumber(fn, opts.targetProbability, 'targetProbability', 1, 1, Number.MAX_VALUE);
  if (target >= odds.length) fail(fn, 'targetProbability', 'invalid_number', `targetProbability must be below the number of outcomes (${odds.length}), got ${target}`);
  const r = new Float64Array(odds.length);
  let booksum = 0;
  for (let i = 0; i < odds.length; i++) {
    r[i] = 1 / odds[i]!;
    booksum += r[i]!;
  }
  return { r, booksum, target };
}

/** Assembles the result and flags probabilities outside (0, 1). */
export function devigResult(method: DevigMethod, p: Float64Array, input: DevigInput, parameter: number | null, iterations: number): DevigResult {
  let problematic = false;
  for (let i = 0; i < p.length; i++) if (!(p[i]! > 0 && p[i]! < 1)) problematic = true;
  return {
    method,
    probabilities: Array.from(p),
    booksum: input.booksum,
    margin: input.booksum - input.target,
    target_probability: input.target,
    parameter,
    iterations,
    problematic,
  };
}
