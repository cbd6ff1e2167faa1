import Decimal from 'decimal.js';
import { feeReader, readBookSide } from './_lib/readBook.js';
import { readDecimal } from '../_lib/readDecimal.js';
import { fail, readEnum, readIsoDate, readList, readOptions } from './_lib/read.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { requireRule } from '../../core/requireRule.js';
import { PROBABILITY_EDGE_RULES } from '../rules/probabilityEdges.js';
import { annualiseReturn, daysUntil } from './_lib/sizing.js';
import { walkLevels, type BookSide } from './_lib/walkLevels.js';
import type { BookLevelInput, FeeFunction } from './types.js';

/** One leg (outcome) of a mutually exclusive ladder, with its Yes book. */
export interface SumArbitrageLeg {
  readonly id: string;
  /** The leg's Yes asks (any order). */
  readonly yesAsks: readonly BookLevelInput[];
  /** The leg's Yes bids (any order). Selling Yes on every leg is buying No on every leg at 1 − bid. */
  readonly yesBids: readonly BookLevelInput[];
}

/** Options of {@link findSumArbitrage}. */
export interface FindSumArbitrageOptions {
  /** The venue's fee per fill (required); null means unknown, and the direction is then `unknown`. */
  readonly fee: FeeFunction;
  /**
   * What the venue guarantees about the legs (required): `exhaustive` (exactly one resolves Yes: a neg-risk event, a
   * mutually exclusive event that covers every outcome) or `exclusive` (at most one: buying every Yes is then no
   * arbitrage, since none may pay).
   */
  readonly coverage: 'exhaustive' | 'exclusive';
  /**
   * `largest-profitable` (default): the largest whole number of sets whose total profit still exceeds `minProfit`, the
   * depth the arbitrage really has; `max-profit`: the size with the largest total profit.
   */
  readonly sizing?: 'largest-profitable' | 'max-profit';
  /** The total profit a plan must exceed, in dollars. Default 0. */
  readonly minProfit?: Decimal.Value;
  /** A cap on the sets bought (a budget in contracts per leg). Default: the depth. */
  readonly maxContracts?: number;
  /** With `resolvesAt`, dates the capital lock-up (ISO date). */
  readonly asOf?: string;
  /** When the ladder resolves (ISO date or date-time); with `asOf` gives the days the capital is locked. */
  readonly resolvesAt?: string;
}

/** One leg's fill in a plan. */
export interface SumArbitrageFill {
  readonly id: string;
  readonly action: 'buy' | 'sell';
  readonly contracts: Decimal;
  readonly averagePrice: Decimal;
  readonly worstPrice: Decimal;
  /** Dollars paid (buy) or received (sell). */
  readonly notional: Decimal;
  readonly fee: Decimal;
  readonly levelsUsed: number;
}

/** One direction's answer. */
export type SumArbitragePlan =
  | {
      readonly status: 'arbitrage';
      /** Sets traded: contracts on every leg. */
      readonly size: Decimal;
      readonly fills: readonly SumArbitrageFill[];
      /** Σ average price over the legs. */
      readonly priceSum: Decimal;
      readonly fees: Decimal;
      /** Guaranteed profit at resolution: buy 1·size − Σ paid − fees; sell Σ received − 1·size − fees. */
      readonly profit: Decimal;
      /** Dollars locked until resolution: buy Σ paid + fees; sell Σ (1 − price)·contracts + fees (the No side). */
      readonly capitalLocked: Decimal;
      readonly returnOnCapital: number;
      /** The profit-maximising size and its profit, and the largest size still profitable (whichever was not chosen too). */
      readonly maxProfitSize: Decimal;
      readonly maxProfit: Decimal;
      readonly largestProfitableSize: Decimal;
      /** The thinnest leg's depth (whole contracts, capped by maxContracts): no plan can exceed it. */
      readonly depthLimit: Decimal;
      readonly daysToResolution: number | null;
      /** returnOnCapital × 365/days (simple), or null without `asOf` and a future `resolvesAt`. */
      readonly annualisedReturn: number | null;
    }
  | {
      readonly status: 'none';
      /** `no_edge`: not profitable even for one set at the best prices; `missing_quote`: a leg has no side to trade;
       * `not_exhaustive`: buying every Yes is not riskless when no leg may pay; `too_thin`: no leg holds a whole set. */
      readonly reason: 'no_edge' | 'missing_quote' | 'not_exhaustive' | 'too_thin';
      /** Profit of one set at the top of every book, fees included, when every leg is quoted. */
      readonly topProfitPerSet: Decimal | null;
    }
  | { readonly status: 'unknown'; readonly reason: 'fee_unknown' };

