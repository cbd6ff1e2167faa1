import { normalCdf } from '../../backtest/_lib/normalCdf.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { SeaIceDay } from '../ports/GeophysicalSource.js';
import type { ValueRung } from '../probability/types.js';

/** What {@link priceSeaIceMinimum} returns. */
export type SeaIceMinimumPrice =
  | {
      readonly status: 'ok';
      /** One probability per rung, in order. */
      readonly probabilities: readonly number[];
      /** The lowest extent so far in the melt season (from August 1), or null before it. */
      readonly observedMinimum: number | null;
      /** The latest extent and its date. */
      readonly latest: { readonly date: string; readonly extent: number };
      /** One projected minimum per analogue year. */
      readonly members: readonly { readonly year: number; readonly minimum: number }[];
      readonly bandwidth: number;
      /** `decided` when the season (to October 31) is over. */
      readonly season: 'open' | 'decided';
    }
  | { readonly status: 'unknown'; readonly reason: 'no_data' | 'too_few_years' };

const SEASON_START = '08-01';
const SEASON_END = '10-31';

/**
 * The distribution of a year's Arctic sea-ice minimum (the lowest daily extent, million km², August 1 to October 31)
 * from the extent so far and analogue years: each earlier year with the whole season adds its own fall from the same
 * calendar day to its minimum to today's extent; the minimum is the lower of that and the season's lowest so far. The
 * members are smoothed by a Gaussian kernel (Silverman's bandwidth, at least 0.05) and each rung read on the figure
 * rounded to 0.01.
 *
 * @param days - Daily extents, any order (not modified).
 * @param year - The season's year.
 * @param asOf - ISO date: the extents after it are not read.
 * @param rungs - Rungs on the minimum (close-above/below a strike, or buckets).
 * @returns {@link SeaIceMinimumPrice}.
 * @throws {@link GuidekitError} `invalid_date` for `asOf`.
 * @example
 * ```ts
 * priceSeaIceMinimum(days, 2026, '2026-08-20', [{ kind: 'close-below', strike: 4.5 }]);
 * ```
 * @see https://nsidc.org/data/g02135
 */
export function priceSeaIceMinimum(days: readonly SeaIceDay[], year: number, asOf: string, rungs: readonly ValueRung[]): SeaIceMinimumPrice {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf)) throw new GuidekitError('priceSeaIceMinimum: asOf must be an ISO date', { code: 'invalid_date', field: 'asOf' });
  const known = days.filter((d) => d.date <= asOf && Number.isFinite(d.extent));
  const byDate = new Map(known.map((d) => [d.date, d.extent]));
  const thisYear = known.filter((d) => d.date.startsWith(`${year}-`)).sort((a, b) => (a.date < b.date ? -1 : 1));
  const latest = thisYear.at(-1);
  if (latest === undefined) return { status: 'unknown', reason: 'no_data' };
  const inSeason = thisYear.filter((d) => d.date.slice(5) >= SEASON_START && d.date.slice(5) <= SEASON_END);
  const observed = inSeason.length === 0 ? null : Math.min(...inSeason.map((d) => d.extent));
  const mmdd = latest.date.slice(5);
  const decided = mmdd >= SEASON_END;
  const members: { year: number; minimum: number }[] = [];
  if (!decided) {
    const years = [...new Set(known.map((d) => Number(d.date.slice(0, 4))))].filter((y) => y < year);
    for (const y of years) {
      const same = byDate.get(`${y}-${mmdd}`) ?? byDate.get(`${y}-${nearbyDay(mmdd)}`);
      const rest = known.filter((d) => d.date >= `${y}-${mmdd}` && d.date <= `${y}-${SEASON_END}`).map((d) => d.extent);
      if (same === undefined || rest.length < 10) continue;
      const projected = latest.extent + (Math.min(...rest) - same);
      members.push({ year: y, minimum: observed === null ? projected : Math.min(observed, projected) });
    }
    if (members.length < 5) return { status: 'unknown', reason: 'too_few_years' };
  }
  const values = decided ? [observed ?? latest.extent] : members.map((m) => m.minimum);
  const n = values.length;
  const mean = values.reduce((s, x) => s + x, 0) / n;
  const sd = n > 1 ? Math.sqrt(values.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1)) : 0;
  const h = decided ? 0 : Math.max(0.05, 1.06 * sd * n ** -0.2);
  // P(minimum ≥ x), the figure rounded to 0.01: ≥ x means the unrounded value is at least x − 0.005.
  const atLeast = (x: number) => {
    const cut = x - 0.005;
    if (h === 0) return values.filter((v) => v >= cut).length / n;
    return values.reduce((s, v) => s + (1 - normalCdf((cut - v) / h)), 0) / n;
  };
  const probabilities = rungs.map((r) => {
    if (r.kind !== 'bucket') return r.kind === 'close-above' ? atLeast(r.strike + 0.01) : 1 - atLeast(r.strike);
    return Math.max(0, (r.lower === null ? 1 : atLeast(r.lower)) - (r.upper === null ? 0 : atLeast(r.upper)));
  });
  return { status: 'ok', probabilities, observedMinimum: observed, latest, members, bandwidth: h, season: decided ? 'decided' : 'open' };
}

/** The day before, as `MM-DD`, for series that report every other day (early years). */
function nearbyDay(mmdd: string): string {
  const d = new Date(`2001-${mmdd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(5, 10);
}
