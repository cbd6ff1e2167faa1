/** Calendar arithmetic on ISO `YYYY-MM-DD` dates for the adapters (UTC, no time of day). */

/** `iso` plus `days` (negative to go back). */
export function addDaysIso(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Splits `[since, until]` (both inclusive) into consecutive windows of at most `days` days, oldest first, so that no
 * single request to a source without pagination can grow without bound.
 */
export function splitDateWindows(since: string, until: string, days: number): { readonly start: string; readonly end: string }[] {
  const out: { start: string; end: string }[] = [];
  let start = since;
  while (start <= until) {
    const last = addDaysIso(start, days - 1);
    const end = last < until ? last : until;
    out.push({ start, end });
    start = addDaysIso(end, 1);
  }
  return out;
}

/** The `YYYY-MM-DD` part of an ISO date or date-time, or null. */
export function isoDayOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return m === null ? null : m[1]!;
}
