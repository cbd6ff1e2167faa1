import { applyCalibration } from './_lib/applyCalibration.js';
import { readCalibration } from './_lib/readCalibration.js';
import { readNumber } from './_lib/read.js';
import type { Calibration } from './types.js';

/**
 * Maps a raw model probability through a fitted calibration: Platt's σ(a·logit p + b), or the isotonic step function
 * interpolated linearly between its knots and held flat beyond them.
 *
 * @param probability - The raw probability, in [0, 1].
 * @param calibration - A {@link Calibration} from {@link fitPlattScaling} or {@link fitIsotonicRegression} (not modified).
 * @returns The calibrated probability in [0, 1].
 * @throws {@link GuidekitError} `invalid_number` naming `probability` or a calibration field; `invalid_enum` for an
 *   unknown method; `length_mismatch` for isotonic knots and rates of different lengths.
 * @example
 * ```ts
 * calibrateProbability(0.35, { method: 'isotonic', x: [0.1, 0.2, 0.3, 0.4], y: [0, 0.5, 0.5, 1] }); //=> 0.75
 * ```
 * @see docs/probability-models.md#calibration
 */
export function calibrateProbability(probability: number, calibration: Calibration): number {
  const fn = 'calibrateProbability';
  const p = readNumber(fn, 'probability', probability, (x) => x >= 0 && x <= 1, 'a probability in [0, 1]');
  return applyCalibration(readCalibration(fn, calibration), p);
}
