import { readNumber, readOptions, readProbability } from './_lib/readInput.js';

/** Options of {@link computeExpectedValue} (none yet; reserved so the signature keeps its shape). */
export type ComputeExpectedValueOptions = Readonly<Record<string, never>>;

/** The expected value of one unit staked at a decimal price, and the prices it compares. */
export interface ExpectedValueResult {
  /** p·O − 1: expected profit per unit staked (0.05 = +5 %). */
  readonly ev: number;
  /** 1/O: the probability at which the price is break-even. */
  readonly breakeven_probability: number;
  /** 1/p: the fair decimal price of the probability. */
  readonly fair_odds: number;
  /** p − 1/O: how far the probability is above the price's break-even point. */
  readonly edge: number;
}

/**
 * Expected value of a bet: EV = p·O − 1 per unit staked at decimal odds O with win probability p (a loss returns nothing).
 *
 * @param probability - Win probability, in (0, 1).
 * @param decimalOdds - Decimal odds (stake included), above 1.
 * @param options - {@link ComputeExpectedValueOptions}.
 * @returns {@link ExpectedValueResult}.
 * @throws {@link GuidekitError} `invalid_number` on `probability` or `decimalOdds`.
 * @example
 * ```ts
 * computeExpectedValue(0.55, 2.0).ev; //=> 0.1
 * ```
 * @see docs/sports-models.md
 */
export function computeExpectedValue(probability: number, decimalOdds: number, options?: ComputeExpectedValueOptions): ExpectedValueResult {
  const fn = 'computeExpectedValue';
  readOptions(fn, options);
  const p = readProbability(fn, probability, 'probability');
  const odds = readNumber(fn, decimalOdds, 'decimalOdds', Number.NaN, 1 + Number.EPSILON, Number.MAX_VALUE);
  return { ev: p * odds - 1, breakeven_probability: 1 / odds, fair_odds: 1 / p, edge: p - 1 / odds };
}
