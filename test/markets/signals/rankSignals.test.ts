import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateSignal } from '../../../src/markets/signals/generateSignal.js';
import { rankSignals, type RankableCall } from '../../../src/markets/signals/rankSignals.js';
import { AS_OF, loadFixtureBars, loadGoogBars } from './_bars.js';

function call(symbol: string, probability: number, over: Partial<RankableCall> & { samples?: number; lower?: number } = {}): RankableCall {
  const { samples = 100, lower = probability - 0.05, ...rest } = over;
  return {
    symbol,
    candidate: 'long',
    direction: 'long',
    entry: 100,
    probability,
    probability_interval: { lower, upper: probability + 0.05, level: 0.9 },
    risk_points: 2,
    reward_ratio: 1,
    spread: 0,
    history: { state: 's', samples, hits: Math.round(samples * probability), unresolved: 0, empirical_rate: probability, weight: 0.8, prior_strength: 20, min_samples: 30, sufficient: samples >= 30 },
    ...rest,
  };
}

describe('rankSignals', () => {
  it('ranks by edge over the break-even probability after costs and picks the top tradable call', () => {
    const r = rankSignals([{ call: call('AAA', 0.55) }, { call: call('BBB', 0.6) }, { call: call('CCC', 0.52) }]);
    expect(r.ranked.map((x) => x.symbol)).toEqual(['BBB', 'AAA', 'CCC']);
    expect(r.top?.symbol).toBe('BBB');
    expect(r.top?.edge).toBeCloseTo(0.1, 12);
    expect(r.reasons[0]?.code).toBe('top_call');
  });

  it('costs each class at its spread in basis points of the entry: (R + s)/((1 + r)·R)', () => {
    // Spread 50 bps of 100 = 0.5 on a risk of 2: break-even (2 + 0.5)/(2·2) = 0.625.
    const r = rankSignals([{ call: call('BTC', 0.6), instrumentClass: 'crypto' }, { call: call('EUR', 0.55), instrumentClass: 'fx' }], { spreadBps: { crypto: 50, fx: 1 } });
    const btc = r.ranked.find((x) => x.symbol === 'BTC')!;
    expect(btc.spread).toBeCloseTo(0.5, 12);
    expect(btc.breakeven_probability).toBeCloseTo(0.625, 12);
    expect(btc).toMatchObject({ tradable: false, direction: 'no_signal' });
    expect(r.top?.symbol).toBe('EUR');
  });

  it('breaks ties by sample size, then the interval\'s lower bound, then the symbol, then input order', () => {
    const r = rankSignals([
      { call: call('DDD', 0.56, { samples: 40 }) },
      { call: call('CCC', 0.56, { samples: 90, lower: 0.5 }) },
      { call: call('BBB', 0.56, { samples: 90, lower: 0.52 }) },
      { call: call('AAA', 0.56, { samples: 90, lower: 0.5 }) },
      { call: call('AAA', 0.56, { samples: 90, lower: 0.5 }) },
    ]);
    expect(r.ranked.map((x) => `${x.symbol}#${x.index}`)).toEqual(['BBB#2', 'AAA#3', 'AAA#4', 'CCC#1', 'DDD#0']);
    expect(r.ranked.map((x) => x.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts calls without a candidate or with a thin history after every tradable call, and answers null when none clears its costs', () => {
    const r = rankSignals([{ call: call('THIN', 0.7, { samples: 5 }) }, { call: call('NONE', 0.5, { candidate: null, direction: 'no_signal' }) }, { call: call('LOSS', 0.45) }]);
    expect(r.top).toBeNull();
    expect(r.ranked.every((x) => !x.tradable)).toBe(true);
    expect(r.ranked.at(-1)?.symbol).toBe('NONE');
    expect(r.reasons[0]?.code).toBe('nothing_clears_costs');
    expect(rankSignals([]).reasons[0]?.code).toBe('no_calls');
  });

  it('ranks real calls from four histories and agrees with each call\'s own verdict when no class spread is given', () => {
    const calls = [loadGoogBars(), loadFixtureBars('EURUSD'), loadFixtureBars('XAUUSD'), loadFixtureBars('BTCUSD')].map((bars) => ({ call: generateSignal(bars, { asOf: AS_OF }) }));
    const r = rankSignals(calls);
    for (const x of r.ranked) expect(x.direction).toBe(x.call.direction);
    if (r.top !== null) expect(r.top.edge).toBe(Math.max(...r.ranked.filter((x) => x.tradable).map((x) => x.edge!)));
  });

  it('never ranks a call with a smaller edge above a tradable one with a larger edge', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ p: fc.double({ min: 0.3, max: 0.8, noNaN: true }), n: fc.integer({ min: 0, max: 200 }) }), { maxLength: 12 }), (xs) => {
        const r = rankSignals(xs.map((x, i) => ({ call: call(`S${i}`, x.p, { samples: x.n }) })));
        const tradable = r.ranked.filter((x) => x.tradable);
        for (let i = 1; i < tradable.length; i++) expect(tradable[i - 1]!.edge!).toBeGreaterThanOrEqual(tradable[i]!.edge!);
        expect(r.top).toBe(tradable[0] ?? null);
      }),
    );
  });

  it('rejects a negative class spread', () => {
    expect(() => rankSignals([], { spreadBps: { fx: -1 } })).toThrow(expect.objectContaining({ field: 'spreadBps.fx', message: expect.stringMatching(/^rankSignals: /) }));
  });
});
