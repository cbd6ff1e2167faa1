// In-memory market ports for the catalog tests of the price-driven endpoints (signal/generate, the scans, equities,
// futures, crypto, basket, screener). Bars are the real daily histories of test/fixtures/history (LEAN's sample data,
// provenance in test/fixtures/README.md), relabelled by whole weeks so that their last bar falls just before the call
// (weekdays stay weekdays), or seeded random walks where no real history exists (hourly bars, COT reports).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readDailyCsvBars } from '../../../scripts/readDailyCsvBars.js';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import type { PortCall } from '../../../src/core/sourceUse.js';
import type {
  CotReport,
  CryptoAsset,
  CryptoMarketSource,
  EtfHolding,
  FearGreedReading,
  FundingRate,
  HoldingsSource,
  MarketBars,
  PerpBookSnapshot,
  PerpBookSource,
  PositioningSource,
  PriceSource,
} from '../../../src/markets/ports/index.js';
import type { SignalLog, SignalLogEntry, StoredSignalLogEntry } from '../../../src/markets/ports/SignalLog.js';
import { isSessionOpen } from '../../../src/markets/sessions/isSessionOpen.js';
import type { InstrumentSpec } from '../../../src/markets/rules/instruments.js';

const DAY = 86_400_000;
const WEEK = 7 * DAY;
const FIXTURES = fileURLToPath(new URL('../../fixtures/history/', import.meta.url));

/** Wednesday 2026-11-25 10:00 New York: NYSE and FX in session. */
export const CLOCK_OPEN = '2026-11-25T15:00:00.000Z';
/** Wednesday 2026-11-25 17:30 New York: NYSE closed for the day, FX still in session. */
export const CLOCK_CLOSED = '2026-11-25T22:30:00.000Z';
export const AS_OF = '2026-11-25';

/** A deterministic generator (mulberry32), so every fake is the same on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The real histories of test/fixtures/history. */
export type FixtureHistory = 'EURUSD' | 'XAUUSD' | 'SPY' | 'BTCUSD';

const cache = new Map<FixtureHistory, MarketBars>();
function readHistory(name: FixtureHistory): MarketBars {
  let bars = cache.get(name);
  if (bars === undefined) {
    bars = readDailyCsvBars(name, readFileSync(`${FIXTURES}${name}.csv`, 'utf8')).bars;
    cache.set(name, bars);
  }
  return bars;
}

/**
 * A real daily history under another id: its bars from `skip` on, prices times `scale`, relabelled by whole weeks so
 * that the last bar is the last day (weekday for a weekday history) at or before `endIso`.
 */
export function historyBars(history: FixtureHistory, id: string, options: { readonly endIso?: string; readonly scale?: number; readonly skip?: number; readonly currency?: string } = {}): MarketBars {
  const src = readHistory(history);
  const skip = options.skip ?? 0;
  const scale = options.scale ?? 1;
  const end = Date.parse(`${(options.endIso ?? AS_OF).slice(0, 10)}T00:00:00Z`);
  const last = src.times[src.times.length - 1] as number;
  const shift = Math.floor((end - last) / WEEK) * WEEK;
  const pick = (a: Float64Array, f: (x: number) => number) => Float64Array.from(a.subarray(skip), f);
  return {
    symbol: id,
    interval: '1d',
    currency: options.currency ?? 'USD',
    times: pick(src.times, (t) => t + shift),
    open: pick(src.open, (x) => x * scale),
    high: pick(src.high, (x) => x * scale),
    low: pick(src.low, (x) => x * scale),
    close: pick(src.close, (x) => x * scale),
    volume: pick(src.volume, (x) => (id.length === 6 && /^[A-Z]{6}$/.test(id) ? Number.NaN : x)),
  };
}

/**
 * A seeded random walk of hourly bars ending at `endIso`: every hour from Sunday 22:00 to Friday 21:00 UTC, or, given
 * an instrument, the hours its session is open (hourly sources give regular-session bars only).
 */
