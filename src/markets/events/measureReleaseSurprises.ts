import { GuidekitError } from '../../core/GuidekitError.js';
import type { EventMeasure, SurpriseRule } from '../rules/eventPlaybook.js';
import type { ScheduledRelease } from '../rules/economicCalendar.js';
import type { MacroObservation } from './MacroReleaseSource.js';

/** Where a release's surprise is measured from. */
export type SurpriseBucket = 'large_below' | 'below' | 'in_line' | 'above' | 'large_above';

/** Every bucket, from the most negative surprise to the most positive. */
export const SURPRISE_BUCKETS: readonly SurpriseBucket[] = ['large_below', 'below', 'in_line', 'above', 'large_above'];

/** Options of {@link measureReleaseSurprises}. */
export interface MeasureReleaseSurprisesOptions {
  /** The headline figure's definition (from `EVENT_MEASURES`). Required. */
  readonly measure: EventMeasure;
  /** Trend window, history needed and bucket edges (from `EVENT_SURPRISE_RULE`). Required. */
  readonly rule: SurpriseRule;
  /**
   * Consensus forecasts by reference period, when a consensus source is configured. A release with a consensus is
   * measured against it (`method: 'consensus'`); the others against the prior trend. Default: none.
   */
  readonly consensus?: Readonly<Record<string, number>>;
}

/** One release's headline figure and surprise. */
export interface ReleaseSurprise {
  readonly reference_period: string;
  readonly date: string;
  /** The headline figure (rounded as published); null when the series has no value for the period. */
  readonly actual: number | null;
  /** What it was measured against: the consensus, or the mean of the previous headline figures. */
  readonly forecast: number | null;
  readonly method: 'consensus' | 'prior_trend';
  /** actual − forecast; null when either is missing. */
  readonly surprise: number | null;
  /** The surprise over the standard deviation of the earlier periods' prior-trend surprises; null until `minHistory` of them exist. */
  readonly z: number | null;
  readonly bucket: SurpriseBucket | null;
}

/**
 * Computes each release's headline figure from its series (12-month change, monthly change, level, or change across
 * the release date), the forecast it is measured against (the consensus where one is given, else the mean of the
 * previous `trendWindow` figures), the surprise, and its size: the surprise over the standard deviation of the
 * prior-trend surprises of every earlier period of the series (an expanding window, so nothing after a release is used
 * to size it), bucketed as large below, below, in line, above, large above.
 *
 * @param releases - The releases to measure (canceled ones are skipped), any order.
 * @param observations - The series, any order; periods `YYYY-MM`, `YYYY-Qn` or `YYYY-MM-DD` (daily, for `change_at_date`).
 * @param options - {@link MeasureReleaseSurprisesOptions}.
 * @returns One entry per non-canceled release, oldest first.
 * @throws {@link GuidekitError} `invalid_observation` (field `observations`) for a non-finite value or a malformed period.
 * @example
 * ```ts
 * measureReleaseSurprises(past, series.observations, { measure: measures.cpi, rule })[0].surprise
 * ```
 * @see docs/ask-analysis-event.md#surprise
 */
export function measureReleaseSurprises(releases: readonly ScheduledRelease[], observations: readonly MacroObservation[], options: MeasureReleaseSurprisesOptions): ReleaseSurprise[] {
  const fn = 'measureReleaseSurprises';
  const { measure, rule } = options;
  for (const [i, o] of observations.entries()) {
    if (!Number.isFinite(o.value) || !/^\d{4}-(\d{2}|Q[1-4])(-\d{2})?$/.test(o.period)) {
      throw new GuidekitError(`${fn}: observations[${i}] must have a finite value and a YYYY-MM, YYYY-Qn or YYYY-MM-DD period`, { code: 'invalid_observation', field: 'observations' });
    }
  }
  const round = (x: number) => Number(x.toFixed(measure.decimals));
  const live = [...releases].filter((r) => r.status !== 'canceled').sort((a, b) => a.date.localeCompare(b.date));

  // The headline figure of every period the series allows (monthly and quarterly), or of each release (daily series).
  const headline = new Map<string, number>();
  if (measure.transform === 'change_at_date') {
    const daily = [...observations].sort((a, b) => a.period.localeCompare(b.period));
    for (const r of live) {
      const before = [...daily].reverse().find((o) => o.period <= r.date);
      const after = daily.find((o) => o.period > r.date);
      if (before !== undefined && after !== undefined) headline.set(r.reference_period, round(after.value - before.value));
    }
  } else {
    const byPeriod = new Map(observations.map((o) => [o.period, o.value]));
    for (const [period, value] of byPeriod) {
      if (measure.transform === 'level') headline.set(period, round(value));
      else {
        const base = byPeriod.get(shiftPeriod(period, measure.transform === 'yoy_pct' ? -12 : -1));
        if (base === undefined) continue;
        headline.set(period, round(measure.transform === 'yoy_pct' ? (value / base - 1) * 100 : value - base));
      }
    }
  }
  const periods = [...headline.keys()].sort();
  // The prior-trend surprise of every period with enough history: the scale each release's surprise is sized by.
  const trendForecast = (period: string): number | null => {
    const previous = periods.filter((p) => p < period).slice(-rule.trendWindow).map((p) => headline.get(p)!);
    return previous.length === rule.trendWindow ? round(previous.reduce((s, x) => s + x, 0) / previous.length) : null;
  };
  const trendSurprises = periods.flatMap((p) => {
    const f = trendForecast(p);
    return f === null ? [] : [{ period: p, surprise: round(headline.get(p)! - f) }];
  });

  const out: ReleaseSurprise[] = [];
  for (const r of live) {
    const actual = headline.get(r.reference_period) ?? null;
    const consensus = options.consensus?.[r.reference_period];
    const method = consensus === undefined ? 'prior_trend' : 'consensus';
    const forecast = consensus ?? trendForecast(r.reference_period);
    const surprise = actual === null || forecast === null ? null : round(actual - forecast);
    const earlier = trendSurprises.filter((t) => t.period < r.reference_period).map((t) => t.surprise);
    let z: number | null = null;
    if (surprise !== null && earlier.length >= rule.minHistory) {
      const sd = standardDeviation(earlier);
      z = sd > 0 ? Number((surprise / sd).toFixed(2)) : null;
    }
    out.push({ reference_period: r.reference_period, date: r.date, actual, forecast, method, surprise, z, bucket: z === null ? null : bucketOf(z, rule) });
  }
  return out;
}

function bucketOf(z: number, rule: SurpriseRule): SurpriseBucket {
  if (z <= -rule.largeZ) return 'large_below';
  if (z >= rule.largeZ) return 'large_above';
  if (Math.abs(z) < rule.inLineZ) return 'in_line';
  return z < 0 ? 'below' : 'above';
}

/** Sample standard deviation (n − 1). */
function standardDeviation(xs: readonly number[]): number {
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  return Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (xs.length - 1));
}

/** A monthly period `YYYY-MM` moved by `months`; a quarterly `YYYY-Qn` by `months / 3` quarters (−12 → −4, −1 → −1). */
function shiftPeriod(period: string, months: number): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  if (quarter !== null) {
    const steps = months === -12 ? -4 : months;
    const index = Number(quarter[1]) * 4 + Number(quarter[2]) - 1 + steps;
    return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
  }
  const [y, m] = period.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
