import { fail, readNumbers } from './read.js';

/** Validated forecast/outcome pairs: probabilities in [0, 1], outcomes 0 or 1, same length. */
export function readForecasts(fn: string, probabilities: unknown, outcomes: unknown): { p: Float64Array; o: Float64Array } {
  const p = readNumbers(fn, 'probabilities', probabilities, (x) => x >= 0 && x <= 1, 'a probability in [0, 1]');
  const o = readNumbers(fn, 'outcomes', outcomes, (x) => x === 0 || x === 1, '0 or 1');
  if (o.length !== p.length) fail(fn, 'outcomes', `has ${o.length} values but probabilities has ${p.length}`, 'length_mismatch');
  return { p, o };
}

/** logit(p) with p clipped to [ε, 1 − ε]. */
export function clippedLogit(p: number, epsilon: number): number {
  const q = Math.min(1 - epsilon, Math.max(epsilon, p));
  return Math.log(q / (1 - q));
}

/** The logistic function 1/(1 + e^(−z)), computed on the side that cannot overflow. */
export function logistic(z: number): number {
  if (z >= 0) return 1 / (1 + Math.exp(-z));
  const e = Math.exp(z);
  return e / (1 + e);
}
