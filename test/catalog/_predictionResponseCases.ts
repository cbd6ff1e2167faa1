// Realistic requests for the prediction-market endpoints over SYNTHETIC ports (test/catalog/_predictionFakes.ts):
// invented markets in the venues' real shapes, on the tests' asOf (2026-11-25). Shared by the response-schema and
// declared-ports contract tests through RESPONSE_CASES.
import type { Ports } from '../../src/catalog/ports.js';
import type { PredictionMarket } from '../../src/markets/predictions/types.js';
import { fakeCrypto, fakeGeo, fakeMacro, fakePostCounts, fakePrices, fakeVenues, fakeWeather, market, resolvedMarket } from './_predictionFakes.js';

/** One request of the contract tests. */
interface Case {
  readonly name: string;
  readonly params: Record<string, unknown>;
  readonly ports?: Partial<Ports>;
}

const NYC_RULES =
  'If the highest temperature recorded in Central Park, New York for November 25, 2026 as reported by the National Weather Service\'s Climatological Report (Daily) is between 48-49°, then the market resolves to Yes. If the report is not published, the market will resolve based on the data available at the determination date. The outcome may be revised if the NWS issues a correction before determination.';

/** Kalshi's New York highest-temperature ladder for the tests' day: two-degree buckets with open ends. */
export const NYC_HIGH_LADDER: readonly PredictionMarket[] = [
  ['B45.5', '45° or below', null, 45, [['0.02', 200]], [['0.04', 300]]],
  ['B46.5', '46-47°', 46, 47, [['0.10', 400]], [['0.13', 500]]],
  ['B48.5', '48-49°', 48, 49, [['0.14', 300], ['0.12', 500]], [['0.18', 250], ['0.21', 400]]],
  ['B50.5', '50-51°', 50, 51, [['0.33', 300]], [['0.37', 350]]],
  ['B52.5', '52-53°', 52, 53, [['0.22', 200]], [['0.26', 300]]],
  ['T53', '54° or above', 54, null, [['0.05', 500]], [['0.08', 600]]],
].map(([suffix, label, lower, upper, bids, asks]) =>
  market({
    venue: 'kalshi',
    id: `KXHIGHNY-26NOV25-${suffix as string}`,
    eventId: 'KXHIGHNY-26NOV25',
    question: `Will the high temp in NYC be ${label as string} on Nov 25, 2026?`,
    category: 'weather',
    ladder: { kind: 'bucket', group: 'KXHIGHNY-26NOV25', label: label as string, lower: lower as number | null, upper: upper as number | null, exhaustive: false },
    bids: bids as [string, number][],
    asks: asks as [string, number][],
    closeTime: '2026-11-26T04:59:00.000Z',
    rules: NYC_RULES,
    source: 'National Weather Service Climatological Report (Daily), Central Park',
  }),
);

/** Polymarket's London highest-temperature ladder (°C, no observation source). */
export const LONDON_HIGH_LADDER: readonly PredictionMarket[] = [
  ['11°C or below', [['0.30', 300]], [['0.34', 300]]],
  ['12°C', [['0.33', 300]], [['0.37', 300]]],
  ['13°C or higher', [['0.25', 300]], [['0.29', 300]]],
].map(([label, bids, asks], i) =>
  market({
    venue: 'polymarket',
    id: `pm-london-${i}`,
    eventId: 'pm-london-high-nov25',
    question: `Will the highest temperature in London be ${label as string} on November 25?`,
    category: 'weather',
    ladder: { kind: 'bucket', group: 'pm-london-high-nov25', label: label as string, lower: null, upper: null, exhaustive: true },
    bids: bids as [string, number][],
    asks: asks as [string, number][],
    closeTime: '2026-11-26T00:00:00.000Z',
    rules: 'This market resolves to the highest temperature recorded at London City Airport as shown on Weather Underground. If the data is unavailable, the market may be resolved 50-50.',
  }),
);

const CPI_RULES = 'If the year-over-year change in CPI-U for October 2026, as first reported by the Bureau of Labor Statistics, is above 3.0%, the market resolves to Yes. If the release is delayed beyond the expiration date, the market will resolve based on the first release. Revisions after the first release are not considered.';

