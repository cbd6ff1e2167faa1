import { GuidekitError } from '../../core/GuidekitError.js';
import type { BacktestAction, PriceLevel } from '../types.js';
import { readSizing } from './readRunOptions.js';
import type { PositionSizing } from '../types.js';

function fail(fn: string, t: number, field: string, message: string): never {
  throw new GuidekitError(`${fn}: the strategy's action at bar ${t} is invalid: ${field} ${message}`, {
    code: 'invalid_action',
    field: `strategy.action.${field}`,
  });
}

function checkLevel(fn: string, t: number, field: string, level: unknown): void {
  if (level === undefined) return;
  if (typeof level !== 'object' || level === null) fail(fn, t, field, 'must be { price } | { pct } | { distance }');
  const l = level as PriceLevel;
  const given = [l.price, l.pct, l.distance].filter((v) => v !== undefined);
  if (given.length !== 1) fail(fn, t, field, 'must give exactly one of price, pct or distance');
  const v = given[0];
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) fail(fn, t, field, 'must be a finite positive number');
  if (l.pct !== undefined && l.pct >= 1) fail(fn, t, `${field}.pct`, 'must be below 1');
}

/**
 * Checks an action a strategy returned at bar `t` (a strategy is an argument, so a malformed action is a bad
 * argument and throws).
 *
 * @returns The action, or `null`.
 * @throws {@link GuidekitError} `invalid_action` naming `strategy.action.<field>`.
 */
export function readAction(fn: string, t: number, action: unknown, fallbackSizing: PositionSizing): BacktestAction | null {
  if (action === null || action === undefined) return null;
  if (typeof action !== 'object') fail(fn, t, 'type', 'must be an object');
  const a = action as Partial<Record<string, unknown>>;
  if (a.type === 'exit') return action as BacktestAction;
  if (a.type !== 'enter' && a.type !== 'reverse') fail(fn, t, 'type', "must be 'enter', 'exit' or 'reverse'");
  if (a.type === 'enter' && a.side !== 'long' && a.side !== 'short') fail(fn, t, 'side', "must be 'long' or 'short'");
  try {
    readSizing(fn, 'sizing', a.sizing, fallbackSizing);
  } catch {
    fail(fn, t, 'sizing', "must be { kind: 'equity', fraction in (0, 1] } or { kind: 'units', units > 0 }");
  }
  checkLevel(fn, t, 'stopLoss', a.stopLoss);
  checkLevel(fn, t, 'takeProfit', a.takeProfit);
  if (a.maxBars !== undefined && (typeof a.maxBars !== 'number' || !Number.isInteger(a.maxBars) || a.maxBars < 1)) {
    fail(fn, t, 'maxBars', 'must be an integer ≥ 1');
  }
  return action as BacktestAction;
}

/**
 * The price of a stop-loss or take-profit level for a trade entered at `entry` on `side` (+1 long, −1 short).
 * A percent or distance is measured from the entry fill; a stop sits below a long entry, a target above it.
 *
 * @returns The price, or `NaN` when no level was given.
 */
export function resolveLevel(level: PriceLevel | undefined, entry: number, side: 1 | -1, isStop: boolean): number {
  if (level === undefined) return Number.NaN;
  if (level.price !== undefined) return level.price;
  const direction = isStop ? -side : side;
  if (level.pct !== undefined) return entry * (1 + direction * level.pct);
  return entry + direction * (level.distance as number);
}
