import { readDeviations } from './_lib/readDeviations.js';
import { readFinite } from './_lib/readFinite.js';
import { readPeriod } from './_lib/readPeriod.js';
import type { BollingerBandsOptions } from './computeBollingerBands.js';
import type { IndicatorStream } from './types.js';

/** One bar of Bollinger bands. */
export interface BollingerBandsValue {
  /** middle + nbDevUp·σ. */
  readonly upper: number;
  /** SMA over `period`. */
  readonly middle: number;
  /** middle − nbDevDown·σ. */
  readonly lower: number;
}

/**
 * Streaming Bollinger bands; same values as {@link computeBollingerBands}, bar by bar.
 *
 * @remarks Lookback `period − 1`. Keeps a ring of `period` values allocated once.
 *
 * @param options - {@link BollingerBandsOptions}.
 * @returns A stream whose `update(value)` takes the next close.
 * @throws {@link GuidekitError} for a bad `period`, `nbDevUp`, `nbDevDown`, or a non-finite value.
 * @example
 * ```ts
 * const bands = createBollingerBandsStream({ period: 20, nbDevUp: 2, nbDevDown: 2 });
 * bands.update(101.5); // null until 20 values
 * ```
 * @see https://github.com/TA-Lib/ta-lib/blob/main/src/ta_func/ta_BBANDS.c
 */
export function createBollingerBandsStream(
  options: BollingerBandsOptions = {},
): IndicatorStream<number, BollingerBandsValue> {
  const fn = 'createBollingerBandsStream';
  const period = readPeriod(fn, 'period', options.period, 20);
  const up = readDeviations(fn, 'nbDevUp', options.nbDevUp, 2);
  const down = readDeviations(fn, 'nbDevDown', options.nbDevDown, 2);
  const ring = new Float64Array(period);
  let i = -1;
  let sum = 0;
  let m2 = 0;
  let prevMean = 0;
  return {
    lookback: period - 1,
    update(value: number): BollingerBandsValue | null {
      const v = readFinite(fn, 'value', value);
      i++;
      const slot = i % period;
      const old = ring[slot] as number;
      ring[slot] = v;
      sum += v;
      if (i < period - 1) return null;
      const mean = sum / period;
      if (i === period - 1) {
        m2 = 0;
        for (let j = 0; j < period; j++) {
          const d = (ring[j] as number) - mean;
          m2 += d * d;
        }
      } else {
        m2 += (v - old) * (v - mean + old - prevMean);
      }
      prevMean = mean;
      sum -= ring[(i - period + 1) % period] as number;
      const sd = m2 > 0 ? Math.sqrt(m2 / period) : 0;
      return { upper: mean + up * sd, middle: mean, lower: mean - down * sd };
    },
  };
}
