/**
 * Thresholds on the underlying continuous value X for events on its reported value R = X rounded half up to a grid of
 * `step` (0.1 for a CPI rate, 0.01 for a yield or inches of rain; 0 when the value is not rounded). Grid points are
 * found with a small tolerance so that 3.1 on a 0.1 grid is a grid point despite binary floats.
 */

const TOLERANCE = 1e-9;

/** The X threshold of "R ≥ v": the smallest grid point g ≥ v, less half a step. */
export function thresholdAtLeast(v: number, step: number): number {
  if (step === 0 || !Number.isFinite(v)) return v;
  const g = Math.ceil(v / step - TOLERANCE) * step;
  return g - step / 2;
}

/** The X threshold of "R > v": the smallest grid point strictly above v, less half a step. */
export function thresholdAbove(v: number, step: number): number {
  if (step === 0 || !Number.isFinite(v)) return v;
  const g = (Math.floor(v / step + TOLERANCE) + 1) * step;
  return g - step / 2;
}
