import type { MarketBars } from '../../ports/MarketBars.js';
import type { SignalHistoryEvaluation } from './evaluateSignalHistory.js';
import type { SignalVariant } from './signalVariants.js';

/** Options of {@link evaluateSignalVariant}. */
export interface EvaluateSignalVariantOptions {
  readonly variant: SignalVariant;
  /** Pseudo-trades at the drift rate. Required (the variant table's). */
  readonly priorStrength: number;
  /** Resolved trades in the state before a call. Required. */
  readonly minSamples: number;
  /** Stop in ATRs and take-profit ÷ stop of the engine's trade. Required. */
  readonly atrMultiple: number;
  readonly rewardRatio: number;
}

function stateOf(variant: SignalVariant, times: Float64Array, volState: Uint8Array, t: number): number {
  switch (variant.state) {
    case 'none':
      return 0;
    case 'volatility':
      return volState[t]!;
    case 'turn_of_month': {
      const d = new Date(times[t]!).getUTCDate();
      return d >= 27 || d <= 3 ? 1 : 0;
    }
    case 'weekday':
      return new Date(times[t]!).getUTCDay();
  }
}

/**
 * Evaluates one pre-declared variant on one history, on the engine's trade (same stop, target and cost), in the shape
 * of {@link SignalHistoryEvaluation} so that the same summary scores it: its probability at bar t is the hit rate of
 * its own past trades in the same state and direction whose exit bar is ≤ t, shrunk toward drift's rate at t as
 * `priorStrength` pseudo-trades; a call needs `minSamples` such trades and the probability above the break-even.
 *
 * @param bars - The history, oldest first.
 * @param base - The engine's evaluation of the same history (its trades, drift, ATR, regime and rule baselines are reused).
 * @param options - {@link EvaluateSignalVariantOptions}.
 * @returns The variant's events, baselines included.
 * @throws Error naming evaluateSignalVariant when the bars and base differ in length.
 * @example
 * ```ts
 * const s = summarizeSignalEvaluation([evaluateSignalVariant(bars, base, { variant, priorStrength: 50, minSamples: 30, atrMultiple: 1.5, rewardRatio: 1 })]);
 * ```
 * @see docs/signal-model.md
 */
export function evaluateSignalVariant(bars: MarketBars, base: SignalHistoryEvaluation, options: EvaluateSignalVariantOptions): SignalHistoryEvaluation {
  const { variant, priorStrength: k, minSamples, atrMultiple, rewardRatio: rr } = options;
  const n = bars.close.length;
  if (base.bars !== n) throw new Error('evaluateSignalVariant: bars and base must be the same history');
  const { atr, volState, trades, drift } = base.context;
  const close = bars.close;
  const G = 16;
  // Direction and state per bar.
  const dirAt = new Int8Array(n);
  const group = new Int32Array(n).fill(-1);
  for (let t = 0; t < n; t++) {
    if (!(atr[t]! > 0)) continue;
    let d = 0;
    if (variant.direction === 'long') d = 1;
    else if (t >= variant.lookback) {
      const x = close[t - variant.skip]! - close[t - variant.lookback]!;
      d = x > 0 ? 1 : x < 0 ? -1 : 0;
      if (variant.direction === 'reversal') d = -d;
    }
    if (variant.highVolOnly && volState[t] !== 3) d = 0;
    if (d === 0) continue;
    dirAt[t] = d;
    group[t] = stateOf(variant, bars.times, volState, t) * 2 + (d > 0 ? 0 : 1);
  }
  // Resolutions per exit bar and group.
  const exitCnt = new Int32Array(n * G);
  const exitHit = new Int32Array(n * G);
  for (let j = 0; j < n; j++) {
    const g = group[j]!;
    if (g < 0) continue;
    const code = dirAt[j]! > 0 ? trades.long[j]! : trades.short[j]!;
    if (code < 0) continue;
    const e = (code >> 1) * G + g;
    exitCnt[e] = exitCnt[e]! + 1;
    exitHit[e] = exitHit[e]! + (code & 1);
  }
  const cnt = new Int32Array(G);
  const hit = new Int32Array(G);
  const cap = n;
  const at = new Int32Array(cap);
  const exit = new Int32Array(cap);
  const month = new Int32Array(cap);
  const dir = new Int8Array(cap);
  const engine = new Float64Array(cap);
  const driftP = new Float64Array(cap);
  const outcome = new Uint8Array(cap);
  const traded = new Uint8Array(cap);
  const breakeven = new Float64Array(cap);
  const longOutcome = new Int8Array(cap);
  const driftTradeOutcome = new Int8Array(cap);
  const trendDir = new Int8Array(cap);
  const trendOutcome = new Int8Array(cap);
  const momentumDir = new Int8Array(cap);
  const momentumOutcome = new Int8Array(cap);
  let m = 0;
  let candidates = 0;
  for (let t = 0; t < n; t++) {
    for (let g = 0; g < G; g++) {
      cnt[g] = cnt[g]! + exitCnt[t * G + g]!;
      hit[g] = hit[g]! + exitHit[t * G + g]!;
    }
    const g = group[t]!;
    if (g < 0) continue;
    candidates++;
    const d = dirAt[t]!;
    const code = d > 0 ? trades.long[t]! : trades.short[t]!;
    if (code < 0) continue;
    const pd = d > 0 ? drift.long[t]! : drift.short[t]!;
    const ns = cnt[g]!;
    const p = (hit[g]! + k * pd) / (ns + k);
    const risk = atrMultiple * atr[t]!;
    const spread = (close[t]! * base.spreadBps) / 10_000;
    const be = (risk + spread) / ((1 + rr) * risk);
    at[m] = t;
    exit[m] = code >> 1;
    month[m] = base.rules.month[t]!;
    dir[m] = d;
    engine[m] = p;
    driftP[m] = pd;
    outcome[m] = code & 1;
    traded[m] = ns >= minSamples && p > be && spread < rr * risk ? 1 : 0;
    breakeven[m] = be;
    longOutcome[m] = trades.long[t]! < 0 ? -1 : trades.long[t]! & 1;
    const dc = drift.long[t]! >= drift.short[t]! ? trades.long[t]! : trades.short[t]!;
    driftTradeOutcome[m] = dc < 0 ? -1 : dc & 1;
    trendDir[m] = base.rules.trend.dir[t]!;
    trendOutcome[m] = base.rules.trend.outcome[t]!;
    momentumDir[m] = base.rules.momentum.dir[t]!;
    momentumOutcome[m] = base.rules.momentum.outcome[t]!;
    m++;
  }
  return {
    ...base,
    candidates,
    unresolved: candidates - m,
    at: at.subarray(0, m),
    exit: exit.subarray(0, m),
    month: month.subarray(0, m),
    dir: dir.subarray(0, m),
    engine: engine.subarray(0, m),
    drift: driftP.subarray(0, m),
    outcome: outcome.subarray(0, m),
    traded: traded.subarray(0, m),
    breakeven: breakeven.subarray(0, m),
    longOutcome: longOutcome.subarray(0, m),
    driftTradeOutcome: driftTradeOutcome.subarray(0, m),
    trendDir: trendDir.subarray(0, m),
    trendOutcome: trendOutcome.subarray(0, m),
    momentumDir: momentumDir.subarray(0, m),
    momentumOutcome: momentumOutcome.subarray(0, m),
  };
}
