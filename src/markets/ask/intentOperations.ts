import type { AskIntent } from './types.js';

/**
 * The catalog operations each intent may route to: what the grammar produces, and the only routes a language model's
 * reading of a question is allowed to name (anything else is discarded).
 *
 * @see docs/ask-analysis-event.md#intents
 */
export const ASK_INTENT_OPERATIONS: Readonly<Record<AskIntent, readonly string[]>> = {
  price_signal: ['signalGenerate'],
  market_scan: ['scanForex', 'scanCrypto', 'scanCmi', 'scanMarket', 'scanFutures', 'scanCryptoLite'],
  futures_signal: ['signalFutures'],
  coinflip: ['signalCoinflip'],
  event_reaction: ['scanEvent'],
  match_winner: ['scanGame', 'signalSports'],
  sports_pick: ['signalSports'],
  player_compare: ['scanCompare'],
  player_h2h: ['scanH2h'],
  player_outlook: ['scanPlayer'],
  fantasy: ['scanFantasy'],
  fpl: ['signalFpl'],
  f1_race: ['signalF1'],
  horse_race: ['scanRacing'],
  golf: ['scanGolf'],
  macro_threshold: ['signalMacro'],
  price_threshold: ['signalTicker'],
  weather_temperature: ['signalStormy'],
  weather_rain: ['signalRainy'],
  geophysical: ['signalGaia'],
  politics: ['signalPolitics'],
  prediction_scan: ['signalPredvenue', 'scanPredmarket'],
  pm_sports: ['signalPmSports'],
  perps: ['signalPerps'],
  tokenized: ['signalTokenized'],
  tokenized_eligibility: ['signalTokenizedEligibility'],
  tokenization_radar: ['signalTokenizationRadar'],
  pre_ipo: ['signalPreIpo'],
  basket: ['signalBasket'],
  screener: ['signalScreener'],
  attention: ['signalAttention'],
  backtest: ['backtestRun'],
};
