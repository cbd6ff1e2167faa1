// Realistic requests of the price-driven market endpoints (signal/generate, the market, forex, CMI, futures and crypto
// scans, signal/equities, futures, basket and screener), for the response-schema and declared-ports contract tests
// (spread into RESPONSE_CASES). Bars are real daily histories relabelled to end on the call's date
// (test/catalog/markets/_marketFakes.ts); the fakes report the fetch clock of a Wednesday in session (15:00 UTC) or
// after the New York close (22:30 UTC), so the cases reach both the open-session and the reference paths.
import type { ResponseCase } from './_responseCases.js';
import { listScanUniverse } from '../../src/markets/instruments/listScanUniverse.js';
import { listBasketConstituents } from '../../src/markets/instruments/listBasketConstituents.js';
import { EQUITY_DEFAULT_UNIVERSE } from '../../src/markets/rules/equitySignals.js';
import type { CryptoAsset } from '../../src/markets/ports/index.js';
import {
  AS_OF,
  CLOCK_CLOSED,
  CLOCK_OPEN,
  cotReports,
  fakeCrypto,
  fakeHoldings,
  fakePerpBook,
  fakePositioning,
  fakePrices,
  fearGreedReadings,
  fundingRates,
  healthyBook,
  historyBars,
  memorySignalLog,
  universeBars,
} from './markets/_marketFakes.js';

const lists = ['market', 'cmi', 'futures.index', 'futures.energy', 'futures.metals', 'futures.ags', 'futures.rates'] as const;
const instruments = lists.flatMap((id) => listScanUniverse(id, { asOf: AS_OF }).instruments);
const equities = [...EQUITY_DEFAULT_UNIVERSE.versions[0]!.value, 'SPX', ...listBasketConstituents('ai', { asOf: AS_OF }).tickers, 'XOM', 'CVX', 'COP', 'EOG', 'SLB'];
// Futures scans read 4-hour bars (the default style): their roots get hourly bars in session too.
const futures = lists.filter((id) => id.startsWith('futures.')).flatMap((id) => listScanUniverse(id, { asOf: AS_OF }).instruments);
const bars = {
  ...universeBars(instruments),
  ...universeBars(futures, { hourly: true }),
  ...Object.fromEntries(equities.filter((t) => t !== 'SPX').map((t, i) => [t, historyBars('SPY', t, { skip: (i * 53) % 700, scale: 0.5 + (i % 9) * 0.4 })])),
};
const cot = Object.fromEntries(
  ['099741', '096742', '232741', '112741', '097741', '092741', '090741', '088691', '084691', '067651', '023651', '001602', '002602', '085692', '13874A', '209742', '124603', '239742'].map((code, i) => [code, cotReports(code, { weeks: 900, seed: 11 + i })]),
);
const top: CryptoAsset[] = [
  { symbol: 'BTC', name: 'Bitcoin', rank: 1, marketCapUsd: 1.9e12, priceUsd: 96_000 },
  { symbol: 'ETH', name: 'Ethereum', rank: 2, marketCapUsd: 4.2e11, priceUsd: 3_500 },
  { symbol: 'USDT', name: 'Tether', rank: 3, marketCapUsd: 1.4e11, priceUsd: 1 },
  { symbol: 'SOL', name: 'Solana', rank: 4, marketCapUsd: 9e10, priceUsd: 190 },
  { symbol: 'XRP', name: 'XRP', rank: 5, marketCapUsd: 1.3e11, priceUsd: 2.2 },
];
const cryptoBars = Object.fromEntries(['BTC-USD', 'ETH-USD', 'SOL-USD', 'XRP-USD', 'DOGE-USD', 'ADA-USD'].map((id, i) => [id, historyBars('BTCUSD', id, { scale: [1, 0.05, 0.01, 0.0003, 0.00003, 0.0001][i]! })]));

function ports(clock: string) {
  return {
    prices: fakePrices({ bars, clock }),
    crypto: fakeCrypto({ bars: { ...bars, ...cryptoBars }, clock, top, funding: { BTC: fundingRates('BTC', 0.00005, clock), ETH: fundingRates('ETH', 0.00001, clock) }, fearGreed: fearGreedReadings(2000) }),
    positioning: fakePositioning({ reports: cot, clock }),
  };
}

/** A closed NYSE session with live perpetual books for TSLA and SPX, and a signal log. */
function closedPorts() {
  const instant = Date.parse(CLOCK_CLOSED);
  return {
    ...ports(CLOCK_CLOSED),
    perpBook: fakePerpBook({ books: [healthyBook('xyz:TSLA', bars.TSLA!.close.at(-1)! * 1.006, instant), healthyBook('xyz:SPX', bars.SPX!.close.at(-1)! * 0.997, instant)], clock: CLOCK_CLOSED }),
    signalLog: memorySignalLog(),
  };
}

/**
 * The ports of `base` with every futures root on the real gold history the CMI list draws for XAUUSD (LEAN's daily
 * gold, relabelled per root): a series on which the engine makes a call that clears its costs, so the futures
 * endpoints answer 200 (on the roots' own relabelled series no call clears, and they decline with a 409).
 */
