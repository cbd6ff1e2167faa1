import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { citeRules } from '../../core/citeRules.js';
import { isGuidekitError } from '../../core/isGuidekitError.js';
import { requireRule } from '../../core/requireRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { assessOverfitting, type OverfittingCheck } from '../assessOverfitting.js';
import { bootstrapTradePnl, type TradePnlBootstrap } from './_lib/bootstrapTradePnl.js';
import { rollSpreadPrefixes } from './_lib/rollSpreadPrefixes.js';
import { countBefore, readMarketBook, type MarketBook } from './_lib/marketBook.js';
import { parseInstantMs } from './_lib/parseInstantMs.js';
import { marketRuleSpecSchema, type MarketRuleSpec } from './marketRuleSpecSchema.js';
import type { CorpusEntry, CorpusFilter, CorpusVenue, PredictionMarketCorpus } from './PredictionMarketCorpus.js';
import { THIN_BOOK_SPREAD, type ThinBookSpreadRule } from './rules/thinBookSpread.js';
import { KALSHI_TAKER_FEE, POLYMARKET_TRADING_FEE, type VenueFeeRule } from './rules/venueFees.js';

/** Progress of {@link simulateMarketRule}, reported every 1 000 markets and at the end. */
export interface MarketSimulationProgress {
  readonly markets_scanned: number;
  readonly trades: number;
}

/** Options of {@link simulateMarketRule}. */
export interface SimulateMarketRuleOptions {
  /**
   * Bid-ask spread: `'auto'` (default) fills buys at the ask and sells at the bid where the venue published quotes, and
   * half the thin-book estimate ({@link THIN_BOOK_SPREAD}) away from the last trade where it did not; a number (dollars,
   * in [0, 0.5)) fills half of it either side of the quote mid or the last trade instead. `0` fills at the mid / last trade.
   */
  readonly spread?: 'auto' | number;
  /** `'venue'` (default): the venue's fee rule in force on the trade date; `'none'`: no fees. */
  readonly fees?: 'venue' | 'none';
  /** Only markets closing at or after this ISO instant or date. Default none. */
  readonly closeFrom?: string;
  /** Only markets closing before this ISO instant or date. Default none. */
  readonly closeTo?: string;
  /** Trades listed in the result (all are counted). Default 500. */
  readonly maxListedTrades?: number;
  /** Monte Carlo paths (capped so paths × trades ≤ 20 million). Default 1 000. */
  readonly resamples?: number;
  /** Monte Carlo seed, an integer 0 to 2³² − 1. Default 1. */
  readonly seed?: number;
  /** Language of the overfitting messages. Default `'en'`. */
  readonly lang?: 'en' | 'es';
  /** Stops the scan; the result then says `complete: false`. */
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: MarketSimulationProgress) => void;
}

/** One simulated trade. Money is a decimal string of dollars. */
export interface MarketSimTrade {
  readonly market_id: string;
  readonly venue: CorpusVenue;
  readonly category: string;
  readonly title: string;
  readonly position: 'yes' | 'no';
  readonly entry_time: string;
  readonly hours_to_close: number;
  /** Fill price per contract of the held side (dollars), spread included. */
  readonly entry_price: number;
  /** `quote`: at the published ask; `trade`: the last trade plus half the spread estimate. */
  readonly price_source: 'quote' | 'trade';
  /** The spread used at entry (dollars): quoted, estimated or given. */
  readonly spread: number;
  readonly contracts: number;
  readonly cost: string;
  readonly fees: string;
  readonly exit: 'resolution' | 'take_profit' | 'time_stop';
  /** When the position ended: the exit time, or the market's close for a resolution. */
  readonly exit_time: string;
  /** Exit fill price (dollars), or 1 / 0 at resolution. */
  readonly exit_price: number;
  readonly proceeds: string;
  readonly pnl: string;
  /** The held contract's side won at resolution. */
  readonly resolved_in_favour: boolean;
}

/** A breakdown row (per category or venue). */
export interface MarketSimGroup {
  readonly key: string;
  readonly trades: number;
  /** Trades with a positive P&L. */
  readonly winners: number;
  readonly cost: string;
  readonly fees: string;
  readonly net_pnl: string;
  readonly hit_rate_pct: number;
}

