// Property: a decision at bar t (and any trade entered up to t) depends only on bars ≤ t. Changing any bar after
// t must leave every decision up to t, and every trade entered up to t, unchanged.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeSma } from '../../src/markets/indicators/computeSma.js';
import { runBacktest } from '../../src/backtest/runBacktest.js';
import type { BacktestAction, BacktestStrategy, Bars, PositionView } from '../../src/backtest/types.js';
import { makeBars } from './_bars.js';

interface Log { t: number; action: string; position: string }

/** SMA crossover, written with the project's causal computeSma, logging every decision. */
function smaCross(fast: number, slow: number, log: Log[]): BacktestStrategy {
  return {
    name: 'logged-sma',
    prepare(bars: Bars) {
      const a = computeSma(bars.close, { period: fast });
      const b = computeSma(bars.close, { period: slow });
      return {
        warmupBars: slow - 1,
        decide(t: number, p: PositionView): BacktestAction | null {
          const up = (a[t - 1] as number) < (b[t - 1] as number) && (a[t] as number) > (b[t] as number);
          const down = (a[t - 1] as number) > (b[t - 1] as number) && (a[t] as number) < (b[t] as number);
          const action: BacktestAction | null = up
            ? { type: 'enter', side: 'long', stopLoss: { pct: 0.03 }, maxBars: 7 }
            : down ? { type: 'enter', side: 'short', takeProfit: { pct: 0.04 } } : null;
          log.push({ t, action: JSON.stringify(action), position: JSON.stringify(p) });
          return action;
        },
      };
    },
  };
}

/** Enters long when the close is above a threshold, short below another, exits in between. */
function thresholds(hi: number, lo: number, log: Log[]): BacktestStrategy {
  return {
    name: 'logged-threshold',
    prepare(bars: Bars) {
      return {
        warmupBars: 0,
        decide(t: number, p: PositionView): BacktestAction | null {
          const c = bars.close[t] as number;
          const action: BacktestAction | null =
            c > hi ? { type: 'enter', side: 'long', takeProfit: { distance: 5 } } : c < lo ? { type: 'enter', side: 'short', stopLoss: { pct: 0.02 } } : p.side !== 0 ? { type: 'exit' } : null;
          log.push({ t, action: JSON.stringify(action), position: JSON.stringify(p) });
          return action;
        },
      };
    },
  };
}

const barRow = fc
  .tuple(fc.double({ min: 50, max: 150, noNaN: true }), fc.double({ min: -0.05, max: 0.05, noNaN: true }), fc.double({ min: 0, max: 0.03, noNaN: true }), fc.double({ min: 0, max: 0.03, noNaN: true }))
  .map(([o, move, up, down]): [number, number, number, number] => {
    const c = o * (1 + move);
    return [o, Math.max(o, c) * (1 + up), Math.min(o, c) * (1 - down), c];
  });

const scenario = fc.record({
  rows: fc.array(barRow, { minLength: 30, maxLength: 120 }),
  tailRows: fc.array(barRow, { minLength: 120, maxLength: 120 }),
  cut: fc.double({ min: 0, max: 1, noNaN: true }),
  fill: fc.constantFrom('next_open' as const, 'same_close' as const),
  commission: fc.double({ min: 0, max: 0.01, noNaN: true }),
});

function check(make: (log: Log[]) => BacktestStrategy) {
  fc.assert(
    fc.property(scenario, ({ rows, tailRows, cut, fill, commission }) => {
      const t = Math.floor(cut * (rows.length - 2));
      const changed = rows.map((r, i) => (i > t ? (tailRows[i] as [number, number, number, number]) : r));
      const logA: Log[] = [];
      const logB: Log[] = [];
      const options = { fill, commission: { rate: commission }, finalize: 'none' as const };
      const a = runBacktest(makeBars(rows), make(logA), options);
      const b = runBacktest(makeBars(changed), make(logB), options);
      expect(logB.filter((d) => d.t <= t)).toEqual(logA.filter((d) => d.t <= t));
      const enteredBy = (r: typeof a) => [...r.trades, ...(r.open_trade ? [r.open_trade] : [])].filter((x) => x.entry_bar <= t).map((x) => [x.entry_bar, x.entry_price, x.size, x.side, x.stop_loss, x.take_profit]);
      expect(enteredBy(b)).toEqual(enteredBy(a));
      expect(Array.from(b.equity.subarray(0, t + 1))).toEqual(Array.from(a.equity.subarray(0, t + 1)));
    }),
    { numRuns: 150 },
  );
}

/** A deliberately cheating strategy: it reads tomorrow's close. The property must catch it. */
function peeking(log: Log[]): BacktestStrategy {
  return {
    name: 'peeking',
    prepare: (bars: Bars) => ({
      warmupBars: 0,
      decide(t: number): BacktestAction | null {
        const action: BacktestAction | null = (bars.close[t + 1] ?? 0) > (bars.close[t] as number) ? { type: 'enter', side: 'long' } : { type: 'exit' };
        log.push({ t, action: JSON.stringify(action), position: '' });
        return action;
      },
    }),
  };
}

describe('runBacktest', () => {
  it('has a look-ahead check that catches a strategy reading the next bar', () => {
    expect(() => check(peeking)).toThrow();
  });

  it('never lets a bar after t change a decision, trade entry or equity up to t (SMA crossover)', () => {
    check((log) => smaCross(3, 8, log));
  });
  it('never lets a bar after t change a decision, trade entry or equity up to t (random thresholds)', () => {
    fc.assert(
      fc.property(fc.double({ min: 90, max: 120, noNaN: true }), fc.double({ min: 60, max: 90, noNaN: true }), (hi, lo) => {
        check((log) => thresholds(hi, lo, log));
      }),
      { numRuns: 5 },
    );
  });
});
