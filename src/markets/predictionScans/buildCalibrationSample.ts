import { utc } from '@date-fns/utc';
import { subDays } from 'date-fns';
import type { ResolvedPredictionMarket } from '../predictions/types.js';

/** Options of {@link buildCalibrationSample}. */
export interface BuildCalibrationSampleOptions {
  /** The market is scored at its last price at least this many days before its close (no resolution leakage). */
  readonly leadDays: number;
}

/** Resolved markets as (market probability, outcome) pairs, with what was left out and why. */
export interface CalibrationSample {
  readonly probabilities: number[];
  readonly outcomes: number[];
  /** The ids used, in order. */
  readonly ids: string[];
  /** Markets left out, counted by reason (void markets are left out and counted, never scored). */
  readonly excluded: { readonly void: number; readonly playMoney: number; readonly noHistory: number; readonly noPriceBeforeLead: number; readonly notBinary: number };
}

/**
 * Turns resolved markets into a calibration sample: each binary real-money market's market-implied probability at
 * its last history point at least `leadDays` before the close (the mid of the Yes bid and ask where the venue records
 * quotes, else its recorded price) against whether its first outcome won. Void, play-money, multi-outcome and
 * history-less markets are left out and counted.
 *
 * @param markets - Resolved markets with their history (not modified).
 * @param options - {@link BuildCalibrationSampleOptions}.
 * @returns {@link CalibrationSample}.
 * @example
 * ```ts
 * buildCalibrationSample(page.markets, { leadDays: 7 }).probabilities.length;
 * ```
 */
export function buildCalibrationSample(markets: readonly ResolvedPredictionMarket[], options: BuildCalibrationSampleOptions): CalibrationSample {
  const excluded = { void: 0, playMoney: 0, noHistory: 0, noPriceBeforeLead: 0, notBinary: 0 };
  const probabilities: number[] = [];
  const outcomes: number[] = [];
  const ids: string[] = [];
  for (const m of markets) {
    if (m.status === 'void') {
      excluded.void++;
      continue;
    }
    if (m.money === 'play') {
      excluded.playMoney++;
      continue;
    }
    if (m.status !== 'resolved' || m.outcomes.length !== 2 || m.resolution?.outcome === null || m.resolution?.outcome === undefined) {
      excluded.notBinary++;
      continue;
    }
    if (m.history === null || m.history.length === 0) {
      excluded.noHistory++;
      continue;
    }
    const close = m.closeTime === null ? Number.NaN : Date.parse(m.closeTime);
    const cutoff = Number.isFinite(close) ? subDays(close, options.leadDays, { in: utc }).getTime() : Number.NaN;
    let p: number | null = null;
    for (const point of m.history) {
      const t = Date.parse(point.t);
      if (!Number.isFinite(cutoff) || !(t <= cutoff)) continue;
      const price = point.yesBid !== null && point.yesAsk !== null ? point.yesBid.plus(point.yesAsk).div(2).toNumber() : (point.price?.toNumber() ?? null);
      if (price !== null && price >= 0 && price <= 1) p = price;
    }
    if (p === null) {
      excluded.noPriceBeforeLead++;
      continue;
    }
    probabilities.push(p);
    outcomes.push(m.resolution.outcome === m.outcomes[0]!.label ? 1 : 0);
    ids.push(m.id);
  }
  return { probabilities, outcomes, ids, excluded };
}
