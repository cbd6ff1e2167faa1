import { RETIRED_ENDPOINTS } from '../../../catalog/markets/index.js';
import type { PortName } from '../../../catalog/ports.js';
import { pickRule } from '../../../core/pickRule.js';
import { INSTRUMENTS, type AssetClass } from '../../../markets/rules/instruments.js';
import { SPORTS_LEAGUES } from '../../../markets/rules/sportsLeagues.js';
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

/** The manifest's instrument classes (the spec's headings) and the instrument-table classes each gathers. */
const INSTRUMENT_CLASSES: readonly (readonly [string, readonly AssetClass[]])[] = [
  ['forex', ['forex']],
  ['commodities', ['metal', 'commodity']],
  ['crypto', ['crypto']],
  ['indices', ['index']],
  ['futures', ['future']],
];

/**
 * The instruments the engines accept, by class, read from the instrument table in force (canonical ids; each id's
 * aliases are listed under `aliases`); equities are "any ticker".
 *
 * @see spec: Market Signal Service and Shopping Safety Service, Supported instruments (signal/generate)
 */
function supportedInstruments(date: string) {
  const table = pickRule(INSTRUMENTS, date)?.value ?? [];
  const out: Record<string, string[] | string | Record<string, readonly string[]>> = {};
  for (const [name, classes] of INSTRUMENT_CLASSES) out[name] = table.filter((i) => classes.includes(i.assetClass)).map((i) => i.id);
  out.equities = 'any ticker';
  out.aliases = Object.fromEntries(table.filter((i) => i.aliases.length > 0).map((i) => [i.id, i.aliases]));
  return out as { forex: string[]; commodities: string[]; crypto: string[]; indices: string[]; futures: string[]; equities: string; aliases: Record<string, readonly string[]> };
}

/** The sport keys the engines accept, by group, read from the league table in force. */
function supportedSports(date: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const league of pickRule(SPORTS_LEAGUES, date)?.value ?? []) (out[league.group] ??= []).push(league.key);
  return out;
}

/**
 * The data layer each port feeds. The spec's own names come first (price_data, technical_indicators,
 * institutional_positioning, macroeconomic_series, venue_weather, bookmaker_consensus, prediction_market_probabilities);
 * the others name what our sources add. A port not listed feeds no layer (a store, a solver, a language model).
 */
const PORT_DATA_LAYERS: Partial<Record<PortName, readonly string[]>> = {
  bars: ['price_data'],
  prices: ['price_data', 'technical_indicators'],
  crypto: ['price_data', 'technical_indicators'],
  perpBook: ['price_data'],
  perpVenues: ['price_data'],
  tokenQuotes: ['price_data'],
  positioning: ['institutional_positioning'],
  macroSeries: ['macroeconomic_series'],
  macroReleases: ['macroeconomic_series'],
  weather: ['venue_weather'],
  odds: ['bookmaker_consensus'],
  venues: ['prediction_market_probabilities'],
  holdings: ['etf_holdings'],
  sportsResults: ['sports_results'],
  f1: ['sports_results'],
  fpl: ['fantasy_game_data'],
  racecards: ['racecards'],
  secFilings: ['regulatory_filings'],
  tokenizationData: ['onchain_value_locked'],
  geo: ['geophysical_records'],
  postCounts: ['social_post_counts'],
  impliedVol: ['options_implied_volatility'],
};

/** The spec's order of its layers (002, What the service does: "Inputs include …"); ours follow, alphabetically. */
const SPEC_LAYER_ORDER = [
  'price_data', 'technical_indicators', 'institutional_positioning', 'macroeconomic_series', 'news_sentiment',
  'venue_weather', 'injury_reports', 'bookmaker_consensus', 'prediction_market_probabilities', 'web_search_context',
];
const layerRank = (layer: string) => (SPEC_LAYER_ORDER.includes(layer) ? SPEC_LAYER_ORDER.indexOf(layer) : SPEC_LAYER_ORDER.length);

/** Credit packs by credit type: credits → USD (002, Limits). */
const CREDIT_PACKS = {
  analysis: { price_usd: '1.49', packs: [pack(1, '1.49'), pack(3, '3.49'), pack(5, '4.99'), pack(10, '7.99')] },
  signal: { price_usd: '2.49', packs: [pack(1, '2.49'), pack(3, '6.49'), pack(5, '9.99'), pack(10, '16.99')] },
} as const;

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
 * supported_instruments and supported_sports (read from the engines' instrument and league tables in force),
 * payment (x402 requirements and credit packs) and data_layers (the layers the served endpoints' ports feed); plus
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
  const date = options.now.toISOString().slice(0, 10);
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
    supported_instruments: supportedInstruments(date),
    supported_sports: supportedSports(date),
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
    // What the served endpoints actually read: the layers of the ports they declare.
    data_layers: [...new Set(signal.filter((e) => e.run !== undefined).flatMap((e) => (e.needs ?? []).flatMap((port) => PORT_DATA_LAYERS[port as PortName] ?? [])))].sort(
      (a, b) => layerRank(a) - layerRank(b) || a.localeCompare(b),
    ),
  };
}
