/**
 * guidekit's probability engines for prediction markets: finance ladders under a lognormal model (close-above, touch,
 * buckets, with the discrete-monitoring correction) and their volatility inputs, calibration (Platt, isotonic) and its
 * scores, calibrated edges against executable prices, depth-verified sum-arbitrage, macro threshold ladders, the daily
 * up/down fair value, temperature and precipitation ladders, and count ladders. Pure functions on plain floats (venue
 * prices and money in decimals). See docs/probability-models.md.
 * @packageDocumentation
 */
export type { LognormalModel, LadderRung, ValueRung, BookLevelInput, FeeFill, FeeFunction, IntegerBin, PlattCalibration, IsotonicCalibration, Calibration, CountModel } from './types.js';
export { computeCloseAboveProbability } from './computeCloseAboveProbability.js';
export { computeTouchProbability, type ComputeTouchProbabilityOptions } from './computeTouchProbability.js';
export { priceLadder, type PricedLadder, type PricedRung } from './priceLadder.js';
export { estimateCloseToCloseVolatility, type EstimateCloseToCloseVolatilityOptions, type VolatilityEstimate } from './estimateCloseToCloseVolatility.js';
export { estimateParkinsonVolatility, type EstimateParkinsonVolatilityOptions } from './estimateParkinsonVolatility.js';
export { solveImpliedVolatility, type ImpliedVolatilityQuote, type SolveImpliedVolatilityOptions, type ImpliedVolatilityResult } from './solveImpliedVolatility.js';
export { fitPlattScaling, type FitPlattScalingOptions, type PlattFit } from './fitPlattScaling.js';
export { fitIsotonicRegression, type IsotonicFit, type IsotonicBlock } from './fitIsotonicRegression.js';
export { calibrateProbability } from './calibrateProbability.js';
export { scoreCalibration, type ScoreCalibrationOptions, type CalibrationScores, type ReliabilityRow } from './scoreCalibration.js';
export { findCalibratedEdges, type CalibratedEdgeMarket, type FindCalibratedEdgesOptions, type FindCalibratedEdgesResult, type CalibratedEdge } from './findCalibratedEdges.js';
export { findSumArbitrage, type SumArbitrageLeg, type FindSumArbitrageOptions, type SumArbitrageFill, type SumArbitragePlan, type SumArbitrageResult } from './findSumArbitrage.js';
export { priceMacroLadder, type MacroLadderInput, type MacroRelease, type PriceMacroLadderOptions, type MacroLadderResult } from './priceMacroLadder.js';
export { priceCoinflip, type CoinflipInput, type PriceCoinflipOptions, type CoinflipFairValue } from './priceCoinflip.js';
export { priceTemperatureLadder, type TemperatureLadderInput, type PriceTemperatureLadderOptions, type TemperatureLadderResult } from './priceTemperatureLadder.js';
export { fitGammaDistribution, type FitGammaDistributionOptions, type GammaDistributionFit } from './fitGammaDistribution.js';
export { pricePrecipitationLadder, type PrecipitationLadderInput, type PricePrecipitationLadderOptions, type PrecipitationLadderResult } from './pricePrecipitationLadder.js';
export { fitCountDistribution, type FitCountDistributionOptions, type CountDistributionFit } from './fitCountDistribution.js';
export { priceCountBins, type CountBinsInput, type PriceCountBinsOptions, type CountBinsResult } from './priceCountBins.js';
export { PROBABILITY_ANNUALISATION, type VolatilityAnnualisation } from '../rules/probabilityVolatility.js';
export { PROBABILITY_EDGE_RULES, type ProbabilityEdgeRules } from '../rules/probabilityEdges.js';
export { PROBABILITY_MACRO_SERIES, PROBABILITY_MACRO_MODEL, type MacroSeries, type MacroSeriesRule, type MacroModelRule } from '../rules/probabilityMacro.js';
export { PROBABILITY_WEATHER_RULES, type WeatherLadderRules } from '../rules/probabilityWeather.js';
export { PROBABILITY_COINFLIP_RULES, type CoinflipRules } from '../rules/probabilityCoinflip.js';
