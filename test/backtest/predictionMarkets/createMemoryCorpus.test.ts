import { describe, expect, it } from 'vitest';
import { createMemoryCorpus } from '../../../src/backtest/predictionMarkets/createMemoryCorpus.js';
import type { CorpusEntry, CorpusMarket } from '../../../src/backtest/predictionMarkets/PredictionMarketCorpus.js';

// Synthetic markets (labelled): they exercise the filter semantics only and never reach an answer.
const market = (id: string, o: Partial<CorpusMarket>): CorpusMarket => ({
  id, venue: 'kalshi', title: id, category: 'weather', open_time: null, close_time: '2024-01-10T00:00:00Z',
  status: 'resolved', outcome: 'yes', volume: 100, open_interest: null, ...o,
});
const entries: CorpusEntry[] = [
  { market: market('B', { close_time: '2024-02-01T00:00:00Z', title: 'Will the Fed cut rates?', category: 'economics', venue: 'polymarket' }), trades: [], quotes: [] },
  { market: market('A', { title: 'Highest temperature in NYC', volume: null }), trades: [
    { t: '2024-01-01T00:00:00Z', yes_price: 0.2, count: 3, taker_side: 'yes' },
    { t: '2024-01-09T12:00:00Z', yes_price: 0.3, count: 1, taker_side: null },
  ], quotes: [] },
  { market: market('C', { status: 'void', outcome: null, title: 'Rain in Ukraine' }), trades: [], quotes: [] },
];
const ids = async (c: ReturnType<typeof createMemoryCorpus>, f: Parameters<ReturnType<typeof createMemoryCorpus>['scan']>[0]) => {
  const out: string[] = [];
  for await (const e of c.scan(f)) out.push(e.market.id);
  return out;
};

describe('createMemoryCorpus', () => {
  const c = createMemoryCorpus(entries);
  it('yields in close-time order (ties by venue then id) and applies each filter as documented', async () => {
    expect(await ids(c, {})).toEqual(['A', 'C', 'B']);
    expect(await ids(c, { venues: ['polymarket'] })).toEqual(['B']);
    expect(await ids(c, { categories: ['weather'] })).toEqual(['A', 'C']);
    expect(await ids(c, { titleWords: ['rain'] })).toEqual(['C']);
    expect(await ids(c, { titleWords: ['temp'] })).toEqual([]); // whole words only: not "temperature"
    expect(await ids(c, { titleWords: ['fed', 'rates'] })).toEqual(['B']);
    expect(await ids(c, { closeFrom: '2024-01-10T00:00:00Z' })).toEqual(['A', 'C', 'B']);
    expect(await ids(c, { closeTo: '2024-01-10T00:00:00Z' })).toEqual([]);
    expect(await ids(c, { minVolume: 100 })).toEqual(['C', 'B']); // A's volume is unknown
    expect(await ids(c, { minVolume: 101 })).toEqual([]);
  });
  it('keeps only trades inside the window before the close', async () => {
    const got: number[] = [];
    for await (const e of c.scan({ tradeWindowMs: 86_400_000 })) got.push(e.trades.length);
    expect(got).toEqual([1, 0, 0]);
  });
  it('stops when the signal aborts and counts per venue', async () => {
    const ac = new AbortController();
    ac.abort();
    const out: string[] = [];
    for await (const e of c.scan({}, { signal: ac.signal })) out.push(e.market.id);
    expect(out).toEqual([]);
    const s = await c.status();
    expect(s.find((v) => v.venue === 'kalshi')).toMatchObject({ markets: 2, resolved: 1, void: 1, trades: 2, first_close: '2024-01-10T00:00:00Z' });
    expect(s.find((v) => v.venue === 'polymarket')).toMatchObject({ markets: 1, unresolved: 0 });
  });
  it('throws naming the function for a bad argument', () => {
    expect(() => createMemoryCorpus('x' as never)).toThrow(/createMemoryCorpus/);
  });
});
