import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { gateReferencePrice, type ReferenceReason } from '../../../src/markets/reference/gateReferencePrice.js';
import * as referenceRules from '../../../src/markets/rules/referenceGate.js';
import { AS_OF_MS, LAST_CLOSE_TIME, LIMITS, SPEC_FIELDS, buildBook, healthySpecArb, violationArbs } from './_books.js';

const HEALTHY = { mid: 250, spreadBps: 8, depthMultiple: 5, divergenceBps: 4, ageSeconds: 3, ratio: 250 / 245 };

function expectFieldError(fn: () => unknown, field: string): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(GuidekitError);
    expect((error as GuidekitError).field).toBe(field);
    expect((error as GuidekitError).message.startsWith('gateReferencePrice:')).toBe(true);
    return;
  }
  throw new Error(`expected a GuidekitError on ${field}`);
}

describe('gateReferencePrice', () => {
  it('gives the perpetual mid as a live reference, with exactly the specification\'s fields', () => {
    const { book, context } = buildBook(HEALTHY);
    const result = gateReferencePrice(book, context);
    const ref = result.reference!;
    // The spec's table: source, coin, label, quality, reason, session, as_of, mid, mark, oracle, vs_last_close_pct, attribution.
    expect(Object.keys(ref)).toEqual(SPEC_FIELDS);
    const bestBid = book.bids[0]!.price;
    const bestAsk = book.asks[0]!.price;
    expect(ref).toMatchObject({ source: 'perp_exchange_mid', coin: 'xyz:TSLA', label: 'TSLA', quality: 'live', reason: null, session: 'closed' });
    expect(ref.as_of).toBe(book.time);
    expect(Number.isInteger(ref.as_of)).toBe(true);
    expect(ref.mid).toBe((bestBid + bestAsk) / 2);
    expect(ref.mark).toBe(book.mark);
    expect(ref.oracle).toBe(book.oracle);
    // 250 against a 245 close: +2.0408 %.
    expect(ref.vs_last_close_pct).toBeCloseTo((250 / 245 - 1) * 100, 9);
    expect(ref.attribution).toContain('Hyperliquid');
    expect(ref.attribution).toContain('next-session-open estimates');
    expect(result.absent).toBeNull();
    expect(result.checks.map((c) => c.reason)).toEqual(['stale', 'dead_book', 'illiquid', 'mark_oracle_divergence', 'unit_mismatch', 'unbounded']);
    expect(result.checks.every((c) => c.passed === true)).toBe(true);
  });

  it('keeps the listing\'s own label, never an index name', () => {
    const { book, context } = buildBook(HEALTHY);
    const ref = gateReferencePrice({ ...book, coin: 'xyz:XYZ100', label: 'XYZ100' }, context).reference!;
    expect(ref.label).toBe('XYZ100');
    expect(ref.coin).toBe('xyz:XYZ100');
    expect(ref.attribution).not.toMatch(/nasdaq/i);
  });

  it('gives no reference at all while the session is open, or when no perpetual lists the instrument', () => {
    const { book, context } = buildBook(HEALTHY);
    const open = gateReferencePrice(book, { ...context, sessionClosed: false });
    expect(open.reference).toBeNull();
    expect(open.absent).toBe('session_open');
    const none = gateReferencePrice(null, context);
    expect(none.reference).toBeNull();
    expect(none.absent).toBe('no_perpetual');
  });

  it('prices off the last close with source null and quality none when the book could not be fetched', () => {
    const { context } = buildBook(HEALTHY);
    const result = gateReferencePrice({ failed: true, coin: 'xyz:TSLA', label: 'TSLA', venue: 'Hyperliquid' }, context);
    expect(result.reference).toEqual({
      source: null,
      coin: 'xyz:TSLA',
      label: 'TSLA',
      quality: 'none',
      reason: 'fetch_failed',
      session: 'closed',
      as_of: LAST_CLOSE_TIME,
      mid: 245,
      mark: 245,
      oracle: 245,
      vs_last_close_pct: 0,
      attribution: result.reference!.attribution,
    });
    expect(result.reference!.attribution).toContain('fetch_failed');
    expect(result.checks).toEqual([]);
  });

  it('passes every healthy book (property)', () => {
    fc.assert(
      fc.property(healthySpecArb, (spec) => {
        const { book, context } = buildBook(spec);
        const result = gateReferencePrice(book, context);
        expect(result.reference?.quality).toBe('live');
        expect(result.reference?.reason).toBeNull();
      }),
    );
  });

  const reasons = Object.keys(violationArbs) as Exclude<ReferenceReason, 'fetch_failed'>[];
  for (const reason of reasons) {
    it(`refuses a book built to break the ${reason} threshold with reason ${reason}, pricing off the last close (property)`, () => {
      fc.assert(
        fc.property(violationArbs[reason], ({ book, context }) => {
          const result = gateReferencePrice(book, context);
          const ref = result.reference!;
          expect(ref.reason).toBe(reason);
          expect(ref.source).toBeNull();
          expect(ref.quality).toBe('none');
          expect(ref.mid).toBe(context.lastClose.price);
          expect(ref.mark).toBe(context.lastClose.price);
          expect(ref.oracle).toBe(context.lastClose.price);
          expect(ref.vs_last_close_pct).toBe(0);
          expect(ref.as_of).toBe(context.lastClose.time);
          expect(Object.keys(ref)).toEqual(SPEC_FIELDS);
          // The venue's own numbers stay visible next to the refusal.
          expect(result.observed?.time).toBe(book.time);
        }),
      );
    });
  }

  it('reaches every reason code of the specification', () => {
    const seen = new Set<string>();
    for (const reason of reasons) {
      const [sample] = fc.sample(violationArbs[reason], { numRuns: 1, seed: 7 });
      seen.add(gateReferencePrice(sample!.book, sample!.context).reference!.reason!);
    }
    seen.add(gateReferencePrice({ failed: true, coin: 'xyz:TSLA', label: 'TSLA', venue: 'Hyperliquid' }, buildBook(HEALTHY).context).reference!.reason!);
    expect([...seen].sort()).toEqual(['dead_book', 'fetch_failed', 'illiquid', 'mark_oracle_divergence', 'stale', 'unbounded', 'unit_mismatch']);
  });

  it('holds each threshold at its edge: exactly at the limit passes, just beyond fails', () => {
    // Worked by hand: a book 1 % wide (100 bps) on a 100 mid is bid 99.5, ask 100.5.
    const at = buildBook({ ...HEALTHY, mid: 100, spreadBps: LIMITS.maxSpread, ratio: 1 });
    expect(gateReferencePrice(at.book, at.context).checks.find((c) => c.reason === 'dead_book')!.value).toBeCloseTo(LIMITS.maxSpread, 9);
    // Stale: exactly the limit away passes, a second more fails.
    const edge = buildBook({ ...HEALTHY, ageSeconds: LIMITS.maxAge });
    expect(gateReferencePrice(edge.book, edge.context).reference?.reason).toBeNull();
    const past = buildBook({ ...HEALTHY, ageSeconds: LIMITS.maxAge + 1 });
    expect(gateReferencePrice(past.book, past.context).reference?.reason).toBe('stale');
    // Unbounded: a mid 1.2 × a 100 close is +20 %; 1.2001 × is beyond.
    const move = buildBook({ ...HEALTHY, mid: 100 * (1 + (LIMITS.maxMove + 0.01) / 100), ratio: 1 + (LIMITS.maxMove + 0.01) / 100 });
    expect(gateReferencePrice(move.book, move.context).reference?.reason).toBe('unbounded');
  });

  it('reads a split as a unit mismatch: a 2-for-1 split leaves the perpetual at half the old close', () => {
    // Close 500 before the split; the perpetual trades the new share at about 251.
    const { book, context } = buildBook({ ...HEALTHY, mid: 251, ratio: 251 / 500 });
    const result = gateReferencePrice(book, context);
    expect(result.reference?.reason).toBe('unit_mismatch');
    expect(result.checks.find((c) => c.reason === 'unit_mismatch')!.value).toBeCloseTo(0.502, 9);
  });

  it('measures depth only inside the band: size far from the mid does not rescue a thin book', () => {
    const { book, context } = buildBook({ ...HEALTHY, depthMultiple: 0.5 }, { outsideBand: 1e9 });
    const result = gateReferencePrice(book, context);
    expect(result.reference?.reason).toBe('illiquid');
    // Three levels holding half the minimum in all: the measured depth is that half.
    expect(result.checks.find((c) => c.reason === 'illiquid')!.value).toBeCloseTo(0.5 * LIMITS.depth.min_notional, 6);
  });

  it('cites every threshold it applied, each marked unverified as guidekit\'s own choice', () => {
    const { book, context } = buildBook(HEALTHY);
    const result = gateReferencePrice(book, context);
    const ids = Object.values(referenceRules).map((table) => table.id);
    expect(result.rules_applied.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect([...result.unverified_rules].sort()).toEqual([...ids].sort());
    for (const rule of result.rules_applied) expect(rule.source).toMatch(/guidekit methodology choice/);
  });

  it('speaks Spanish when asked', () => {
    const { book, context } = buildBook(HEALTHY);
    expect(gateReferencePrice(book, context, { lang: 'es' }).reference!.attribution).toContain('referencia perpetua');
    const stale = buildBook({ ...HEALTHY, ageSeconds: 10_000 });
    expect(gateReferencePrice(stale.book, stale.context, { lang: 'es' }).explanation).toContain('s del momento de la referencia');
  });

  it('never modifies its inputs', () => {
    fc.assert(
      fc.property(fc.oneof(healthySpecArb.map((s) => buildBook(s)), violationArbs.illiquid, violationArbs.dead_book), ({ book, context }) => {
        const copy = structuredClone({ book, context });
        gateReferencePrice(book, context);
        expect({ book, context }).toEqual(copy);
      }),
      { numRuns: 30 },
    );
  });

  it('rejects malformed arguments, naming the field', () => {
    const { book, context } = buildBook(HEALTHY);
    expectFieldError(() => gateReferencePrice({ ...book, coin: 'TSLA' }, context), 'snapshot.coin');
    expectFieldError(() => gateReferencePrice({ ...book, label: ' ' }, context), 'snapshot.label');
    expectFieldError(() => gateReferencePrice({ ...book, bids: [{ price: -1, size: 1 }] }, context), 'snapshot.bids[0].price');
    expectFieldError(() => gateReferencePrice({ ...book, asks: [{ price: 1, size: -1 }] }, context), 'snapshot.asks[0].size');
    expectFieldError(() => gateReferencePrice({ ...book, mark: Number.NaN }, context), 'snapshot.mark');
    expectFieldError(() => gateReferencePrice({ ...book, contractSize: 0 }, context), 'snapshot.contractSize');
    expectFieldError(() => gateReferencePrice(book, { ...context, lastClose: { price: 0, time: LAST_CLOSE_TIME } }), 'context.lastClose.price');
    expectFieldError(() => gateReferencePrice(book, { ...context, lastClose: { price: 245, time: AS_OF_MS + 1 } }), 'context.lastClose.time');
    expectFieldError(() => gateReferencePrice(book, { ...context, sessionClosed: 'yes' as unknown as boolean }), 'context.sessionClosed');
    expect(() => gateReferencePrice(book, context, { lang: 'fr' as 'en' })).toThrow(GuidekitError);
  });
});
