import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { readDecimal } from '../_lib/readDecimal.js';
import { readDecimalPlaces } from './_lib/readDecimalPlaces.js';

/** A binary contract: its price and the probability it pays $1. */
export interface KellyContract {
  /** Dollars paid per contract (the executable ask, fees included if they are to count), in (0, 1). */
  readonly price: Decimal.Value;
  /** Probability the contract pays $1, in [0, 1]. */
  readonly probability: Decimal.Value;
}

/** Options of {@link sizeQuarterKelly}. */
export interface SizeQuarterKellyOptions {
  /** Share of the full Kelly stake to bet. Default 0.25 (quarter Kelly). */
  readonly fraction?: Decimal.Value;
  /** Decimal places of the returned fractions (half-even). Default 10. */
  readonly decimals?: number;
}

/** What {@link sizeQuarterKelly} returns. */
export interface SizeQuarterKellyResult {
  /** Full Kelly: (q − p) ÷ (1 − p), the bankroll share that maximises log growth; 0 when there is no edge. */
  readonly fullKelly: Decimal;
  /** The stake to use: fullKelly × fraction, as a share of bankroll. */
  readonly stake: Decimal;
  /** q − p, the expected profit per dollar of payout. */
  readonly edge: Decimal;
  /** `bet` when q > p, else `no-bet` (the contract is not worth its price). */
  readonly verdict: 'bet' | 'no-bet';
}

/**
 * Quarter-Kelly sizing of a binary contract bought at price p that pays $1 with probability q: a win returns
 * (1 − p) per p staked, so the Kelly fraction of bankroll is (q − p) ÷ (1 − p); a quarter of it keeps most of the growth
 * with far less variance and forgives errors in q. No edge, no bet: the stake is never negative.
 *
 * @param contract - {@link KellyContract}.
 * @param options - {@link SizeQuarterKellyOptions}.
 * @returns Full Kelly, the stake (quarter by default), the edge and the verdict.
 * @throws {@link GuidekitError} `invalid_number` for a price outside (0, 1), a probability outside [0, 1], or a fraction outside (0, 1].
 * @example
 * ```ts
 * sizeQuarterKelly({ price: '0.40', probability: '0.55' }).stake.toString(); //=> '0.0625'
 * ```
 * @see docs/prediction-venues.md
 */
export function sizeQuarterKelly(contract: KellyContract, options: SizeQuarterKellyOptions = {}): SizeQuarterKellyResult {
  const fn = 'sizeQuarterKelly';
  if (typeof contract !== 'object' || contract === null) throw new GuidekitError(`${fn}: contract must be { price, probability }`, { code: 'invalid_type', field: 'contract' });
  const p = readDecimal(fn, 'price', contract.price);
  if (p.lte(0) || p.gte(1)) throw new GuidekitError(`${fn}: price must be in (0, 1)`, { code: 'invalid_number', field: 'price' });
  const q = readDecimal(fn, 'probability', contract.probability);
  if (q.lt(0) || q.gt(1)) throw new GuidekitError(`${fn}: probability must be in [0, 1]`, { code: 'invalid_number', field: 'probability' });
  const fraction = readDecimal(fn, 'fraction', options.fraction ?? '0.25');
  if (fraction.lte(0) || fraction.gt(1)) throw new GuidekitError(`${fn}: fraction must be in (0, 1]`, { code: 'invalid_number', field: 'fraction' });
  const places = readDecimalPlaces(fn, options.decimals);
  const edge = q.minus(p);
  const full = edge.lte(0) ? new Decimal(0) : edge.div(new Decimal(1).minus(p));
  const round = (d: Decimal) => d.toDecimalPlaces(places, Decimal.ROUND_HALF_EVEN);
  return { fullKelly: round(full), stake: round(full.times(fraction)), edge, verdict: edge.gt(0) ? 'bet' : 'no-bet' };
}
