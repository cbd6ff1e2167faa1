import Decimal from 'decimal.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { readDecimal } from '../_lib/readDecimal.js';
import { requireRule } from '../../core/requireRule.js';
import { KALSHI_FEE_COEFFICIENTS, KALSHI_FEE_ROUNDING } from './rules/kalshiFees.js';

/** One fill: whole or fractional contracts at one price. */
export interface KalshiFill {
  readonly contracts: Decimal.Value;
  /** Dollars per contract, in (0, 1). */
  readonly price: Decimal.Value;
}

/** Options of {@link computeKalshiFee}. */
export interface ComputeKalshiFeeOptions {
  /** ISO date of the fill: picks the fee coefficients in force. */
  readonly asOf: string;
  /** `taker` (the order took resting liquidity) or `maker`. Default `taker`. */
  readonly role?: 'taker' | 'maker';
  /** The series' fee type (`fee_type` of /series). Default `quadratic` (takers pay, makers do not). */
  readonly feeType?: 'quadratic' | 'quadratic_with_maker_fees' | 'flat';
  /** The series' `fee_multiplier`. Default 1. */
  readonly multiplier?: Decimal.Value;
  /** `buy` or `sell`: the sign of the fill's cash flow, which the rounding fee depends on. Default `buy`. */
  readonly side?: 'buy' | 'sell';
  /** `member` balances are kept to the cent; `direct` members of the exchange to $0.0001. Default `member`. */
  readonly account?: 'member' | 'direct';
}

/** What {@link computeKalshiFee} returns. Money is exact Decimal dollars. */
export type ComputeKalshiFeeResult =
  | (RuleCitations & {
      readonly status: 'ok';
      /** The fee model's amount before any rounding: coefficient × multiplier × C × P × (1 − P) (or the flat maker fee). */
      readonly raw_fee: Decimal;
      /** The raw fee rounded up to the trade-fee increment ($0.0001). */
      readonly trade_fee: Decimal;
      /** What restores the balance precision after the fill (0 when the balance change is already aligned). */
      readonly rounding_fee: Decimal;
      /** trade_fee + rounding_fee: what the fill costs in fees. For whole-cent prices this is the raw fee rounded up to the cent. */
      readonly fee: Decimal;
      readonly coefficient: Decimal | null;
    })
  | (RuleCitations & { readonly status: 'unknown'; readonly reason: string });

/**
 * Kalshi's fee on one fill: `coefficient × multiplier × C × P × (1 − P)` with the taker coefficient (0.07) or, on series
 * with maker fees, the maker coefficient (0.0175 from 2025-07-01; a flat 0.25¢ per contract before), rounded as the
 * exchange rounds it: the trade fee up to $0.0001, then a rounding fee so the balance change lands on the account's
 * precision (the cent for most accounts). For whole-cent prices and whole contracts the result is the schedule's
 * "rounded up to the next cent": 10 contracts at $0.50 as taker cost ⌈$0.175⌉ = $0.18.
 *
 * @param fill - {@link KalshiFill}: contracts and price.
 * @param options - {@link ComputeKalshiFeeOptions}; `asOf` is required.
 * @returns The raw, trade, rounding and total fee with the rules applied; `status: 'unknown'` for the `flat` fee type,
 *   whose specific table guidekit does not hold.
 * @throws {@link GuidekitError} `invalid_number` for contracts ≤ 0 or a price outside (0, 1); `invalid_enum` for an
 *   unknown role, fee type, side or account; `invalid_date`/`out_of_range` for `asOf`.
 * @example
 * ```ts
 * computeKalshiFee({ contracts: 100, price: '0.05' }, { asOf: '2026-11-25' }).fee.toFixed(2); //=> '0.34'
 * ```
 * @see https://docs.kalshi.com/getting_started/fee_rounding
 * @see https://kalshi.com/docs/kalshi-fee-schedule.pdf
 */
