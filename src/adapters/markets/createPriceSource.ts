import { GuidekitError } from '../../core/GuidekitError.js';
import { SourceUnavailableError } from '../../core/SourceUnavailableError.js';
import type { PortCall } from '../../core/sourceUse.js';
import type { MarketBars } from '../../markets/ports/MarketBars.js';
import type { PriceRequest, PriceSource, Quote } from '../../markets/ports/PriceSource.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { assembleBars } from './_lib/assembleBars.js';
import { refuseInstrument } from './_lib/refuseInstrument.js';
import { resolveSourceSymbols, type SourceSymbols } from './resolveSourceSymbols.js';
import { fetchStooqDaily } from './stooq/fetchStooqDaily.js';
import { fetchYahooChart } from './yahoo/fetchYahooChart.js';
import { yahooContractSymbol } from './yahoo/yahooContractSymbol.js';

/** Options of {@link createPriceSource}. */
export interface CreatePriceSourceOptions {
  /** The fetch layer (policies `yahoo` and `stooq`). */
  readonly fetcher: SourceFetcher;
  /** Stooq's download key (GUIDEKIT_STOOQ_API_KEY); absent: no second source, a Yahoo outage is a 503. */
  readonly stooqApiKey?: string;
  /** The clock of the default end of a period. Default `() => new Date()`. */
  readonly now?: () => Date;
}

/** Seconds an answer is reused: daily bars change once a day, hourly bars and quotes more often. */
const TTL = { '1d': 900, '1h': 300, quote: 30 } as const;

/**
 * The `prices` port: daily and hourly bars and quotes of FX, indices, commodities, futures and equities from Yahoo
 * Finance's chart API, with Stooq's CSV download as the second source of daily bars (tried only when Yahoo is
 * unavailable, and only with a Stooq key: one outage is not a total outage). Canonical ids are mapped to each
 * source's symbols by the adapter's own table (resolveSourceSymbols); single futures contracts (`loadContractBars`) by
 * the instrument table's exchange and contract months (yahooContractSymbol). A symbol Yahoo says it has no data for is a 400
 * (field `instrument`); a source that is down or unreadable is a 503 naming it, never charged.
 *
 * @param options - {@link CreatePriceSourceOptions}.
 * @returns The port.
 * @example
 * ```ts
 * const prices = createPriceSource({ fetcher, stooqApiKey: settings.GUIDEKIT_STOOQ_API_KEY });
 * const gold = await prices.loadBars({ symbol: 'XAUUSD', interval: '1d', from: Date.parse('2024-01-01') }, { trace });
 * ```
 * @see docs/market-sources.md
 */
export function createPriceSource(options: CreatePriceSourceOptions): PriceSource {
  const now = options.now ?? (() => new Date());
  const { fetcher } = options;

  async function fromStooq(inst: SourceSymbols, request: PriceRequest, call: PortCall | undefined, yahooError: SourceUnavailableError): Promise<MarketBars> {
    if (request.interval !== '1d' || inst.stooq === null || options.stooqApiKey === undefined) throw yahooError;
    try {
      const daily = await fetchStooqDaily(
        fetcher,
        { stooqSymbol: inst.stooq, apiKey: options.stooqApiKey, ...(request.from === undefined ? {} : { from: request.from }), ...(request.to === undefined ? {} : { to: request.to }) },
        call?.trace === undefined ? {} : { trace: call.trace },
      );
      // Stooq covering fewer markets than Yahoo, its "no data" does not prove the symbol unknown: Yahoo's outage stands.
      if (!daily.found) throw yahooError;
      return assembleBars(daily.rows, { symbol: inst.id, interval: '1d', currency: inst.currency, ...range(request) });
    } catch (error) {
      if (error === yahooError || !(error instanceof SourceUnavailableError)) throw error;
      throw new SourceUnavailableError(yahooError.source, `${yahooError.reason}; the second source stooq failed too (${error.reason})`, {
        ...(yahooError.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: yahooError.retryAfterSeconds }),
        cause: error,
      });
    }
  }

  return {
    async loadBars(request, call) {
      if (request.interval !== '1d' && request.interval !== '1h') {
        throw new GuidekitError(`prices.loadBars: interval must be 1d or 1h, got ${JSON.stringify(request.interval)}`, { code: 'invalid_interval', field: 'interval' });
      }
      const inst = resolveSourceSymbols(request.symbol);
      let chart;
      try {
        chart = await fetchYahooChart(
          fetcher,
          { yahooSymbol: inst.yahoo, interval: request.interval, ...range(request) },
          { now, ttlSeconds: TTL[request.interval], ...(call?.trace === undefined ? {} : { trace: call.trace }) },
        );
      } catch (error) {
        if (!(error instanceof SourceUnavailableError)) throw error;
        return fromStooq(inst, request, call, error);
      }
      if (!chart.found) throw refuseInstrument('prices.loadBars', request.symbol, chart.reason);
      const rows = inst.kind === 'forex' ? chart.rows.map((r) => ({ ...r, volume: NaN })) : chart.rows;
      return assembleBars(rows, { symbol: inst.id, interval: request.interval, currency: chart.currency ?? inst.currency, ...range(request) });
    },

    async loadContractBars(request, call) {
      // One contract's own daily bars from Yahoo (CLZ26.NYM). Stooq is not tried: it has no per-contract series, and its
      // rolled front month is not the contract asked for.
      const contract = yahooContractSymbol(request.root, request.month);
      const chart = await fetchYahooChart(
        fetcher,
        { yahooSymbol: contract.yahoo, interval: '1d', ...range(request) },
        { now, ttlSeconds: TTL['1d'], ...(call?.trace === undefined ? {} : { trace: call.trace }) },
      );
      if (!chart.found) throw refuseInstrument('prices.loadContractBars', contract.yahoo, chart.reason);
      return assembleBars(chart.rows, { symbol: contract.code, interval: '1d', currency: chart.currency ?? contract.currency, ...range(request) });
    },

    async quote(symbol, call): Promise<Quote> {
      const inst = resolveSourceSymbols(symbol);
      const chart = await fetchYahooChart(fetcher, { yahooSymbol: inst.yahoo, interval: '1d', range: '5d' }, { now, ttlSeconds: TTL.quote, ...(call?.trace === undefined ? {} : { trace: call.trace }) });
      if (!chart.found) throw refuseInstrument('prices.quote', symbol, chart.reason);
      const lastBar = [...chart.rows].reverse().find((r) => Number.isFinite(r.close));
      const last = chart.price ?? lastBar?.close ?? null;
      const time = chart.priceTime ?? lastBar?.time ?? null;
      if (last === null || time === null) throw new SourceUnavailableError('yahoo', 'the chart answer has no last price');
      // The chart API gives a last trade, not a book: bid and ask are unknown, not zero.
      return { symbol: inst.id, bid: null, ask: null, last, time, currency: chart.currency ?? inst.currency };
    },
  };
}

function range(request: { readonly from?: number; readonly to?: number }): { from?: number; to?: number } {
  return { ...(request.from === undefined ? {} : { from: request.from }), ...(request.to === undefined ? {} : { to: request.to }) };
}
