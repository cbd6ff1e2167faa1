import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { readDecimal } from '../_lib/readDecimal.js';

/** One fill on Polymarket's order book. */
export interface PolymarketFill {
  /** Shares (contracts) filled. */
  readonly contracts: Decimal.Value;
  /** Price in dollars (USDC) per share, in (0, 1). */
  readonly price: Decimal.Value;
}

/** Options of {@link computePolymarketFee}: the market's fee fields as Gamma lists them. */
export interface ComputePolymarketFeeOptions {
  /** The market's `feesEnabled`. Most markets have none: the fee is then 0 whatever the schedule says. */
  readonly enabled: boolean;
  /** `feeSchedule.rate` (e.g. 0.05). Required when enabled. */
  readonly rate?: Decimal.Value;
  /** `feeSchedule.exponent`, a whole number ≥ 1. Default 1. */
  readonly exponent?: number;
  /** `feeSchedule.takerOnly`: makers pay nothing. Default true. */
  readonly takerOnly?: boolean;
  /** Whether the fill took liquidity. Default `taker`. */
  readonly role?: 'taker' | 'maker';
}

/** What {@link computePolymarketFee} returns. */
export interface ComputePolymarketFeeResult {
  /** Fee in dollars, exact (no rounding is applied; see docs/prediction-venues.md). */
  readonly fee: Decimal;
  /** The fee as a share of the fill's notional (fee ÷ (C × P)); 0 when there is no fee. */
  readonly feeShareOfNotional: Decimal;
  /** Why the fee is what it is: `disabled` (the market charges no fee), `maker` (makers pay none) or `schedule`. */
  readonly basis: 'disabled' | 'maker' | 'schedule';
}

/**
 * Polymarket's trading fee on one fill. Most markets charge none (`feesEnabled` false). On a fee-enabled market the
 * taker pays `C × rate × (P × (1 − P))^exponent` from the market's `feeSchedule`, makers nothing when the schedule is
 * taker-only. The schedule is read from each market, never assumed.
 *
 * @param fill - {@link PolymarketFill}.
 * @param options - {@link ComputePolymarketFeeOptions}: the market's fee fields.
 * @returns The fee in dollars, its share of the notional and why.
 * @throws {@link GuidekitError} `invalid_number` for contracts ≤ 0, a price outside (0, 1), a negative rate or an
 *   exponent that is not a whole number ≥ 1; `required` when an enabled market gives no rate; `invalid_enum` for a role.
 * @example
 * ```ts
 * computePolymarketFee({ contracts: 100, price: '0.5' }, { enabled: true, rate: '0.05' }).fee.toString(); //=> '1.25'
 * ```
 * @see https://docs.polymarket.com/trading/fees
 */
export function computePolymarketFee(fill: PolymarketFill, options: ComputePolymarketFeeOptions): ComputePolymarketFeeResult {
  const fn = 'computePolymarketFee';
  if (typeof fill !== 'object' || fill === null) throw new GuidekitError(`${fn}: fill must be { contracts, price }`, { code: 'invalid_type', field: 'fill' });
  if (typeof options !== 'object' || options === null || typeof options.enabled !== 'boolean') {
    throw new GuidekitError(`${fn}: options.enabled (the market's feesEnabled) is required`, { code: 'required', field: 'enabled' });
  }
  const contracts = readDecimal(fn, 'contracts', fill.contracts);
  if (contracts.lte(0)) throw new GuidekitError(`${fn}: contracts must be positive`, { code: 'invalid_number', field: 'contracts' });
  const price = readDecimal(fn, 'price', fill.price);
  if (price.lte(0) || price.gte(1)) throw new GuidekitError(`${fn}: price must be in (0, 1) dollars`, { code: 'invalid_number', field: 'price' });
  const role = options.role ?? 'taker';
  if (role !== 'taker' && role !== 'maker') throw new GuidekitError(`${fn}: role must be taker or maker`, { code: 'invalid_enum', field: 'role' });
  const zero = { fee: new Decimal(0), feeShareOfNotional: new Decimal(0) };
  if (!options.enabled) return { ...zero, basis: 'disabled' };
  if (options.rate === undefined) throw new GuidekitError(`${fn}: a fee-enabled market needs its feeSchedule.rate`, { code: 'required', field: 'rate' });
  const rate = readDecimal(fn, 'rate', options.rate);
  if (rate.lt(0)) throw new GuidekitError(`${fn}: rate must not be negative`, { code: 'invalid_number', field: 'rate' });
  const exponent = options.exponent ?? 1;
  if (!Number.isInteger(exponent) || exponent < 1) throw new GuidekitError(`${fn}: exponent must be a whole number ≥ 1`, { code: 'invalid_number', field: 'exponent' });
  if (role === 'maker' && (options.takerOnly ?? true)) return { ...zero, basis: 'maker' };
  const fee = contracts.times(rate).times(price.times(new Decimal(1).minus(price)).pow(exponent));
  return { fee, feeShareOfNotional: fee.div(contracts.times(price)), basis: 'schedule' };
}
