/**
 * Days since 1970-01-01 of an ISO `YYYY-MM-DD` date (proleptic Gregorian, no time zone).
 *
 * @param iso - A date already checked by {@link isIsoDate}.
 * @returns The epoch day (negative before 1970).
 */
export function epochDay(iso: string): number {
  // Howard Hinnant's days_from_civil: integer arithmetic, no Date allocation (called for every bar).
  let y = digits(iso, 0, 4);
  const m = digits(iso, 5, 2);
  const d = digits(iso, 8, 2);
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** Whether `text` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  if (text.length !== 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return false;
  for (let i = 0; i < 10; i++) {
    if (i === 4 || i === 7) continue;
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  const y = digits(text, 0, 4);
  const m = digits(text, 5, 2);
  const d = digits(text, 8, 2);
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const monthDays = m === 2 ? (leap ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
  return d <= monthDays;
}

function digits(text: string, from: number, count: number): number {
  let v = 0;
  for (let i = from; i < from + count; i++) v = v * 10 + (text.charCodeAt(i) - 48);
  return v;
}
