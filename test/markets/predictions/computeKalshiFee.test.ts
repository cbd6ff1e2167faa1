import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeKalshiFee } from '../../../src/markets/predictions/computeKalshiFee.js';

const AS_OF = '2026-11-25';
const fee = (contracts: number | string, price: string, options: Parameters<typeof computeKalshiFee>[1] = { asOf: AS_OF }) => {
  const r = computeKalshiFee({ contracts, price }, options);
  if (r.status !== 'ok') throw new Error(r.reason);
  return r;
};

describe('computeKalshiFee', () => {
  // Kalshi fee schedule, General Trading Fees Table, as reproduced by agentbets.ai/guides/kalshi-fees-guide (taker and
  // maker fees for 1 and 100 contracts at each price): every value is the formula rounded up to the next cent.
  const TABLE: readonly [price: string, taker1: string, taker100: string, maker1: string, maker100: string][] = [
    ['0.05', '0.01', '0.34', '0.01', '0.09'],
    ['0.10', '0.01', '0.63', '0.01', '0.16'],
    ['0.25', '0.02', '1.32', '0.01', '0.33'],
    ['0.50', '0.02', '1.75', '0.01', '0.44'],
    ['0.75', '0.02', '1.32', '0.01', '0.33'],
    ['0.90', '0.01', '0.63', '0.01', '0.16'],
    ['0.95', '0.01', '0.34', '0.01', '0.09'],
  ];
  it.each(TABLE)('matches the published fee table at %s', (price, taker1, taker100, maker1, maker100) => {
    expect(fee(1, price).fee.toFixed(2)).toBe(taker1);
    expect(fee(100, price).fee.toFixed(2)).toBe(taker100);
    const maker = { asOf: AS_OF, role: 'maker', feeType: 'quadratic_with_maker_fees' } as const;
    expect(fee(1, price, maker).fee.toFixed(2)).toBe(maker1);
    expect(fee(100, price, maker).fee.toFixed(2)).toBe(maker100);
  });

  it("rounds Kalshi's own example up: 10 contracts at 50¢ as taker are 17.5¢, charged 18¢", () => {
    // Kalshi's July 2025 fee notice (usigaminghub.com, 2025): 0.07 × 10 × 0.5 × 0.5 = $0.175, rounded up to 18 cents.
    const r = fee(10, '0.50');
    expect(r.raw_fee.toString()).toBe('0.175');
    expect(r.fee.toString()).toBe('0.18');
    expect(r.coefficient?.toString()).toBe('0.07');
    expect(r.unverified_rules).toContain('prediction_markets.kalshi.fee_coefficients');
  });

  it('charges makers only on series with maker fees, flat 0.25¢ per contract before 2025-07-01', () => {
    expect(fee(100, '0.50', { asOf: AS_OF, role: 'maker' }).fee.toString()).toBe('0');
    expect(fee(100, '0.50', { asOf: '2025-06-30', role: 'maker', feeType: 'quadratic_with_maker_fees' }).fee.toString()).toBe('0.25');
  });

  it('applies the series multiplier', () => {
    // 0.07 × 2 × 100 × 0.5 × 0.5 = 3.50.
    expect(fee(100, '0.50', { asOf: AS_OF, multiplier: 2 }).fee.toString()).toBe('3.5');
  });

  it('follows the Fee Rounding mechanics on a sub-penny fill', () => {
    // docs.kalshi.com Fee Rounding: trade fee 0.07 × 3 × 0.055 × 0.945 = 0.01091475, up to $0.0001 → 0.0110; the buyer's
    // balance change −0.165 − 0.0110 = −0.176 is floored to the cent, −0.18, so the rounding fee is 0.004.
    const r = fee(3, '0.055');
    expect(r.trade_fee.toString()).toBe('0.011');
    expect(r.rounding_fee.toString()).toBe('0.004');
    expect(r.fee.toString()).toBe('0.015');
    // A direct member's balance is kept to $0.0001: no rounding fee.
    expect(fee(3, '0.055', { asOf: AS_OF, account: 'direct' }).rounding_fee.toString()).toBe('0');
  });

  it("answers unknown for the schedule's specific (flat) table", () => {
    const r = computeKalshiFee({ contracts: 1, price: '0.5' }, { asOf: AS_OF, feeType: 'flat' });
    expect(r.status).toBe('unknown');
  });

  it('refuses bad arguments naming the field', () => {
    expect(() => computeKalshiFee({ contracts: 0, price: '0.5' }, { asOf: AS_OF })).toThrow(expect.objectContaining({ field: 'contracts' }));
    expect(() => computeKalshiFee({ contracts: 1, price: '1' }, { asOf: AS_OF })).toThrow(/^computeKalshiFee: price/);
    expect(() => computeKalshiFee({ contracts: 1, price: '0.5' }, { asOf: AS_OF, role: 'x' as never })).toThrow(expect.objectContaining({ field: 'role' }));
    expect(() => computeKalshiFee({ contracts: 1, price: '0.5' }, { asOf: '2021-01-01' })).toThrow(expect.objectContaining({ code: 'out_of_range' }));
  });

  it('for whole-cent prices and whole contracts is the raw fee rounded up to the cent, symmetric in P and 1 − P', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 5000 }), fc.constantFrom('buy', 'sell'), (cents, contracts, side) => {
        const price = new Decimal(cents).div(100).toString();
        const r = fee(contracts, price, { asOf: AS_OF, side: side as 'buy' | 'sell' });
        expect(r.fee.eq(r.raw_fee.times(100).ceil().div(100))).toBe(true);
        const mirror = fee(contracts, new Decimal(1).minus(price).toString(), { asOf: AS_OF, side: side as 'buy' | 'sell' });
        expect(mirror.fee.eq(r.fee)).toBe(true);
      }),
    );
  });
});
