import { digamma, trigamma } from './gammaFunctions.js';

/** A gamma fit to positive values: shape k, scale θ (mean kθ, variance kθ²). */
interface GammaFitCore {
  readonly shape: number;
  readonly scale: number;
  /** Iterations of the MLE's Newton solve (0 for moments). */
  readonly iterations: number;
}

/**
 * Fits Gamma(k, θ) to positive values: moments (k = x̄²/s², θ = s²/x̄ with the n − 1 variance) or maximum likelihood
 * (ln k − ψ(k) = ln x̄ − mean ln x by Newton from Minka's closed-form start; θ = x̄/k). Null when the values have no
 * spread (fewer than two, or all equal): the caller treats them as a point mass.
 */
function fitGammaCore(values: Float64Array, method: 'moments' | 'mle'): GammaFitCore | null {
  const n = values.length;
  if (n < 2) return null;
  let sum = 0;
  let sumLog = 0;
  for (const v of values) {
    sum += v;
    sumLog += Math.log(v);
  }
  const mean = sum / n;
  let ss = 0;
  for (const v of values) ss += (v - mean) ** 2;
  const variance = ss / (n - 1);
  if (!(variance > 1e-300 * mean * mean) || variance === 0) return null;
  if (method === 'moments') return { shape: (mean * mean) / variance, scale: variance / mean, iterations: 0 };
  const s = Math.log(mean) - sumLog / n;
  if (!(s > 0)) return null;
  // Minka (2002): k₀ = (3 − s + √((s − 3)² + 24s)) / (12s), then Newton on f(k) = ln k − ψ(k) − s in log k.
  let k = (3 - s + Math.sqrt((s - 3) ** 2 + 24 * s)) / (12 * s);
  let iterations = 0;
  for (; iterations < 100; iterations++) {
    const f = Math.log(k) - digamma(k) - s;
    const df = 1 / k - trigamma(k);
    const next = k - f / df;
    const kNew = next > 0 ? next : k / 2;
    if (Math.abs(kNew - k) < 1e-14 * k) {
      k = kNew;
      iterations++;
      break;
    }
    k = kNew;
  }
  return { shape: k, scale: mean / k, iterations };
}

/** A zero-inflated gamma fit: P(X = 0) = zeroProbability, and Gamma(shape, scale) for the positive values. */
export interface GammaDistributionFit {
  /** Share of the values that are 0 (dry periods). */
  readonly zeroProbability: number;
  /** Gamma shape k and scale θ of the positive values; null when they have no spread (see `pointMass`). */
  readonly shape: number | null;
  readonly scale: number | null;
  /** The single positive value when every positive value is the same (or there is only one), else null. */
  readonly pointMass: number | null;
  readonly method: 'mle' | 'moments';
  readonly sampleSize: number;
  readonly positiveCount: number;
}

/** A zero-inflated gamma fit of validated amounts ≥ 0. */
export function fitZeroInflatedGamma(x: Float64Array, method: 'mle' | 'moments'): GammaDistributionFit {
  const positives = x.filter((v) => v > 0);
  const zeroProbability = x.length === 0 ? 1 : (x.length - positives.length) / x.length;
  const core = fitGammaCore(positives, method);
  const pointMass = core === null && positives.length > 0 ? positives[0]! : null;
  return {
    zeroProbability,
    shape: core?.shape ?? null,
    scale: core?.scale ?? null,
    pointMass,
    method,
    sampleSize: x.length,
    positiveCount: positives.length,
  };
}
