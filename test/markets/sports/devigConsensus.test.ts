import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { devigConsensus } from '../../../src/markets/sports/devigConsensus.js';
import { devigPower } from '../../../src/markets/sports/devigPower.js';
import { devigShin } from '../../../src/markets/sports/devigShin.js';
import { SPORTS_BOOK_WEIGHTS } from '../../../src/markets/rules/sportsMarkets.js';

const asOf = '2026-11-25';

describe('devigConsensus', () => {
  it('weights Pinnacle three times a recreational book, as the rule table says', () => {
    const pinnacle = [2.1, 3.5, 3.6];
    const soft = [2.0, 3.3, 3.4];
    const result = devigConsensus([{ book: 'pinnacle', odds: pinnacle }, { book: 'softbook', odds: soft }], { asOf });
    const weights = SPORTS_BOOK_WEIGHTS.versions[0]!.value;
    expect(weights.weights.pinnacle).toBe(3);
    const a = devigShin(pinnacle).probabilities;
    const b = devigShin(soft).probabilities;
    // Independent reading of the documented average: (3·p_pinnacle + 1·p_soft) / 4.
    result.probabilities!.forEach((p, i) => expect(p).toBeCloseTo((3 * a[i]! + b[i]!) / 4, 12));
    expect(result.method).toBe('shin');
    expect(result.anchor_book).toBe('pinnacle');
    expect(result.rules_applied.map((r) => r.id)).toEqual(['markets.sports.consensus.book_weights', 'markets.sports.consensus.method']);
    expect(result.unverified_rules).toContain('markets.sports.consensus.book_weights');
  });

  it('uses the method asked for and reports the books\' disagreement', () => {
    const books = [
      { book: 'Circa', odds: [1.9, 2.0] },
      { book: 'betfair_exchange', odds: [1.95, 2.05] },
    ];
    const result = devigConsensus(books, { asOf, method: 'power' });
    const a = devigPower(books[0]!.odds).probabilities;
    const b = devigPower(books[1]!.odds).probabilities;
    expect(result.probabilities![0]).toBeCloseTo((a[0]! + b[0]!) / 2, 12);
    expect(result.spread![0]).toBeCloseTo(Math.abs(a[0]! - b[0]!), 12);
    expect(result.fair_odds![0]).toBeCloseTo(1 / result.probabilities![0]!, 12);
  });

  it('leaves out a book whose de-vigged probabilities leave (0, 1), and answers unknown when none is usable', () => {
    const bad = [1 / 0.87, 1 / 0.2, 1 / 0.1, 1 / 0.05, 1 / 0.02, 1 / 0.01];
    const result = devigConsensus([{ book: 'x', odds: bad }], { asOf, method: 'additive' });
    expect(result.status).toBe('unknown');
    expect(result.probabilities).toBeNull();
    expect(result.books[0]!.used).toBe(false);
  });

  it('sums to the target and stays between the books for any weights', () => {
    const odds3 = fc.tuple(fc.double({ min: 1.2, max: 8, noNaN: true }), fc.double({ min: 1.2, max: 8, noNaN: true }), fc.double({ min: 1.2, max: 8, noNaN: true }))
      .filter(([a, b, c]) => 1 / a + 1 / b + 1 / c > 1 && 1 / a + 1 / b + 1 / c < 1.15);
    fc.assert(
      fc.property(fc.array(odds3, { minLength: 1, maxLength: 5 }), fc.double({ min: 0.1, max: 5, noNaN: true }), (markets, w) => {
        const books = markets.map((odds, i) => ({ book: `b${i}`, odds }));
        const result = devigConsensus(books, { asOf, method: 'power', weights: { b0: w } });
        const p = result.probabilities!;
        expect(Math.abs(p.reduce((s, x) => s + x, 0) - 1)).toBeLessThan(1e-9);
        for (let i = 0; i < 3; i++) {
          const each = result.books.map((b) => b.devig.probabilities[i]!);
          expect(p[i]!).toBeGreaterThanOrEqual(Math.min(...each) - 1e-12);
          expect(p[i]!).toBeLessThanOrEqual(Math.max(...each) + 1e-12);
        }
      }),
    );
  });

  it('rejects bad books and a missing asOf with the field named', () => {
    expect(() => devigConsensus([{ book: 'a', odds: [2, 2] }], {} as { asOf: string })).toThrow(/^devigConsensus: options.asOf is required/);
    expect(() => devigConsensus([], { asOf })).toThrow(/^devigConsensus: books needs at least one book/);
    expect(() => devigConsensus([{ book: 'a', odds: [2, 2] }, { book: 'A', odds: [2, 2] }], { asOf })).toThrow(/appears twice/);
    expect(() => devigConsensus([{ book: 'a', odds: [2, 2] }, { book: 'b', odds: [2, 2, 2] }], { asOf })).toThrow(/books\[1\].odds must have 2 outcomes/);
    try {
      devigConsensus([{ book: 'a', odds: [2, 0.5] }], { asOf });
      expect.unreachable();
    } catch (error) {
      expect((error as { field: string }).field).toBe('books[0].odds[1]');
    }
  });
});
