import { GuidekitError } from '../../core/GuidekitError.js';
import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { BASKET_THEME_RULES, BASKET_THEMES, type BasketTheme, type BasketThemeRule } from '../rules/basketThemes.js';

/** Options of {@link listBasketConstituents}. */
export interface ListBasketConstituentsOptions {
  /** ISO date (YYYY-MM-DD) whose version of the theme's list applies. Required: holdings change. */
  readonly asOf: string;
}

/** What {@link listBasketConstituents} returns. */
export interface BasketConstituents {
  readonly theme: BasketTheme;
  /** The reference ETF whose holdings define the theme. */
  readonly etf: string;
  /** US-listed equity tickers of the basket. */
  readonly tickers: readonly string[];
  /** The dated, cited list applied (`unverified` until read on the issuer's holdings file). */
  readonly rule: AppliedRule<BasketThemeRule>;
}

/**
 * The constituents of a basket theme (ai, semis, defense, china-tech, nuclear, cyber, glp1, quantum) as of a date,
 * with the citation of the holdings they came from.
 *
 * @param theme - One of the eight themes.
 * @param options - {@link ListBasketConstituentsOptions}: `asOf`.
 * @returns The reference ETF, its tickers and the rule applied.
 * @throws {@link GuidekitError} `invalid_theme` on field `theme` for another value; `out_of_range` on `asOf` before the
 *   theme's first list.
 * @example
 * ```ts
 * listBasketConstituents('semis', { asOf: '2026-11-25' }).etf //=> 'SMH'
 * ```
 * @see docs/markets-instruments.md
 */
export function listBasketConstituents(theme: BasketTheme, options: ListBasketConstituentsOptions): BasketConstituents {
  if (!BASKET_THEMES.includes(theme)) {
    throw new GuidekitError(`listBasketConstituents: theme must be one of ${BASKET_THEMES.join(', ')}, got ${JSON.stringify(theme)}`, { code: 'invalid_theme', field: 'theme' });
  }
  const asOf = options?.asOf;
  if (typeof asOf !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) {
    throw new GuidekitError(`listBasketConstituents: asOf must be an ISO date (YYYY-MM-DD), got ${JSON.stringify(asOf)}`, { code: 'invalid_date', field: 'asOf' });
  }
  const rule = pickRule(BASKET_THEME_RULES[theme], asOf);
  if (rule === undefined) {
    throw new GuidekitError(`listBasketConstituents: no version of ${BASKET_THEME_RULES[theme].id} is in force on ${asOf}`, { code: 'out_of_range', field: 'asOf' });
  }
  return { theme, etf: rule.value.etf, tickers: rule.value.constituents, rule };
}