/** Kalshi's CPI year-over-year ladder (above 2.6 % to above 3.2 %) for the next release. */
const CPI_LADDER = ['2.6', '2.8', '3.0', '3.2'].map((k, i) =>
  market({ venue: 'kalshi', id: `KXCPIYOY-26DEC-T${k}`, eventId: 'KXCPIYOY-26DEC', question: `Will CPI inflation be above ${k}% year over year in November 2026?`, category: 'economics', ladder: { kind: 'close-above', group: 'KXCPIYOY-26DEC', strike: Number(k), underlying: 'KXCPIYOY' }, bids: [[['0.90', '0.62', '0.30', '0.10'][i]!, 400]], asks: [[['0.94', '0.66', '0.34', '0.14'][i]!, 400]], closeTime: '2026-12-10T13:30:00.000Z', rules: CPI_RULES, source: 'Bureau of Labor Statistics' }),
);

/** The unemployment rate and the 10-year yield, one rung each. */
const OTHER_MACRO = [
  market({ venue: 'kalshi', id: 'KXU3-26DEC-T4.4', eventId: 'KXU3-26DEC', question: 'Will the unemployment rate be above 4.4% in November 2026?', category: 'economics', ladder: { kind: 'close-above', group: 'KXU3-26DEC', strike: 4.4, underlying: 'KXU3' }, bids: [['0.40', 300]], asks: [['0.45', 300]], closeTime: '2026-12-04T13:30:00.000Z' }),
  market({ venue: 'polymarket', id: 'pm-10y-1', eventId: 'pm-10y', question: '10-year Treasury yield above 4.50% on December 31?', category: 'economics', ladder: { kind: 'close-above', group: 'pm-10y', strike: 4.5, underlying: '10-year Treasury yield' }, bids: [['0.30', 1000]], asks: [['0.33', 1000]], closeTime: '2026-12-31T21:00:00.000Z' }),
];

/** Bitcoin and S&P 500 ladders: a close-above, a touch rung and a range bucket. */
const FINANCE = [
  market({ venue: 'polymarket', id: 'pm-btc-up-120k', eventId: 'pm-btc-dec', question: 'Will Bitcoin reach $120,000 in December?', category: 'crypto', ladder: { kind: 'touch', group: 'pm-btc-dec', strike: 120000, direction: 'up', underlying: 'What price will Bitcoin hit in December?' }, bids: [['0.08', 2000]], asks: [['0.10', 2000]], closeTime: '2026-12-31T23:59:00.000Z' }),
  market({ venue: 'kalshi', id: 'KXBTC-26NOV2717-T95000', eventId: 'KXBTC-26NOV2717', question: 'Bitcoin price above $95,000 on Nov 27, 2026 at 5pm EST?', category: 'crypto', ladder: { kind: 'close-above', group: 'KXBTC-26NOV2717', strike: 95000, underlying: 'KXBTC' }, bids: [['0.30', 500]], asks: [['0.34', 500]], closeTime: '2026-11-27T22:00:00.000Z' }),
  market({ venue: 'kalshi', id: 'KXINX-26NOV27-B6750', eventId: 'KXINX-26NOV27', question: 'Will the S&P 500 close between 6,700 and 6,800 on Nov 27, 2026?', category: 'economics', ladder: { kind: 'bucket', group: 'KXINX-26NOV27', label: '6,700 to 6,799.99', lower: 6700, upper: 6800, exhaustive: false }, bids: [['0.28', 300]], asks: [['0.33', 300]], closeTime: '2026-11-27T21:00:00.000Z' }),
  // Deep in-the-money rungs priced as coin flips, so that the stock and commodity scans have an opportunity to sell
  // (signal/ticker answers 409 when none clears): the S&P 500 about 11 % above 6,000, gold 14 % above 3,500.
  market({ venue: 'kalshi', id: 'KXINX-26NOV27-T6000', eventId: 'KXINX-26NOV27T', question: 'Will the S&P 500 close above 6,000 on Nov 27, 2026?', category: 'economics', ladder: { kind: 'close-above', group: 'KXINX-26NOV27T', strike: 6000, underlying: 'KXINX' }, bids: [['0.55', 300]], asks: [['0.60', 300]], closeTime: '2026-11-27T21:00:00.000Z' }),
  market({ venue: 'kalshi', id: 'KXGOLD-26DEC31-T3500', eventId: 'KXGOLD-26DEC31', question: 'Will gold close above $3,500 on Dec 31, 2026?', category: 'economics', ladder: { kind: 'close-above', group: 'KXGOLD-26DEC31', strike: 3500, underlying: 'KXGOLD' }, bids: [['0.55', 300]], asks: [['0.60', 300]], closeTime: '2026-12-31T21:00:00.000Z' }),
  market({ venue: 'kalshi', id: 'KXGOLD-26DEC31-T4100', eventId: 'KXGOLD-26DEC31', question: 'Will gold close above $4,100 on Dec 31, 2026?', category: 'economics', ladder: { kind: 'close-above', group: 'KXGOLD-26DEC31', strike: 4100, underlying: 'KXGOLD' }, bids: [['0.35', 300]], asks: [['0.39', 300]], closeTime: '2026-12-31T21:00:00.000Z' }),
];

