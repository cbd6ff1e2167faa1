import { GuidekitError } from '../../core/GuidekitError.js';
import { addMonthsIso } from '../../core/addMonthsIso.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { createTranslate, type Translate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { requireRule } from '../../core/requireRule.js';
import { computeLogReturnVol } from '../_lib/factorMath/computeLogReturnVol.js';
import { computeMean } from '../_lib/factorMath/computeMean.js';
import { computePopulationStd } from '../_lib/factorMath/computePopulationStd.js';
import { computeTrailingMean } from '../_lib/factorMath/computeTrailingMean.js';
import { readDailyCloses } from '../_lib/factorMath/readDailyCloses.js';
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
const DAY_MS = 86_400_000;
const FACTORS: readonly ScreenerFactor[] = ['momentum', 'low_volatility', 'trend', 'value', 'quality'];

interface Working {
  readonly ticker: string;
  readonly close: number;
  /** Raw values (as reported) and oriented values (higher is better), per factor that has one. */
  readonly raw: Map<ScreenerFactor, number>;
  readonly gaps: Map<ScreenerFactor, FactorGapReason>;
  readonly facts: FactUsed[];
}

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
  const staleBefore = asOfStart - maxAgeDays * DAY_MS;

  if (!Array.isArray(universe) || universe.length === 0) {
    throw new GuidekitError(`${FN}: universe must be a non-empty array of { ticker, bars }`, { code: 'too_small', field: 'universe' });
  }
  const sorted = universe.map((entry, index) => ({ entry, index, ticker: readTicker(entry, index) })).sort((a, b) => compareText(a.ticker, b.ticker));
  for (let k = 1; k < sorted.length; k++) {
    if (sorted[k]!.ticker === sorted[k - 1]!.ticker) {
      throw new GuidekitError(`${FN}: ticker ${sorted[k]!.ticker} appears twice`, { code: 'duplicate', field: `universe[${sorted[k]!.index}].ticker` });
    }
  }

  // Per-ticker raw values.
  const excluded: { ticker: string; reason: 'no_bars' | 'stale_bars' }[] = [];
  const working: Working[] = [];
  for (const { entry, index, ticker } of sorted) {
    const { closes, lastTime, currency } = readDailyCloses(FN, `universe[${index}].bars`, entry.bars, asOfStart);
    const facts = readFacts(entry.facts, `universe[${index}].facts`);
    if (lastTime === null) {
      excluded.push({ ticker, reason: 'no_bars' });
      continue;
    }
    if (lastTime < staleBefore) {
      excluded.push({ ticker, reason: 'stale_bars' });
      continue;
    }
    const i = closes.length - 1;
    const close = closes[i]!;
    const w: Working = { ticker, close, raw: new Map(), gaps: new Map(), facts: [] };
    const { lookback_days: lookback, skip_days: skip } = momentumRule.value;
    if (i - lookback >= 0) w.raw.set('momentum', closes[i - skip]! / closes[i - lookback]! - 1);
    else w.gaps.set('momentum', 'insufficient_history');
    const { volatility_days: volDays, trend_days: trendDays, annualisation_days: annual } = windowsRule.value;
    if (i - volDays >= 0) w.raw.set('low_volatility', computeLogReturnVol(closes, i, volDays) * Math.sqrt(annual));
    else w.gaps.set('low_volatility', 'insufficient_history');
    if (i - trendDays + 1 >= 0) w.raw.set('trend', close / computeTrailingMean(closes, i, trendDays) - 1);
    else w.gaps.set('trend', 'insufficient_history');

    // Value: earnings yield. Facts are in US dollars, so the price must be too.
    const pick = (list: readonly EdgarFact[] | undefined) => pickFact(list, asOf, factsRule.value.assumed_filing_lag_days, factsRule.value.max_fact_age_months);
    const income = pick(facts?.netIncomeLoss);
    const shares = pick(facts?.sharesOutstanding);
    if ('gap' in income) w.gaps.set('value', income.gap);
    else if ('gap' in shares) w.gaps.set('value', shares.gap);
    else if (currency !== 'USD') w.gaps.set('value', 'currency_mismatch');
    else if (shares.fact.value <= 0) w.gaps.set('value', 'invalid_denominator');
    else {
      w.raw.set('value', income.fact.value / (shares.fact.value * close));
      w.facts.push(used('NetIncomeLoss', income.fact), used('EntityCommonStockSharesOutstanding', shares.fact));
    }
    // Quality: gross profitability.
    const gross = pick(facts?.grossProfit);
    const assets = pick(facts?.assets);
    if ('gap' in gross) w.gaps.set('quality', gross.gap);
    else if ('gap' in assets) w.gaps.set('quality', assets.gap);
    else if (assets.fact.value <= 0) w.gaps.set('quality', 'invalid_denominator');
    else {
      w.raw.set('quality', gross.fact.value / assets.fact.value);
      w.facts.push(used('GrossProfit', gross.fact), used('Assets', assets.fact));
    }
    working.push(w);
  }

  // Cross-sectional z-scores, one factor at a time, over the tickers that have it.
  const z = new Map<string, Map<ScreenerFactor, { z: number; rawZ: number; winsorised: boolean }>>(working.map((w) => [w.ticker, new Map()]));
  const summaries: FactorSummary[] = [];
  for (const factor of FACTORS) {
    const holders = working.filter((w) => w.raw.has(factor));
    // Oriented so higher is better: low volatility scores −volatility. z-scores do not depend on scale, so the values
    // are divided by the largest magnitude first: tiny or huge figures then neither underflow nor overflow.
    const oriented = holders.map((w) => (factor === 'low_volatility' ? -w.raw.get(factor)! : w.raw.get(factor)!));
    const scale = oriented.reduce((mx, v) => Math.max(mx, Math.abs(v)), 0);
    const x = scale > 0 ? oriented.map((v) => v / scale) : oriented;
    let reason: FactorSummary['reason'] = null;
    const m = holders.length === 0 ? 0 : computeMean(x);
    const s = holders.length === 0 ? 0 : computePopulationStd(x);
    if (holders.length < minObs) reason = 'too_few_observations';
    else if (!(s > 0)) reason = 'no_variation';
    if (reason !== null) {
      for (const w of holders) w.gaps.set(factor, reason);
    } else {
      const { values: clipped, mean: m2, std: s2 } = winsorise(x, sigma);
      holders.forEach((w, k) => {
        // Rounding left by the iteration (under 1e-9) is clamped; a degenerate cross-section keeps its larger z.
        const raw = (clipped[k]! - m2) / s2;
        const zk = Math.abs(raw) > sigma && Math.abs(raw) - sigma <= 1e-9 ? Math.sign(raw) * sigma : raw;
        z.get(w.ticker)!.set(factor, { z: zk, rawZ: (x[k]! - m) / s, winsorised: clipped[k] !== x[k] });
      });
    }
    summaries.push({ factor, nominal_weight: weights[factor], observations: holders.length, used: reason === null, reason });
  }

  // Composites and ranking.
  const totalWeight = FACTORS.reduce((sum, f) => sum + weights[f], 0);
  const scored = working.map((w) => {
    const zs = z.get(w.ticker)!;
    const present = FACTORS.filter((f) => zs.has(f));
    const presentWeight = present.reduce((sum, f) => sum + weights[f], 0);
    const coverage = totalWeight > 0 ? presentWeight / totalWeight : 0;
    const ranked = present.length > 0 && coverage >= minCoverage;
    const factors: FactorScore[] = present.map((f) => ({
      factor: f,
      value: w.raw.get(f)!,
      z: zs.get(f)!.z,
      weight: weights[f] / presentWeight,
      nominal_weight: weights[f],
      winsorised: zs.get(f)!.winsorised,
    }));
    const composite = ranked ? present.reduce((sum, f) => sum + weights[f] * zs.get(f)!.z, 0) / presentWeight : null;
    const rawComposite = ranked ? present.reduce((sum, f) => sum + weights[f] * zs.get(f)!.rawZ, 0) / presentWeight : null;
    const notUsed: FactorGap[] = FACTORS.filter((f) => !zs.has(f)).map((f) => ({ factor: f, reason: w.gaps.get(f) ?? 'missing_fact' }));
    return { w, composite, rawComposite, coverage, factors, notUsed };
  });
  const rankedOrder = scored
    .filter((s) => s.composite !== null)
    .sort((a, b) => b.composite! - a.composite! || b.rawComposite! - a.rawComposite! || compareText(a.w.ticker, b.w.ticker));
  const ranking: TickerScore[] = [
    ...rankedOrder.map((s, k) => toTickerScore(s, k + 1)),
    ...scored.filter((s) => s.composite === null).map((s) => toTickerScore(s, null)),
  ];

  const regime = readRegime(options.index, asOfStart, staleBefore, regimeRule.value, windowsRule.value.annualisation_days, t);

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
      reasons: [{ code: 'top_ranked', text: t('top_ranked', { ticker: top.ticker, count: rankedOrder.length, composite: top.composite!.toFixed(2) }) }, ...regime.reasons],
    };
  }

  return { as_of: asOf, regime, factors: summaries, ranking, excluded, call, ...rules };
}

