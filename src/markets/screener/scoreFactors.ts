import { utc } from '@date-fns/utc';
import { subDays } from 'date-fns';
import { GuidekitError } from '../../core/GuidekitError.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { requireRule } from '../../core/requireRule.js';
import { readDailyCloses } from '../_lib/factorMath/readDailyCloses.js';
import { readTickerList } from '../_lib/readTickerList.js';
import type { MarketBars } from '../ports/MarketBars.js';
import {
  SCREENER_CROSS_SECTION,
  SCREENER_FACTOR_WEIGHTS,
  SCREENER_FUNDAMENTALS,
  SCREENER_MOMENTUM_WINDOW,
  SCREENER_PRICE_WINDOWS,
  SCREENER_REGIME,
  type ScreenerFactor,
} from '../rules/screenerFactors.js';
import { measureTickerFactors, type TickerFactors } from './_lib/measureTickerFactors.js';
import { rankTickers } from './_lib/rankTickers.js';
import { readCompanyFacts } from './_lib/readCompanyFacts.js';
import { readScreenerRegime } from './_lib/readScreenerRegime.js';
import { scoreCrossSection } from './_lib/scoreCrossSection.js';
import { scoreFactorsMessages, type ScoreFactorsKey } from './messages/scoreFactors.js';

export type { ScreenerFactor } from '../rules/screenerFactors.js';

/** One reported figure of SEC EDGAR company facts, as a plain number with its period. */
export interface EdgarFact {
  /** The figure: US dollars for amounts, a count for shares. */
  readonly value: number;
  /** ISO date (YYYY-MM-DD) the period ends; for a balance-sheet or share-count fact, the instant. */
  readonly end: string;
  /**
   * ISO date the filing that reported it was filed. A fact filed after `asOf` was not known yet and is ignored; without
   * it the fact counts as known the assumed filing lag after `end` (90 days by default).
   */
  readonly filed?: string;
}

/**
 * The company facts the value and quality factors read, per concept, as an adapter of SEC EDGAR's company-facts API
 * would hand them over (any order; the engine picks the latest one known on `asOf`).
 */
export interface CompanyFacts {
  /** us-gaap NetIncomeLoss over fiscal years (10-K, about twelve months each), USD. */
  readonly netIncomeLoss?: readonly EdgarFact[];
  /** us-gaap GrossProfit over fiscal years, USD. */
  readonly grossProfit?: readonly EdgarFact[];
  /** us-gaap Assets (instant, fiscal year end), USD. */
  readonly assets?: readonly EdgarFact[];
  /** dei EntityCommonStockSharesOutstanding (instant, from the filing's cover page), shares. */
  readonly sharesOutstanding?: readonly EdgarFact[];
}

/** One ticker of the universe. */
export interface ScreenerTicker {
  readonly ticker: string;
  /** Daily bars (interval `1d`), oldest first; bars dated after `asOf` are ignored. Value needs them in `USD`. */
  readonly bars: MarketBars;
  /** Company facts for value and quality; without them those two factors are not used for this ticker. */
  readonly facts?: CompanyFacts;
}

