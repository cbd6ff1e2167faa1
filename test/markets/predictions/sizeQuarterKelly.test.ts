import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sizeQuarterKelly } from '../../../src/markets/predictions/sizeQuarterKelly.js';

describe('sizeQuarterKelly', () => {
  it('stakes a quarter of (q − p) ÷ (1 − p)', () => {
    // Kelly for net odds b = (1 − p)/p: f* = (b·q − (1 − q))/b. At p = 0.40, q = 0.55: b = 1.5, f* = (0.825 − 0.45)/1.5 = 0.25.
    const r = sizeQuarterKelly({ price: '0.40', probability: '0.55' });
    expect(r.fullKelly.toString()).toBe('0.25');
    expect(r.stake.toString()).toBe('0.0625');
    expect(r.verdict).toBe('bet');
  });

  it('bets nothing without an edge', () => {
    const r = sizeQuarterKelly({ price: '0.60', probability: '0.55' });
    expect(r.stake.toString()).toBe('0');
    expect(r.verdict).toBe('no-bet');
    expect(r.edge.toString()).toBe('-0.05');
  });

  it('takes another fraction when asked', () => {
    expect(sizeQuarterKelly({ price: '0.40', probability: '0.55' }, { fraction: '0.5' }).stake.toString()).toBe('0.125');
  });

  it('refuses bad arguments naming the field', () => {
    expect(() => sizeQuarterKelly({ price: '1', probability: '0.5' })).toThrow(expect.objectContaining({ field: 'price' }));
    expect(() => sizeQuarterKelly({ price: '0.5', probability: '1.1' })).toThrow(/^sizeQuarterKelly: probability/);
    expect(() => sizeQuarterKelly({ price: '0.5', probability: '0.6' }, { fraction: 0 })).toThrow(expect.objectContaining({ field: 'fraction' }));
  });

  it('agrees with the textbook b-odds Kelly and never stakes more than the fraction of bankroll', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 0, max: 100 }), (pc, qc) => {
        const p = new Decimal(pc).div(100);
        const q = new Decimal(qc).div(100);
        const r = sizeQuarterKelly({ price: p, probability: q });
        const b = new Decimal(1).minus(p).div(p);
        const textbook = Decimal.max(0, b.times(q).minus(new Decimal(1).minus(q)).div(b));
        expect(r.fullKelly.minus(textbook).abs().lt('1e-9')).toBe(true);
        expect(r.stake.lte('0.25')).toBe(true);
        expect(r.stake.gte(0)).toBe(true);
      }),
    );
  });
});
