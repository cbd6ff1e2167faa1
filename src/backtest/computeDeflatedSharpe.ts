import { GuidekitError } from '../core/GuidekitError.js';
import { expectedMaxStandardNormal } from './_lib/normalExpectedMax.js';
import type { SharpeSample } from './_lib/sharpeSample.js';
import { computeProbabilisticSharpe, type ProbabilisticSharpeResult } from './computeProbabilisticSharpe.js';

/** Options of {@link computeDeflatedSharpe}: the number of trials and the spread of their Sharpe ratios. */
export interface ComputeDeflatedSharpeOptions {
  /** Number of independent trials N (strategy configurations tried), integer ≥ 1. Required. */
  readonly trials: number;
  /** Variance V[SR_n] of the trials' Sharpe ratios, per period. Give this or `trialSharpes`. */
  readonly sharpeVariance?: number;
  /** The trials' Sharpe ratios per period; their sample variance is used when `sharpeVariance` is absent. */
  readonly trialSharpes?: ArrayLike<number>;
}

/** Result of {@link computeDeflatedSharpe}. */
export interface DeflatedSharpeResult extends ProbabilisticSharpeResult {
  /** DSR = PSR(SR₀), in [0, 1]; below 0.95 the Sharpe ratio is not significant after the selection. */
  readonly deflated_sharpe: number;
  /** SR₀, the expected maximum Sharpe ratio of N skill-less trials, per period. */
  readonly expected_max_sharpe: number;
  readonly trials: number;
  readonly sharpe_variance: number;
}


/**
 * The deflated Sharpe ratio: the probabilistic Sharpe ratio against the Sharpe ratio the best of N skill-less trials would
 * show by luck, so it corrects for selection bias, non-normal returns and a short sample at once.
 *
 * @remarks
 * SR₀ = √V[SR_n]·((1 − γ)·Φ⁻¹(1 − 1/N) + γ·Φ⁻¹(1 − 1/(N·e))), γ the Euler–Mascheroni constant; DSR = PSR(SR₀) with the
 * selected strategy's SR̂, T, skewness and RAW kurtosis. All Sharpe ratios and V are per period.
 * With the paper's example (SR 2.5 a year, 250 days a year, T = 1,250, N = 100, V = ½ a year, γ3 = −3, γ4 = 10) this gives
 * SR₀ ≈ 0.1132 a day and DSR ≈ 0.9004.
 *
 * @param sample - The selected strategy's per-period returns, or its `{ sharpe, observations, skewness, kurtosis }`.
 * @param options - {@link ComputeDeflatedSharpeOptions}.
 * @returns DSR, SR₀ and the PSR figures.
 * @throws {@link GuidekitError} when `trials` is not an integer ≥ 1, the variance is missing or negative, or the sample is bad.
 * @example
 * ```ts
 * const daily = 250;
 * computeDeflatedSharpe({ sharpe: 2.5 / Math.sqrt(daily), observations: 1250, skewness: -3, kurtosis: 10 },
 *   { trials: 100, sharpeVariance: 0.5 / daily }).deflated_sharpe; // ≈ 0.9004
 * ```
 * @see Bailey, D. H. and López de Prado, M. (2014), "The Deflated Sharpe Ratio: Correcting for Selection Bias, Backtest Overfitting and Non-Normality", Journal of Portfolio Management 40(5), 94–107. https://ssrn.com/abstract=2460551
 * @see docs/backtest-validation.md
 */
export function computeDeflatedSharpe(sample: SharpeSample, options: ComputeDeflatedSharpeOptions): DeflatedSharpeResult {
  const fn = 'computeDeflatedSharpe';
  const trials = options?.trials;
  if (typeof trials !== 'number' || !Number.isInteger(trials) || trials < 1) {
    throw new GuidekitError(`${fn}: trials must be an integer ≥ 1`, { code: 'invalid_number', field: 'trials' });
  }
  let variance = options.sharpeVariance;
  if (variance === undefined && options.trialSharpes !== undefined) {
    const xs = options.trialSharpes;
    const finite: number[] = [];
    for (let i = 0; i < xs.length; i++) if (Number.isFinite(xs[i])) finite.push(xs[i] as number);
    if (finite.length < 2) throw new GuidekitError(`${fn}: trialSharpes needs at least 2 finite values`, { code: 'too_small', field: 'trialSharpes' });
    const mean = finite.reduce((a, b) => a + b, 0) / finite.length;
    variance = finite.reduce((a, b) => a + (b - mean) ** 2, 0) / (finite.length - 1);
  }
  if (variance === undefined && trials === 1) variance = 0;
  if (typeof variance !== 'number' || !(variance >= 0) || !Number.isFinite(variance)) {
    throw new GuidekitError(`${fn}: give sharpeVariance (≥ 0, per period) or trialSharpes`, { code: 'invalid_number', field: 'sharpeVariance' });
  }
  const sr0 = Math.sqrt(variance) * expectedMaxStandardNormal(trials);
  const psr = computeProbabilisticSharpe(sample, { benchmarkSharpe: sr0 });
  return { ...psr, deflated_sharpe: psr.probabilistic_sharpe, expected_max_sharpe: sr0, trials, sharpe_variance: variance };
}
