import { readInteger, readNumber, readOptions, fail } from './_lib/readInput.js';

/** Options of {@link buildScoreMatrix}. */
export interface BuildScoreMatrixOptions {
  /** Dixon–Coles low-score dependence ρ. Default 0 (independent Poisson). */
  readonly rho?: number;
  /** Largest goal count per side (rows and columns 0..maxGoals). Default 10. */
  readonly maxGoals?: number;
  /** Divide by the matrix's sum so the truncated tail is spread over the grid (penaltyblog does the same). Default true. */
  readonly normalize?: boolean;
}

/**
 * The probability of every score up to `maxGoals` a side: P(x, y) = τ(x, y)·Pois(x; λ)·Pois(y; μ), with Dixon–Coles'
 * τ on the four low scores (1 − λμρ for 0–0, 1 + λρ for 0–1, 1 + μρ for 1–0, 1 − ρ for 1–1) and 1 elsewhere.
 *
 * @param homeGoals - Expected home goals λ, > 0.
 * @param awayGoals - Expected away goals μ, > 0.
 * @param options - {@link BuildScoreMatrixOptions}.
 * @returns Rows by home goals, columns by away goals.
 * @throws {@link GuidekitError} `invalid_number` on λ, μ, ρ (τ must stay positive) or `maxGoals`.
 * @example
 * ```ts
 * buildScoreMatrix(1.5, 1.1, { rho: -0.05 })[0][0]; // P(0–0)
 * ```
 * @see M. J. Dixon, S. G. Coles (1997), JRSS C 46(2), equation (4.2).
 * @see docs/sports-models.md
 */
export function buildScoreMatrix(homeGoals: number, awayGoals: number, options?: BuildScoreMatrixOptions): number[][] {
  const fn = 'buildScoreMatrix';
  const opts = readOptions(fn, options);
  const lam = readNumber(fn, homeGoals, 'homeGoals', Number.NaN, Number.MIN_VALUE, 50);
  const mu = readNumber(fn, awayGoals, 'awayGoals', Number.NaN, Number.MIN_VALUE, 50);
  const rho = readNumber(fn, opts.rho, 'rho', 0, -10, 10);
  const maxGoals = readInteger(fn, opts.maxGoals, 'maxGoals', 10, 1, 100);
  if (!(1 - lam * mu * rho > 0 && 1 + lam * rho > 0 && 1 + mu * rho > 0 && 1 - rho > 0)) fail(fn, 'rho', 'invalid_number', 'rho makes a low-score probability negative for these expectations');
  const pmf = (rate: number) => {
    const out = new Float64Array(maxGoals + 1);
    out[0] = Math.exp(-rate);
    for (let k = 1; k <= maxGoals; k++) out[k] = (out[k - 1]! * rate) / k;
    return out;
  };
  const ph = pmf(lam);
  const pa = pmf(mu);
  const matrix: number[][] = [];
  let total = 0;
  for (let x = 0; x <= maxGoals; x++) {
    const row: number[] = [];
    for (let y = 0; y <= maxGoals; y++) {
      let tau = 1;
      if (x === 0 && y === 0) tau = 1 - lam * mu * rho;
      else if (x === 0 && y === 1) tau = 1 + lam * rho;
      else if (x === 1 && y === 0) tau = 1 + mu * rho;
      else if (x === 1 && y === 1) tau = 1 - rho;
      const v = tau * ph[x]! * pa[y]!;
      row.push(v);
      total += v;
    }
    matrix.push(row);
  }
  if (opts.normalize !== false) for (const row of matrix) for (let y = 0; y < row.length; y++) row[y] = row[y]! / total;
  return matrix;
}
