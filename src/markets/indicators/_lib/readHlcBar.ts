import { GuidekitError } from '../../../core/GuidekitError.js';
import type { HlcBar } from '../types.js';
import { readFinite } from './readFinite.js';

/**
 * Checks one streamed `{ high, low, close }` bar without copying it.
 *
 * @param fn - Calling function, named at the start of the error message.
 * @param bar - Candidate bar.
 * @returns The same bar, known to carry three finite prices.
 * @throws {@link GuidekitError} naming `bar`, `high`, `low` or `close`.
 */
export function readHlcBar(fn: string, bar: unknown): HlcBar {
  if (typeof bar !== 'object' || bar === null) {
    throw new GuidekitError(`${fn}: bar must be an object with high, low and close`, { code: 'invalid_type', field: 'bar' });
  }
  const b = bar as Record<string, unknown>;
  readFinite(fn, 'high', b.high);
  readFinite(fn, 'low', b.low);
  readFinite(fn, 'close', b.close);
  return bar as HlcBar;
}
