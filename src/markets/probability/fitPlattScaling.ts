import { clippedLogit, logistic, readForecasts } from './_lib/readForecasts.js';
import { readEnum, readOptional, readOptions } from './_lib/read.js';
import type { PlattCalibration } from './types.js';

/** Options of {@link fitPlattScaling}. */
export interface FitPlattScalingOptions {
  /**
   * `platt` fits to Platt's smoothed targets (N₊ + 1)/(N₊ + 2) for hits and 1/(N₋ + 2) for misses, which keeps the fit
   * finite when the forecasts separate the outcomes perfectly; `raw` fits to the 0/1 outcomes (plain logistic
   * regression). Default `platt`.
   */
  readonly targets?: 'platt' | 'raw';
  /** Raw probabilities are clipped to [ε, 1 − ε] before the logit. Default 1e-6. */
  readonly epsilon?: number;
  /** Newton iterations at most. Default 100. */
  readonly maxIterations?: number;
  /** Stop when the gradient's largest component falls below this. Default 1e-10. */
  readonly tolerance?: number;
}

/** What {@link fitPlattScaling} returns: the calibration and how the fit went. */
export interface PlattFit extends PlattCalibration {
  /** Forecasts fitted. */
  readonly count: number;
  readonly iterations: number;
  /** False when the iterations ran out, or when the fit has no finite optimum (`separated`). */
  readonly converged: boolean;
  /**
   * True when raw 0/1 targets are separated by the forecasts (every hit's forecast at or above every miss's, or the
   * reverse, or only one kind of outcome): the likelihood has no finite maximum, the slope grows without bound and the
   * reported a, b are where the iterations stopped. Platt's smoothed targets never separate.
   */
  readonly separated: boolean;
  /**
   * True when every forecast has the same logit: the slope is not identified, so a = 0 and b is the logit of the mean
   * target (every forecast maps to the base rate).
   */
  readonly degenerate: boolean;
  /** The fitted log-likelihood Σ t·ln q + (1 − t)·ln(1 − q). */
  readonly logLikelihood: number;
}

/**
 * Fits Platt scaling: a logistic regression of the outcome on the logit of the raw probability,
 * p_cal = 1/(1 + exp(−(a·logit p + b))), by Newton's method (iteratively reweighted least squares) with a
 * backtracking line search (Lin, Lin and Weng 2007). a = 1, b = 0 is the identity: a < 1 shrinks over-confident
 * forecasts toward ½, b shifts them toward the base rate.
 *
 * @remarks
 * Worked example (in the test): forecasts 0.5 four times with three hits and 0.8 five times with four hits, raw
 * targets. With only two distinct logits the fit reproduces each group's hit rate exactly: b = logit(3/4) = ln 3 and
 * a·ln 4 + b = logit(4/5) = ln 4, so a = 1 − ln 3/ln 4 ≈ 0.2075.
 *
 * @param probabilities - Raw forecasts in [0, 1] (not modified).
 * @param outcomes - 1 for a Yes resolution, 0 for No; same length.
 * @param options - {@link FitPlattScalingOptions}.
 * @returns {@link PlattFit}: a, b, ε and the fit's diagnostics. With no forecasts: the identity (a = 1, b = 0).
 * @throws {@link GuidekitError} `invalid_number` naming `probabilities[i]`, `outcomes[i]`, `epsilon`, `maxIterations` or
 *   `tolerance`; `length_mismatch`; `invalid_enum` for `targets`.
 * @example
 * ```ts
 * const fit = fitPlattScaling([0.5, 0.5, 0.5, 0.5, 0.8, 0.8, 0.8, 0.8, 0.8], [1, 1, 1, 0, 1, 1, 1, 1, 0], { targets: 'raw' });
 * fit.b; //=> ln 3 ≈ 1.0986
 * ```
 * @see J. Platt, Probabilistic Outputs for Support Vector Machines and Comparisons to Regularized Likelihood Methods, in Advances in Large Margin Classifiers, MIT Press, 1999
 * @see https://doi.org/10.1007/s10994-007-5018-6 (Lin, Lin and Weng, A note on Platt's probabilistic outputs, 2007)
 * @see A. Albert and J. A. Anderson, On the existence of maximum likelihood estimates in logistic regression models, Biometrika 71(1), 1984 (separation)
 */
