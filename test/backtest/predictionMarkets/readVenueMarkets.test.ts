import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKalshiVenue } from '../../../src/adapters/predictions/kalshi/createKalshiVenue.js';
import { kalshiCandlesticksSchema, kalshiEventSchema, kalshiMarketSchema } from '../../../src/adapters/predictions/kalshi/kalshiSchemas.js';
import { readKalshiCandles } from '../../../src/adapters/predictions/kalshi/readKalshiCandles.js';
import { readKalshiMarket } from '../../../src/adapters/predictions/kalshi/readKalshiMarket.js';
import { createManifoldVenue } from '../../../src/adapters/predictions/manifold/createManifoldVenue.js';
import { createPolymarketVenue } from '../../../src/adapters/predictions/polymarket/createPolymarketVenue.js';
import { readVenueMarkets } from '../../../src/backtest/predictionMarkets/readVenueMarkets.js';
import { runPredictionMarketBacktest } from '../../../src/backtest/predictionMarkets/runPredictionMarketBacktest.js';
import { toJsonText } from '../../../src/core/toJsonText.js';
import type { ResolvedPredictionMarket } from '../../../src/markets/predictions/types.js';
import { cassetteBody, replayVenue } from '../../adapters/predictions/_venueHarness.js';

const KALSHI = 'api.elections.kalshi.com/trade-api/v2';

