import { utc } from '@date-fns/utc';
import { subDays } from 'date-fns';
import { GuidekitError } from '../../core/GuidekitError.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { requireRule } from '../../core/requireRule.js';
import { compareText } from '../_lib/compareText.js';
import { computeLogReturnVol } from '../_lib/factorMath/computeLogReturnVol.js';
import { computeMean } from '../_lib/factorMath/computeMean.js';
import { computePopulationStd } from '../_lib/factorMath/computePopulationStd.js';
import { computeSpearman } from '../_lib/factorMath/computeSpearman.js';
import { computeTrailingMean } from '../_lib/factorMath/computeTrailingMean.js';
import { readDailyCloses } from '../_lib/factorMath/readDailyCloses.js';
import { readTickerList } from '../_lib/readTickerList.js';
import type { EtfHolding } from '../ports/HoldingsSource.js';
import type { MarketBars } from '../ports/MarketBars.js';
import { BASKET_LEADERSHIP, BASKET_MEMBERSHIP, BASKET_REGIME_THRESHOLDS, BASKET_WINDOWS } from '../rules/basketRegime.js';
import { assessBasketMessages, type AssessBasketKey } from './messages/assessBasket.js';

/** One name of the basket with its daily bars. */
export interface BasketConstituent {
  readonly ticker: string;
  /** Daily bars (interval `1d`), oldest first; bars dated after `asOf` are ignored. */
  readonly bars: MarketBars;
}

