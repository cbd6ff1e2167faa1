import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSumArbitrage, type SumArbitrageLeg } from '../../../src/markets/probability/findSumArbitrage.js';
import { kalshiLikeFee, noFee } from './_fees.js';

// Worked on paper (no fees). Three exhaustive legs, asks best first:
//   A: 50 @ 0.30, then 100 @ 0.32      B: 80 @ 0.30, then 100 @ 0.33      C: 40 @ 0.35, then 100 @ 0.40
// Cost of one more set, per segment: sets 1–40: 0.30 + 0.30 + 0.35 = 0.95 → +0.05 each; 41–50: 0.30 + 0.30 + 0.40 =
//   1.00 → 0; 51–80: 0.32 + 0.30 + 0.40 = 1.02 → −0.02; 81–140: 0.32 + 0.33 + 0.40 = 1.05 → −0.05.
// Cumulative profit: 40 sets $2.00 (the maximum, also at 41–50); 80 sets 2.00 − 0.60 = $1.40; zero at 80 + 28 = 108.
// Largest profitable size: 107 sets, profit 1.40 − 27·0.05 = $0.05. Depth: C holds 140.
const LADDER: SumArbitrageLeg[] = [
  { id: 'A', yesAsks: [{ price: '0.32', size: 100 }, { price: '0.30', size: 50 }], yesBids: [{ price: '0.28', size: 10 }] },
  { id: 'B', yesAsks: [{ price: '0.30', size: 80 }, { price: '0.33', size: 100 }], yesBids: [{ price: '0.28', size: 10 }] },
  { id: 'C', yesAsks: [{ price: '0.35', size: 40 }, { price: '0.40', size: 100 }], yesBids: [{ price: '0.33', size: 10 }] },
];

