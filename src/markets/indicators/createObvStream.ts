import { GuidekitError } from '../../core/GuidekitError.js';
import { readFinite } from './_lib/readFinite.js';
import type { IndicatorStream } from './types.js';

/** One bar for the OBV stream. */
export interface CloseVolumeBar {
  /** Closing price. */
  readonly close: number;
  /** Traded volume, ≥ 0. */
  readonly volume: number;
}

/**
 * Streaming on-balance volume; same values as {@link computeObv}, bar by bar.
 *
 * @remarks Lookback 0: the first bar returns its own volume.
 *
 * @returns A stream whose `update({ close, volume })` takes the next bar.
 * @throws {@link GuidekitError} from `update` when `close` is not finite or `volume` is not a finite number ≥ 0.
 * @example
 * ```ts
 * const obv = createObvStream();
 * obv.update({ close: 10, volume: 100 }); // 100
 * obv.update({ close: 11, volume: 50 });  // 150
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_OBV.c
 */
export function createObvStream(): IndicatorStream<CloseVolumeBar, number> {
  const fn = 'createObvStream';
  let started = false;
  let obv = 0;
  let prevClose = 0;
  return {
    lookback: 0,
    update(bar: CloseVolumeBar): number {
      if (typeof bar !== 'object' || bar === null) {
        throw new GuidekitError(`${fn}: bar must be an object with close and volume`, { code: 'invalid_type', field: 'bar' });
      }
      const c = readFinite(fn, 'close', bar.close);
      const v = readFinite(fn, 'volume', bar.volume, true);
      if (!started) {
        started = true;
        obv = v;
      } else if (c > prevClose) obv += v;
      else if (c < prevClose) obv -= v;
      prevClose = c;
      return obv;
    },
  };
}