export function hourlyWalk(id: string, options: { readonly seed: number; readonly hours?: number; readonly start?: number; readonly vol?: number; readonly endIso?: string; readonly session?: InstrumentSpec }): MarketBars {
  const rand = seeded(options.seed);
  const end = Math.floor(Date.parse(options.endIso ?? CLOCK_CLOSED) / 3_600_000) * 3_600_000 - 3_600_000;
  const want = options.hours ?? 12_000;
  const times: number[] = [];
  for (let t = end; times.length < want; t -= 3_600_000) {
    const d = new Date(t);
    const wd = d.getUTCDay();
    const h = d.getUTCHours();
    const closed = options.session === undefined ? wd === 6 || (wd === 0 && h < 22) || (wd === 5 && h >= 21) : !isSessionOpen(options.session, t);
    if (!closed) times.push(t);
  }
  times.reverse();
  const vol = options.vol ?? 0.0015;
  let price = options.start ?? 1.1;
  const open: number[] = [];
  const high: number[] = [];
  const low: number[] = [];
  const close: number[] = [];
  for (let i = 0; i < times.length; i++) {
    // A slow cycle gives the walk trends and reversals for the factors to read.
    const drift = 0.0004 * Math.sin(i / 300);
    const o = price;
    const c = o * Math.exp(drift + vol * (rand() + rand() + rand() - 1.5));
    open.push(o);
    close.push(c);
    high.push(Math.max(o, c) * (1 + vol * rand()));
    low.push(Math.min(o, c) * (1 - vol * rand()));
    price = c;
  }
  return {
    symbol: id,
    interval: '1h',
    currency: 'USD',
    times: Float64Array.from(times),
    open: Float64Array.from(open),
    high: Float64Array.from(high),
    low: Float64Array.from(low),
    close: Float64Array.from(close),
    volume: new Float64Array(times.length).fill(Number.NaN),
  };
}

/** What a fake port records in the trace: its source, at the test's clock. */
function note(call: PortCall | undefined, source: string, host: string, clock: string): void {
  call?.trace?.record({ source, host, url: `https://${host}/`, fetched_at: clock, age_seconds: 0, from_cache: false, status: 200 });
}

function down(source: string): SourceUnavailableError {
  return new SourceUnavailableError(source, 'answered HTTP 502 Bad Gateway');
}

function unknownSymbol(fn: string, symbol: string, field = 'instrument'): GuidekitError {
  return new GuidekitError(`${fn}: Yahoo Finance has no data for ${JSON.stringify(symbol)} (No data found, symbol may be delisted)`, { code: 'unknown_instrument', field });
}

function keep(bars: MarketBars, from: number | undefined, to: number | undefined): MarketBars {
  const idx: number[] = [];
  for (let i = 0; i < bars.times.length; i++) {
    const t = bars.times[i] as number;
    if ((from === undefined || t >= from) && (to === undefined || t <= to)) idx.push(i);
  }
  const pick = (a: Float64Array) => Float64Array.from(idx, (i) => a[i]!);
  return { ...bars, times: pick(bars.times), open: pick(bars.open), high: pick(bars.high), low: pick(bars.low), close: pick(bars.close), volume: pick(bars.volume) };
}

/** Options of the fake price port. */
export interface FakePricesOptions {
  /** Daily bars by canonical id; hourly bars under `<id>@1h`. */
  readonly bars: Readonly<Record<string, MarketBars>>;
  /** The fetch layer's clock the trace reports. */
  readonly clock: string;
  /** Ids whose source is down (or every id). */
  readonly down?: 'all' | readonly string[];
  /** Calls seen, `<id> <interval>`. */
  readonly calls?: string[];
}

/** The `prices` port over in-memory bars; an id it has no bars for is a 400, like Yahoo's "No data found". */
export function fakePrices(options: FakePricesOptions): PriceSource {
  return {
    async loadBars(request, call) {
      options.calls?.push(`${request.symbol} ${request.interval}`);
      if (options.down === 'all' || options.down?.includes(request.symbol)) throw down('yahoo');
      note(call, 'yahoo', 'query1.finance.yahoo.com', options.clock);
      const bars = options.bars[request.interval === '1h' ? `${request.symbol}@1h` : request.symbol];
      if (bars === undefined) throw unknownSymbol('prices.loadBars', request.symbol);
      return keep(bars, request.from, request.to);
    },
    async quote(symbol, call) {
      note(call, 'yahoo', 'query1.finance.yahoo.com', options.clock);
      const bars = options.bars[symbol];
      if (bars === undefined) throw unknownSymbol('prices.quote', symbol);
      const n = bars.close.length - 1;
      return { symbol, bid: null, ask: null, last: bars.close[n]!, time: bars.times[n]!, currency: bars.currency };
    },
  };
}

/** Options of the fake crypto port. */
export interface FakeCryptoOptions {
  readonly bars: Readonly<Record<string, MarketBars>>;
  readonly clock: string;
  readonly top?: readonly CryptoAsset[];
  readonly funding?: Readonly<Record<string, readonly FundingRate[]>>;
  readonly fearGreed?: readonly FearGreedReading[];
  readonly down?: 'all' | 'fear_greed';
}

