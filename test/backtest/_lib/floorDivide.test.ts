import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { floorDivide } from '../../../src/backtest/_lib/floorDivide.js';

describe('floorDivide', () => {
  it("returns CPython's float floor division where Math.floor(x / y) differs", () => {
    // CPython 3.11: 1 // 0.1 == 9.0, 0.3 // 0.1 == 2.0, -1 // 0.1 == -10.0, 7.5 // -2 == -4.0.
    expect(floorDivide(1, 0.1)).toBe(9);
    expect(Math.floor(1 / 0.1)).toBe(10);
    expect(floorDivide(0.3, 0.1)).toBe(2);
    expect(floorDivide(-1, 0.1)).toBe(-10);
    expect(floorDivide(7.5, -2)).toBe(-4);
    // backtesting.py's all-cash sizing: int((1000 * (1 - sys.float_info.epsilon)) // 10) == 99.
    expect(floorDivide(1000 * (1 - Number.EPSILON), 10)).toBe(99);
  });

  it('agrees with the exact floor on integers and stays within one of Math.floor(x / y)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 1000 }), (a, b) => {
        expect(floorDivide(a, b)).toBe(Math.floor(a / b));
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.double({ min: 1e-3, max: 1e4, noNaN: true }), (x, y) => {
        const q = floorDivide(x, y);
        expect(Number.isInteger(q)).toBe(true);
        expect(Math.abs(q - Math.floor(x / y))).toBeLessThanOrEqual(1);
        expect(q * y).toBeLessThanOrEqual(x * (1 + 1e-12));
      }),
    );
  });
});
