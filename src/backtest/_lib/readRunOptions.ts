import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { PositionSizing } from '../types.js';

/** backtesting.py's default order size `_FULL_EQUITY = 1 − sys.float_info.epsilon`: "all available cash". */
export const FULL_EQUITY = 1 - Number.EPSILON;

/** Default initial cash, backtesting.py's `Backtest(cash=10_000)`. */
export const DEFAULT_CASH = 10_000;

/** Validated run settings, as plain numbers for the loop. */
export interface RunSettings {
  readonly cash: number;
  readonly sameClose: boolean;
  readonly spread: number;
  readonly slippage: number;
  readonly commissionFixed: number;
  readonly commissionRate: number;
  readonly sizing: PositionSizing;
  readonly fractional: boolean;
  readonly finalize: 'last_close' | 'last_open' | 'none';
}

/** The raw options, as {@link RunBacktestOptions} declares them (kept here so validation and type agree). */
export interface RawRunOptions {
  readonly cash?: Decimal.Value;
  readonly fill?: 'next_open' | 'same_close';
  readonly spread?: number;
  readonly slippage?: number;
  readonly commission?: { readonly fixed?: Decimal.Value; readonly rate?: number };
  readonly sizing?: PositionSizing;
  readonly fractional?: boolean;
  readonly finalize?: 'last_close' | 'last_open' | 'none';
}

function fail(fn: string, field: string, code: string, message: string): never {
  throw new GuidekitError(`${fn}: ${field} ${message}`, { code, field });
}

function readFraction(fn: string, field: string, value: unknown, min: number, maxExclusive: number): number {
  if (value === undefined) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(fn, field, 'invalid_number', 'must be a finite number');
  if (value < min) fail(fn, field, 'too_small', `must be at least ${min}`);
  if (value >= maxExclusive) fail(fn, field, 'too_big', `must be below ${maxExclusive}`);
  return value;
}

function readMoney(fn: string, field: string, value: unknown, fallback: number, positive: boolean): number {
  if (value === undefined) return fallback;
  let d: Decimal;
  try {
    d = new Decimal(value as Decimal.Value);
  } catch {
    return fail(fn, field, 'invalid_number', 'must be a decimal amount');
  }
  if (!d.isFinite()) fail(fn, field, 'invalid_number', 'must be a finite amount');
  if (positive ? d.lte(0) : d.lt(0)) fail(fn, field, 'too_small', positive ? 'must be positive' : 'must not be negative');
  return d.toNumber();
}

/**
 * Reads the sizing of a run or of one action.
 * @throws {@link GuidekitError} naming `field` when the sizing is malformed.
 */
export function readSizing(fn: string, field: string, value: unknown, fallback: PositionSizing): PositionSizing {
  if (value === undefined) return fallback;
  const s = value as Partial<{ kind: unknown; fraction: unknown; units: unknown }>;
  if (typeof value !== 'object' || value === null) fail(fn, field, 'invalid_type', "must be { kind: 'equity', fraction } or { kind: 'units', units }");
  if (s.kind === 'equity') {
    const f = s.fraction;
    if (typeof f !== 'number' || !(f > 0 && f <= 1)) fail(fn, `${field}.fraction`, 'invalid_number', 'must be a number in (0, 1]');
    return value as PositionSizing;
  }
  if (s.kind === 'units') {
    const u = s.units;
    if (typeof u !== 'number' || !Number.isFinite(u) || !(u > 0)) fail(fn, `${field}.units`, 'invalid_number', 'must be a positive number');
    return value as PositionSizing;
  }
  return fail(fn, `${field}.kind`, 'invalid_enum', "must be 'equity' or 'units'");
}

/**
 * Validates the options of runBacktest and applies the documented defaults.
 * @throws {@link GuidekitError} naming the first bad option.
 */
export function readRunOptions(fn: string, options: RawRunOptions): RunSettings {
  if (typeof options !== 'object' || options === null) fail(fn, 'options', 'invalid_type', 'must be an object');
  const fill = options.fill ?? 'next_open';
  if (fill !== 'next_open' && fill !== 'same_close') fail(fn, 'fill', 'invalid_enum', "must be 'next_open' or 'same_close'");
  // backtesting.py's default (`finalize_trades=False`): a trade still open at the end is not a trade.
  const finalize = options.finalize ?? 'none';
  if (finalize !== 'last_close' && finalize !== 'last_open' && finalize !== 'none') {
    fail(fn, 'finalize', 'invalid_enum', "must be 'last_close', 'last_open' or 'none'");
  }
  const fractional = options.fractional ?? false;
  if (typeof fractional !== 'boolean') fail(fn, 'fractional', 'invalid_type', 'must be a boolean');
  const commission = options.commission ?? {};
  if (typeof commission !== 'object' || commission === null) fail(fn, 'commission', 'invalid_type', 'must be { fixed?, rate? }');
  const sizing = readSizing(fn, 'sizing', options.sizing, { kind: 'equity', fraction: FULL_EQUITY });
  if (sizing.kind === 'units' && !fractional && !Number.isInteger(sizing.units)) {
    fail(fn, 'sizing.units', 'invalid_number', 'must be a whole number of units unless fractional is true');
  }
  return {
    cash: readMoney(fn, 'cash', options.cash, DEFAULT_CASH, true),
    sameClose: fill === 'same_close',
    spread: readFraction(fn, 'spread', options.spread, 0, 0.1),
    slippage: readFraction(fn, 'slippage', options.slippage, 0, 0.1),
    commissionFixed: readMoney(fn, 'commission.fixed', commission.fixed, 0, false),
    // backtesting.py accepts rates in [−10 %, 10 %) (negative = a market maker's rebate).
    commissionRate: readFraction(fn, 'commission.rate', commission.rate, -0.1, 0.1),
    sizing,
    fractional,
    finalize,
  };
}
