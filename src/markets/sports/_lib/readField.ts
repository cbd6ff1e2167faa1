import { fail } from './readInput.js';

/** Win probabilities of a field: at least two, each in (0, 1), summing to 1 within 1e-6 (then rescaled to exactly 1). */
export function readWinProbabilities(fn: string, value: unknown, field = 'winProbabilities'): number[] {
  if (!Array.isArray(value) && !ArrayBuffer.isView(value)) fail(fn, field, 'invalid_type', `${field} must be an array of probabilities`);
  const list = Array.from(value as ArrayLike<unknown>);
  if (list.length < 2) fail(fn, field, 'too_small', `${field} needs at least two runners, got ${list.length}`);
  list.forEach((p, i) => {
    if (typeof p !== 'number' || !(p > 0 && p < 1)) fail(fn, `${field}[${i}]`, 'invalid_number', `${field}[${i}] must be a probability in (0, 1), got ${String(p)}`);
  });
  const total = (list as number[]).reduce((s, p) => s + p, 0);
  if (Math.abs(total - 1) > 1e-6) fail(fn, field, 'invalid_number', `${field} must sum to 1 (de-vig the market first), got ${total}`);
  return (list as number[]).map((p) => p / total);
}
