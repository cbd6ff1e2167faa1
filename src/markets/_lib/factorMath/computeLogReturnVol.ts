/**
 * Sample standard deviation (n − 1) of the daily log returns of the last `days` returns ending at index `end`.
 *
 * @param closes - Positive closes, oldest first.
 * @param end - Index of the last close used.
 * @param days - Number of returns (needs `days + 1` closes ending at `end`, `days ≥ 2`).
 * @returns The per-day standard deviation (not annualised); NaN when there are too few closes.
 */
export function computeLogReturnVol(closes: ArrayLike<number>, end: number, days: number): number {
  if (days < 2 || end - days < 0) return Number.NaN;
  let mean = 0;
  for (let i = end - days + 1; i <= end; i++) mean += Math.log((closes[i] as number) / (closes[i - 1] as number));
  mean /= days;
  let sum = 0;
  for (let i = end - days + 1; i <= end; i++) sum += (Math.log((closes[i] as number) / (closes[i - 1] as number)) - mean) ** 2;
  return Math.sqrt(sum / (days - 1));
}
