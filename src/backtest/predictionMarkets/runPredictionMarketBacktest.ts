import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { citeRules } from '../../core/citeRules.js';
import { requireRule } from '../../core/requireRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { instantMs } from './_lib/readMarket.js';
import { KALSHI_TAKER_FEE, POLYMARKET_TRADING_FEE, type VenueFeeRule } from './rules/venueFees.js';
import type { MarketVenue, PredictionMarket } from './types.js';

/** Which markets a strategy trades, and when it enters. Every market gets at most one entry, held to resolution. */
export interface PredictionMarketStrategy {
  /** The contract bought: `yes` at the YES ask, or `no` at the NO ask (1 − YES bid). */
  readonly side: 'yes' | 'no';
  /** Enter only when the ask of that side is at least this price (dollars, in (0, 1)). Default none. */
  readonly minPrice?: number;
  /** Enter only when the ask of that side is at most this price. Default none. */
  readonly maxPrice?: number;
  /** Enter only when at least this many days remain to the close. Default 0. */
  readonly minDaysToClose?: number;
  /** Enter only when at most this many days remain to the close. Default no limit. */
  readonly maxDaysToClose?: number;
  /** Trade only these categories (case-insensitive). Default all. */
  readonly categories?: readonly string[];
  /** Trade only these venues. Default all. */
  readonly venues?: readonly MarketVenue[];
}

/** Options of {@link runPredictionMarketBacktest}. */
export interface RunPredictionMarketBacktestOptions {
  /** Dollars spent per market, before fees: whole contracts at the fill price. Default 100. */
  readonly stake?: Decimal.Value;
  /**
   * Fixed number of contracts per market instead of a stake. With a fixed count, a higher spread or fee always lowers the
   * PnL of every trade; with a stake, a dearer fill buys fewer contracts, so a losing trade can lose slightly less.
   */
  readonly contracts?: number;
  /** Extra price paid on every contract above the ask (dollars, in [0, 0.5)). Default 0. */
  readonly spread?: number;
  /**
   * Thin-book model: contracts beyond the depth at the ask fill one quoted spread (ask − bid) higher, per level of depth
   * they exceed, capped at 0.99. Default true.
   */
  readonly thinBook?: boolean;
  /** Fee coefficient used for every venue instead of the venue fee rules (fee = ⌈coef·C·P(1−P)⌉ cents). Default: venue rules. */
  readonly feeCoefficient?: number;
  /** Trades listed in the result (all are counted). Default 1 000. */
  readonly maxListedTrades?: number;
}

/** One market traded. Money is Decimal dollars. */
export interface PredictionMarketTrade {
  readonly market_id: string;
  readonly venue: MarketVenue;
  readonly category: string;
  readonly side: 'yes' | 'no';
  readonly entry_time: string;
  readonly days_to_close: number;
  /** The quoted ask of the side bought. */
  readonly ask: number;
  /** Average fill price per contract, thin-book cost and spread included. */
  readonly fill_price: Decimal;
  readonly contracts: number;
  readonly cost: Decimal;
  readonly fees: Decimal;
  readonly payout: Decimal;
  readonly pnl: Decimal;
  readonly won: boolean;
}

/** What {@link runPredictionMarketBacktest} returns. */
export interface PredictionMarketBacktestResult {
  readonly markets_total: number;
  /** Markets left out before trading, counted by reason: void (cancelled, 50/50, disputed) and unresolved. */
  readonly excluded: { readonly void: number; readonly unresolved: number };
  /** Resolved markets outside the strategy's categories or venues. */
  readonly filtered_out: number;
  /** Resolved, matching markets where no quote met the entry conditions (or the stake buys no contract). */
  readonly no_entry: number;
  readonly trade_count: number;
  readonly trades: readonly PredictionMarketTrade[];
  readonly summary: {
    readonly cost: Decimal;
    readonly fees: Decimal;
    readonly payout: Decimal;
    readonly net_pnl: Decimal;
    /** Net PnL ÷ (cost + fees), in percent; null without trades. */
    readonly return_pct: number | null;
    readonly win_rate_pct: number | null;
    /** Mean fill price, i.e. the implied probability paid; compare with the win rate. */
    readonly avg_fill_price: number | null;
  };
  readonly rules_applied: ReturnType<typeof citeRules>['rules_applied'];
  readonly unverified_rules: readonly string[];
}

const DAY = 86_400_000;
const fail = (fn: string, field: string, code: string, message: string): never => {
  throw new GuidekitError(`${fn}: ${field} ${message}`, { code, field });
};

function readPrice(fn: string, field: string, v: unknown): number | undefined {
  if (v === undefined) return undefined;
  return typeof v === 'number' && v > 0 && v < 1 ? v : fail(fn, field, 'invalid_number', 'must be a price in (0, 1)');
}

