import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { computeAnnualisedReturn } from '../../../src/markets/predictions/computeAnnualisedReturn.js';
import { sizeQuarterKelly } from '../../../src/markets/predictions/sizeQuarterKelly.js';
import { findCalibratedEdges, type CalibratedEdgeMarket } from '../../../src/markets/probability/findCalibratedEdges.js';
import type { Calibration } from '../../../src/markets/probability/types.js';
import { kalshiLikeFee, noFee } from './_fees.js';

const IDENTITY: Calibration = { method: 'platt', a: 1, b: 0, epsilon: 1e-6 };
const asOf = '2026-11-25';

const market = (over: Partial<CalibratedEdgeMarket>): CalibratedEdgeMarket => ({
  id: 'M',
  probability: 0.5,
  yesAsks: [],
  yesBids: [],
  resolvesAt: '2026-12-25',
  ...over,
});

describe('findCalibratedEdges', () => {
  it('buys Yes when the calibrated probability beats the ask plus the fee by more than 10 points (worked example)', () => {
    // On paper: p = 0.70; 100 contracts at the 0.55 ask. Fee ⌈0.07·100·0.55·0.45⌉ = ⌈1.7325⌉ = $1.74 → $0.0174 a contract.
    //   All-in 0.5674; edge 0.70 − 0.5674 = 0.1326 > 0.10.  Kelly (0.70 − 0.5674)/(1 − 0.5674) = 0.306519…; ¼ = 0.076630….
    //   30 days to resolution; return on capital 0.1326/0.5674 = 0.233697…; simple annualised × 365/30 = 2.843313….
    const result = findCalibratedEdges([market({ id: 'A', probability: 0.7, yesAsks: [{ price: '0.55', size: 500 }], yesBids: [{ price: '0.53', size: 500 }] })], IDENTITY, { asOf, fee: kalshiLikeFee });
    expect(result.edges).toHaveLength(1);
    const e = result.edges[0]!;
    expect(e.side).toBe('buy_yes');
    expect(e.contracts.toString()).toBe('100');
    expect(e.feePerContract.toString()).toBe('0.0174');
    expect(e.allInPrice.toString()).toBe('0.5674');
    expect(e.edge).toBeCloseTo(0.1326, 12);
    expect(e.evPerContract.toString()).toBe('0.1326');
    expect(e.fullKelly).toBeCloseTo(0.1326 / 0.4326, 12);
    expect(e.kellyStake).toBeCloseTo((0.25 * 0.1326) / 0.4326, 12);
    expect(e.daysToResolution).toBe(30);
    expect(e.returnOnCapital).toBeCloseTo(0.1326 / 0.5674, 12);
    expect(e.annualisedReturn).toBeCloseTo(((0.1326 / 0.5674) * 365) / 30, 10);
    expect(result.evaluated).toBe(1);
    expect(result.rules_applied.map((r) => r.id)).toEqual(['markets.probability.edge_rules']);
  });

  it('sells Yes at the bid walk when the calibrated probability is far below it (worked example)', () => {
    // On paper: p = 0.30; bids 50 @ 0.45 and 100 @ 0.44; 100 contracts fill 50 + 50, average 0.445.
    //   Fees per fill: ⌈0.07·50·0.45·0.55⌉ = ⌈0.86625⌉ = 0.87 and ⌈0.07·50·0.44·0.56⌉ = ⌈0.8624⌉ = 0.87 → $0.0174 a contract.
    //   Net sale 0.4276; edge 0.4276 − 0.30 = 0.1276; capital (the No side) 1 − 0.4276 = 0.5724.
    const e = findCalibratedEdges([market({ probability: 0.3, yesBids: [{ price: '0.44', size: 100 }, { price: '0.45', size: 50 }] })], IDENTITY, { asOf, fee: kalshiLikeFee }).edges[0]!;
    expect(e.side).toBe('sell_yes');
    expect(e.averagePrice.toString()).toBe('0.445');
    expect(e.worstPrice.toString()).toBe('0.44');
    expect(e.allInPrice.toString()).toBe('0.4276');
    expect(e.edge).toBeCloseTo(0.1276, 12);
    expect(e.capitalPerContract.toString()).toBe('0.5724');
    expect(e.fullKelly).toBeCloseTo((0.7 - 0.5724) / (1 - 0.5724), 12);
  });

  it('sizes and annualises as the prediction-market helpers do (sizeQuarterKelly, computeAnnualisedReturn)', () => {
    const e = findCalibratedEdges([market({ probability: 0.7, yesAsks: [{ price: '0.55', size: 500 }] })], IDENTITY, { asOf, fee: kalshiLikeFee }).edges[0]!;
    const kelly = sizeQuarterKelly({ price: e.capitalPerContract, probability: e.calibratedProbability });
    expect(e.fullKelly).toBeCloseTo(kelly.fullKelly.toNumber(), 9);
    expect(e.kellyStake).toBeCloseTo(kelly.stake.toNumber(), 9);
    const annual = computeAnnualisedReturn({ edge: e.evPerContract, capital: e.capitalPerContract, daysToResolution: e.daysToResolution! });
    expect(e.annualisedReturn).toBeCloseTo(annual.simpleAnnual.toNumber(), 9);
  });

  it('never reads the mid: a wide book with a mid far from p but an ask close to it is no edge', () => {
    // Mid (0.40 + 0.78)/2 = 0.59 is 0.16 below p = 0.75, but buying costs 0.78: no edge after the spread.
    const r = findCalibratedEdges([market({ probability: 0.75, yesAsks: [{ price: '0.78', size: 100 }], yesBids: [{ price: '0.40', size: 100 }] })], IDENTITY, { asOf, fee: noFee });
    expect(r.edges).toEqual([]);
    expect(r.evaluated).toBe(1);
  });

  it('requires more than the threshold: an edge of exactly 10 points is not flagged', () => {
    const r = findCalibratedEdges([market({ probability: 0.75, yesAsks: [{ price: '0.65', size: 100 }] })], IDENTITY, { asOf, fee: noFee, minEdge: 0.1 });
    expect(r.edges).toEqual([]);
  });

  it('applies the calibration before comparing', () => {
    // Isotonic map sends a raw 0.5 to 0.8; the ask of 0.6 is then a 20-point edge.
    const iso: Calibration = { method: 'isotonic', x: [0.4, 0.6], y: [0.8, 0.8] };
    const e = findCalibratedEdges([market({ probability: 0.5, yesAsks: [{ price: '0.6', size: 100 }] })], iso, { asOf, fee: noFee }).edges[0]!;
    expect(e.calibratedProbability).toBe(0.8);
    expect(e.edge).toBeCloseTo(0.2, 12);
  });

  it('walks the book to the evaluation size and says when the book is thinner', () => {
    const e = findCalibratedEdges([market({ probability: 0.9, yesAsks: [{ price: '0.50', size: 20 }, { price: '0.60', size: 30 }] })], IDENTITY, { asOf, fee: noFee }).edges[0]!;
    expect(e.contracts.toString()).toBe('50');
    expect(e.depthLimited).toBe(true);
    expect(e.averagePrice.toString()).toBe('0.56');
  });

  it('reports an unknown fee as unknown, play money and empty books as skipped, and nothing as clean', () => {
    const r = findCalibratedEdges(
      [
        market({ id: 'fee?', probability: 0.9, yesAsks: [{ price: '0.5', size: 100 }] }),
        market({ id: 'mana', probability: 0.9, yesAsks: [{ price: '0.5', size: 100 }], money: 'play' }),
        market({ id: 'empty', probability: 0.9 }),
      ],
      IDENTITY,
      { asOf, fee: (f) => (f.id === 'fee?' ? null : 0) },
    );
    expect(r.edges).toEqual([]);
    expect(r.unknown).toEqual([{ id: 'fee?', reason: 'fee_unknown' }]);
    expect(r.skipped).toEqual([
      { id: 'mana', reason: 'play_money' },
      { id: 'empty', reason: 'no_quote' },
    ]);
    expect(r.evaluated).toBe(0);
  });

  it('has no annualised return without a future resolution date, and sorts edges largest first', () => {
    const r = findCalibratedEdges(
      [
        market({ id: 'small', probability: 0.8, yesAsks: [{ price: '0.65', size: 100 }], resolvesAt: null }),
        market({ id: 'big', probability: 0.95, yesAsks: [{ price: '0.5', size: 100 }], resolvesAt: '2026-11-01' }),
      ],
      IDENTITY,
      { asOf, fee: noFee },
    );
    expect(r.edges.map((e) => e.id)).toEqual(['big', 'small']);
    expect(r.edges.every((e) => e.annualisedReturn === null)).toBe(true);
  });

  it('leaves its inputs unchanged', () => {
    const m = Object.freeze(market({ probability: 0.9, yesAsks: Object.freeze([Object.freeze({ price: '0.5', size: 10 })]) }));
    const before = JSON.stringify(m);
    findCalibratedEdges([m], IDENTITY, { asOf, fee: () => new Decimal('0.01') });
    expect(JSON.stringify(m)).toBe(before);
  });

  it.each([
    ['no fee function', () => findCalibratedEdges([], IDENTITY, { asOf } as never), 'fee'],
    ['a bad asOf', () => findCalibratedEdges([], IDENTITY, { asOf: '2026-13-01', fee: noFee }), 'asOf'],
    ['a price above 1', () => findCalibratedEdges([market({ yesAsks: [{ price: '1.5', size: 1 }] })], IDENTITY, { asOf, fee: noFee }), 'markets[0].yesAsks[0].price'],
    ['a probability above 1', () => findCalibratedEdges([market({ probability: 2 })], IDENTITY, { asOf, fee: noFee }), 'markets[0].probability'],
    ['a negative fee', () => findCalibratedEdges([market({ yesAsks: [{ price: '0.5', size: 1 }] })], IDENTITY, { asOf, fee: () => -1 }), 'fee'],
  ])('rejects %s', (_name, call, field) => {
    expect(call).toThrow(expect.objectContaining({ field, message: expect.stringMatching(/^findCalibratedEdges: /) }));
  });
});
