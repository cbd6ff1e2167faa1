import type {
  MarketBars, BarInterval, Timeframe,
  ContractBarsRequest, PriceSource, PriceRequest, Quote,
  CryptoMarketSource, CryptoAsset, FundingRate, FearGreedReading,
  PerpBookSource, PerpBookSnapshot, BookLevel,
  PositioningSource, CotReport,
  HoldingsSource, EtfHolding,
  PredictionVenueSource, ListOpenMarketsRequest, GetPredictionMarketRequest, ListResolvedMarketsRequest,
  OddsSource, OddsMarket, OddsRegion, OddsOutcome, BookmakerMarket, BookmakerPrices, OddsEvent, OddsRequest, EventOddsRequest, OddsBoard, OddsCompetition, Bookmaker,
  SportsResultsSource, SeasonResultsRequest, HistoricalMatch, MatchPrices, ThreeWayPrices, TotalsPrices, AsianHandicapPrices,
  F1Source, F1Race, F1Session, F1Driver, F1Constructor, F1RaceResult, F1QualifyingResult, F1DriverStanding, F1ConstructorStanding, F1Standings, F1Classification,
  FplSource, FplGame, FplPlayer, FplTeam, FplPosition, FplGameweek, FplSquadRules, FplFixture, FplPlayerMatch, FplPastSeason, FplPlayerHistory, FplPriceTenths,
  RacecardSource, RacecardRequest, Racecard, RacecardRunner, RunnerPrice, PlaceTerms, RacingCountry, RaceType,
  WeatherSource, StationObservation, StationObservations, StationObservationsRequest, EnsembleRequest, EnsembleForecast, DailyHistoryRequest, DailyHistory,
  GeophysicalSource, EarthquakeWindow, EarthquakeEvent, TornadoReport, TornadoMonth, SeaIceDay,
  MacroSeriesSource, MacroSeries, MacroLadderSeries,
  PostCountSource, DailyPostCounts,
  ImpliedVolatilitySource, ImpliedVolatilityQuote,
  SignalLog, SignalLogEntry, StoredSignalLogEntry, SignalLogGrade,
  MipSolverSource,
} from './index.js';

/**
 * Every port the market endpoints read, in the engines' own words (docs/configuration.md), as one namespace of types:
 * `ports.PriceSource`, `ports.FplPlayer` (an FPL player as the API lists it, apart from the optimiser's own
 * `FplPlayer` input). It is a declared namespace listing the types of ./index.ts rather than
 * `export type * as ports`, because the declaration bundler turns a namespace re-export of types that live in a
 * shared chunk into values (`declare const X: typeof X`), which no consumer can use as a type (TS2749).
 * test/package/declarations.test.ts checks that it lists every type ./index.ts exports.
 *
 * @example
 * ```ts
 * import type { ports } from 'guidekit/markets';
 * async function lastPrice(source: ports.PriceSource, symbol: string): Promise<number> {
 *   return (await source.quote(symbol)).last;
 * }
 * ```
 * @see docs/configuration.md
 */
export declare namespace ports {
  export {
    MarketBars, BarInterval, Timeframe,
    ContractBarsRequest, PriceSource, PriceRequest, Quote,
    CryptoMarketSource, CryptoAsset, FundingRate, FearGreedReading,
    PerpBookSource, PerpBookSnapshot, BookLevel,
    PositioningSource, CotReport,
    HoldingsSource, EtfHolding,
    PredictionVenueSource, ListOpenMarketsRequest, GetPredictionMarketRequest, ListResolvedMarketsRequest,
    OddsSource, OddsMarket, OddsRegion, OddsOutcome, BookmakerMarket, BookmakerPrices, OddsEvent, OddsRequest, EventOddsRequest, OddsBoard, OddsCompetition, Bookmaker,
    SportsResultsSource, SeasonResultsRequest, HistoricalMatch, MatchPrices, ThreeWayPrices, TotalsPrices, AsianHandicapPrices,
    F1Source, F1Race, F1Session, F1Driver, F1Constructor, F1RaceResult, F1QualifyingResult, F1DriverStanding, F1ConstructorStanding, F1Standings, F1Classification,
    FplSource, FplGame, FplPlayer, FplTeam, FplPosition, FplGameweek, FplSquadRules, FplFixture, FplPlayerMatch, FplPastSeason, FplPlayerHistory, FplPriceTenths,
    RacecardSource, RacecardRequest, Racecard, RacecardRunner, RunnerPrice, PlaceTerms, RacingCountry, RaceType,
    WeatherSource, StationObservation, StationObservations, StationObservationsRequest, EnsembleRequest, EnsembleForecast, DailyHistoryRequest, DailyHistory,
    GeophysicalSource, EarthquakeWindow, EarthquakeEvent, TornadoReport, TornadoMonth, SeaIceDay,
    MacroSeriesSource, MacroSeries, MacroLadderSeries,
    PostCountSource, DailyPostCounts,
    ImpliedVolatilitySource, ImpliedVolatilityQuote,
    SignalLog, SignalLogEntry, StoredSignalLogEntry, SignalLogGrade,
    MipSolverSource,
  };
}
