import { millisecondsInDay } from 'date-fns/constants';
import { computeAnnualisedReturn } from '../../predictions/computeAnnualisedReturn.js';
import { sizeQuarterKelly } from '../../predictions/sizeQuarterKelly.js';

/**
 * Position sizing and return on a binary contract that pays $1, for the float-based probability engines: the Kelly
 * stake for a contract bought at an all-in cost c (price plus fee per contract) with win probability p is
 * f* = (p − c)/(1 − c) of the bankroll (Kelly 1956, with net odds (1 − c)/c); guidekit stakes a fraction of it. Returns
 * on capital are annualised by the days the capital stays locked until resolution. Both are the prediction-market
 * engines' (sizeQuarterKelly, computeAnnualisedReturn), read back as numbers, so the two families cannot disagree.
 */

/** Decimal places asked of the prediction-market engines: their most, so rounding stays below a float's precision. */
const PLACES = 30;

/** The full-Kelly fraction of bankroll for a $1 contract at all-in cost `cost` won with probability `p`; 0 without edge. */
export function kellyFraction(p: number, cost: number): number {
  if (!(cost > 0 && cost < 1) || p <= cost) return 0;
  return sizeQuarterKelly({ price: cost, probability: p }, { fraction: 1, decimals: PLACES }).fullKelly.toNumber();
}

/**
 * A return on capital over `days`, per year of `daysPerYear`: simple (r × year/days, the way venues quote yields)
 * or compound ((1 + r)^(year/days) − 1). Null when the horizon is not positive or the compound figure overflows; −1
 * for a compound total loss.
 */
export function annualiseReturn(returnOnCapital: number, days: number | null, daysPerYear: number, method: 'simple' | 'compound'): number | null {
  if (days === null || !(days > 0)) return null;
  if (method === 'compound' && returnOnCapital <= -1) return -1;
  const annual = computeAnnualisedReturn({ edge: returnOnCapital, capital: 1, daysToResolution: days }, { daysPerYear, decimals: PLACES });
  if (method === 'simple') return annual.simpleAnnual.toNumber();
  const value = annual.compoundAnnual!.toNumber();
  return Number.isFinite(value) ? value : null;
}

/**
 * Days from the start of `asOf` (00:00 UTC) to `when` (an ISO date, taken as 00:00 UTC, or an ISO date-time), or null
 * when `when` is null or not a date.
 */
export function daysUntil(asOf: string, when: string | null): number | null {
  if (when === null) return null;
  const end = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(when) ? `${when}T00:00:00Z` : when);
  if (Number.isNaN(end)) return null;
  return (end - Date.parse(`${asOf}T00:00:00Z`)) / millisecondsInDay; // fractional days: a duration, not a calendar step
}
