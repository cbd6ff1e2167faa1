/**
 * guidekit/markets: market-analysis engines. So far: technical indicators in batch (typed arrays, TA-Lib's
 * lookback and seeding) and streaming form. Signals and scanners land with the market-signal issue.
 * @packageDocumentation
 */
export * from './indicators/index.js';
// The signal engine: calls with walk-forward probabilities, the scanner ranking and the calibration tools.
export * from './signals/index.js';
// Instruments, sessions and bars: the instrument table and its lists, trading sessions, resampling, continuous futures.
export { resolveInstrument, type ResolveInstrumentOptions } from './instruments/resolveInstrument.js';
export { listScanUniverse, type ListScanUniverseOptions, type ScanUniverse } from './instruments/listScanUniverse.js';
export { listBasketConstituents, type ListBasketConstituentsOptions, type BasketConstituents } from './instruments/listBasketConstituents.js';
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
// The bar struct the engines take (the port's own type), so its users can name it.
export type { MarketBars, BarInterval, Timeframe } from './ports/MarketBars.js';
// Re-exported so a caller of guidekit/markets can catch the one error type without importing guidekit/core.
export { GuidekitError, type FieldIssue } from '../core/GuidekitError.js';
