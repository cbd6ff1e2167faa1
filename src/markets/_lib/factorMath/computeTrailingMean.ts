/**
 * Simple moving average of the `days` closes ending at index `end` (the close at `end` included).
 *
 * @param closes - Closes, oldest first.
 * @param end - Index of the last close.
 * @param days - Window length (≥ 1).
 * @returns The average; NaN when fewer than `days` closes end at `end`.
 */
export function computeTrailingMean(closes: ArrayLike<number>, end: number, days: number): number {
  if (days < 1 || end - days + 1 < 0) return Number.NaN;
  let sum = 0;
  for (let i = end - days + 1; i <= end; i++) sum += closes[i] as number;
  return sum / days;
}
