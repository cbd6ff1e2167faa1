import { normalCdf } from '../../backtest/_lib/normalCdf.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { requireRule } from '../../core/requireRule.js';
import { PROBABILITY_WEATHER_RULES } from '../rules/probabilityWeather.js';
import { fail, readEnum, readIsoDate, readList, readNumber, readNumbers, readOptions } from './_lib/read.js';
import type { IntegerBin } from './types.js';

/** The day so far, the forecast for the rest of it, and the venue's buckets. */
export interface TemperatureLadderInput {
  /** `max` (the day's highest temperature) or `min` (its lowest). */
  readonly extreme: 'max' | 'min';
  /** The station's extreme so far today (°F), or null before the first observation. A hard floor (max) or ceiling (min). */
  readonly observed: number | null;
  /**
   * Each forecast ensemble member's extreme over the hours left in the settlement day (°F): its maximum for a `max`
   * ladder, its minimum for `min`. Empty when no hours are left.
   */
  readonly members: ArrayLike<number>;
  /** Whole-degree buckets as the venue lists them: "84° to 85°" is { min: 84, max: 85 }, "88° or above" { min: 88, max: null }. */
  readonly buckets: readonly IntegerBin[];
}

/** Options of {@link priceTemperatureLadder}. */
export interface PriceTemperatureLadderOptions {
  /** ISO date of the settlement day: picks the reporting step and the spread floor. Required. */
  readonly asOf: string;
  /**
   * How the members become a distribution of the remaining-hours extreme: `kernel` (Gaussian kernel on each member,
   * Silverman's bandwidth, the default), `normal` (one normal with the members' mean and standard deviation) or
   * `empirical` (the members' own step function).
   */
  readonly method?: 'kernel' | 'normal' | 'empirical';
  /** A bandwidth (kernel) or σ (normal) in °F to use instead of the estimate; never below the rule's floor. */
  readonly spread?: number;
  /** Language of the stale-rule note. Default `en`. */
  readonly lang?: 'en' | 'es';
}

/** What {@link priceTemperatureLadder} returns. */
export type TemperatureLadderResult = RuleCitations &
  (
    | {
        /** `open`: hours remain; `decided`: no hours left, the observed extreme settles it. */
        readonly status: 'open' | 'decided';
        readonly buckets: readonly { readonly min: number | null; readonly max: number | null; readonly probability: number }[];
        /** Σ over the buckets: 1 when they cover every whole degree. */
        readonly total: number;
        readonly method: 'kernel' | 'normal' | 'empirical';
        /** The kernel bandwidth or the normal σ used (°F); null for `empirical` or when decided. */
        readonly spread: number | null;
        /** P(the remaining hours set a new extreme beyond the observed one); null without an observation. */
        readonly newExtremeProbability: number | null;
      }
    | { readonly status: 'unknown'; readonly reason: 'no_data' }
  );

/**
 * Prices a daily high- or low-temperature ladder: the day's extreme is the observed extreme so far (a hard floor for
 * the high, a ceiling for the low) combined with the distribution of the remaining hours' extreme from the forecast
 * ensemble's members; the settling figure is a whole degree, so a bucket lo..hi is P(lo − ½ ≤ T < hi + ½).
 *
 * @remarks
 * For a high, M = max(observed, R) with R the remaining-hours maximum, so P(M < x) = 0 for x ≤ observed and
 * G(x) = P(R < x) above it. With the kernel, G(x) = (1/n)Σ Φ((x − mᵢ)/h), h = max(1.06·s·n^(−1/5), floor); with one
 * normal it is Φ((x − m̄)/max(s, floor)), and a bucket without the floor is the familiar
 * Φ((hi + ½ − μ)/σ) − Φ((lo − ½ − μ)/σ). The floor (1 °F) keeps an under-dispersed ensemble from pricing a bucket
 * at certainty. A low mirrors it (m = min(observed, R)).
 *
 * @param input - {@link TemperatureLadderInput} (not modified).
 * @param options - {@link PriceTemperatureLadderOptions}; `asOf` is required.
 * @returns Each bucket's probability, or `unknown` with neither an observation nor members.
 * @throws {@link GuidekitError} `invalid_enum` for `extreme` or `method`; `invalid_number` naming `observed`,
 *   `members[i]`, `buckets[i].min`/`max` or `spread`; `invalid_type`; `invalid_date`.
 * @example
 * ```ts
 * priceTemperatureLadder(
 *   { extreme: 'max', observed: 81, members: [82.1, 83.4, 83.0, 84.2, 82.7], buckets: [{ min: null, max: 81 }, { min: 82, max: 83 }, { min: 84, max: null }] },
 *   { asOf: '2026-07-04' },
 * );
 * ```
 * @see docs/probability-models.md#weather
 * @see B. W. Silverman, Density Estimation for Statistics and Data Analysis, Chapman & Hall, 1986, §3.4.2 (the 1.06 rule)
 */
