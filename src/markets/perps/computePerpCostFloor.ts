import { GuidekitError } from '../../core/GuidekitError.js';
import { walkPerpSide } from './_lib/walkPerpSide.js';
import type { PerpBookSide } from './types.js';

/** One leg of a convergence trade, as the cost floor sees it. */
export interface CostFloorLeg {
  /** The venue, for the answer. */
  readonly venue: string;
  /** `short` sells the rich listing, `long` buys the cheap one. */
  readonly side: 'long' | 'short';
  /** Taker fee of the venue, fraction of notional per fill (0.00045 = 4.5 bps). */
  readonly takerFee: number;
  /** The listing's book (`[price, amount]` levels). */
  readonly bids: PerpBookSide;
  readonly asks: PerpBookSide;
  /** Funding per hour as a fraction of notional, positive when longs pay; null when the venue gave none (counted as 0). */
  readonly fundingPerHour: number | null;
}

/** Options of {@link computePerpCostFloor}. */
export interface ComputePerpCostFloorOptions {
  /** Notional per leg in the quote currency (> 0). Required. */
  readonly notional: number;
  /** Hours the trade is held, over which funding is counted (≥ 0). Required. */
  readonly holdingHours: number;
  /** Buffer added to the floor, in basis points (≥ 0). Required. */
  readonly bufferBps: number;
}

/** One leg's share of the floor. All figures are fractions of the leg's notional. */
export interface CostFloorLegResult {
  readonly venue: string;
  readonly side: 'long' | 'short';
  readonly best_bid: number | null;
  readonly best_ask: number | null;
  readonly mid: number | null;
  /** Taker fee on entry and on exit: 2 × the venue's taker fee. */
  readonly fees: number;
  /** (best ask − best bid) ÷ mid: half paid on entry, half on exit. */
  readonly spread: number | null;
  /** Slippage beyond the touch from walking both sides at the notional (entry and exit), ÷ mid. */
  readonly impact: number | null;
  /** Average entry price at the notional (sell into the bids for a short, buy the asks for a long). */
  readonly entry_price: number | null;
  /** Funding received (+) or paid (−) over the holding period. */
  readonly funding_pnl: number;
  /** True when both sides of the book held the notional. */
  readonly fillable: boolean;
}

/** Result of {@link computePerpCostFloor}: each component of the floor and their sum, fractions of notional. */
export interface ComputePerpCostFloorResult {
  /** Σ 2 × taker fee over the legs. */
  readonly fees: number;
  /** Σ quoted spread over the legs. */
  readonly spreads: number;
  /** Σ slippage beyond the touch at the notional, entry and exit, over the legs. */
  readonly impact: number;
  /** |Σ funding P&L| over the holding period: counted as a cost whichever way it runs. */
  readonly funding: number;
  /** Σ funding P&L, signed (+ received). */
  readonly funding_pnl: number;
  /** The buffer, bufferBps ÷ 10,000. */
  readonly buffer: number;
  /** fees + spreads + impact + funding + buffer; null when a leg's book is one-sided, crossed or too thin. */
  readonly total: number | null;
  readonly legs: readonly CostFloorLegResult[];
  /** Why `total` is null, when it is. */
  readonly unpriced: 'dead_book' | 'too_thin' | null;
}

const FN = 'computePerpCostFloor';

function fail(message: string, field: string): never {
  throw new GuidekitError(`${FN}: ${message}`, { code: 'invalid_number', field });
}

const finiteAtLeast = (x: unknown, min: number) => typeof x === 'number' && Number.isFinite(x) && x >= min;

