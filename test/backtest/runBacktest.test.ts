import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { runBacktest } from '../../src/backtest/runBacktest.js';
import type { BacktestAction, BacktestStrategy, Bars } from '../../src/backtest/types.js';
import { flat, makeBars, scripted } from './_bars.js';

const LONG: BacktestAction = { type: 'enter', side: 'long' };
const SHORT: BacktestAction = { type: 'enter', side: 'short' };
const EXIT: BacktestAction = { type: 'exit' };

function thrown(f: () => unknown): GuidekitError {
  try {
    f();
  } catch (e) {
    if (e instanceof GuidekitError) return e;
    throw e;
  }
  throw new Error('expected a GuidekitError');
}

describe('runBacktest', () => {
  // Bars: decide long at 1, fill at Open[2] = 12; decide exit at 3, fill at Open[4] = 15.
  const ride = makeBars([flat(10), flat(10), [12, 12, 12, 13], flat(14), flat(15), flat(15)]);

  it("fills at the next open and buys backtesting.py's default all-cash whole units", () => {
    const r = runBacktest(ride, scripted({ 1: LONG, 3: EXIT }), { cash: 1000 });
    // Python: int((1000 * (1 - sys.float_info.epsilon)) // 12) == 83.
    expect(r.trades).toHaveLength(1);
    const t = r.trades[0]!;
    expect([t.entry_bar, t.entry_price, t.size, t.exit_bar, t.exit_price, t.exit_reason]).toEqual([2, 12, 83, 4, 15, 'signal']);
    expect(t.pnl).toBe(83 * 3);
    expect(Array.from(r.equity)).toEqual([1000, 1000, 1000 + 83, 1000 + 83 * 2, 1249, 1249]);
    expect(r.summary.final_equity.toNumber()).toBe(1249);
  });

  it('charges a percent commission on entry and exit and sizes the entry net of it', () => {
    const r = runBacktest(ride, scripted({ 1: LONG, 3: EXIT }), { cash: 1000, commission: { rate: 0.01 } });
    const t = r.trades[0]!;
    // Python: int((1000 * (1 - eps)) // (12 + 12 * 0.01)) == 82; fees 82·12·1 % + 82·15·1 % = 9.84 + 12.30.
    expect(t.size).toBe(82);
    expect(t.commission).toBeCloseTo(22.14, 10);
    expect(t.pnl).toBeCloseTo(82 * 3 - 22.14, 10);
    expect(t.return_pct).toBeCloseTo(3 / 12 - 22.14 / (82 * 12), 12);
    expect(r.summary.final_equity.toNumber()).toBeCloseTo(1000 + 82 * 3 - 22.14, 9);
    expect(r.summary.total_commission.toNumber()).toBeCloseTo(22.14, 10);
  });

  it('charges a fixed commission per order', () => {
    const r = runBacktest(ride, scripted({ 1: LONG, 3: EXIT }), { cash: 1000, commission: { fixed: '5' } });
    // backtesting.py sizes with the fixed fee divided by the size fraction, i.e. as if paid per unit:
    // Python int((1000 * (1 - eps)) // (12 + 5 / (1 - eps))) == 58.
    expect(r.trades[0]!.size).toBe(58);
    expect(r.trades[0]!.pnl).toBeCloseTo(58 * 3 - 10, 10);
  });

  it('fills at the same close with fill: same_close, one unit short of exact division as backtesting.py', () => {
    const r = runBacktest(ride, scripted({ 1: LONG, 3: EXIT }), { cash: 1000, fill: 'same_close' });
    const t = r.trades[0]!;
    // Python: int((1000 * (1 - eps)) // 10) == 99, entry at Close[1] = 10 on bar 1, exit at Close[3] = 14 on bar 3.
    expect([t.entry_bar, t.entry_price, t.size, t.exit_bar, t.exit_price]).toEqual([1, 10, 99, 3, 14]);
  });

  it('pays the spread once, on entry, and slippage on both fills', () => {
    const spread = runBacktest(ride, scripted({ 1: LONG, 3: EXIT }), { cash: 1000, spread: 0.01 }).trades[0]!;
    expect(spread.entry_price).toBeCloseTo(12.12, 12);
    expect(spread.exit_price).toBe(15);
    const slip = runBacktest(ride, scripted({ 1: SHORT, 3: EXIT }), { cash: 1000, slippage: 0.01 }).trades[0]!;
    expect(slip.entry_price).toBeCloseTo(12 * 0.99, 12);
    expect(slip.exit_price).toBeCloseTo(15 * 1.01, 12);
    expect(slip.pnl).toBeCloseTo(-slip.size * (15 * 1.01 - 12 * 0.99), 9);
  });

  describe('stops and targets', () => {
    const enter = (stopLoss: BacktestAction & { type: 'enter' }) => scripted({ 1: stopLoss });
    it('fills a gapped stop at the open', () => {
      const bars = makeBars([flat(100), flat(100), flat(100), [90, 91, 85, 88], flat(88)]);
      const t = runBacktest(bars, enter({ ...LONG, stopLoss: { pct: 0.05 } } as never)).trades[0]!;
      expect([t.exit_bar, t.exit_price, t.exit_reason, t.stop_loss]).toEqual([3, 90, 'stop_loss', 95]);
    });
    it('takes the stop first when stop and target are both in one bar', () => {
      const bars = makeBars([flat(100), flat(100), flat(100), [100, 120, 90, 100], flat(100)]);
      const t = runBacktest(bars, enter({ ...LONG, stopLoss: { pct: 0.05 }, takeProfit: { pct: 0.1 } } as never)).trades[0]!;
      expect([t.exit_price, t.exit_reason]).toEqual([95, 'stop_loss']);
    });
    it('fills a target gapped through at the open and a touched one at its price', () => {
      const gap = makeBars([flat(100), flat(100), flat(100), [115, 116, 114, 115], flat(115)]);
      const a = runBacktest(gap, enter({ ...LONG, takeProfit: { distance: 10 } } as never)).trades[0]!;
      expect([a.exit_price, a.exit_reason]).toEqual([115, 'take_profit']);
      const touch = makeBars([flat(100), flat(100), flat(100), [101, 111, 100, 105], flat(105)]);
      expect(runBacktest(touch, enter({ ...LONG, takeProfit: { price: 110 } } as never)).trades[0]!.exit_price).toBe(110);
    });
    it('mirrors stops and targets for shorts', () => {
      const up = makeBars([flat(100), flat(100), flat(100), [104, 108, 103, 107], flat(107)]);
      const s = runBacktest(up, enter({ ...SHORT, stopLoss: { pct: 0.05 }, takeProfit: { pct: 0.1 } } as never)).trades[0]!;
      expect([s.stop_loss, s.take_profit, s.exit_price, s.exit_reason]).toEqual([105, 90, 105, 'stop_loss']);
      const down = makeBars([flat(100), flat(100), flat(100), [95, 96, 85, 86], flat(86)]);
      const d = runBacktest(down, enter({ ...SHORT, takeProfit: { pct: 0.1 } } as never)).trades[0]!;
      expect([d.exit_price, d.exit_reason]).toEqual([90, 'take_profit']);
    });
    it('can stop out on the entry bar itself', () => {
      const bars = makeBars([flat(100), flat(100), [100, 101, 97, 99], flat(99)]);
      const t = runBacktest(bars, enter({ ...LONG, stopLoss: { distance: 2 } } as never)).trades[0]!;
      expect([t.entry_bar, t.exit_bar, t.exit_price, t.duration_bars]).toEqual([2, 2, 98, 0]);
    });
  });

  it('exits after maxBars bars', () => {
    const bars = makeBars(Array.from({ length: 10 }, (_, i) => flat(100 + i)));
    const t = runBacktest(bars, scripted({ 1: { ...LONG, maxBars: 3 } })).trades[0]!;
    expect([t.entry_bar, t.exit_bar, t.duration_bars, t.exit_reason, t.exit_price]).toEqual([2, 5, 3, 'time', 105]);
  });

  it('reverses: closes the long and opens a short sized on the cash after the exit, at the same open', () => {
    const bars = makeBars([flat(10), flat(10), flat(10), flat(20), flat(20), flat(20)]);
    const r = runBacktest(bars, scripted({ 1: LONG, 2: { type: 'reverse' } }), { cash: 1000, finalize: 'last_close' });
    const [long, short] = [r.trades[0]!, r.trades[1]!];
    expect([long.exit_bar, long.exit_price, long.size]).toEqual([3, 20, 99]);
    // Cash after the exit 1000 + 99·10 = 1990; Python int((1990 * (1 - eps)) // 20) == 99.
    expect([short.side, short.entry_bar, short.entry_price, short.size]).toEqual(['short', 3, 20, 99]);
  });

  it('ignores an entry on the side already held and a reverse or exit when flat', () => {
    const seen: number[] = [];
    const bars = makeBars(Array.from({ length: 8 }, () => flat(10)));
    const r = runBacktest(bars, scripted({ 1: EXIT, 2: { type: 'reverse' }, 3: LONG, 5: LONG }, 0, seen), { finalize: 'last_close' });
    expect(r.trades).toHaveLength(1);
    expect(r.trades[0]!.entry_bar).toBe(4);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]); // from warm-up + 1, never the last bar
  });

  it('leaves an open position open by default (backtesting.py), or closes it at the last close or the last open', () => {
    const bars = makeBars([flat(10), flat(10), flat(10), [11, 13, 11, 12]]);
    const byDefault = runBacktest(bars, scripted({ 1: LONG }), { cash: 1000 });
    expect(byDefault.trades).toHaveLength(0);
    expect(byDefault.open_trade).toMatchObject({ exit_price: 12, exit_reason: 'end_of_data' });
    const lastClose = runBacktest(bars, scripted({ 1: LONG }), { cash: 1000, finalize: 'last_close' });
    expect([lastClose.trades[0]!.exit_price, lastClose.trades[0]!.exit_reason]).toEqual([12, 'end_of_data']);
    expect(runBacktest(bars, scripted({ 1: LONG }), { cash: 1000, finalize: 'last_open' }).trades[0]!.exit_price).toBe(11);
    const none = runBacktest(bars, scripted({ 1: LONG }), { cash: 1000, finalize: 'none' });
    expect(none.trades).toHaveLength(0);
    expect(none.open_trade?.exit_price).toBe(12);
    expect(none.equity[3]).toBe(1000 + 99 * 2);
  });

  it('stops the run with zero equity when the account is wiped out', () => {
    const bars = makeBars([flat(10), flat(10), flat(10), [25, 25, 25, 25], flat(30), flat(30)]);
    const r = runBacktest(bars, scripted({ 1: SHORT }), { cash: 1000 });
    expect(r.trades[0]!.exit_reason).toBe('out_of_money');
    expect(Array.from(r.equity.subarray(3))).toEqual([0, 0, 0]);
  });

  it('cancels fixed-unit orders the cash cannot pay for, and trades fractional units on request', () => {
    const r = runBacktest(ride, scripted({ 1: { ...LONG, sizing: { kind: 'units', units: 100 } } }), { cash: 1000 });
    expect([r.trades.length, r.cancelled_orders]).toEqual([0, 1]);
    const f = runBacktest(ride, scripted({ 1: LONG }), { cash: 1000, fractional: true, sizing: { kind: 'equity', fraction: 0.5 }, finalize: 'last_close' });
    expect(f.trades[0]!.size).toBeCloseTo(500 / 12, 12);
  });

  it('shows the strategy its position and equity at each decision', () => {
    const views: import('../../src/backtest/types.js').PositionView[] = [];
    runBacktest(ride, scripted({ 1: LONG }, 0, [], views), { cash: 1000 });
    expect(views[1]).toEqual({ side: 1, size: 83, entryBar: 2, entryPrice: 12, equity: 1083 });
  });

  it('rejects bad arguments naming the field', () => {
    const s = scripted({});
    expect(thrown(() => runBacktest(ride, s, { spread: -0.1 })).field).toBe('spread');
    expect(thrown(() => runBacktest(ride, s, { cash: 0 })).field).toBe('cash');
    expect(thrown(() => runBacktest(ride, s, { commission: { rate: 0.5 } })).field).toBe('commission.rate');
    expect(thrown(() => runBacktest(ride, s, { fill: 'later' as never })).field).toBe('fill');
    expect(thrown(() => runBacktest(ride, s, { sizing: { kind: 'units', units: 1.5 } })).field).toBe('sizing.units');
    const unsorted: Bars = { ...ride, dates: [...ride.dates].reverse() };
    expect(thrown(() => runBacktest(unsorted, s)).field).toBe('bars.dates[1]');
    const badPrice: Bars = { ...ride, low: Float64Array.from([10, 10, -1, 14, 15, 15]) };
    expect(thrown(() => runBacktest(badPrice, s)).field).toBe('bars.low[2]');
    expect(thrown(() => runBacktest(ride, scripted({ 2: { type: 'enter', side: 'up' } as never }))).field).toBe('strategy.action.side');
    expect(thrown(() => runBacktest(ride, { name: 'x' } as unknown as BacktestStrategy)).field).toBe('strategy');
    expect(thrown(() => runBacktest(ride, s, { slippage: 2 })).message).toMatch(/^runBacktest: /);
  });

  it('does not modify its inputs', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 1, max: 1000, noNaN: true }), { minLength: 3, maxLength: 40 }), (closes) => {
        const bars = makeBars(closes.map((c) => [c, c * 1.01, c * 0.99, c]));
        const copy = structuredClone(bars);
        const options = { cash: '5000', commission: { rate: 0.001 } } as const;
        runBacktest(bars, scripted({ 1: LONG, 2: SHORT }), options);
        expect(bars).toEqual(copy);
        expect(options).toEqual({ cash: '5000', commission: { rate: 0.001 } });
      }),
      { numRuns: 30 },
    );
  });
});
