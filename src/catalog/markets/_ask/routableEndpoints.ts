import { backtestRun } from '../../backtest/run.js';
import type { EndpointDefinition } from '../../types.js';
import type { PortName } from '../../ports.js';
import { scanCmi } from '../scanCmi.js';
import { scanCompare } from '../scanCompare.js';
import { scanCrypto } from '../scanCrypto.js';
import { scanCryptoLite } from '../scanCryptoLite.js';
import { scanEvent } from '../scanEvent.js';
import { scanFantasy } from '../scanFantasy.js';
import { scanForex } from '../scanForex.js';
import { scanFutures } from '../scanFutures.js';
import { scanGame } from '../scanGame.js';
import { scanGolf } from '../scanGolf.js';
import { scanH2h } from '../scanH2h.js';
import { scanMarket } from '../scanMarket.js';
import { scanPlayer } from '../scanPlayer.js';
import { scanPredmarket } from '../scanPredmarket.js';
import { scanRacing } from '../scanRacing.js';
import { signalAttention } from '../signalAttention.js';
import { signalBasket } from '../signalBasket.js';
import { signalCoinflip } from '../signalCoinflip.js';
import { signalF1 } from '../signalF1.js';
import { signalFpl } from '../signalFpl.js';
import { signalFutures } from '../signalFutures.js';
import { signalGaia } from '../signalGaia.js';
import { signalGenerate } from '../signalGenerate.js';
import { signalMacro } from '../signalMacro.js';
import { signalPerps } from '../signalPerps.js';
import { signalPmSports } from '../signalPmSports.js';
import { signalPolitics } from '../signalPolitics.js';
import { signalPredvenue } from '../signalPredvenue.js';
import { signalPreIpo } from '../signalPreIpo.js';
import { signalRainy } from '../signalRainy.js';
import { signalScreener } from '../signalScreener.js';
import { signalSports } from '../signalSports.js';
import { signalStormy } from '../signalStormy.js';
import { signalTicker } from '../signalTicker.js';
import { signalTokenizationRadar } from '../signalTokenizationRadar.js';
import { signalTokenized } from '../signalTokenized.js';
import { signalTokenizedEligibility } from '../signalTokenizedEligibility.js';

/**
 * The catalog endpoints the question router can send a question to (every operation of `ASK_INTENT_OPERATIONS`), by
 * operation id. Declarations, not engines: an endpoint whose engine has not landed is routed to and reported as not
 * available yet.
 */
export const ROUTABLE_ENDPOINTS: ReadonlyMap<string, EndpointDefinition> = new Map(
  ([
    signalGenerate, scanForex, scanCrypto, scanCmi, scanMarket, scanFutures, scanCryptoLite, signalFutures, signalCoinflip,
    scanEvent, scanGame, signalSports, scanCompare, scanH2h, scanPlayer, scanFantasy, signalFpl, signalF1, scanRacing,
    scanGolf, signalMacro, signalTicker, signalStormy, signalRainy, signalGaia, signalPolitics, signalPredvenue,
    scanPredmarket, signalPmSports, signalPerps, signalTokenized, signalTokenizedEligibility, signalTokenizationRadar,
    signalPreIpo, signalBasket, signalScreener, signalAttention, backtestRun,
  ] as readonly EndpointDefinition[]).map((e) => [e.operationId, e]),
);

/**
 * The ports a question endpoint may read: every port of the routable endpoints that are served (an endpoint not served
 * reads nothing), and the optional language-model reader. Computed from the declarations, so it grows as engines land.
 */
export const ASK_PORTS: readonly PortName[] = [
  // pmCorpus is left out: the router sends bar-rule backtests to backtestRun, never prediction-market ones.
  ...new Set<PortName>([...[...ROUTABLE_ENDPOINTS.values()].filter((e) => e.run !== undefined).flatMap((e) => (e.needs ?? []) as PortName[]).filter((n) => n !== 'pmCorpus'), 'questionParser']),
];
