// Realistic requests of the question endpoints (POST /api/analysis, GET /api/scan/ask) and the event scanner
// (GET /api/scan/event), for the response-schema and declared-ports contract tests. The question endpoints read every
// port of the engines they route to, so their cases are built from the other endpoints' own cases: for each served
// endpoint the router can reach, a question that routes there with that endpoint's parameters, and the ports its cases
// bring. The event scanner's ports are in-memory fakes: synthetic bars and a CPI-U and payroll history shaped like
// the published series (labelled synthetic; the figures are checked against published ones in test/markets/events).
import type { Ports } from '../../src/catalog/ports.js';
import type { PortCall } from '../../src/core/sourceUse.js';
import type { QuestionParser } from '../../src/markets/ask/QuestionParser.js';
import type { MacroReleaseSource, MacroSeriesData } from '../../src/markets/events/MacroReleaseSource.js';
import type { CryptoMarketSource, MarketBars, PriceRequest, PriceSource } from '../../src/markets/ports/index.js';
import type { MacroSeriesId } from '../../src/markets/rules/eventPlaybook.js';
import { ROUTABLE_ENDPOINTS } from '../../src/catalog/markets/_ask/routableEndpoints.js';
import { routeQuestion } from '../../src/markets/ask/routeQuestion.js';
import { SPORTS_LEAGUES } from '../../src/markets/rules/sportsLeagues.js';
import type { ResponseCase } from './_responseCases.js';

const DAY = 86_400_000;

/** Weekday daily bars of a deterministic wave from 2019 to the end of 2026 (synthetic). */
function waveBars(symbol: string, request: PriceRequest, base: number, amplitude: number): MarketBars {
  const times: number[] = [];
  const closes: number[] = [];
  let price = base;
  for (let t = Date.parse('2019-01-01T00:00:00Z'), i = 0; t <= Date.parse('2026-12-31T00:00:00Z'); t += DAY) {
    const d = new Date(t).getUTCDay();
    if (d === 0 || d === 6) continue;
    price *= 1 + amplitude * Math.sin(i++ * 0.77 + base);
    if ((request.from === undefined || t >= request.from) && (request.to === undefined || t <= request.to)) {
      times.push(t);
      closes.push(Number(price.toFixed(5)));
    }
  }
  const c = Float64Array.from(closes);
  return { symbol, interval: '1d', times: Float64Array.from(times), open: c, high: c, low: c, close: c, volume: new Float64Array(c.length).fill(Number.NaN), currency: 'USD' };
}

const trace = (call: PortCall | undefined, source: string, host: string) =>
  call?.trace?.record({ source, host, fetched_at: '2026-11-25T08:00:00Z', age_seconds: 60, from_cache: false, status: 200 });

/** A `prices` port of synthetic daily bars for any symbol. */
export const wavePrices: PriceSource = {
  async loadBars(request, call) {
    trace(call, 'yahoo', 'query1.finance.yahoo.com');
    return waveBars(request.symbol, request, 100 + request.symbol.length, 0.006);
  },
  async quote(symbol, call) {
    trace(call, 'yahoo', 'query1.finance.yahoo.com');
    return { symbol, bid: null, ask: null, last: 100, time: Date.parse('2026-11-25T15:00:00Z'), currency: 'USD' };
  },
};

/** A `crypto` port of synthetic daily bars (only its bars are read by the event scanner). */
export const waveCrypto = {
  async loadBars(request: PriceRequest, call?: PortCall) {
    trace(call, 'coinbase', 'api.exchange.coinbase.com');
    return waveBars(request.symbol, request, 60_000, 0.02);
  },
} as unknown as CryptoMarketSource;

/** Synthetic monthly, quarterly and daily histories shaped like the published ones, 2019 to October 2026. */
function syntheticSeries(series: MacroSeriesId): MacroSeriesData {
  const observations: { period: string; value: number }[] = [];
  if (series === 'fed_funds_target_upper') {
    let rate = 5.5;
    for (let t = Date.parse('2019-01-01T00:00:00Z'); t <= Date.parse('2026-11-24T00:00:00Z'); t += DAY) {
      const iso = new Date(t).toISOString().slice(0, 10);
      if (['2024-09-19', '2024-11-08', '2024-12-19', '2025-09-18', '2025-10-30', '2025-12-11', '2026-03-19'].includes(iso)) rate -= 0.25;
      observations.push({ period: iso, value: rate });
    }
  } else if (series === 'real_gdp_growth') {
    for (let y = 2019; y <= 2026; y++) for (let qtr = 1; qtr <= 4; qtr++) if (y < 2026 || qtr <= 3) observations.push({ period: `${y}-Q${qtr}`, value: Number((2 + 1.5 * Math.sin(y * 4 + qtr)).toFixed(1)) });
  } else {
    let level = series === 'cpi_all_items_nsa' ? 251 : 150_000;
    for (let i = 0; i < 94; i++) {
      level *= series === 'cpi_all_items_nsa' ? 1 + 0.0025 + 0.002 * Math.sin(i * 1.7) : 1 + 0.001 + 0.0008 * Math.sin(i * 1.3);
      observations.push({ period: `${2019 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`, value: Number(level.toFixed(series === 'cpi_all_items_nsa' ? 3 : 0)) });
    }
  }
  return { series, sourceName: 'BLS', sourceSeriesId: series === 'cpi_all_items_nsa' ? 'CUUR0000SA0' : series === 'nonfarm_payrolls' ? 'CES0000000001' : series, observations, vintage: 'latest' };
}

