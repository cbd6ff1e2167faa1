import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePolymarketFee } from '../../../src/markets/predictions/computePolymarketFee.js';

describe('computePolymarketFee', () => {
  it('charges nothing on a market without fees, whatever the schedule says', () => {
    // Gamma's feesEnabled is false on most markets (e.g. the recorded btc-updown-15m market, test/fixtures/README.md).
    const r = computePolymarketFee({ contracts: 100, price: '0.5' }, { enabled: false, rate: '0.05' });
    expect(r.fee.toString()).toBe('0');
    expect(r.basis).toBe('disabled');
  });

  it('charges takers C × rate × (P(1 − P))^exponent on a fee-enabled market', () => {
    // 100 × 0.05 × 0.25 = 1.25; with exponent 2: 100 × 0.05 × 0.0625 = 0.3125.
    expect(computePolymarketFee({ contracts: 100, price: '0.5' }, { enabled: true, rate: '0.05' }).fee.toString()).toBe('1.25');
    expect(computePolymarketFee({ contracts: 100, price: '0.5' }, { enabled: true, rate: '0.05', exponent: 2 }).fee.toString()).toBe('0.3125');
    const share = computePolymarketFee({ contracts: 100, price: '0.5' }, { enabled: true, rate: '0.05' }).feeShareOfNotional;
    expect(share.toString()).toBe('0.025');
  });

  it('lets makers trade free on a taker-only schedule', () => {
    expect(computePolymarketFee({ contracts: 10, price: '0.3' }, { enabled: true, rate: '0.05', role: 'maker' }).basis).toBe('maker');
    expect(computePolymarketFee({ contracts: 10, price: '0.3' }, { enabled: true, rate: '0.05', role: 'maker', takerOnly: false }).fee.toString()).toBe('0.105');
  });

  it('refuses bad arguments naming the field', () => {
    expect(() => computePolymarketFee({ contracts: 1, price: '0.5' }, { enabled: true })).toThrow(expect.objectContaining({ code: 'required', field: 'rate' }));
    expect(() => computePolymarketFee({ contracts: 1, price: '0.5' }, { enabled: true, rate: '0.05', exponent: 1.5 })).toThrow(expect.objectContaining({ field: 'exponent' }));
    expect(() => computePolymarketFee({ contracts: 1, price: '0' }, { enabled: false })).toThrow(/^computePolymarketFee: price/);
    expect(() => computePolymarketFee({ contracts: 1, price: '0.5' }, {} as never)).toThrow(expect.objectContaining({ field: 'enabled' }));
  });

  it('is highest at 50¢ and symmetric in P and 1 − P', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), (cents) => {
        const p = cents / 100;
        const a = computePolymarketFee({ contracts: 100, price: p }, { enabled: true, rate: '0.05' }).fee;
        const b = computePolymarketFee({ contracts: 100, price: 1 - p }, { enabled: true, rate: '0.05' }).fee;
        const peak = computePolymarketFee({ contracts: 100, price: '0.5' }, { enabled: true, rate: '0.05' }).fee;
        expect(a.toDecimalPlaces(12).eq(b.toDecimalPlaces(12))).toBe(true);
        expect(a.lte(peak)).toBe(true);
      }),
    );
  });
});
