import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { expect } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';

/** The project root is three folders above this file; the shared data sit beside it. */
const GOOG_PATH = fileURLToPath(new URL('../../../../shared/data/GOOG.csv', import.meta.url));

/** GOOG daily bars (backtesting.py's test file), as parallel arrays. */
export interface GoogBars {
  readonly date: string[];
  readonly open: number[];
  readonly high: number[];
  readonly low: number[];
  readonly close: number[];
  readonly volume: number[];
}

let cached: GoogBars | undefined;

/**
 * Reads ../shared/data/GOOG.csv (relative to the project root). Throws a clear error when the file is
 * absent so that the reference-series tests fail instead of passing vacuously.
 */
export function loadGoog(): GoogBars {
  if (cached) return cached;
  if (!existsSync(GOOG_PATH)) {
    throw new Error(
      `GOOG.csv is missing: expected it at ${GOOG_PATH} (../shared/data/GOOG.csv from the project root, see shared/data/README.md)`,
    );
  }
  const lines = readFileSync(GOOG_PATH, 'utf8').trim().split(/\r?\n/);
  const bars: GoogBars = { date: [], open: [], high: [], low: [], close: [], volume: [] };
  for (const line of lines.slice(1)) {
    const [date, open, high, low, close, volume] = line.split(',');
    bars.date.push(date as string);
    bars.open.push(Number(open));
    bars.high.push(Number(high));
    bars.low.push(Number(low));
    bars.close.push(Number(close));
    bars.volume.push(Number(volume));
  }
  if (bars.close.length !== 2148) throw new Error(`GOOG.csv: expected 2148 bars, read ${bars.close.length}`);
  cached = bars;
  return bars;
}

/** A price series: positive, of moderate size, sometimes flat (ties exercise the branch edges). */
export const pricesArb = fc.array(
  fc.oneof(fc.double({ min: 1, max: 1000, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(50, 100)),
  { maxLength: 80 },
);

/** OHLCV bars with low ≤ close ≤ high, as parallel arrays. */
export const barsArb = fc
  .array(
    fc.record({
      close: fc.double({ min: 1, max: 1000, noNaN: true, noDefaultInfinity: true }),
      up: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 50, noNaN: true, noDefaultInfinity: true })),
      down: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 50, noNaN: true, noDefaultInfinity: true })),
      volume: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000 })),
    }),
    { maxLength: 80 },
  )
  .map((rows) => ({
    high: rows.map((r) => r.close + r.up),
    low: rows.map((r) => Math.max(0.01, r.close - r.down)),
    close: rows.map((r) => r.close),
    volume: rows.map((r) => r.volume),
  }));

/** Asserts that a batch output and streamed values agree on every bar: NaN exactly where the stream said null. */
export function expectSameSeries(batch: Float64Array, streamed: readonly (number | null)[], label = 'value'): void {
  expect(streamed.length, `${label}: length`).toBe(batch.length);
  for (let i = 0; i < batch.length; i++) {
    const b = batch[i] as number;
    const s = streamed[i];
    if (Number.isNaN(b)) expect(s, `${label}[${i}] should be null`).toBeNull();
    else expect(s, `${label}[${i}]`).toBe(b);
  }
}

/** Asserts |actual − expected| ≤ tol·max(1, |expected|) on every index, with NaN only where expected is NaN. */
export function expectCloseSeries(actual: Float64Array, expected: readonly number[], tol = 1e-9, label = 'value'): void {
  expect(actual.length, `${label}: length`).toBe(expected.length);
  for (let i = 0; i < expected.length; i++) {
    const a = actual[i] as number;
    const e = expected[i] as number;
    if (Number.isNaN(e)) {
      expect(Number.isNaN(a), `${label}[${i}] should be NaN, got ${a}`).toBe(true);
    } else {
      expect(Math.abs(a - e), `${label}[${i}]: ${a} vs ${e}`).toBeLessThanOrEqual(tol * Math.max(1, Math.abs(e)));
    }
  }
}

/** Number of leading NaNs, to check a lookback. */
export function leadingNaNs(values: Float64Array): number {
  let i = 0;
  while (i < values.length && Number.isNaN(values[i] as number)) i++;
  return i;
}

/** Runs `fn`, expects a GuidekitError naming `field` with the function name first, and returns it. */
export function expectFieldError(fn: () => unknown, field: string, fnName: string): GuidekitError {
  let caught: unknown;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected a GuidekitError for ${field}`).toBeInstanceOf(GuidekitError);
  const error = caught as GuidekitError;
  expect(error.field).toBe(field);
  expect(error.message.startsWith(`${fnName}:`)).toBe(true);
  return error;
}

/** TA-Lib's regtest comparison band: an absolute 0.01 (checkExpectedValue, ta_regtest/test_util.c). */
export const TA_LIB_TOLERANCE = 0.01;

/** The bad-period matrix every period option must reject. */
export const BAD_PERIODS: readonly unknown[] = [0, -3, 2.5, Number.NaN, '14', 100_001];
