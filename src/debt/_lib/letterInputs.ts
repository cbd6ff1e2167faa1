import { GuidekitError } from '../../core/GuidekitError.js';
import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';

/**
 * Reads an optional free-text input of the rights engines (`collector`, `situation`, a negative item): absent stays
 * `null`; otherwise a trimmed, non-empty string of at most `max` characters.
 *
 * @param value - The input as given.
 * @param options - `fn`: engine name; `field`: field path; `max`: longest length allowed.
 * @returns The trimmed text or `null`.
 * @throws {@link GuidekitError} `invalid_value` (not a string, or blank) or `too_big` (too long) on `field`.
 * @example
 * ```ts
 * readOptionalText('  Acme  ', { fn: 'briefCollectionRights', field: 'collector', max: 200 }) //=> 'Acme'
 * ```
 */
export function readOptionalText(value: unknown, options: { readonly fn: string; readonly field: string; readonly max: number }): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new GuidekitError(`${options.fn}: ${options.field} must be non-empty text`, { code: 'invalid_value', field: options.field });
  }
  const text = value.trim();
  if (text.length > options.max) {
    throw new GuidekitError(`${options.fn}: ${options.field} must be at most ${options.max} characters`, { code: 'too_big', field: options.field });
  }
  return text;
}

/**
 * Writes an hour of the day for narrative text: `8 a.m.`, `7:30 a.m.`, `9 p.m.` in English; `8:00`, `7:30`, `21:00`
 * in Spanish (24-hour clock).
 *
 * @param hour - Hour on a 24-hour clock; a fraction is minutes (7.5 is 7:30).
 * @param lang - `'en'` or `'es'`.
 * @returns The text.
 * @example
 * ```ts
 * formatHour(21, 'en') //=> '9 p.m.'
 * ```
 */
export function formatHour(hour: number, lang: ShippedLanguage): string {
  const whole = Math.floor(hour);
  const minutes = Math.round((hour - whole) * 60);
  const mm = String(minutes).padStart(2, '0');
  if (lang === 'es') return `${whole}:${mm}`;
  if (lang === 'de') return `${whole}:${mm} Uhr`;
  // French (France and Québec alike) writes the 24-hour clock with "h": 8 h, 7 h 30, 21 h.
  if (lang === 'fr') return minutes === 0 ? `${whole} h` : `${whole} h ${mm}`;
  const h12 = whole % 12 === 0 ? 12 : whole % 12;
  const suffix = whole < 12 ? 'a.m.' : 'p.m.';
  return minutes === 0 ? `${h12} ${suffix}` : `${h12}:${mm} ${suffix}`;
}
