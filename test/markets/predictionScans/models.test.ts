import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCalibrationSample } from '../../../src/markets/predictionScans/buildCalibrationSample.js';
import { computeVolatilityBand } from '../../../src/markets/predictionScans/computeVolatilityBand.js';
import { matchCrossVenueMarkets } from '../../../src/markets/predictionScans/matchCrossVenueMarkets.js';
import { pickMarketsForBooks } from '../../../src/markets/predictionScans/pickMarketsForBooks.js';
import { priceHottestYear } from '../../../src/markets/predictionScans/priceHottestYear.js';
import { priceSeaIceMinimum } from '../../../src/markets/predictionScans/priceSeaIceMinimum.js';
import { rankContractEvaluations } from '../../../src/markets/predictionScans/rankContractEvaluations.js';
import { readResolutionTerms } from '../../../src/markets/predictionScans/readResolutionTerms.js';
import { GISTEMP_GLOBAL_MEANS } from '../../../src/markets/rules/gaiaTables.js';
import { market, resolvedMarket } from '../../catalog/_predictionFakes.js';

describe('computeVolatilityBand', () => {
  // χ² quantiles with 60 degrees of freedom (NIST/SEMATECH e-Handbook, Critical values of the chi-square
  // distribution): 43.188 at 0.05 and 79.082 at 0.95, so a 90% band is s·√(60/79.082) to s·√(60/43.188).
  it('matches the χ² table for 61 returns at 90%', () => {
    const band = computeVolatilityBand(0.2, 61, 0.9);
    expect(band.low).toBeCloseTo(0.2 * Math.sqrt(60 / 79.082), 3);
    expect(band.high).toBeCloseTo(0.2 * Math.sqrt(60 / 43.188), 3);
  });
});

describe('matchCrossVenueMarkets', () => {
  it('pairs the same question on two venues and leaves other questions alone', () => {
    const groups = matchCrossVenueMarkets(
      [
        market({ venue: 'polymarket', id: 'p', question: 'Will OpenAI release GPT-6 before July 1, 2027?', closeTime: '2027-07-01T00:00:00Z' }),
        market({ venue: 'kalshi', id: 'k', question: 'Will OpenAI release GPT-6 before Jul 1, 2027?', closeTime: '2027-07-01T04:00:00Z' }),
        market({ venue: 'kalshi', id: 'z', question: 'Will the Lakers win the title?', closeTime: '2027-06-30T00:00:00Z' }),
        market({ venue: 'manifold', id: 'm', question: 'Will OpenAI release GPT-6 before July 1, 2027?', closeTime: '2027-07-01T00:00:00Z' }),
      ],
      { minSimilarity: 0.6, maxCloseGapDays: 3 },
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]!.markets.map((m) => m.id).sort()).toEqual(['k', 'm', 'p']);
  });

  it('never puts two markets of one venue in a group', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('polymarket', 'kalshi', 'manifold'), fc.constantFrom('a b c d', 'a b c e', 'x y z', 'a b c d e')), { maxLength: 12 }), (rows) => {
        const markets = rows.map(([venue, q], i) => market({ venue: venue as 'kalshi', id: `m${i}`, question: q }));
        for (const g of matchCrossVenueMarkets(markets, { minSimilarity: 0.6, maxCloseGapDays: 3 })) expect(new Set(g.markets.map((m) => m.venue)).size).toBe(g.markets.length);
      }),
    );
  });
});

describe('buildCalibrationSample', () => {
  it('scores each resolved market a lead before its close and leaves void markets out, counted', () => {
    const won = resolvedMarket('A', 'sports', 0.7, true);
    const lost = resolvedMarket('B', 'sports', 0.3, false);
    const voided = { ...resolvedMarket('C', 'sports', 0.5, true), status: 'void' as const, resolution: { outcome: null, yesPayout: 0.5, settledAt: null } };
    const sample = buildCalibrationSample([won, lost, voided], { leadDays: 7 });
    // The last quote at least 7 days before the close is the one 10 days before: bid 0.69, ask 0.71.
    expect(sample.probabilities).toEqual([0.7, 0.3]);
    expect(sample.outcomes).toEqual([1, 0]);
    expect(sample.excluded.void).toBe(1);
  });
});

describe('pickMarketsForBooks and rankContractEvaluations', () => {
  it('reads the most promising books first, and reports the closest misses when nothing clears', () => {
    const a = market({ id: 'a', question: 'A?', bids: [['0.40', 10]], asks: [['0.45', 10]] });
    const b = market({ id: 'b', question: 'B?', bids: [['0.10', 10]], asks: [['0.12', 10]] });
    expect(pickMarketsForBooks([{ market: a, probability: 0.5 }, { market: b, probability: 0.5 }], { limit: 1 }).map((x) => x.market.id)).toEqual(['b']);
    const side = (edge: number) => ({ edge }) as never;
    const ranked = rankContractEvaluations(
      [
        { item: 'x', evaluation: { status: 'priced', sides: [side(0.04)], best: side(0.04), rules_applied: [], unverified_rules: [], stale_rules: [] } },
        { item: 'y', evaluation: { status: 'priced', sides: [side(0.08)], best: side(0.08), rules_applied: [], unverified_rules: [], stale_rules: [] } },
        { item: 'z', evaluation: { status: 'unknown', reason: 'fee_unknown', rules_applied: [], unverified_rules: [], stale_rules: [] } },
      ],
      { minEdge: 0.1, misses: 5 },
    );
    expect(ranked.opportunities).toEqual([]);
    expect(ranked.closestMisses.map((m) => m.item)).toEqual(['y', 'x']);
    expect(ranked.unknown).toEqual(['z']);
  });
});

