import { GuidekitError } from '../../core/GuidekitError.js';
import { gammaQuantile } from '../probability/_lib/gammaFunctions.js';

/** What {@link computeVolatilityBand} returns. */
export interface VolatilityBand {
  readonly low: number;
  readonly high: number;
  readonly confidence: number;
}

/**
 * The sampling band of a volatility estimated from n returns: with confidence c, σ lies in
 * [s·√((n − 1)/χ²₍₁₊c₎/₂), s·√((n − 1)/χ²₍₁₋c₎/₂)] (the χ² interval of a normal sample's standard deviation, n − 1
 * degrees of freedom). A rung's probability at the two ends brackets what the volatility's estimation error allows.
 *
 * @param volatility - The estimate s (≥ 0).
 * @param sampleSize - Returns it was estimated from (≥ 2).
 * @param confidence - Two-sided confidence in (0, 1).
 * @returns The band.
 * @throws {@link GuidekitError} `invalid_number` for a negative volatility, fewer than two returns or a confidence outside (0, 1).
 * @example
 * ```ts
 * computeVolatilityBand(0.2, 60, 0.9); // ≈ { low: 0.175, high: 0.234 }
 * ```
 * @see https://en.wikipedia.org/wiki/Standard_deviation#Confidence_interval_of_a_sampled_standard_deviation
 */
export function computeVolatilityBand(volatility: number, sampleSize: number, confidence: number): VolatilityBand {
  const fn = 'computeVolatilityBand';
  if (!(volatility >= 0) || !Number.isFinite(volatility)) throw new GuidekitError(`${fn}: volatility must be ≥ 0`, { code: 'invalid_number', field: 'volatility' });
  if (!Number.isInteger(sampleSize) || sampleSize < 2) throw new GuidekitError(`${fn}: sampleSize must be a whole number ≥ 2`, { code: 'invalid_number', field: 'sampleSize' });
  if (!(confidence > 0 && confidence < 1)) throw new GuidekitError(`${fn}: confidence must be in (0, 1)`, { code: 'invalid_number', field: 'confidence' });
  const k = (sampleSize - 1) / 2;
  const chiHigh = 2 * gammaQuantile((1 + confidence) / 2, k);
  const chiLow = 2 * gammaQuantile((1 - confidence) / 2, k);
  return { low: volatility * Math.sqrt((sampleSize - 1) / chiHigh), high: volatility * Math.sqrt((sampleSize - 1) / chiLow), confidence };
}
