import type { BarrierTrades } from './resolveBarrierTrades.js';

/** Options of {@link forecastDriftRates}. */
export interface ForecastDriftRatesOptions {
  /** The probability stated before enough trades have resolved (the barrier probability 1/(1 + reward ratio)). Required. */
  readonly baseline: number;
  /** Resolved trades needed before the rate is stated instead of the baseline. Default 30 (the engine's min_samples). */
  readonly minSamples?: number;
}

/** The drift forecaster's stated probability at every bar, per direction. */
export interface DriftRates {
  /** At bar t: of the long trades opened at earlier bars and resolved by bar t, the share that hit the take-profit. */
  readonly long: Float64Array;
  readonly short: Float64Array;
  /** Resolved long and short trades behind each rate. */
  readonly longCount: Int32Array;
  readonly shortCount: Int32Array;
}

/**
 * The "drift" forecaster a buyer gets for free: for a trade at bar t in a direction, the walk-forward hit rate of the
 * same-direction trade (same stop and target rule) opened at every earlier bar of the instrument whose outcome was
 * known by bar t (its exit bar ≤ t), overlapping trades included; the baseline until `minSamples` have resolved. It
 * reads outcomes known at t only, so it can be stated at t.
 *
 * @param trades - {@link BarrierTrades} of the instrument.
 * @param options - {@link ForecastDriftRatesOptions}.
 * @returns {@link DriftRates}.
 * @throws Error naming forecastDriftRates for a baseline outside (0, 1) or minSamples below 1.
 * @example
 * ```ts
 * const drift = forecastDriftRates(resolveBarrierTrades(h, l, c, atr, { atrMultiple: 1.5, rewardRatio: 1 }), { baseline: 0.5 });
 * drift.long[t]; // the long trade's walk-forward hit rate known at t
 * ```
 * @see docs/signal-quality.md
 */
export function forecastDriftRates(trades: BarrierTrades, options: ForecastDriftRatesOptions): DriftRates {
  const p0 = options.baseline;
  const minSamples = options.minSamples ?? 30;
  if (!(p0 > 0 && p0 < 1)) throw new Error('forecastDriftRates: baseline must be in (0, 1)');
  if (!(Number.isInteger(minSamples) && minSamples >= 1)) throw new Error('forecastDriftRates: minSamples must be an integer ≥ 1');
  const n = trades.long.length;
  // Resolutions per exit bar: counts and hits, per direction.
  const exitCount = [new Int32Array(n), new Int32Array(n)];
  const exitHits = [new Int32Array(n), new Int32Array(n)];
  const codes = [trades.long, trades.short];
  for (let d = 0; d < 2; d++) {
    const code = codes[d]!;
    const cnt = exitCount[d]!;
    const hit = exitHits[d]!;
    for (let j = 0; j < n; j++) {
      const c = code[j]!;
      if (c < 0) continue;
      const k = c >> 1;
      cnt[k] = cnt[k]! + 1;
      hit[k] = hit[k]! + (c & 1);
    }
  }
  const long = new Float64Array(n);
  const short = new Float64Array(n);
  const longCount = new Int32Array(n);
  const shortCount = new Int32Array(n);
  let nl = 0;
  let hl = 0;
  let ns = 0;
  let hs = 0;
  for (let t = 0; t < n; t++) {
    nl += exitCount[0]![t]!;
    hl += exitHits[0]![t]!;
    ns += exitCount[1]![t]!;
    hs += exitHits[1]![t]!;
    long[t] = nl >= minSamples ? hl / nl : p0;
    short[t] = ns >= minSamples ? hs / ns : p0;
    longCount[t] = nl;
    shortCount[t] = ns;
  }
  return { long, short, longCount, shortCount };
}