describe('readVenueMarkets', () => {
  const open: { close(): Promise<void> }[] = [];
  let kalshiSettled: readonly ResolvedPredictionMarket[];
  let polymarketSettled: readonly ResolvedPredictionMarket[];
  let manifoldSettled: readonly ResolvedPredictionMarket[];
  beforeAll(async () => {
    const k = await replayVenue('kalshi', new Date('2026-06-20T00:40:00Z'));
    const p = await replayVenue('polymarket', new Date('2025-12-31T17:08:00Z'));
    const m = await replayVenue('manifold', new Date('2022-10-06T02:43:39Z'));
    open.push(k, p, m);
    kalshiSettled = (await createKalshiVenue({ fetcher: k.fetcher }).listResolvedMarkets({ limit: 3, history: true })).markets;
    polymarketSettled = (await createPolymarketVenue({ fetcher: p.fetcher }).listResolvedMarkets({ limit: 2, history: true })).markets;
    manifoldSettled = (await createManifoldVenue({ fetcher: m.fetcher }).listResolvedMarkets({ limit: 3 })).markets;
  });
  afterAll(async () => {
    for (const o of open) await o.close();
  });

  it('runs a recorded Kalshi history (an open market, 90 daily bid/ask candles) and excludes it as unresolved, counted', () => {
    // Real data: KXELONMARS-99 as recorded 2026-01-12 with its 90 daily candles of the same recording.
    const event = JSON.parse(cassetteBody('kalshi', `${KALSHI}/events/KXELONMARS-99`)) as { event: unknown; markets: unknown[] };
    const candles = kalshiCandlesticksSchema.parse(JSON.parse(cassetteBody('kalshi', `${KALSHI}/markets/candlesticks?market_tickers=KXELONMARS-99&start_ts=1760479690&end_ts=1768255690&period_interval=1440`)));
    const market = readKalshiMarket(kalshiMarketSchema.parse(event.markets[0]), { event: kalshiEventSchema.parse(event.event) });
    const withHistory: ResolvedPredictionMarket = { ...market, history: readKalshiCandles(candles.markets[0]!.candlesticks ?? []), historyKind: 'quotes' };
    const read = readVenueMarkets([withHistory]);
    expect(read.markets).toHaveLength(1);
    expect(read.markets[0]).toMatchObject({ id: 'kalshi:KXELONMARS-99', venue: 'kalshi', category: 'geopolitics', status: 'unresolved', outcome: null });
    // The last recorded candle closed at YES 0.06 bid / 0.07 ask (2026-01-12).
    expect(read.markets[0]!.history.at(-1)).toEqual({ t: '2026-01-12T05:00:00.000Z', yes_bid: 0.06, yes_ask: 0.07, depth: null });
    const result = runPredictionMarketBacktest(read.markets, { side: 'yes', maxPrice: 0.2 });
    expect(result.excluded).toEqual({ void: 0, unresolved: 1 });
    expect(result.trade_count).toBe(0);
  });

  it('fills settled Kalshi markets at the ask of their candles, keeps the void one out and counts it', () => {
    const read = readVenueMarkets(kalshiSettled);
    expect(read.markets.map((m) => [m.id, m.status, m.outcome])).toEqual([
      ['kalshi:KXGUIDEKIT-26JAN-YES', 'resolved', 'yes'],
      ['kalshi:KXGUIDEKIT-26JAN-NO', 'resolved', 'no'],
      ['kalshi:KXGUIDEKIT-26JAN-VOID', 'void', null],
    ]);
    const r = runPredictionMarketBacktest(read.markets, { side: 'yes', maxPrice: 0.5 }, { contracts: 10 });
    expect(r.excluded).toEqual({ void: 1, unresolved: 0 });
    // YES market: first candle ask 0.42 → 10 × 0.42 = 4.20, fee ⌈0.07 × 10 × 0.42 × 0.58⌉ = ⌈0.17052⌉ = 0.18, pays 10.
    // NO market: first candle ask 0.33 → 3.30, fee ⌈0.07 × 10 × 0.33 × 0.67⌉ = ⌈0.15477⌉ = 0.16, pays 0.
    // The candle at the close is never read.
    expect(r.trades.map((t) => [t.market_id, t.ask, t.cost.toFixed(2), t.fees.toFixed(2), t.pnl.toFixed(2)])).toEqual([
      ['kalshi:KXGUIDEKIT-26JAN-YES', 0.42, '4.20', '0.18', '5.62'],
      ['kalshi:KXGUIDEKIT-26JAN-NO', 0.33, '3.30', '0.16', '-3.46'],
    ]);
    expect(r.summary.net_pnl.toFixed(2)).toBe('2.16');
  });

  it('uses no Polymarket price as a quote unless the caller states a spread', () => {
    const read = readVenueMarkets(polymarketSettled);
    expect(read.markets.map((m) => [m.id, m.status, m.outcome, m.history.length])).toEqual([
      ['polymarket:604489', 'resolved', 'no', 0],
      ['polymarket:900101', 'void', null, 0],
    ]);
    expect(read.issues).toEqual([expect.objectContaining({ index: 0, code: 'no_executable_quotes' })]);
    expect(runPredictionMarketBacktest(read.markets, { side: 'no' }).no_entry).toBe(1);
    // With an explicit half spread of half a cent, the first price 0.011 becomes 0.006 / 0.016.
    const assumed = readVenueMarkets(polymarketSettled, { pricesAsQuotes: { halfSpread: 0.005 } });
    expect(assumed.markets[0]!.history[0]).toMatchObject({ yes_bid: 0.006, yes_ask: 0.016 });
    expect(runPredictionMarketBacktest(assumed.markets, { side: 'no' }, { contracts: 1 }).trades[0]).toMatchObject({ won: true, ask: 0.994 });
  });

  it('leaves play-money markets out and counts them', () => {
    const read = readVenueMarkets(manifoldSettled);
    expect(read.markets).toEqual([]);
    expect(read.excluded.play_money).toBe(3);
    expect(read.issues.every((i) => i.code === 'play_money')).toBe(true);
  });

  it('does not modify its input', () => {
    const before = toJsonText(kalshiSettled);
    readVenueMarkets(kalshiSettled, { pricesAsQuotes: { halfSpread: 0.01 } });
    expect(toJsonText(kalshiSettled)).toBe(before);
  });

  it('reads the JSON the adapters answer as it reads their objects', () => {
    const fromJson = readVenueMarkets(toJsonText({ markets: kalshiSettled }));
    expect(fromJson).toEqual(readVenueMarkets(kalshiSettled));
  });

  it('refuses input that is not a list of markets, and a spread outside (0, 0.5)', () => {
    expect(() => readVenueMarkets('{')).toThrow(expect.objectContaining({ code: 'invalid_json', field: 'input' }));
    expect(() => readVenueMarkets('{"x":1}')).toThrow(/^readVenueMarkets: input must be a list/);
    expect(() => readVenueMarkets([], { pricesAsQuotes: { halfSpread: 0.5 } })).toThrow(expect.objectContaining({ field: 'pricesAsQuotes.halfSpread' }));
    const read = readVenueMarkets([{ id: 'x' }, { id: 'y', closeTime: '2026-01-01T00:00:00Z', outcomes: [{}, {}, {}] }]);
    expect(read.excluded).toEqual({ play_money: 0, not_binary: 1, unreadable: 1 });
  });
});
