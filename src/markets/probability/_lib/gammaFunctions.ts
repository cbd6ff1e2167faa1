/**
 * The gamma family's special functions for the count, precipitation and volatility-band engines: the regularised
 * incomplete gamma functions P(a, x) and Q(a, x) (series and Lentz continued fraction, Numerical Recipes §6.2), the
 * gamma quantile, digamma and trigamma (recurrence to x ≥ 12, then the asymptotic series). Plain floats, about 1e-13.
 */
import { logGamma } from '../../signals/_lib/betaDistribution.js';

/** Series of P(a, x), valid for x < a + 1. */
function lowerSeries(a: number, x: number): number {
  let ap = a;
  let sum = 1 / a;
  let del = sum;
  for (let n = 0; n < 10_000; n++) {
    ap += 1;
    del *= x / ap;
    sum += del;
    if (Math.abs(del) < Math.abs(sum) * 1e-16) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}

/** Continued fraction of Q(a, x) (modified Lentz), valid for x ≥ a + 1. */
function upperFraction(a: number, x: number): number {
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-16) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

/** P(a, x) = γ(a, x)/Γ(a): the Gamma(a, 1) distribution function at x (a > 0). */
export function regularizedGammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  if (x === Number.POSITIVE_INFINITY) return 1;
  return x < a + 1 ? lowerSeries(a, x) : 1 - upperFraction(a, x);
}

/** Q(a, x) = 1 − P(a, x), computed directly in the upper tail so it keeps its relative precision. */
export function regularizedGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  if (x === Number.POSITIVE_INFINITY) return 0;
  return x < a + 1 ? 1 - lowerSeries(a, x) : upperFraction(a, x);
}

/** The q-quantile of Gamma(a, 1), 0 < q < 1: bracketing on a log scale, then bisection (monotone, always converges). */
export function gammaQuantile(q: number, a: number): number {
  let lo = 0;
  let hi = Math.max(1, a);
  while (regularizedGammaP(a, hi) < q) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-14 * Math.max(1, hi); i++) {
    const mid = 0.5 * (lo + hi);
    if (regularizedGammaP(a, mid) < q) lo = mid;
    else hi = mid;
  }
  return 0.5 * (lo + hi);
}

/** ψ(x) = d ln Γ(x)/dx for x > 0. */
export function digamma(x: number): number {
  let result = 0;
  let v = x;
  while (v < 12) {
    result -= 1 / v;
    v += 1;
  }
  const f = 1 / (v * v);
  return result + Math.log(v) - 0.5 / v - f * (1 / 12 - f * (1 / 120 - f * (1 / 252 - f * (1 / 240 - f / 132))));
}

/** ψ′(x) for x > 0. */
export function trigamma(x: number): number {
  let result = 0;
  let v = x;
  while (v < 12) {
    result += 1 / (v * v);
    v += 1;
  }
  const f = 1 / (v * v);
  return result + 1 / v + f / 2 + (f / v) * (1 / 6 - f * (1 / 30 - f * (1 / 42 - f / 30)));
}
