// In-memory implementations of the market ports, for engines' and endpoints' tests: they keep the ports' contracts
// (the same suites run against them and against the real adapters) without reaching any source.
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import type { PortCall } from '../../../src/core/sourceUse.js';
import type { CotReport, CryptoAsset, CryptoMarketSource, EtfHolding, FearGreedReading, FundingRate, HoldingsSource, MarketBars, PerpBookSnapshot, PerpBookSource, PositioningSource, PriceSource, Quote } from '../../../src/markets/ports/index.js';
import type { Fault } from './harness.js';

/** Why a fake's source fails, as the fetch layer would say it. */
function failure(source: string, fault: Fault): SourceUnavailableError {
  const reason = { 'rate-limited': 'HTTP 429 Too Many Requests', 'server-error': 'HTTP 502 Bad Gateway', malformed: 'its answer is not JSON', truncated: 'the answer was cut short' }[fault];
  return new SourceUnavailableError(source, reason, fault === 'rate-limited' ? { retryAfterSeconds: 90 } : {});
}

function note(call: PortCall | undefined, source: string): void {
  call?.trace?.record({ source, host: null, url: null, fetched_at: '2026-11-25T00:00:00.000Z', age_seconds: 0, from_cache: false });
}

function unknown(fn: string, symbol: string, field = 'instrument'): GuidekitError {
  return new GuidekitError(`${fn}: unknown instrument ${JSON.stringify(symbol)}`, { code: 'unknown_instrument', field });
}

function gate(fault: Fault | undefined, source: string, call: PortCall | undefined): void {
  if (fault !== undefined) throw failure(source, fault);
  note(call, source);
}

export function createFakePriceSource(data: { readonly bars: Readonly<Record<string, MarketBars>>; readonly quotes: Readonly<Record<string, Quote>>; readonly fault?: Fault }): PriceSource {
  return {
    async loadBars(request, call) {
      gate(data.fault, 'yahoo', call);
      const bars = data.bars[request.symbol.toUpperCase()];
      if (bars === undefined) throw unknown('prices.loadBars', request.symbol);
      const keep = [...bars.times].map((t, i) => [t, i] as const).filter(([t]) => (request.from === undefined || t >= request.from) && (request.to === undefined || t <= request.to)).map(([, i]) => i);
      const pick = (a: Float64Array) => Float64Array.from(keep, (i) => a[i]!);
      return { ...bars, times: pick(bars.times), open: pick(bars.open), high: pick(bars.high), low: pick(bars.low), close: pick(bars.close), volume: pick(bars.volume) };
    },
    async quote(symbol, call) {
      gate(data.fault, 'yahoo', call);
      const quote = data.quotes[symbol.toUpperCase()];
      if (quote === undefined) throw unknown('prices.quote', symbol);
      return quote;
    },
  };
}

export function createFakeCryptoMarketSource(data: {
  readonly bars: Readonly<Record<string, MarketBars>>;
  readonly top: readonly CryptoAsset[];
  readonly funding: Readonly<Record<string, readonly FundingRate[]>>;
  readonly fearGreed: readonly FearGreedReading[];
  readonly fault?: Fault;
}): CryptoMarketSource {
  return {
    async loadBars(request, call) {
      gate(data.fault, 'coinbase', call);
      const bars = data.bars[request.symbol.toUpperCase()];
      if (bars === undefined) throw unknown('crypto.loadBars', request.symbol);
      return bars;
    },
    async topByMarketCap(count, call) {
      gate(data.fault, 'coingecko', call);
      return data.top.slice(0, count);
    },
    async funding(symbol, call) {
      gate(data.fault, 'hyperliquid', call);
      const rates = data.funding[symbol.toUpperCase().replace(/-USD$/, '')];
      if (rates === undefined) throw unknown('crypto.funding', symbol);
      return rates;
    },
    async fearGreed(days, call) {
      gate(data.fault, 'alternative-me', call);
      return data.fearGreed.slice(0, days);
    },
  };
}

export function createFakePerpBookSource(data: { readonly snapshots: readonly PerpBookSnapshot[]; readonly fault?: Fault }): PerpBookSource {
  return {
    async listings(call) {
      gate(data.fault, 'hyperliquid', call);
      return data.snapshots.map((s) => ({ coin: s.coin, label: s.label }));
    },
    async snapshot(coin, call) {
      gate(data.fault, 'hyperliquid', call);
      const found = data.snapshots.find((s) => s.coin === coin);
      if (found === undefined) throw unknown('perpBook.snapshot', coin);
      return found;
    },
  };
}

export function createFakePositioningSource(data: { readonly reports: readonly CotReport[]; readonly fault?: Fault }): PositioningSource {
  return {
    async cotReports(marketCode, weeks, call) {
      gate(data.fault, 'cftc', call);
      const rows = data.reports.filter((r) => r.marketCode === marketCode);
      if (rows.length === 0) throw unknown('positioning.cotReports', marketCode, 'marketCode');
      return rows.slice(-weeks);
    },
  };
}

export function createFakeHoldingsSource(data: { readonly funds: Readonly<Record<string, { readonly asOf: string; readonly holdings: readonly EtfHolding[] }>>; readonly fault?: Fault }): HoldingsSource {
  return {
    async holdings(etf, call) {
      const fund = data.funds[etf.toUpperCase()];
      if (fund === undefined) throw unknown('holdings.holdings', etf, 'etf');
      gate(data.fault, 'ssga', call);
      return { etf: etf.toUpperCase(), ...fund };
    },
  };
}
