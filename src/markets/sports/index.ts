/**
 * Sports engines: de-vig and the sharp-book consensus, EV and Kelly staking, Elo and Dixon–Coles ratings with their
 * markets, race and field finishing probabilities, and the FPL and DFS optimisers. Plain floats throughout; seeded
 * randomness only; every weight and threshold from a dated rule table (src/markets/rules/sports*.ts).
 * @packageDocumentation
 */
export { DEVIG_METHODS, type DevigMethod, type DevigResult, type MipColumn, type MipSolution, type MipSolver } from './types.js';
export { devigBasic, type DevigBasicOptions } from './devigBasic.js';
export { devigAdditive, type DevigAdditiveOptions } from './devigAdditive.js';
export { devigPower, type DevigPowerOptions } from './devigPower.js';
export { devigShin, type DevigShinOptions } from './devigShin.js';
export { devigOddsRatio, type DevigOddsRatioOptions } from './devigOddsRatio.js';
export { devigBalancedBook, type DevigBalancedBookOptions } from './devigBalancedBook.js';
export { devigConsensus, type BookOdds, type ConsensusBook, type DevigConsensusOptions, type DevigConsensusResult } from './devigConsensus.js';
export { computeExpectedValue, type ComputeExpectedValueOptions, type ExpectedValueResult } from './computeExpectedValue.js';
export { sizeKellyStake, type KellyStakeResult, type SizeKellyStakeOptions } from './sizeKellyStake.js';
export { sizeKellyPortfolio, type KellyPortfolioResult, type SizeKellyPortfolioOptions } from './sizeKellyPortfolio.js';
export { fitEloRatings, type EloGame, type EloRatingsResult, type FitEloRatingsOptions } from './fitEloRatings.js';
export { tuneEloParameters, type TuneEloParametersOptions, type TuneEloParametersResult } from './tuneEloParameters.js';
export { fitDixonColes, type DixonColesModel, type FitDixonColesOptions, type MatchResult } from './fitDixonColes.js';
export { predictDixonColes, type DixonColesPrediction, type PredictDixonColesOptions } from './predictDixonColes.js';
export { buildScoreMatrix, type BuildScoreMatrixOptions } from './buildScoreMatrix.js';
export { priceScoreMatrix, type PriceScoreMatrixOptions, type ScoreMatrixPrices, type TotalPrice } from './priceScoreMatrix.js';
export { computeSkellamDistribution, type ComputeSkellamDistributionOptions, type GoalDifferenceDistribution } from './computeSkellamDistribution.js';
export { priceGoalSpreads, type AsianHandicapPrice, type EuropeanHandicapPrice, type GoalSpreadPrices, type PriceGoalSpreadsOptions } from './priceGoalSpreads.js';
export { blendWithMarket, type BlendReason, type BlendWithMarketOptions, type BlendWithMarketResult } from './blendWithMarket.js';
export { computeHarvilleProbabilities, type ComputeHarvilleProbabilitiesOptions, type HarvilleProbabilities } from './computeHarvilleProbabilities.js';
export { simulatePlackettLuce, type PlackettLuceSimulation, type SimulatePlackettLuceOptions } from './simulatePlackettLuce.js';
export { computeEachWayValue, type ComputeEachWayValueOptions, type EachWayTerms, type EachWayValueResult } from './computeEachWayValue.js';
export { simulateGolfField, type GolfFieldSimulation, type GolfMatchup, type GolfPlayerOutlook, type SimulateGolfFieldOptions } from './simulateGolfField.js';
export { estimateFplExpectedPoints, type EstimateFplExpectedPointsOptions, type FplExpectedPointsInput, type FplExpectedPointsResult, type FplRecentMatch } from './estimateFplExpectedPoints.js';
export { buildFplSquad, type BuildFplSquadOptions, type BuildFplSquadResult, type FplPlayer, type FplSquadPlan } from './buildFplSquad.js';
export { planFplTransfers, type FplCurrentTeam, type FplOwnedPlayer, type PlanFplTransfersOptions, type PlanFplTransfersResult } from './planFplTransfers.js';
export { pickFplCaptain, type PickFplCaptainOptions, type PickFplCaptainResult } from './pickFplCaptain.js';
export { buildDfsLineup, type BuildDfsLineupOptions, type DfsLineupResult, type DfsPlayer, type DfsSlot } from './buildDfsLineup.js';
// The sports rule tables and their value types, so callers can read (and cite) the weights the engines apply.
export { SPORTS_BOOK_WEIGHTS, SPORTS_CONSENSUS_METHOD, SPORTS_KELLY_FRACTION, SPORTS_DATA_CONFIDENCE, SPORTS_BLEND_WEIGHTS, type BookWeights, type BlendWeights, type DataConfidence } from '../rules/sportsMarkets.js';
export { SPORTS_ELO_PARAMETERS, SPORTS_DIXON_COLES, type EloParameters, type DixonColesDefaults } from '../rules/sportsRatings.js';
export { SPORTS_EACH_WAY_TERMS, SPORTS_GOLF_FIELD, type EachWayTermsRow, type GolfCutRule, type GolfFieldRules } from '../rules/sportsRacing.js';
export {
  SPORTS_FPL_RULES,
  SPORTS_FPL_BENCH_WEIGHTS,
  SPORTS_FPL_XP_MODEL,
  SPORTS_DFS_RULES,
  type FplPosition,
  type FplRules,
  type FplBenchWeights,
  type FplExpectedPointsModel,
  type DfsRules,
  type DfsStackRule,
} from '../rules/sportsFantasy.js';
