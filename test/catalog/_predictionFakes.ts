// SYNTHETIC test data for the prediction endpoints: in-memory ports with invented markets, books and model data in
// the shapes the real adapters produce (src/markets/predictions/types.ts and the port interfaces). Nothing here is a
// recorded answer; the adapters' own contract tests replay the real ones (test/fixtures/README.md).
import Decimal from 'decimal.js';
import type { PortCall, SourceUse } from '../../src/core/sourceUse.js';
import type { CryptoMarketSource } from '../../src/markets/ports/CryptoMarketSource.js';
import type { GeophysicalSource } from '../../src/markets/ports/GeophysicalSource.js';
import type { MacroSeriesSource } from '../../src/markets/ports/MacroSeriesSource.js';
import type { MarketBars } from '../../src/markets/ports/MarketBars.js';
import type { PostCountSource } from '../../src/markets/ports/PostCountSource.js';
import type { PredictionVenueSource } from '../../src/markets/ports/PredictionVenueSource.js';
import type { PriceSource } from '../../src/markets/ports/PriceSource.js';
import type { WeatherSource } from '../../src/markets/ports/WeatherSource.js';
import type { PredictionFeeSchedule, PredictionLadderRung, PredictionMarket, PredictionOutcome, ResolvedPredictionMarket } from '../../src/markets/predictions/types.js';

/** The instant the fakes report their data was fetched: 10:00 in New York on the tests' asOf. */
export const FETCHED_AT = '2026-11-25T15:00:00.000Z';

function note(call: PortCall | undefined, source: string, host: string, url: string) {
  const use: SourceUse = { source, host, url, fetched_at: FETCHED_AT, age_seconds: 0, from_cache: false, status: 200 };
  call?.trace?.record(use);
}

/** A book side from [price, size] pairs. */
const levels = (pairs: readonly (readonly [string, number])[]) => pairs.map(([price, size]) => ({ price: new Decimal(price), size: new Decimal(size) }));

/** What a synthetic market is built from. */
export interface MarketSpec {
  readonly venue?: 'kalshi' | 'polymarket' | 'manifold';
  readonly id: string;
  readonly eventId?: string | null;
  readonly question: string;
  readonly category?: PredictionMarket['category'];
  readonly ladder?: PredictionLadderRung | null;
  /** Yes bids and asks, best first: [price, size]. */
  readonly bids?: readonly (readonly [string, number])[];
  readonly asks?: readonly (readonly [string, number])[];
  readonly closeTime?: string;
  readonly rules?: string;
  readonly source?: string;
  readonly outcomes?: readonly [string, string];
  readonly fees?: PredictionFeeSchedule;
  readonly indicative?: number;
}

/** A synthetic open market with full books on both outcomes (No mirrored from Yes). */
export function market(spec: MarketSpec): PredictionMarket {
  const venue = spec.venue ?? 'kalshi';
  const bids = levels(spec.bids ?? []);
  const asks = levels(spec.asks ?? []);
  const [yesLabel, noLabel] = spec.outcomes ?? ['Yes', 'No'];
  const one = new Decimal(1);
  const play = venue === 'manifold';
  const yes: PredictionOutcome = { id: `${spec.id}:yes`, label: yesLabel, bestBid: play ? null : (bids[0]?.price ?? null), bestAsk: play ? null : (asks[0]?.price ?? null), book: { bids: play ? [] : bids, asks: play ? [] : asks, depth: play ? 'none' : 'book', asOf: FETCHED_AT }, indicativeProbability: spec.indicative ?? null };
  const no: PredictionOutcome = {
    id: `${spec.id}:no`,
    label: noLabel,
    bestBid: play ? null : asks[0] === undefined ? null : one.minus(asks[0].price),
    bestAsk: play ? null : bids[0] === undefined ? null : one.minus(bids[0].price),
    book: { bids: play ? [] : asks.map((l) => ({ price: one.minus(l.price), size: l.size })), asks: play ? [] : bids.map((l) => ({ price: one.minus(l.price), size: l.size })), depth: play ? 'none' : 'book', asOf: FETCHED_AT },
    indicativeProbability: spec.indicative === undefined ? null : 1 - spec.indicative,
  };
  return {
    venue,
    id: spec.id,
    eventId: spec.eventId ?? null,
    question: spec.question,
    category: spec.category ?? null,
    venueTags: [],
    money: play ? 'play' : 'real',
    outcomes: [yes, no],
    ladder: spec.ladder ?? null,
    fees: spec.fees ?? (venue === 'kalshi' ? { kind: 'kalshi', feeType: 'quadratic', multiplier: null } : venue === 'polymarket' ? { kind: 'polymarket', enabled: false, rate: null, exponent: null, takerOnly: null } : { kind: 'none', reason: 'play-money' }),
    closeTime: spec.closeTime ?? '2026-11-26T04:59:00.000Z',
    expectedResolutionTime: spec.closeTime ?? '2026-11-26T04:59:00.000Z',
    resolutionSource: spec.source ?? null,
    rules: spec.rules ?? null,
    status: 'open',
    resolution: null,
    url: null,
  };
}

