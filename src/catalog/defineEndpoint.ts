import type { z } from 'zod';
import type { EndpointDefinition } from './types.js';

/**
 * Declares one catalog endpoint, keeping the parameter schema's output type tied to the engine call.
 *
 * @param definition - The endpoint declaration.
 * @returns The same declaration, typed.
 * @example
 * ```ts
 * export const debtRights = defineEndpoint({ operationId: 'debtRights', method: 'GET', path: '/api/debt/rights', ... });
 * ```
 */
export function defineEndpoint<S extends z.ZodType>(definition: EndpointDefinition<S>): EndpointDefinition<S> {
  return definition;
}
