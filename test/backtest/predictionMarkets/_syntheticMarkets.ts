/**
 * SYNTHETIC markets for the simulation's unit tests (labelled; they never reach an answer): no recorded Kalshi or
 * Polymarket market with its trade history is in the repository (test/fixtures/README.md lists what was searched), so
 * the hand-computed cases below are written here, each with the arithmetic beside it.
 */
import type { CorpusEntry, CorpusMarket, CorpusTrade } from '../../../src/backtest/predictionMarkets/PredictionMarketCorpus.js';

const H = 3_600_000;
export const iso = (ms: number) => new Date(ms).toISOString();
export const hoursBefore = (close: string, h: number) => iso(Date.parse(close) - h * H);

export function market(id: string, o: Partial<CorpusMarket> = {}): CorpusMarket {
  return {
    id, venue: 'kalshi', title: `Synthetic market ${id}`, category: 'weather', open_time: null, close_time: '2024-03-10T00:00:00.000Z',
    status: 'resolved', outcome: 'yes', volume: 1000, open_interest: 100, ...o,
  };
}
export const trade = (t: string, yes_price: number, count = 1): CorpusTrade => ({ t, yes_price, count, taker_side: null });

/** Four hand-computed markets for "Buy YES below 10c 7 days before close" plus a void and an unresolved one. */
export function handMarkets(): CorpusEntry[] {
  const c1 = '2024-03-10T00:00:00.000Z';
  const c2 = '2024-04-01T00:00:00.000Z';
  return [
    // Decision 2024-03-03T00:00Z: the last trade strictly before it is 0.06 (the 0.50 AT the decision is not read). YES wins.
    { market: market('M1', { close_time: c1 }), trades: [trade(hoursBefore(c1, 216), 0.08), trade(hoursBefore(c1, 169), 0.06), trade(hoursBefore(c1, 168), 0.5)], quotes: [] },
    // Polymarket, last trade 0.05 two days before the decision; NO wins.
    { market: market('M2', { venue: 'polymarket', category: 'politics', close_time: c2, outcome: 'no' }), trades: [trade(hoursBefore(c2, 216), 0.05)], quotes: [] },
    // Price 0.30 at the decision: no entry.
    { market: market('M3', { close_time: c1 }), trades: [trade(hoursBefore(c1, 200), 0.3)], quotes: [] },
    // Quotes published: bid 0.04 / ask 0.07 before the decision; YES wins.
    { market: market('M4', { close_time: c2, category: 'Economics' }), trades: [trade(hoursBefore(c2, 180), 0.05)], quotes: [{ t: hoursBefore(c2, 170), yes_bid: 0.04, yes_ask: 0.07, depth: null }] },
    { market: market('V1', { status: 'void', outcome: null }), trades: [trade(hoursBefore(c1, 200), 0.05)], quotes: [] },
    { market: market('U1', { status: 'unresolved', outcome: null }), trades: [trade(hoursBefore(c1, 200), 0.05)], quotes: [] },
  ];
}
