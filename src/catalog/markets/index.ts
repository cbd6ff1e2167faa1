/**
 * The 42 paid endpoints of the market-signal service (spec: Market Signal Service and Shopping Safety Service, Market signal service: all paid
 * endpoints), in the spec's order: analysis, backtest, the 16 scans, the 24 signals.
 */
import { marketAnalysis } from './analysis.js';
import { backtestRun } from '../backtest/run.js';
import { scanMarket } from './scanMarket.js';
import { scanForex } from './scanForex.js';
import { scanCmi } from './scanCmi.js';
import { scanCrypto } from './scanCrypto.js';
import { scanCryptoLite } from './scanCryptoLite.js';
import { scanFutures } from './scanFutures.js';
import { scanEvent } from './scanEvent.js';
import { scanPredmarket } from './scanPredmarket.js';
import { scanGame } from './scanGame.js';
import { scanRacing } from './scanRacing.js';
import { scanGolf } from './scanGolf.js';
import { scanH2h } from './scanH2h.js';
import { scanCompare } from './scanCompare.js';
import { scanFantasy } from './scanFantasy.js';
import { scanPlayer } from './scanPlayer.js';
import { scanAsk } from './scanAsk.js';
import { signalGenerate } from './signalGenerate.js';
import { signalEquities } from './signalEquities.js';
import { signalBasket } from './signalBasket.js';
import { signalFutures } from './signalFutures.js';
import { signalSports } from './signalSports.js';
import { signalF1 } from './signalF1.js';
import { signalRacing } from './signalRacing.js';
import { signalPredvenue } from './signalPredvenue.js';
import { signalCoinflip } from './signalCoinflip.js';
import { signalStormy } from './signalStormy.js';
import { signalRainy } from './signalRainy.js';
import { signalGaia } from './signalGaia.js';
import { signalMacro } from './signalMacro.js';
import { signalAttention } from './signalAttention.js';
import { signalPolitics } from './signalPolitics.js';
import { signalPmSports } from './signalPmSports.js';
import { signalTicker } from './signalTicker.js';
import { signalPerps } from './signalPerps.js';
import { signalFpl } from './signalFpl.js';
import { signalScreener } from './signalScreener.js';
import { signalPreIpo } from './signalPreIpo.js';
import { signalTokenized } from './signalTokenized.js';
import { signalTokenizedEligibility } from './signalTokenizedEligibility.js';
import { signalTokenizationRadar } from './signalTokenizationRadar.js';

/** The market-signal service's paid endpoints (analysis, backtest, scans, signals), in the spec's order. */
export const MARKETS_ENDPOINTS = [
  marketAnalysis,
  backtestRun,
  scanMarket,
  scanForex,
  scanCmi,
  scanCrypto,
  scanCryptoLite,
  scanFutures,
  scanEvent,
  scanPredmarket,
  scanGame,
  scanRacing,
  scanGolf,
  scanH2h,
  scanCompare,
  scanFantasy,
  scanPlayer,
  scanAsk,
  signalGenerate,
  signalEquities,
  signalBasket,
  signalFutures,
  signalSports,
  signalF1,
  signalRacing,
  signalPredvenue,
  signalCoinflip,
  signalStormy,
  signalRainy,
  signalGaia,
  signalMacro,
  signalAttention,
  signalPolitics,
  signalPmSports,
  signalTicker,
  signalPerps,
  signalFpl,
  signalScreener,
  signalPreIpo,
  signalTokenized,
  signalTokenizedEligibility,
  signalTokenizationRadar,
] as const;

/**
 * Endpoints the market-signal service no longer offers. They are not in the catalog; adapters may answer them
 * with 410 Gone and the manifest lists them as retired.
 *
 * @see spec: Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints (Retired endpoints)
 */
export const RETIRED_ENDPOINTS = [
  '/api/signal/ranges',
  '/api/signal/econ',
  '/api/signal/weather',
  '/api/scan/options',
  '/api/signal/options',
  '/api/signal/golf',
] as const;
