import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';

/** Writes a ratio as a percentage with up to one decimal (`12.5%` / `12,5 %`). */
export function formatPercent(ratio: number, lang: ShippedLanguage): string {
  const value = Math.round(ratio * 1000) / 10;
  const text = String(value);
  // Spanish, German and French write a decimal comma and a space before the sign (DIN 5008 for German); French uses
  // the narrow no-break space.
  if (lang === 'fr') return `${text.replace('.', ',')}\u202f%`;
  return lang === 'en' ? `${text}%` : `${text.replace('.', ',')} %`;
}
