import { GuidekitError } from '../../core/GuidekitError.js';
import type { SweepMetric } from './sweepMetric.js';

/** A parameter grid: each key's candidate values; combinations are enumerated with the first key varying slowest. */
export type ParameterGrid = Readonly<Record<string, readonly number[]>>;

/** The evaluation of combinations `start`..`end − 1` of a grid (a whole sweep, or a worker's share of one). */
export interface SweepPart {
  readonly start: number;
  readonly end: number;
  /** Metric of each combination; NaN when the factory rejected it or the metric is undefined. */
  readonly values: Float64Array;
  /** Closed trades of each combination; −1 when the factory rejected it. */
  readonly tradeCounts: Int32Array;
  /** Per-bar returns of each accepted combination, trial-major, when asked for. */
  readonly returns: Float64Array | null;
  /** Grid index of each series in `returns`. */
  readonly returnIndexes: Int32Array | null;
}

/** Result of a sweep. */
export interface SweepParametersResult {
  readonly metric: SweepMetric;
  /** Grid keys, in enumeration order. */
  readonly keys: readonly string[];
  /** Number of combinations in the grid. */
  readonly combinations: number;
  /** First and one-past-last combination evaluated (the whole grid unless `range` was given). */
  readonly start: number;
  readonly end: number;
  /** Metric of each evaluated combination (index i = combination start + i); NaN when rejected or undefined. */
  readonly values: Float64Array;
  /** Closed trades of each evaluated combination; −1 when the factory rejected the combination. */
  readonly trade_counts: Int32Array;
  /** Combinations the factory rejected with a GuidekitError (e.g. fast ≥ slow). */
  readonly rejected: number;
  /** Combinations whose strategy ran (the number of trials for the deflated Sharpe ratio and PBO). */
  readonly evaluated: number;
  /** The highest metric (the first such combination on ties); `null` when no combination has a metric. */
  readonly best: { readonly index: number; readonly params: Readonly<Record<string, number>>; readonly value: number } | null;
  /** With `keepReturns`: per-bar returns (bars − 1 each) of every run combination, trial-major; else `null`. */
  readonly returns: Float64Array | null;
  /** Grid index of each series in `returns`; `null` without `keepReturns`. */
  readonly return_indexes: Int32Array | null;
}

/** Validates a grid: at least one key, each a non-empty array of finite numbers; returns its keys and size. */
export function readGrid(fn: string, grid: ParameterGrid): { keys: string[]; sizes: number[]; combinations: number } {
  if (grid === null || typeof grid !== 'object' || Array.isArray(grid)) {
    throw new GuidekitError(`${fn}: grid must be an object of parameter name → array of values`, { code: 'invalid_type', field: 'grid' });
  }
  const keys = Object.keys(grid);
  if (keys.length === 0) throw new GuidekitError(`${fn}: grid needs at least one parameter`, { code: 'too_small', field: 'grid' });
  const sizes = keys.map((k) => {
    const values = grid[k];
    if (!Array.isArray(values) || values.length === 0 || values.some((v) => typeof v !== 'number' || !Number.isFinite(v))) {
      throw new GuidekitError(`${fn}: grid.${k} must be a non-empty array of finite numbers`, { code: 'invalid_type', field: `grid.${k}` });
    }
    return values.length;
  });
  const combinations = sizes.reduce((a, b) => a * b, 1);
  if (combinations > 1_000_000) throw new GuidekitError(`${fn}: the grid has ${combinations} combinations; at most 1000000`, { code: 'too_big', field: 'grid' });
  return { keys, sizes, combinations };
}

/** The parameters of combination `index` (first key slowest). */
export function paramsAt(grid: ParameterGrid, keys: readonly string[], sizes: readonly number[], index: number): Record<string, number> {
  const out: Record<string, number> = {};
  let rest = index;
  for (let i = keys.length - 1; i >= 0; i--) {
    const size = sizes[i] as number;
    out[keys[i] as string] = (grid[keys[i] as string] as readonly number[])[rest % size] as number;
    rest = Math.floor(rest / size);
  }
  // Keep the grid's key order in the object.
  return Object.fromEntries(keys.map((k) => [k, out[k] as number]));
}

function concat<T extends Float64Array | Int32Array>(arrays: readonly T[], make: (n: number) => T): T {
  const out = make(arrays.reduce((a, b) => a + b.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
}

/**
 * Joins consecutive parts (in grid order) into the sweep result and picks the best. The single-threaded sweep and the
 * worker pool both end here, so they give identical results.
 */
export function mergeSweepParts(grid: ParameterGrid, metric: SweepMetric, parts: readonly SweepPart[]): SweepParametersResult {
  const { keys, sizes, combinations } = readGrid('mergeSweepParts', grid);
  const sorted = [...parts].sort((a, b) => a.start - b.start);
  const values = concat(sorted.map((p) => p.values), (n) => new Float64Array(n));
  const tradeCounts = concat(sorted.map((p) => p.tradeCounts), (n) => new Int32Array(n));
  const keep = sorted.every((p) => p.returns !== null);
  const start = sorted[0]?.start ?? 0;
  let best: SweepParametersResult['best'] = null;
  let rejected = 0;
  for (let i = 0; i < values.length; i++) {
    if ((tradeCounts[i] as number) < 0) rejected++;
    const v = values[i] as number;
    if (!Number.isNaN(v) && (best === null || v > best.value)) best = { index: start + i, params: paramsAt(grid, keys, sizes, start + i), value: v };
  }
  return {
    metric,
    keys,
    combinations,
    start,
    end: sorted[sorted.length - 1]?.end ?? 0,
    values,
    trade_counts: tradeCounts,
    rejected,
    evaluated: values.length - rejected,
    best,
    returns: keep ? concat(sorted.map((p) => p.returns as Float64Array), (n) => new Float64Array(n)) : null,
    return_indexes: keep ? concat(sorted.map((p) => p.returnIndexes as Int32Array), (n) => new Int32Array(n)) : null,
  };
}
