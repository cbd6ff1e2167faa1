// Properties every trade a market endpoint sells must have, over generated inputs, through the catalog (invokeEndpoint):
// no negative price; the stop and the target on the right sides of the entry (a long's stop below its entry and its
// target above, a short's the other way); an EV only from a measured probability, never an assumed one; and a 200 only
// with something to sell. Inputs: real daily histories relabelled at any scale and offset (test/fixtures/history, as
// the other catalog tests use them), and SYNTHETIC perpetual books, sportsbook boards, racecards and venue books
// generated here (never reaching an answer outside this test).
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { scanFutures } from '../../../src/catalog/markets/scanFutures.js';
import { scanGame } from '../../../src/catalog/markets/scanGame.js';
import { scanRacing } from '../../../src/catalog/markets/scanRacing.js';
import { signalGenerate } from '../../../src/catalog/markets/signalGenerate.js';
import { signalPerps } from '../../../src/catalog/markets/signalPerps.js';
import { signalPolitics } from '../../../src/catalog/markets/signalPolitics.js';
import { signalPredvenue } from '../../../src/catalog/markets/signalPredvenue.js';
import { signalRacing } from '../../../src/catalog/markets/signalRacing.js';
import { signalSports } from '../../../src/catalog/markets/signalSports.js';
import { signalTokenized } from '../../../src/catalog/markets/signalTokenized.js';
import { listScanUniverse } from '../../../src/markets/instruments/listScanUniverse.js';
import type { BookmakerPrices, OddsEvent, Racecard } from '../../../src/markets/ports/index.js';
import type { PerpListing, PerpOrderBook, PerpVenueSource } from '../../../src/markets/perps/PerpVenueSource.js';
import type { TokenQuote } from '../../../src/markets/tokenized/TokenQuoteSource.js';
import { createFakeOddsSource, createFakeRacecardSource } from '../../adapters/sports/fakes.js';
import { fakeVenues, market, resolvedMarket } from '../_predictionFakes.js';
import { AS_OF, CLOCK_OPEN, fakePrices, historyBars, type FixtureHistory } from './_marketFakes.js';

// The 200 path of the gated signal endpoints: a SYNTHETIC markets.signal_edge under which every class sells (the real
// table's measured edges decline every class; test/catalog/markets/signalEdgeGate.test.ts tests those 409s).
vi.mock('../../../src/markets/rules/signalEdge.js', async (original) => (await import('./_lib/sellingSignalEdge.js')).withSellingEdge(await original<object>()));

type Side = 'long' | 'short';

/** A trade's levels: positive prices, the stop and the target on the right sides of the entry. */
function expectLevels(where: string, side: Side, entry: number, stop: number | null, target: number | null): void {
  expect(entry, `${where}: entry`).toBeGreaterThan(0);
  if (stop !== null) expect(stop, `${where}: stop`).toBeGreaterThan(0);
  if (target !== null) expect(target, `${where}: target`).toBeGreaterThan(0);
  if (side === 'long') {
    if (stop !== null) expect(stop, `${where}: a long's stop below its entry`).toBeLessThan(entry);
    if (target !== null) expect(target, `${where}: a long's target above its entry`).toBeGreaterThan(entry);
  } else {
    if (stop !== null) expect(stop, `${where}: a short's stop above its entry`).toBeGreaterThan(entry);
    if (target !== null) expect(target, `${where}: a short's target below its entry`).toBeLessThan(entry);
  }
}

const HISTORIES: readonly FixtureHistory[] = ['EURUSD', 'XAUUSD', 'SPY', 'BTCUSD'];
/** A real history under another id, from any offset, at any price scale from 0.001 to 10,000 times. */
const relabelled = fc.record({ history: fc.constantFrom(...HISTORIES), skip: fc.integer({ min: 0, max: 1500 }), scale: fc.double({ min: -3, max: 4, noNaN: true }).map((e) => 10 ** e) });
const RUNS = { numRuns: 40, endOnFailure: true } as const;


/** A call the signal engine sells: a side, with a probability measured on enough past trades and a positive edge. */
function expectSignalCall(where: string, call: { direction: string; entry: number; stop: number | null; take_profit: number | null; edge: number | null; history: { sufficient: boolean; samples: number; min_samples: number } }): void {
  if (call.direction === 'no_signal') return;
  expectLevels(where, call.direction as Side, call.entry, call.stop, call.take_profit);
  expect(call.history.sufficient, `${where}: a call priced on a measured history`).toBe(true);
  expect(call.history.samples).toBeGreaterThanOrEqual(call.history.min_samples);
  expect(call.edge, `${where}: a call with an edge`).toBeGreaterThan(0);
}

