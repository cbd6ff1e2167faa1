import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walkBook } from '../../../src/markets/predictions/walkBook.js';

// The YES asks of Kalshi's KXELONMARS-99 book as recorded by ccxt (test/fixtures/cassettes/kalshi, README): the book
// lists NO bids only; each NO bid at x is a YES offer at 1 − x. Best NO bids 0.88 × 1967.33 and 0.87 × 118.85.
const ELON_YES_ASKS = [
  { price: '0.12', size: '1967.33' },
  { price: '0.13', size: '118.85' },
  { price: '0.26', size: '250.00' },
];

describe('walkBook', () => {
  it('fills at the ask levels, never at the mid or the last trade', () => {
    // 10 at 0.40, the other 15 at 0.42: 4.00 + 6.30 = 10.30 for 25 contracts, 0.412 each.
    const r = walkBook([{ price: '0.42', size: 100 }, { price: '0.40', size: 10 }], 25);
    expect(r.notional.toString()).toBe('10.3');
    expect(r.averagePrice?.toString()).toBe('0.412');
    expect(r.worstPrice?.toString()).toBe('0.42');
    expect(r.complete).toBe(true);
    expect(r.levelsUsed).toBe(2);
  });

  it('walks a real recorded book past its first level', () => {
    // 1967.33 × 0.12 = 236.0796 and 32.67 × 0.13 = 4.2471: 240.3267 for 2000 contracts.
    const r = walkBook(ELON_YES_ASKS, 2000);
    expect(r.notional.toString()).toBe('240.3267');
    expect(r.averagePrice?.toString()).toBe(new Decimal('240.3267').div(2000).toString());
  });

  it('says how much a thin book leaves unfilled', () => {
    const r = walkBook([{ price: '0.3', size: 5 }], 8);
    expect(r.filled.toString()).toBe('5');
    expect(r.unfilled.toString()).toBe('3');
    expect(r.complete).toBe(false);
    const empty = walkBook([], 1);
    expect(empty.averagePrice).toBeNull();
    expect(empty.filled.toString()).toBe('0');
  });

  it('sells into the highest bids first', () => {
    const r = walkBook([{ price: '0.05', size: 100 }, { price: '0.08', size: '444.32' }], 500, { side: 'sell' });
    // 444.32 × 0.08 = 35.5456 and 55.68 × 0.05 = 2.784.
    expect(r.notional.toString()).toBe('38.3296');
  });

  it('refuses bad arguments naming the field', () => {
    expect(() => walkBook([{ price: '0.4', size: 1 }], 0)).toThrow(expect.objectContaining({ code: 'invalid_number', field: 'size' }));
    expect(() => walkBook([{ price: '1.2', size: 1 }], 1)).toThrow(/^walkBook: levels\[0\]\.price/);
    expect(() => walkBook([{ price: '0.4', size: -1 }], 1)).toThrow(expect.objectContaining({ field: 'levels[0].size' }));
    expect(() => walkBook('x' as never, 1)).toThrow(expect.objectContaining({ code: 'invalid_type' }));
    expect(() => walkBook([], 1, { side: 'short' as never })).toThrow(expect.objectContaining({ field: 'side' }));
  });

  const level = fc.record({ price: fc.integer({ min: 1, max: 99 }).map((c) => new Decimal(c).div(100)), size: fc.integer({ min: 0, max: 500 }) });

  it('keeps the average between the best and the worst price used, and never fills more than asked', () => {
    fc.assert(
      fc.property(fc.array(level, { maxLength: 8 }), fc.integer({ min: 1, max: 2000 }), (levels, size) => {
        const r = walkBook(levels, size);
        expect(r.filled.lte(size)).toBe(true);
        expect(r.filled.plus(r.unfilled).eq(size)).toBe(true);
        if (r.averagePrice !== null) {
          const best = Decimal.min(...levels.filter((l) => l.size > 0).map((l) => l.price));
          expect(r.averagePrice.gte(best)).toBe(true);
          expect(r.averagePrice.lte(r.worstPrice!)).toBe(true);
        }
      }),
    );
  });

  it('never gets cheaper per contract as the order grows, and does not modify its input', () => {
    fc.assert(
      fc.property(fc.array(level, { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 300 }), (levels, a, b) => {
        const before = JSON.stringify(levels);
        const [small, big] = a <= b ? [a, b] : [b, a];
        const x = walkBook(levels, small);
        const y = walkBook(levels, big);
        if (x.averagePrice !== null && y.averagePrice !== null) expect(y.averagePrice.gte(x.averagePrice)).toBe(true);
        expect(JSON.stringify(levels)).toBe(before);
      }),
    );
  });
});