/** A synthetic resolved market with a daily quote history (Yes bid/ask), settled to `outcome`. */
export function resolvedMarket(id: string, category: PredictionMarket['category'], mid: number, won: boolean, closeTime = '2026-10-01T00:00:00.000Z'): ResolvedPredictionMarket {
  const base = market({ id, question: `Resolved ${id}?`, category, closeTime });
  const t = Date.parse(closeTime);
  const history = [30, 20, 10, 5, 1].map((d) => ({ t: new Date(t - d * 86_400_000).toISOString(), yesBid: new Decimal(Math.max(0.01, mid - 0.01).toFixed(2)), yesAsk: new Decimal(Math.min(0.99, mid + 0.01).toFixed(2)), price: null }));
  return { ...base, status: 'resolved', resolution: { outcome: won ? 'Yes' : 'No', yesPayout: null, settledAt: closeTime }, history, historyKind: 'quotes' };
}

/** A venues port over fixed markets: listings by category, a market by id, resolved markets by category. */
export function fakeVenues(open: readonly PredictionMarket[], resolved: readonly ResolvedPredictionMarket[] = []): PredictionVenueSource {
  return {
    venues: ['polymarket', 'kalshi', 'manifold'],
    async listOpenMarkets(request, call) {
      note(call, request.venue === 'polymarket' ? 'polymarket.gamma' : request.venue, `${request.venue}.example`, `https://${request.venue}.example/markets?category=${request.category}`);
      return { markets: open.filter((m) => m.venue === request.venue && m.category === request.category), nextCursor: null };
    },
    async getMarket(request, call) {
      note(call, request.venue === 'polymarket' ? 'polymarket.clob' : request.venue, `${request.venue}.example`, `https://${request.venue}.example/markets/${request.id}`);
      const found = open.find((m) => m.venue === request.venue && m.id === request.id);
      if (found === undefined) throw new Error(`no market ${request.id}`);
      return found;
    },
    async listResolvedMarkets(request, call) {
      note(call, request.venue === 'polymarket' ? 'polymarket.gamma' : request.venue, `${request.venue}.example`, `https://${request.venue}.example/resolved?category=${request.category ?? ''}`);
      return { markets: resolved.filter((m) => m.venue === request.venue && (request.category === undefined || m.category === request.category)), nextCursor: null };
    },
  };
}

/** A weather port: a mild New York day (observed 41-47 °F so far), a five-member ensemble, 30 years of November rain. */
export const fakeWeather: WeatherSource = {
  async stationObservations(request, call) {
    note(call, 'nws', 'api.weather.gov', `https://api.weather.gov/stations/${request.station}/observations`);
    const out = [];
    for (let t = request.from; t <= request.to; t += 3_600_000) {
      const hour = new Date(t).getUTCHours();
      out.push({ time: t, temperatureF: 41 + (6 * Math.max(0, hour - 10)) / 5, precipitationLastHourIn: hour % 7 === 0 ? 0.02 : 0 });
    }
    return { station: request.station, observations: out };
  },
  async ensemble(request, call) {
    note(call, 'open-meteo.ensemble', 'ensemble-api.open-meteo.com', 'https://ensemble-api.open-meteo.com/v1/ensemble');
    const start = Date.parse('2026-11-24T05:00:00Z');
    const times = Float64Array.from({ length: 96 }, (_, h) => start + h * 3_600_000);
    const members = [0, 1, 2, 3, 4].map((m) =>
      Float64Array.from(times, (t) => {
        const local = (new Date(t).getUTCHours() + 19) % 24;
        return request.variable === 'temperature' ? 44 + 6 * Math.sin(((local - 9) / 24) * 2 * Math.PI) + 0.9 * m - 1.8 : local === 14 && m % 2 === 0 ? 0.05 * (m + 1) : 0;
      }),
    );
    return { model: 'gfs025', times, members, unit: request.variable === 'temperature' ? '°F' : 'inch' };
  },
  async dailyHistory(request, call) {
    note(call, 'open-meteo.archive', 'archive-api.open-meteo.com', 'https://archive-api.open-meteo.com/v1/archive');
    const dates: string[] = [];
    const values: number[] = [];
    for (let d = Date.parse(`${request.from}T00:00:00Z`); d <= Date.parse(`${request.to}T00:00:00Z`); d += 86_400_000) {
      const day = new Date(d);
      dates.push(day.toISOString().slice(0, 10));
      const k = day.getUTCFullYear() * 37 + day.getUTCMonth() * 11 + day.getUTCDate();
      values.push(k % 4 === 0 ? ((k % 9) + 1) * 0.06 : 0);
    }
    return { dates, precipitationIn: Float64Array.from(values) };
  },
};

