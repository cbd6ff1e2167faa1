import { readForecasts } from './_lib/readForecasts.js';
import { readOptional, readOptions } from './_lib/read.js';

/** Options of {@link scoreCalibration}. */
export interface ScoreCalibrationOptions {
  /** Equal-width bins over [0, 1] for the reliability table, the decomposition and the ECE. Default 10. */
  readonly bins?: number;
  /** Probabilities are clipped to [ε, 1 − ε] in the log loss, so a certain miss costs a finite amount. Default 1e-15. */
  readonly epsilon?: number;
}

/** One row of the reliability table: forecasts in [lower, upper) (the last bin includes 1). */
export interface ReliabilityRow {
  readonly lower: number;
  readonly upper: number;
  readonly count: number;
  /** Mean forecast in the bin; null when the bin is empty. */
  readonly meanProbability: number | null;
  /** Share of Yes outcomes in the bin; null when the bin is empty. */
  readonly observedRate: number | null;
}

/** What {@link scoreCalibration} returns. Scores are NaN without forecasts. */
export interface CalibrationScores {
  readonly count: number;
  /** Mean (p − o)². */
  readonly brier: number;
  /** Murphy's reliability (1/N)Σ nₖ(p̄ₖ − ōₖ)²: how far each bin's forecast is from its hit rate (lower is better). */
  readonly reliability: number;
  /** Murphy's resolution (1/N)Σ nₖ(ōₖ − ō)²: how much the bins' hit rates differ from the base rate (higher is better). */
  readonly resolution: number;
  /** ō(1 − ō): the Brier score of always forecasting the base rate. */
  readonly uncertainty: number;
  /** Within-bin forecast variance (1/N)ΣΣ(pᵢ − p̄ₖ)² (Stephenson, Coelho and Jolliffe 2008). */
  readonly withinBinVariance: number;
  /** Within-bin covariance (1/N)ΣΣ(pᵢ − p̄ₖ)(oᵢ − ōₖ). Brier = reliability − resolution + uncertainty + withinBinVariance − 2·withinBinCovariance exactly. */
  readonly withinBinCovariance: number;
  /** Mean −[o·ln p + (1 − o)·ln(1 − p)], natural log. */
  readonly logLoss: number;
  /** Expected calibration error Σ (nₖ/N)·|p̄ₖ − ōₖ| over the bins. */
  readonly ece: number;
  readonly baseRate: number;
  /** Every bin, empty ones included, in ascending order. */
  readonly table: readonly ReliabilityRow[];
}

/**
 * Scores calibrated forecasts against outcomes: the Brier score with Murphy's decomposition
 * (reliability − resolution + uncertainty) over equal-width bins, log loss, the expected calibration error over the
 * same bins, and the reliability table.
 *
 * @remarks
 * Murphy's identity is exact only when the forecasts in each bin are equal; binned continuous forecasts add two
 * within-bin terms (Stephenson, Coelho and Jolliffe 2008), reported so that the parts always add up to the Brier score.
 *
 * @param probabilities - Forecasts in [0, 1] (not modified).
 * @param outcomes - 1 for Yes, 0 for No; same length.
 * @param options - {@link ScoreCalibrationOptions}: bins (default 10), log-loss clip.
 * @returns {@link CalibrationScores}.
 * @throws {@link GuidekitError} `invalid_number` naming `probabilities[i]`, `outcomes[i]`, `bins` or `epsilon`;
 *   `length_mismatch`.
 * @example
 * ```ts
 * scoreCalibration([0.2, 0.2, 0.8, 0.8], [0, 1, 1, 1]).reliability; //=> ((0.2 − 0.5)²·2 + (0.8 − 1)²·2)/4 = 0.065
 * ```
 * @see https://doi.org/10.1175/1520-0450(1973)012%3C0595:ANVPOT%3E2.0.CO;2 (A. H. Murphy, A new vector partition of the probability score, 1973)
 * @see https://doi.org/10.1175/2007WAF2006116.1 (Stephenson, Coelho and Jolliffe, Two extra components in the Brier score decomposition, 2008)
 */
export function scoreCalibration(probabilities: ArrayLike<number>, outcomes: ArrayLike<number>, options: ScoreCalibrationOptions = {}): CalibrationScores {
  const fn = 'scoreCalibration';
  const o = readOptions(fn, options);
  const bins = readOptional(fn, 'bins', o.bins, (x) => Number.isInteger(x) && x >= 1 && x <= 1000, 'a whole number from 1 to 1000', 10);
  const eps = readOptional(fn, 'epsilon', o.epsilon, (x) => x > 0 && x < 0.5, 'in (0, 0.5)', 1e-15);
  const { p, o: y } = readForecasts(fn, probabilities, outcomes);
  const n = p.length;
  const binOf = (q: number): number => Math.min(bins - 1, Math.floor(q * bins + 1e-9));
  const count = new Float64Array(bins);
  const sumP = new Float64Array(bins);
  const sumO = new Float64Array(bins);
  let brier = 0;
  let logLoss = 0;
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const q = p[i]!;
    const k = binOf(q);
    count[k]! += 1;
    sumP[k]! += q;
    sumO[k]! += y[i]!;
    hits += y[i]!;
    brier += (q - y[i]!) ** 2;
    const c = Math.min(1 - eps, Math.max(eps, q));
    logLoss -= y[i] === 1 ? Math.log(c) : Math.log(1 - c);
  }
  const base = n === 0 ? Number.NaN : hits / n;
  let rel = 0;
  let res = 0;
  let ece = 0;
  const table: ReliabilityRow[] = [];
  for (let k = 0; k < bins; k++) {
    const nk = count[k]!;
    const pk = nk > 0 ? sumP[k]! / nk : null;
    const ok = nk > 0 ? sumO[k]! / nk : null;
    if (pk !== null && ok !== null) {
      rel += nk * (pk - ok) ** 2;
      res += nk * (ok - base) ** 2;
      ece += nk * Math.abs(pk - ok);
    }
    table.push({ lower: k / bins, upper: (k + 1) / bins, count: nk, meanProbability: pk, observedRate: ok });
  }
  let wbv = 0;
  let wbc = 0;
  for (let i = 0; i < n; i++) {
    const k = binOf(p[i]!);
    const dp = p[i]! - sumP[k]! / count[k]!;
    wbv += dp * dp;
    wbc += dp * (y[i]! - sumO[k]! / count[k]!);
  }
  return {
    count: n,
    brier: brier / n,
    reliability: rel / n,
    resolution: res / n,
    uncertainty: base * (1 - base),
    withinBinVariance: wbv / n,
    withinBinCovariance: wbc / n,
    logLoss: logLoss / n,
    ece: ece / n,
    baseRate: base,
    table,
  };
}