/**
 * The cost floor of a convergence trade, round trip, as a fraction of notional: taker fees on both legs at entry and
 * exit, both quoted spreads, the impact of walking each book at the stated notional (beyond the touch, both ways), the
 * absolute funding expected over the holding period, and a buffer. A gap smaller than this floor cannot pay for the
 * trade that would capture it.
 *
 * @remarks
 * costFloor = Σ legs (2 · taker + spread + impact) + |Σ legs funding P&L| + buffer, where spread = (ask − bid) ÷ mid,
 * impact = [(vwap_buy − best ask) + (best bid − vwap_sell)] ÷ mid at the notional, and the funding P&L of a leg is
 * −side × funding per hour × hours (side +1 long, −1 short: a long pays positive funding). A one-sided or crossed book
 * (`dead_book`) or one that cannot hold the notional on a side (`too_thin`) leaves the floor unpriced (`total: null`).
 *
 * @param legs - The trade's legs (one for a perpetual against its oracle, two for a cross-venue pair). Not modified.
 * @param options - {@link ComputePerpCostFloorOptions}.
 * @returns Each component, its sum and each leg's share.
 * @throws {@link GuidekitError} `invalid_number` for a non-positive notional, a negative holding period or buffer, a fee
 *   outside [0, 0.1], a non-finite funding rate, or no legs.
 * @example
 * ```ts
 * const leg = { venue: 'hyperliquid', side: 'short', takerFee: 0.00045, bids: [[100, 500]], asks: [[100.02, 500]], fundingPerHour: 0.0000125 } as const;
 * computePerpCostFloor([leg], { notional: 10_000, holdingHours: 8, bufferBps: 5 }).total; // 0.0009 + 0.0002 + 0 + 0.0001 + 0.0005 ≈ 0.0017
 * ```
 * @see docs/perps-tokenized-preipo.md
 */
export function computePerpCostFloor(legs: readonly CostFloorLeg[], options: ComputePerpCostFloorOptions): ComputePerpCostFloorResult {
  if (!Array.isArray(legs) || legs.length === 0) fail('legs must list at least one leg', 'legs');
  if (!finiteAtLeast(options?.notional, 0) || options.notional <= 0) fail('notional must be a positive number', 'notional');
  if (!finiteAtLeast(options.holdingHours, 0)) fail('holdingHours must be a number ≥ 0', 'holdingHours');
  if (!finiteAtLeast(options.bufferBps, 0)) fail('bufferBps must be a number ≥ 0', 'bufferBps');
  const { notional, holdingHours } = options;

  let unpriced: 'dead_book' | 'too_thin' | null = null;
  const results = legs.map((leg, i): CostFloorLegResult => {
    if (!finiteAtLeast(leg.takerFee, 0) || leg.takerFee > 0.1) fail(`legs[${i}].takerFee must be a fraction in [0, 0.1]`, `legs[${i}].takerFee`);
    if (leg.fundingPerHour !== null && (typeof leg.fundingPerHour !== 'number' || !Number.isFinite(leg.fundingPerHour))) {
      fail(`legs[${i}].fundingPerHour must be a finite number or null`, `legs[${i}].fundingPerHour`);
    }
    const sign = leg.side === 'long' ? 1 : -1;
    const fundingPnl = -sign * (leg.fundingPerHour ?? 0) * holdingHours;
    const sell = walkPerpSide(leg.bids, notional, { side: 'bid' });
    const buy = walkPerpSide(leg.asks, notional, { side: 'ask' });
    const bid = sell.touch;
    const ask = buy.touch;
    const fees = 2 * leg.takerFee;
    if (bid === null || ask === null || bid >= ask) {
      unpriced ??= 'dead_book';
      return { venue: leg.venue, side: leg.side, best_bid: bid, best_ask: ask, mid: null, fees, spread: null, impact: null, entry_price: null, funding_pnl: fundingPnl, fillable: false };
    }
    const mid = (bid + ask) / 2;
    const fillable = sell.complete && buy.complete;
    if (!fillable) unpriced ??= 'too_thin';
    const impact = fillable ? (buy.vwap! - ask + (bid - sell.vwap!)) / mid : null;
    return {
      venue: leg.venue,
      side: leg.side,
      best_bid: bid,
      best_ask: ask,
      mid,
      fees,
      spread: (ask - bid) / mid,
      impact,
      entry_price: fillable ? (leg.side === 'short' ? sell.vwap : buy.vwap) : null,
      funding_pnl: fundingPnl,
      fillable,
    };
  });

  const sum = (pick: (r: CostFloorLegResult) => number | null) => results.reduce((s, r) => s + (pick(r) ?? 0), 0);
  const fees = sum((r) => r.fees);
  const spreads = sum((r) => r.spread);
  const impact = sum((r) => r.impact);
  const fundingPnl = sum((r) => r.funding_pnl);
  const funding = Math.abs(fundingPnl);
  const buffer = options.bufferBps / 10_000;
  return {
    fees,
    spreads,
    impact,
    funding,
    funding_pnl: fundingPnl,
    buffer,
    total: unpriced === null ? fees + spreads + impact + funding + buffer : null,
    legs: results,
    unpriced,
  };
}