/** A generated basketball moneyline (home, away, draw names as the board lists them), priced by five books. */
const match = fc.record({
  fair: fc.array(fc.double({ min: 0.05, max: 1, noNaN: true }), { minLength: 3, maxLength: 3 }),
  margins: fc.array(fc.double({ min: -0.01, max: 0.08, noNaN: true }), { minLength: 5, maxLength: 5 }),
  noise: fc.array(fc.double({ min: -0.05, max: 0.05, noNaN: true }), { minLength: 15, maxLength: 15 }),
});
function board(matches: readonly { readonly fair: readonly number[]; readonly margins: readonly number[]; readonly noise: readonly number[] }[]): OddsEvent[] {
  return matches.map((m, k) => {
    const total = m.fair.reduce((sum, x) => sum + x, 0);
    const fair = m.fair.map((x) => x / total);
    const bookmakers: BookmakerPrices[] = m.margins.map((margin, b) => ({
      key: `book${b}`,
      title: `Book ${b}`,
      lastUpdate: '2026-11-25T07:58:00Z',
      markets: [{ market: 'h2h', lastUpdate: '2026-11-25T07:58:00Z', outcomes: ['Home', 'Away', 'Draw'].map((name, i) => ({ name: i < 2 ? `${name} ${k}` : name, price: Math.max(1.01, Math.round(100 / (fair[i]! * (1 + margin) * (1 + m.noise[b * 3 + i]!))) / 100), point: null })) }],
    }));
    return { id: `m${k}`, sport: 'nba', competition: 'basketball_nba', competitionTitle: 'NBA', commenceTime: '2026-11-28T15:00:00Z', homeTeam: `Home ${k}`, awayTeam: `Away ${k}`, bookmakers };
  });
}