/** Daily bars of a trending series, 300 days to the day before asOf (synthetic). */
export function syntheticDailyBars(symbol: string, level: number, dailyVol: number): MarketBars {
  const n = 300;
  const end = Date.parse('2026-11-24T00:00:00Z');
  const times = Float64Array.from({ length: n }, (_, i) => end - (n - 1 - i) * 86_400_000);
  const close = new Float64Array(n);
  let p = level;
  for (let i = 0; i < n; i++) {
    p *= Math.exp(dailyVol * Math.sin(i * 1.7) * 1.2);
    close[i] = p;
  }
  const open = Float64Array.from(close, (c, i) => (i === 0 ? c : close[i - 1]!));
  return { symbol, interval: '1d', times, open, high: Float64Array.from(close, (c, i) => Math.max(c, open[i]!) * 1.004), low: Float64Array.from(close, (c, i) => Math.min(c, open[i]!) * 0.996), close, volume: new Float64Array(n).fill(1e6), currency: 'USD' };
}

/** Hourly bars of today's session so far (synthetic): open 100, drifting up. */
export function syntheticHourlyBars(symbol: string, level: number): MarketBars {
  const start = Date.parse('2026-11-18T14:00:00Z');
  const n = 7 * 24 + 2;
  const times = Float64Array.from({ length: n }, (_, i) => start + i * 3_600_000);
  const close = Float64Array.from(times, (_, i) => level * (1 + 0.0015 * Math.sin(i / 3) + 0.00005 * i));
  const open = Float64Array.from(close, (c, i) => (i === 0 ? c : close[i - 1]!));
  return { symbol, interval: '1h', times, open, high: close, low: close, close, volume: new Float64Array(n).fill(1e5), currency: 'USD' };
}

const LEVELS: Readonly<Record<string, number>> = { SPX: 6700, NDX: 24000, XAUUSD: 4000, WTI: 60, EURUSD: 1.16, AAPL: 270, TSLA: 400, NVDA: 180, SPY: 670 };

/** A prices port serving synthetic bars (daily and hourly) and quotes. */
export const fakePrices: PriceSource = {
  async loadBars(request, call) {
    note(call, 'yahoo', 'query1.finance.yahoo.com', `https://query1.finance.yahoo.com/v8/finance/chart/${request.symbol}`);
    const level = LEVELS[request.symbol] ?? 100;
    return request.interval === '1d' ? syntheticDailyBars(request.symbol, level, 0.01) : syntheticHourlyBars(request.symbol, level);
  },
  async quote(symbol, call) {
    note(call, 'yahoo', 'query1.finance.yahoo.com', `https://query1.finance.yahoo.com/v8/finance/chart/${symbol}`);
    return { symbol, bid: null, ask: null, last: LEVELS[symbol] ?? 100, time: Date.parse(FETCHED_AT), currency: 'USD' };
  },
};

/** A crypto port serving synthetic bitcoin bars. */
export const fakeCrypto: CryptoMarketSource = {
  async loadBars(request, call) {
    note(call, 'coinbase', 'api.exchange.coinbase.com', `https://api.exchange.coinbase.com/products/${request.symbol}/candles`);
    return syntheticDailyBars(request.symbol, request.symbol.startsWith('ETH') ? 3000 : 90000, 0.025);
  },
  async topByMarketCap() {
    return [];
  },
  async funding() {
    return [];
  },
  async fearGreed() {
    return [];
  },
};

