import { GuidekitError } from '../../core/GuidekitError.js';
import { betaQuantile } from './_lib/betaDistribution.js';

/** Options of {@link shrinkHitRate}. */
export interface ShrinkHitRateOptions {
  /** The prior's mean: the probability with no history (the random-walk barrier probability). Required, in (0, 1). */
  readonly baseline: number;
  /** Pseudo-observations the prior is worth (k); > 0. Default 20. */
  readonly priorStrength?: number;
  /** Two-sided level of the equal-tailed posterior interval, in (0, 1). Default 0.9. */
  readonly level?: number;
}

/** The shrunk probability, its posterior interval, and what went into it. */
export interface ShrinkHitRateResult {
  /** Posterior mean (hits + k·baseline) ÷ (samples + k). */
  readonly probability: number;
  /** Lower and upper posterior quantiles at (1 − level)/2 and (1 + level)/2. */
  readonly lower: number;
  readonly upper: number;
  readonly level: number;
  /** hits ÷ samples, or null without samples. */
  readonly empirical_rate: number | null;
  /** samples ÷ (samples + k): how far the estimate has moved from the baseline toward the empirical rate. */
  readonly weight: number;
  readonly samples: number;
  readonly hits: number;
  readonly prior_strength: number;
  readonly baseline: number;
}

/**
 * Shrinks an observed hit rate toward a baseline probability by its sample size: the beta-binomial posterior with a
 * Beta(k·p₀, k·(1 − p₀)) prior, i.e. the baseline counted as k pseudo-trades.
 *
 * @remarks
 * Posterior Beta(h + k·p₀, n − h + k·(1 − p₀)); its mean p = (h + k·p₀)/(n + k) = w·(h/n) + (1 − w)·p₀ with
 * w = n/(n + k). With no samples p = p₀; as n grows p moves monotonically toward h/n. The interval is the posterior's
 * equal-tailed quantiles (exact Beta inversion). The samples are treated as independent: overlapping trades are not,
 * so the interval is narrower than the truth (see docs/signal-model.md).
 *
 * @param hits - Trades that reached the take-profit first; integer, 0 ≤ hits ≤ samples.
 * @param samples - Resolved trades; integer ≥ 0.
 * @param options - {@link ShrinkHitRateOptions}: `baseline` (required), `priorStrength`, `level`.
 * @returns {@link ShrinkHitRateResult}.
 * @throws {@link GuidekitError} `invalid_number` naming `hits`, `samples`, `baseline`, `priorStrength` or `level`.
 * @example
 * ```ts
 * shrinkHitRate(30, 40, { baseline: 0.5, priorStrength: 20 }).probability //=> (30 + 10) / 60 ≈ 0.667
 * ```
 * @see docs/signal-model.md
 */
export function shrinkHitRate(hits: number, samples: number, options: ShrinkHitRateOptions): ShrinkHitRateResult {
  const fn = 'shrinkHitRate';
  if (!Number.isInteger(samples) || samples < 0) throw new GuidekitError(`${fn}: samples must be an integer ≥ 0`, { code: 'invalid_number', field: 'samples' });
  if (!Number.isInteger(hits) || hits < 0 || hits > samples) throw new GuidekitError(`${fn}: hits must be an integer from 0 to samples`, { code: 'invalid_number', field: 'hits' });
  if (options === null || typeof options !== 'object') throw new GuidekitError(`${fn}: options.baseline is required`, { code: 'required', field: 'baseline' });
  const p0 = options.baseline;
  if (typeof p0 !== 'number' || !(p0 > 0 && p0 < 1)) throw new GuidekitError(`${fn}: baseline must be a probability in (0, 1)`, { code: 'invalid_number', field: 'baseline' });
  const k = options.priorStrength ?? 20;
  if (typeof k !== 'number' || !Number.isFinite(k) || k <= 0) throw new GuidekitError(`${fn}: priorStrength must be a positive number`, { code: 'invalid_number', field: 'priorStrength' });
  const level = options.level ?? 0.9;
  if (typeof level !== 'number' || !(level > 0 && level < 1)) throw new GuidekitError(`${fn}: level must be in (0, 1)`, { code: 'invalid_number', field: 'level' });
  const a = hits + k * p0;
  const b = samples - hits + k * (1 - p0);
  const tail = (1 - level) / 2;
  return {
    probability: a / (samples + k),
    lower: betaQuantile(tail, a, b),
    upper: betaQuantile(1 - tail, a, b),
    level,
    empirical_rate: samples > 0 ? hits / samples : null,
    weight: samples / (samples + k),
    samples,
    hits,
    prior_strength: k,
    baseline: p0,
  };
}
