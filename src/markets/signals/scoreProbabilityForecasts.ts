import { GuidekitError } from '../../core/GuidekitError.js';
import { readOptionalNumber } from './_lib/readOptions.js';

/** Options of {@link scoreProbabilityForecasts}. */
export interface ScoreProbabilityForecastsOptions {
  /** Width of the reliability bins over [0, 1]; 1/width must be a whole number. Default 0.05 (20 bins). */
  readonly binWidth?: number;
  /** Probabilities are clipped to [ε, 1 − ε] in the log loss so that a confident miss costs a finite amount. Default 1e-15. */
  readonly epsilon?: number;
}

/** One reliability bin: forecasts in [lower, upper) (the last bin includes 1). */
export interface ReliabilityBin {
  readonly lower: number;
  readonly upper: number;
  readonly count: number;
  readonly mean_probability: number;
  readonly observed_rate: number;
}

/** Scores of a set of probability forecasts of binary outcomes. */
export interface ProbabilityForecastScores {
  readonly count: number;
  /** Mean of (p − o)²; 0 is perfect, 0.25 is a constant 0.5 forecast. NaN without forecasts. */
  readonly brier: number;
  /** Mean of −[o·ln p + (1 − o)·ln(1 − p)], natural log. NaN without forecasts. */
  readonly log_loss: number;
  readonly mean_probability: number;
  readonly observed_rate: number;
  /** Σ count·|mean_probability − observed_rate| ÷ count over the bins (expected calibration error). */
  readonly calibration_error: number;
  /** Non-empty bins only, in ascending order. */
  readonly reliability: readonly ReliabilityBin[];
}

/**
 * Scores probability forecasts against what happened: Brier score, log loss, and a reliability table (forecasts
 * binned by stated probability, each bin's mean forecast beside its observed frequency, with counts).
 *
 * @param probabilities - Forecast probabilities in [0, 1].
 * @param outcomes - 1 when the event happened, 0 when not; same length.
 * @param options - {@link ScoreProbabilityForecastsOptions}.
 * @returns {@link ProbabilityForecastScores}.
 * @throws {@link GuidekitError} `length_mismatch`, or `invalid_number` naming `probabilities[i]`, `outcomes[i]`,
 *   `binWidth` or `epsilon`.
 * @example
 * ```ts
 * scoreProbabilityForecasts([0.5, 0.5], [1, 0]).brier //=> 0.25
 * ```
 * @see https://doi.org/10.1175/1520-0493(1950)078%3C0001:VOFEIT%3E2.0.CO;2 (Brier, 1950)
 */
export function scoreProbabilityForecasts(
  probabilities: ArrayLike<number>,
  outcomes: ArrayLike<number>,
  options: ScoreProbabilityForecastsOptions = {},
): ProbabilityForecastScores {
  const fn = 'scoreProbabilityForecasts';
  const width = readOptionalNumber(fn, 'binWidth', options.binWidth, (x) => x > 0 && x <= 1 && Math.abs(1 / x - Math.round(1 / x)) < 1e-9, 'in (0, 1] with 1/binWidth a whole number') ?? 0.05;
  const eps = readOptionalNumber(fn, 'epsilon', options.epsilon, (x) => x > 0 && x < 0.5, 'in (0, 0.5)') ?? 1e-15;
  if (probabilities === null || typeof probabilities !== 'object' || outcomes === null || typeof outcomes !== 'object') {
    throw new GuidekitError(`${fn}: probabilities and outcomes must be arrays`, { code: 'invalid_type', field: 'probabilities' });
  }
  const n = probabilities.length;
  if (outcomes.length !== n) throw new GuidekitError(`${fn}: outcomes has ${outcomes.length} values but probabilities has ${n}`, { code: 'length_mismatch', field: 'outcomes' });
  const bins = Math.round(1 / width);
  const count = new Float64Array(bins);
  const sumP = new Float64Array(bins);
  const sumO = new Float64Array(bins);
  let brier = 0;
  let logLoss = 0;
  let totalP = 0;
  let totalO = 0;
  for (let i = 0; i < n; i++) {
    const p = probabilities[i] as number;
    const o = outcomes[i] as number;
    if (typeof p !== 'number' || !(p >= 0 && p <= 1)) throw new GuidekitError(`${fn}: probabilities[${i}] must be in [0, 1]`, { code: 'invalid_number', field: `probabilities[${i}]` });
    if (o !== 0 && o !== 1) throw new GuidekitError(`${fn}: outcomes[${i}] must be 0 or 1`, { code: 'invalid_number', field: `outcomes[${i}]` });
    brier += (p - o) * (p - o);
    const q = Math.min(1 - eps, Math.max(eps, p));
    logLoss -= o === 1 ? Math.log(q) : Math.log(1 - q);
    totalP += p;
    totalO += o;
    const b = Math.min(bins - 1, Math.floor(p * bins + 1e-12));
    count[b] = (count[b] as number) + 1;
    sumP[b] = (sumP[b] as number) + p;
    sumO[b] = (sumO[b] as number) + o;
  }
  const reliability: ReliabilityBin[] = [];
  let ece = 0;
  for (let b = 0; b < bins; b++) {
    const c = count[b] as number;
    if (c === 0) continue;
    const mp = (sumP[b] as number) / c;
    const or = (sumO[b] as number) / c;
    ece += c * Math.abs(mp - or);
    reliability.push({ lower: Number((b * width).toFixed(10)), upper: Number(((b + 1) * width).toFixed(10)), count: c, mean_probability: mp, observed_rate: or });
  }
  return {
    count: n,
    brier: n > 0 ? brier / n : Number.NaN,
    log_loss: n > 0 ? logLoss / n : Number.NaN,
    mean_probability: n > 0 ? totalP / n : Number.NaN,
    observed_rate: n > 0 ? totalO / n : Number.NaN,
    calibration_error: n > 0 ? ece / n : Number.NaN,
    reliability,
  };
}
