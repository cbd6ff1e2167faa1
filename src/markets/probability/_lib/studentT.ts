import { betaCdf } from '../../signals/_lib/betaDistribution.js';

/** Student's t distribution function with ν > 0 degrees of freedom: ½·I_{ν/(ν+t²)}(ν/2, ½) in the tail. */
export function studentTCdf(t: number, df: number): number {
  if (t === Number.POSITIVE_INFINITY) return 1;
  if (t === Number.NEGATIVE_INFINITY) return 0;
  const tail = 0.5 * betaCdf(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}