export function computeKalshiFee(fill: KalshiFill, options: ComputeKalshiFeeOptions): ComputeKalshiFeeResult {
  const fn = 'computeKalshiFee';
  if (typeof fill !== 'object' || fill === null) throw new GuidekitError(`${fn}: fill must be { contracts, price }`, { code: 'invalid_type', field: 'fill' });
  if (typeof options !== 'object' || options === null) throw new GuidekitError(`${fn}: options with asOf are required`, { code: 'invalid_type', field: 'options' });
  const contracts = readDecimal(fn, 'contracts', fill.contracts);
  if (contracts.lte(0)) throw new GuidekitError(`${fn}: contracts must be positive`, { code: 'invalid_number', field: 'contracts' });
  const price = readDecimal(fn, 'price', fill.price);
  if (price.lte(0) || price.gte(1)) throw new GuidekitError(`${fn}: price must be in (0, 1) dollars`, { code: 'invalid_number', field: 'price' });
  const role = options.role ?? 'taker';
  if (role !== 'taker' && role !== 'maker') throw new GuidekitError(`${fn}: role must be taker or maker`, { code: 'invalid_enum', field: 'role' });
  const feeType = options.feeType ?? 'quadratic';
  if (!['quadratic', 'quadratic_with_maker_fees', 'flat'].includes(feeType)) throw new GuidekitError(`${fn}: feeType must be quadratic, quadratic_with_maker_fees or flat`, { code: 'invalid_enum', field: 'feeType' });
  const side = options.side ?? 'buy';
  if (side !== 'buy' && side !== 'sell') throw new GuidekitError(`${fn}: side must be buy or sell`, { code: 'invalid_enum', field: 'side' });
  const account = options.account ?? 'member';
  if (account !== 'member' && account !== 'direct') throw new GuidekitError(`${fn}: account must be member or direct`, { code: 'invalid_enum', field: 'account' });
  const multiplier = readDecimal(fn, 'multiplier', options.multiplier ?? 1);
  if (multiplier.lt(0)) throw new GuidekitError(`${fn}: multiplier must not be negative`, { code: 'invalid_number', field: 'multiplier' });

  const coefficients = requireRule(KALSHI_FEE_COEFFICIENTS, options.asOf);
  const rounding = requireRule(KALSHI_FEE_ROUNDING, options.asOf);
  if (feeType === 'flat') {
    return { status: 'unknown', reason: "the series uses the fee schedule's specific (flat) table, which guidekit does not hold", ...citeRules([coefficients]) };
  }

  // The fee model's amount: makers pay nothing unless the series charges maker fees.
  let coefficient: Decimal | null = null;
  let raw: Decimal;
  if (role === 'taker') {
    coefficient = new Decimal(coefficients.value.taker);
    raw = coefficient.times(multiplier).times(contracts).times(price).times(new Decimal(1).minus(price));
  } else if (feeType !== 'quadratic_with_maker_fees') {
    raw = new Decimal(0);
  } else if (coefficients.value.maker !== null) {
    coefficient = new Decimal(coefficients.value.maker);
    raw = coefficient.times(multiplier).times(contracts).times(price).times(new Decimal(1).minus(price));
  } else {
    raw = new Decimal(coefficients.value.makerFlatPerContract ?? 0).times(contracts);
  }

  // Fee Rounding: the trade fee goes up to the increment; the balance change is then floored to the account's precision
  // and the difference is the rounding fee.
  const increment = new Decimal(rounding.value.tradeFeeIncrement);
  const tradeFee = raw.div(increment).ceil().times(increment);
  const precision = new Decimal(account === 'member' ? rounding.value.memberBalancePrecision : rounding.value.directMemberBalancePrecision);
  const revenue = side === 'buy' ? contracts.times(price).neg() : contracts.times(price);
  const balanceChange = revenue.minus(tradeFee);
  const floored = balanceChange.div(precision).floor().times(precision);
  const roundingFee = balanceChange.minus(floored);
  return {
    status: 'ok',
    raw_fee: raw,
    trade_fee: tradeFee,
    rounding_fee: roundingFee,
    fee: tradeFee.plus(roundingFee),
    coefficient,
    ...citeRules([coefficients, rounding]),
  };
}
