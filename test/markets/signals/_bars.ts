// Shared by the signal tests: real histories as MarketBars, and random OHLC walks for the properties.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { MarketBars } from '../../../src/markets/ports/MarketBars.js';
import { readDailyCsvBars } from '../../../scripts/readDailyCsvBars.js';

/** The model version the tests call (the signal model's first effective date). */
export const AS_OF = '2026-11-25';

const GOOG_PATH = fileURLToPath(new URL('../../../../shared/data/GOOG.csv', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../fixtures/history/', import.meta.url));

/** Daily bars from CSV text (Date, Open, High, Low, Close, optional Volume), times at 00:00 UTC. */
export function barsFromCsv(symbol: string, text: string): MarketBars {
  return readDailyCsvBars(symbol, text).bars;
}

/** backtesting.py's GOOG.csv from ../shared/data; throws a clear error (the test fails, it does not pass) when absent. */
export function loadGoogBars(): MarketBars {
  if (!existsSync(GOOG_PATH)) {
    throw new Error(`GOOG.csv is missing at ${GOOG_PATH}: the signal calibration tests need ../shared/data/GOOG.csv from the project root (see shared/data/README.md)`);
  }
  return barsFromCsv('GOOG', readFileSync(GOOG_PATH, 'utf8'));
}

/** A history from test/fixtures/history (see test/fixtures/README.md for provenance). */
export function loadFixtureBars(symbol: string): MarketBars {
  return barsFromCsv(symbol, readFileSync(`${FIXTURES}${symbol}.csv`, 'utf8'));
}

/** Bars from explicit OHLC rows, one day apart from 2020-01-01. */
export function makeBars(rows: readonly (readonly [number, number, number, number])[], symbol = 'TEST'): MarketBars {
  const n = rows.length;
  const start = Date.UTC(2020, 0, 1);
  return {
    symbol,
    interval: '1d',
    currency: 'USD',
    times: Float64Array.from({ length: n }, (_, i) => start + i * 86_400_000),
    open: Float64Array.from(rows, (r) => r[0]),
    high: Float64Array.from(rows, (r) => r[1]),
    low: Float64Array.from(rows, (r) => r[2]),
    close: Float64Array.from(rows, (r) => r[3]),
    volume: new Float64Array(n).fill(Number.NaN),
  };
}

/** The first n bars, as copies. */
export function prefixBars(bars: MarketBars, n: number): MarketBars {
  return {
    ...bars,
    times: bars.times.slice(0, n),
    open: bars.open.slice(0, n),
    high: bars.high.slice(0, n),
    low: bars.low.slice(0, n),
    close: bars.close.slice(0, n),
    volume: bars.volume.slice(0, n),
  };
}

/** The concatenation of two bar sets (the second's times are shifted to follow the first). */
export function appendBars(a: MarketBars, b: MarketBars): MarketBars {
  const shift = a.times.length === 0 ? 0 : (a.times[a.times.length - 1] as number) + 86_400_000 - (b.times[0] ?? 0);
  const cat = (x: Float64Array, y: Float64Array, dx = 0): Float64Array => {
    const out = new Float64Array(x.length + y.length);
    out.set(x);
    out.set(y.map((v) => v + dx), x.length);
    return out;
  };
  return { ...a, times: cat(a.times, b.times, shift), open: cat(a.open, b.open), high: cat(a.high, b.high), low: cat(a.low, b.low), close: cat(a.close, b.close), volume: cat(a.volume, b.volume) };
}

/** One day of a random walk: close-to-close return, opening gap, and how far high and low reach beyond the body. */
const stepArb = fc.record({
  ret: fc.double({ min: -0.06, max: 0.06, noNaN: true }),
  gap: fc.double({ min: -0.01, max: 0.01, noNaN: true }),
  up: fc.double({ min: 0, max: 0.03, noNaN: true }),
  down: fc.double({ min: 0, max: 0.03, noNaN: true }),
});

/** Random daily OHLC walks from 100, of `minLength` to `maxLength` bars (low ≤ open, close ≤ high). */
export function walkArb(minLength: number, maxLength: number): fc.Arbitrary<MarketBars> {
  return fc.array(stepArb, { minLength, maxLength }).map((steps) => {
    const rows: [number, number, number, number][] = [];
    let prev = 100;
    for (const s of steps) {
      const open = prev * (1 + s.gap);
      const close = prev * (1 + s.ret);
      rows.push([open, Math.max(open, close) * (1 + s.up), Math.min(open, close) * (1 - s.down), close]);
      prev = close;
    }
    return makeBars(rows);
  });
}
