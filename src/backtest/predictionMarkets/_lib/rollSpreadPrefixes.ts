/**
 * Roll's (1984) implied spread (as estimateRollSpread computes it, floored at `tick`) for every prefix at once: `out[end]` is the estimate from the trades before index `end`,
 * by sliding sums over the window (O(n) for a market instead of O(n × lookback)).
 */
export function rollSpreadPrefixes(prices: Float64Array, lookback: number, tick: number): Float64Array {
  const n = prices.length;
  const out = new Float64Array(n + 1);
  let sa = 0;
  let sb = 0;
  let sab = 0;
  let lo = 2; // first pair index inside the window
  for (let end = 0; end <= n; end++) {
    // Pairs i in [max(0, end − lookback) + 2, end − 1]: pair end − 1 enters as end grows; pairs below the start leave.
    const i = end - 1;
    if (i >= 2) {
      const a = (prices[i] as number) - (prices[i - 1] as number);
      const b = (prices[i - 1] as number) - (prices[i - 2] as number);
      sa += a;
      sb += b;
      sab += a * b;
    }
    const start = Math.max(0, end - lookback) + 2;
    while (lo < start) {
      const a = (prices[lo] as number) - (prices[lo - 1] as number);
      const b = (prices[lo - 1] as number) - (prices[lo - 2] as number);
      sa -= a;
      sb -= b;
      sab -= a * b;
      lo++;
    }
    const pairs = end - start;
    if (pairs < 1 || end - Math.max(0, end - lookback) - 1 < 3) {
      out[end] = tick;
      continue;
    }
    const cov = sab / pairs - (sa / pairs) * (sb / pairs);
    out[end] = cov < 0 ? Math.max(tick, 2 * Math.sqrt(-cov)) : tick;
  }
  return out;
}
