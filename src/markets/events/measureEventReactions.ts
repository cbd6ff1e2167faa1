import { utc } from '@date-fns/utc';
import { addDays, differenceInCalendarDays } from 'date-fns';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { MarketBars } from '../ports/MarketBars.js';
import type { ReactionRule } from '../rules/eventPlaybook.js';
import { SURPRISE_BUCKETS, type ReleaseSurprise, type SurpriseBucket } from './measureReleaseSurprises.js';

/** A release whose first bar on or after it is later than this is not measured (a gap in the bars, not a holiday). */
const MAX_GAP_DAYS = 4;

/** Options of {@link measureEventReactions}. */
export interface MeasureEventReactionsOptions {
  /** ISO date of the answer: bars after its end are ignored, so no move is read from the future. Required. */
  readonly asOf: string;
  /** Horizons and the minimum sample (from `EVENT_REACTION_RULE`). Required. */
  readonly rule: ReactionRule;
}

/** How one instrument moved after one release. */
export interface EventReaction {
  readonly reference_period: string;
  readonly date: string;
  readonly bucket: SurpriseBucket;
  /** Percent move from the close before the release to the close `days` trading days later, by horizon; null when a bar is missing. */
  readonly moves: Readonly<Record<string, number | null>>;
}

/** The past moves of one instrument after releases whose surprise fell in one bucket, at one horizon. */
export interface ReactionBucketStats {
  readonly bucket: SurpriseBucket;
  /** Releases with a measured move. */
  readonly n: number;
  readonly mean_pct: number | null;
  readonly median_pct: number | null;
  /** Percent of those moves that were up (0..100). */
  readonly up_share_pct: number | null;
  /** The sign of the mean move; null with fewer than `minSamples` moves or a mean of zero. */
  readonly direction: 'up' | 'down' | null;
  /** Percent of moves in `direction` (in-sample). */
  readonly hit_rate_pct: number | null;
  /** Leave-one-out: percent of releases whose move had the sign of the mean of the other releases in the bucket. */
  readonly loo_hit_rate_pct: number | null;
  readonly status: 'ok' | 'insufficient';
}

/** The playbook of one instrument. */
export interface EventReactions {
  readonly instrument: string;
  readonly reactions: readonly EventReaction[];
  /** Releases with a bucket that had no bar to measure from (before the bars begin, or a missing day). */
  readonly unmeasured: number;
  /** Per horizon (trading days, as text), the stats of every bucket. */
  readonly by_horizon: Readonly<Record<string, readonly ReactionBucketStats[]>>;
}

/**
 * Measures how an instrument moved after past releases, and summarises the moves by surprise bucket: for each horizon
 * (trading days), the number of releases, the mean and median move, the share up, the direction of the mean, its
 * in-sample hit rate and its leave-one-out hit rate (each release predicted from the others only). The move runs from
 * the last close before the release date to the close of the N-th trading day from the release day.
 *
 * @param surprises - Releases with their bucket (from {@link measureReleaseSurprises}); releases without a bucket are skipped.
 * @param bars - Daily bars of the instrument (00:00 UTC labels of the trading date).
 * @param options - {@link MeasureEventReactionsOptions}.
 * @returns The measured reactions and the stats by horizon and bucket.
 * @throws {@link GuidekitError} `invalid_bars` (field `bars`) when the bars are not daily.
 * @example
 * ```ts
 * measureEventReactions(surprises, spxDaily, { asOf: '2026-11-25', rule }).by_horizon['1']
 * ```
 * @see docs/ask-analysis-event.md#the-playbook
 */
export function measureEventReactions(surprises: readonly ReleaseSurprise[], bars: MarketBars, options: MeasureEventReactionsOptions): EventReactions {
  const fn = 'measureEventReactions';
  if (bars.interval !== '1d') throw new GuidekitError(`${fn}: bars must be daily (1d), got ${bars.interval}`, { code: 'invalid_bars', field: 'bars' });
  const end = addDays(options.asOf, 1, { in: utc }).getTime();
  const days: string[] = [];
  const closes: number[] = [];
  for (let i = 0; i < bars.times.length; i++) {
    const t = bars.times[i]!;
    const c = bars.close[i]!;
    if (t >= end || !Number.isFinite(c)) continue;
    days.push(new Date(t).toISOString().slice(0, 10));
    closes.push(c);
  }
  const reactions: EventReaction[] = [];
  let unmeasured = 0;
  for (const s of surprises) {
    if (s.bucket === null || s.date >= options.asOf) continue;
    const first = days.findIndex((d) => d >= s.date);
    // The release day must have its own bar (or the next trading day's, within a long weekend), and a close before it.
    if (first <= 0 || differenceInCalendarDays(days[first]!, s.date, { in: utc }) > MAX_GAP_DAYS) {
      unmeasured++;
      continue;
    }
    const moves: Record<string, number | null> = {};
    for (const h of options.rule.horizonsDays) {
      const at = first + h - 1;
      moves[String(h)] = at < closes.length ? Number(((closes[at]! / closes[first - 1]! - 1) * 100).toFixed(4)) : null;
    }
    reactions.push({ reference_period: s.reference_period, date: s.date, bucket: s.bucket, moves });
  }
  const byHorizon: Record<string, ReactionBucketStats[]> = {};
  for (const h of options.rule.horizonsDays) {
    byHorizon[String(h)] = SURPRISE_BUCKETS.map((bucket) =>
      summarise(
        bucket,
        reactions.filter((r) => r.bucket === bucket).map((r) => r.moves[String(h)]).filter((m): m is number => m !== null && m !== undefined),
        options.rule.minSamples,
      ),
    );
  }
  return { instrument: bars.symbol, reactions, unmeasured, by_horizon: byHorizon };
}

function summarise(bucket: SurpriseBucket, moves: readonly number[], minSamples: number): ReactionBucketStats {
  const n = moves.length;
  if (n === 0) return { bucket, n, mean_pct: null, median_pct: null, up_share_pct: null, direction: null, hit_rate_pct: null, loo_hit_rate_pct: null, status: 'insufficient' };
  const r4 = (x: number) => Number(x.toFixed(4));
  const pct = (x: number) => Number((x * 100).toFixed(2));
  const mean = moves.reduce((s, x) => s + x, 0) / n;
  const sorted = [...moves].sort((a, b) => a - b);
  const median = n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  const up = moves.filter((m) => m > 0).length;
  const enough = n >= minSamples;
  const direction = !enough || mean === 0 ? null : mean > 0 ? 'up' : 'down';
  const hit = direction === null ? null : moves.filter((m) => (direction === 'up' ? m > 0 : m < 0)).length / n;
  let loo: number | null = null;
  if (enough) {
    let hits = 0;
    let judged = 0;
    const total = moves.reduce((s, x) => s + x, 0);
    for (const m of moves) {
      const others = (total - m) / (n - 1);
      if (others === 0 || m === 0) continue;
      judged++;
      if (Math.sign(others) === Math.sign(m)) hits++;
    }
    loo = judged === 0 ? null : pct(hits / judged);
  }
  return {
    bucket,
    n,
    mean_pct: r4(mean),
    median_pct: r4(median),
    up_share_pct: pct(up / n),
    direction,
    hit_rate_pct: hit === null ? null : pct(hit),
    loo_hit_rate_pct: loo,
    status: enough ? 'ok' : 'insufficient',
  };
}