/** Options of {@link assessBasket}. */
export interface AssessBasketOptions {
  /** ISO date (YYYY-MM-DD) of the assessment: bars after it are ignored and the rules in force on it apply. Required. */
  readonly asOf: string;
  /**
   * The ETF's holdings, whose weights weight the members (renormalised over the members with enough history). Every
   * constituent must appear in it; holdings without bars are listed as excluded (`no_bars`). Default: equal weights.
   */
  readonly holdings?: readonly EtfHolding[];
  /** Language of the reasons. Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** One member of the basket, as the reads saw it on `asOf`. */
export interface BasketMember {
  readonly ticker: string;
  /** Weight in the basket, renormalised over the members (sums to 1). */
  readonly weight: number;
  readonly close: number;
  /** Average of the last `trend_days` closes (50 by default), the close included. */
  readonly trend_average: number;
  readonly above_trend: boolean;
  /** Return over the last `return_days` (20 by default), a fraction (0.05 = 5 %). */
  readonly return: number;
  /** Return over the window before that one. */
  readonly previous_return: number;
  /** Own volatility over the return window: standard deviation of daily log returns × √return_days. */
  readonly own_volatility: number;
  /** weight × return: the member's part of the basket's return. */
  readonly contribution: number;
}

/** A name left out of the reads. */
export interface BasketExclusion {
  readonly ticker: string;
  /** `insufficient_history`: fewer bars than the windows need; `stale_bars`: no recent bar; `no_bars`: a holding with no constituent bars. */
  readonly reason: 'insufficient_history' | 'stale_bars' | 'no_bars';
  /** Bars known on `asOf`. */
  readonly bars: number;
}

/** The basket regimes of the specification. */
export type BasketRegime = 'broad-strong' | 'narrow-concentrated' | 'dispersed';

/** One reason behind the call: what was measured against which threshold, and a sentence. */
export interface BasketReason {
  readonly code: AssessBasketKey;
  readonly value: number | null;
  readonly threshold: number | null;
  readonly text: string;
}

/** Result of {@link assessBasket}. */
export interface AssessBasketResult extends RuleCitations {
  readonly as_of: string;
  readonly weighting: 'holdings' | 'equal';
  /** With holdings: the share of the holdings' total weight the members hold. Null with equal weights. */
  readonly weights_coverage: number | null;
  /** Members sorted by ticker. */
  readonly members: readonly BasketMember[];
  /** Names left out, sorted by ticker. */
  readonly excluded: readonly BasketExclusion[];
  /** Σ weight × return over the return window; null without members. */
  readonly basket_return: number | null;
  /** Shares of members (unweighted, 0..1): above their trend average, and with a positive return. */
  readonly breadth: { readonly above_trend: number | null; readonly positive_return: number | null };
  /** Cross-sectional (population) standard deviation of the members' returns; null without members. */
  readonly dispersion: number | null;
  /** dispersion ÷ the members' average own volatility; null when every member was flat. */
  readonly dispersion_ratio: number | null;
  readonly concentration: {
    /** Herfindahl index of the weights, Σ w². */
    readonly weights_hhi: number | null;
    /** 1 ÷ weights_hhi: how many equal weights would be as concentrated. */
    readonly weights_effective_n: number | null;
    /** Share of the weight held by the top `top_n` members. */
    readonly weights_top_share: number | null;
    /** Herfindahl index of the shares of the absolute contributions |w·r| ÷ Σ|w·r|. */
    readonly contributions_hhi: number | null;
    /** Share of the absolute contributions carried by the top `top_n` members. */
    readonly contributions_top_share: number | null;
    /** The share at which the basket counts as concentrated, for this many members. */
    readonly contributions_top_threshold: number | null;
    readonly top_n: number;
  };
  readonly leadership: {
    /** Spearman rank correlation of the members' returns in this window and the previous one; null under three members or without spread. */
    readonly rank_correlation: number | null;
    readonly rotating: boolean | null;
    /** Best returns first. */
    readonly leaders: readonly string[];
    /** Worst returns first. */
    readonly laggards: readonly string[];
    /** The previous window's leaders. */
    readonly previous_leaders: readonly string[];
  };
  /** The regime, or null when too few members or when none of the three fits (broad weakness, a flat basket). */
  readonly regime: BasketRegime | null;
  /** One call: long, short or no_signal, with the reasons. */
  readonly call: { readonly signal: 'long' | 'short' | 'no_signal'; readonly reasons: readonly BasketReason[] };
}

const FN = 'assessBasket';

/**
 * Reads a thematic basket or an ETF's holdings from its members' daily bars: breadth (share above the 50-day average,
 * share with a positive 20-day return), dispersion (cross-sectional standard deviation of 20-day returns),
 * concentration (Herfindahl index and top-three share of weights and of contributions to the basket's return),
 * leadership rotation (rank correlation of 20-day returns with the previous 20 days; leaders and laggards), the regime
 * (broad-strong, narrow-concentrated or dispersed) and one call.
 *
 * @remarks
 * Regimes, first match: **narrow-concentrated** when the top three carry their equal share plus 60 % of the rest of
 * the absolute contributions; **dispersed** when the dispersion is at least 0.85 × the members' average own
 * volatility; **broad-strong** when the basket rose and both breadth shares are at least 60 %; **narrow-concentrated**
 * again when the basket rose with either breadth share under 60 %; otherwise none. The call is long in a broad-strong
 * regime, short when no regime fits, the basket fell and both breadth shares are at most 40 %, and no_signal
 * otherwise. Every number is a dated rule (`src/markets/rules/basketRegime.ts`). Members are processed in ticker
 * order, so the answer does not depend on the order of `constituents`.
 *
 * @param constituents - The members and their daily bars; tickers unique. Not modified.
 * @param options - {@link AssessBasketOptions}: `asOf` (required), `holdings` for weights, `lang`.
 * @returns {@link AssessBasketResult}.
 * @throws {@link GuidekitError} for no constituents, a duplicate or empty ticker, bars that are not daily or not
 *   positive, holdings that miss a constituent or repeat a ticker, negative or all-zero weights, or a bad `asOf`/`lang`.
 * @example
 * ```ts
 * const result = assessBasket(members, { asOf: '2026-11-20' });
 * result.regime; //=> 'broad-strong'
 * result.call.signal; //=> 'long'
 * ```
 * @see Market signal service specification, GET /api/signal/basket (breadth, dispersion, concentration, leadership rotation, regime)
 * @see docs/markets-reference-basket-screener.md
 */
export function assessBasket(constituents: readonly BasketConstituent[], options: AssessBasketOptions): AssessBasketResult {
  if (options === null || typeof options !== 'object') throw new GuidekitError(`${FN}: options must be an object with asOf`, { code: 'invalid_type', field: 'options' });
  const asOf = parseIsoDate(options.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options.lang, { fn: FN });
  const t = createTranslate(assessBasketMessages, lang);
  const windowsRule = requireRule(BASKET_WINDOWS, asOf);
  const membershipRule = requireRule(BASKET_MEMBERSHIP, asOf);
  const regimeRule = requireRule(BASKET_REGIME_THRESHOLDS, asOf);
  const leadershipRule = requireRule(BASKET_LEADERSHIP, asOf);
  const { trend_days: trendDays, return_days: days } = windowsRule.value;
  const { min_members: minMembers, max_bar_age_days: maxAgeDays } = membershipRule.value;
  const { broad_min_breadth: broadMin, concentration, dispersed_min_ratio: dispersedMin } = regimeRule.value;
  const topN = concentration.top_n;

  const asOfStart = Date.parse(`${asOf}T00:00:00Z`);
  // Canonical order: every sum below runs over members sorted by ticker.
  // Tickers compare upper-cased and trimmed (nvda is NVDA).
  const sorted = readTickerList(FN, 'constituents', constituents);
  const holdingWeights = readHoldings(options.holdings, sorted);

  const needed = Math.max(trendDays, 2 * days + 1);
  const excluded: BasketExclusion[] = [];
  const raw: { ticker: string; rawWeight: number; close: number; trend: number; ret: number; prev: number; vol: number }[] = [];
  for (const { entry, index, ticker } of sorted) {
    const { closes, lastTime } = readDailyCloses(FN, `constituents[${index}].bars`, entry.bars, asOfStart);
    const count = closes.length;
    if (lastTime !== null && lastTime < subDays(asOfStart, maxAgeDays, { in: utc }).getTime()) {
      excluded.push({ ticker, reason: 'stale_bars', bars: count });
      continue;
    }
    if (count < needed) {
      excluded.push({ ticker, reason: 'insufficient_history', bars: count });
      continue;
    }
    const i = count - 1;
    const close = closes[i]!;
    raw.push({
      ticker,
      rawWeight: holdingWeights === null ? 1 : holdingWeights.get(ticker)!,
      close,
      trend: computeTrailingMean(closes, i, trendDays),
      ret: close / closes[i - days]! - 1,
      prev: closes[i - days]! / closes[i - 2 * days]! - 1,
      vol: computeLogReturnVol(closes, i, days) * Math.sqrt(days),
    });
  }
  let coverage: number | null = null;
  if (holdingWeights !== null) {
    const constituentSet = new Set(sorted.map((s) => s.ticker));
    for (const ticker of holdingWeights.keys()) if (!constituentSet.has(ticker)) excluded.push({ ticker, reason: 'no_bars', bars: 0 });
    excluded.sort((a, b) => compareText(a.ticker, b.ticker));
    let total = 0;
    for (const w of holdingWeights.values()) total += w;
    coverage = total > 0 ? raw.reduce((s, m) => s + m.rawWeight, 0) / total : null;
  }

  const n = raw.length;
  const weightSum = raw.reduce((s, m) => s + m.rawWeight, 0);
  if (n > 0 && weightSum <= 0) {
    throw new GuidekitError(`${FN}: the members' holdings weights are all zero`, { code: 'invalid_weights', field: 'options.holdings' });
  }
  const members: BasketMember[] = raw.map((m) => {
    const weight = m.rawWeight / weightSum;
    return {
      ticker: m.ticker,
      weight,
      close: m.close,
      trend_average: m.trend,
      above_trend: m.close > m.trend,
      return: m.ret,
      previous_return: m.prev,
      own_volatility: m.vol,
      contribution: weight * m.ret,
    };
  });

  const rets = members.map((m) => m.return);
  const basketReturn = n === 0 ? null : members.reduce((s, m) => s + m.contribution, 0);
  const aboveShare = n === 0 ? null : members.filter((m) => m.above_trend).length / n;
  const positiveShare = n === 0 ? null : members.filter((m) => m.return > 0).length / n;
  const dispersion = n === 0 ? null : computePopulationStd(rets);
  const meanVol = n === 0 ? 0 : computeMean(members.map((m) => m.own_volatility));
  const dispersionRatio = dispersion !== null && meanVol > 0 ? dispersion / meanVol : null;

  const weightsHhi = n === 0 ? null : members.reduce((s, m) => s + m.weight ** 2, 0);
  const absContrib = members.map((m) => Math.abs(m.contribution));
  const absTotal = absContrib.reduce((s, x) => s + x, 0);
  const contributionsHhi = absTotal > 0 ? absContrib.reduce((s, x) => s + (x / absTotal) ** 2, 0) : null;
  const contributionsTop = absTotal > 0 ? topSum(absContrib, topN) / absTotal : null;
  const equalShare = n === 0 ? null : Math.min(1, topN / n);
  const topThreshold = equalShare === null ? null : equalShare + concentration.excess * (1 - equalShare);

  const rankCorrelation = computeSpearman(rets, members.map((m) => m.previous_return));
  const rotating = rankCorrelation === null ? null : rankCorrelation < leadershipRule.value.rotation_below;
  const count = leadershipRule.value.count;
  const byReturn = [...members].sort((a, b) => b.return - a.return || compareText(a.ticker, b.ticker));
  const byReturnAsc = [...members].sort((a, b) => a.return - b.return || compareText(a.ticker, b.ticker));
  const byPrevious = [...members].sort((a, b) => b.previous_return - a.previous_return || compareText(a.ticker, b.ticker));

  // The regime and the call.
  const pct = (x: number) => Number((x * 100).toFixed(1));
  const reason = (code: AssessBasketKey, value: number | null, threshold: number | null, params: Record<string, string | number> = {}): BasketReason => ({
    code,
    value,
    threshold,
    text: t(code, { days, trend: trendDays, n: topN, ...params }),
  });
  const participation = (code: 'broad_participation' | 'narrow_participation' | 'weak_participation', threshold: number) =>
    reason(code, Math.min(aboveShare!, positiveShare!), threshold, { above: pct(aboveShare!), positive: pct(positiveShare!), threshold: pct(threshold) });
  const move = () =>
    basketReturn! > 0 ? [reason('rising', basketReturn, 0, { value: pct(basketReturn!) })]
    : basketReturn! < 0 ? [reason('falling', basketReturn, 0, { value: pct(-basketReturn!) })]
    : [];
  const dispersionReason = (code: 'dispersed' | 'contained_dispersion') =>
    reason(code, dispersionRatio, dispersedMin, { value: dispersionRatio === null ? '—' : dispersionRatio.toFixed(2), threshold: dispersedMin });
  const concentrationReason = (code: 'concentrated' | 'spread_contributions') =>
    reason(code, contributionsTop, topThreshold, { value: contributionsTop === null ? '—' : pct(contributionsTop), threshold: pct(topThreshold!) });

  let regime: BasketRegime | null = null;
  let signal: 'long' | 'short' | 'no_signal' = 'no_signal';
  const reasons: BasketReason[] = [];
  if (n < minMembers) {
    reasons.push(reason('too_few_members', n, minMembers, { value: n, threshold: minMembers }));
  } else {
    const concentrated = contributionsTop !== null && contributionsTop >= topThreshold!;
    const broadBreadth = aboveShare! >= broadMin && positiveShare! >= broadMin;
    if (concentrated) {
      regime = 'narrow-concentrated';
      reasons.push(concentrationReason('concentrated'), ...move());
    } else if (dispersionRatio !== null && dispersionRatio >= dispersedMin) {
      regime = 'dispersed';
      reasons.push(dispersionReason('dispersed'));
    } else if (basketReturn! > 0 && broadBreadth) {
      regime = 'broad-strong';
      signal = 'long';
      reasons.push(participation('broad_participation', broadMin), ...move(), dispersionReason('contained_dispersion'), concentrationReason('spread_contributions'));
    } else if (basketReturn! > 0) {
      regime = 'narrow-concentrated';
      reasons.push(participation('narrow_participation', broadMin), ...move());
    } else if (basketReturn! < 0 && aboveShare! <= 1 - broadMin && positiveShare! <= 1 - broadMin) {
      // Broad weakness is none of the specification's three regimes, but it is a direction.
      signal = 'short';
      reasons.push(participation('weak_participation', 1 - broadMin), ...move(), dispersionReason('contained_dispersion'), concentrationReason('spread_contributions'));
    } else {
      reasons.push(reason('no_clear_regime', null, null), ...move());
    }
    if (rotating === true) {
      reasons.push(reason('leadership_rotating', rankCorrelation, leadershipRule.value.rotation_below, { value: rankCorrelation!.toFixed(2), threshold: leadershipRule.value.rotation_below }));
    }
  }

  return {
    as_of: asOf,
    weighting: holdingWeights === null ? 'equal' : 'holdings',
    weights_coverage: coverage,
    members,
    excluded,
    basket_return: basketReturn,
    breadth: { above_trend: aboveShare, positive_return: positiveShare },
    dispersion,
    dispersion_ratio: dispersionRatio,
    concentration: {
      weights_hhi: weightsHhi,
      weights_effective_n: weightsHhi === null ? null : 1 / weightsHhi,
      weights_top_share: n === 0 ? null : topSum(members.map((m) => m.weight), topN),
      contributions_hhi: contributionsHhi,
      contributions_top_share: contributionsTop,
      contributions_top_threshold: topThreshold,
      top_n: topN,
    },
    leadership: {
      rank_correlation: rankCorrelation,
      rotating,
      leaders: byReturn.slice(0, count).map((m) => m.ticker),
      laggards: byReturnAsc.slice(0, count).map((m) => m.ticker),
      previous_leaders: byPrevious.slice(0, count).map((m) => m.ticker),
    },
    regime,
    call: { signal, reasons },
    ...citeRules([windowsRule, membershipRule, regimeRule, leadershipRule], { lang }),
  };
}

/** Sum of the `k` largest values. */
function topSum(values: readonly number[], k: number): number {
  return [...values].sort((a, b) => b - a).slice(0, k).reduce((s, x) => s + x, 0);
}

/** Holdings weights by upper-case ticker, after checking each constituent has one; null without holdings. */
function readHoldings(holdings: readonly EtfHolding[] | undefined, tickers: readonly { ticker: string; index: number }[]): Map<string, number> | null {
  if (holdings === undefined) return null;
  if (!Array.isArray(holdings)) throw new GuidekitError(`${FN}: options.holdings must be an array of { ticker, weight }`, { code: 'invalid_type', field: 'options.holdings' });
  const weights = new Map<string, number>();
  holdings.forEach((h, i) => {
    if (h === null || typeof h !== 'object' || typeof h.ticker !== 'string' || h.ticker.trim() === '') {
      throw new GuidekitError(`${FN}: options.holdings[${i}].ticker must be a non-empty string`, { code: 'invalid_type', field: `options.holdings[${i}].ticker` });
    }
    if (typeof h.weight !== 'number' || !Number.isFinite(h.weight) || h.weight < 0) {
      throw new GuidekitError(`${FN}: options.holdings[${i}].weight must be a number ≥ 0`, { code: 'invalid_number', field: `options.holdings[${i}].weight` });
    }
    const key = h.ticker.trim().toUpperCase();
    if (weights.has(key)) throw new GuidekitError(`${FN}: holding ${key} appears twice`, { code: 'duplicate', field: `options.holdings[${i}].ticker` });
    weights.set(key, h.weight);
  });
  for (const { ticker, index } of tickers) {
    if (!weights.has(ticker)) {
      throw new GuidekitError(`${FN}: constituent ${ticker} has no weight in options.holdings`, { code: 'missing_weight', field: `constituents[${index}].ticker` });
    }
  }
  return weights;
}
