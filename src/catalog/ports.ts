import type { MarketDataSource } from '../backtest/types.js';
import type { MerchantProbe } from '../safety/MerchantProbe.js';
import type { RecallSnapshotReader } from '../safety/RecallSnapshotReader.js';
import type { CryptoMarketSource, HoldingsSource, PerpBookSource, PositioningSource, PredictionVenueSource, PriceSource } from '../markets/ports/index.js';
import type { PerpVenueSource } from '../markets/perps/PerpVenueSource.js';
import type { SecFilingSource } from '../markets/preipo/SecFilingSource.js';
import type { TokenizationDataSource } from '../markets/tokenized/TokenizationDataSource.js';
import type { TokenQuoteSource } from '../markets/tokenized/TokenQuoteSource.js';
import type { F1Source, FplSource, OddsSource, RacecardSource, SportsResultsSource } from '../markets/ports/index.js';
import type { SignalLog } from '../markets/ports/SignalLog.js';
import type { GeophysicalSource, ImpliedVolatilitySource, MacroSeriesSource, PostCountSource, WeatherSource } from '../markets/ports/index.js';
import type { MacroReleaseSource } from '../markets/events/MacroReleaseSource.js';
import type { QuestionParser } from '../markets/ask/QuestionParser.js';
import type { MipSolverSource } from '../markets/ports/MipSolverSource.js';
import type { PredictionMarketCorpus } from '../backtest/predictionMarkets/PredictionMarketCorpus.js';

/**
 * Every kind of outside data an endpoint can read, by port name. Each port is a plain interface declared in its domain
 * folder, in the engine's own words; the implementations live in src/adapters and are built once per app from
 * configuration (docs/configuration.md). An endpoint lists the ports it reads in its catalog entry (`needs`), receives
 * exactly those in `context.ports`, and answers 503 `data-unavailable` (never charged) when the app lacks one.
 */
export interface Ports {
  /** Daily OHLCV bars by symbol (backtests by symbol). */
  readonly bars: MarketDataSource;
  /** The shop probe: registration, certificate, policy pages and blocklists of a merchant's site. */
  readonly merchantProbe: MerchantProbe;
  /** Current product-recall records of the national recall sources. */
  readonly recalls: RecallSnapshotReader;
  /** Bars and quotes of FX, indices, commodities, futures and equities. */
  readonly prices: PriceSource;
  /** Crypto bars, the market-cap ranking, funding and the fear-and-greed index. */
  readonly crypto: CryptoMarketSource;
  /** Perpetual books of the venue listing equity and index perpetuals. */
  readonly perpBook: PerpBookSource;
  /** CFTC Commitments of Traders. */
  readonly positioning: PositioningSource;
  /** Sector-ETF holdings. */
  readonly holdings: HoldingsSource;
  /** Prediction markets of Polymarket, Kalshi and Manifold: listings, books, resolved markets. */
  readonly venues: PredictionVenueSource;
  /** Bookmaker events and prices per sport and market (only when an odds API key is configured). */
  readonly odds: OddsSource;
  /** Historical soccer results with early and closing prices. */
  readonly sportsResults: SportsResultsSource;
  /** Formula 1 calendars, results, qualifying and standings. */
  readonly f1: F1Source;
  /** The Fantasy Premier League game: player pool, fixtures and player histories. */
  readonly fpl: FplSource;
  /** GB and Irish racecards (only when a racecard feed is configured). */
  readonly racecards: RacecardSource;
  /** The store's log of signals served with a reference price (entry source and quality), graded later. */
  readonly signalLog: SignalLog;
  /** Every listed perpetual of the configured venues (Hyperliquid, Binance USDⓈ-M) with mark, index or oracle, funding and books. */
  readonly perpVenues: PerpVenueSource;
  /** SEC EDGAR: the latest registration and prospectus filings, and a company's filing history. */
  readonly secFilings: SecFilingSource;
  /** Prices and books of tokenized stocks on the venues that quote them. */
  readonly tokenQuotes: TokenQuoteSource;
  /** Aggregator data on tokenized real-world assets: protocols, their value locked and its changes. */
  readonly tokenizationData: TokenizationDataSource;
  /** Weather-station observations, forecast ensembles and daily history (the temperature and rain ladders). */
  readonly weather: WeatherSource;
  /** Earthquake catalogue, tornado reports and sea-ice extent (the climate and geophysical ladders). */
  readonly geo: GeophysicalSource;
  /** The published history of CPI, the unemployment rate and the 10-year yield (the macro ladders). */
  readonly macroSeries: MacroSeriesSource;
  /** An account's posts per day (only when an application configures a source: no keyless one exists). */
  readonly postCounts: PostCountSource;
  /** Options-implied volatility (only when an application configures a source). */
  readonly impliedVol: ImpliedVolatilitySource;
  /** Published values of the releases the event scanner reads: CPI, payrolls, the FOMC target, GDP growth. */
  readonly macroReleases: MacroReleaseSource;
  /** A language model that may read questions the grammar cannot and word narratives (off unless configured). */
  readonly questionParser: QuestionParser;
  /** A mixed-integer solver (HiGHS), loaded once per app on first use, for the FPL and DFS optimisers. */
  readonly solver: MipSolverSource;
  /** The resolved prediction-market corpus (Kalshi, Polymarket) imported with `guidekit data pm-corpus`. */
  readonly pmCorpus: PredictionMarketCorpus;
}

