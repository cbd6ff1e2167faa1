/** One row of a report's calibration table: trades whose price paid fell in [from, to). */
export interface ReportCalibrationRow {
  readonly from: number;
  readonly to: number;
  readonly trades: number;
  readonly won: number;
  /** Mean price paid per contract (the implied probability bought), `null` without trades. */
  readonly avg_price: number | null;
  /** Share of those trades whose side won, `null` without trades. */
  readonly win_rate: number | null;
  /** win_rate − avg_price: positive when the side won more often than its price implied. */
  readonly gap: number | null;
}

/**
 * Groups trades into ten price bins of width 0.1 (a price of exactly 1 falls in the last) and compares the mean
 * price paid with the share won, as a reliability table does for forecasts.
 *
 * @param trades - Price paid in (0, 1] and whether the side won, per trade.
 * @returns Ten rows, from [0, 0.1) to [0.9, 1].
 */
export function computeReportCalibration(trades: readonly { readonly price: number; readonly won: boolean }[]): ReportCalibrationRow[] {
  const sums = Array.from({ length: 10 }, () => ({ n: 0, won: 0, price: 0 }));
  for (const t of trades) {
    if (!Number.isFinite(t.price)) continue;
    const s = sums[Math.min(9, Math.max(0, Math.floor(t.price * 10)))]!;
    s.n++;
    s.price += t.price;
    if (t.won) s.won++;
  }
  return sums.map((s, i) => {
    const avg = s.n === 0 ? null : s.price / s.n;
    const rate = s.n === 0 ? null : s.won / s.n;
    return { from: i / 10, to: (i + 1) / 10, trades: s.n, won: s.won, avg_price: avg, win_rate: rate, gap: avg === null || rate === null ? null : rate - avg };
  });
}
