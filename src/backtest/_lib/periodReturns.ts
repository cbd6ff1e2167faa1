import { epochDay } from './epochDay.js';

/** The sampling backtesting.py's `compute_stats` picks from the bar spacing, and its annualisation. */
export interface Periodicity {
  /** `D`, `W` (weeks ending Sunday), `ME` (calendar months) or `YE` (calendar years). */
  readonly bucket: 'D' | 'W' | 'ME' | 'YE';
  /** Periods per year: 252 (or 365 with weekend bars) daily, 52 weekly, 12 monthly, 1 yearly. */
  readonly periodsPerYear: number;
}

/** Monday = 0 … Sunday = 6, pandas' `dayofweek` (1970-01-01 was a Thursday). */
export function dayOfWeek(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

/**
 * backtesting.py's choice of periodicity (`_stats.py`): the bar spacing is the median of the last 100 date
 * gaps, floored to whole days (pandas `_data_period(index).days`). A spacing of 7, 31 or 365 days means
 * weekly, monthly or yearly data. Anything else is daily: 365 periods a year when more than 2/7 × 0.6 of the
 * bars fall on a weekend (crypto), otherwise 252.
 *
 * @param days - Epoch day of each bar, ascending.
 */
export function detectPeriodicity(days: Int32Array): Periodicity {
  const tail = days.subarray(Math.max(0, days.length - 100));
  const gaps: number[] = [];
  for (let i = 1; i < tail.length; i++) gaps.push((tail[i] as number) - (tail[i - 1] as number));
  gaps.sort((a, b) => a - b);
  const m = gaps.length;
  const median = m === 0 ? Number.NaN : m % 2 === 1 ? (gaps[(m - 1) / 2] as number) : ((gaps[m / 2 - 1] as number) + (gaps[m / 2] as number)) / 2;
  const freqDays = Math.floor(median);
  if (freqDays === 7) return { bucket: 'W', periodsPerYear: 52 };
  if (freqDays === 31) return { bucket: 'ME', periodsPerYear: 12 };
  if (freqDays === 365) return { bucket: 'YE', periodsPerYear: 1 };
  let weekend = 0;
  for (let i = 0; i < days.length; i++) if (dayOfWeek(days[i] as number) >= 5) weekend++;
  return { bucket: 'D', periodsPerYear: weekend / days.length > (2 / 7) * 0.6 ? 365 : 252 };
}

function bucketKey(day: number, bucket: Periodicity['bucket'], iso: string): number {
  if (bucket === 'D') return day;
  if (bucket === 'W') return day + (6 - dayOfWeek(day));
  const year = Number(iso.slice(0, 4));
  return bucket === 'YE' ? year : year * 12 + Number(iso.slice(5, 7));
}

/**
 * Period returns of the equity curve as backtesting.py builds them:
 * `equity.resample(freq).last().dropna().pct_change().dropna()`. It takes the last equity of each
 * calendar bucket and the simple return between consecutive buckets. A 0/0 return after ruin is dropped,
 * as pandas drops that NaN.
 *
 * @param equity - Equity at each bar.
 * @param days - Epoch day of each bar.
 * @param dates - ISO date of each bar.
 * @param bucket - The sampling.
 */
export function computePeriodReturns(equity: Float64Array, days: Int32Array, dates: readonly string[], bucket: Periodicity['bucket']): number[] {
  const lasts: number[] = [];
  let prevKey = Number.NaN;
  for (let i = 0; i < equity.length; i++) {
    const key = bucketKey(days[i] as number, bucket, dates[i] as string);
    if (key === prevKey) lasts[lasts.length - 1] = equity[i] as number;
    else lasts.push(equity[i] as number);
    prevKey = key;
  }
  const out: number[] = [];
  for (let k = 1; k < lasts.length; k++) {
    const r = (lasts[k] as number) / (lasts[k - 1] as number) - 1;
    if (!Number.isNaN(r)) out.push(r);
  }
  return out;
}

/** Days since epoch for every date. */
export function toEpochDays(dates: readonly string[]): Int32Array {
  const out = new Int32Array(dates.length);
  for (let i = 0; i < dates.length; i++) out[i] = epochDay(dates[i] as string);
  return out;
}
