/**
 * Technical indicators of guidekit/markets: each in a batch form (`computeXxx`: series in, `Float64Array`
 * out, `NaN` during TA-Lib's lookback) and a streaming form (`createXxxStream`: `update(bar)` returns the
 * value, or `null` while warming up). See docs/indicators.md for lookbacks and seeding.
 * @packageDocumentation
 */
export type { Series, HlcSeries, HlcBar, IndicatorStream } from './types.js';
export { MAX_PERIOD } from './_lib/readPeriod.js';
export { computeSma, type SmaOptions } from './computeSma.js';
export { createSmaStream } from './createSmaStream.js';
export { computeEma, type EmaOptions } from './computeEma.js';
export { createEmaStream } from './createEmaStream.js';
export { computeWma, type WmaOptions } from './computeWma.js';
export { createWmaStream } from './createWmaStream.js';
export { computeRsi, type RsiOptions } from './computeRsi.js';
export { createRsiStream } from './createRsiStream.js';
export { computeAtr, type AtrOptions } from './computeAtr.js';
export { createAtrStream } from './createAtrStream.js';
export { computeMacd, type MacdOptions, type MacdSeries } from './computeMacd.js';
export { createMacdStream, type MacdValue } from './createMacdStream.js';
export {
  computeBollingerBands,
  type BollingerBandsOptions,
  type BollingerBandsSeries,
} from './computeBollingerBands.js';
export { createBollingerBandsStream, type BollingerBandsValue } from './createBollingerBandsStream.js';
export { computeAdx, type AdxOptions, type AdxSeries } from './computeAdx.js';
export { createAdxStream, type AdxValue } from './createAdxStream.js';
export { computeStochastic, type StochasticOptions, type StochasticSeries } from './computeStochastic.js';
export { createStochasticStream, type StochasticValue } from './createStochasticStream.js';
export { computeRoc, type RocOptions } from './computeRoc.js';
export { createRocStream } from './createRocStream.js';
export {
  computeDonchianChannels,
  type DonchianChannelsOptions,
  type DonchianChannelsSeries,
  type HighLowSeries,
} from './computeDonchianChannels.js';
export {
  createDonchianChannelsStream,
  type DonchianChannelsValue,
  type HighLowBar,
} from './createDonchianChannelsStream.js';
export { computeObv, type CloseVolumeSeries } from './computeObv.js';
export { createObvStream, type CloseVolumeBar } from './createObvStream.js';
export { computeVwap, type VwapInput, type VwapOptions } from './computeVwap.js';
export { createVwapStream, type VwapBar } from './createVwapStream.js';
