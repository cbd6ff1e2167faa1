import { DEBT_ENDPOINTS } from './debt/index.js';
import { VET_ENDPOINTS } from './vet/index.js';
import { MARKETS_ENDPOINTS } from './markets/index.js';
import { SAFETY_ENDPOINTS } from './safety/index.js';
import type { EndpointDefinition } from './types.js';

/**
 * Every endpoint guidekit serves, in the order of the specification documents: the 21 debt endpoints
 * (000_bbc236ec7569c69c.txt), the 10 veterans endpoints (001_5584a1362f189380.txt), then the 42 market-signal
 * endpoints (analysis, backtest, scans, signals) and the 3 shopping-safety endpoints (002_55be4aa7ee3acf96.txt).
 */
export const ENDPOINTS: readonly EndpointDefinition[] = [
  ...DEBT_ENDPOINTS,
  ...VET_ENDPOINTS,
  ...MARKETS_ENDPOINTS,
  ...SAFETY_ENDPOINTS,
] as readonly EndpointDefinition[];
