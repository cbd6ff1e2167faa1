import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { readDecimal } from '../_lib/readDecimal.js';
import { readDecimalPlaces } from './_lib/readDecimalPlaces.js';

/** The trade to annualise: what it is expected to earn, what it ties up, and for how long. */
export interface AnnualisedReturnInput {
  /** Expected profit in dollars after costs (may be negative). */
  readonly edge: Decimal.Value;
  /** Dollars locked until resolution (cost plus fees), > 0. */
  readonly capital: Decimal.Value;
  /** Days from entry to resolution (when the capital comes back), > 0. */
  readonly daysToResolution: number;
}

/** Options of {@link computeAnnualisedReturn}. */
export interface ComputeAnnualisedReturnOptions {
  /** Days per year. Default 365 (prediction markets settle on calendar days, weekends included). */
  readonly daysPerYear?: number;
  /** Decimal places of the returned rates (half-even). Default 10. */
  readonly decimals?: number;
}

/** What {@link computeAnnualisedReturn} returns, as fractions (0.12 = 12 %). */
export interface AnnualisedReturnResult {
  /** edge ÷ capital over the holding period. */
  readonly periodReturn: Decimal;
  /** Simple annualisation: periodReturn × daysPerYear ÷ days. */
  readonly simpleAnnual: Decimal;
  /** Compounded: (1 + periodReturn)^(daysPerYear ÷ days) − 1, as if the trade could be repeated back to back; null for a total loss (periodReturn ≤ −1). */
  readonly compoundAnnual: Decimal | null;
}

/**
 * Puts a prediction-market edge on a yearly footing: a 2 % edge that resolves in a week is worth more than a 5 % edge
 * that ties capital up for a year. Both the simple rate and the compounded rate are given.
 *
 * @param input - {@link AnnualisedReturnInput}.
 * @param options - {@link ComputeAnnualisedReturnOptions}.
 * @returns The period, simple annual and compounded annual returns.
 * @throws {@link GuidekitError} `invalid_number` for capital ≤ 0, days ≤ 0 or not finite, or a bad `daysPerYear`/`decimals`.
 * @example
 * ```ts
 * computeAnnualisedReturn({ edge: 2, capital: 100, daysToResolution: 73 }).simpleAnnual.toString(); //=> '0.1'
 * ```
 * @see docs/prediction-venues.md
 */
export function computeAnnualisedReturn(input: AnnualisedReturnInput, options: ComputeAnnualisedReturnOptions = {}): AnnualisedReturnResult {
  const fn = 'computeAnnualisedReturn';
  if (typeof input !== 'object' || input === null) throw new GuidekitError(`${fn}: input must be { edge, capital, daysToResolution }`, { code: 'invalid_type', field: 'input' });
  const edge = readDecimal(fn, 'edge', input.edge);
  const capital = readDecimal(fn, 'capital', input.capital);
  if (capital.lte(0)) throw new GuidekitError(`${fn}: capital must be positive`, { code: 'invalid_number', field: 'capital' });
  const days = input.daysToResolution;
  if (typeof days !== 'number' || !Number.isFinite(days) || days <= 0) throw new GuidekitError(`${fn}: daysToResolution must be a positive number`, { code: 'invalid_number', field: 'daysToResolution' });
  const perYear = options.daysPerYear ?? 365;
  if (typeof perYear !== 'number' || !Number.isFinite(perYear) || perYear <= 0) throw new GuidekitError(`${fn}: daysPerYear must be positive`, { code: 'invalid_number', field: 'daysPerYear' });
  const places = readDecimalPlaces(fn, options.decimals);
  const round = (d: Decimal) => d.toDecimalPlaces(places, Decimal.ROUND_HALF_EVEN);
  const period = edge.div(capital);
  const years = new Decimal(perYear).div(days);
  const growth = period.plus(1);
  return {
    periodReturn: round(period),
    simpleAnnual: round(period.times(years)),
    compoundAnnual: growth.lte(0) ? null : round(growth.pow(years).minus(1)),
  };
}
