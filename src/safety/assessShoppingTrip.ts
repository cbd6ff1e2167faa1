import Decimal from 'decimal.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import type { ShippedLanguage } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { requireRule } from '../core/requireRule.js';
import { ASSESS_SHOPPING_TRIP_MESSAGES } from './messages/assessShoppingTrip.js';
import type { MatchRecallsResult, RecallStatus } from './matchRecalls.js';
import { TRIP_VERDICT_THRESHOLDS } from './rules/tripVerdict.js';
import type { ScoreMerchantResult } from './scoreMerchant.js';

/** One item of the trip. */
export interface TripItem {
  readonly id: string;
  readonly name: string;
  /** The `id` of the merchant it is bought from, if known. */
  readonly merchant_id?: string | null;
  /** Whole units. Default 1. */
  readonly quantity?: number;
  /** Price of one unit: an exact decimal amount (string preferred) and an ISO 4217 currency code. */
  readonly unit_price?: { readonly amount: Decimal.Value; readonly currency: string } | null;
}

/** A source's state as the adapters report it for the whole trip. */
export interface TripSourceStatus {
  readonly id: string;
  readonly status: 'ok' | 'stale' | 'unavailable';
  readonly fetched_at?: string | null;
}

/** Options of {@link assessShoppingTrip}. */
export interface AssessShoppingTripOptions {
  /** ISO date of the trip. Required. */
  readonly asOf: string;
  /** `matchRecalls` result per item id. An item without one has an unknown recall status. */
  readonly recallResults: Readonly<Record<string, Pick<MatchRecallsResult, 'status' | 'confidence' | 'matches'>>>;
  /** `scoreMerchant` result per merchant id. */
  readonly merchantScores: Readonly<Record<string, Pick<ScoreMerchantResult, 'score' | 'band' | 'blocklisted' | 'unknowns' | 'registrable_domain'>>>;
  /** Every source consulted (recall sources, RDAP, blocklists, TLS…). Default none. */
  readonly sources?: readonly TripSourceStatus[];
  /** Language of the reasons. Default `en`. */
  readonly lang?: ShippedLanguage;
}

/** One item in the answer. */
export interface TripItemResult {
  readonly id: string;
  readonly name: string;
  readonly merchant_id: string | null;
  readonly recall_status: RecallStatus;
  readonly recall_confidence: number | null;
  readonly recall_matches: MatchRecallsResult['matches'];
  /** quantity × unit price, exact; null without a price. */
  readonly line_total: { readonly amount: Decimal; readonly currency: string } | null;
  /** Recalled or possibly recalled, or bought from a shop that stops the trip. */
  readonly at_risk: boolean;
}

/** One merchant in the answer. */
export interface TripMerchantResult {
  readonly id: string;
  readonly registrable_domain: string | null;
  /** null when no score was computed. */
  readonly score: number | null;
  readonly band: ScoreMerchantResult['band'] | null;
  readonly blocklisted: boolean;
  readonly unknowns: readonly string[];
  readonly level: 'ok' | 'caution' | 'stop';
}

/** The outcome of {@link assessShoppingTrip}. */
export interface AssessShoppingTripResult extends RuleCitations {
  readonly as_of: string;
  readonly items: readonly TripItemResult[];
  readonly merchants: readonly TripMerchantResult[];
  /** Sums per currency, never converted or mixed. */
  readonly totals: {
    readonly by_currency: readonly { readonly currency: string; readonly subtotal: Decimal; readonly at_risk: Decimal; readonly items: number }[];
    /** Items with no price (not in any subtotal). */
    readonly unpriced_items: number;
  };
  readonly verdict: { readonly level: 'ok' | 'caution' | 'stop'; readonly reasons: readonly string[] };
  readonly sources: readonly TripSourceStatus[];
}

const LEVEL = { ok: 0, caution: 1, stop: 2 } as const;