/** The name of one port. */
export type PortName = keyof Ports;

/** What each port reads, in one line, for `guidekit list`, OpenAPI and /health/data. */
export const PORT_DESCRIPTIONS: Readonly<Record<PortName, string>> = {
  bars: 'daily price bars by symbol',
  merchantProbe: "a shop's domain registration, TLS certificate, policy pages and blocklist entries",
  recalls: 'product-recall records (CPSC, NHTSA, Health Canada, EU Safety Gate, ACCC)',
  prices: 'bars and quotes of FX, indices, commodities, futures and equities',
  crypto: 'crypto bars, market-cap ranking, perpetual funding and the fear-and-greed index',
  perpBook: 'perpetual order books, mark and oracle prices of the venue listing equity and index perpetuals',
  positioning: 'CFTC Commitments of Traders positioning',
  holdings: 'sector-ETF holdings as their issuers publish them',
  venues: 'prediction markets of Polymarket, Kalshi and Manifold (play money): listings, order books, resolved markets and price history',
  odds: 'bookmaker events and prices per sport and market (h2h, spreads, totals, outrights) from The Odds API; needs GUIDEKIT_ODDS_API_KEY',
  sportsResults: 'historical soccer results with early and closing 1X2, over/under and Asian-handicap prices (football-data.co.uk)',
  f1: 'Formula 1 calendars, race and qualifying results, driver and constructor standings (Jolpica, the Ergast-compatible API)',
  fpl: 'the Fantasy Premier League game: full player pool, clubs, gameweeks, squad rules, fixtures and player histories',
  racecards: 'GB and Irish racecards (runners, prices, going, distance, each-way terms) from a configured feed; needs GUIDEKIT_RACECARDS_URL',
  signalLog: 'the store, where signals served with a reference price are kept with their entry source and quality (written, never read by the call)',
  perpVenues: 'every listed perpetual of Hyperliquid (its own and HIP-3 dexes) and Binance USDⓈ-M: mark, index or oracle, funding and order books',
  secFilings: 'SEC EDGAR latest-filings feed (S-1, F-1, amendments, 424B4, EFFECT) and company submissions',
  tokenQuotes: 'tokenized-stock prices and order books on Kraken (xStocks)',
  tokenizationData: 'DefiLlama protocol list: real-world-asset protocols, their value locked and its daily and weekly changes',
  weather: 'settlement-station observations (US National Weather Service), forecast ensembles and daily precipitation history (Open-Meteo)',
  geo: 'earthquake counts (USGS), tornado reports and the tornado database (NOAA SPC), daily Arctic sea-ice extent (NSIDC)',
  macroSeries: 'published history of CPI-U, the unemployment rate and the 10-year Treasury yield (FRED downloads)',
  postCounts: "an account's posts per day; no keyless source exists, so only when an application configures one",
  impliedVol: 'options-implied volatility of an underlying; only when an application configures a source',
  macroReleases: 'published CPI, nonfarm payrolls, the FOMC target rate and GDP growth (BLS public API; FRED with GUIDEKIT_FRED_API_KEY)',
  questionParser: 'an OpenAI-compatible chat model that reads questions the grammar cannot and words narratives, never figures; only with GUIDEKIT_LLM_URL',
  solver: 'the HiGHS mixed-integer solver (WebAssembly, in process), loaded on first use for FPL squads, transfers and DFS lineups',
  pmCorpus: 'the resolved prediction-market corpus of Kalshi and Polymarket markets and trades, imported with guidekit data pm-corpus (DuckDB over Parquet)',
};

/** Every port name, in a stable order. */
export const PORT_NAMES: readonly PortName[] = Object.keys(PORT_DESCRIPTIONS) as PortName[];
