import { ENDPOINTS } from './endpoints.js';
import type { EndpointDefinition } from './types.js';

/**
 * Finds a catalog endpoint by path, written in full (`/api/debt/payoff`) or short (`debt/payoff`), or by operation id.
 *
 * @param ref - Path, short path or operation id; case-insensitive, a trailing slash or query string is ignored.
 * @param options - `endpoints`: the list to search. Default {@link ENDPOINTS}.
 * @returns The endpoint, or undefined when none matches.
 * @example
 * ```ts
 * findEndpoint('debt/payoff')?.operationId //=> 'debtPayoff'
 * ```
 */
export function findEndpoint(
  ref: string,
  options: { readonly endpoints?: readonly EndpointDefinition[] } = {},
): EndpointDefinition | undefined {
  const endpoints = options.endpoints ?? ENDPOINTS;
  const bare = ref.trim().split('?')[0]!.replace(/\/+$/, '').toLowerCase();
  const path = bare.startsWith('/api/') ? bare : bare.startsWith('api/') ? `/${bare}` : `/api/${bare.replace(/^\//, '')}`;
  return endpoints.find((e) => e.path.toLowerCase() === path || e.operationId.toLowerCase() === bare);
}