export function priceTemperatureLadder(input: TemperatureLadderInput, options: PriceTemperatureLadderOptions): TemperatureLadderResult {
  const fn = 'priceTemperatureLadder';
  const o = readOptions(fn, options);
  const asOf = readIsoDate(fn, 'asOf', o.asOf);
  if (input === null || typeof input !== 'object') fail(fn, 'input', 'must be { extreme, observed, members, buckets }', 'invalid_type');
  if (input.extreme === undefined) fail(fn, 'extreme', 'is required (max or min)', 'required');
  const extreme = readEnum(fn, 'extreme', input.extreme, ['max', 'min'] as const, 'max');
  const method = readEnum(fn, 'method', o.method, ['kernel', 'normal', 'empirical'] as const, 'kernel');
  const observed = input.observed === null ? null : readNumber(fn, 'observed', input.observed, (x) => Math.abs(x) < 200, 'a temperature in °F or null');
  const members = readNumbers(fn, 'members', input.members, (x) => Math.abs(x) < 200, 'a temperature in °F');
  const buckets = readList<IntegerBin>(fn, 'buckets', input.buckets);
  buckets.forEach((b, i) => {
    if (b === null || typeof b !== 'object') fail(fn, `buckets[${i}]`, 'must be { min, max }', 'invalid_type');
    if (b.min !== null && !Number.isInteger(b.min)) fail(fn, `buckets[${i}].min`, 'must be a whole degree or null');
    if (b.max !== null && !Number.isInteger(b.max)) fail(fn, `buckets[${i}].max`, 'must be a whole degree or null');
    if (b.min !== null && b.max !== null && b.max < b.min) fail(fn, `buckets[${i}].max`, 'must not be below min');
  });
  const rule = requireRule(PROBABILITY_WEATHER_RULES, asOf);
  const floor = rule.value.minTemperatureSpread;
  const spreadOverride = o.spread === undefined ? null : readNumber(fn, 'spread', o.spread, (x) => x > 0, 'a spread above 0 °F');
  const cite = citeRules([rule], { lang: o.lang ?? 'en' });
  const n = members.length;
  if (n === 0 && observed === null) return { status: 'unknown', reason: 'no_data', ...cite };

  // G(x) = P(R < x) for the remaining-hours extreme R.
  let spread: number | null = null;
  let below: (x: number) => number;
  if (n === 0) below = () => 0;
  else {
    let mean = 0;
    for (const m of members) mean += m / n;
    let ss = 0;
    for (const m of members) ss += (m - mean) ** 2;
    const sd = n > 1 ? Math.sqrt(ss / (n - 1)) : 0;
    if (method === 'empirical') {
      below = (x) => {
        let c = 0;
        for (const m of members) if (m < x) c++;
        return c / n;
      };
    } else if (method === 'normal') {
      const s = Math.max(spreadOverride ?? sd, floor);
      spread = s;
      below = (x) => normalCdf((x - mean) / s);
    } else {
      const h = Math.max(spreadOverride ?? 1.06 * sd * n ** -0.2, floor);
      spread = h;
      below = (x) => {
        let c = 0;
        for (const m of members) c += normalCdf((x - m) / h);
        return c / n;
      };
    }
  }
  // P(extreme < x) for the day: the observation bounds it.
  const dayBelow =
    extreme === 'max'
      ? (x: number): number => (observed !== null && x <= observed ? 0 : n === 0 ? 1 : below(x))
      : (x: number): number => (observed !== null && x > observed ? 1 : n === 0 ? 0 : below(x));
  const half = rule.value.temperatureStep / 2;
  let total = 0;
  const priced = buckets.map((b) => {
    const upper = b.max === null ? 1 : dayBelow(b.max + half);
    const lower = b.min === null ? 0 : dayBelow(b.min - half);
    const probability = Math.max(0, upper - lower);
    total += probability;
    return { min: b.min, max: b.max, probability };
  });
  let newExtreme: number | null = null;
  if (observed !== null) newExtreme = n === 0 ? 0 : extreme === 'max' ? 1 - below(observed) : below(observed);
  return { status: n === 0 ? 'decided' : 'open', buckets: priced, total, method, spread: n === 0 ? null : spread, newExtremeProbability: newExtreme, ...cite };
}
