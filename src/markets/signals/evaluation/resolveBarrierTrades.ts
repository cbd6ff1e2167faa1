import { firstBarrierTouch } from '../_lib/firstBarrierTouch.js';

/** Options of {@link resolveBarrierTrades}. */
export interface ResolveBarrierTradesOptions {
  /** Stop distance in ATRs at the entry bar. Required (the signal model's `atr_multiple`, 1.5). */
  readonly atrMultiple: number;
  /** Take-profit distance ÷ stop distance. Required (the model's `default_reward_ratio`, 1.0). */
  readonly rewardRatio: number;
}

/** Outcome codes of the long and the short barrier trade opened at every bar's close. */
export interface BarrierTrades {
  /**
   * Per entry bar j: `2·k + 1` when the long trade's take-profit was touched first at bar k, `2·k` when its stop was
   * (a bar touching both counts as the stop), −1 when neither was touched by the last bar or bar j has no ATR.
   */
  readonly long: Int32Array;
  /** The same for the short trade. */
  readonly short: Int32Array;
}

/**
 * Resolves, for every bar, the long and the short trade the signal engine would open at its close: a stop
 * `atrMultiple` × ATR away and a take-profit `rewardRatio` times as far, first barrier touched by a later bar's high
 * or low (a bar touching both counts as the stop), exactly as generateSignal's walk-forward history and
 * evaluateSignalCalibration resolve them. The outcome of the trade opened at bar j reads bars after j only; whether it
 * was known at a later bar t is `exit ≤ t` (exit = code >> 1).
 *
 * @param high - Highs, oldest first.
 * @param low - Lows.
 * @param close - Closes (the entries).
 * @param atr - ATR at each bar (NaN while warming up).
 * @param options - {@link ResolveBarrierTradesOptions}.
 * @returns {@link BarrierTrades}.
 * @throws Error naming resolveBarrierTrades when the arrays differ in length or an option is not positive.
 * @example
 * ```ts
 * const { long } = resolveBarrierTrades(high, low, close, atr, { atrMultiple: 1.5, rewardRatio: 1 });
 * const won = long[j]! >= 0 && (long[j]! & 1) === 1;
 * ```
 * @see docs/signal-quality.md
 */
export function resolveBarrierTrades(
  high: ArrayLike<number>,
  low: ArrayLike<number>,
  close: ArrayLike<number>,
  atr: ArrayLike<number>,
  options: ResolveBarrierTradesOptions,
): BarrierTrades {
  const n = close.length;
  if (high.length !== n || low.length !== n || atr.length !== n) throw new Error('resolveBarrierTrades: high, low, close and atr must have the same length');
  const { atrMultiple, rewardRatio: rr } = options;
  if (!(atrMultiple > 0) || !(rr > 0)) throw new Error('resolveBarrierTrades: atrMultiple and rewardRatio must be positive');
  const long = new Int32Array(n).fill(-1);
  const short = new Int32Array(n).fill(-1);
  for (let j = 0; j < n; j++) {
    const a = atr[j] as number;
    if (!(a > 0)) continue;
    const risk = atrMultiple * a;
    const c = close[j] as number;
    // The same expressions as generateSignal's stop and take-profit (entry − dir·risk, entry + dir·rr·risk).
    long[j] = firstBarrierTouch(high, low, j + 1, n - 1, 1, c - 1 * risk, c + 1 * rr * risk);
    short[j] = firstBarrierTouch(high, low, j + 1, n - 1, -1, c - -1 * risk, c + -1 * rr * risk);
  }
  return { long, short };
}