function readDays(fn: string, field: string, v: unknown): number | undefined {
  if (v === undefined) return undefined;
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fail(fn, field, 'invalid_number', 'must be a number of days ≥ 0');
}

/**
 * Cost of `contracts` at the ask, walking up one spread per depth level beyond the first (the thin-book cost), in
 * dollars rounded up to the cent (the buyer pays any fraction).
 */
function fillCost(ask: Decimal, bid: Decimal | null, depth: number | null, contracts: number, spread: number, thinBook: boolean): Decimal {
  const step = bid === null ? new Decimal('0.01') : Decimal.max('0.001', ask.minus(bid));
  const extra = new Decimal(spread);
  let remaining = contracts;
  let level = 0;
  let total = new Decimal(0);
  while (remaining > 0) {
    const size = !thinBook || depth === null || depth <= 0 ? remaining : Math.min(remaining, depth);
    const price = Decimal.min('0.99', ask.plus(step.times(level))).plus(extra);
    total = total.plus(price.times(size));
    remaining -= size;
    level++;
  }
  return total.toDecimalPlaces(2, Decimal.ROUND_UP);
}

/** Contracts the stake buys: the most whole contracts whose fill cost stays within the stake. */
function contractsFor(stake: Decimal, fill: (c: number) => Decimal, ask: Decimal, spread: number): number {
  let hi = stake.div(ask.plus(spread)).floor().toNumber();
  let lo = 0;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fill(mid).lte(stake)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Backtests a rule-based strategy over resolved binary prediction markets: one entry per market at the first quote that
 * meets the price, time-to-close, category and venue conditions, held to resolution.
 *
 * @remarks
 * - Fills are at the **ask** of the side bought (YES ask, or NO ask = 1 − YES bid), never the mid or last price, plus
 *   `spread` per contract. With `thinBook`, contracts beyond the depth quoted at the ask walk the book one quoted spread
 *   per level (capped at 0.99).
 * - Fees: the venue's taker fee `⌈coef × C × P × (1 − P)⌉` cents at entry (Kalshi 0.07, Polymarket 0), picked at the
 *   entry date; `feeCoefficient` replaces them. Settlement pays $1 per winning contract and charges nothing.
 * - Void and unresolved markets are excluded and counted; quotes at or after `close_time` are never read.
 *
 * @param markets - Market histories (see {@link parsePredictionMarkets}, {@link generateSyntheticMarkets}); not modified.
 * @param strategy - {@link PredictionMarketStrategy}.
 * @param options - {@link RunPredictionMarketBacktestOptions}.
 * @returns Trades, the counts of excluded markets, the money summary and the fee rules applied.
 * @throws {@link GuidekitError} for a malformed strategy or option (naming it), or markets that are not a list.
 * @example
 * ```ts
 * const r = runPredictionMarketBacktest(generateSyntheticMarkets({ seed: 7 }), { side: 'yes', maxPrice: 0.2, maxDaysToClose: 7 });
 * r.summary.net_pnl.toFixed(2); r.excluded.void;
 * ```
 * @see docs/prediction-markets.md
 * @see https://kalshi.com/docs/kalshi-fee-schedule.pdf
 */
export function runPredictionMarketBacktest(
  markets: readonly PredictionMarket[],
  strategy: PredictionMarketStrategy,
  options: RunPredictionMarketBacktestOptions = {},
): PredictionMarketBacktestResult {
  const fn = 'runPredictionMarketBacktest';
  if (!Array.isArray(markets)) fail(fn, 'markets', 'invalid_type', 'must be a list of markets');
  if (typeof strategy !== 'object' || strategy === null) fail(fn, 'strategy', 'invalid_type', 'must be an object');
  if (strategy.side !== 'yes' && strategy.side !== 'no') fail(fn, 'strategy.side', 'invalid_enum', "must be 'yes' or 'no'");
  const minPrice = readPrice(fn, 'strategy.minPrice', strategy.minPrice) ?? 0;
  const maxPrice = readPrice(fn, 'strategy.maxPrice', strategy.maxPrice) ?? 1;
  const minDays = readDays(fn, 'strategy.minDaysToClose', strategy.minDaysToClose) ?? 0;
  const maxDays = readDays(fn, 'strategy.maxDaysToClose', strategy.maxDaysToClose) ?? Infinity;
  const categories = strategy.categories?.map((c) => String(c).trim().toLowerCase());
  const venues = strategy.venues;
  let stake: Decimal;
  try {
    stake = new Decimal(options.stake ?? 100);
  } catch {
    return fail(fn, 'stake', 'invalid_number', 'must be a decimal amount');
  }
  if (!stake.isFinite() || stake.lte(0)) fail(fn, 'stake', 'too_small', 'must be a positive amount');
  const spread = options.spread ?? 0;
  if (typeof spread !== 'number' || !(spread >= 0 && spread < 0.5)) fail(fn, 'spread', 'invalid_number', 'must be a price in [0, 0.5)');
  const fixed = options.contracts;
  if (fixed !== undefined && !(Number.isInteger(fixed) && fixed >= 1)) fail(fn, 'contracts', 'invalid_number', 'must be a whole number ≥ 1');
  const thinBook = options.thinBook ?? true;
  const feeOverride = options.feeCoefficient;
  if (feeOverride !== undefined && !(typeof feeOverride === 'number' && feeOverride >= 0 && feeOverride < 1)) fail(fn, 'feeCoefficient', 'invalid_number', 'must be a number in [0, 1)');
  const maxListed = options.maxListedTrades ?? 1000;

  const applied: AppliedRule<VenueFeeRule>[] = [];
  const feeCoefficient = (venue: MarketVenue, date: string): number => {
    if (feeOverride !== undefined) return feeOverride;
    if (venue === 'other') return 0;
    const rule = requireRule(venue === 'kalshi' ? KALSHI_TAKER_FEE : POLYMARKET_TRADING_FEE, date);
    applied.push(rule);
    return rule.value.coefficient;
  };

  const excluded = { void: 0, unresolved: 0 };
  let filteredOut = 0;
  let noEntry = 0;
  const trades: PredictionMarketTrade[] = [];
  for (const m of markets) {
    if (m.status === 'void') excluded.void++;
    else if (m.status !== 'resolved' || m.outcome === null) excluded.unresolved++;
    else if ((categories && !categories.includes(m.category)) || (venues && !venues.includes(m.venue))) filteredOut++;
    else {
      const trade = enterMarket(m);
      if (trade === null) noEntry++;
      else trades.push(trade);
    }
  }

  function enterMarket(m: PredictionMarket): PredictionMarketTrade | null {
    const close = instantMs(m.close_time);
    for (const q of m.history) {
      const at = instantMs(q.t);
      if (!(at < close)) break; // at or after the close: the outcome may be known (no resolution leakage)
      // The NO book is the YES book mirrored: NO ask = 1 − YES bid, NO bid = 1 − YES ask (exact decimals).
      const flip = (x: number | null) => (x === null ? null : new Decimal(1).minus(x));
      const askD = strategy.side === 'yes' ? (q.yes_ask === null ? null : new Decimal(q.yes_ask)) : flip(q.yes_bid);
      const bid = strategy.side === 'yes' ? (q.yes_bid === null ? null : new Decimal(q.yes_bid)) : flip(q.yes_ask);
      const days = (close - at) / DAY;
      if (askD === null) continue;
      const ask = askD.toNumber();
      if (ask < minPrice || ask > maxPrice || days < minDays || days > maxDays) continue;
      const fill = (c: number) => fillCost(askD, bid, q.depth, c, spread, thinBook);
      const contracts = fixed ?? contractsFor(stake, fill, askD, spread);
      if (contracts === 0) return null;
      const cost = fill(contracts);
      const avg = cost.div(contracts);
      const coef = feeCoefficient(m.venue, q.t.slice(0, 10));
      // Kalshi's formula rounds the whole order's fee up to the next cent.
      const fees = new Decimal(coef).times(contracts).times(avg).times(new Decimal(1).minus(avg)).times(100).ceil().div(100);
      const won = m.outcome === strategy.side;
      const payout = won ? new Decimal(contracts) : new Decimal(0);
      return {
        market_id: m.id, venue: m.venue, category: m.category, side: strategy.side, entry_time: q.t,
        days_to_close: Math.round(days * 100) / 100, ask, fill_price: avg.toDecimalPlaces(6), contracts, cost, fees,
        payout, pnl: payout.minus(cost).minus(fees), won,
      };
    }
    return null;
  }

  const sum = (f: (t: PredictionMarketTrade) => Decimal) => trades.reduce((a, t) => a.plus(f(t)), new Decimal(0));
  const cost = sum((t) => t.cost);
  const fees = sum((t) => t.fees);
  const payout = sum((t) => t.payout);
  const netPnl = payout.minus(cost).minus(fees);
  const n = trades.length;
  return {
    markets_total: markets.length,
    excluded,
    filtered_out: filteredOut,
    no_entry: noEntry,
    trade_count: n,
    trades: trades.slice(0, maxListed),
    summary: {
      cost, fees, payout, net_pnl: netPnl,
      return_pct: n === 0 ? null : netPnl.div(cost.plus(fees)).times(100).toNumber(),
      win_rate_pct: n === 0 ? null : (trades.filter((t) => t.won).length / n) * 100,
      avg_fill_price: n === 0 ? null : trades.reduce((a, t) => a + t.fill_price.toNumber(), 0) / n,
    },
    ...citeRules(applied),
  };
}
