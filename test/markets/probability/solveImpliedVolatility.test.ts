import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalCdf } from '../../../src/backtest/_lib/normalCdf.js';
import { solveImpliedVolatility } from '../../../src/markets/probability/solveImpliedVolatility.js';

/** Black–Scholes–Merton written out independently for the round trip. */
function call(s: number, k: number, t: number, r: number, sigma: number): number {
  const d1 = (Math.log(s / k) + (r + 0.5 * sigma * sigma) * t) / (sigma * Math.sqrt(t));
  return s * normalCdf(d1) - k * Math.exp(-r * t) * normalCdf(d1 - sigma * Math.sqrt(t));
}

describe('solveImpliedVolatility', () => {
  it("recovers σ = 20% from Hull's example (S = 42, K = 40, r = 10%, T = 0.5: call 4.76, put 0.81)", () => {
    // J. Hull, Options, Futures and Other Derivatives, the Black–Scholes–Merton example; prices to full precision by
    // scipy 1.17.1: call 4.759422392871532, put 0.8085993729000922.
    const c = solveImpliedVolatility({ kind: 'call', price: 4.759422392871532, spot: 42, strike: 40, years: 0.5, rate: 0.1 });
    const p = solveImpliedVolatility({ kind: 'put', price: 0.8085993729000922, spot: 42, strike: 40, years: 0.5, rate: 0.1 });
    expect(c.status === 'ok' && c.volatility).toBeCloseTo(0.2, 9);
    expect(p.status === 'ok' && p.volatility).toBeCloseTo(0.2, 9);
  });

  it('round-trips any volatility through the price', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 2, noNaN: true }), fc.double({ min: 0.7, max: 1.4, noNaN: true }), fc.double({ min: 0.02, max: 2, noNaN: true }), (sigma, moneyness, t) => {
        const price = call(100, 100 * moneyness, t, 0.03, sigma);
        const solved = solveImpliedVolatility({ kind: 'call', price, spot: 100, strike: 100 * moneyness, years: t, rate: 0.03 });
        if (solved.status !== 'ok') return; // prices within rounding of the bounds carry no volatility information
        expect(Math.abs(call(100, 100 * moneyness, t, 0.03, solved.volatility) - price)).toBeLessThan(1e-8);
      }),
    );
  });

  it('answers out_of_bounds for a price below intrinsic value or above the spot', () => {
    expect(solveImpliedVolatility({ kind: 'call', price: 1, spot: 42, strike: 40, years: 0.5 }).status).toBe('out_of_bounds');
    expect(solveImpliedVolatility({ kind: 'call', price: 43, spot: 42, strike: 40, years: 0.5 }).status).toBe('out_of_bounds');
  });

  it.each([
    ['a missing kind', () => solveImpliedVolatility({ price: 1, spot: 1, strike: 1, years: 1 } as never), 'quote.kind'],
    ['a zero price', () => solveImpliedVolatility({ kind: 'call', price: 0, spot: 42, strike: 40, years: 0.5 }), 'quote.price'],
    ['zero years', () => solveImpliedVolatility({ kind: 'put', price: 1, spot: 42, strike: 40, years: 0 }), 'quote.years'],
  ])('rejects %s', (_name, run, field) => {
    expect(run).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^solveImpliedVolatility: /) }));
  });
});
