import { GuidekitError } from '../../../core/GuidekitError.js';
import type { HlcSeries, Series } from '../types.js';
import { readSeries } from './readSeries.js';

/**
 * Checks a `{ high, low, close }` input: three finite series of the length of `high`.
 *
 * @param fn - Calling function, named at the start of the error message.
 * @param input - Candidate input object.
 * @returns The three series and their common length.
 * @throws {@link GuidekitError} naming `high`, `low` or `close` (or the input as a whole).
 */
export function readHlcSeries(
  fn: string,
  input: unknown,
): { readonly high: Series; readonly low: Series; readonly close: Series; readonly length: number } {
  if (typeof input !== 'object' || input === null) {
    throw new GuidekitError(`${fn}: input must be an object with high, low and close arrays`, {
      code: 'invalid_type',
      field: 'input',
    });
  }
  const candidate = input as Partial<Record<keyof HlcSeries, unknown>>;
  const high = readSeries(fn, 'high', candidate.high);
  const low = readSeries(fn, 'low', candidate.low, high.length);
  const close = readSeries(fn, 'close', candidate.close, high.length);
  return { high, low, close, length: high.length };
}
