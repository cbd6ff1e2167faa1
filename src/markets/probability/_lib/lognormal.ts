import { normalCdf } from '../../../backtest/_lib/normalCdf.js';
import { logNormalCdf } from './logNormalCdf.js';

/**
 * The Broadie–Glasserman–Kou constant β = −ζ(1/2)/√(2π) ≈ 0.5826: a barrier watched every Δt behaves like a
 * continuously watched barrier moved away from the spot by the factor e^(βσ√Δt). ζ(1/2) = −1.4603545088095868.
 * @see https://doi.org/10.1111/1467-9965.00035 (Mathematical Finance 7(4), 1997, 325–348)
 */
export const BROADIE_GLASSERMAN_BETA = 1.4603545088095868 / Math.sqrt(2 * Math.PI);

/**
 * P(S_T > K) under the lognormal model: N(d₂), d₂ = [ln(S/K) + (μ − σ²/2)T]/(σ√T). With σ√T = 0 the path is
 * deterministic (S·e^(μT)). Inputs are trusted (the exported engines validate them).
 */
export function closeAboveProbability(spot: number, strike: number, volatility: number, years: number, drift: number): number {
  const s = volatility * Math.sqrt(years);
  const nuT = (drift - 0.5 * volatility * volatility) * years;
  const x = Math.log(spot / strike) + nuT;
  if (s === 0) return x > 0 ? 1 : 0;
  return normalCdf(x / s);
}

/**
 * P(the path reaches `barrier` before T) for a continuously watched barrier, up when barrier > spot, down when below;
 * 1 when the spot is already at or beyond it. With b = ln(H/S), ν = μ − σ²/2:
 * up   P = Φ((−b + νT)/σ√T) + e^(2νb/σ²)·Φ((−b − νT)/σ√T);
 * down P = Φ(( b − νT)/σ√T) + e^(2νb/σ²)·Φ(( b + νT)/σ√T).
 * The second term is taken in logs (see logNormalCdf).
 */
export function touchProbability(spot: number, barrier: number, volatility: number, years: number, drift: number, direction: 'up' | 'down'): number {
  const b = Math.log(barrier / spot);
  if (direction === 'up' ? b <= 0 : b >= 0) return 1;
  const nu = drift - 0.5 * volatility * volatility;
  const s = volatility * Math.sqrt(years);
  if (s === 0) {
    // A deterministic path moves monotonically: it reaches the barrier iff its end point does.
    const end = nu * years;
    return direction === 'up' ? (end >= b ? 1 : 0) : end <= b ? 1 : 0;
  }
  const nuT = nu * years;
  const z1 = direction === 'up' ? (-b + nuT) / s : (b - nuT) / s;
  const z2 = direction === 'up' ? (-b - nuT) / s : (b + nuT) / s;
  const second = Math.exp((2 * nu * b) / (volatility * volatility) + logNormalCdf(z2));
  return Math.min(1, normalCdf(z1) + second);
}

/** The barrier a discretely watched touch rung is priced at: moved away from the spot by e^(βσ√Δt). */
export function shiftBarrierForMonitoring(barrier: number, volatility: number, intervalYears: number, direction: 'up' | 'down'): number {
  if (!(intervalYears > 0)) return barrier;
  const shift = BROADIE_GLASSERMAN_BETA * volatility * Math.sqrt(intervalYears);
  return direction === 'up' ? barrier * Math.exp(shift) : barrier * Math.exp(-shift);
}