/** A calibration row: trades entered at a price in [from, to), and how often the held side won. */
export interface MarketSimCalibrationRow {
  readonly from: number;
  readonly to: number;
  readonly trades: number;
  readonly resolved_in_favour: number;
  /** Mean entry price: the probability the market implied. */
  readonly avg_entry_price: number | null;
  /** Observed win rate; above the mean price means the contracts were cheap (the longshot-bias view). */
  readonly win_rate: number | null;
  readonly edge: number | null;
}

/** What {@link simulateMarketRule} returns (JSON-serialisable). */
export interface MarketSimulationResult {
  readonly complete: boolean;
  readonly settings: { readonly spread: 'auto' | number; readonly fees: 'venue' | 'none' };
  /** Markets the store yielded for the rule's filter. */
  readonly markets_scanned: number;
  /** Markets that passed the rule's own market conditions. */
  readonly markets_matched: number;
  /** Matching markets left out before trading: void (cancelled, refunded, 50/50) and unresolved. */
  readonly excluded: { readonly void: number; readonly unresolved: number; readonly unreadable: number };
  /** Resolved matching markets where the entry condition never held at a decision time (or the size bought nothing). */
  readonly no_entry: number;
  readonly trade_count: number;
  readonly trades_listed: number;
  readonly trades: readonly MarketSimTrade[];
  readonly summary: {
    readonly cost: string;
    readonly fees: string;
    readonly proceeds: string;
    readonly net_pnl: string;
    /** Net P&L ÷ (cost + fees), percent; null without trades. */
    readonly return_pct: number | null;
    /** Share of trades with a positive P&L, percent. */
    readonly hit_rate_pct: number | null;
    /** Share of trades whose held side won at resolution, percent. */
    readonly win_rate_pct: number | null;
    readonly avg_entry_price: number | null;
  };
  readonly by_category: readonly MarketSimGroup[];
  readonly by_venue: readonly MarketSimGroup[];
  readonly calibration: readonly MarketSimCalibrationRow[];
  /** Cumulative net P&L (dollars) after each trade in exit-time order, sampled to at most about 250 points. */
  readonly equity: readonly { readonly time: string; readonly pnl: number; readonly drawdown: number }[];
  /** Bootstrap bands of the cumulative P&L; null with fewer than 2 trades. */
  readonly monte_carlo: TradePnlBootstrap | null;
  readonly overfit_warnings: readonly OverfittingCheck[];
  readonly overfit_checks: readonly OverfittingCheck[];
  readonly rules_applied: ReturnType<typeof citeRules>['rules_applied'];
  readonly unverified_rules: readonly string[];
}

const HOUR = 3_600_000;
const EPS = 1e-6;
const ceilCents = (dollars: number) => Math.ceil(dollars * 100 - EPS);
const floorCents = (dollars: number) => Math.floor(dollars * 100 + EPS);
const money = (cents: number) => new Decimal(cents).div(100).toFixed(2);
const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;
const fail = (field: string, code: string, message: string): never => {
  throw new GuidekitError(`simulateMarketRule: ${field} ${message}`, { code, field });
};

interface Px {
  readonly price: number;
  readonly source: 'quote' | 'trade';
  readonly spread: number;
}

/** The filter pushed down to the store: the rule's market conditions and the longest look-back it reads. */
function filterOf(spec: MarketRuleSpec, staleAfterHours: number, options: SimulateMarketRuleOptions): CorpusFilter {
  const m = spec.markets;
  const t = spec.entry.timing;
  const lookbackH = t.type === 'at' ? t.hours_before_close : t.type === 'window' ? t.max_hours_before_close : undefined;
  return {
    ...(m.venues ? { venues: m.venues } : {}),
    ...(m.categories ? { categories: m.categories } : {}),
    ...(m.title_words ? { titleWords: m.title_words } : {}),
    ...(m.min_volume === undefined ? {} : { minVolume: m.min_volume }),
    ...(options.closeFrom === undefined ? {} : { closeFrom: options.closeFrom }),
    ...(options.closeTo === undefined ? {} : { closeTo: options.closeTo }),
    ...(lookbackH === undefined ? {} : { tradeWindowMs: (lookbackH + staleAfterHours) * HOUR }),
  };
}

