/**
 * Writes a number for narrative text: at most `decimals` decimals (trailing zeros dropped), no grouping, a decimal
 * point in English and a decimal comma in Spanish. No grouping keeps every figure in the text readable back to the
 * number in the answer's fields, which the narrative check relies on (see `findForeignFigures`).
 *
 * @param value - The number.
 * @param options - `decimals` (default 2) and `lang` (default `en`).
 * @returns The text.
 * @example
 * ```ts
 * formatFigure(0.41234, { lang: 'es' }) //=> '0,41'
 * formatFigure(-25, {}) //=> '-25'
 * ```
 * @see docs/ask-analysis-event.md#the-narrative
 */
export function formatFigure(value: number, options: { readonly decimals?: number; readonly lang?: 'en' | 'es' } = {}): string {
  const fixed = Number(value.toFixed(options.decimals ?? 2));
  const text = String(Object.is(fixed, -0) ? 0 : fixed);
  return options.lang === 'es' ? text.replace('.', ',') : text;
}
