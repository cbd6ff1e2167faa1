import { computeLogReturnVol } from '../../_lib/factorMath/computeLogReturnVol.js';
import { computeTrailingMean } from '../../_lib/factorMath/computeTrailingMean.js';
import type { MomentumWindow, PriceFactorWindows, ScreenerFactor, ScreenerFundamentals } from '../../rules/screenerFactors.js';
import type { CompanyFacts, EdgarFact, FactorGapReason, FactUsed } from '../scoreFactors.js';
import { pickEdgarFact } from './pickEdgarFact.js';

/** One ticker's raw factor values before the cross-section, with why any is missing and the facts read. */
export interface TickerFactors {
  readonly ticker: string;
  readonly close: number;
  /** Raw values as reported (low volatility as the volatility itself), per factor that has one. */
  readonly raw: Map<ScreenerFactor, number>;
  readonly gaps: Map<ScreenerFactor, FactorGapReason>;
  readonly facts: FactUsed[];
}

/** The rules in force that say how each factor is measured. */
export interface FactorMeasureRules {
  readonly momentum: MomentumWindow;
  readonly windows: PriceFactorWindows;
  readonly fundamentals: ScreenerFundamentals;
}

/**
 * Measures one ticker on each factor from what was known on `asOf`: momentum 12-1 (the return to a month ago over the
 * last year), annualised 60-day volatility, the close against its 200-day average, earnings yield (net income over
 * market value, only for prices in US dollars, as the facts are) and gross profitability (gross profit over assets).
 * A factor without enough history, or without a usable fact, is recorded as a gap, never as zero.
 *
 * @param ticker - The ticker.
 * @param closes - Its daily closes up to `asOf`, oldest first, at least one.
 * @param currency - The bars' quote currency.
 * @param facts - Its checked company facts, if any.
 * @param asOf - ISO date of the screen.
 * @param rules - The windows and fact limits in force.
 * @returns The raw values, gaps and facts used; see {@link TickerFactors}.
 */
export function measureTickerFactors(
  ticker: string,
  closes: ArrayLike<number>,
  currency: string,
  facts: CompanyFacts | undefined,
  asOf: string,
  rules: FactorMeasureRules,
): TickerFactors {
  const i = closes.length - 1;
  const close = closes[i]!;
  const w: TickerFactors = { ticker, close, raw: new Map(), gaps: new Map(), facts: [] };
  const { lookback_days: lookback, skip_days: skip } = rules.momentum;
  if (i - lookback >= 0) w.raw.set('momentum', closes[i - skip]! / closes[i - lookback]! - 1);
  else w.gaps.set('momentum', 'insufficient_history');
  const { volatility_days: volDays, trend_days: trendDays, annualisation_days: annual } = rules.windows;
  if (i - volDays >= 0) w.raw.set('low_volatility', computeLogReturnVol(closes, i, volDays) * Math.sqrt(annual));
  else w.gaps.set('low_volatility', 'insufficient_history');
  if (i - trendDays + 1 >= 0) w.raw.set('trend', close / computeTrailingMean(closes, i, trendDays) - 1);
  else w.gaps.set('trend', 'insufficient_history');

  // Value: earnings yield. Facts are in US dollars, so the price must be too.
  const pick = (list: readonly EdgarFact[] | undefined) => pickEdgarFact(list, asOf, rules.fundamentals.assumed_filing_lag_days, rules.fundamentals.max_fact_age_months);
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
  return w;
}

function used(concept: FactUsed['concept'], fact: EdgarFact): FactUsed {
  return { concept, value: fact.value, end: fact.end, filed: fact.filed ?? null };
}
