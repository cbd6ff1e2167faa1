import { utc } from '@date-fns/utc';
import { subDays } from 'date-fns';
import { GuidekitError } from '../../core/GuidekitError.js';
import { SourceUnavailableError } from '../../core/SourceUnavailableError.js';
import type { CryptoMarketSource } from '../../markets/ports/CryptoMarketSource.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { assembleBars } from './_lib/assembleBars.js';
import { pickTrace } from './_lib/pickTrace.js';
import { refuseInstrument } from './_lib/refuseInstrument.js';
import { fetchFearGreed } from './alternativeme/fetchFearGreed.js';
import { fetchCoinbaseCandles } from './coinbase/fetchCoinbaseCandles.js';
import { fetchCoinGeckoMarkets } from './coingecko/fetchCoinGeckoMarkets.js';
import { fetchHyperliquidFunding } from './hyperliquid/fetchHyperliquidFunding.js';
import { fetchKrakenOhlc } from './kraken/fetchKrakenOhlc.js';

/** Options of {@link createCryptoMarketSource}. */
export interface CreateCryptoMarketSourceOptions {
  /** The fetch layer (policies `coinbase`, `kraken`, `coingecko`, `hyperliquid`, `alternative-me`). */
  readonly fetcher: SourceFetcher;
  /** The clock of default ranges and the funding window. Default `() => new Date()`. */
  readonly now?: () => Date;
  /** Days of funding history `funding` returns. Default 7. */
  readonly fundingDays?: number;
}

/** A crypto pair as guidekit writes it: base and quote, e.g. BTC-USD, ETH-USDT. */
const PAIR = /^[A-Z0-9]{2,10}-[A-Z]{3,5}$/;

/**
 * The `crypto` port: bars of crypto pairs from Coinbase Exchange with Kraken as the second source (one exchange's
 * outage is not a total outage), the top N by market capitalisation from CoinGecko, perpetual funding from
 * Hyperliquid's info API, and the Fear & Greed Index from alternative.me, all keyless and all through the fetch layer.
 * A pair an exchange says it does not list is a 400 (field `instrument`); a source that is down or unreadable is a
 * 503 naming it.
 *
 * @param options - {@link CreateCryptoMarketSourceOptions}.
 * @returns The port.
 * @example
 * ```ts
 * const crypto = createCryptoMarketSource({ fetcher });
 * const [btc] = await crypto.topByMarketCap(1, { trace });
 * ```
 * @see docs/market-sources.md
 */
export function createCryptoMarketSource(options: CreateCryptoMarketSourceOptions): CryptoMarketSource {
  const now = options.now ?? (() => new Date());
  const { fetcher } = options;
  const trace = pickTrace;

  return {
    async loadBars(request, call) {
      const product = request.symbol.trim().toUpperCase();
      if (!PAIR.test(product)) {
        throw new GuidekitError(`crypto.loadBars: ${JSON.stringify(request.symbol)} is not a pair such as BTC-USD`, { code: 'invalid_instrument', field: 'instrument' });
      }
      if (request.interval !== '1d' && request.interval !== '1h') {
        throw new GuidekitError(`crypto.loadBars: interval must be 1d or 1h, got ${JSON.stringify(request.interval)}`, { code: 'invalid_interval', field: 'interval' });
      }
      const range = { ...(request.from === undefined ? {} : { from: request.from }), ...(request.to === undefined ? {} : { to: request.to }) };
      let candles;
      try {
        candles = await fetchCoinbaseCandles(fetcher, { product, interval: request.interval, ...range }, { now, ...trace(call) });
      } catch (error) {
        if (!(error instanceof SourceUnavailableError)) throw error;
        let ohlc;
        try {
          ohlc = await fetchKrakenOhlc(fetcher, { product, interval: request.interval, ...(request.from === undefined ? {} : { from: request.from }) }, trace(call));
        } catch (second) {
          if (!(second instanceof SourceUnavailableError)) throw second;
          throw new SourceUnavailableError(error.source, `${error.reason}; the second source kraken failed too (${second.reason})`, {
            ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
            cause: second,
          });
        }
        // Kraken lists fewer pairs than Coinbase: its "unknown pair" does not prove the pair unknown while Coinbase is down.
        if (!ohlc.found) throw error;
        return assembleBars(ohlc.rows, { symbol: product, interval: request.interval, currency: product.split('-')[1]!, ...range });
      }
      if (!candles.found) throw refuseInstrument('crypto.loadBars', request.symbol, candles.reason);
      return assembleBars(candles.rows, { symbol: product, interval: request.interval, currency: product.split('-')[1]!, ...range });
    },

    async topByMarketCap(count, call) {
      if (!Number.isInteger(count) || count < 1 || count > 250) {
        throw new GuidekitError(`crypto.topByMarketCap: count must be an integer from 1 to 250, got ${count}`, { code: 'out_of_range', field: 'count' });
      }
      return fetchCoinGeckoMarkets(fetcher, count, trace(call));
    },

    async funding(symbol, call) {
      const coin = symbol.trim().toUpperCase().replace(/-(USD|USDC|USDT)$/, '');
      if (!/^[A-Z0-9]{1,12}$/.test(coin)) {
        throw new GuidekitError(`crypto.funding: ${JSON.stringify(symbol)} is not a coin such as BTC or BTC-USD`, { code: 'invalid_instrument', field: 'instrument' });
      }
      const startTime = subDays(now(), options.fundingDays ?? 7, { in: utc }).getTime();
      const rates = await fetchHyperliquidFunding(fetcher, coin, { startTime, ...trace(call) });
      // A listed perpetual settles funding every hour: no settlement in the window means the venue does not list it.
      if (rates.length === 0) throw refuseInstrument('crypto.funding', symbol, 'Hyperliquid has no funding settlements for it');
      return rates;
    },

    async fearGreed(days, call) {
      if (!Number.isInteger(days) || days < 1 || days > 3650) {
        throw new GuidekitError(`crypto.fearGreed: days must be an integer from 1 to 3650, got ${days}`, { code: 'out_of_range', field: 'days' });
      }
      return fetchFearGreed(fetcher, days, trace(call));
    },
  };
}
