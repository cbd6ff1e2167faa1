import { GuidekitError } from '../../../core/GuidekitError.js';
import { readPeriod } from './readPeriod.js';

/**
 * Reads MACD's three periods (defaults 12, 26, 9) and checks fast < slow.
 *
 * @param fn - Calling function, named at the start of the error message.
 * @param options - The caller's options object.
 * @returns The periods and the lookback `slow − 1 + signal − 1`.
 * @throws {@link GuidekitError} naming `fastPeriod`, `slowPeriod` or `signalPeriod`.
 */
export function readMacdPeriods(
  fn: string,
  options: { readonly fastPeriod?: number; readonly slowPeriod?: number; readonly signalPeriod?: number },
): { fast: number; slow: number; signal: number; lookback: number } {
  const fast = readPeriod(fn, 'fastPeriod', options.fastPeriod, 12);
  const slow = readPeriod(fn, 'slowPeriod', options.slowPeriod, 26);
  const signal = readPeriod(fn, 'signalPeriod', options.signalPeriod, 9);
  if (fast >= slow) {
    throw new GuidekitError(`${fn}: fastPeriod (${fast}) must be less than slowPeriod (${slow})`, {
      code: 'invalid_value',
      field: 'fastPeriod',
    });
  }
  return { fast, slow, signal, lookback: slow - 1 + signal - 1 };
}
