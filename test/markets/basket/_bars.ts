import fc from 'fast-check';
import type { MarketBars } from '../../../src/markets/ports/MarketBars.js';

const DAY_MS = 86_400_000;

/** Daily bars of `closes` whose last bar is dated `lastDate` (one bar per calendar day, 00:00 UTC). */
export function dailyBars(symbol: string, closes: readonly number[], lastDate: string): MarketBars {
  const last = Date.parse(`${lastDate}T00:00:00Z`);
  const n = closes.length;
  const times = Float64Array.from({ length: n }, (_, i) => last - (n - 1 - i) * DAY_MS);
  const close = Float64Array.from(closes);
  return { symbol, interval: '1d', times, open: close.slice(), high: close.slice(), low: close.slice(), close, volume: new Float64Array(n).fill(1000), currency: 'USD' };
}

/**
 * Closes of 60 bars worked by hand: `p0` up to 40 bars before the last, `p1` from 39 bars before the last to the bar
 * before it, `p2` on the last bar. So the 20-day return is p2/p1 − 1, the previous 20-day return p1/p0 − 1, the
 * 50-day average (10·p0 + 39·p1 + p2)/50, and the only non-zero daily return of the last 20 is ln(p2/p1).
 */
export function stepCloses(p0: number, p1: number, p2: number, length = 60): number[] {
  const last = length - 1;
  return Array.from({ length }, (_, i) => (i === last ? p2 : i >= last - 39 ? p1 : p0));
}

/** A random walk of `length` closes starting at `start`, daily moves within ±`step`. */
export const walkArb = (length: { min: number; max: number }, step = 0.08) =>
  fc
    .tuple(fc.double({ min: 5, max: 500, noNaN: true, noDefaultInfinity: true }), fc.array(fc.double({ min: -step, max: step, noNaN: true, noDefaultInfinity: true }), { minLength: length.min - 1, maxLength: length.max - 1 }))
    .map(([start, moves]) => {
      const out = [start];
      for (const m of moves) out.push(out[out.length - 1]! * (1 + m));
      return out;
    });
