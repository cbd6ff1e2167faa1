import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createVenueFeeFunction } from '../../../src/markets/predictionScans/createVenueFeeFunction.js';
import { evaluateContract } from '../../../src/markets/predictionScans/evaluateContract.js';

const d = (x: string | number) => new Decimal(x);
const level = (price: string, size: number) => ({ price: d(price), size: d(size) });
const kalshi = createVenueFeeFunction({ kind: 'kalshi', feeType: 'quadratic', multiplier: null }, { asOf: '2026-11-25' });

describe('evaluateContract', () => {
  // Kalshi's fee notice (July 2025): 10 contracts at 50¢ as taker pay ⌈0.07 × 10 × 0.5 × 0.5⌉ = $0.18
  // (docs/prediction-venues.md). With p = 0.70 the all-in price is 0.50 + 0.018 = 0.518 a contract.
  it('prices Yes at the ask walk with Kalshi\'s fee, its EV, quarter Kelly and the annualised return', () => {
    const out = evaluateContract({ id: 'K', yesAsks: [level('0.50', 10)], yesBids: [], fee: kalshi, resolvesAt: '2026-12-25T00:00:00Z' }, 0.7, { asOf: '2026-11-25', contracts: 10 });
    expect(out.status).toBe('priced');
    if (out.status !== 'priced') return;
    const yes = out.best;
    expect(yes.side).toBe('buy_yes');
    expect(yes.fees.toString()).toBe('0.18');
    expect(yes.allInPrice.toString()).toBe('0.518');
    expect(yes.evTotal.toString()).toBe('1.82');
    expect(yes.capitalLocked.toString()).toBe('5.18');
    // Kelly for a $1 contract at cost c won with probability q: (q − c)/(1 − c) = 0.182/0.482.
    expect(yes.kelly.full.toNumber()).toBeCloseTo(0.182 / 0.482, 9);
    expect(yes.kelly.stake.toNumber()).toBeCloseTo(0.182 / 0.482 / 4, 9);
    expect(yes.daysToResolution).toBe(30);
    expect(yes.returnOnCapital?.simpleAnnual.toNumber()).toBeCloseTo((1.82 / 5.18) * (365 / 30), 8);
  });

  it('prices No at 1 − the bid walk, across levels, and says when the book is thinner than the size', () => {
    const out = evaluateContract({ id: 'K', yesAsks: [], yesBids: [level('0.60', 30), level('0.55', 20)], fee: () => 0, resolvesAt: null }, 0.2, { asOf: '2026-11-25', contracts: 100 });
    if (out.status !== 'priced') throw new Error(out.status);
    const no = out.best;
    expect(no.side).toBe('buy_no');
    expect(no.contractsFilled.toString()).toBe('50');
    expect(no.complete).toBe(false);
    // 30 No at 0.40 and 20 at 0.45: 12 + 9 = 21 dollars for 50.
    expect(no.averagePrice.toString()).toBe('0.42');
    expect(no.worstPrice.toString()).toBe('0.45');
    expect(no.edge).toBeCloseTo(0.8 - 0.42, 12);
    expect(no.daysToResolution).toBeNull();
    expect(no.returnOnCapital).toBeNull();
  });

  it('answers unknown for a fee the venue\'s data does not settle, and skips play money and empty books', () => {
    const unknownFee = createVenueFeeFunction({ kind: 'polymarket', enabled: null, rate: null, exponent: null, takerOnly: null }, { asOf: '2026-11-25' });
    expect(evaluateContract({ id: 'P', yesAsks: [level('0.4', 100)], yesBids: [], fee: unknownFee, resolvesAt: null }, 0.5, { asOf: '2026-11-25' })).toMatchObject({ status: 'unknown', reason: 'fee_unknown' });
    expect(evaluateContract({ id: 'M', yesAsks: [level('0.4', 100)], yesBids: [], fee: () => 0, money: 'play', resolvesAt: null }, 0.5, { asOf: '2026-11-25' })).toMatchObject({ status: 'skipped', reason: 'play_money' });
    expect(evaluateContract({ id: 'E', yesAsks: [], yesBids: [], fee: () => 0, resolvesAt: null }, 0.5, { asOf: '2026-11-25' })).toMatchObject({ status: 'skipped', reason: 'no_quote' });
  });

  it('refuses a probability outside [0, 1] naming it', () => {
    expect(() => evaluateContract({ id: 'X', yesAsks: [], yesBids: [], fee: () => 0, resolvesAt: null }, 1.2, { asOf: '2026-11-25' })).toThrow(expect.objectContaining({ field: 'probability' }));
  });

  it('gives each side an edge of its win probability minus its all-in price, and leaves the book untouched', () => {
    const prices = fc.integer({ min: 1, max: 99 }).map((c) => (c / 100).toFixed(2));
    fc.assert(
      fc.property(fc.array(fc.tuple(prices, fc.integer({ min: 1, max: 500 })), { minLength: 1, maxLength: 5 }), fc.array(fc.tuple(prices, fc.integer({ min: 1, max: 500 })), { minLength: 1, maxLength: 5 }), fc.double({ min: 0, max: 1, noNaN: true }), (asks, bids, p) => {
        const book = { id: 'F', yesAsks: asks.map(([x, s]) => level(x, s)), yesBids: bids.map(([x, s]) => level(x, s)), fee: kalshi, resolvesAt: '2026-12-01T00:00:00Z' };
        const before = JSON.stringify(book.yesAsks);
        const out = evaluateContract(book, p, { asOf: '2026-11-25' });
        expect(JSON.stringify(book.yesAsks)).toBe(before);
        if (out.status !== 'priced') return;
        for (const side of out.sides) {
          expect(side.edge).toBeCloseTo(side.winProbability - side.allInPrice.toNumber(), 9);
          expect(side.allInPrice.gte(side.averagePrice)).toBe(true);
          expect(side.winProbability).toBeCloseTo(side.side === 'buy_yes' ? p : 1 - p, 12);
        }
        expect(out.best.edge).toBe(Math.max(...out.sides.map((s) => s.edge)));
      }),
      { numRuns: 60 },
    );
  });
});

describe('createVenueFeeFunction', () => {
  it('charges Polymarket\'s schedule only when the market enables it, and knows no fee when it does not say', () => {
    const fill = { id: 'P', action: 'buy' as const, price: d('0.5'), contracts: d(100) };
    expect(createVenueFeeFunction({ kind: 'polymarket', enabled: false, rate: null, exponent: null, takerOnly: null }, { asOf: '2026-11-25' })(fill)).toBe(0);
    // C × rate × (P(1 − P))^exponent = 100 × 0.02 × 0.25 = 0.5.
    expect(String(createVenueFeeFunction({ kind: 'polymarket', enabled: true, rate: d('0.02'), exponent: 1, takerOnly: true }, { asOf: '2026-11-25' })(fill))).toBe('0.5');
    expect(createVenueFeeFunction({ kind: 'polymarket', enabled: true, rate: null, exponent: null, takerOnly: null }, { asOf: '2026-11-25' })(fill)).toBeNull();
    expect(createVenueFeeFunction({ kind: 'kalshi', feeType: null, multiplier: null }, { asOf: '2026-11-25' })(fill)).toBeNull();
    expect(createVenueFeeFunction({ kind: 'kalshi', feeType: 'flat', multiplier: null }, { asOf: '2026-11-25' })(fill)).toBeNull();
    expect(createVenueFeeFunction({ kind: 'none', reason: 'play-money' }, { asOf: '2026-11-25' })(fill)).toBe(0);
  });
});
