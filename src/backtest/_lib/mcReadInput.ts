import { GuidekitError } from '../../core/GuidekitError.js';
import { epochDay } from './epochDay.js';
import type { BacktestResult } from '../types.js';
import type { BlockMethod } from './mcBlockPaths.js';

/** Largest number of resamples × steps one run may ask for (the path matrix is held in memory: 8 bytes a point). */
export const MAX_MONTE_CARLO_POINTS = 50_000_000;

/** Settings shared by both Monte Carlo engines, validated. */
export interface MonteCarloSettings {
  readonly returns: Float64Array;
  readonly resamples: number;
  readonly seed: number;
  readonly steps: number;
  readonly years: number | null;
}

function readInt(fn: string, field: string, value: unknown, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new GuidekitError(`${fn}: ${field} must be an integer from ${min} to ${max}`, { code: 'invalid_number', field });
  }
  return value;
}

function readReturns(fn: string, field: string, xs: ArrayLike<number>, min: number): Float64Array {
  if (xs === null || typeof xs !== 'object' || typeof xs.length !== 'number') {
    throw new GuidekitError(`${fn}: ${field} must be an array of returns`, { code: 'invalid_type', field });
  }
  if (xs.length < min) throw new GuidekitError(`${fn}: ${field} needs at least ${min} returns, got ${xs.length}`, { code: 'too_small', field });
  const out = new Float64Array(xs.length);
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (typeof x !== 'number' || !Number.isFinite(x) || x < -1) {
      throw new GuidekitError(`${fn}: ${field}[${i}] must be a finite return ≥ −1 (a fraction)`, { code: 'invalid_number', field: `${field}[${i}]` });
    }
    out[i] = x;
  }
  return out;
}

function readCommon(fn: string, options: { resamples?: number; seed?: number; steps?: number }, n: number): { resamples: number; seed: number; steps: number } {
  const resamples = readInt(fn, 'resamples', options.resamples, 1000, 1, 1_000_000);
  const seed = readInt(fn, 'seed', options.seed, 1, 0, 0xffffffff);
  const steps = readInt(fn, 'steps', options.steps, n, 1, 1_000_000);
  if (resamples * (steps + 1) > MAX_MONTE_CARLO_POINTS) {
    throw new GuidekitError(`${fn}: resamples × (steps + 1) must not exceed ${MAX_MONTE_CARLO_POINTS}`, { code: 'too_big', field: 'resamples' });
  }
  return { resamples, seed, steps };
}

/** Input of the trade bootstrap: trade returns (fractions), or a backtest result whose closed trades are used. */
export type TradeReturnsInput = ArrayLike<number> | BacktestResult;

/**
 * Reads the trade bootstrap's input and options. With a {@link BacktestResult}, the returns are its closed trades'
 * `return_pct` and, unless `years` is given, the span is first entry to last exit in years of 365.25 days, scaled to
 * `steps` trades.
 */
export function readTradeMonteCarlo(
  fn: string, input: TradeReturnsInput, options: { resamples?: number; seed?: number; steps?: number; years?: number },
): MonteCarloSettings {
  let xs: ArrayLike<number>;
  let span: number | null = null;
  if (input !== null && typeof input === 'object' && 'trades' in input && Array.isArray((input as BacktestResult).trades)) {
    const trades = (input as BacktestResult).trades;
    xs = trades.map((t) => t.return_pct);
    if (trades.length > 0) {
      const days = epochDay(trades[trades.length - 1]!.exit_date) - epochDay(trades[0]!.entry_date);
      span = days > 0 ? days / 365.25 : null;
    }
  } else {
    xs = input as ArrayLike<number>;
  }
  const returns = readReturns(fn, 'trades', xs, 1);
  const common = readCommon(fn, options, returns.length);
  if (options.years !== undefined && (typeof options.years !== 'number' || !(options.years > 0) || !Number.isFinite(options.years))) {
    throw new GuidekitError(`${fn}: years must be a positive number`, { code: 'invalid_number', field: 'years' });
  }
  const years = options.years ?? (span === null ? null : (span * common.steps) / returns.length);
  return { returns, ...common, years };
}

/** Reads the block bootstrap's input and options; the default block length is ⌈T^(1/3)⌉. */
export function readBlockBootstrap(
  fn: string, input: ArrayLike<number>, options: { resamples?: number; seed?: number; steps?: number; blockLength?: number; method?: BlockMethod; periodsPerYear?: number },
): MonteCarloSettings & { readonly blockLength: number; readonly method: BlockMethod; readonly periodsPerYear: number } {
  const returns = readReturns(fn, 'returns', input, 2);
  const common = readCommon(fn, options, returns.length);
  const blockLength = readInt(fn, 'blockLength', options.blockLength, Math.ceil(Math.cbrt(returns.length)), 1, returns.length);
  const method = options.method ?? 'stationary';
  if (method !== 'stationary' && method !== 'moving') {
    throw new GuidekitError(`${fn}: method must be 'stationary' or 'moving'`, { code: 'invalid_enum', field: 'method' });
  }
  const periodsPerYear = options.periodsPerYear ?? 252;
  if (typeof periodsPerYear !== 'number' || !(periodsPerYear > 0) || !Number.isFinite(periodsPerYear)) {
    throw new GuidekitError(`${fn}: periodsPerYear must be a positive number`, { code: 'invalid_number', field: 'periodsPerYear' });
  }
  return { returns, ...common, blockLength, method, periodsPerYear, years: common.steps / periodsPerYear };
}