/** What {@link findSumArbitrage} returns: both directions, and the year length applied when `asOf` was given. */
export interface SumArbitrageResult extends RuleCitations {
  /** Buy Yes on every leg: 1 − Σ ask − fees per set (exhaustive ladders only). */
  readonly buyYes: SumArbitragePlan;
  /** Sell Yes on every leg (buy every No): Σ bid − 1 − fees per set. */
  readonly sellYes: SumArbitragePlan;
  /** The direction with the larger profit, or null when neither is an arbitrage. */
  readonly best: 'buyYes' | 'sellYes' | null;
}

/**
 * Depth-verified sum-arbitrage on a mutually exclusive ladder: buying Yes on every leg of an exhaustive ladder pays
 * exactly $1 a set, so it locks in 1 − Σ ask − fees; selling Yes on every leg (buying every No) pays out at most $1 a
 * set, so it locks in Σ bid − 1 − fees. Each leg's book is walked to the size, the venue's fee charged per fill, and
 * the size searched: profit falls as the walk reaches worse levels, and the answer gives the largest size still
 * profitable (or the most profitable one), with every leg's size, prices, fees, profit and capital locked.
 *
 * @remarks
 * Between two level boundaries of any leg the profit is linear in the size (fees aside), so the search evaluates every
 * boundary and then bisects the last profitable segment; each candidate is priced by a full walk, so the reported
 * figures are exactly what the walk gives. Sizes are whole contracts.
 *
 * @param legs - The ladder's legs, at least two (not modified).
 * @param options - {@link FindSumArbitrageOptions}; `fee` and `coverage` are required.
 * @returns {@link SumArbitrageResult}: both directions and the better one.
 * @throws {@link GuidekitError} `invalid_type` for a leg list, leg or fee that is not what it should be; `too_small`
 *   for fewer than two legs; `invalid_number` naming a book level, `minProfit` or `maxContracts`; `invalid_enum` for
 *   `coverage` or `sizing`; `invalid_date` for `asOf`.
 * @example
 * ```ts
 * findSumArbitrage(
 *   [
 *     { id: 'A', yesAsks: [{ price: '0.30', size: 50 }], yesBids: [] },
 *     { id: 'B', yesAsks: [{ price: '0.30', size: 80 }], yesBids: [] },
 *     { id: 'C', yesAsks: [{ price: '0.35', size: 40 }], yesBids: [] },
 *   ],
 *   { fee: () => 0, coverage: 'exhaustive' },
 * ).buyYes; // arbitrage of 40 sets, profit $2.00 (0.05 a set)
 * ```
 * @see docs/probability-models.md#sum-arbitrage
 */
