// One request per declining market endpoint that makes it answer its 409 (docs/signal-declines.md), for the tests that
// pay them over HTTP (x402 and credits) and check that nothing is settled and no credit spent. Ports are the catalog
// tests' fakes: real daily histories relabelled (test/catalog/markets/_marketFakes.ts) and SYNTHETIC boards, cards,
// venues and filings, labelled as such in their files; the prediction venues are the response cases' markets with their
// books widened to 0.01 / 0.99, so no side of any contract can clear the minimum edge.
import Decimal from 'decimal.js';
import type { Ports } from '../../../src/catalog/ports.js';
import type { EndpointDefinition } from '../../../src/catalog/types.js';
import { ENDPOINTS } from '../../../src/catalog/endpoints.js';
import { listScanUniverse } from '../../../src/markets/instruments/listScanUniverse.js';
import type { PredictionVenueSource } from '../../../src/markets/ports/PredictionVenueSource.js';
import type { PredictionMarket } from '../../../src/markets/predictions/types.js';
import { PREDICTION_RESPONSE_CASES, UNCALIBRATED_SPORTS } from '../../catalog/_predictionResponseCases.js';
import { PRICE_SIGNAL_CASES } from '../../catalog/_priceSignalCases.js';
import { fakePrices as predictionPrices, fakeVenues, market } from '../../catalog/_predictionFakes.js';
import { AS_OF, CLOCK_CLOSED, CLOCK_OPEN, cotReports, fakeCrypto, fakePositioning, fakePrices, fearGreedReadings, universeBars } from '../../catalog/markets/_marketFakes.js';
import { oddsPort, racecardsPort, sportsResultsPort, venuesPort } from '../../catalog/markets/_sportsFakes.js';
import { createPerpVenuesFake } from '../../markets/perps/fixtures.js';
import { createEquityPerpBookFake, createTokenQuotesFake, createUnderlyingPricesFake } from '../../markets/tokenized/fixtures.js';

/** One request that declines. */
export interface DeclineCase {
  readonly name: string;
  readonly endpoint: EndpointDefinition;
  /** The query string (GET) or JSON body (POST). */
  readonly params: Record<string, string>;
  readonly ports: Partial<Ports>;
  /** The 409's problem type. */
  readonly problem: 'no-edge' | 'nothing-clears';
  /** The server's date. Default 2026-11-25. */
  readonly today?: string;
}

const byId = (id: string) => ENDPOINTS.find((e) => e.operationId === id)!;

// Price scans: on these relabelled histories no futures root's call has a side, and every CMI session is closed at
// 22:30 UTC; the CMI instruments on gold futures' series (no side either) decline for want of an edge in session.
const cmi = listScanUniverse('cmi', { asOf: AS_OF }).instruments;
const futures = ['index', 'energy', 'metals', 'ags', 'rates'].flatMap((c) => listScanUniverse(`futures.${c}` as 'futures.index', { asOf: AS_OF }).instruments);
const daily = universeBars([...cmi, ...futures]);
const cot = Object.fromEntries(['099741', '096742', '232741', '112741', '097741', '092741', '090741', '088691', '084691', '13874A', '209742', '124603'].map((code, i) => [code, cotReports(code, { weeks: 900, seed: i + 1 })]));
const scanPorts = (clock: string, bars = daily): Partial<Ports> => ({
  prices: fakePrices({ bars, clock }),
  crypto: fakeCrypto({ bars, clock, fearGreed: fearGreedReadings(2000), funding: {} }),
  positioning: fakePositioning({ reports: cot, clock }),
});
const sideless = { ...daily, ...Object.fromEntries(cmi.map((s) => [s.id, { ...daily.GC!, symbol: s.id }])) };

/** The venues port with every Yes book at 0.01 bid / 0.99 ask: buying either side costs 0.99, so nothing clears. */
function widen(venues: PredictionVenueSource): PredictionVenueSource {
  const one = new Decimal(1);
  const side = (bid: Decimal, ask: Decimal) => ({ bids: [{ price: bid, size: new Decimal(100) }], asks: [{ price: ask, size: new Decimal(100) }] });
  const wide = (m: PredictionMarket): PredictionMarket =>
    m.money === 'play'
      ? m
      : {
          ...m,
          outcomes: m.outcomes.map((o, i) => {
            const [bid, ask] = i === 0 ? [new Decimal('0.01'), new Decimal('0.99')] : [one.minus('0.99'), one.minus('0.01')];
            return { ...o, bestBid: bid, bestAsk: ask, book: { ...o.book, ...side(bid, ask), depth: 'book' as const } };
          }),
        };
  return {
    ...venues,
    listOpenMarkets: async (request, call) => {
      const page = await venues.listOpenMarkets(request, call);
      return { ...page, markets: page.markets.map(wide) };
    },
    getMarket: async (request, call) => wide(await venues.getMarket(request, call)),
  };
}
const predictionCase = (id: string, index = 0): DeclineCase => {
  const c = PREDICTION_RESPONSE_CASES[id]![index]!;
  return { name: `${id} (books widened)`, endpoint: byId(id), params: c.params as Record<string, string>, ports: { ...c.ports, venues: widen(c.ports!.venues!) }, problem: 'no-edge' };
};