/** The rule's own market conditions, applied again whatever the store filtered (title words are whole words, as the port reads them). */
function marketMatches(spec: MarketRuleSpec, e: CorpusEntry, closeFrom: number, closeTo: number): boolean {
  const m = spec.markets;
  const mk = e.market;
  if (m.venues && !m.venues.includes(mk.venue)) return false;
  if (m.categories && !m.categories.includes(mk.category.toLowerCase())) return false;
  if (m.title_words) {
    const words = new Set(mk.title.toLowerCase().split(/[^\p{L}\p{N}]+/u));
    if (!m.title_words.every((w) => words.has(w.toLowerCase()))) return false;
  }
  if (m.min_volume !== undefined && !(mk.volume !== null && mk.volume >= m.min_volume)) return false;
  if (m.min_open_interest !== undefined && !(mk.open_interest !== null && mk.open_interest >= m.min_open_interest)) return false;
  const close = parseInstantMs(mk.close_time);
  return close >= closeFrom && close < closeTo;
}

/**
 * Simulates a compiled prediction-market rule over the corpus: for each market the rule decides at its decision times
 * (once, N hours before the close; or hourly across a window) from the last trade or quote **strictly before** each
 * decision time, enters at most once, and holds to resolution unless a take profit or time stop sells earlier.
 *
 * @remarks
 * - Fills: buys at the ask, sells at the bid where the venue published quotes; otherwise half the thin-book spread
 *   estimate (Roll 1984 over the last 50 trades, floored at one cent: {@link THIN_BOOK_SPREAD}) either side of the last
 *   trade. A price older than 7 days is not acted on. `spread: 0, fees: 'none'` turns costs off, so each trade's P&L is
 *   exactly (payoff − price) × contracts.
 * - Fees: `⌈coef × C × P × (1 − P)⌉` cents per fill (Kalshi 0.07, Polymarket 0; {@link KALSHI_TAKER_FEE}), the rule in
 *   force on the fill date. Settlement pays $1 per winning contract and charges nothing.
 * - Void and unresolved markets are counted, never traded. The scan streams `corpus.scan(filter)` with the filter
 *   derived from the spec, so a store can push it down; the engine re-applies every condition itself.
 * - Money is summed in integer cents and returned as decimal strings; prices are plain floats.
 *
 * @param corpus - The corpus port (e.g. {@link createMemoryCorpus} or the DuckDB store).
 * @param spec - A spec from {@link compileMarketRule} (validated again here).
 * @param options - {@link SimulateMarketRuleOptions}.
 * @returns Trades (capped list and count), P&L, hit and win rates, breakdowns, calibration, equity, Monte Carlo bands,
 *   overfitting checks and the rules applied.
 * @throws {@link GuidekitError} `invalid_rule` for a spec that fails {@link marketRuleSpecSchema}; `invalid_number` for a bad option.
 * @example
 * ```ts
 * const r = compileMarketRule('Buy YES below 10c 7 days before close');
 * if (r.ok) (await simulateMarketRule(corpus, r.spec)).summary.net_pnl;
 * ```
 * @see docs/prediction-markets.md
 * @see https://doi.org/10.1111/j.1540-6261.1984.tb03897.x
 */