export function findSumArbitrage(legs: readonly SumArbitrageLeg[], options: FindSumArbitrageOptions): SumArbitrageResult {
  const fn = 'findSumArbitrage';
  const o = readOptions(fn, options);
  if (typeof o.fee !== 'function') fail(fn, 'fee', 'must be a function of a fill returning its fee (or null when unknown)', 'invalid_type');
  if (o.coverage === undefined) fail(fn, 'coverage', 'is required (exhaustive or exclusive)', 'required');
  const coverage = readEnum(fn, 'coverage', o.coverage, ['exhaustive', 'exclusive'] as const, 'exhaustive');
  const sizing = readEnum(fn, 'sizing', o.sizing, ['largest-profitable', 'max-profit'] as const, 'largest-profitable');
  const minProfit = readDecimal(fn, 'minProfit', o.minProfit ?? 0);
  if (minProfit.lt(0)) fail(fn, 'minProfit', 'must not be negative');
  let cap: Decimal | null = null;
  if (o.maxContracts !== undefined) {
    if (typeof o.maxContracts !== 'number' || !Number.isInteger(o.maxContracts) || o.maxContracts < 1) fail(fn, 'maxContracts', 'must be a whole number ≥ 1');
    cap = new Decimal(o.maxContracts);
  }
  const asOf = o.asOf === undefined ? null : readIsoDate(fn, 'asOf', o.asOf);
  if (o.resolvesAt !== undefined && typeof o.resolvesAt !== 'string') fail(fn, 'resolvesAt', 'must be an ISO date or date-time', 'invalid_type');
  const days = asOf === null || o.resolvesAt === undefined ? null : daysUntil(asOf, o.resolvesAt);
  const yearRule = asOf === null ? null : requireRule(PROBABILITY_EDGE_RULES, asOf);
  const list = readList<SumArbitrageLeg>(fn, 'legs', legs);
  if (list.length < 2) fail(fn, 'legs', 'must hold at least two legs', 'too_small');
  const parsed = list.map((leg, i) => {
    if (leg === null || typeof leg !== 'object') fail(fn, `legs[${i}]`, 'must be a leg object', 'invalid_type');
    if (typeof leg.id !== 'string') fail(fn, `legs[${i}].id`, 'must be a string', 'invalid_type');
    return { id: leg.id, asks: readBookSide(fn, `legs[${i}].yesAsks`, leg.yesAsks, 'buy'), bids: readBookSide(fn, `legs[${i}].yesBids`, leg.yesBids, 'sell') };
  });
  const readFee = feeReader(fn);
  const ctx = { fee: o.fee, readFee, minProfit, cap, sizing, days, daysPerYear: yearRule?.value.daysPerYear ?? 365 };
  const buyYes: SumArbitragePlan =
    coverage === 'exhaustive'
      ? planDirection(parsed.map((l) => ({ id: l.id, side: l.asks })), 'buy', ctx)
      : { status: 'none', reason: 'not_exhaustive', topProfitPerSet: null };
  const sellYes = planDirection(parsed.map((l) => ({ id: l.id, side: l.bids })), 'sell', ctx);
  let best: 'buyYes' | 'sellYes' | null = null;
  if (buyYes.status === 'arbitrage') best = 'buyYes';
  if (sellYes.status === 'arbitrage' && (buyYes.status !== 'arbitrage' || sellYes.profit.gt(buyYes.profit))) best = 'sellYes';
  return { buyYes, sellYes, best, ...citeRules(yearRule === null ? [] : [yearRule]) };
}

interface PlanContext {
  readonly fee: FeeFunction;
  readonly readFee: (value: unknown) => Decimal;
  readonly minProfit: Decimal;
  readonly cap: Decimal | null;
  readonly sizing: 'largest-profitable' | 'max-profit';
  readonly days: number | null;
  readonly daysPerYear: number;
}

interface Evaluation {
  readonly size: Decimal;
  readonly fills: SumArbitrageFill[];
  readonly priceSum: Decimal;
  readonly fees: Decimal;
  readonly profit: Decimal;
  readonly capital: Decimal;
}

/** Prices `size` sets in one direction by walking every leg; null when a fee is unknown. */
function evaluate(legs: readonly { id: string; side: BookSide }[], action: 'buy' | 'sell', size: Decimal, ctx: PlanContext): Evaluation | null {
  const fills: SumArbitrageFill[] = [];
  let notional = new Decimal(0);
  let fees = new Decimal(0);
  let priceSum = new Decimal(0);
  for (const leg of legs) {
    const walk = walkLevels(leg.side, size, leg.id, action, ctx.fee, ctx.readFee);
    if (walk.fee === null) return null;
    notional = notional.plus(walk.notional);
    fees = fees.plus(walk.fee);
    priceSum = priceSum.plus(walk.averagePrice!);
    fills.push({ id: leg.id, action, contracts: walk.filled, averagePrice: walk.averagePrice!, worstPrice: walk.worstPrice!, notional: walk.notional, fee: walk.fee, levelsUsed: walk.levelsUsed });
  }
  // Buy: pay Σ, receive 1 per set. Sell: receive Σ, owe at most 1 per set; the No side locks (1 − price) per contract.
  const profit = action === 'buy' ? size.minus(notional).minus(fees) : notional.minus(size).minus(fees);
  const capital = action === 'buy' ? notional.plus(fees) : size.times(legs.length).minus(notional).plus(fees);
  return { size, fills, priceSum, fees, profit, capital };
}