/** The `crypto` port over in-memory bars, ranking, funding and fear-and-greed readings. */
export function fakeCrypto(options: FakeCryptoOptions): CryptoMarketSource {
  return {
    async loadBars(request, call) {
      if (options.down === 'all') throw down('coinbase');
      note(call, 'coinbase', 'api.exchange.coinbase.com', options.clock);
      const bars = options.bars[request.interval === '1h' ? `${request.symbol}@1h` : request.symbol];
      if (bars === undefined) throw new GuidekitError(`crypto.loadBars: Coinbase Exchange answered NotFound for ${request.symbol}`, { code: 'unknown_instrument', field: 'instrument' });
      return keep(bars, request.from, request.to);
    },
    async topByMarketCap(count, call) {
      if (options.down === 'all') throw down('coingecko');
      note(call, 'coingecko', 'api.coingecko.com', options.clock);
      return (options.top ?? []).slice(0, count);
    },
    async funding(symbol, call) {
      if (options.down === 'all') throw down('hyperliquid');
      note(call, 'hyperliquid', 'api.hyperliquid.xyz', options.clock);
      const rates = options.funding?.[symbol.replace(/-USD$/, '')];
      if (rates === undefined) throw new GuidekitError(`crypto.funding: Hyperliquid has no funding settlements for ${symbol}`, { code: 'unknown_instrument', field: 'instrument' });
      return rates;
    },
    async fearGreed(days, call) {
      if (options.down !== undefined) throw down('alternative-me');
      note(call, 'alternative-me', 'api.alternative.me', options.clock);
      return (options.fearGreed ?? []).slice(0, days);
    },
  };
}

/** The `perpBook` port over in-memory books. */
export function fakePerpBook(options: { readonly books: readonly PerpBookSnapshot[]; readonly clock: string; readonly down?: boolean; readonly listed?: readonly { coin: string; label: string }[] }): PerpBookSource {
  return {
    async listings(call) {
      if (options.down === true) throw down('hyperliquid');
      note(call, 'hyperliquid', 'api.hyperliquid.xyz', options.clock);
      return [{ coin: 'BTC', label: 'BTC' }, ...options.books.map((b) => ({ coin: b.coin, label: b.label })), ...(options.listed ?? [])];
    },
    async snapshot(coin, call) {
      note(call, 'hyperliquid', 'api.hyperliquid.xyz', options.clock);
      const book = options.books.find((b) => b.coin === coin);
      if (book === undefined) throw down('hyperliquid');
      return book;
    },
  };
}

/** A healthy perpetual book at `time` around `mid` (tight spread, deep both sides, mark and oracle near the mid). */
export function healthyBook(coin: string, mid: number, time: number): PerpBookSnapshot {
  const levels = (side: 1 | -1) => Array.from({ length: 10 }, (_, i) => ({ price: mid * (1 + side * (0.0002 + i * 0.0004)), size: 400 / mid * 100 }));
  return {
    coin,
    label: coin.slice(coin.indexOf(':') + 1),
    venue: 'hyperliquid',
    time,
    bids: levels(-1),
    asks: levels(1),
    mark: mid * 1.0001,
    oracle: mid * 0.9999,
    funding: 0.00001,
    openInterest: 12_000,
    contractSize: 1,
  };
}

/** Weekly Commitments of Traders reports (Tuesdays) for `weeks` weeks up to `endIso`, a seeded cycle of net positioning. */
export function cotReports(code: string, options: { readonly weeks: number; readonly seed: number; readonly endIso?: string }): CotReport[] {
  const rand = seeded(options.seed);
  const end = Date.parse(`${(options.endIso ?? AS_OF).slice(0, 10)}T00:00:00Z`);
  let tuesday = end - ((new Date(end).getUTCDay() - 2 + 7) % 7) * DAY;
  const out: CotReport[] = [];
  for (let k = 0; k < options.weeks; k++, tuesday -= WEEK) {
    const oi = 400_000 + 50_000 * rand();
    const net = (0.25 * Math.sin(k / 17) + 0.05 * (rand() - 0.5)) * oi;
    const long = 120_000 + Math.max(0, net);
    const short = 120_000 + Math.max(0, -net);
    out.push({
      marketCode: code,
      marketName: `MARKET ${code}`,
      reportDate: new Date(tuesday).toISOString().slice(0, 10),
      openInterest: Math.round(oi),
      nonCommercialLong: Math.round(long),
      nonCommercialShort: Math.round(short),
      commercialLong: Math.round(short),
      commercialShort: Math.round(long),
    });
  }
  return out.reverse();
}

/** The `positioning` port over in-memory reports (oldest first, the last `weeks`). */
export function fakePositioning(options: { readonly reports: Readonly<Record<string, readonly CotReport[]>>; readonly clock: string; readonly down?: boolean }): PositioningSource {
  return {
    async cotReports(code, weeks, call) {
      if (options.down === true) throw down('cftc');
      note(call, 'cftc', 'publicreporting.cftc.gov', options.clock);
      const rows = options.reports[code];
      if (rows === undefined) throw new GuidekitError(`positioning.cotReports: no reports for ${code}`, { code: 'unknown_market_code', field: 'marketCode' });
      return rows.slice(-weeks);
    },
  };
}

