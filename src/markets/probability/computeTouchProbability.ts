import { shiftBarrierForMonitoring, touchProbability } from './_lib/lognormal.js';
import { readEnum, readNumber } from './_lib/read.js';
import { readLognormalModel } from './_lib/readModel.js';
import type { LognormalModel } from './types.js';

/** Options of {@link computeTouchProbability}: the lognormal model plus the barrier's direction. */
export interface ComputeTouchProbabilityOptions extends LognormalModel {
  /**
   * `up` (the rung pays when the price rises to the barrier) or `down`. Default: `up` when the barrier is above the spot,
   * `down` when below. A barrier the spot has already reached in that direction has probability 1.
   */
  readonly direction?: 'up' | 'down';
}

/**
 * The probability that the underlying reaches `barrier` at any time before the close (a touch rung), under the
 * lognormal model with drift, with the reflection formula of Brownian motion with drift. With b = ln(H/S),
 * ν = μ − σ²/2 and an upper barrier:
 * P = Φ((−b + νT)/σ√T) + e^(2νb/σ²)·Φ((−b − νT)/σ√T), which is 2Φ(−b/σ√T) when ν = 0; a lower barrier mirrors it.
 *
 * @remarks
 * A venue that checks the price only every Δt (a daily settle print, a 15-minute index) touches less often than the
 * continuous formula says: with `monitoringIntervalYears` the barrier is first moved away from the spot by
 * e^(±βσ√Δt), β = −ζ(½)/√(2π) ≈ 0.5826 (Broadie, Glasserman and Kou 1997), and the continuous formula is applied to
 * the moved barrier. Example: spot 100, barrier 110, σ 0.6, 30 days, μ = 0: 0.55184 watched continuously, 0.54427
 * checked every 15 minutes.
 *
 * @param barrier - The barrier H (> 0).
 * @param options - {@link ComputeTouchProbabilityOptions}: the model and the direction.
 * @returns P(touch) in [0, 1].
 * @throws {@link GuidekitError} `invalid_number` naming `barrier` or a model field; `invalid_enum` for `direction`.
 * @example
 * ```ts
 * computeTouchProbability(110, { spot: 100, volatility: 0.6, years: 30 / 365 }); //=> 0.55184
 * ```
 * @see docs/probability-models.md#ladders
 * @see https://doi.org/10.1111/1467-9965.00035 (Broadie, Glasserman and Kou 1997, the discrete-monitoring shift)
 */
export function computeTouchProbability(barrier: number, options: ComputeTouchProbabilityOptions): number {
  const fn = 'computeTouchProbability';
  const h = readNumber(fn, 'barrier', barrier, (x) => x > 0, 'a price above 0');
  const m = readLognormalModel(fn, options, 'options');
  const direction = readEnum(fn, 'direction', options.direction, ['up', 'down'] as const, h >= m.spot ? 'up' : 'down');
  if (direction === 'up' ? m.spot >= h : m.spot <= h) return 1;
  const shifted = shiftBarrierForMonitoring(h, m.volatility, m.monitoringIntervalYears, direction);
  return touchProbability(m.spot, shifted, m.volatility, m.years, m.drift, direction);
}
