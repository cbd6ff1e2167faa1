import { readPeriod } from './readPeriod.js';

/**
 * Reads the stochastic's three periods (TA-Lib STOCH defaults 5, 3, 3).
 *
 * @param fn - Calling function, named at the start of the error message.
 * @param options - The caller's options object.
 * @returns The periods and the lookback `(fastK − 1) + (slowK − 1) + (slowD − 1)`.
 * @throws {@link GuidekitError} naming `fastKPeriod`, `slowKPeriod` or `slowDPeriod`.
 */
export function readStochasticPeriods(
  fn: string,
  options: { readonly fastKPeriod?: number; readonly slowKPeriod?: number; readonly slowDPeriod?: number },
): { fastK: number; slowK: number; slowD: number; lookback: number } {
  const fastK = readPeriod(fn, 'fastKPeriod', options.fastKPeriod, 5);
  const slowK = readPeriod(fn, 'slowKPeriod', options.slowKPeriod, 3);
  const slowD = readPeriod(fn, 'slowDPeriod', options.slowDPeriod, 3);
  return { fastK, slowK, slowD, lookback: fastK - 1 + (slowK - 1) + (slowD - 1) };
}
