import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assembleSignalScan } from '../../../src/markets/scans/assembleSignalScan.js';
import { resolveInstrument } from '../../../src/markets/instruments/resolveInstrument.js';
import { call } from './_calls.js';

const AS_OF = '2026-11-25';
const eurusd = resolveInstrument('EURUSD');
const gold = resolveInstrument('XAUUSD');
const btc = resolveInstrument('BTC-USD');
const spx = resolveInstrument('SPX');

describe('assembleSignalScan', () => {
  // Costs (markets.scan.spread_bps): forex 2 bp, metal 4 bp, crypto 12 bp of the entry; risk 1 and reward 1, so the
  // break-even probability is (1 + s)/2. By hand: EURUSD at 1.10 pays 0.00022 → p* = 0.50011; gold at 2,000 pays 0.8
  // → p* = 0.9; bitcoin at 10 pays 0.012 → p* = 0.506.
  it('costs each class at its basis points, ranks tradable calls by edge, and names the top call', () => {
    const scan = assembleSignalScan(
      [
        { instrument: eurusd, call: call('EURUSD', { entry: 1.1, probability: 0.56 }) },
        { instrument: gold, call: call('XAUUSD', { entry: 2000, probability: 0.7 }) },
        { instrument: btc, call: call('BTC-USD', { entry: 10, probability: 0.6 }) },
      ],
      { asOf: AS_OF },
    );
    expect(scan.ranked.map((r) => [r.symbol, r.tradable])).toEqual([['BTC-USD', true], ['EURUSD', true], ['XAUUSD', false]]);
    expect(scan.ranked[0]!.breakeven_probability).toBeCloseTo(0.506, 12);
    expect(scan.ranked[1]!.breakeven_probability).toBeCloseTo(0.50011, 12);
    expect(scan.ranked[2]!.breakeven_probability).toBeCloseTo(0.9, 12);
    expect(scan.ranked[1]!.spread).toBeCloseTo(0.00022, 15);
    expect(scan.top?.symbol).toBe('BTC-USD');
    expect(scan.reasons[0]!.code).toBe('top_call');
    expect(scan.unverified_rules).toEqual(['markets.scan.spread_bps']);
  });

  it('lists every instrument without a call with its reason, says plainly when data failed, and keeps the ineligible apart', () => {
    const scan = assembleSignalScan(
      [
        { instrument: eurusd, call: call('EURUSD', { entry: 1.1, probability: 0.45 }) },
        { instrument: gold, skipped: { reason: 'source_unavailable', source: 'yahoo', detail: 'answered HTTP 502' } },
        { instrument: btc, skipped: { reason: 'too_little_history', bars: 40, min_bars: 100 } },
        { instrument: spx, ineligible: { reason: 'session_closed', next_open: Date.parse('2026-11-27T14:30:00Z') } },
      ],
      { asOf: AS_OF, lang: 'en' },
    );
    expect(scan.top).toBeNull();
    expect(scan.partial).toBe(true);
    expect(scan.failed).toEqual(['XAUUSD']);
    expect(scan.skipped.map((s) => [s.symbol, s.reason, s.source])).toEqual([['XAUUSD', 'source_unavailable', 'yahoo'], ['BTC-USD', 'too_little_history', null]]);
    expect(scan.skipped[1]!.message).toBe('BTC-USD has 40 bars at this timeframe; a call needs at least 100.');
    expect(scan.ineligible).toEqual([{ symbol: 'SPX', reason: 'session_closed', next_open: Date.parse('2026-11-27T14:30:00Z'), message: "SPX's market is closed now, so it is not eligible in this scan (opens 2026-11-27T14:30:00.000Z)." }]);
    expect(scan.reasons.map((r) => r.code)).toEqual(['nothing_clears_costs', 'partial', 'skipped_summary', 'ineligible_summary']);
    expect(scan.reasons[1]!.message).toBe('Partial data: 1 instrument could not be read and is not in the ranking (XAUUSD); the ranking covers the others.');
  });

  it('ranks the same set the same way whatever the input order, tradable first, and never above a tradable call', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.double({ min: 0.3, max: 0.8, noNaN: true }), fc.integer({ min: 0, max: 120 })), { minLength: 1, maxLength: 12 }), fc.integer(), (specs, seed) => {
        const entries = specs.map(([p, n], i) => ({ instrument: { ...eurusd, id: `I${i}` }, call: call(`I${i}`, { entry: 1.1, probability: p, samples: n }) }));
        const shuffled = [...entries].sort((a, b) => ((a.instrument.id.charCodeAt(1) * 31 + seed) % 7) - ((b.instrument.id.charCodeAt(1) * 31 + seed) % 7));
        const a = assembleSignalScan(entries, { asOf: AS_OF }).ranked.map((r) => r.symbol);
        const ranked = assembleSignalScan(shuffled, { asOf: AS_OF }).ranked;
        expect(ranked.map((r) => r.symbol)).toEqual(a);
        const firstUntradable = ranked.findIndex((r) => !r.tradable);
        if (firstUntradable >= 0) expect(ranked.slice(firstUntradable).every((r) => !r.tradable)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses an entry with neither a call, a skip nor an ineligibility, under its own name', () => {
    expect(() => assembleSignalScan([{ instrument: eurusd }], { asOf: AS_OF })).toThrow(/^assembleSignalScan: entries\[0\]/);
  });
});
