import { DEBT_ENDPOINTS } from './debt/index.js';
import { VET_ENDPOINTS } from './vet/index.js';
import { MARKETS_ENDPOINTS } from './markets/index.js';
import { SAFETY_ENDPOINTS } from './safety/index.js';
import type { EndpointDefinition } from './types.js';

/**
 * Every endpoint guidekit serves, in the order of the specification documents: the 21 debt endpoints
 * (spec: Debt Elimination Guidance Service), the 10 veterans endpoints (spec: Veterans Benefits Guidance Service), then the 42 market-signal
 * endpoints (analysis, backtest, scans, signals) and the 3 shopping-safety endpoints (spec: Market Signal Service and Shopping Safety Service).
 */
export const ENDPOINTS: readonly EndpointDefinition[] = [
  ...DEBT_ENDPOINTS,
  ...VET_ENDPOINTS,
  ...MARKETS_ENDPOINTS,
  ...SAFETY_ENDPOINTS,
] as readonly EndpointDefinition[];