/** Options of {@link scoreFactors}. */
export interface ScoreFactorsOptions {
  /** ISO date (YYYY-MM-DD) of the screen: bars and filings after it are ignored, the rules in force on it apply. Required. */
  readonly asOf: string;
  /** Daily bars of the market index whose trend and volatility set the regime (e.g. SPX). Required. */
  readonly index: MarketBars;
  /** Language of the reasons. Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** Why a factor was not used for a ticker. */
export type FactorGapReason =
  | 'insufficient_history'
  | 'missing_fact'
  | 'not_yet_filed'
  | 'stale_fact'
  | 'invalid_denominator'
  | 'currency_mismatch'
  | 'too_few_observations'
  | 'no_variation';

/** A factor a ticker was scored on. */
export interface FactorScore {
  readonly factor: ScreenerFactor;
  /**
   * The raw value: momentum, a fraction (0.12 = +12 %); low_volatility, annualised volatility (lower is better);
   * trend, close ÷ average − 1; value, earnings yield; quality, gross profit ÷ assets.
   */
  readonly value: number;
  /** Cross-sectional z-score, oriented so higher is better (low volatility scores −volatility), after winsorising. */
  readonly z: number;
  /** The weight in this ticker's composite (the nominal weight over the sum of the nominal weights of its factors). */
  readonly weight: number;
  readonly nominal_weight: number;
  /** Whether the raw value was pulled in to mean ± winsor_sigma standard deviations. */
  readonly winsorised: boolean;
}

/** A factor not used for a ticker, and why; it is never scored as zero. */
export interface FactorGap {
  readonly factor: ScreenerFactor;
  readonly reason: FactorGapReason;
}

/** A company fact a factor used. */
export interface FactUsed {
  readonly concept: 'NetIncomeLoss' | 'GrossProfit' | 'Assets' | 'EntityCommonStockSharesOutstanding';
  readonly value: number;
  readonly end: string;
  readonly filed: string | null;
}

/** One ticker's scores. */
export interface TickerScore {
  readonly ticker: string;
  /** 1 = best; null when unranked (its factors carry less than the minimum weight). */
  readonly rank: number | null;
  /** Σ weight × z over its factors; null when unranked. */
  readonly composite: number | null;
  /** Sum of the nominal weights of its factors (0..1). */
  readonly weight_coverage: number;
  readonly close: number;
  readonly factors: readonly FactorScore[];
  readonly not_used: readonly FactorGap[];
  /** The company facts read for value and quality. */
  readonly facts_used: readonly FactUsed[];
}

/** One factor over the universe. */
export interface FactorSummary {
  readonly factor: ScreenerFactor;
  readonly nominal_weight: number;
  /** Tickers with a value. */
  readonly observations: number;
  readonly used: boolean;
  /** Why the factor was not used for anyone; null when used. */
  readonly reason: 'too_few_observations' | 'no_variation' | null;
}

/** A reason of the regime or the call. */
export interface ScreenerReason {
  readonly code: ScoreFactorsKey;
  readonly text: string;
}

/** The market regime read from the index. */
export interface ScreenerRegime {
  readonly state: 'risk_on' | 'risk_off' | 'unknown';
  readonly index: string;
  readonly close: number | null;
  readonly trend_average: number | null;
  readonly below_trend: boolean | null;
  /** Annualised realised volatility over the volatility window. */
  readonly volatility: number | null;
  /** Mid-rank percentile (0..1) of the current volatility among the window's daily readings. */
  readonly volatility_percentile: number | null;
  readonly reasons: readonly ScreenerReason[];
}

/** The one call. */
export type ScreenerCall =
  | {
      readonly signal: 'long';
      readonly ticker: string;
      readonly composite: number;
      readonly factors: readonly FactorScore[];
      readonly not_used: readonly FactorGap[];
      readonly reasons: readonly ScreenerReason[];
    }
  | { readonly signal: 'no_signal'; readonly reasons: readonly ScreenerReason[] };

/** Result of {@link scoreFactors}. */
export interface ScoreFactorsResult extends RuleCitations {
  readonly as_of: string;
  readonly regime: ScreenerRegime;
  readonly factors: readonly FactorSummary[];
  /** Ranked tickers best first, then unranked ones by ticker. */
  readonly ranking: readonly TickerScore[];
  /** Tickers left out entirely: no bar on or before `asOf`, or none recent. */
  readonly excluded: readonly { readonly ticker: string; readonly reason: 'no_bars' | 'stale_bars' }[];
  readonly call: ScreenerCall;
}

const FN = 'scoreFactors';
const FACTORS: readonly ScreenerFactor[] = ['momentum', 'low_volatility', 'trend', 'value', 'quality'];

/**
 * Screens an equity universe on five factors and a market regime to one call: momentum 12-1, low volatility (60-day
 * realised, lower is better), trend (close against the 200-day average) and, where company facts are given, value
 * (earnings yield, NetIncomeLoss ÷ (shares × price)) and quality (gross profitability, GrossProfit ÷ Assets). Each
 * factor is winsorised at ±3 standard deviations (repeatedly, until no value lies beyond) and turned into
 * cross-sectional z-scores (mean 0, standard deviation 1, within ±3 unless nearly every ticker has the same value, over
 * the tickers that have it); the composite is
 * the weighted mean of a ticker's z-scores. The index sets the
 * regime: risk-off below its 200-day average or with its 20-day volatility in the top tenth of the last year.
 *
 * @remarks
 * The call is the top-ranked ticker with every factor's value, z and weight, or no_signal when the regime is risk-off
 * or unknown, or when nobody can be ranked. A factor a ticker lacks (no facts, a stale or not-yet-filed fact, too
 * little history) is listed in `not_used` with the reason and left out of its composite, whose weights are
 * renormalised over what it has: it is never imputed as zero. Ties in the composite are broken by the composite of
 * the z-scores before winsorising, then by ticker. Every number is a dated rule (`src/markets/rules/screenerFactors.ts`).
 *
 * @param universe - The tickers with their daily bars and optional company facts; tickers unique. Not modified.
 * @param options - {@link ScoreFactorsOptions}: `asOf` and `index` (required), `lang`.
 * @returns {@link ScoreFactorsResult}: regime, factor summary, ranking, exclusions, the call and the rules applied.
 * @throws {@link GuidekitError} for an empty universe, a duplicate or empty ticker, bars that are not daily or not
 *   positive, a malformed fact (non-finite value, bad date), or a bad `asOf`/`index`/`lang`.
 * @example
 * ```ts
 * const screen = scoreFactors(universe, { asOf: '2026-11-20', index: spxBars });
 * screen.call.signal; //=> 'long'
 * ```
 * @see Market signal service specification, GET /api/signal/screener (factor and regime screen to one call)
 * @see https://mba.tuck.dartmouth.edu/pages/faculty/ken.french/Data_Library/det_mom_factor_daily.html
 * @see docs/markets-reference-basket-screener.md
 */
export function scoreFactors(universe: readonly ScreenerTicker[], options: ScoreFactorsOptions): ScoreFactorsResult {
  if (options === null || typeof options !== 'object') throw new GuidekitError(`${FN}: options must be an object with asOf and index`, { code: 'invalid_type', field: 'options' });
  const asOf = parseIsoDate(options.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options.lang, { fn: FN });
  const t = createTranslate(scoreFactorsMessages, lang);
  const momentumRule = requireRule(SCREENER_MOMENTUM_WINDOW, asOf);
  const windowsRule = requireRule(SCREENER_PRICE_WINDOWS, asOf);
  const weightsRule = requireRule(SCREENER_FACTOR_WEIGHTS, asOf);
  const crossRule = requireRule(SCREENER_CROSS_SECTION, asOf);
  const factsRule = requireRule(SCREENER_FUNDAMENTALS, asOf);
  const regimeRule = requireRule(SCREENER_REGIME, asOf);
  const rules = citeRules([momentumRule, windowsRule, weightsRule, crossRule, factsRule, regimeRule], { lang });
  const weights = weightsRule.value;
  const { winsor_sigma: sigma, min_observations: minObs, min_weight_coverage: minCoverage, max_bar_age_days: maxAgeDays } = crossRule.value;
  const asOfStart = Date.parse(`${asOf}T00:00:00Z`);
  const staleBefore = subDays(asOfStart, maxAgeDays, { in: utc }).getTime();
  const sorted = readTickerList(FN, 'universe', universe);

  // Per-ticker raw values, from the bars and filings known on asOf; a ticker without recent bars is left out.
  const excluded: { ticker: string; reason: 'no_bars' | 'stale_bars' }[] = [];
  const working: TickerFactors[] = [];
  for (const { entry, index, ticker } of sorted) {
    const { closes, lastTime, currency } = readDailyCloses(FN, `universe[${index}].bars`, entry.bars, asOfStart);
    const facts = readCompanyFacts(entry.facts, `universe[${index}].facts`);
    if (lastTime === null) {
      excluded.push({ ticker, reason: 'no_bars' });
      continue;
    }
    if (lastTime < staleBefore) {
      excluded.push({ ticker, reason: 'stale_bars' });
      continue;
    }
    working.push(measureTickerFactors(ticker, closes, currency, facts, asOf, { momentum: momentumRule.value, windows: windowsRule.value, fundamentals: factsRule.value }));
  }

  // Cross-sectional z-scores, then composites and ranking.
  const { z, summaries } = scoreCrossSection(working, FACTORS, weights, { sigma, minObs });
  const { ranking, rankedCount } = rankTickers(working, z, FACTORS, weights, minCoverage);

  const regime = readScreenerRegime(options.index, asOfStart, staleBefore, regimeRule.value, windowsRule.value.annualisation_days, t);

  // One call: the top-ranked ticker when the market is risk-on, else no signal.
  let call: ScreenerCall;
  const top = ranking[0];
  if (regime.state !== 'risk_on') call = { signal: 'no_signal', reasons: regime.reasons };
  else if (top === undefined || top.rank === null) call = { signal: 'no_signal', reasons: [...regime.reasons, { code: 'nothing_ranked', text: t('nothing_ranked') }] };
  else {
    call = {
      signal: 'long',
      ticker: top.ticker,
      composite: top.composite!,
      factors: top.factors,
      not_used: top.not_used,
      reasons: [{ code: 'top_ranked', text: t('top_ranked', { ticker: top.ticker, count: rankedCount, composite: top.composite!.toFixed(2) }) }, ...regime.reasons],
    };
  }

  return { as_of: asOf, regime, factors: summaries, ranking, excluded, call, ...rules };
}
