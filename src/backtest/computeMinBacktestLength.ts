import { GuidekitError } from '../core/GuidekitError.js';
import { expectedMaxStandardNormal } from './_lib/normalExpectedMax.js';

/** Options of {@link computeMinBacktestLength}. */
export interface ComputeMinBacktestLengthOptions {
  /** Number of independent trials N, integer ≥ 1. Required. */
  readonly trials: number;
  /** The annualised Sharpe ratio to be protected against (the expected maximum of N skill-less trials must stay below it). Default 1. */
  readonly targetSharpe?: number;
  /** Length of the backtest actually run, in years; when given, the result says whether it is long enough. */
  readonly sampleYears?: number;
}

/** Result of {@link computeMinBacktestLength}. */
export interface MinBacktestLengthResult {
  /** MinBTL ≈ (E[max_N] ÷ SR)², in years. */
  readonly min_backtest_years: number;
  /** The paper's closed-form upper bound 2·ln(N) ÷ SR², in years. */
  readonly upper_bound_years: number;
  /** E[max_N], the expected maximum of N standard normals. */
  readonly expected_max_z: number;
  readonly trials: number;
  readonly target_sharpe: number;
  /** Whether `sampleYears` ≥ MinBTL; `null` without `sampleYears`. */
  readonly sample_long_enough: boolean | null;
}

/**
 * The minimum backtest length: how many years of data are needed so that the best of N skill-less configurations is not
 * expected to show an annualised Sharpe ratio of `targetSharpe` by luck alone.
 *
 * @remarks
 * With skill-less, independent trials and annualised Sharpe ratios of unit variance per year, the expected maximum after
 * y years is E[max_N]/√y, where E[max_N] = (1 − γ)·Φ⁻¹(1 − 1/N) + γ·Φ⁻¹(1 − 1/(N·e)). Hence MinBTL ≈ (E[max_N]/SR)²
 * years, below the bound 2·ln(N)/SR². The paper's examples: 7 trials suffice to find a 2-year backtest with SR > 1
 * (MinBTL(7) ≈ 1.92 years), and with 5 years of data no more than 45 trials should be tried (MinBTL(45) ≈ 5.0 years).
 *
 * @param options - {@link ComputeMinBacktestLengthOptions}.
 * @returns MinBTL, its upper bound and, with `sampleYears`, whether the sample is long enough.
 * @throws {@link GuidekitError} when `trials` is not an integer ≥ 1 or `targetSharpe`/`sampleYears` is not positive.
 * @example
 * ```ts
 * computeMinBacktestLength({ trials: 45 }).min_backtest_years; // ≈ 5.0
 * ```
 * @see Bailey, D. H., Borwein, J. M., López de Prado, M. and Zhu, Q. J. (2014), "Pseudo-Mathematics and Financial Charlatanism: The Effects of Backtest Overfitting on Out-of-Sample Performance", Notices of the AMS 61(5), 458–471. https://doi.org/10.1090/noti1105
 * @see docs/backtest-validation.md
 */
export function computeMinBacktestLength(options: ComputeMinBacktestLengthOptions): MinBacktestLengthResult {
  const fn = 'computeMinBacktestLength';
  const trials = options?.trials;
  if (typeof trials !== 'number' || !Number.isInteger(trials) || trials < 1) {
    throw new GuidekitError(`${fn}: trials must be an integer ≥ 1`, { code: 'invalid_number', field: 'trials' });
  }
  const target = options.targetSharpe ?? 1;
  if (typeof target !== 'number' || !(target > 0) || !Number.isFinite(target)) {
    throw new GuidekitError(`${fn}: targetSharpe must be a positive annualised Sharpe ratio`, { code: 'invalid_number', field: 'targetSharpe' });
  }
  const years = options.sampleYears;
  if (years !== undefined && (typeof years !== 'number' || !(years > 0) || !Number.isFinite(years))) {
    throw new GuidekitError(`${fn}: sampleYears must be a positive number of years`, { code: 'invalid_number', field: 'sampleYears' });
  }
  const ez = expectedMaxStandardNormal(trials);
  const minYears = (ez / target) ** 2;
  return {
    min_backtest_years: minYears,
    upper_bound_years: (2 * Math.log(trials)) / (target * target),
    expected_max_z: ez,
    trials,
    target_sharpe: target,
    sample_long_enough: years === undefined ? null : years >= minYears,
  };
}