/** Daily up/down markets: an equity and an FX pair. */
const COINFLIP = [
  market({ venue: 'polymarket', id: 'pm-aapl-ud', question: 'Apple (AAPL) Up or Down on November 25?', category: 'economics', outcomes: ['Up', 'Down'], bids: [['0.48', 800]], asks: [['0.52', 800]], closeTime: '2026-11-25T21:00:00.000Z' }),
  market({ venue: 'kalshi', id: 'KXEURUSDUD-26NOV25', question: 'EUR/USD up or down on Nov 25, 2026?', category: 'economics', outcomes: ['Up', 'Down'], bids: [['0.47', 500]], asks: [['0.51', 500]], closeTime: '2026-11-25T22:00:00.000Z' }),
];

/** Climate and geophysical markets: earthquake count bins and a threshold, tornadoes, sea ice, hottest year, a VEI-6, a bolide. */
const GAIA = [
  market({ venue: 'kalshi', id: 'KXQUAKE-26DEC-B', question: 'How many earthquakes of magnitude 7.0 or more in December 2026?', category: 'weather', ladder: { kind: 'bucket', group: 'KXQUAKE-26DEC', label: '0-1', lower: 0, upper: 1, exhaustive: false }, bids: [['0.30', 300]], asks: [['0.35', 300]], closeTime: '2026-12-31T23:59:00.000Z' }),
  market({ venue: 'kalshi', id: 'KXQUAKE-26DEC-C', question: 'How many earthquakes of magnitude 7.0 or more in December 2026?', category: 'weather', ladder: { kind: 'bucket', group: 'KXQUAKE-26DEC', label: '2 or more', lower: 2, upper: null, exhaustive: false }, bids: [['0.55', 300]], asks: [['0.60', 300]], closeTime: '2026-12-31T23:59:00.000Z' }),
  market({ venue: 'polymarket', id: 'pm-m8', question: 'Magnitude 8.0+ earthquake by December 31, 2026?', category: 'weather', bids: [['0.12', 2000]], asks: [['0.14', 2000]], closeTime: '2026-12-31T23:59:00.000Z', rules: 'Resolves Yes if the USGS reports an earthquake of magnitude 8.0 or greater by the date. If USGS revises the magnitude before resolution, the revised value is used.' }),
  market({ venue: 'kalshi', id: 'KXTORNADO-26NOV', question: 'How many tornadoes in the US in November 2026?', category: 'weather', ladder: { kind: 'bucket', group: 'KXTORNADO-26NOV', label: '40 or more', lower: 40, upper: null, exhaustive: false }, bids: [['0.40', 200]], asks: [['0.45', 200]], closeTime: '2026-12-05T00:00:00.000Z' }),
  market({ venue: 'polymarket', id: 'pm-hottest-2026', question: 'Will 2026 be the hottest year on record?', category: 'weather', bids: [['0.20', 1000]], asks: [['0.24', 1000]], closeTime: '2027-01-15T00:00:00.000Z' }),
  market({ venue: 'polymarket', id: 'pm-vei6', question: 'VEI 6 eruption in 2026?', category: 'weather', bids: [['0.04', 1000]], asks: [['0.06', 1000]], closeTime: '2026-12-31T23:59:00.000Z' }),
  market({ venue: 'polymarket', id: 'pm-bolide', question: 'Bolide over 1 kiloton reported in December 2026?', category: 'weather', bids: [['0.20', 300]], asks: [['0.25', 300]], closeTime: '2026-12-31T23:59:00.000Z' }),
];

/** Elon Musk's weekly post-count bins. */
const ATTENTION = [
  ['400-449', 400, 449, '0.30', '0.34'],
  ['450-499', 450, 499, '0.25', '0.29'],
  ['500+', 500, null, '0.15', '0.19'],
].map(([label, lower, upper, bid, ask], i) =>
  market({ venue: 'polymarket', id: `pm-elon-${i}`, eventId: 'pm-elon-nov21-28', question: `Will Elon Musk post ${label as string} tweets from November 21 to November 28, 2026?`, category: 'entertainment', ladder: { kind: 'bucket', group: 'pm-elon-nov21-28', label: label as string, lower: lower as number, upper: upper as number | null, exhaustive: true }, bids: [[bid as string, 500]], asks: [[ask as string, 500]], closeTime: '2026-11-28T17:00:00.000Z' }),
);