/** A geo port: quake counts by magnitude and window, a handful of tornado reports a day, 40 years of tornado months, 9 years of sea ice. */
export const fakeGeo: GeophysicalSource = {
  async countEarthquakes(window, call) {
    note(call, 'usgs', 'earthquake.usgs.gov', 'https://earthquake.usgs.gov/fdsnws/event/1/count');
    const days = (Date.parse(window.to) - Date.parse(window.from)) / 86_400_000;
    const perYear = window.minMagnitude >= 8 ? 1 : window.minMagnitude >= 7 ? 14 : 140;
    const year = Number(window.from.slice(0, 4));
    return Math.max(0, Math.round((perYear * days) / 365 * (1 + 0.3 * Math.sin(year))));
  },
  async listEarthquakes(window, call) {
    note(call, 'usgs', 'earthquake.usgs.gov', 'https://earthquake.usgs.gov/fdsnws/event/1/query');
    return [{ id: 'us7000synth', magnitude: window.minMagnitude + 0.3, place: 'synthetic', time: Date.parse(window.from) + 86_400_000 }];
  },
  async tornadoReports(date, call) {
    note(call, 'spc.reports', 'www.spc.noaa.gov', `https://www.spc.noaa.gov/climo/reports/${date}_rpts_filtered_torn.csv`);
    const d = Number(date.slice(8, 10) || '1');
    return Array.from({ length: d % 3 }, (_, i) => ({ time: `${2000 + i}`, rating: 'UNK', location: 'SYNTH', state: 'KS' }));
  },
  async tornadoMonths(call) {
    note(call, 'spc.archive', 'www.spc.noaa.gov', 'https://www.spc.noaa.gov/wcm/data/1950-2024_actual_tornadoes.csv');
    const out = [];
    for (let y = 1985; y <= 2024; y++) for (let m = 1; m <= 12; m++) out.push({ year: y, month: m, count: Math.round(30 + 20 * Math.sin((m - 1) / 1.9) ** 2 * 5 + ((y * m) % 17)) });
    return out;
  },
  async seaIceExtent(call) {
    note(call, 'nsidc', 'noaadata.apps.nsidc.org', 'https://noaadata.apps.nsidc.org/NOAA/G02135/north/daily/data/N_seaice_extent_daily_v4.0.csv');
    const out = [];
    for (let y = 2015; y <= 2026; y++) {
      for (let d = Date.parse(`${y}-01-01T00:00:00Z`); d <= Date.parse(`${y}-12-31T00:00:00Z`); d += 86_400_000) {
        const doy = (d - Date.parse(`${y}-01-01T00:00:00Z`)) / 86_400_000;
        out.push({ date: new Date(d).toISOString().slice(0, 10), extent: 10.2 - 5.6 * Math.cos(((doy - 70) / 365) * 2 * Math.PI) * -1 - 0.02 * (y - 2015) + 0.15 * Math.sin(y) });
      }
    }
    return out;
  },
};

/** A macro port: CPI index growing about 3 % a year, the unemployment rate near 4.4 %, the 10-year yield near 4.1 %. */
export const fakeMacro: MacroSeriesSource = {
  async loadSeries(series, call) {
    note(call, 'fred.graph', 'fred.stlouisfed.org', `https://fred.stlouisfed.org/graph/fredgraph.csv?id=${series}`);
    const obs: { date: string; value: number }[] = [];
    if (series === 'us10y') {
      for (let i = 0; i < 700; i++) obs.push({ date: new Date(Date.parse('2024-12-01T00:00:00Z') + i * 86_400_000).toISOString().slice(0, 10), value: Math.round((4.1 + 0.3 * Math.sin(i / 40) + 0.04 * Math.sin(i * 1.3)) * 100) / 100 });
    } else {
      let v = 300;
      for (let i = 0; i < 60; i++) {
        const y = 2021 + Math.floor(i / 12);
        const m = (i % 12) + 1;
        v *= 1 + 0.0025 + 0.001 * Math.sin(i / 2);
        obs.push({ date: `${y}-${String(m).padStart(2, '0')}-01`, value: series === 'cpi_index' ? Math.round(v * 1000) / 1000 : Math.round((4.2 + 0.2 * Math.sin(i / 5) + 0.1 * Math.cos(i)) * 10) / 10 });
      }
    }
    return { series, sourceSeriesId: series === 'cpi_index' ? 'CPIAUCNSL' : series === 'unrate' ? 'UNRATE' : 'DGS10', frequency: series === 'us10y' ? 'daily' : 'monthly', observations: obs };
  },
};

/** A post-count port: an account posting about 60 times a day. */
export const fakePostCounts: PostCountSource = {
  async dailyPostCounts(request, call) {
    note(call, 'post-counts.example', 'post-counts.example', `https://post-counts.example/${request.handle}`);
    const days = [];
    for (let d = Date.parse(`${request.from}T00:00:00Z`); d <= Date.parse(`${request.to}T00:00:00Z`); d += 86_400_000) {
      const k = d / 86_400_000;
      days.push({ date: new Date(d).toISOString().slice(0, 10), count: 45 + Math.round(30 * Math.abs(Math.sin(k / 3))) });
    }
    return { handle: request.handle, days };
  },
};
