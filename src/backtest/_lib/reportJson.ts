import Decimal from 'decimal.js';

/**
 * Serialises a report's data for a `<script type="application/json">` block: Decimals as their exact decimal text,
 * non-finite numbers as `null`, typed arrays as arrays, and every `<`, `>`, `&`, U+2028 and U+2029 written as a
 * `\u` escape, so no text in the data (a rule, a title, a market name) can close the block or open a comment.
 * `JSON.parse` of the block's text gives the data back.
 *
 * @param data - The report data.
 * @returns The JSON text, safe inside a script element.
 */
export function toReportJson(data: unknown): string {
  return JSON.stringify(data, function replacer(this: unknown, key: string, value: unknown) {
    const raw = (this as Record<string, unknown>)[key];
    if (Decimal.isDecimal(raw)) return (raw as Decimal).toString();
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return Array.from(value as unknown as ArrayLike<number>, (v) => (Number.isFinite(v) ? v : null));
    return value;
  }).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
