import { scoreProbabilityForecasts, type ProbabilityForecastScores } from '../scoreProbabilityForecasts.js';
import { bootstrapMonthBlocks, type BootstrapInterval } from './bootstrapMonthBlocks.js';
import { bootstrapMonthBlockSet } from './bootstrapMonthBlockSet.js';
import type { SignalHistoryEvaluation } from './evaluateSignalHistory.js';

/** Options of {@link summarizeSignalEvaluation}. */
export interface SummarizeSignalEvaluationOptions {
  /** Seed of the month-block bootstrap. Default 19. */
  readonly seed?: number;
  /** Bootstrap resamples. Default 1,000. */
  readonly resamples?: number;
  /** Also summarize the stand-alone rules on every bar (`rules`). Default true. */
  readonly withRules?: boolean;
}

/** Three forecasters on the same candidates. */
export interface ForecasterTriple {
  readonly engine: number;
  readonly barrier: number;
  readonly drift: number;
}

/** One reliability table: 10 bins of width 0.1 and the expected calibration error. */
export interface CalibrationTable {
  readonly ece: number;
  readonly bins: readonly { readonly lower: number; readonly upper: number; readonly count: number; readonly mean_probability: number; readonly observed_rate: number }[];
}

/** A stand-alone direction rule traded on every bar where it has a reading. */
export interface RuleSummary {
  readonly count: number;
  readonly hit_rate: number;
  readonly mean_breakeven: number;
  /** hit_rate − mean_breakeven, with its month-block interval. */
  readonly margin: BootstrapInterval;
}

/** What {@link summarizeSignalEvaluation} reports for a set of instruments (one, a class, a half, or all). */
export interface SignalEvaluationSummary {
  readonly instruments: number;
  /** Scored candidates (resolved within the history). */
  readonly candidates: number;
  /** Candidates still open at the end of the history (not scored). */
  readonly unresolved: number;
  readonly observed_rate: number;
  readonly brier: ForecasterTriple;
  readonly log_loss: ForecasterTriple;
  /** Brier(drift) − Brier(engine) per candidate, month-block interval: positive when the engine's probabilities beat drift's. */
  readonly brier_edge_over_drift: BootstrapInterval;
  readonly calls: {
    readonly count: number;
    readonly hit_rate: number;
    readonly mean_stated: number;
    readonly mean_breakeven: number;
    /** What the drift forecaster stated for the same trades. */
    readonly mean_drift: number;
    /** A long trade with the same stop and target on the same bars. */
    readonly always_long_hit_rate: number;
    /** The 20-day trend rule's and the 12-1 momentum rule's trade on the same bars (bars where they have a reading). */
    readonly trend_20d_hit_rate: number;
    readonly tsmom_12_1_hit_rate: number;
    /** Calls that open at or after the exit of the previous call counted (per instrument). */
    readonly non_overlapping: { readonly count: number; readonly hit_rate: number; readonly mean_breakeven: number };
    /** Mean of (outcome − break-even), month-block interval. */
    readonly margin: number;
    readonly margin_ci95: readonly [number, number];
    /** Mean of (outcome − the long trade's outcome on the same bar). */
    readonly over_always_long: BootstrapInterval;
    /** Mean of (outcome − drift's stated probability for the trade): what the calls win beyond what drift promises. */
    readonly edge_over_drift: BootstrapInterval;
    /** Hit rate of drift's own free trade on the same bars (its better direction), and the calls' mean margin over it. */
    readonly drift_trade_hit_rate: number;
    readonly over_drift_trade: BootstrapInterval;
  };
  /** The rules on every bar of the same instruments; null when not asked for. */
  readonly rules: { readonly always_long: RuleSummary; readonly trend_20d: RuleSummary; readonly tsmom_12_1: RuleSummary } | null;
  readonly calibration: { readonly engine: CalibrationTable; readonly drift: CalibrationTable; readonly barrier: CalibrationTable };
}

const mean = (s: number, n: number): number => (n === 0 ? Number.NaN : s / n);

