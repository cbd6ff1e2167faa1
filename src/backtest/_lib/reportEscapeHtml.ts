/**
 * Escapes text for HTML element content and quoted attribute values.
 *
 * @param s - Any text.
 * @returns The text with `& < > " '` as entities.
 */
export function escapeReportHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}
