import { utc } from '@date-fns/utc';
import { addDays } from 'date-fns';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { CotReport } from '../ports/PositioningSource.js';
import { POSITIONING_MODEL, type PositioningModel } from '../rules/positioning.js';
import { readScanRule } from './_lib/readScanRule.js';

/** Options of {@link alignPositioning}. */
export interface AlignPositioningOptions {
  /** ISO date whose positioning model applies. Required. */
  readonly asOf: string;
  /** +1 when a long futures position is long the instrument, −1 when short it (the yen future for USD/JPY). Default +1. */
  readonly sign?: 1 | -1;
}

/** The latest report known at the last bar. */
export interface PositioningReading {
  /** ISO date of the positions (a Tuesday). */
  readonly report_date: string;
  /** Net non-commercial position ÷ open interest, signed for the instrument. */
  readonly net_share: number;
  /** Its z-score against the window; null when the window is too short. */
  readonly z: number | null;
  /** Reports in the window behind the z-score. */
  readonly window: number;
}

/** Result of {@link alignPositioning}. */
export interface AlignPositioningResult {
  /** One z-score per bar (NaN where no report was known yet or the window was too short), aligned with `times`. */
  readonly z: Float64Array;
  /** The reading the last bar sees; null when none is known. */
  readonly latest: PositioningReading | null;
  /** Usable reports read. */
  readonly reports: number;
  readonly rule: AppliedRule<PositioningModel>;
}

/**
 * Turns weekly Commitments of Traders reports into the signal engine's positioning series: the net non-commercial
 * position as a share of open interest, signed for the instrument, as a z-score against its own rolling window, each
 * bar seeing only the reports released before it opened.
 *
 * @remarks
 * net = (non-commercial long − short) ÷ open interest × sign. The z-score of report k is (net_k − mean) ÷ σ over the
 * last `window_weeks` reports up to k (population σ), NaN with fewer than `min_weeks` or σ = 0. A report dated Tuesday
 * is known from 00:00 UTC `release_lag_days` later (Saturday), so no bar reads a report before its release. Reports
 * with no open interest are dropped; duplicates of a date keep the last.
 *
 * @param reports - Reports of one market, any order. Not modified.
 * @param times - Bar open times, epoch ms, ascending.
 * @param options - {@link AlignPositioningOptions}.
 * @returns {@link AlignPositioningResult}.
 * @throws {@link GuidekitError} `invalid_type` on `reports` or `times`, `invalid_number` on `sign`, a bad `asOf`.
 * @example
 * ```ts
 * const { z } = alignPositioning(await ports.positioning.cotReports('088691', 600), bars.times, { asOf: '2026-11-25' });
 * generateSignal(bars, { asOf: '2026-11-25', positioningZ: z });
 * ```
 * @see docs/market-endpoints.md
 */
export function alignPositioning(reports: readonly CotReport[], times: ArrayLike<number>, options: AlignPositioningOptions): AlignPositioningResult {
  const fn = 'alignPositioning';
  if (!Array.isArray(reports)) throw new GuidekitError(`${fn}: reports must be an array`, { code: 'invalid_type', field: 'reports' });
  if (times === null || typeof times !== 'object' || typeof times.length !== 'number') throw new GuidekitError(`${fn}: times must be an array of epoch ms`, { code: 'invalid_type', field: 'times' });
  const sign = options?.sign ?? 1;
  if (sign !== 1 && sign !== -1) throw new GuidekitError(`${fn}: sign must be 1 or -1`, { code: 'invalid_number', field: 'sign' });
  const rule = readScanRule(fn, POSITIONING_MODEL, options?.asOf);
  const model = rule.value;

  const byDate = new Map<string, number>();
  for (const r of reports) {
    if (r === null || typeof r !== 'object' || !/^\d{4}-\d{2}-\d{2}$/.test(String(r.reportDate))) continue;
    if (!(r.openInterest > 0) || !Number.isFinite(r.nonCommercialLong) || !Number.isFinite(r.nonCommercialShort)) continue;
    byDate.set(r.reportDate, (sign * (r.nonCommercialLong - r.nonCommercialShort)) / r.openInterest);
  }
  const dates = [...byDate.keys()].sort();
  const nets = dates.map((d) => byDate.get(d) as number);
  const known = dates.map((d) => addDays(d, model.release_lag_days, { in: utc }).getTime());
  const zs = nets.map((_, k) => zAt(nets, k, model));

  const z = new Float64Array(times.length).fill(Number.NaN);
  let k = -1;
  for (let i = 0; i < times.length; i++) {
    const t = times[i] as number;
    while (k + 1 < known.length && (known[k + 1] as number) <= t) k++;
    if (k >= 0) z[i] = zs[k] as number;
  }
  let latest: PositioningReading | null = null;
  const lastTime = times.length === 0 ? Number.NEGATIVE_INFINITY : (times[times.length - 1] as number);
  for (let j = known.length - 1; j >= 0; j--) {
    if ((known[j] as number) <= lastTime) {
      const zj = zs[j] as number;
      latest = { report_date: dates[j] as string, net_share: nets[j] as number, z: Number.isNaN(zj) ? null : zj, window: Math.min(j + 1, model.window_weeks) };
      break;
    }
  }
  return { z, latest, reports: dates.length, rule };
}

/** The z-score of report k against the window ending at it. */
function zAt(nets: readonly number[], k: number, model: PositioningModel): number {
  const start = Math.max(0, k - model.window_weeks + 1);
  const n = k - start + 1;
  if (n < model.min_weeks) return Number.NaN;
  let mean = 0;
  for (let j = start; j <= k; j++) mean += nets[j] as number;
  mean /= n;
  let variance = 0;
  for (let j = start; j <= k; j++) variance += ((nets[j] as number) - mean) ** 2;
  const sd = Math.sqrt(variance / n);
  return sd > 0 ? ((nets[k] as number) - mean) / sd : Number.NaN;
}
