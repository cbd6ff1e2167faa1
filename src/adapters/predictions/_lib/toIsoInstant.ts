/**
 * A venue's time text as an ISO 8601 instant, or null when absent or unreadable (an unreadable time is no time, never
 * a crash). Accepts ISO 8601 and the `YYYY-MM-DD HH:MM:SS+00` form Gamma uses for `closedTime`.
 *
 * @param text - The venue's time text.
 * @returns The instant, or null.
 * @example
 * ```ts
 * toIsoInstant('2025-11-01 06:28:08+00'); //=> '2025-11-01T06:28:08.000Z'
 * ```
 * @see docs/prediction-venues.md
 */
export function toIsoInstant(text: string | null | undefined): string | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const normalised = text.trim().replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2').replace(/([+-]\d{2})$/, '$1:00');
  const ms = Date.parse(normalised);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}