function callingFutures<P extends { prices: unknown }>(base: P, clock: string): P {
  const gold = bars.XAUUSD!;
  return { ...base, prices: fakePrices({ bars: { ...bars, ...Object.fromEntries(futures.map((f) => [f.id, { ...gold, symbol: f.id }])) }, clock }) };
}

const etfs = {
  SPY: { asOf: '2026-11-24', holdings: EQUITY_DEFAULT_UNIVERSE.versions[0]!.value.map((ticker, i) => ({ ticker, name: ticker, weight: 0.07 - i * 0.002 })) },
  XLE: { asOf: '2026-11-24', holdings: ['XOM', 'CVX', 'COP', 'EOG', 'SLB'].map((ticker, i) => ({ ticker, name: ticker, weight: 0.2 - i * 0.03 })) },
};

export const PRICE_SIGNAL_CASES: Readonly<Record<string, readonly ResponseCase[]>> = {
  signalGenerate: [
    { name: 'EUR/USD daily in session', params: { instrument: 'EURUSD', timeframe: '1d' }, ports: ports(CLOCK_OPEN) },
    { name: 'TSLA after the close, off the perpetual, Spanish', params: { instrument: 'TSLA', timeframe: '1d', lang: 'es' }, ports: closedPorts() },
    { name: 'gold weekly with 50 points at risk, 2:1', params: { instrument: 'GOLD', timeframe: '1w', risk_points: '50', reward_ratio: '2' }, ports: ports(CLOCK_OPEN) },
    { name: 'bitcoin daily, German', params: { instrument: 'BTC-USD', timeframe: '1d', lang: 'de' }, ports: ports(CLOCK_OPEN) },
  ],
  scanMarket: [
    { name: 'long-term after the New York close', params: { style: 'longterm' }, ports: closedPorts() },
    { name: 'long-term in session, Spanish', params: { style: 'longterm', lang: 'es' }, ports: ports(CLOCK_OPEN) },
  ],
  scanForex: [
    { name: 'long-term', params: { style: 'longterm' }, ports: ports(CLOCK_OPEN) },
    { name: 'long-term, Spanish', params: { style: 'longterm', lang: 'es' }, ports: ports(CLOCK_OPEN) },
  ],
  // During the CME daily break every session is closed and nothing can be called: a 409 (test/catalog/markets/scans.test.ts).
  scanCmi: [
    { name: 'in session', params: { style: 'longterm' }, ports: ports(CLOCK_OPEN) },
    { name: 'in session, Spanish', params: { style: 'longterm', lang: 'es' }, ports: ports(CLOCK_OPEN) },
  ],
  scanFutures: [
    { name: 'index futures during the Globex break', params: { category: 'index' }, ports: callingFutures(closedPorts(), CLOCK_CLOSED) },
    { name: 'metals, Spanish', params: { category: 'metals', lang: 'es' }, ports: callingFutures(ports(CLOCK_OPEN), CLOCK_OPEN) },
  ],
  signalFutures: [
    { name: 'energy during the Globex break', params: { category: 'energy' }, ports: callingFutures(closedPorts(), CLOCK_CLOSED) },
    { name: 'rates, Spanish', params: { category: 'rates', lang: 'es' }, ports: callingFutures(ports(CLOCK_OPEN), CLOCK_OPEN) },
  ],
  signalEquities: [
    { name: 'TSLA after the close, off the perpetual', params: { ticker: 'TSLA' }, ports: closedPorts() },
    { name: 'the default list, Spanish', params: { lang: 'es' }, ports: ports(CLOCK_OPEN) },
    { name: 'AAPL breakouts only', params: { ticker: 'AAPL', type: 'breakout' }, ports: ports(CLOCK_OPEN) },
  ],
  scanCrypto: [
    { name: 'the top by market value', params: {}, ports: ports(CLOCK_OPEN) },
    { name: 'Spanish', params: { lang: 'es' }, ports: ports(CLOCK_OPEN) },
  ],
  scanCryptoLite: [
    { name: 'the tick', params: {}, ports: ports(CLOCK_OPEN) },
    { name: 'Spanish', params: { lang: 'es' }, ports: ports(CLOCK_OPEN) },
  ],
  signalBasket: [
    { name: 'the AI theme', params: { theme: 'ai' }, ports: { prices: fakePrices({ bars, clock: CLOCK_OPEN }) } },
    { name: 'the energy sector ETF, Spanish', params: { etf: 'XLE', lang: 'es' }, ports: { prices: fakePrices({ bars, clock: CLOCK_OPEN }), holdings: fakeHoldings({ funds: etfs, clock: CLOCK_OPEN }) } },
  ],
  signalScreener: [
    { name: 'the largest holdings of SPY', params: {}, ports: { prices: fakePrices({ bars, clock: CLOCK_OPEN }), holdings: fakeHoldings({ funds: etfs, clock: CLOCK_OPEN }) } },
    { name: 'Spanish', params: { lang: 'es' }, ports: { prices: fakePrices({ bars, clock: CLOCK_OPEN }), holdings: fakeHoldings({ funds: etfs, clock: CLOCK_OPEN }) } },
  ],
};
