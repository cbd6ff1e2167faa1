/** Drawdown episodes as backtesting.py's `compute_drawdown_duration_peaks` sees them. */
export interface DrawdownPeriods {
  /** Calendar days of each episode, from its last high to its recovery (or to the last bar). */
  readonly durations: number[];
  /** Deepest drawdown (fraction) of each episode. */
  readonly peaks: number[];
}

/**
 * Splits a drawdown curve into episodes as backtesting.py does. The candidate bars are every bar at a
 * running high (drawdown 0) plus the last bar. Each gap of more than one bar between two consecutive
 * candidates is one episode. It runs from the earlier candidate to the later one, both included. Its duration
 * is the calendar-day difference and its peak is the largest drawdown in that span. A drawdown only on the
 * very last bar therefore forms no episode.
 *
 * @param drawdown - 1 − equity ÷ running peak at each bar.
 * @param days - Epoch day of each bar.
 */
export function findDrawdownPeriods(drawdown: Float64Array, days: Int32Array): DrawdownPeriods {
  const n = drawdown.length;
  const durations: number[] = [];
  const peaks: number[] = [];
  let prev = -1;
  for (let i = 0; i < n; i++) {
    if (drawdown[i] !== 0 && i !== n - 1) continue;
    if (prev >= 0 && i > prev + 1) {
      let peak = Number.NEGATIVE_INFINITY;
      for (let k = prev; k <= i; k++) if ((drawdown[k] as number) > peak) peak = drawdown[k] as number;
      durations.push((days[i] as number) - (days[prev] as number));
      peaks.push(peak);
    }
    prev = i;
  }
  return { durations, peaks };
}
