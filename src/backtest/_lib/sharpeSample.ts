import { GuidekitError } from '../../core/GuidekitError.js';

/** The figures a probabilistic Sharpe ratio needs, all per period (not annualised). */
export interface SharpeMoments {
  /** Sharpe ratio per period: mean ÷ sample standard deviation (ddof 1) of the returns. */
  readonly sharpe: number;
  /** Number of return observations T. */
  readonly observations: number;
  /** Skewness γ3 (population moment, as in Bailey & López de Prado); 0 for normal returns. */
  readonly skewness: number;
  /** RAW kurtosis γ4 (population moment, NOT excess); 3 for normal returns. */
  readonly kurtosis: number;
}

/** Either a return series or its moments (e.g. a paper's published figures). */
export type SharpeSample = ArrayLike<number> | { readonly sharpe: number; readonly observations: number; readonly skewness?: number; readonly kurtosis?: number };

/**
 * Reads a return series, or given moments, into per-period {@link SharpeMoments}; `field` names the input in errors.
 * Skewness and kurtosis of a series are the biased (population) moments m3/m2^1.5 and m4/m2² that the PSR paper uses.
 */
export function readSharpeSample(fn: string, sample: SharpeSample, field: string): SharpeMoments {
  if (sample !== null && typeof sample === 'object' && 'sharpe' in sample && !('length' in sample)) {
    const { sharpe, observations, skewness = 0, kurtosis = 3 } = sample;
    if (typeof sharpe !== 'number' || !Number.isFinite(sharpe)) throw new GuidekitError(`${fn}: ${field}.sharpe must be a finite number`, { code: 'invalid_number', field: `${field}.sharpe` });
    if (typeof observations !== 'number' || !Number.isInteger(observations) || observations < 2) {
      throw new GuidekitError(`${fn}: ${field}.observations must be an integer ≥ 2`, { code: 'invalid_number', field: `${field}.observations` });
    }
    if (typeof skewness !== 'number' || !Number.isFinite(skewness)) throw new GuidekitError(`${fn}: ${field}.skewness must be a finite number`, { code: 'invalid_number', field: `${field}.skewness` });
    if (typeof kurtosis !== 'number' || !(kurtosis >= 1)) {
      throw new GuidekitError(`${fn}: ${field}.kurtosis is raw kurtosis (normal = 3) and must be ≥ 1`, { code: 'invalid_number', field: `${field}.kurtosis` });
    }
    return { sharpe, observations, skewness, kurtosis };
  }
  if (sample === null || typeof sample !== 'object' || typeof (sample as ArrayLike<number>).length !== 'number') {
    throw new GuidekitError(`${fn}: ${field} must be an array of returns or { sharpe, observations, skewness?, kurtosis? }`, { code: 'invalid_type', field });
  }
  const xs = sample as ArrayLike<number>;
  const n = xs.length;
  if (n < 3) throw new GuidekitError(`${fn}: ${field} needs at least 3 returns, got ${n}`, { code: 'too_small', field });
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const x = xs[i];
    if (typeof x !== 'number' || !Number.isFinite(x)) throw new GuidekitError(`${fn}: ${field}[${i}] must be a finite number`, { code: 'invalid_number', field: `${field}[${i}]` });
    sum += x;
  }
  const mean = sum / n;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  for (let i = 0; i < n; i++) {
    const d = (xs[i] as number) - mean;
    const d2 = d * d;
    m2 += d2;
    m3 += d2 * d;
    m4 += d2 * d2;
  }
  if (m2 === 0) throw new GuidekitError(`${fn}: ${field} has zero variance, so its Sharpe ratio is undefined`, { code: 'zero_variance', field });
  const sd = Math.sqrt(m2 / (n - 1));
  m2 /= n;
  m3 /= n;
  m4 /= n;
  return { sharpe: mean / sd, observations: n, skewness: m3 / m2 ** 1.5, kurtosis: m4 / (m2 * m2) };
}