/** A `macroReleases` port of synthetic histories. */
export const syntheticReleases: MacroReleaseSource = {
  async loadSeries(request, call) {
    trace(call, 'bls', 'api.bls.gov');
    return syntheticSeries(request.series);
  },
};

/** A question the grammar cannot read (no release word, no instrument name it knows). */
export const MODEL_ONLY_QUESTION = 'what usually happens to the yellow metal when America posts its monthly jobs tally';

/**
 * A `questionParser` that reads {@link MODEL_ONLY_QUESTION} and rewords narratives without adding figures (it joins the
 * template's sentences two by two).
 */
export const scriptedParser: QuestionParser = {
  async parseQuestion(question) {
    if (question !== MODEL_ONLY_QUESTION) return null;
    return JSON.stringify({ intent: 'event_reaction', routes: [{ operation_id: 'scanEvent', params: { event: 'nfp', instrument: 'XAUUSD' } }], entities: [{ kind: 'instrument', text: 'yellow metal', value: 'XAUUSD' }] });
  },
  async wordNarrative(request) {
    const out: string[] = [];
    for (let i = 0; i < request.template.length; i += 2) out.push(request.template.slice(i, i + 2).join(' '));
    return out;
  },
};

const EVENT_PORTS: Partial<Ports> = { macroReleases: syntheticReleases, prices: wavePrices, crypto: waveCrypto };

/** The event scanner's cases. */
export const SCAN_EVENT_CASES: readonly ResponseCase[] = [
  { name: 'next release, default instruments', params: {}, ports: EVENT_PORTS },
  { name: 'CPI for gold', params: { event: 'cpi', instrument: 'XAUUSD' }, ports: EVENT_PORTS },
  { name: 'FOMC for bitcoin, Spanish', params: { event: 'fomc', instrument: 'BTC-USD', lang: 'es' }, ports: EVENT_PORTS },
  { name: 'GDP for the S&P 500, German', params: { event: 'gdp', instrument: 'SPX', lang: 'de' }, ports: EVENT_PORTS },
];

