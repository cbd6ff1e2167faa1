import type { LognormalModel } from '../types.js';
import { fail, readNumber, readOptional } from './read.js';

/** A validated lognormal model with its defaults filled in. */
export interface ReadLognormalModel {
  readonly spot: number;
  readonly volatility: number;
  readonly years: number;
  readonly drift: number;
  readonly monitoringIntervalYears: number;
}

/** Validates a {@link LognormalModel}: spot > 0, volatility ≥ 0, years ≥ 0, finite drift, monitoring interval ≥ 0. */
export function readLognormalModel(fn: string, model: LognormalModel, field = 'model'): ReadLognormalModel {
  if (model === null || typeof model !== 'object') fail(fn, field, 'must be { spot, volatility, years }', 'invalid_type');
  return {
    spot: readNumber(fn, `${field}.spot`, model.spot, (x) => x > 0, 'a price above 0'),
    volatility: readNumber(fn, `${field}.volatility`, model.volatility, (x) => x >= 0 && x <= 50, 'an annualised volatility from 0 to 50'),
    years: readNumber(fn, `${field}.years`, model.years, (x) => x >= 0 && x <= 100, 'a horizon in years from 0 to 100'),
    drift: readOptional(fn, `${field}.drift`, model.drift, (x) => Math.abs(x) <= 50, 'an annualised drift from −50 to 50', 0),
    monitoringIntervalYears: readOptional(fn, `${field}.monitoringIntervalYears`, model.monitoringIntervalYears, (x) => x >= 0 && x <= 100, 'a monitoring interval in years ≥ 0', 0),
  };
}
