import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { computeKalshiFee } from '../predictions/computeKalshiFee.js';
import { computePolymarketFee } from '../predictions/computePolymarketFee.js';
import type { PredictionFeeSchedule } from '../predictions/types.js';
import type { FeeFunction } from '../probability/types.js';

/** Options of {@link createVenueFeeFunction}. */
export interface CreateVenueFeeFunctionOptions {
  /** ISO date the fee rules are picked at. Required. */
  readonly asOf: string;
}

/**
 * The fee of each fill on a market, as its venue charges it, in the form the probability engines take: Kalshi's
 * quadratic fee with its rounding (computeKalshiFee, taker), Polymarket's fee schedule when the market enables one
 * (computePolymarketFee, taker), none for play money. A fee the market's data does not settle (a Kalshi series whose
 * fee type was not read or is the flat table, a Polymarket market that does not say whether fees are on, or enables
 * them without a rate) is null: unknown, never priced as free.
 *
 * @param fees - The market's fee schedule (PredictionMarket.fees).
 * @param options - {@link CreateVenueFeeFunctionOptions}.
 * @returns A {@link FeeFunction} (dollars for a fill, or null when unknown) carrying `settled`: false when no fill's fee can be known.
 * @throws {@link GuidekitError} `invalid_type` when `fees` is not a fee schedule.
 * @example
 * ```ts
 * const fee = createVenueFeeFunction({ kind: 'kalshi', feeType: 'quadratic', multiplier: null }, { asOf: '2026-11-25' });
 * fee({ id: 'X', action: 'buy', price: new Decimal('0.5'), contracts: new Decimal(10) }); // 0.18
 * ```
 * @see docs/prediction-venues.md (fees)
 */
export function createVenueFeeFunction(fees: PredictionFeeSchedule, options: CreateVenueFeeFunctionOptions): VenueFeeFunction {
  return Object.assign(feeOf(fees, options), { settled: settledOf(fees) });
}

/** A {@link FeeFunction} that also says whether the market's data settles its fee at all (false: every fill is unknown). */
export type VenueFeeFunction = FeeFunction & { readonly settled: boolean };

function settledOf(fees: PredictionFeeSchedule): boolean {
  if (fees?.kind === 'kalshi') return fees.feeType !== null && fees.feeType !== 'flat';
  if (fees?.kind === 'polymarket') return fees.enabled === false || (fees.enabled === true && fees.rate !== null);
  return true;
}

function feeOf(fees: PredictionFeeSchedule, options: CreateVenueFeeFunctionOptions): FeeFunction {
  if (fees === null || typeof fees !== 'object') throw new GuidekitError('createVenueFeeFunction: fees must be a venue fee schedule', { code: 'invalid_type', field: 'fees' });
  const { asOf } = options;
  switch (fees.kind) {
    case 'none':
      return () => 0;
    case 'kalshi': {
      const feeType = fees.feeType;
      if (feeType === null) return () => null;
      return (fill) => {
        const out = computeKalshiFee(
          { contracts: fill.contracts, price: fill.price },
          { asOf, role: 'taker', feeType, side: fill.action, ...(fees.multiplier === null ? {} : { multiplier: fees.multiplier }) },
        );
        return out.status === 'ok' ? out.fee : null;
      };
    }
    case 'polymarket': {
      if (fees.enabled === null) return () => null;
      if (fees.enabled === false) return () => 0;
      if (fees.rate === null) return () => null;
      const rate: Decimal = fees.rate;
      return (fill) =>
        computePolymarketFee(
          { contracts: fill.contracts, price: fill.price },
          { enabled: true, rate, role: 'taker', ...(fees.exponent === null ? {} : { exponent: fees.exponent }), ...(fees.takerOnly === null ? {} : { takerOnly: fees.takerOnly }) },
        ).fee;
    }
    default:
      throw new GuidekitError('createVenueFeeFunction: fees.kind must be kalshi, polymarket or none', { code: 'invalid_enum', field: 'fees.kind' });
  }
}
