import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';

/**
 * Writes integer cents as a US-dollar amount for narrative text: `$1,234.56` in English, `1.234,56 US$` in Spanish
 * (RAE: symbol after the figure, point for thousands, comma for decimals). Deterministic, no Intl locale data.
 */
export function formatUsd(cents: number, lang: ShippedLanguage): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const frac = String(abs % 100).padStart(2, '0');
  const sep = lang === 'es' ? '.' : ',';
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const sign = negative ? '-' : '';
  return lang === 'es' ? `${sign}${grouped},${frac} US$` : `${sign}$${grouped}.${frac}`;
}

/** Writes a ratio as a percentage with up to one decimal (`12.5%` / `12,5 %`). */
export function formatPercent(ratio: number, lang: ShippedLanguage): string {
  const value = Math.round(ratio * 1000) / 10;
  const text = String(value);
  return lang === 'es' ? `${text.replace('.', ',')} %` : `${text}%`;
}
