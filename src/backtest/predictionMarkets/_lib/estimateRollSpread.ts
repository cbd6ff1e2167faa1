/**
 * Roll's (1984) implied bid-ask spread `2·√(−cov(Δpₜ, Δpₜ₋₁))` from the trade prices `prices[end − lookback .. end − 1]`,
 * floored at `tick`; the floor when fewer than three price changes exist or the serial covariance is not negative.
 */
export function estimateRollSpread(prices: Float64Array, end: number, lookback: number, tick: number): number {
  const from = Math.max(0, end - lookback);
  const changes = end - from - 1;
  if (changes < 3) return tick;
  let n = 0;
  let sa = 0;
  let sb = 0;
  let sab = 0;
  for (let i = from + 2; i < end; i++) {
    const a = (prices[i] as number) - (prices[i - 1] as number);
    const b = (prices[i - 1] as number) - (prices[i - 2] as number);
    n++;
    sa += a;
    sb += b;
    sab += a * b;
  }
  const cov = sab / n - (sa / n) * (sb / n);
  return cov < 0 ? Math.max(tick, 2 * Math.sqrt(-cov)) : tick;
}