function planDirection(legs: readonly { id: string; side: BookSide }[], action: 'buy' | 'sell', ctx: PlanContext): SumArbitragePlan {
  if (legs.some((l) => l.side.depth.isZero())) return { status: 'none', reason: 'missing_quote', topProfitPerSet: null };
  let depth = Decimal.min(...legs.map((l) => l.side.depth)).floor();
  if (ctx.cap !== null) depth = Decimal.min(depth, ctx.cap);
  const one = new Decimal(1);
  if (depth.lt(1)) {
    return { status: 'none', reason: 'too_thin', topProfitPerSet: null };
  }
  const first = evaluate(legs, action, one, ctx);
  if (first === null) return { status: 'unknown', reason: 'fee_unknown' };
  // Candidate sizes: every whole-contract level boundary of every leg up to the depth, and the depth itself.
  const marks = new Set<string>(['1', depth.toString()]);
  for (const leg of legs) {
    let cumulative = new Decimal(0);
    for (const size of leg.side.sizes) {
      cumulative = cumulative.plus(size);
      if (cumulative.gte(depth)) break;
      for (const c of [cumulative.floor(), cumulative.ceil()]) if (c.gte(1) && c.lte(depth)) marks.add(c.toString());
    }
  }
  const sizes = [...marks].map((s) => new Decimal(s)).sort((a, b) => a.comparedTo(b));
  const evaluations: Evaluation[] = [];
  for (const size of sizes) {
    const e = size.eq(1) ? first : evaluate(legs, action, size, ctx);
    if (e === null) return { status: 'unknown', reason: 'fee_unknown' };
    evaluations.push(e);
  }
  let best = evaluations[0]!;
  for (const e of evaluations) if (e.profit.gt(best.profit)) best = e;
  if (!best.profit.gt(ctx.minProfit)) return { status: 'none', reason: 'no_edge', topProfitPerSet: first.profit };
  // The largest profitable size: the last profitable boundary, then bisection toward the next boundary.
  let lastIdx = -1;
  for (let i = evaluations.length - 1; i >= 0; i--) {
    if (evaluations[i]!.profit.gt(ctx.minProfit)) {
      lastIdx = i;
      break;
    }
  }
  let largest = evaluations[lastIdx]!;
  const next = evaluations[lastIdx + 1];
  if (next !== undefined) {
    let lo = largest.size;
    let hi = next.size;
    while (hi.minus(lo).gt(1)) {
      const mid = lo.plus(hi).div(2).floor();
      const e = evaluate(legs, action, mid, ctx);
      if (e === null) return { status: 'unknown', reason: 'fee_unknown' };
      if (e.profit.gt(ctx.minProfit)) {
        lo = mid;
        largest = e;
      } else hi = mid;
    }
  }
  const chosen = ctx.sizing === 'max-profit' ? best : largest;
  const roc = chosen.profit.div(chosen.capital).toNumber();
  return {
    status: 'arbitrage',
    size: chosen.size,
    fills: chosen.fills,
    priceSum: chosen.priceSum,
    fees: chosen.fees,
    profit: chosen.profit,
    capitalLocked: chosen.capital,
    returnOnCapital: roc,
    maxProfitSize: best.size,
    maxProfit: best.profit,
    largestProfitableSize: largest.size,
    depthLimit: depth,
    daysToResolution: ctx.days,
    annualisedReturn: annualiseReturn(roc, ctx.days, ctx.daysPerYear, 'simple'),
  };
}