describe('findSumArbitrage', () => {
  it('finds the largest profitable size of the worked ladder by walking every leg', () => {
    const r = findSumArbitrage(LADDER, { fee: noFee, coverage: 'exhaustive' });
    expect(r.best).toBe('buyYes');
    const plan = r.buyYes;
    if (plan.status !== 'arbitrage') throw new Error('expected an arbitrage');
    expect(plan.size.toString()).toBe('107');
    expect(plan.profit.toString()).toBe('0.05');
    expect(plan.largestProfitableSize.toString()).toBe('107');
    expect(plan.maxProfitSize.toString()).toBe('40');
    expect(plan.maxProfit.toString()).toBe('2');
    expect(plan.depthLimit.toString()).toBe('140');
    // 107 sets: A 50·0.30 + 57·0.32 = 33.24; B 80·0.30 + 27·0.33 = 32.91; C 40·0.35 + 67·0.40 = 40.80; Σ = 106.95.
    expect(plan.capitalLocked.toString()).toBe('106.95');
    expect(plan.fills.map((f) => [f.id, f.contracts.toString(), f.notional.toString(), f.worstPrice.toString()])).toEqual([
      ['A', '107', '33.24', '0.32'],
      ['B', '107', '32.91', '0.33'],
      ['C', '107', '40.8', '0.4'],
    ]);
    // Selling every Yes at the bids: 0.28 + 0.28 + 0.33 = 0.89 < 1.
    expect(r.sellYes).toMatchObject({ status: 'none', reason: 'no_edge' });
  });

  it('sizes for the largest profit on request', () => {
    const plan = findSumArbitrage(LADDER, { fee: noFee, coverage: 'exhaustive', sizing: 'max-profit' }).buyYes;
    expect(plan.status === 'arbitrage' && [plan.size.toString(), plan.profit.toString(), plan.capitalLocked.toString()]).toEqual(['40', '2', '38']);
  });

  it('sells every Yes (buys every No) when the bids sum above 1, locking the No side as capital', () => {
    // Bids 30 @ 0.40, 50 @ 0.35, 20 @ 0.30: Σ = 1.05 for up to 20 sets (depth), profit 20·0.05 = $1.00.
    // Capital: the No sides cost (0.60 + 0.65 + 0.70)·20 = $39.00.
    const legs: SumArbitrageLeg[] = [
      { id: 'A', yesAsks: [], yesBids: [{ price: '0.40', size: 30 }] },
      { id: 'B', yesAsks: [], yesBids: [{ price: '0.35', size: 50 }] },
      { id: 'C', yesAsks: [], yesBids: [{ price: '0.30', size: 20 }] },
    ];
    const r = findSumArbitrage(legs, { fee: noFee, coverage: 'exclusive' });
    expect(r.buyYes).toMatchObject({ status: 'none', reason: 'not_exhaustive' });
    expect(r.best).toBe('sellYes');
    const plan = r.sellYes;
    expect(plan.status === 'arbitrage' && [plan.size.toString(), plan.profit.toString(), plan.capitalLocked.toString()]).toEqual(['20', '1', '39']);
  });

  it('charges the venue fee on every fill: a 1-cent gap does not survive Kalshi-style fees', () => {
    // Σ ask 0.99 leaves 0.01 a set; each leg's fee on one contract is ⌈0.07·0.33·0.67⌉ = $0.02, so −0.05 a set.
    const legs: SumArbitrageLeg[] = ['A', 'B', 'C'].map((id) => ({ id, yesAsks: [{ price: '0.33', size: 1000 }], yesBids: [] }));
    const r = findSumArbitrage(legs, { fee: kalshiLikeFee, coverage: 'exhaustive' });
    expect(r.buyYes).toMatchObject({ status: 'none', reason: 'no_edge' });
    expect(r.buyYes.status === 'none' && r.buyYes.topProfitPerSet?.toString()).toBe('-0.05');
    // Without fees the same ladder is an arbitrage across the whole depth.
    const free = findSumArbitrage(legs, { fee: noFee, coverage: 'exhaustive' }).buyYes;
    expect(free.status === 'arbitrage' && free.profit.toString()).toBe('10');
  });

  it('answers unknown when a fee is unknown, and none when a leg has no quote or no whole contract', () => {
    expect(findSumArbitrage(LADDER, { fee: () => null, coverage: 'exhaustive' }).buyYes).toEqual({ status: 'unknown', reason: 'fee_unknown' });
    const missing = [LADDER[0]!, { id: 'X', yesAsks: [], yesBids: [] }];
    expect(findSumArbitrage(missing, { fee: noFee, coverage: 'exhaustive' }).buyYes).toMatchObject({ status: 'none', reason: 'missing_quote' });
    const thin = [
      { id: 'A', yesAsks: [{ price: '0.4', size: '0.5' }], yesBids: [] },
      { id: 'B', yesAsks: [{ price: '0.4', size: 10 }], yesBids: [] },
    ];
    expect(findSumArbitrage(thin, { fee: noFee, coverage: 'exhaustive' }).buyYes).toMatchObject({ status: 'none', reason: 'too_thin' });
  });

  it('caps the size at maxContracts and annualises over the days to resolution', () => {
    const plan = findSumArbitrage(LADDER, { fee: noFee, coverage: 'exhaustive', maxContracts: 30, asOf: '2026-11-25', resolvesAt: '2026-12-25' }).buyYes;
    if (plan.status !== 'arbitrage') throw new Error('expected an arbitrage');
    expect(plan.size.toString()).toBe('30');
    expect(plan.profit.toString()).toBe('1.5');
    expect(plan.daysToResolution).toBe(30);
    expect(plan.annualisedReturn).toBeCloseTo((1.5 / 28.5) * (365 / 30), 12);
  });

  it('always reports a plan whose figures add up: profit = sets − paid − fees, every leg at the size, within depth', () => {
    const level = fc.record({ price: fc.integer({ min: 1, max: 99 }).map((c) => new Decimal(c).div(100).toString()), size: fc.integer({ min: 1, max: 200 }) });
    const leg = fc.array(level, { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(fc.array(leg, { minLength: 2, maxLength: 5 }), (books) => {
        const legs = books.map((asks, i) => ({ id: `L${i}`, yesAsks: asks, yesBids: [] }));
        const plan = findSumArbitrage(legs, { fee: kalshiLikeFee, coverage: 'exhaustive' }).buyYes;
        if (plan.status !== 'arbitrage') return;
        const paid = plan.fills.reduce((s, f) => s.plus(f.notional), new Decimal(0));
        const fees = plan.fills.reduce((s, f) => s.plus(f.fee), new Decimal(0));
        expect(plan.profit.eq(plan.size.minus(paid).minus(fees))).toBe(true);
        expect(plan.profit.gt(0)).toBe(true);
        expect(plan.size.lte(plan.depthLimit)).toBe(true);
        for (const f of plan.fills) expect(f.contracts.eq(plan.size)).toBe(true);
        expect(plan.maxProfit.gte(plan.profit)).toBe(true);
      }),
    );
  });

  it.each([
    ['one leg', () => findSumArbitrage([LADDER[0]!], { fee: noFee, coverage: 'exhaustive' }), 'legs'],
    ['no coverage', () => findSumArbitrage(LADDER, { fee: noFee } as never), 'coverage'],
    ['no fee', () => findSumArbitrage(LADDER, { coverage: 'exhaustive' } as never), 'fee'],
    ['a fractional cap', () => findSumArbitrage(LADDER, { fee: noFee, coverage: 'exhaustive', maxContracts: 1.5 }), 'maxContracts'],
  ])('rejects %s', (_name, call, field) => {
    expect(call).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^findSumArbitrage: /) }));
  });
});
