import { GuidekitError } from '../core/GuidekitError.js';
import { normalCdf } from './_lib/normalCdf.js';
import { readSharpeSample, type SharpeSample } from './_lib/sharpeSample.js';

/** Options of {@link computeProbabilisticSharpe}. */
export interface ComputeProbabilisticSharpeOptions {
  /** The benchmark Sharpe ratio SR*, per period (not annualised). Default 0. */
  readonly benchmarkSharpe?: number;
}

/** Result of {@link computeProbabilisticSharpe}; every Sharpe ratio is per period. */
export interface ProbabilisticSharpeResult {
  /** PSR(SR*) = P(true SR > SR*), in [0, 1]. */
  readonly probabilistic_sharpe: number;
  /** The z-statistic inside Φ. */
  readonly z: number;
  readonly sharpe: number;
  readonly benchmark_sharpe: number;
  readonly observations: number;
  readonly skewness: number;
  /** Raw kurtosis (normal = 3). */
  readonly kurtosis: number;
  /** Standard error of the Sharpe estimate under non-normal returns, √((1 − γ3·SR + (γ4−1)/4·SR²)/(T − 1)). */
  readonly sharpe_std_error: number;
}

/**
 * The probabilistic Sharpe ratio: the probability that the true Sharpe ratio exceeds a benchmark, given the sample's length,
 * skewness and kurtosis.
 *
 * @remarks
 * PSR(SR*) = Φ((SR̂ − SR*)·√(T − 1) ÷ √(1 − γ3·SR̂ + (γ4 − 1)/4·SR̂²)), with SR̂ per period, γ3 the skewness and γ4 the
 * RAW kurtosis (3 for normal returns; many implementations wrongly pass excess kurtosis). Φ is our own
 * accurate normal distribution function.
 *
 * @param sample - The strategy's per-period returns, or `{ sharpe, observations, skewness?, kurtosis? }` (defaults 0 and 3).
 * @param options - {@link ComputeProbabilisticSharpeOptions}.
 * @returns PSR and the figures behind it.
 * @throws {@link GuidekitError} for a series shorter than 3, non-finite values, zero variance, or a bad benchmark.
 * @example
 * ```ts
 * computeProbabilisticSharpe({ sharpe: 0.1, observations: 252 }).probabilistic_sharpe; // ≈ 0.9430
 * ```
 * @see Bailey, D. H. and López de Prado, M. (2012), "The Sharpe Ratio Efficient Frontier", Journal of Risk 15(2), eq. for PSR. https://ssrn.com/abstract=1821643
 * @see docs/backtest-validation.md
 */
export function computeProbabilisticSharpe(sample: SharpeSample, options: ComputeProbabilisticSharpeOptions = {}): ProbabilisticSharpeResult {
  const fn = 'computeProbabilisticSharpe';
  const m = readSharpeSample(fn, sample, 'sample');
  const benchmark = options.benchmarkSharpe ?? 0;
  if (typeof benchmark !== 'number' || !Number.isFinite(benchmark)) {
    throw new GuidekitError(`${fn}: benchmarkSharpe must be a finite number (per period)`, { code: 'invalid_number', field: 'benchmarkSharpe' });
  }
  const { sharpe, observations, skewness, kurtosis } = m;
  const variance = 1 - skewness * sharpe + ((kurtosis - 1) / 4) * sharpe * sharpe;
  // A negative variance term means the moments are inconsistent with the Sharpe ratio (only possible with made-up moments).
  const denominator = Math.sqrt(Math.max(variance, Number.MIN_VALUE));
  const z = ((sharpe - benchmark) * Math.sqrt(observations - 1)) / denominator;
  return {
    probabilistic_sharpe: normalCdf(z),
    z,
    sharpe,
    benchmark_sharpe: benchmark,
    observations,
    skewness,
    kurtosis,
    sharpe_std_error: denominator / Math.sqrt(observations - 1),
  };
}
