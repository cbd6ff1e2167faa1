import type { z } from 'zod';
import type { PortName } from './ports.js';
import type { Domain, EndpointDefinition } from './types.js';

/**
 * Declares one catalog endpoint, keeping the parameter schema's output type tied to the engine call and the ports in
 * `needs` tied to what the run may read from `context.ports`.
 *
 * @param definition - The endpoint declaration.
 * @returns The same declaration, typed.
 * @example
 * ```ts
 * export const debtRights = defineEndpoint({ operationId: 'debtRights', method: 'GET', path: '/api/debt/rights', ... });
 * ```
 */
export function defineEndpoint<S extends z.ZodType, N extends PortName = never, D extends Domain = Domain>(definition: EndpointDefinition<S, N, D>): EndpointDefinition<S, N, D> {
  return definition;
}
