import { DEBT_ENDPOINTS } from './debt/index.js';
import type { EndpointDefinition } from './types.js';

/** Every endpoint guidekit serves, in the order of the specification documents. */
export const ENDPOINTS: readonly EndpointDefinition[] = [...DEBT_ENDPOINTS] as readonly EndpointDefinition[];