/** A mutually exclusive, exhaustive nomination ladder (its asks sum to 0.95) and the same race on two venues. */
const POLITICS = [
  ...[
    ['Alice Adams', '0.40', '0.38'],
    ['Bob Brown', '0.30', '0.28'],
    ['Carol Chen', '0.25', '0.22'],
  ].map(([name, ask, bid], i) =>
    market({ venue: 'polymarket', id: `pm-nom-${i}`, eventId: 'pm-nominee-2028', question: `Will ${name as string} win the 2028 nomination?`, category: 'politics', ladder: { kind: 'bucket', group: 'pm-nominee-2028', label: name as string, lower: null, upper: null, exhaustive: true }, bids: [[bid as string, 300]], asks: [[ask as string, 200]], closeTime: '2028-08-20T00:00:00.000Z', rules: 'This market resolves to the candidate who is the nominee. If the convention is postponed, the market remains open until a nominee is chosen.' }),
  ),
  market({ venue: 'polymarket', id: 'pm-fed-cut', question: 'Will the Senate confirm the Fed chair nominee before January 31, 2027?', category: 'politics', bids: [['0.55', 500]], asks: [['0.57', 500]], closeTime: '2027-01-31T00:00:00.000Z' }),
  market({ venue: 'kalshi', id: 'KXFEDCHAIR-27JAN', question: 'Will the Senate confirm the Fed chair nominee before Jan 31, 2027?', category: 'politics', bids: [['0.63', 500]], asks: [['0.66', 500]], closeTime: '2027-01-31T00:00:00.000Z' }),
];

/** The same events on three venues, for the cross-venue forecaster scan. */
const CROSS_VENUE = [
  market({ venue: 'polymarket', id: 'pm-ai-model', question: 'Will OpenAI release GPT-6 before July 1, 2027?', category: 'ai-tech', bids: [['0.30', 800]], asks: [['0.32', 800]], closeTime: '2027-07-01T00:00:00.000Z' }),
  market({ venue: 'kalshi', id: 'KXGPT6-27JUL', question: 'Will OpenAI release GPT-6 before Jul 1, 2027?', category: 'ai-tech', bids: [['0.44', 400]], asks: [['0.47', 400]], closeTime: '2027-07-01T04:00:00.000Z' }),
  market({ venue: 'manifold', id: 'mf-gpt6', question: 'Will OpenAI release GPT-6 before July 1, 2027?', category: 'ai-tech', indicative: 0.5, closeTime: '2027-07-01T00:00:00.000Z' }),
];

/** Resolved sports markets with a strong favourite-longshot pattern: longshots win far less often than their price says. */
const RESOLVED_SPORTS = Array.from({ length: 80 }, (_, i) => {
  const mid = 0.1 + (0.8 * (i % 20)) / 19;
  return resolvedMarket(`KXRES-${i}`, 'sports', Math.round(mid * 100) / 100, (i * 7919) % 100 < Math.round(100 * (mid < 0.5 ? mid * 0.4 : mid * 1.05 > 0.98 ? 0.98 : mid * 1.05)));
});
const OPEN_SPORTS = [
  market({ venue: 'kalshi', id: 'KXNBA-26NOV26-LAL', question: 'Will the Lakers beat the Celtics on Nov 26, 2026?', category: 'sports', bids: [['0.78', 500]], asks: [['0.80', 500]], closeTime: '2026-11-27T04:00:00.000Z' }),
  market({ venue: 'polymarket', id: 'pm-nfl-1', question: 'Will the Chiefs win on November 29?', category: 'sports', bids: [['0.24', 500]], asks: [['0.26', 500]], closeTime: '2026-11-30T01:00:00.000Z' }),
];

/** Sports markets and too few resolved ones to calibrate on: the market's own mid is the probability (a 409 no-edge). */
export const UNCALIBRATED_SPORTS = { open: OPEN_SPORTS, resolved: RESOLVED_SPORTS.slice(0, 10) };

/** Kalshi's New York monthly rain ladder (above 2, 3 and 4 inches in November). */
const RAIN_NYC = ['2', '3', '4'].map((k, i) =>
  market({ venue: 'kalshi', id: `KXRAINNYCM-26NOV-${k}`, eventId: 'KXRAINNYCM-26NOV', question: `Will NYC get more than ${k} inches of rain in November 2026?`, category: 'weather', ladder: { kind: 'close-above', group: 'KXRAINNYCM-26NOV', strike: Number(k), underlying: 'KXRAINNYCM' }, bids: [[['0.55', '0.30', '0.10'][i]!, 300]], asks: [[['0.60', '0.34', '0.14'][i]!, 300]], closeTime: '2026-12-01T04:59:00.000Z' }),
);