export async function simulateMarketRule(corpus: PredictionMarketCorpus, spec: MarketRuleSpec, options: SimulateMarketRuleOptions = {}): Promise<MarketSimulationResult> {
  if (corpus === null || typeof corpus !== 'object' || typeof corpus.scan !== 'function') fail('corpus', 'invalid_type', 'must be a PredictionMarketCorpus');
  const parsed = marketRuleSpecSchema.safeParse(spec);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    fail(`spec.${issue.path.join('.')}`, 'invalid_rule', issue.message);
  }
  const rule = parsed.data as MarketRuleSpec;
  const spread = options.spread ?? 'auto';
  if (spread !== 'auto' && !(typeof spread === 'number' && spread >= 0 && spread < 0.5)) fail('spread', 'invalid_number', "must be 'auto' or dollars in [0, 0.5)");
  const fees = options.fees ?? 'venue';
  if (fees !== 'venue' && fees !== 'none') fail('fees', 'invalid_enum', "must be 'venue' or 'none'");
  const maxListed = options.maxListedTrades ?? 500;
  if (!(Number.isInteger(maxListed) && maxListed >= 0)) fail('maxListedTrades', 'invalid_number', 'must be a whole number ≥ 0');
  const resamplesWanted = options.resamples ?? 1000;
  if (!(Number.isInteger(resamplesWanted) && resamplesWanted >= 1 && resamplesWanted <= 100_000)) fail('resamples', 'invalid_number', 'must be a whole number in [1, 100000]');
  const seed = options.seed ?? 1;
  if (!(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff)) fail('seed', 'invalid_number', 'must be an integer in [0, 2³² − 1]');
  const closeFrom = options.closeFrom === undefined ? -Infinity : Date.parse(options.closeFrom);
  const closeTo = options.closeTo === undefined ? Infinity : Date.parse(options.closeTo);
  if (Number.isNaN(closeFrom)) fail('closeFrom', 'invalid_date', 'must be an ISO date or instant');
  if (Number.isNaN(closeTo)) fail('closeTo', 'invalid_date', 'must be an ISO date or instant');

  const applied: AppliedRule<unknown>[] = [];
  // The thin-book rule is read once, at the version in force for the whole corpus (it has one).
  const thin: AppliedRule<ThinBookSpreadRule> = requireRule(THIN_BOOK_SPREAD, '2022-01-01');
  if (spread === 'auto') applied.push(thin);
  const { lookbackTrades, tickDollars } = thin.value;
  const staleMs = thin.value.staleAfterHours * HOUR;
  const feeCache = new Map<string, number>();
  const feeCoef = (venue: CorpusVenue, date: string): number => {
    if (fees === 'none') return 0;
    const key = `${venue}@${date}`;
    const cached = feeCache.get(key);
    if (cached !== undefined) return cached;
    const r: AppliedRule<VenueFeeRule> = requireRule(venue === 'kalshi' ? KALSHI_TAKER_FEE : POLYMARKET_TRADING_FEE, date);
    applied.push(r);
    feeCache.set(key, r.value.coefficient);
    return r.value.coefficient;
  };
  const feeCents = (coef: number, contracts: number, p: number) => (coef === 0 ? 0 : Math.ceil(coef * contracts * p * (1 - p) * 100 - EPS));

  const pos = rule.position;
  const below = rule.entry.price_below ?? Infinity;
  const above = rule.entry.price_above ?? -Infinity;
  const tp = rule.exit.take_profit;
  const timeStopH = rule.exit.time_stop_hours_before_close;
  const dollarsCents = rule.size.type === 'dollars' ? Math.round(Number(rule.size.amount) * 100) : 0;

  let rolls: Float64Array | null = null;
  /** The held side's fill price for a buy or a sell from the observations strictly before `d`, or null. */
  function priceAt(b: MarketBook, iT: number, iQ: number, d: number, side: 'buy' | 'sell'): Px | null {
    const fresh = d - staleMs;
    if (iQ > 0 && (b.quoteT[iQ - 1] as number) >= fresh) {
      const bid = b.quoteBid[iQ - 1] as number;
      const ask = b.quoteAsk[iQ - 1] as number;
      // The NO book is the YES book mirrored: NO ask = 1 − YES bid, NO bid = 1 − YES ask.
      const pBid = pos === 'yes' ? bid : round(1 - ask, 9);
      const pAsk = pos === 'yes' ? ask : round(1 - bid, 9);
      if (spread === 'auto') {
        const p = side === 'buy' ? pAsk : pBid;
        return Number.isNaN(p) ? null : { price: p, source: 'quote', spread: Number.isNaN(pAsk - pBid) ? 0 : round(pAsk - pBid, 9) };
      }
      const mid = (pBid + pAsk) / 2;
      if (Number.isNaN(mid)) return null;
      return { price: shift(mid, side, spread), source: 'quote', spread };
    }
    if (iT > 0 && (b.tradeT[iT - 1] as number) >= fresh) {
      const last = b.tradeP[iT - 1] as number;
      const ref = pos === 'yes' ? last : round(1 - last, 9);
      // The estimate for every prefix of this market's trades is computed once, on first use.
      if (spread === 'auto' && rolls === null) rolls = rollSpreadPrefixes(b.tradeP, lookbackTrades, tickDollars);
      const s = spread === 'auto' ? (rolls as Float64Array)[iT] as number : spread;
      return { price: shift(ref, side, s), source: 'trade', spread: round(s, 6) };
    }
    return null;
  }
  function shift(ref: number, side: 'buy' | 'sell', s: number): number {
    if (s === 0) return ref;
    return side === 'buy' ? Math.min(0.999, round(ref + s / 2, 9)) : Math.max(0.001, round(ref - s / 2, 9));
  }

  /**
   * Walks decision times start, start + step, … (< end) and returns the first where `ok` holds. Between observations
   * nothing the rule reads changes (a price can only turn stale, which never makes a failing check pass), so the walk
   * jumps to the first decision time after the next observation.
   */
  function walk(b: MarketBook, start: number, step: number, end: number, single: boolean, ptr: { iT: number; iQ: number }, side: 'buy' | 'sell', ok: (p: Px) => boolean): { d: number; px: Px } | null {
    for (let k = 0; ; ) {
      const d = start + k * step;
      if (!(d < end)) return null;
      ptr.iT = countBefore(b.tradeT, d, ptr.iT);
      ptr.iQ = countBefore(b.quoteT, d, ptr.iQ);
      const px = priceAt(b, ptr.iT, ptr.iQ, d, side);
      if (px !== null && ok(px)) return { d, px };
      if (single) return null;
      const next = Math.min(ptr.iT < b.tradeT.length ? (b.tradeT[ptr.iT] as number) : Infinity, ptr.iQ < b.quoteT.length ? (b.quoteT[ptr.iQ] as number) : Infinity);
      if (next === Infinity) return null;
      k = Math.max(k + 1, Math.floor((next - start) / step) + 1);
    }
  }

  const excluded = { void: 0, unresolved: 0, unreadable: 0 };
  let scanned = 0;
  let matched = 0;
  let noEntry = 0;
  const listed: MarketSimTrade[] = [];
  let n = 0;
  let cap = 1024;
  let pnlC = new Float64Array(cap);
  let outlayC = new Float64Array(cap);
  let exitMs = new Float64Array(cap);
  let firstEntry = Infinity;
  let totCost = 0;
  let totFees = 0;
  let totProceeds = 0;
  let winners = 0;
  let favour = 0;
  let priceSum = 0;
  const groups = { category: new Map<string, { trades: number; winners: number; cost: number; fees: number; pnl: number }>(), venue: new Map<string, { trades: number; winners: number; cost: number; fees: number; pnl: number }>() };
  const cal = Array.from({ length: 10 }, () => ({ trades: 0, favour: 0, price: 0 }));

  const filter = filterOf(rule, thin.value.staleAfterHours, options);
  let complete = true;
  for await (const e of corpus.scan(filter, options.signal === undefined ? {} : { signal: options.signal })) {
    if (options.signal?.aborted) {
      complete = false;
      break;
    }
    scanned++;
    if (scanned % 1000 === 0) options.onProgress?.({ markets_scanned: scanned, trades: n });
    if (!marketMatches(rule, e, closeFrom, closeTo)) continue;
    matched++;
    const mk = e.market;
    if (mk.status === 'void') {
      excluded.void++;
      continue;
    }
    if (mk.status !== 'resolved' || (mk.outcome !== 'yes' && mk.outcome !== 'no')) {
      excluded.unresolved++;
      continue;
    }
    const b = readMarketBook(e);
    if (b === null) {
      excluded.unreadable++;
      continue;
    }
    const t = rule.entry.timing;
    let start: number;
    let end = b.close;
    let single = false;
    if (t.type === 'at') {
      start = b.close - t.hours_before_close * HOUR;
      single = true;
    } else if (t.type === 'window') {
      start = b.close - t.max_hours_before_close * HOUR;
      end = b.close - t.min_hours_before_close * HOUR;
    } else {
      start = Math.min(b.tradeT.length > 0 ? (b.tradeT[0] as number) : Infinity, b.quoteT.length > 0 ? (b.quoteT[0] as number) : Infinity);
    }
    const ptr = { iT: 0, iQ: 0 };
    rolls = null;
    const entry = Number.isFinite(start) ? walk(b, start, HOUR, end, single, ptr, 'buy', (px) => px.price < below && px.price > above) : null;
    const contracts = entry === null ? 0 : rule.size.type === 'contracts' ? rule.size.contracts : Math.floor(dollarsCents / (entry.px.price * 100) + EPS);
    if (entry === null || contracts < 1) {
      noEntry++;
      continue;
    }
    const entryIso = new Date(entry.d).toISOString();
    const coefIn = feeCoef(mk.venue, entryIso.slice(0, 10));
    const cost = ceilCents(contracts * entry.px.price);
    let feeC = feeCents(coefIn, contracts, entry.px.price);
    // Exits: a take profit checked hourly after the entry (until the time stop), then the time stop itself.
    let exitKind: MarketSimTrade['exit'] = 'resolution';
    let exitAt = b.close;
    let exitPrice = mk.outcome === pos ? 1 : 0;
    const stopAt = timeStopH === undefined ? undefined : b.close - timeStopH * HOUR;
    const stopOk = stopAt !== undefined && stopAt > entry.d;
    if (tp !== undefined) {
      const hit = walk(b, entry.d + HOUR, HOUR, stopOk ? stopAt : b.close, false, ptr, 'sell', (px) => px.price >= tp);
      if (hit !== null) {
        exitKind = 'take_profit';
        exitAt = hit.d;
        exitPrice = hit.px.price;
      }
    }
    if (exitKind === 'resolution' && stopOk) {
      const hit = walk(b, stopAt, HOUR, b.close, true, ptr, 'sell', () => true);
      if (hit !== null) {
        exitKind = 'time_stop';
        exitAt = hit.d;
        exitPrice = hit.px.price;
      }
    }
    let proceeds: number;
    if (exitKind === 'resolution') proceeds = mk.outcome === pos ? contracts * 100 : 0;
    else {
      proceeds = floorCents(contracts * exitPrice);
      feeC += feeCents(feeCoef(mk.venue, new Date(exitAt).toISOString().slice(0, 10)), contracts, exitPrice);
    }
    const pnl = proceeds - cost - feeC;
    const inFavour = mk.outcome === pos;
    if (n === cap) {
      cap *= 2;
      const grow = (a: Float64Array) => {
        const x = new Float64Array(cap);
        x.set(a);
        return x;
      };
      pnlC = grow(pnlC);
      outlayC = grow(outlayC);
      exitMs = grow(exitMs);
    }
    pnlC[n] = pnl;
    outlayC[n] = cost + feeC;
    exitMs[n] = exitAt;
    n++;
    firstEntry = Math.min(firstEntry, entry.d);
    totCost += cost;
    totFees += feeC;
    totProceeds += proceeds;
    if (pnl > 0) winners++;
    if (inFavour) favour++;
    priceSum += entry.px.price;
    for (const [map, key] of [[groups.category, mk.category.toLowerCase()], [groups.venue, mk.venue]] as const) {
      const g = map.get(key) ?? { trades: 0, winners: 0, cost: 0, fees: 0, pnl: 0 };
      g.trades++;
      if (pnl > 0) g.winners++;
      g.cost += cost;
      g.fees += feeC;
      g.pnl += pnl;
      map.set(key, g);
    }
    const bucket = cal[Math.min(9, Math.floor(entry.px.price * 10 + 1e-9))]!;
    bucket.trades++;
    bucket.price += entry.px.price;
    if (inFavour) bucket.favour++;
    if (listed.length < maxListed) {
      listed.push({
        market_id: mk.id, venue: mk.venue, category: mk.category, title: mk.title, position: pos, entry_time: entryIso,
        hours_to_close: round((b.close - entry.d) / HOUR, 2), entry_price: round(entry.px.price, 6), price_source: entry.px.source,
        spread: entry.px.spread, contracts, cost: money(cost), fees: money(feeC), exit: exitKind,
        exit_time: new Date(exitAt).toISOString(), exit_price: round(exitPrice, 6), proceeds: money(proceeds), pnl: money(pnl),
        resolved_in_favour: inFavour,
      });
    }
  }
  // A store stops yielding on abort, so the loop may end without seeing it.
  if (options.signal?.aborted) complete = false;
  options.onProgress?.({ markets_scanned: scanned, trades: n });

  const group = (map: Map<string, { trades: number; winners: number; cost: number; fees: number; pnl: number }>): MarketSimGroup[] =>
    [...map.entries()]
      .sort((a, b) => b[1].trades - a[1].trades || (a[0] < b[0] ? -1 : 1))
      .map(([key, g]) => ({ key, trades: g.trades, winners: g.winners, cost: money(g.cost), fees: money(g.fees), net_pnl: money(g.pnl), hit_rate_pct: round((g.winners / g.trades) * 100, 4) }));

  // Equity: cumulative P&L in exit-time order.
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => (exitMs[a] as number) - (exitMs[b] as number) || a - b);
  const equity: { time: string; pnl: number; drawdown: number }[] = [];
  const every = Math.max(1, Math.ceil(n / 250));
  let cum = 0;
  let peak = 0;
  order.forEach((i, k) => {
    cum += pnlC[i] as number;
    peak = Math.max(peak, cum);
    if (k % every === every - 1 || k === n - 1) equity.push({ time: new Date(exitMs[i] as number).toISOString(), pnl: cum / 100, drawdown: (cum - peak) / 100 });
  });

  let monteCarlo: TradePnlBootstrap | null = null;
  if (n >= 2) {
    const dollars = new Float64Array(n);
    order.forEach((i, k) => (dollars[k] = (pnlC[i] as number) / 100));
    monteCarlo = bootstrapTradePnl(dollars, Math.max(1, Math.min(resamplesWanted, Math.floor(2e7 / n))), seed);
  }

  // Overfitting: per-trade returns on the money committed, annualised by the trades per year of the run.
  let checks: readonly OverfittingCheck[] = [];
  let warnings: readonly OverfittingCheck[] = [];
  if (n >= 2) {
    const returns = new Float64Array(n);
    order.forEach((i, k) => (returns[k] = (outlayC[i] as number) > 0 ? (pnlC[i] as number) / (outlayC[i] as number) : 0));
    const years = ((exitMs[order[n - 1] as number] as number) - firstEntry) / (365.25 * 86_400_000);
    try {
      const o = assessOverfitting({ sample: returns, trials: 1, tradeCount: n, periodsPerYear: years > 0 ? Math.max(1, n / years) : 252 }, { lang: options.lang ?? 'en' });
      checks = o.checks;
      warnings = o.warnings;
    } catch (error) {
      if (!isGuidekitError(error)) throw error;
    }
  }

  const net = totProceeds - totCost - totFees;
  return {
    complete,
    settings: { spread, fees },
    markets_scanned: scanned,
    markets_matched: matched,
    excluded,
    no_entry: noEntry,
    trade_count: n,
    trades_listed: listed.length,
    trades: listed,
    summary: {
      cost: money(totCost), fees: money(totFees), proceeds: money(totProceeds), net_pnl: money(net),
      return_pct: n === 0 || totCost + totFees === 0 ? null : round((net / (totCost + totFees)) * 100, 4),
      hit_rate_pct: n === 0 ? null : round((winners / n) * 100, 4),
      win_rate_pct: n === 0 ? null : round((favour / n) * 100, 4),
      avg_entry_price: n === 0 ? null : round(priceSum / n, 6),
    },
    by_category: group(groups.category),
    by_venue: group(groups.venue),
    calibration: cal.map((c, i) => ({
      from: i / 10, to: (i + 1) / 10, trades: c.trades, resolved_in_favour: c.favour,
      avg_entry_price: c.trades === 0 ? null : round(c.price / c.trades, 6),
      win_rate: c.trades === 0 ? null : round(c.favour / c.trades, 6),
      edge: c.trades === 0 ? null : round(c.favour / c.trades - c.price / c.trades, 6),
    })),
    equity,
    monte_carlo: monteCarlo,
    overfit_warnings: warnings,
    overfit_checks: checks,
    ...citeRules(applied),
  };
}
