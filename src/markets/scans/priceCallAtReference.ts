import { GuidekitError } from '../../core/GuidekitError.js';
import type { ReferencePrice } from '../reference/gateReferencePrice.js';

/** The levels of a call as quoted to the caller. */
export interface ReferenceQuotedLevels {
  /** Where the entry comes from: the live perpetual mid, or the market's own last close. */
  readonly entry_source: 'perp_exchange_mid' | 'last_close';
  /** `live` for a live reference, `none` for a refused one, null when no reference applies (the session is open or no perpetual lists it). */
  readonly entry_quality: 'live' | 'none' | null;
  readonly entry: number;
  readonly stop: number | null;
  readonly take_profit: number | null;
  /** The signal bar's close the engine priced the call off. */
  readonly last_close: number;
  /** entry − last_close: how far the levels moved onto the reference. */
  readonly shift: number;
}

/**
 * Quotes a call's levels off the reference price while the session is closed: with a live perpetual reference, entry,
 * stop and take-profit move by the same amount onto the perpetual mid (the stop and target distances, and so the
 * probability, are unchanged; the levels are next-session-open estimates); with a refused reference or none, they stay
 * at the last close.
 *
 * @param call - The engine's levels: `entry` (the signal bar's close), `stop`, `take_profit`. Not modified.
 * @param reference - The reference object, or null.
 * @returns {@link ReferenceQuotedLevels}.
 * @throws {@link GuidekitError} `invalid_type` on `call` or `reference`.
 * @example
 * ```ts
 * priceCallAtReference({ entry: 245, stop: 240, take_profit: 250 }, liveReference).entry //=> the perpetual mid
 * ```
 * @see docs/market-endpoints.md
 */
export function priceCallAtReference(
  call: { readonly entry: number; readonly stop: number | null; readonly take_profit: number | null },
  reference: ReferencePrice | null,
): ReferenceQuotedLevels {
  const fn = 'priceCallAtReference';
  if (call === null || typeof call !== 'object' || !Number.isFinite(call.entry)) throw new GuidekitError(`${fn}: call must have a finite entry`, { code: 'invalid_type', field: 'call' });
  if (reference !== null && (typeof reference !== 'object' || !Number.isFinite(reference.mid))) throw new GuidekitError(`${fn}: reference must be a reference object or null`, { code: 'invalid_type', field: 'reference' });
  const live = reference !== null && reference.source === 'perp_exchange_mid';
  const shift = live ? reference.mid - call.entry : 0;
  return {
    entry_source: live ? 'perp_exchange_mid' : 'last_close',
    entry_quality: reference === null ? null : reference.quality,
    entry: call.entry + shift,
    stop: call.stop === null ? null : call.stop + shift,
    take_profit: call.take_profit === null ? null : call.take_profit + shift,
    last_close: call.entry,
    shift,
  };
}
