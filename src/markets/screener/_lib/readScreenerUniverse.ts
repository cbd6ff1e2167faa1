import { GuidekitError } from '../../../core/GuidekitError.js';
import type { ScreenerTicker } from '../scoreFactors.js';
import { compareText } from './compareText.js';

const FN = 'scoreFactors';

/** One ticker of the universe, with its normalised symbol and where it stood in the input. */
export interface UniverseEntry {
  readonly entry: ScreenerTicker;
  /** Position in the input, for error paths. */
  readonly index: number;
  /** Trimmed, upper-case ticker. */
  readonly ticker: string;
}

/**
 * Reads the universe to screen: every ticker named once (case and spaces aside), in ticker order so the screen does
 * not depend on the order the caller listed them in.
 *
 * @param universe - The tickers as given.
 * @returns The entries in ticker order.
 * @throws {@link GuidekitError} `too_small` for an empty universe, `invalid_type` for an empty ticker, `duplicate` for
 *   a ticker listed twice.
 */
export function readScreenerUniverse(universe: readonly ScreenerTicker[]): UniverseEntry[] {
  if (!Array.isArray(universe) || universe.length === 0) {
    throw new GuidekitError(`${FN}: universe must be a non-empty array of { ticker, bars }`, { code: 'too_small', field: 'universe' });
  }
  const sorted = universe.map((entry, index) => ({ entry, index, ticker: readTicker(entry, index) })).sort((a, b) => compareText(a.ticker, b.ticker));
  for (let k = 1; k < sorted.length; k++) {
    if (sorted[k]!.ticker === sorted[k - 1]!.ticker) {
      throw new GuidekitError(`${FN}: ticker ${sorted[k]!.ticker} appears twice`, { code: 'duplicate', field: `universe[${sorted[k]!.index}].ticker` });
    }
  }
  return sorted;
}

function readTicker(entry: ScreenerTicker, index: number): string {
  if (entry === null || typeof entry !== 'object' || typeof entry.ticker !== 'string' || entry.ticker.trim() === '') {
    throw new GuidekitError(`${FN}: universe[${index}].ticker must be a non-empty string`, { code: 'invalid_type', field: `universe[${index}].ticker` });
  }
  return entry.ticker.trim().toUpperCase();
}