export function fitPlattScaling(probabilities: ArrayLike<number>, outcomes: ArrayLike<number>, options: FitPlattScalingOptions = {}): PlattFit {
  const fn = 'fitPlattScaling';
  const o = readOptions(fn, options);
  const { p, o: y } = readForecasts(fn, probabilities, outcomes);
  const targets = readEnum(fn, 'targets', o.targets, ['platt', 'raw'] as const, 'platt');
  const epsilon = readOptional(fn, 'epsilon', o.epsilon, (x) => x > 0 && x < 0.5, 'in (0, 0.5)', 1e-6);
  const maxIterations = readOptional(fn, 'maxIterations', o.maxIterations, (x) => Number.isInteger(x) && x >= 1, 'a whole number ≥ 1', 100);
  const tolerance = readOptional(fn, 'tolerance', o.tolerance, (x) => x > 0, 'above 0', 1e-10);
  const n = p.length;
  if (n === 0) return { method: 'platt', a: 1, b: 0, epsilon, count: 0, iterations: 0, converged: true, separated: false, degenerate: true, logLikelihood: 0 };

  const x = new Float64Array(n);
  const t = new Float64Array(n);
  let hits = 0;
  for (let i = 0; i < n; i++) hits += y[i]!;
  const hi = targets === 'platt' ? (hits + 1) / (hits + 2) : 1;
  const lo = targets === 'platt' ? 1 / (n - hits + 2) : 0;
  let xMin = Number.POSITIVE_INFINITY;
  let xMax = Number.NEGATIVE_INFINITY;
  let tMean = 0;
  let minHit = Number.POSITIVE_INFINITY;
  let maxHit = Number.NEGATIVE_INFINITY;
  let minMiss = Number.POSITIVE_INFINITY;
  let maxMiss = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    x[i] = clippedLogit(p[i]!, epsilon);
    t[i] = y[i] === 1 ? hi : lo;
    tMean += t[i]! / n;
    xMin = Math.min(xMin, x[i]!);
    xMax = Math.max(xMax, x[i]!);
    if (y[i] === 1) {
      minHit = Math.min(minHit, x[i]!);
      maxHit = Math.max(maxHit, x[i]!);
    } else {
      minMiss = Math.min(minMiss, x[i]!);
      maxMiss = Math.max(maxMiss, x[i]!);
    }
  }
  // With 0/1 targets, (quasi-)complete separation means the maximum likelihood estimate does not exist.
  // (Albert and Anderson 1984); forecasts that are all equal are not separated, only unidentified in the slope.
  const separated = targets === 'raw' && (hits === 0 || hits === n || (xMax - xMin >= 1e-12 && (maxMiss <= minHit || maxHit <= minMiss)));

  // −log-likelihood, written so that neither term overflows: ln(1 + e^z) − t·z.
  const loss = (a: number, b: number): number => {
    let f = 0;
    for (let i = 0; i < n; i++) {
      const z = a * x[i]! + b;
      f += (z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z))) - t[i]! * z;
    }
    return f;
  };

  if (xMax - xMin < 1e-12) {
    const q = Math.min(1 - 1e-12, Math.max(1e-12, tMean));
    const b = Math.log(q / (1 - q));
    return { method: 'platt', a: 0, b, epsilon, count: n, iterations: 0, converged: !separated, separated, degenerate: true, logLikelihood: -loss(0, b) };
  }

  let a = 1;
  let b = 0;
  let f = loss(a, b);
  let iterations = 0;
  let converged = false;
  for (; iterations < maxIterations; iterations++) {
    let ga = 0;
    let gb = 0;
    let haa = 0;
    let hab = 0;
    let hbb = 0;
    for (let i = 0; i < n; i++) {
      const q = logistic(a * x[i]! + b);
      const r = q - t[i]!;
      const w = q * (1 - q);
      ga += r * x[i]!;
      gb += r;
      haa += w * x[i]! * x[i]!;
      hab += w * x[i]!;
      hbb += w;
    }
    if (Math.max(Math.abs(ga), Math.abs(gb)) < tolerance) {
      converged = true;
      break;
    }
    // Newton direction −H⁻¹g, with a tiny ridge so a near-singular Hessian (separable data) still gives a step.
    const ridge = 1e-12 * (haa + hbb);
    const det = (haa + ridge) * (hbb + ridge) - hab * hab;
    const da = -((hbb + ridge) * ga - hab * gb) / det;
    const db = -(-hab * ga + (haa + ridge) * gb) / det;
    let step = 1;
    let accepted = false;
    while (step >= 1e-10) {
      const fNew = loss(a + step * da, b + step * db);
      if (fNew <= f + 1e-4 * step * (ga * da + gb * db)) {
        a += step * da;
        b += step * db;
        f = fNew;
        accepted = true;
        break;
      }
      step /= 2;
    }
    if (!accepted) {
      // No step lowers the loss any more: the fit is at the optimum to machine precision.
      converged = Math.max(Math.abs(ga), Math.abs(gb)) < 1e-6 * n;
      break;
    }
  }
  return { method: 'platt', a, b, epsilon, count: n, iterations, converged: converged && !separated, separated, degenerate: false, logLikelihood: -f };
}
