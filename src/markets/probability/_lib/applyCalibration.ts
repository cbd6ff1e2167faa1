import type { Calibration } from '../types.js';
import { clippedLogit, logistic } from './readForecasts.js';

/** The calibrated probability of a validated calibration (no argument checks: the exported engines do them). */
export function applyCalibration(calibration: Calibration, p: number): number {
  if (calibration.method === 'platt') return logistic(calibration.a * clippedLogit(p, calibration.epsilon) + calibration.b);
  const { x, y } = calibration;
  const n = x.length;
  if (n === 0) return p;
  if (p <= x[0]!) return y[0]!;
  if (p >= x[n - 1]!) return y[n - 1]!;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (x[mid]! <= p) lo = mid;
    else hi = mid;
  }
  const w = (p - x[lo]!) / (x[hi]! - x[lo]!);
  return y[lo]! + w * (y[hi]! - y[lo]!);
}