const tightFx = market({ venue: 'kalshi', id: 'KXEURUSDUD-26NOV25', question: 'EUR/USD up or down on Nov 25, 2026?', category: 'economics', outcomes: ['Up', 'Down'], bids: [['0.28', 500]], asks: [['0.32', 500]], closeTime: '2026-11-25T22:00:00.000Z' });

// The signal engine's endpoints on the real markets.signal_edge table, on the first day it is in force: no class's
// measured edge over drift has its lower bound above zero, so each declines no-edge (docs/signal-declines.md).
const gated = (id: string, index = 0): DeclineCase => {
  const c = PRICE_SIGNAL_CASES[id]![index]!;
  return { name: `${id} (no measured edge over drift)`, endpoint: byId(id), params: c.params as Record<string, string>, ports: c.ports!, problem: 'no-edge', today: '2026-11-26' };
};

/** Every declining endpoint, with a request that declines. */
export const DECLINE_CASES: readonly DeclineCase[] = [
  { name: 'scanFutures', endpoint: byId('scanFutures'), params: { category: 'metals' }, ports: scanPorts(CLOCK_OPEN), problem: 'no-edge' },
  { name: 'signalFutures', endpoint: byId('signalFutures'), params: { category: 'index' }, ports: scanPorts(CLOCK_OPEN), problem: 'no-edge' },
  { name: 'scanCmi in session', endpoint: byId('scanCmi'), params: { style: 'longterm' }, ports: scanPorts(CLOCK_OPEN, sideless), problem: 'no-edge' },
  gated('signalGenerate'),
  gated('signalEquities', 2),
  gated('signalEquities', 1),
  gated('signalBasket'),
  gated('signalScreener'),
  gated('scanMarket', 1),
  gated('scanForex'),
  gated('scanCrypto'),
  predictionCase('signalTicker', 1),
  { name: 'scanCmi, every session closed', endpoint: byId('scanCmi'), params: { style: 'longterm' }, ports: scanPorts(CLOCK_CLOSED), problem: 'nothing-clears' },
  { name: 'scanRacing', endpoint: byId('scanRacing'), params: {}, ports: { racecards: racecardsPort(undefined, { level: true }) }, problem: 'no-edge' },
  { name: 'signalRacing', endpoint: byId('signalRacing'), params: {}, ports: { racecards: racecardsPort(undefined, { level: true }) }, problem: 'no-edge' },
  { name: 'signalSports', endpoint: byId('signalSports'), params: { sport: 'epl' }, ports: { odds: oddsPort({ soft: false }), sportsResults: sportsResultsPort() }, problem: 'no-edge' },
  { name: 'scanGame', endpoint: byId('scanGame'), params: { sport: 'epl', event: 'Arsenal v Manchester United' }, ports: { odds: oddsPort({ soft: false }), sportsResults: sportsResultsPort() }, problem: 'no-edge' },
  { name: 'signalPmSports', endpoint: byId('signalPmSports'), params: { sport: 'epl' }, ports: { odds: oddsPort(), venues: venuesPort({ generous: false }) }, problem: 'no-edge' },
  { name: 'signalTokenized', endpoint: byId('signalTokenized'), params: { token: 'TSLAx' }, ports: { tokenQuotes: createTokenQuotesFake(), prices: createUnderlyingPricesFake(), perpBook: createEquityPerpBookFake() }, problem: 'no-edge' },
  { name: 'signalTokenizationRadar', endpoint: byId('signalTokenizationRadar'), params: {}, ports: { tokenizationData: { protocols: async () => ({ source: 'defillama', protocols: [] }) } }, problem: 'nothing-clears' },
  {
    name: 'signalPreIpo',
    endpoint: byId('signalPreIpo'),
    params: {},
    ports: { secFilings: { latestFilings: async () => ({ updated: null, entries: [] }), submissions: () => Promise.reject(new Error('not asked')) }, perpBook: { listings: async () => [], snapshot: () => Promise.reject(new Error('not asked')) } },
    problem: 'nothing-clears',
  },
  { name: 'signalPerps', endpoint: byId('signalPerps'), params: {}, ports: { perpVenues: createPerpVenuesFake(100_150) }, problem: 'nothing-clears' },
  predictionCase('signalStormy'),
  predictionCase('signalRainy'),
  predictionCase('signalMacro'),
  predictionCase('signalCoinflip'),
  predictionCase('signalGaia'),
  predictionCase('signalAttention'),
  predictionCase('signalPolitics'),
  predictionCase('scanPredmarket'),
  { name: 'signalPredvenue (uncalibrated: the market\'s own mid)', endpoint: byId('signalPredvenue'), params: { category: 'sports' }, ports: { venues: fakeVenues(UNCALIBRATED_SPORTS.open, UNCALIBRATED_SPORTS.resolved) }, problem: 'no-edge' },
  { name: 'scanAsk (every engine declines)', endpoint: byId('scanAsk'), params: { question: 'FX up or down today scan' }, ports: { venues: fakeVenues([tightFx]), prices: predictionPrices }, problem: 'no-edge' },
];
