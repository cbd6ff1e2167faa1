/**
 * guidekit/markets: market-analysis engines. So far: technical indicators in batch (typed arrays, TA-Lib's
 * lookback and seeding) and streaming form. Signals and scanners land with the market-signal issue.
 * @packageDocumentation
 */
export * from './indicators/index.js';
// The signal engine: calls with walk-forward probabilities, the scanner ranking and the calibration tools.
export * from './signals/index.js';
// Probability engines for prediction markets: ladders, calibration, edges, sum-arbitrage, macro, coinflip, weather, counts.
export * from './probability/index.js';
// Prediction markets: the venue-neutral market model and the pricing helpers (book walk, venue fees, annualised return, quarter Kelly).
export * from './predictions/index.js';
// Instruments, sessions and bars: the instrument table and its lists, trading sessions, resampling, continuous futures.
export { resolveInstrument, type ResolveInstrumentOptions } from './instruments/resolveInstrument.js';
export { listScanUniverse, type ListScanUniverseOptions, type ScanUniverse } from './instruments/listScanUniverse.js';
export { listBasketConstituents, type ListBasketConstituentsOptions, type BasketConstituents } from './instruments/listBasketConstituents.js';
export { listFuturesContracts, type ListFuturesContractsOptions, type FuturesContract, type FuturesContractList } from './instruments/listFuturesContracts.js';
export { isSessionOpen } from './sessions/isSessionOpen.js';
export { nextSessionOpen } from './sessions/nextSessionOpen.js';
export { lastSessionClose } from './sessions/lastSessionClose.js';
export { listTradingSessions, type ListTradingSessionsOptions, type TradingSession, type SessionInterval } from './sessions/listTradingSessions.js';
export { resampleBars, type ResampleBarsOptions, type ResampledBars } from './resampleBars.js';
export {
  buildContinuousSeries,
  type BuildContinuousSeriesOptions,
  type ContinuousSeries,
  type ContinuousRoll,
  type FuturesContractBars,
} from './buildContinuousSeries.js';
export {
  INSTRUMENTS,
  FX_CURRENCY_PRIORITY,
  FUTURES_CATEGORIES,
  type AssetClass,
  type FuturesCategory,
  type FuturesContractSpec,
  type FuturesRollRule,
  type InstrumentSpec,
  type SessionVenue,
} from './rules/instruments.js';
export { SCAN_UNIVERSES, type ScanUniverseId } from './rules/scanUniverses.js';
export { BASKET_THEMES, BASKET_THEME_RULES, type BasketTheme, type BasketThemeRule } from './rules/basketThemes.js';
export { SESSION_HOURS, type VenueHours, type SessionWindow } from './rules/sessionHours.js';
export { SESSION_CALENDARS, type VenueCalendar, type SessionException } from './rules/sessionCalendars.js';
// Reference price gate, basket engine and equity screener, with their rule tables.
export {
  gateReferencePrice,
  type GateReferencePriceOptions,
  type GateReferencePriceResult,
  type ReferencePrice,
  type ReferenceReason,
  type ReferenceContext,
  type ReferenceCheck,
  type PerpBookFetchFailure,
  type ObservedBook,
} from './reference/gateReferencePrice.js';
export {
  assessBasket,
  type AssessBasketOptions,
  type AssessBasketResult,
  type BasketConstituent,
  type BasketMember,
  type BasketExclusion,
  type BasketRegime,
  type BasketReason,
} from './basket/assessBasket.js';
export type { AssessBasketKey } from './basket/messages/assessBasket.js';
export {
  scoreFactors,
  type ScoreFactorsOptions,
  type ScoreFactorsResult,
  type ScreenerTicker,
  type CompanyFacts,
  type EdgarFact,
  type FactorScore,
  type FactorGap,
  type FactorGapReason,
  type FactUsed,
  type TickerScore,
  type FactorSummary,
  type ScreenerReason,
  type ScreenerRegime,
  type ScreenerCall,
  type ScreenerFactor,
} from './screener/scoreFactors.js';
export type { ScoreFactorsKey } from './screener/messages/scoreFactors.js';
export {
  REFERENCE_MAX_SPREAD_BPS,
  REFERENCE_MIN_DEPTH,
  REFERENCE_MAX_MARK_ORACLE_BPS,
  REFERENCE_MAX_BOOK_AGE_SECONDS,
  REFERENCE_MAX_UNIT_RATIO,
  REFERENCE_MAX_MOVE_PCT,
  type ReferenceDepthRule,
} from './rules/referenceGate.js';
export { MARKETS_SANITY_MAX_GAP, type SanityGapRule } from './rules/sanityGates.js';
export {
  BASKET_WINDOWS,
  BASKET_MEMBERSHIP,
  BASKET_REGIME_THRESHOLDS,
  BASKET_LEADERSHIP,
  type BasketWindows,
  type BasketMembership,
  type BasketRegimeThresholds,
  type BasketLeadership,
} from './rules/basketRegime.js';
export {
  SCREENER_MOMENTUM_WINDOW,
  SCREENER_PRICE_WINDOWS,
  SCREENER_FACTOR_WEIGHTS,
  SCREENER_CROSS_SECTION,
  SCREENER_FUNDAMENTALS,
  SCREENER_REGIME,
  type MomentumWindow,
  type PriceFactorWindows,
  type ScreenerCrossSection,
  type ScreenerFundamentals,
  type ScreenerRegimeRule,
} from './rules/screenerFactors.js';
// The port types the engines take (the bar struct, the perpetual book, an ETF holding), so their users can name them.
export type { MarketBars, BarInterval, Timeframe, PerpBookSnapshot, BookLevel, EtfHolding } from './ports/index.js';
// Every port the market endpoints read, in the engines' own words (docs/configuration.md), under one namespace of types:
// some of them share a name with an engine's own input type (an FPL player as the API lists it, and as the optimiser
// takes it). A declared namespace, not `export type * as`, so that the bundled declarations keep them types.
export type { ports } from './ports/namespace.js';
// Sports: de-vig and the sharp-book consensus, staking, ratings, races and fields, fantasy optimisers (docs/sports-models.md).
export * from './sports/index.js';
// Perpetual dislocations, tokenized stocks and the pre-IPO radar (docs/perps-tokenized-preipo.md).
export * from './perps/index.js';
export * from './tokenized/index.js';
export * from './preipo/index.js';
// The scan layer of the price-signal endpoints (docs/market-endpoints.md).
export * from './scans/index.js';
// The question router and report, and the economic-event scanner (docs/ask-analysis-event.md).
export * from './ask/index.js';
export * from './events/index.js';
// Rule-value and message-key types that the engines' results name, so callers can name them too.
export type { CryptoScanRule } from './rules/cryptoScan.js';
export type { PositioningModel } from './rules/positioning.js';
export type { TokenizedIssuerTerms } from './rules/tokenizedStocks.js';
export type { EligibilityProduct } from './rules/tokenizedEligibility.js';
export type { EquitySignalType } from './rules/equitySignals.js';
export type { SignalHistoryRule } from './rules/scanSettings.js';
export type { TokenizationSourceStatus } from './rules/tokenizationRadar.js';
export type { GateEquitySignalTypesKey } from './scans/messages/gateEquitySignalTypes.js';
export type { AssembleSignalScanKey } from './scans/messages/assembleSignalScan.js';
export type { GenerateInstrumentSignalKey } from './scans/messages/generateInstrumentSignal.js';
// Re-exported so a caller of guidekit/markets can catch the one error type without importing guidekit/core.
export { GuidekitError, type FieldIssue } from '../core/GuidekitError.js';
