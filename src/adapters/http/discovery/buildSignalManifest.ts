import { RETIRED_ENDPOINTS } from '../../../catalog/markets/index.js';
import { SUPPORTED_SPORTS } from '../../../catalog/marketParams.js';
import { BASE_MAINNET, USDC_BASE } from '../../x402/constants.js';
import { buildRetiredProblem } from './buildRetiredProblem.js';
import { describeEndpointParams } from './describeEndpointParams.js';
import { describeEndpointPrice } from './describeEndpointPrice.js';
import type { DiscoveryOptions } from './DiscoveryOptions.js';

/** Options of {@link buildSignalManifest}. */
export interface BuildSignalManifestOptions extends DiscoveryOptions {
  /** The moment the manifest is generated (the adapter reads the clock). */
  readonly now: Date;
}

/**
 * Instruments of /api/signal/generate by class, as the spec's table lists them (aliases in parentheses there are
 * listed after their primary symbol here).
 *
 * @see spec: Market Signal Service and Shopping Safety Service, Supported instruments (signal/generate)
 */
const SUPPORTED_INSTRUMENTS = {
  forex: ['EURUSD', 'GBPUSD', 'USDJPY', 'AUDUSD', 'USDCAD', 'USDCHF', 'NZDUSD', 'EURGBP', 'EURJPY', 'GBPJPY', 'EURCHF', 'AUDCAD', 'CADJPY', 'GBPAUD'],
  commodities: ['GOLD', 'XAUUSD', 'SILVER', 'XAGUSD', 'OIL', 'WTI', 'CL=F', 'BRENT', 'BZ=F', 'NATGAS', 'NG=F', 'WHEAT', 'CORN', 'COPPER'],
  crypto: ['BTC-USD', 'ETH-USD', 'SOL-USD', 'ADA-USD', 'DOGE-USD', 'XRP-USD', 'AVAX-USD'],
  indices: ['SPX', '^GSPC', 'NDX', '^NDX', 'DJI', '^DJI', 'FTSE', '^FTSE', 'DAX', '^GDAXI', 'NIKKEI', '^N225'],
  equities: 'any ticker',
} as const;

/** Credit packs by credit type: credits → USD (002, Limits). */
const CREDIT_PACKS = {
  analysis: { price_usd: '1.49', packs: [pack(1, '1.49'), pack(3, '3.49'), pack(5, '4.99'), pack(10, '7.99')] },
  signal: { price_usd: '2.49', packs: [pack(1, '2.49'), pack(3, '6.49'), pack(5, '9.99'), pack(10, '16.99')] },
} as const;

/** What the signals read (002, What the service does: "Inputs include …"). */
const DATA_LAYERS = [
  'price_data', 'technical_indicators', 'institutional_positioning', 'macroeconomic_series', 'news_sentiment',
  'venue_weather', 'injury_reports', 'bookmaker_consensus', 'prediction_market_probabilities', 'web_search_context',
] as const;

/** Prediction-market categories the spec says the manifest lists. */
const PREDICTION_MARKET_CATEGORIES = ['crypto', 'economics', 'geopolitics', 'politics'] as const;

function pack(credits: number, priceUsd: string) {
  return { credits, price_usd: priceUsd };
}

/**
 * Builds the market-signal service's manifest (served at GET /api/manifest) with the fields spec 002 names:
 * generated_at, all_paid_endpoints (`"METHOD path"` of every market-signal and backtest endpoint the app serves),
 * retired_endpoints (each with what replaces it), mcp (where the tools are and how they are paid), description,
 * endpoints (one entry each: method, path, operation id, credit type, price, summary, availability, parameters),
 * supported_instruments, supported_sports, payment (x402 requirements and credit packs) and data_layers; plus
 * prediction_market_categories, which the spec says the manifest lists. The MCP tool list is generated from the
 * same catalog entries.
 *
 * @param options - See {@link BuildSignalManifestOptions}.
 * @returns The manifest as plain JSON data.
 * @throws GuidekitError `invalid_price` when a price cannot be paid exactly (as at app start).
 * @example
 * ```ts
 * buildSignalManifest({ endpoints: ENDPOINTS, baseUrl, version, now: new Date() }).all_paid_endpoints[0] //=> 'POST /api/analysis'
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service, Health reply of the shopping service (the manifest's fields)
 */
export function buildSignalManifest(options: BuildSignalManifestOptions) {
  const signal = options.endpoints.filter((e) => e.domain === 'markets' || e.domain === 'backtest');
  const payment = options.payment;
  return {
    generated_at: options.now.toISOString(),
    all_paid_endpoints: signal.map((e) => `${e.method} ${e.path}`),
    retired_endpoints: RETIRED_ENDPOINTS.map((path) => ({ path, replaced_by: buildRetiredProblem(path).replaced_by, status: 410 })),
    mcp: {
      url: `${options.baseUrl}/api/mcp`,
      transport: 'streamable-http',
      tools: options.endpoints.length,
      payment: payment === undefined ? 'none' : 'x402 v2: PaymentPayload in params._meta["x402/payment"], settlement in result._meta["x402/payment-response"]',
    },
    description:
      'Market analysis (credit type analysis) and signals (credit type signal) across FX, metals, indices, crypto, ' +
      'equities, futures, thematic baskets, tokenized assets, sports, fantasy sports, horse racing, F1, golf and ' +
      'prediction markets. Credits of one type never pay for the other.',
    endpoints: signal.map((e) => {
      const price = describeEndpointPrice(e, payment);
      return {
        method: e.method,
        path: e.path,
        operation_id: e.operationId,
        ...(e.credit === undefined ? {} : { credit_type: e.credit }),
        price_usd: price.priceUsd,
        summary: e.summary,
        available: e.run !== undefined,
        parameters: describeEndpointParams(e)
          .params.filter((p) => !p.credential)
          .map((p) => ({ name: p.name, required: p.required })),
      };
    }),
    supported_instruments: SUPPORTED_INSTRUMENTS,
    supported_sports: SUPPORTED_SPORTS,
    prediction_market_categories: PREDICTION_MARKET_CATEGORIES,
    payment: {
      charged: payment !== undefined,
      x402: {
        x402_version: 2,
        scheme: 'exact',
        network: payment?.network ?? BASE_MAINNET,
        asset: (payment?.asset ?? USDC_BASE).address,
        ...(payment === undefined ? {} : { pay_to: payment.payTo }),
        header: 'PAYMENT-SIGNATURE',
      },
      api_key_header: 'X-API-KEY',
      credits: CREDIT_PACKS,
    },
    data_layers: DATA_LAYERS,
  };
}
