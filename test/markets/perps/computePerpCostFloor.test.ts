import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { computePerpCostFloor, type CostFloorLeg } from '../../../src/markets/perps/computePerpCostFloor.js';

// The cost floor of the research notes (markets.md §7): 2·fee_perp + 2·fee_ref + spread_perp + spread_ref + impact
// (VWAP walk at size) + |expected funding over the holding period| + buffer. Every expected figure below is written
// out by hand from the books given, not read back from the code under test.

describe('computePerpCostFloor', () => {
  it('prices a single leg whose size fits at the touch: no impact, funding received counted as a cost', () => {
    const leg: CostFloorLeg = { venue: 'hyperliquid', side: 'short', takerFee: 0.00045, bids: [[100, 1000]], asks: [[100.02, 1000]], fundingPerHour: 0.0000125 };
    const out = computePerpCostFloor([leg], { notional: 10_000, holdingHours: 8, bufferBps: 5 });
    const mid = (100 + 100.02) / 2; // 100.01
    expect(out.fees).toBeCloseTo(0.0009, 12); // 2 × 4.5 bps
    expect(out.spreads).toBeCloseTo(0.02 / mid, 12);
    expect(out.impact).toBe(0);
    // A short receives positive funding: +0.0000125 × 8 = +0.0001; the floor counts |0.0001|.
    expect(out.funding_pnl).toBeCloseTo(0.0001, 12);
    expect(out.funding).toBeCloseTo(0.0001, 12);
    expect(out.buffer).toBeCloseTo(0.0005, 12);
    expect(out.total).toBeCloseTo(0.0009 + 0.02 / mid + 0.0001 + 0.0005, 12);
    expect(out.legs[0]).toMatchObject({ best_bid: 100, best_ask: 100.02, entry_price: 100, fillable: true });
  });

  it('walks both books of a pair at the size, entry and exit, and nets the legs\' funding', () => {
    const short: CostFloorLeg = { venue: 'hyperliquid', side: 'short', takerFee: 0.00045, bids: [[100, 50], [99, 100]], asks: [[100.1, 50], [101, 100]], fundingPerHour: 0.00001 };
    const long: CostFloorLeg = { venue: 'binance', side: 'long', takerFee: 0.0005, bids: [[99.8, 50], [99, 100]], asks: [[99.9, 50], [100.9, 100]], fundingPerHour: 0.00002 };
    const out = computePerpCostFloor([short, long], { notional: 10_000, holdingHours: 8, bufferBps: 5 });
    // Short leg: selling 10,000 takes 50 at 100 (5,000) and 5,000 ÷ 99 at 99; buying takes 50 at 100.1 (5,005) and 4,995 ÷ 101 at 101.
    const midA = (100 + 100.1) / 2;
    const sellA = 10_000 / (50 + 5_000 / 99);
    const buyA = 10_000 / (50 + 4_995 / 101);
    const impactA = (buyA - 100.1 + (100 - sellA)) / midA;
    // Long leg: selling takes 50 at 99.8 (4,990) and 5,010 ÷ 99 at 99; buying takes 50 at 99.9 (4,995) and 5,005 ÷ 100.9.
    const midB = (99.8 + 99.9) / 2;
    const sellB = 10_000 / (50 + 5_010 / 99);
    const buyB = 10_000 / (50 + 5_005 / 100.9);
    const impactB = (buyB - 99.9 + (99.8 - sellB)) / midB;
    expect(out.fees).toBeCloseTo(2 * 0.00045 + 2 * 0.0005, 12);
    expect(out.spreads).toBeCloseTo(0.1 / midA + 0.1 / midB, 12);
    expect(out.impact).toBeCloseTo(impactA + impactB, 12);
    // Short receives 0.00001 × 8 = 0.00008; long pays 0.00002 × 8 = 0.00016: net −0.00008.
    expect(out.funding_pnl).toBeCloseTo(-0.00008, 12);
    expect(out.funding).toBeCloseTo(0.00008, 12);
    expect(out.total).toBeCloseTo(0.0019 + 0.1 / midA + 0.1 / midB + impactA + impactB + 0.00008 + 0.0005, 12);
    expect(out.legs[0]!.entry_price).toBeCloseTo(sellA, 9);
    expect(out.legs[1]!.entry_price).toBeCloseTo(buyB, 9);
  });

  it('leaves the floor unpriced for a crossed or one-sided book and for a book too thin for the size', () => {
    const base = { venue: 'binance', side: 'long', takerFee: 0.0005, fundingPerHour: 0 } as const;
    expect(computePerpCostFloor([{ ...base, bids: [[101, 10]], asks: [[100, 10]] }], { notional: 100, holdingHours: 1, bufferBps: 0 })).toMatchObject({ total: null, unpriced: 'dead_book' });
    expect(computePerpCostFloor([{ ...base, bids: [], asks: [[100, 10]] }], { notional: 100, holdingHours: 1, bufferBps: 0 })).toMatchObject({ total: null, unpriced: 'dead_book' });
    expect(computePerpCostFloor([{ ...base, bids: [[99, 1]], asks: [[100, 1]] }], { notional: 1_000, holdingHours: 1, bufferBps: 0 })).toMatchObject({ total: null, unpriced: 'too_thin' });
  });

  it('refuses bad arguments naming the field', () => {
    const leg: CostFloorLeg = { venue: 'x', side: 'long', takerFee: 0.0005, bids: [[99, 1]], asks: [[100, 1]], fundingPerHour: 0 };
    for (const [legs, options, field] of [
      [[leg], { notional: 0, holdingHours: 1, bufferBps: 0 }, 'notional'],
      [[leg], { notional: 10, holdingHours: -1, bufferBps: 0 }, 'holdingHours'],
      [[{ ...leg, takerFee: 0.5 }], { notional: 10, holdingHours: 1, bufferBps: 0 }, 'legs[0].takerFee'],
      [[], { notional: 10, holdingHours: 1, bufferBps: 0 }, 'legs'],
    ] as const) {
      const error = (() => {
        try {
          computePerpCostFloor(legs as readonly CostFloorLeg[], options);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(GuidekitError);
      expect((error as GuidekitError).field).toBe(field);
      expect((error as GuidekitError).message).toMatch(/^computePerpCostFloor: /);
    }
  });

  it('never falls below fees + spreads + buffer, and grows with the size (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 10, max: 1000, noNaN: true }),
        fc.double({ min: 0.0001, max: 0.01, noNaN: true }),
        fc.array(fc.tuple(fc.double({ min: 0.0001, max: 0.02, noNaN: true }), fc.double({ min: 1, max: 50, noNaN: true })), { minLength: 2, maxLength: 8 }),
        fc.double({ min: 100, max: 5_000, noNaN: true }),
        (mid, halfSpread, steps, notional) => {
          let bid = mid * (1 - halfSpread);
          let ask = mid * (1 + halfSpread);
          const bids: [number, number][] = [];
          const asks: [number, number][] = [];
          for (const [step, amount] of steps) {
            bids.push([bid, amount]);
            asks.push([ask, amount]);
            bid *= 1 - step;
            ask *= 1 + step;
          }
          const leg: CostFloorLeg = { venue: 'v', side: 'long', takerFee: 0.0005, bids, asks, fundingPerHour: 0 };
          const small = computePerpCostFloor([leg], { notional: notional / 2, holdingHours: 0, bufferBps: 3 });
          const large = computePerpCostFloor([leg], { notional, holdingHours: 0, bufferBps: 3 });
          if (small.total === null) return true;
          expect(small.total).toBeGreaterThanOrEqual(small.fees + small.spreads + small.buffer - 1e-15);
          if (large.total !== null) expect(large.impact).toBeGreaterThanOrEqual(small.impact - 1e-12);
          return true;
        },
      ),
    );
  });

  it('does not modify its input', () => {
    const leg: CostFloorLeg = { venue: 'x', side: 'short', takerFee: 0.0005, bids: [[99, 1], [100, 1]], asks: [[101, 1], [100.5, 1]], fundingPerHour: 0 };
    const copy = structuredClone(leg);
    computePerpCostFloor([leg], { notional: 150, holdingHours: 1, bufferBps: 1 });
    expect(leg).toEqual(copy);
  });
});