/** A question that routes to each operation with the given parameters (only what the router reads back). */
const QUESTION_FOR: Readonly<Record<string, (p: Readonly<Record<string, unknown>>) => string | null>> = {
  signalGenerate: (p) => (typeof p.instrument === 'string' ? `Is ${p.instrument} a buy on the ${TIMEFRAME_WORDS[String(p.timeframe)] ?? 'daily'} chart?` : null),
  scanForex: (p) => `best forex ${p.style === 'longterm' ? 'long term' : String(p.style ?? '')} trade`,
  scanMarket: (p) => `best ${p.style === 'longterm' ? 'long term' : String(p.style ?? '')} trade across all markets`,
  scanCmi: (p) => `best commodity ${p.style === 'longterm' ? 'long term' : String(p.style ?? '')} trade`,
  scanCrypto: () => 'scan crypto',
  scanCryptoLite: () => 'crypto snapshot',
  scanFutures: (p) => `scan ${String(p.category ?? '')} futures`,
  signalFutures: (p) => `${String(p.category ?? '')} futures signal`,
  signalBasket: (p) => (typeof p.theme === 'string' ? `${p.theme === 'china-tech' ? 'china tech' : p.theme} basket` : null),
  signalScreener: () => 'run the stock screener',
  signalPerps: () => 'perp dislocations',
  signalTokenized: () => 'tokenized stocks signal',
  signalTokenizationRadar: () => 'tokenization trends and flows',
  signalPreIpo: () => 'upcoming IPOs worth watching',
  signalTokenizedEligibility: (p) => `can I buy tokenized stocks from ${typeof p.jurisdiction === 'string' ? p.jurisdiction : 'the US'}`,
  backtestRun: (p) => (typeof p.rule === 'string' && typeof p.symbol === 'string' && p.bars === undefined ? `Backtest on ${p.symbol}: ${p.rule}` : null),
  signalStormy: (p) => `Will the high in ${typeof p.city === 'string' ? p.city : 'New York'} be above 80F tomorrow?`,
  signalRainy: (p) => `Will it rain more than 3 inches in ${typeof p.city === 'string' ? p.city : 'Seattle'} this month?`,
  signalGaia: () => 'how many magnitude 7 earthquakes this year',
  signalMacro: (p) => (p.family === 'unrate' ? 'Will unemployment be above 4.5%?' : p.family === 'us10y' ? 'Will the 10-year yield be above 4.5%?' : 'Will CPI come in above 3%?'),
  signalTicker: (p) => (p.class === 'crypto' ? 'Will bitcoin be above 100k by Friday?' : p.class === 'commodities' ? 'Will gold close above 3000 this week?' : 'Will Tesla close above 400 on Friday?'),
  signalPolitics: (p) => (p.tag === 'geopolitics' ? 'ceasefire odds' : p.tag === 'elections' ? 'who wins the election market' : 'Senate control odds'),
  signalPredvenue: (p) => (typeof p.category === 'string' ? `mispriced ${p.category === 'ai-tech' ? 'AI tech' : p.category} markets on Kalshi` : null),
  scanPredmarket: () => 'scan prediction markets',
  signalCoinflip: (p) => (p.class === 'equity' ? 'coin flip scan on stocks' : 'FX up or down today scan'),
  signalFpl: () => 'FPL captain this week',
  signalF1: () => 'who wins the Monaco Grand Prix',
  scanRacing: () => 'horse race tips',
  scanGolf: () => 'golf picks',
  scanFantasy: () => 'fantasy lineup advice for the premier league',
  signalAttention: (p) => `how many posts will @${typeof p.handle === 'string' ? p.handle : 'elonmusk'} make this week`,
  scanGame: (p) => (typeof p.event === 'string' && / v(s)? /.test(p.event) ? `Who wins ${p.event} in the ${leagueName(p.sport)}?` : null),
  signalSports: (p) => `best ${leagueName(p.sport)} bet`,
  signalPmSports: (p) => `${leagueName(p.sport)} moneyline edges on Kalshi`,
};
/** The first name of a sport key in the league table (the key itself when it has none). */
function leagueName(sport: unknown): string {
  const league = SPORTS_LEAGUES.versions.at(-1)!.value.find((l) => l.key === sport);
  return league?.names[0] ?? String(sport ?? '');
}
const TIMEFRAME_WORDS: Readonly<Record<string, string>> = { '1h': '1h', '4h': '4h', '1d': 'daily', '3d': '3d', '1w': 'weekly', '1m': 'monthly', '3m': 'quarterly' };

/**
 * The cases of a question endpoint: event questions (with and without a language model), and for each served endpoint
 * the router reaches, its cases as questions with the ports they bring.
 *
 * @param base - The other endpoints' cases.
 */
export function askCases(base: Readonly<Record<string, readonly ResponseCase[]>>): ResponseCase[] {
  const served = [...ROUTABLE_ENDPOINTS.values()].filter((e) => e.run !== undefined && e.operationId !== 'scanEvent').map((e) => e.operationId);
  const cases: ResponseCase[] = [
    { name: 'event question', params: { question: 'How does gold react to NFP?' }, ports: EVENT_PORTS },
    { name: 'event question, Spanish', params: { question: 'What happens to the S&P 500 after a hot CPI print?', lang: 'es' }, ports: EVENT_PORTS },
    { name: 'event question, French', params: { question: 'FOMC playbook for USDJPY', lang: 'fr' }, ports: EVENT_PORTS },
    { name: 'read by the language model, worded by it', params: { question: MODEL_ONLY_QUESTION }, ports: { ...EVENT_PORTS, questionParser: scriptedParser } },
  ];
  for (const op of served) {
    const toQuestion = QUESTION_FOR[op];
    if (toQuestion === undefined) continue;
    const endpoint = ROUTABLE_ENDPOINTS.get(op)!;
    for (const c of base[op] ?? []) {
      const text = toQuestion(c.params);
      if (text === null) continue;
      const question = text.replace(/\s+/g, ' ').trim();
      // Only questions the router sends to this endpoint with parameters it accepts and that agree with the case's own,
      // so the engine runs on what its own case proved it answers.
      let route: { operation_id: string; params: Readonly<Record<string, string>> } | undefined;
      try {
        route = routeQuestion(question, {}, { asOf: '2026-11-25' }).routes[0];
      } catch {
        continue;
      }
      if (route?.operation_id !== op || !endpoint.params.safeParse(route.params).success) continue;
      const agree = Object.entries(c.params).every(([k, v]) => k === 'lang' || route!.params[k] === undefined || String(v).toLowerCase() === route!.params[k]!.toLowerCase());
      if (!agree) continue;
      // Each case keeps its own ports: their clocks and books decide what the engine reads.
      cases.push({ name: `${op}: ${c.name}`, params: { question, ...(typeof c.params.lang === 'string' ? { lang: c.params.lang } : {}) }, ...(c.ports === undefined ? {} : { ports: c.ports }) });
    }
  }
  return cases;
}