function toTickerScore(
  s: { w: Working; composite: number | null; coverage: number; factors: FactorScore[]; notUsed: FactorGap[] },
  rank: number | null,
): TickerScore {
  return { ticker: s.w.ticker, rank, composite: s.composite, weight_coverage: s.coverage, close: s.w.close, factors: s.factors, not_used: s.notUsed, facts_used: s.w.facts };
}

/** The regime from the index: trend filter and volatility-stress filter; unknown without enough recent history. */
function readRegime(
  index: MarketBars,
  asOfStart: number,
  staleBefore: number,
  rule: { trend_days: number; volatility_days: number; percentile_days: number; risk_off_percentile: number },
  annual: number,
  t: Translate<ScoreFactorsKey>,
): ScreenerRegime {
  if (index === undefined) throw new GuidekitError(`${FN}: options.index must be the daily bars of a market index`, { code: 'required', field: 'options.index' });
  const { closes, lastTime } = readDailyCloses(FN, 'options.index', index, asOfStart);
  const symbol = typeof index.symbol === 'string' ? index.symbol : '';
  const needed = Math.max(rule.trend_days, rule.percentile_days + rule.volatility_days);
  if (closes.length < needed || lastTime === null || lastTime < staleBefore) {
    return {
      state: 'unknown',
      index: symbol,
      close: null,
      trend_average: null,
      below_trend: null,
      volatility: null,
      volatility_percentile: null,
      reasons: [{ code: 'regime_unknown', text: t('regime_unknown', { bars: closes.length, needed }) }],
    };
  }
  const i = closes.length - 1;
  const close = closes[i]!;
  const average = computeTrailingMean(closes, i, rule.trend_days);
  const below = close < average;
  const now = computeLogReturnVol(closes, i, rule.volatility_days);
  // Mid-rank percentile: readings equal to today's count half, so a constant volatility sits at 0.5.
  let lower = 0;
  let equal = 0;
  for (let k = i - rule.percentile_days + 1; k <= i; k++) {
    const v = computeLogReturnVol(closes, k, rule.volatility_days);
    if (v < now) lower++;
    else if (v === now) equal++;
  }
  const percentile = (lower + equal / 2) / rule.percentile_days;
  const stress = percentile >= rule.risk_off_percentile;
  const fmt2 = (x: number) => x.toFixed(2);
  const reasons: ScreenerReason[] = [
    { code: below ? 'below_trend' : 'above_trend', text: t(below ? 'below_trend' : 'above_trend', { close: fmt2(close), average: fmt2(average), days: rule.trend_days }) },
    {
      code: stress ? 'volatility_stress' : 'calm_volatility',
      text: t(stress ? 'volatility_stress' : 'calm_volatility', {
        days: rule.volatility_days,
        value: (now * Math.sqrt(annual) * 100).toFixed(1),
        percentile: fmt2(percentile),
        window: rule.percentile_days,
        threshold: rule.risk_off_percentile,
      }),
    },
  ];
  return {
    state: below || stress ? 'risk_off' : 'risk_on',
    index: symbol,
    close,
    trend_average: average,
    below_trend: below,
    volatility: now * Math.sqrt(annual),
    volatility_percentile: percentile,
    reasons,
  };
}