/** Daily fear-and-greed readings, latest first, for `days` days up to `endIso`. */
export function fearGreedReadings(days: number, endIso = AS_OF): FearGreedReading[] {
  const end = Date.parse(`${endIso.slice(0, 10)}T00:00:00Z`);
  return Array.from({ length: days }, (_, k) => {
    const value = Math.round(50 + 35 * Math.sin(k / 23));
    return { value, classification: value >= 75 ? 'Extreme Greed' : value >= 55 ? 'Greed' : value > 45 ? 'Neutral' : value > 25 ? 'Fear' : 'Extreme Fear', time: end - k * DAY };
  });
}

/** Hourly funding settlements of the last 7 days at `rate` per hour. */
export function fundingRates(coin: string, rate: number, clock: string): FundingRate[] {
  const end = Math.floor(Date.parse(clock) / 3_600_000) * 3_600_000;
  return Array.from({ length: 168 }, (_, k) => ({ symbol: `${coin}-USD`, venue: 'hyperliquid', rate, intervalHours: 1, time: end - (167 - k) * 3_600_000 }));
}

/** The `holdings` port over in-memory funds. */
export function fakeHoldings(options: { readonly funds: Readonly<Record<string, { readonly asOf: string; readonly holdings: readonly EtfHolding[] }>>; readonly clock: string; readonly down?: boolean }): HoldingsSource {
  return {
    async holdings(etf, call) {
      if (options.down === true) throw down('ssga');
      const fund = options.funds[etf.toUpperCase()];
      if (fund === undefined) throw new GuidekitError(`holdings.holdings: State Street publishes no daily holdings file for ${etf}`, { code: 'unknown_etf', field: 'etf' });
      note(call, 'ssga', 'www.ssga.com', options.clock);
      return { etf: etf.toUpperCase(), ...fund };
    },
  };
}

/** A signal log in memory. */
export function memorySignalLog(options: { readonly fail?: boolean } = {}): SignalLog & { readonly entries: StoredSignalLogEntry[] } {
  const entries: StoredSignalLogEntry[] = [];
  return {
    entries,
    async recordSignal(entry: SignalLogEntry) {
      if (options.fail === true) throw new Error('the database is unreachable');
      entries.push({ ...entry, id: String(entries.length + 1), graded_at: null, grade_bar_time: null, grade_bar_open: null, entry_error: null, entry_error_pct: null, last_close_error: null });
    },
    async listUngradedSignals() {
      return entries.filter((e) => e.graded_at === null);
    },
    async gradeSignal(id, grade) {
      const i = entries.findIndex((e) => e.id === id && e.graded_at === null);
      if (i < 0) return false;
      entries[i] = { ...entries[i]!, graded_at: '2026-12-01T00:00:00.000Z', grade_bar_time: grade.bar_time, grade_bar_open: grade.bar_open, entry_error: grade.entry_error, entry_error_pct: grade.entry_error_pct, last_close_error: grade.last_close_error };
      return true;
    },
  };
}

/** Which real history stands for an instrument of the lists, by asset class. */
function historyFor(id: string, assetClass: string): FixtureHistory {
  if (assetClass === 'forex') return 'EURUSD';
  if (assetClass === 'crypto') return 'BTCUSD';
  if (assetClass === 'metal' || assetClass === 'commodity') return 'XAUUSD';
  return id === 'ZZZ' ? 'SPY' : 'SPY';
}

/**
 * Daily bars (and hourly walks under `<id>@1h`) for every instrument given: each a real history of its class, scaled
 * and offset by its position so no two are the same series.
 */
export function universeBars(instruments: readonly InstrumentSpec[], options: { readonly hourly?: boolean; readonly endIso?: string } = {}): Record<string, MarketBars> {
  const out: Record<string, MarketBars> = {};
  instruments.forEach((spec, i) => {
    const history = historyFor(spec.id, spec.assetClass);
    out[spec.id] = historyBars(history, spec.id, { skip: (i * 37) % 400, scale: 1 + (i % 7) * 0.13, ...(options.endIso === undefined ? {} : { endIso: options.endIso }) });
    if (options.hourly === true) {
      const session = spec.assetClass === 'forex' ? {} : { session: spec };
      out[`${spec.id}@1h`] = hourlyWalk(spec.id, { seed: 1000 + i, hours: spec.assetClass === 'forex' || spec.assetClass === 'crypto' ? 6_000 : 2_500, start: out[spec.id]!.close.at(-1)!, ...session, ...(options.endIso === undefined ? {} : { endIso: options.endIso }) });
    }
  });
  return out;
}