/**
 * Combines per-item recall checks and per-merchant trust scores into one shopping-trip answer: each item's recall
 * status, each merchant's trust level, exact line totals summed per currency (never converted or mixed), and a verdict.
 * `stop` when an item is recalled or a merchant is blocklisted or scores in the lowest band; `caution` on a possible
 * match, an unknown or missing recall check, a merchant in the middle bands or without a score, or a source that was
 * not current; otherwise `ok`. Every reason is listed.
 *
 * @param items - The trip's items; see {@link TripItem}.
 * @param options - See {@link AssessShoppingTripOptions}.
 * @returns Items, merchants, per-currency totals (Decimal), the verdict with reasons, the sources and rules applied.
 * @throws {@link GuidekitError} `invalid_value` on `items` (not a list, duplicate id), `items[i].quantity`,
 *   `items[i].unit_price.amount` or `.currency`; `invalid_date` on `asOf`; `invalid_lang`.
 * @example
 * ```ts
 * assessShoppingTrip([{ id: 'a', name: 'Kettle', merchant_id: 'm', unit_price: { amount: '19.99', currency: 'USD' } }],
 *   { asOf: '2026-07-01', recallResults: { a: recall }, merchantScores: { m: trust } }).verdict.level //=> 'ok'
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service (Shopping safety service: POST /api/shopper/trip)
 */
