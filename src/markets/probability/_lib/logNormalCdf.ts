import { normalCdf } from '../../../backtest/_lib/normalCdf.js';

/**
 * ln Φ(z), finite far into the lower tail: ln of our Φ down to z = −38 (where Φ keeps its relative precision), then
 * the Mills-ratio asymptotic ln φ(z) − ln(−z) + ln(1 − 1/z² + 3/z⁴ − 15/z⁶), whose error there is below 1e-9 relative.
 * The touch formula multiplies e^(2νb/σ²) by a lower-tail Φ; taking both in logs keeps small volatilities from
 * overflowing into ∞ × 0.
 */
export function logNormalCdf(z: number): number {
  if (z > -38) return Math.log(normalCdf(z));
  const z2 = z * z;
  return -0.5 * z2 - 0.9189385332046728 - Math.log(-z) + Math.log(1 - 1 / z2 + 3 / (z2 * z2) - 15 / (z2 * z2 * z2));
}