describe('every trade an endpoint sells', () => {
  it('signal/generate: levels on the right sides at any price scale and risk, and a call only on a measured history', async () => {
    let calls = 0;
    await fc.assert(
      fc.asyncProperty(
        // Gold's history is the one the engine calls most often at the default risk: weighted up so calls are reached.
        fc.record({ history: fc.constantFrom<FixtureHistory>('XAUUSD', 'XAUUSD', 'XAUUSD', 'EURUSD', 'SPY', 'BTCUSD'), skip: fc.integer({ min: 0, max: 1000 }), scale: fc.double({ min: -3, max: 4, noNaN: true }).map((e) => 10 ** e) }),
        fc.constantFrom('EURUSD', 'XAUUSD', 'SPY'),
        fc.constantFrom('1d', '1d', '1w'),
        // The default risk most often; otherwise any risk up to 30 times the price (in points), which no stop may cross zero for.
        fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.double({ min: 0.0001, max: 30, noNaN: true }) }),
        fc.oneof({ weight: 2, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.double({ min: 0.2, max: 5, noNaN: true }) }),
        async (h, instrument, timeframe, riskShare, reward) => {
          const bars = historyBars(h.history, instrument, { skip: h.skip, scale: h.scale });
          const last = bars.close.at(-1)!;
          const params = { instrument, timeframe, reward_ratio: String(reward), ...(riskShare === undefined ? {} : { risk_points: String(riskShare * last) }) };
          const out = await invokeEndpoint(signalGenerate, params, { asOf: AS_OF, ports: { prices: fakePrices({ bars: { [instrument]: bars }, clock: CLOCK_OPEN }) } });
          expect([200, 400, 409], JSON.stringify(out.body).slice(0, 300)).toContain(out.status);
          if (out.status !== 200) return;
          const signal = (out.body as { signal: Parameters<typeof expectSignalCall>[1] }).signal;
          if (signal.direction !== 'no_signal') calls += 1;
          expectSignalCall(`signal/generate ${JSON.stringify(params)}`, signal);
        },
      ),
      RUNS,
    );
    // Not vacuous: some generated histories were called.
    expect(calls).toBeGreaterThan(0);
  }, 120_000);

  it('scan/futures: the top call and every tradable row on the right sides, a 200 only with a call', async () => {
    const metals = listScanUniverse('futures.metals', { asOf: AS_OF }).instruments;
    let sold = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(relabelled, { minLength: metals.length, maxLength: metals.length }), async (series) => {
        const bars = Object.fromEntries(metals.map((m, i) => [m.id, historyBars(series[i]!.history, m.id, { skip: series[i]!.skip, scale: series[i]!.scale })]));
        const out = await invokeEndpoint(scanFutures, { category: 'metals' }, { asOf: AS_OF, ports: { prices: fakePrices({ bars, clock: CLOCK_OPEN }) } });
        expect([200, 409]).toContain(out.status);
        if (out.status !== 200) return;
        type Row = { symbol: string; tradable: boolean; direction: string; entry: number; stop: number | null; take_profit: number | null; edge: number | null; history_sufficient: boolean };
        const body = out.body as { top: Row; ranked: Row[] };
        expect(body.top.tradable).toBe(true);
        sold += 1;
        for (const row of body.ranked.filter((r) => r.tradable)) {
          expectLevels(`scan/futures ${row.symbol}`, row.direction as Side, row.entry, row.stop, row.take_profit);
          expect(row.history_sufficient, `${row.symbol}: a call priced on a measured history`).toBe(true);
          expect(row.edge).toBeGreaterThan(0);
        }
      }),
      { numRuns: 15, endOnFailure: true },
    );
    expect(sold).toBeGreaterThan(0);
  }, 120_000);

  it('signal/perps: positive levels on the right sides, books far from the reference refused, and no EV without a measured probability', async () => {
    const BOOK_TIME = 1_764_000_000_000;
    const touch = (symbol: string, mid: number, halfSpread: number, size: number): PerpOrderBook => ({ symbol, bids: [[mid * (1 - halfSpread), size]], asks: [[mid * (1 + halfSpread), size]], timestamp: BOOK_TIME, nonce: null });
    const funding = (symbol: string, mark: number, index: number, rate: number) => ({ symbol, markPrice: mark, indexPrice: index, interestRate: null, fundingRate: rate, fundingTimestamp: null, nextFundingTimestamp: null, nextFundingRate: null, previousFundingRate: null, interval: '1h', timestamp: null });
    const gap = fc.double({ min: -0.3, max: 0.3, noNaN: true });
    let sold = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(gap, gap, fc.double({ min: -0.99, max: 1.5, noNaN: true }), fc.double({ min: 0.00001, max: 0.01, noNaN: true }), fc.double({ min: 0.01, max: 100, noNaN: true }), async (hl, bn, tsla, half, size) => {
        const listings: PerpListing[] = [
          { venue: 'hyperliquid', asset: 'BTC', multiplier: 1, settle: 'USDC', funding: funding('BTC', 100_000 * (1 + hl), 100_000, 0.0000125) },
          { venue: 'binance', asset: 'BTC', multiplier: 1, settle: 'USDT', funding: funding('BTCUSDT', 100_000 * (1 + bn), 100_000, 0.0001) },
          { venue: 'hyperliquid:xyz', asset: 'TSLA', multiplier: 1, settle: 'USDC', funding: funding('xyz:TSLA', 250, 250, 0.00001) },
        ];
        const books = [
          { venue: 'hyperliquid', book: touch('BTC', 100_000 * (1 + hl), half, size) },
          { venue: 'binance', book: touch('BTCUSDT', 100_000 * (1 + bn), half, size) },
          { venue: 'hyperliquid:xyz', book: touch('xyz:TSLA', 250 * (1 + tsla), half, size * 400) },
        ];
        const port: PerpVenueSource = {
          venues: () => ['hyperliquid', 'binance'],
          listings: async (venue) => listings.filter((l) => (venue === 'hyperliquid' ? l.venue.startsWith('hyperliquid') : l.venue === venue)),
          book: async (venue, symbol) => books.find((b) => b.venue === venue && b.book.symbol === symbol)!.book,
        };
        const out = await invokeEndpoint(signalPerps, {}, { asOf: AS_OF, ports: { perpVenues: port } });
        expect([200, 409]).toContain(out.status);
        const excluded = (out.body as { excluded: { reason: string }[] }).excluded;
        if (excluded.some((e) => e.reason === 'far_from_reference')) refused += 1;
        if (out.status !== 200) return;
        sold += 1;
        type Leg = { side: Side; entry_price: number; mid: number };
        const trade = (out.body as { trade: { reference: number; perp: Leg & { take_profit: number; stop_loss: number }; hedge: Leg | null; ev: { probability: number | null; ev_bps: number | null; net_ev_usd: unknown }; kelly: unknown } }).trade;
        expectLevels('signal/perps', trade.perp.side, trade.perp.entry_price, trade.perp.stop_loss, trade.perp.take_profit);
        if (trade.hedge !== null) expect(trade.hedge.entry_price).toBeGreaterThan(0);
        // The sanity gate: the traded book's mid is within 10 % of the reference.
        expect(Math.abs(trade.perp.mid / trade.reference - 1)).toBeLessThanOrEqual(0.1);
        // No measured convergence probability is on record: no EV and no size.
        if (trade.ev.probability === null) expect([trade.ev.ev_bps, trade.ev.net_ev_usd, trade.kelly]).toEqual([null, null, null]);
      }),
      { numRuns: 120, endOnFailure: true },
    );
    expect(sold).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  }, 120_000);

  it('signal/sports and scan/game: every pick at decimal odds above 1, its EV the measured fair probability times the price less 1, and one with an edge', async () => {
    let sold = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(match, { minLength: 1, maxLength: 3 }), async (matches) => {
        const odds = createFakeOddsSource({ events: { nba: board(matches) } });
        const sports = await invokeEndpoint(signalSports, { sport: 'nba', market: 'h2h' }, { asOf: AS_OF, ports: { odds } });
        const game = await invokeEndpoint(scanGame, { sport: 'nba', event: 'm0' }, { asOf: AS_OF, ports: { odds } });
        for (const [out, list] of [[sports, 'picks'], [game, 'plays']] as const) {
          expect([200, 409]).toContain(out.status);
          if (out.status !== 200) continue;
          const picks = (out.body as Record<string, { price: number; fair_probability: number; ev: number; edge: boolean; kelly: { stake: number } }[]>)[list]!;
          expect(picks.some((p) => p.edge)).toBe(true);
          sold += 1;
          for (const p of picks) {
            expect(p.price).toBeGreaterThan(1);
            expect(p.fair_probability).toBeGreaterThan(0);
            expect(p.fair_probability).toBeLessThan(1);
            expect(p.ev).toBeCloseTo(p.fair_probability * p.price - 1, 9);
            expect(p.edge).toBe(p.ev > 0);
            expect(p.kelly.stake).toBeGreaterThanOrEqual(0);
            // A play of scan/game is always positive-EV.
            if (list === 'plays') expect(p.ev).toBeGreaterThan(0);
          }
        }
      }),
      RUNS,
    );
    expect(sold).toBeGreaterThan(0);
  }, 120_000);

  it('scan/racing and signal/racing: the selection sold has a price above 1 and an EV from its de-vigged probability above 0', async () => {
    let sold = 0;
    const card = fc.record({ weights: fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 3, maxLength: 12 }), margin: fc.double({ min: 0, max: 0.3, noNaN: true }), noise: fc.array(fc.double({ min: -0.08, max: 0.08, noNaN: true }), { minLength: 36, maxLength: 36 }), each_way: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(card, { minLength: 1, maxLength: 3 }), async (cards) => {
        const racecards: Racecard[] = cards.map((c, k) => {
          const total = c.weights.reduce((s, x) => s + x, 0);
          return {
            raceId: `r${k}`, course: `Course ${k}`, country: 'GB', date: AS_OF, offTime: `2026-11-25T1${k}:30:00+00:00`, raceName: 'Handicap', type: 'flat', handicap: true, raceClass: 4, distanceYards: 1760, distanceText: '1m', going: 'Good', surface: 'turf',
            placeTerms: c.each_way && c.weights.length >= 5 ? { places: 3, fraction: 0.2 } : null,
            runners: c.weights.map((w, i) => ({
              number: i + 1, draw: null, horse: `Horse ${k}-${i}`, age: 4, weightLbs: 130, jockey: null, trainer: null, officialRating: null, form: null, nonRunner: false,
              prices: [0, 1, 2].map((b) => ({ bookmaker: `book${b}`, decimal: Math.max(1.01, Math.round(100 / ((w / total) * (1 + c.margin) * (1 + c.noise[i * 3 + b]!))) / 100), fractional: null })),
            })),
          };
        });
        for (const endpoint of [scanRacing, signalRacing]) {
          const out = await invokeEndpoint(endpoint, {}, { asOf: AS_OF, ports: { racecards: createFakeRacecardSource({ cards: racecards }) } });
          expect([200, 409]).toContain(out.status);
          if (out.status !== 200) continue;
          const body = out.body as { best?: { selection: { price: number; ev: number; edge: boolean; win_probability: number } }; pick?: { price: number; ev: number; edge: boolean; win_probability: number } };
          const selection = body.best?.selection ?? body.pick!;
          sold += 1;
          expect(selection.price).toBeGreaterThan(1);
          expect(selection.win_probability).toBeGreaterThan(0);
          expect(selection.win_probability).toBeLessThan(1);
          expect(selection.edge).toBe(true);
          expect(selection.ev).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
    expect(sold).toBeGreaterThan(0);
  }, 120_000);

  it('signal/predvenue: contracts bought in (0, 1) with an edge after fees, and never on the venue\'s own price', async () => {
    let sold = 0;
    const quote = fc.record({ mid: fc.double({ min: 0.03, max: 0.97, noNaN: true }), half: fc.double({ min: 0.005, max: 0.05, noNaN: true }) });
    await fc.assert(
      fc.asyncProperty(fc.array(quote, { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 90 }), fc.double({ min: 0.3, max: 1.3, noNaN: true }), async (quotes, resolvedCount, bias) => {
        const open = quotes.map((q, i) => {
          const bid = Math.max(0.01, q.mid - q.half).toFixed(2);
          const ask = Math.min(0.99, Math.max(Number(bid) + 0.01, q.mid + q.half)).toFixed(2);
          return market({ venue: i % 2 === 0 ? 'kalshi' : 'polymarket', id: `OPEN-${i}`, question: `Open sports market ${i}?`, category: 'sports', bids: [[bid, 500]], asks: [[ask, 500]], closeTime: '2026-11-30T01:00:00.000Z' });
        });
        // Resolved markets whose outcomes follow the price times a bias: the calibration the engine may fit.
        const resolved = Array.from({ length: resolvedCount }, (_, i) => {
          const mid = 0.1 + (0.8 * (i % 20)) / 19;
          return resolvedMarket(`RES-${i}`, 'sports', Math.round(mid * 100) / 100, (i * 7919) % 100 < Math.round(100 * Math.min(0.98, mid * bias)));
        });
        const out = await invokeEndpoint(signalPredvenue, { category: 'sports' }, { asOf: AS_OF, ports: { venues: fakeVenues(open, resolved) } });
        expect([200, 409]).toContain(out.status);
        if (out.status !== 200) return;
        const body = out.body as { calibration: { applied: boolean }; opportunities: { edge: number; execution: { average_price: Decimal | number; all_in_price: Decimal | number }; probability: { value: number; calibrated: boolean; market_mid: number | null } }[] };
        expect(body.opportunities.length).toBeGreaterThan(0);
        sold += 1;
        // An edge against the venue's price needs a probability of its own: the calibrated one.
        expect(body.calibration.applied).toBe(true);
        for (const o of body.opportunities) {
          const avg = Number(o.execution.average_price);
          const allIn = Number(o.execution.all_in_price);
          expect(avg).toBeGreaterThan(0);
          expect(avg).toBeLessThan(1);
          expect(allIn).toBeGreaterThanOrEqual(avg);
          expect(allIn).toBeLessThanOrEqual(1);
          expect(o.probability.calibrated).toBe(true);
          expect(o.probability.value).not.toBe(o.probability.market_mid);
          expect(o.edge).toBeGreaterThanOrEqual(0.1);
        }
      }),
      RUNS,
    );
    expect(sold).toBeGreaterThan(0);
  }, 120_000);
  it('signal/tokenized: a token is called rich or cheap only within the sanity limit of its underlying and beyond a round trip', async () => {
    let sold = 0;
    let refused = 0;
    // Premiums mostly of a size a token trades at, sometimes of a quote that belongs to another asset or unit.
    const premium = fc.oneof({ weight: 3, arbitrary: fc.double({ min: -0.05, max: 0.05, noNaN: true }) }, { weight: 1, arbitrary: fc.double({ min: -0.95, max: 3, noNaN: true }) });
    await fc.assert(
      fc.asyncProperty(fc.array(premium, { minLength: 3, maxLength: 3 }), fc.double({ min: 0.0001, max: 0.01, noNaN: true }), async (premiums, half) => {
        const under: Record<string, number> = { TSLA: 250, NVDA: 180, AAPL: 230 };
        const tokens = ['TSLA', 'NVDA', 'AAPL'];
        const quoteOf = (pair: string): TokenQuote => {
          const i = tokens.findIndex((t) => pair === `${t}xUSD`);
          if (i < 0) return { venue: 'kraken', pair, bid: null, ask: null, last: null, volume24h: null, time: null, bids: [], asks: [] };
          const mid = under[tokens[i]!]! * (1 + premiums[i]!);
          return { venue: 'kraken', pair, bid: mid * (1 - half), ask: mid * (1 + half), last: mid, volume24h: 1000, time: Date.parse(CLOCK_OPEN), bids: [[mid * (1 - half), 100]], asks: [[mid * (1 + half), 100]] };
        };
        const out = await invokeEndpoint(signalTokenized, {}, {
          asOf: AS_OF,
          ports: {
            tokenQuotes: { quotes: async (_v, pairs) => pairs.map(quoteOf), quote: async (_v, pair) => quoteOf(pair) },
            prices: { loadBars: () => Promise.reject(new Error('not read')), quote: async (symbol) => ({ symbol, bid: null, ask: null, last: under[symbol] ?? 100, time: Date.parse(CLOCK_OPEN), currency: 'USD' }) },
            perpBook: { listings: async () => [], snapshot: () => Promise.reject(new Error('not read')) },
          },
        });
        expect([200, 409]).toContain(out.status);
        const rows = (out.body as { tokens: { token: string; priced: boolean; premium_vs_last_bps: number | null }[] }).tokens;
        for (const r of rows.filter((x) => x.priced)) expect(Math.abs(r.premium_vs_last_bps!)).toBeLessThanOrEqual(2000);
        if (rows.some((r) => !r.priced && r.premium_vs_last_bps !== null)) refused += 1;
        if (out.status !== 200) return;
        sold += 1;
        const call = (out.body as { call: { token: string; premium_bps: number; direction: string } }).call;
        expect(Math.abs(call.premium_bps)).toBeLessThanOrEqual(2000);
        expect(call.direction).toBe(call.premium_bps > 0 ? 'rich' : 'cheap');
        expect(rows.find((r) => r.token === call.token)!.priced).toBe(true);
      }),
      RUNS,
    );
    expect(sold).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  }, 120_000);

  it('signal/politics: a play buys every leg in (0, 1) and locks a positive profit after fees', async () => {
    let sold = 0;
    const leg = fc.record({ ask: fc.integer({ min: 2, max: 98 }), spread: fc.integer({ min: 1, max: 6 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(leg, { minLength: 2, maxLength: 4 }), async (legs) => {
        const ladder = legs.map((l, i) =>
          market({ venue: 'polymarket', id: `pm-leg-${i}`, eventId: 'pm-ladder', question: `Will candidate ${i} win the 2028 nomination?`, category: 'politics', ladder: { kind: 'bucket', group: 'pm-ladder', label: `Candidate ${i}`, lower: null, upper: null, exhaustive: true }, bids: [[(Math.max(1, l.ask - l.spread) / 100).toFixed(2), 300]], asks: [[(l.ask / 100).toFixed(2), 300]], closeTime: '2028-08-20T00:00:00.000Z' }),
        );
        const out = await invokeEndpoint(signalPolitics, {}, { asOf: AS_OF, ports: { venues: fakeVenues(ladder) } });
        expect([200, 409]).toContain(out.status);
        if (out.status !== 200) return;
        sold += 1;
        type Play = { profit: Decimal; capital_locked: Decimal; legs: { average_price: Decimal; worst_price: Decimal; contracts: Decimal | number }[] };
        const body = out.body as { sum_arbitrage: Play[]; dislocations: Play[] };
        for (const play of [...body.sum_arbitrage, ...body.dislocations]) {
          expect(new Decimal(play.profit).gt(0)).toBe(true);
          expect(new Decimal(play.capital_locked).gt(0)).toBe(true);
          for (const l of play.legs) {
            expect(new Decimal(l.average_price).gt(0) && new Decimal(l.average_price).lt(1)).toBe(true);
            expect(new Decimal(l.worst_price).gt(0) && new Decimal(l.worst_price).lt(1)).toBe(true);
          }
        }
      }),
      RUNS,
    );
    expect(sold).toBeGreaterThan(0);
  }, 120_000);
});