function table(scores: ProbabilityForecastScores): CalibrationTable {
  return { ece: scores.calibration_error, bins: scores.reliability.map((b) => ({ ...b })) };
}

/**
 * Pools the walk-forward evaluation of one or more instruments: Brier and log loss of the engine, the barrier and the
 * drift forecaster on the same candidates; the calls' hit rate beside their break-even, drift's promise, always-long,
 * the 20-day trend and 12-1 momentum on the same bars; non-overlapping calls; month-block bootstrap intervals of the
 * margin over break-even, over always-long and over drift; the rules on every bar; and 10-bin reliability tables with
 * the expected calibration error. Bootstrap blocks are (instrument, calendar month).
 *
 * @param histories - {@link SignalHistoryEvaluation}s, one per instrument.
 * @param options - {@link SummarizeSignalEvaluationOptions}.
 * @returns {@link SignalEvaluationSummary}.
 * @throws Error naming bootstrapMonthBlocks for bad bootstrap options.
 * @example
 * ```ts
 * const s = summarizeSignalEvaluation([evaluateSignalHistory(bars, { model, spreadBps: 6 })]);
 * s.brier.engine; s.calls.edge_over_drift.ci95;
 * ```
 * @see docs/signal-quality.md
 */
export function summarizeSignalEvaluation(histories: readonly SignalHistoryEvaluation[], options: SummarizeSignalEvaluationOptions = {}): SignalEvaluationSummary {
  const boot = { seed: options.seed ?? 19, resamples: options.resamples ?? 1000 };
  const withRules = options.withRules ?? true;
  let total = 0;
  let unresolved = 0;
  let calls = 0;
  for (const h of histories) {
    total += h.engine.length;
    unresolved += h.unresolved;
    for (let i = 0; i < h.traded.length; i++) calls += h.traded[i]!;
  }
  const pe = new Float64Array(total);
  const pb = new Float64Array(total);
  const pd = new Float64Array(total);
  const o = new Uint8Array(total);
  const brierGain = new Float64Array(total);
  const candBlock = new Int32Array(total);
  const callBlock = new Int32Array(calls);
  const callMargin = new Float64Array(calls);
  const callOverLong = new Float64Array(calls);
  const callOverDrift = new Float64Array(calls);
  const callOverDriftTrade = new Float64Array(calls);
  let driftTradeHit = 0;
  let driftTradeN = 0;
  let hit = 0;
  let stated = 0;
  let be = 0;
  let driftSum = 0;
  let longHit = 0;
  let longN = 0;
  let trendHit = 0;
  let trendN = 0;
  let momHit = 0;
  let momN = 0;
  let noCount = 0;
  let noHit = 0;
  let noBe = 0;
  let c = 0;
  let q = 0;
  const rules = { always_long: { v: [] as number[], b: [] as number[], be: 0 }, trend_20d: { v: [] as number[], b: [] as number[], be: 0 }, tsmom_12_1: { v: [] as number[], b: [] as number[], be: 0 } };
  histories.forEach((h, hi) => {
    const blockBase = hi * 100_000;
    let busyUntil = -1;
    for (let i = 0; i < h.engine.length; i++) {
      const out = h.outcome[i]!;
      pe[q] = h.engine[i]!;
      pb[q] = h.baseline;
      pd[q] = h.drift[i]!;
      o[q] = out;
      brierGain[q] = (h.drift[i]! - out) ** 2 - (h.engine[i]! - out) ** 2;
      candBlock[q] = blockBase + h.month[i]!;
      q++;
      if (h.traded[i] !== 1) continue;
      callBlock[c] = blockBase + h.month[i]!;
      callMargin[c] = out - h.breakeven[i]!;
      callOverDrift[c] = out - h.drift[i]!;
      const lo = h.longOutcome[i]!;
      callOverLong[c] = lo < 0 ? out - h.baseline : out - lo;
      const dt = h.driftTradeOutcome[i]!;
      callOverDriftTrade[c] = dt < 0 ? out - h.baseline : out - dt;
      if (dt >= 0) {
        driftTradeHit += dt;
        driftTradeN++;
      }
      c++;
      hit += out;
      stated += h.engine[i]!;
      be += h.breakeven[i]!;
      driftSum += h.drift[i]!;
      if (lo >= 0) {
        longHit += lo;
        longN++;
      }
      if (h.trendDir[i] !== 0 && h.trendOutcome[i]! >= 0) {
        trendHit += h.trendOutcome[i]!;
        trendN++;
      }
      if (h.momentumDir[i] !== 0 && h.momentumOutcome[i]! >= 0) {
        momHit += h.momentumOutcome[i]!;
        momN++;
      }
      if (h.at[i]! >= busyUntil) {
        noCount++;
        noHit += out;
        noBe += h.breakeven[i]!;
        busyUntil = h.exit[i]!;
      }
    }
    const n = h.bars;
    const addRule = (r: { v: number[]; b: number[]; be: number }, trades: { dir: Int8Array; outcome: Int8Array }): void => {
      for (let t = 0; t < n; t++) {
        if (trades.dir[t] === 0 || trades.outcome[t]! < 0) continue;
        const bt = h.rules.breakeven[t]!;
        if (!Number.isFinite(bt)) continue;
        r.v.push(trades.outcome[t]! - bt);
        r.be += bt;
        r.b.push(blockBase + h.rules.month[t]!);
      }
    };
    if (withRules) {
      addRule(rules.always_long, h.rules.long);
      addRule(rules.trend_20d, h.rules.trend);
      addRule(rules.tsmom_12_1, h.rules.momentum);
    }
  });
  const e = scoreProbabilityForecasts(pe, o, { binWidth: 0.1 });
  const b = scoreProbabilityForecasts(pb, o, { binWidth: 0.1 });
  const d = scoreProbabilityForecasts(pd, o, { binWidth: 0.1 });
  const [margin, overLong, overDrift, overDriftTrade] = bootstrapMonthBlockSet([callMargin, callOverLong, callOverDrift, callOverDriftTrade], callBlock, boot) as [BootstrapInterval, BootstrapInterval, BootstrapInterval, BootstrapInterval];
  const ruleSummary = (r: { v: number[]; b: number[]; be: number }): RuleSummary => {
    const m = bootstrapMonthBlocks(r.v, r.b, boot);
    return { count: r.v.length, hit_rate: r.v.length === 0 ? Number.NaN : m.point + r.be / r.v.length, mean_breakeven: mean(r.be, r.v.length), margin: m };
  };
  return {
    instruments: histories.length,
    candidates: total,
    unresolved,
    observed_rate: e.observed_rate,
    brier: { engine: e.brier, barrier: b.brier, drift: d.brier },
    log_loss: { engine: e.log_loss, barrier: b.log_loss, drift: d.log_loss },
    brier_edge_over_drift: bootstrapMonthBlocks(brierGain, candBlock, boot),
    calls: {
      count: calls,
      hit_rate: mean(hit, calls),
      mean_stated: mean(stated, calls),
      mean_breakeven: mean(be, calls),
      mean_drift: mean(driftSum, calls),
      always_long_hit_rate: mean(longHit, longN),
      trend_20d_hit_rate: mean(trendHit, trendN),
      tsmom_12_1_hit_rate: mean(momHit, momN),
      non_overlapping: { count: noCount, hit_rate: mean(noHit, noCount), mean_breakeven: mean(noBe, noCount) },
      margin: margin.point,
      margin_ci95: margin.ci95,
      over_always_long: overLong,
      edge_over_drift: overDrift,
      drift_trade_hit_rate: mean(driftTradeHit, driftTradeN),
      over_drift_trade: overDriftTrade,
    },
    rules: withRules ? { always_long: ruleSummary(rules.always_long), trend_20d: ruleSummary(rules.trend_20d), tsmom_12_1: ruleSummary(rules.tsmom_12_1) } : null,
    calibration: { engine: table(e), drift: table(d), barrier: table(b) },
  };
}