/** Every prediction endpoint's realistic requests, by operation id. */
export const PREDICTION_RESPONSE_CASES: Readonly<Record<string, readonly Case[]>> = {
  signalStormy: [
    { name: 'every city', params: {}, ports: { venues: fakeVenues([...NYC_HIGH_LADDER, ...LONDON_HIGH_LADDER]), weather: fakeWeather } },
    { name: 'New York only, Spanish', params: { city: 'nyc', lang: 'es' }, ports: { venues: fakeVenues([...NYC_HIGH_LADDER, ...LONDON_HIGH_LADDER]), weather: fakeWeather } },
    { name: 'every city, German', params: { lang: 'de' }, ports: { venues: fakeVenues([...NYC_HIGH_LADDER, ...LONDON_HIGH_LADDER]), weather: fakeWeather } },
  ],
  signalRainy: [
    { name: 'New York November', params: { city: 'nyc' }, ports: { venues: fakeVenues(RAIN_NYC), weather: fakeWeather } },
    { name: 'New York only, Spanish', params: { city: 'nyc', lang: 'es' }, ports: { venues: fakeVenues(RAIN_NYC), weather: fakeWeather } },
  ],
  signalMacro: [
    { name: 'every family', params: {}, ports: { venues: fakeVenues([...CPI_LADDER, ...OTHER_MACRO]), macroSeries: fakeMacro } },
    { name: 'CPI only, Spanish', params: { family: 'cpi_yoy', lang: 'es' }, ports: { venues: fakeVenues([...CPI_LADDER, ...OTHER_MACRO]), macroSeries: fakeMacro } },
  ],
  signalTicker: [
    { name: 'crypto', params: { class: 'crypto' }, ports: { venues: fakeVenues(FINANCE), crypto: fakeCrypto } },
    { name: 'stocks, Spanish', params: { class: 'stocks', lang: 'es' }, ports: { venues: fakeVenues(FINANCE), prices: fakePrices } },
    { name: 'commodities with an options source', params: { class: 'commodities' }, ports: { venues: fakeVenues(FINANCE), prices: fakePrices, impliedVol: { impliedVolatility: async (r, call) => (call?.trace?.record({ source: 'options.example', host: 'options.example', fetched_at: '2026-11-25T15:00:00.000Z', age_seconds: 0, from_cache: false }), r.underlying === 'XAUUSD' ? { volatility: 0.18, time: Date.parse('2026-11-25T15:00:00Z'), source: 'synthetic options vendor' } : null) } } },
  ],
  signalCoinflip: [
    { name: 'both classes', params: {}, ports: { venues: fakeVenues(COINFLIP), prices: fakePrices } },
    { name: 'FX only, Spanish', params: { class: 'fx', lang: 'es' }, ports: { venues: fakeVenues(COINFLIP), prices: fakePrices } },
  ],
  signalGaia: [
    { name: 'every family', params: {}, ports: { venues: fakeVenues(GAIA), geo: fakeGeo } },
    { name: 'quake counts, Spanish', params: { family: 'quake_count', lang: 'es' }, ports: { venues: fakeVenues(GAIA), geo: fakeGeo } },
  ],
  signalAttention: [
    { name: 'every account', params: {}, ports: { venues: fakeVenues(ATTENTION), postCounts: fakePostCounts } },
    { name: '@elonmusk, Spanish', params: { handle: '@elonmusk', lang: 'es' }, ports: { venues: fakeVenues(ATTENTION), postCounts: fakePostCounts } },
  ],
  signalPolitics: [
    { name: 'every tag', params: {}, ports: { venues: fakeVenues(POLITICS) } },
    { name: 'elections, Spanish', params: { tag: 'elections', lang: 'es' }, ports: { venues: fakeVenues(POLITICS) } },
  ],
  scanPredmarket: [
    { name: 'three venues', params: {}, ports: { venues: fakeVenues(CROSS_VENUE) } },
    { name: 'Spanish', params: { lang: 'es' }, ports: { venues: fakeVenues(CROSS_VENUE) } },
  ],
  signalPredvenue: [
    { name: 'sports, calibrated', params: { category: 'sports' }, ports: { venues: fakeVenues(OPEN_SPORTS, RESOLVED_SPORTS) } },
    { name: 'sports, calibrated, Spanish', params: { category: 'sports', lang: 'es' }, ports: { venues: fakeVenues(OPEN_SPORTS, RESOLVED_SPORTS) } },
  ],
};

