import { computeMean } from '../../_lib/factorMath/computeMean.js';
import { computePopulationStd } from '../../_lib/factorMath/computePopulationStd.js';

/**
 * Winsorises at mean ± `sigma` standard deviations until nothing lies beyond: an outlier inflates the standard
 * deviation it is measured with, so one pass leaves it far out (with twelve names a lone outlier keeps a z-score near
 * √11 ≈ 3.3 however absurd it is). Each pass pulls the values beyond the bounds onto them; the bounds shrink and the
 * passes converge to the point where the extremes sit at ±`sigma`. The map is monotone, so the order of the values is
 * kept (ties can appear among values pulled in). A cross-section where almost every name has the same value (one name
 * against ten identical ones) has no such point, as any standardisation gives the lone name √(n − 1); the passes then
 * stop before the values collapse and the z-scores keep that spread.
 *
 * @param x - Values scaled to a largest magnitude of 1.
 * @param sigma - The bound, in standard deviations.
 * @returns The values pulled in, with their mean and population standard deviation.
 */
export function winsoriseValues(x: readonly number[], sigma: number): { values: number[]; mean: number; std: number } {
  let values = [...x];
  let mean = computeMean(values);
  let std = computePopulationStd(values);
  const widest = (vs: readonly number[], m: number, sd: number) => vs.reduce((mx, v) => Math.max(mx, Math.abs(v - m) / sd), 0);
  let zMax = widest(values, mean, std);
  for (let pass = 0; pass < 1000 && zMax > sigma; pass++) {
    const lo = mean - sigma * std;
    const hi = mean + sigma * std;
    const next = values.map((v) => Math.min(hi, Math.max(lo, v)));
    const nextMean = computeMean(next);
    const nextStd = computePopulationStd(next);
    const nextZ = widest(next, nextMean, nextStd);
    // No progress: the degenerate case above, where pulling in only shrinks every gap alike; keep the values as they are.
    if (!(nextStd > 0) || !(nextZ < zMax - 1e-12)) break;
    values = next;
    mean = nextMean;
    std = nextStd;
    zMax = nextZ;
  }
  return { values, mean, std };
}
