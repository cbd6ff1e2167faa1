import type { Calibration } from '../types.js';
import { fail } from './read.js';

/** Checks a calibration's shape: Platt's finite a, b and ε in (0, ½); isotonic knots increasing in [0, 1], rates non-decreasing. */
export function readCalibration(fn: string, calibration: unknown, field = 'calibration'): Calibration {
  if (calibration === null || typeof calibration !== 'object') fail(fn, field, 'must be a Platt or isotonic calibration', 'invalid_type');
  const c = calibration as Calibration;
  if (c.method === 'platt') {
    if (typeof c.a !== 'number' || !Number.isFinite(c.a)) fail(fn, `${field}.a`, 'must be a finite number');
    if (typeof c.b !== 'number' || !Number.isFinite(c.b)) fail(fn, `${field}.b`, 'must be a finite number');
    if (typeof c.epsilon !== 'number' || !(c.epsilon > 0 && c.epsilon < 0.5)) fail(fn, `${field}.epsilon`, 'must be in (0, 0.5)');
    return c;
  }
  if (c.method === 'isotonic') {
    if (!Array.isArray(c.x) || !Array.isArray(c.y) || c.x.length !== c.y.length) fail(fn, `${field}.y`, 'must be a list as long as x', 'length_mismatch');
    for (let i = 0; i < c.x.length; i++) {
      const xi = c.x[i];
      const yi = c.y[i];
      if (typeof xi !== 'number' || !(xi >= 0 && xi <= 1) || (i > 0 && !(xi > c.x[i - 1]!))) fail(fn, `${field}.x[${i}]`, 'must be increasing probabilities in [0, 1]');
      if (typeof yi !== 'number' || !(yi >= 0 && yi <= 1) || (i > 0 && yi < c.y[i - 1]!)) fail(fn, `${field}.y[${i}]`, 'must be non-decreasing probabilities in [0, 1]');
    }
    return c;
  }
  return fail(fn, `${field}.method`, 'must be platt or isotonic', 'invalid_enum');
}