describe('readResolutionTerms', () => {
  it('quotes the rule sentences that could void or delay the payout', () => {
    const terms = readResolutionTerms(market({ id: 'r', question: 'Q?', rules: 'Resolves Yes if X. If the data is unavailable, the market may be resolved 50-50. Ties count as No.' }));
    expect(terms.voidRisks).toEqual(['If the data is unavailable, the market may be resolved 50-50.']);
  });
});

describe('priceHottestYear', () => {
  const table = GISTEMP_GLOBAL_MEANS.versions[0]!.value;
  it('ranks a complete year as GISTEMP published it (2023: 1.17 °C, the warmest of the table)', () => {
    const r = priceHottestYear(table, 2023, 1);
    expect(r).toMatchObject({ status: 'ok', probability: 1, sd: 0, record: { year: 2016, anomaly: 1.02 } });
    expect(priceHottestYear(table, 2023, 2)).toMatchObject({ probability: 0 });
  });

  it('gives a year in progress probabilities over the ranks that add up to one', () => {
    const total = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35].reduce((s, k) => {
      const r = priceHottestYear(table, 2024, k);
      return s + (r.status === 'ok' ? r.probability : 0);
    }, 0);
    expect(total).toBeCloseTo(1, 9);
    expect(priceHottestYear(table, 2026, 1)).toEqual({ status: 'unknown', reason: 'no_months' });
  });
});

describe('priceSeaIceMinimum', () => {
  const days = Array.from({ length: 9 * 365 }, (_, i) => {
    const t = Date.parse('2017-01-01T00:00:00Z') + i * 86_400_000;
    const doy = i % 365;
    return { date: new Date(t).toISOString().slice(0, 10), extent: 10 + 5 * Math.cos(((doy - 70) / 365) * 2 * Math.PI) + 0.1 * Math.sin(i / 50) };
  });
  it('gives complementary rungs probabilities that add to one', () => {
    const out = priceSeaIceMinimum(days, 2025, '2025-08-20', [{ kind: 'close-below', strike: 5.2 }, { kind: 'bucket', lower: 5.2, upper: null }]);
    if (out.status !== 'ok') throw new Error(out.reason);
    expect(out.probabilities[0]! + out.probabilities[1]!).toBeCloseTo(1, 9);
    expect(out.members.length).toBeGreaterThanOrEqual(5);
  });
});

void Decimal;

describe('scanContractBooks', () => {
  it('ranks exactly as pricing every market would, pricing only the ones that can matter', async () => {
    const { createVenueFeeFunction } = await import('../../../src/markets/predictionScans/createVenueFeeFunction.js');
    const { evaluateContract } = await import('../../../src/markets/predictionScans/evaluateContract.js');
    const { scanContractBooks } = await import('../../../src/markets/predictionScans/scanContractBooks.js');
    const kalshi = createVenueFeeFunction({ kind: 'kalshi', feeType: 'quadratic', multiplier: null }, { asOf: '2026-11-25' });
    const cents = fc.integer({ min: 2, max: 98 });
    fc.assert(
      fc.property(fc.array(fc.tuple(cents, fc.integer({ min: 1, max: 300 }), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 1, maxLength: 40 }), (rows) => {
        const markets = rows.map(([mid, size, p], i) => ({
          item: `m${i}`,
          probability: p,
          book: { id: `m${i}`, yesAsks: [{ price: new Decimal(((mid + 1) / 100).toFixed(2)), size: new Decimal(size) }], yesBids: [{ price: new Decimal(((mid - 1) / 100).toFixed(2)), size: new Decimal(size) }], fee: kalshi, resolvesAt: null },
        }));
        const scanned = scanContractBooks(markets, { asOf: '2026-11-25', minEdge: 0.1, misses: 3 });
        const all = rankContractEvaluations(markets.map((m) => ({ item: m.item, evaluation: evaluateContract(m.book, m.probability, { asOf: '2026-11-25' }) })), { minEdge: 0.1, misses: 3 });
        expect(scanned.opportunities.map((o) => [o.item, o.side.edge])).toEqual(all.opportunities.map((o) => [o.item, o.side.edge]));
        expect(scanned.closestMisses.map((o) => o.side.edge)).toEqual(all.closestMisses.map((o) => o.side.edge));
      }),
      { numRuns: 40 },
    );
  });
});