/**
 * Winsorises at mean ± `sigma` standard deviations until nothing lies beyond: an outlier inflates the standard
 * deviation it is measured with, so one pass leaves it far out (with twelve names a lone outlier keeps a z-score near
 * √11 ≈ 3.3 however absurd it is). Each pass pulls the values beyond the bounds onto them; the bounds shrink and the
 * passes converge to the point where the extremes sit at ±`sigma`. The map is monotone, so the order of the values is
 * kept (ties can appear among values pulled in). A cross-section where almost every name has the same value (one name
 * against ten identical ones) has no such point, as any standardisation gives the lone name √(n − 1); the passes then
 * stop before the values collapse and the z-scores keep that spread.
 *
 * @param x - Values scaled to a largest magnitude of 1.
 */
function winsorise(x: readonly number[], sigma: number): { values: number[]; mean: number; std: number } {
  let values = [...x];
  let mean = computeMean(values);
  let std = computePopulationStd(values);
  const widest = (vs: readonly number[], m: number, sd: number) => vs.reduce((mx, v) => Math.max(mx, Math.abs(v - m) / sd), 0);
  let zMax = widest(values, mean, std);
  for (let pass = 0; pass < 1000 && zMax > sigma; pass++) {
    const lo = mean - sigma * std;
    const hi = mean + sigma * std;
    const next = values.map((v) => Math.min(hi, Math.max(lo, v)));
    const nextMean = computeMean(next);
    const nextStd = computePopulationStd(next);
    const nextZ = widest(next, nextMean, nextStd);
    // No progress: the degenerate case above, where pulling in only shrinks every gap alike; keep the values as they are.
    if (!(nextStd > 0) || !(nextZ < zMax - 1e-12)) break;
    values = next;
    mean = nextMean;
    std = nextStd;
    zMax = nextZ;
  }
  return { values, mean, std };
}

