import { AsyncLocalStorage } from 'node:async_hooks';
import type { CreditService } from './createCreditService.js';

/** What an MCP request carries for credits: the service and the connection's X-API-KEY. */
export interface McpCreditContext {
  readonly credits: CreditService;
  /** The X-API-KEY header of the HTTP request that carries the MCP message, if any. */
  readonly apiKey: string | undefined;
}

const storage = new AsyncLocalStorage<McpCreditContext>();

/**
 * Runs one MCP HTTP request with its credit context, so the MCP payment gate (which sees only the tool call) can
 * spend the connection's API key. The MCP server is built per request inside `fn`, so every tool call of that
 * request sees this context.
 *
 * @param context - The credit service and the request's API key.
 * @param fn - Serves the request.
 * @returns What `fn` returns.
 * @example
 * ```ts
 * app.use('/api/mcp', (c, next) => runWithMcpCredits({ credits, apiKey: c.req.header('X-API-KEY') }, next));
 * ```
 * @see https://nodejs.org/api/async_context.html#class-asynclocalstorage
 */
export function runWithMcpCredits<R>(context: McpCreditContext, fn: () => R): R {
  return storage.run(context, fn);
}

/**
 * The credit context of the MCP request being served, if credits are enabled.
 *
 * @returns The context, or undefined.
 * @example
 * ```ts
 * const context = currentMcpCredits();
 * ```
 */
export function currentMcpCredits(): McpCreditContext | undefined {
  return storage.getStore();
}
