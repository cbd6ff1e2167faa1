import type { z } from 'zod';
import type { ResolvedLang } from '../core/i18n/resolveLang.js';

/** Credit types of the market-signal service; a credit of one type never pays for the other. */
export type CreditType = 'analysis' | 'signal';

/** The domain an endpoint belongs to. */
export type Domain = 'debt' | 'vet' | 'markets' | 'backtest' | 'safety';

/** What every engine call receives besides its parameters; adapters fill it in (engines never read the clock). */
export interface EngineContext {
  /** ISO date the answer is computed for. */
  readonly asOf: string;
  /** The message catalog chosen for the request's `lang`. */
  readonly lang: ResolvedLang;
}

/**
 * One endpoint of the three specification documents, declared once. The CLI, the HTTP routes, OpenAPI,
 * MCP tools, llms.txt and the manifests are all generated from these declarations.
 *
 * @typeParam S - The zod schema of the endpoint's parameters (query for GET, JSON body for POST).
 */
export interface EndpointDefinition<S extends z.ZodType = z.ZodType> {
  /** Operation id from the spec, or one of ours where the spec names none (documented in docs/catalog.md). */
  readonly operationId: string;
  readonly method: 'GET' | 'POST';
  /** Path as in the spec, e.g. `/api/debt/payoff`. */
  readonly path: string;
  /** Price per call in USD as an exact decimal string, e.g. `'0.10'`. */
  readonly priceUsd: string;
  /** Credit type where the spec names one. */
  readonly credit?: CreditType;
  readonly domain: Domain;
  /** One-line summary for listings, OpenAPI and tool descriptions. */
  readonly summary: string;
  /** Which spec document (and section) declares the endpoint. */
  readonly spec: string;
  /**
   * The parameters exactly as the spec gives them. GET query values arrive as strings and are coerced here;
   * unknown names are ignored.
   */
  readonly params: S;
  /**
   * Runs the engine on validated parameters. Absent while the engine has not landed: the endpoint is then
   * unavailable (HTTP 501, never charged).
   */
  readonly run?: (params: z.output<S>, context: EngineContext) => unknown | Promise<unknown>;
  /** Why the endpoint is unavailable, when `run` is absent. */
  readonly unavailableReason?: string;
}