/** The latest fact known on `asOf`, or why there is none to use. */
function pickFact(list: readonly EdgarFact[] | undefined, asOf: string, lagDays: number, maxAgeMonths: number): { fact: EdgarFact } | { gap: 'missing_fact' | 'not_yet_filed' | 'stale_fact' } {
  if (list === undefined || list.length === 0) return { gap: 'missing_fact' };
  let best: { fact: EdgarFact; known: string } | undefined;
  for (const fact of list) {
    const known = fact.filed ?? new Date(Date.parse(`${fact.end}T00:00:00Z`) + lagDays * DAY_MS).toISOString().slice(0, 10);
    if (known > asOf) continue;
    if (best === undefined || fact.end > best.fact.end || (fact.end === best.fact.end && known > best.known)) best = { fact, known };
  }
  if (best === undefined) return { gap: 'not_yet_filed' };
  if (best.fact.end < addMonthsIso(asOf, -maxAgeMonths)) return { gap: 'stale_fact' };
  return { fact: best.fact };
}

function used(concept: FactUsed['concept'], fact: EdgarFact): FactUsed {
  return { concept, value: fact.value, end: fact.end, filed: fact.filed ?? null };
}

/** Code-unit order, the same in every runtime and locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function readTicker(entry: ScreenerTicker, index: number): string {
  if (entry === null || typeof entry !== 'object' || typeof entry.ticker !== 'string' || entry.ticker.trim() === '') {
    throw new GuidekitError(`${FN}: universe[${index}].ticker must be a non-empty string`, { code: 'invalid_type', field: `universe[${index}].ticker` });
  }
  return entry.ticker.trim().toUpperCase();
}

/** Checks every fact's value and dates. */
function readFacts(facts: CompanyFacts | undefined, field: string): CompanyFacts | undefined {
  if (facts === undefined) return undefined;
  if (facts === null || typeof facts !== 'object') throw new GuidekitError(`${FN}: ${field} must be an object of fact lists`, { code: 'invalid_type', field });
  for (const concept of ['netIncomeLoss', 'grossProfit', 'assets', 'sharesOutstanding'] as const) {
    const list = facts[concept];
    if (list === undefined) continue;
    if (!Array.isArray(list)) throw new GuidekitError(`${FN}: ${field}.${concept} must be an array of { value, end, filed? }`, { code: 'invalid_type', field: `${field}.${concept}` });
    list.forEach((fact: EdgarFact, k: number) => {
      const path = `${field}.${concept}[${k}]`;
      if (fact === null || typeof fact !== 'object' || typeof fact.value !== 'number' || !Number.isFinite(fact.value)) {
        throw new GuidekitError(`${FN}: ${path}.value must be a finite number`, { code: 'invalid_number', field: `${path}.value` });
      }
      parseIsoDate(fact.end, { fn: FN, field: `${path}.end` });
      if (fact.filed !== undefined) parseIsoDate(fact.filed, { fn: FN, field: `${path}.filed` });
    });
  }
  return facts;
}