export function assessShoppingTrip(items: readonly TripItem[], options: AssessShoppingTripOptions): AssessShoppingTripResult {
  const fn = 'assessShoppingTrip';
  if (options === null || typeof options !== 'object') throw new GuidekitError(`${fn}: options.asOf is required`, { code: 'required', field: 'asOf' });
  const asOf = parseIsoDate(options.asOf, { fn, field: 'asOf' });
  const t = createTranslate(ASSESS_SHOPPING_TRIP_MESSAGES, readEngineLang(options.lang, { fn }));
  const rule = requireRule(TRIP_VERDICT_THRESHOLDS, asOf);
  if (!Array.isArray(items)) throw new GuidekitError(`${fn}: items must be a list`, { code: 'invalid_value', field: 'items' });
  const recallResults = options.recallResults ?? {};
  const merchantScores = options.merchantScores ?? {};
  const reasons: { level: keyof typeof LEVEL; text: string }[] = [];

  const merchantLevel = (id: string): TripMerchantResult => {
    const s = merchantScores[id];
    if (s === undefined) return { id, registrable_domain: null, score: null, band: null, blocklisted: false, unknowns: [], level: 'caution' };
    const level = s.blocklisted || s.score <= rule.value.merchant_stop_max ? 'stop' : s.score <= rule.value.merchant_caution_max ? 'caution' : 'ok';
    return { id, registrable_domain: s.registrable_domain, score: s.score, band: s.band, blocklisted: s.blocklisted, unknowns: s.unknowns, level };
  };
  const merchants = new Map<string, TripMerchantResult>();
  for (const id of Object.keys(merchantScores)) merchants.set(id, merchantLevel(id));

  const seen = new Set<string>();
  const sums = new Map<string, { subtotal: Decimal; at_risk: Decimal; items: number }>();
  let unpriced = 0;
  const itemResults = items.map((item, i): TripItemResult => {
    const at = `items[${i}]`;
    if (item === null || typeof item !== 'object' || typeof item.id !== 'string' || item.id === '') {
      throw new GuidekitError(`${fn}: ${at}.id must be a non-empty string`, { code: 'invalid_value', field: `${at}.id` });
    }
    if (seen.has(item.id)) throw new GuidekitError(`${fn}: ${at}.id ${JSON.stringify(item.id)} is used twice`, { code: 'invalid_value', field: `${at}.id` });
    seen.add(item.id);
    const quantity = item.quantity ?? 1;
    if (!Number.isInteger(quantity) || quantity < 1) throw new GuidekitError(`${fn}: ${at}.quantity must be a whole number of at least 1`, { code: 'invalid_value', field: `${at}.quantity` });
    const merchantId = item.merchant_id ?? null;
    if (merchantId !== null && !merchants.has(merchantId)) merchants.set(merchantId, merchantLevel(merchantId));
    const merchant = merchantId === null ? null : merchants.get(merchantId)!;
    const recall = recallResults[item.id];
    const status: RecallStatus = recall?.status ?? 'unknown';
    const name = typeof item.name === 'string' && item.name !== '' ? item.name : item.id;
    const topTitle = recall?.matches[0]?.title ?? '';
    if (recall === undefined) reasons.push({ level: 'caution', text: t('reason_recall_missing', { item: name }) });
    else if (status === 'recalled') reasons.push({ level: 'stop', text: t('reason_recalled', { item: name, title: topTitle }) });
    else if (status === 'possible_match') reasons.push({ level: 'caution', text: t('reason_possible', { item: name, title: topTitle }) });
    else if (status === 'unknown') reasons.push({ level: 'caution', text: t('reason_recall_unknown', { item: name }) });
    const atRisk = status === 'recalled' || status === 'possible_match' || merchant?.level === 'stop';

    let line: TripItemResult['line_total'] = null;
    if (item.unit_price != null) {
      let amount: Decimal;
      try {
        amount = new Decimal(item.unit_price.amount);
      } catch {
        throw new GuidekitError(`${fn}: ${at}.unit_price.amount must be a decimal amount`, { code: 'invalid_value', field: `${at}.unit_price.amount` });
      }
      if (!amount.isFinite() || amount.isNegative()) throw new GuidekitError(`${fn}: ${at}.unit_price.amount must be a finite amount of at least 0`, { code: 'invalid_value', field: `${at}.unit_price.amount` });
      const currency = typeof item.unit_price.currency === 'string' ? item.unit_price.currency.trim().toUpperCase() : '';
      if (!/^[A-Z]{3}$/.test(currency)) throw new GuidekitError(`${fn}: ${at}.unit_price.currency must be a three-letter ISO 4217 code`, { code: 'invalid_value', field: `${at}.unit_price.currency` });
      line = { amount: amount.times(quantity), currency };
      const sum = sums.get(currency) ?? { subtotal: new Decimal(0), at_risk: new Decimal(0), items: 0 };
      sums.set(currency, { subtotal: sum.subtotal.plus(line.amount), at_risk: atRisk ? sum.at_risk.plus(line.amount) : sum.at_risk, items: sum.items + 1 });
    } else unpriced++;
    return { id: item.id, name, merchant_id: merchantId, recall_status: status, recall_confidence: recall?.confidence ?? null, recall_matches: recall?.matches ?? [], line_total: line, at_risk: atRisk };
  });

  const merchantList = [...merchants.values()];
  for (const m of merchantList) {
    const label = m.registrable_domain ?? m.id;
    if (m.score === null) reasons.push({ level: 'caution', text: t('reason_merchant_missing', { merchant: label }) });
    else if (m.blocklisted) reasons.push({ level: 'stop', text: t('reason_blocklisted', { merchant: label }) });
    else if (m.level !== 'ok') reasons.push({ level: m.level, text: t(m.level === 'stop' ? 'reason_merchant_stop' : 'reason_merchant_caution', { merchant: label, score: m.score, band: m.band ?? '' }) });
  }
  const sources = (options.sources ?? []).map((s, i) => {
    if (s === null || typeof s !== 'object' || !['ok', 'stale', 'unavailable'].includes(s.status)) {
      throw new GuidekitError(`${fn}: sources[${i}].status must be ok, stale or unavailable`, { code: 'invalid_value', field: `sources[${i}].status` });
    }
    return { id: String(s.id), status: s.status, fetched_at: s.fetched_at ?? null };
  });
  for (const s of sources) if (s.status !== 'ok') reasons.push({ level: 'caution', text: t('reason_source', { source: s.id, status: t(`status_${s.status}`) }) });

  const level = reasons.reduce<keyof typeof LEVEL>((acc, r) => (LEVEL[r.level] > LEVEL[acc] ? r.level : acc), 'ok');
  const ordered = [...reasons].sort((a, b) => LEVEL[b.level] - LEVEL[a.level]).map((r) => r.text);
  return {
    as_of: asOf,
    items: itemResults,
    merchants: merchantList,
    totals: {
      by_currency: [...sums.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, s]) => ({ currency, ...s })),
      unpriced_items: unpriced,
    },
    verdict: { level, reasons: level === 'ok' ? [t('reason_all_clear')] : ordered },
    sources,
    ...citeRules([rule]),
  };
}
