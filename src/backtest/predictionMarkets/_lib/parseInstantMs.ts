/** Days from 1970-01-01 to the civil date y-m-d (proleptic Gregorian; H. Hinnant's days_from_civil). */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const digit = (s: string, i: number) => s.charCodeAt(i) - 48;
const two = (s: string, i: number) => digit(s, i) * 10 + digit(s, i + 1);

/**
 * Milliseconds of an ISO 8601 UTC instant. The corpus's own shape, `YYYY-MM-DDTHH:MM:SS[.fff…]Z`, is read from its
 * characters (Date.parse costs about a microsecond per call, which dominates a scan of tens of millions of trades);
 * anything else goes to Date.parse. NaN when it is not an instant.
 */
export function parseInstantMs(s: string): number {
  const n = s.length;
  if (n >= 20 && s.charCodeAt(n - 1) === 90 /* Z */ && s.charCodeAt(4) === 45 && s.charCodeAt(7) === 45 && s.charCodeAt(10) === 84 && s.charCodeAt(13) === 58 && s.charCodeAt(16) === 58) {
    const y = digit(s, 0) * 1000 + digit(s, 1) * 100 + two(s, 2);
    const mo = two(s, 5);
    const d = two(s, 8);
    const h = two(s, 11);
    const mi = two(s, 14);
    const se = two(s, 17);
    let ms = 0;
    let ok = n === 20;
    if (!ok && s.charCodeAt(19) === 46 /* . */ && n >= 22) {
      ok = true;
      let scale = 100;
      for (let i = 20; i < n - 1; i++) {
        const c = digit(s, i);
        if (c < 0 || c > 9) ok = false;
        ms += c * scale;
        scale /= 10;
      }
    }
    if (ok && y >= 1000 && mo >= 1 && mo <= 12 && d >= 1 && d <= 31 && h <= 23 && mi <= 59 && se <= 59 && h >= 0 && mi >= 0 && se >= 0) {
      const days = daysFromCivil(y, mo, d);
      // Day 31 of a 30-day month and the like are not instants: leave them to Date.parse's verdict.
      if (d <= 28 || daysFromCivil(y, mo, 1) + d - 1 < daysFromCivil(mo === 12 ? y + 1 : y, mo === 12 ? 1 : mo + 1, 1)) {
        return days * 86_400_000 + h * 3_600_000 + mi * 60_000 + se * 1000 + Math.floor(ms);
      }
    }
  }
  return Date.parse(s);
}
