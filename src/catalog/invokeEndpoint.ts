import { localizeResponse } from '../core/i18n/localizeResponse.js';
import type { Translator } from '../core/i18n/Translator.js';
import type { SourceUse } from '../core/sourceUse.js';
import { prepareEndpointCall, type PreparedCall } from './prepareEndpointCall.js';
import { problemFromError, type ProblemDocument } from './problemFromError.js';
import type { Ports } from './ports.js';
import type { EndpointDefinition } from './types.js';

/** The outcome of one endpoint call: a body to send with its status. */
export type EndpointOutcome =
  | { readonly status: 200; readonly body: unknown }
  | {
      readonly status: 400 | 409 | 500 | 501 | 503;
      readonly body: ProblemDocument;
      /** For a 503: seconds after which a retry may succeed (HTTP `Retry-After`), when known. */
      readonly retryAfterSeconds?: number;
    };

/** Whether answers come from live sources or from a recorded snapshot (local mode only; docs/configuration.md). */
export type DataMode = { readonly mode: 'live' } | { readonly mode: 'snapshot'; readonly as_of: string };

/** Options of {@link invokeEndpoint}. */
export interface InvokeEndpointOptions {
  /** ISO date the answer is for (the adapter reads the clock, never the engine). Required. */
  readonly asOf: string;
  /** The app's ports; the endpoint receives only those it declares in `needs`. Default: none. */
  readonly ports?: Partial<Ports>;
  /** Machine translation for languages without a shipped catalog (see {@link localizeResponse}). Default: none. */
  readonly translator?: Translator;
  /** Stated in every `data` block. Default `{ mode: 'live' }`. */
  readonly dataMode?: DataMode;
  /** A call already validated and prechecked by {@link prepareEndpointCall} (the HTTP adapter does so before payment). */
  readonly prepared?: PreparedCall;
}

/**
 * Validates raw parameters against an endpoint's schema and runs its engine. Shared by the CLI, the HTTP adapter and
 * MCP, so all answer the same body for the same input. Never rejects.
 *
 * In order: 501 when the engine has not landed; 400 naming each bad field, or failing the endpoint's `precheck`; 503
 * `data-unavailable` when the app lacks a port the endpoint declares in `needs`; then the run, which receives exactly
 * its declared ports and a trace; a source that fails during the run is a 503 naming it (with its retry delay). An
 * answer built from outside data (a 200, or a 409 that declined on what it read) carries a `data` block: the mode,
 * and each source used with its host, fetched-at, age, whether it came from a cache and every request made to it.
 *
 * @param endpoint - The catalog declaration.
 * @param input - Raw parameters: query strings for GET, the parsed JSON body for POST.
 * @param options - {@link InvokeEndpointOptions}.
 * @returns 200 with the engine's body (with `lang_note` added on language fallback, and `data` when sources were
 *   used); 400, 409 (nothing clears: the engine found no answer it may sell), 501, 503 or 500 with a problem document
 *   (RFC 9457).
 * @example
 * ```ts
 * (await invokeEndpoint(debtPayoff, { debts: '[...]' }, { asOf: '2026-11-22' })).status //=> 200
 * (await invokeEndpoint(safetyMerchant, { domain: 'shop.example.com' }, { asOf: '2026-11-22' })).status //=> 503, no probe
 * ```
 * @see https://www.rfc-editor.org/rfc/rfc9457
 */
export async function invokeEndpoint(endpoint: EndpointDefinition, input: unknown, options: InvokeEndpointOptions): Promise<EndpointOutcome> {
  const prepared = options.prepared ?? (await prepareEndpointCall(endpoint, input, options));
  if (!prepared.ok) return prepared.outcome;
  const { params, lang, ports } = prepared;
  const used: SourceUse[] = [];
  try {
    // prepareEndpointCall resolved `lang` against the endpoint's own languages (listEndpointLanguages), so the run only
    // sees a language its domain's catalogs have, as EngineContext's type for that domain says.
    const context = { asOf: options.asOf, lang, ports: ports as Ports, trace: { record: (use: SourceUse) => void used.push(use) } };
    const body = await endpoint.run!(params as never, context as Parameters<NonNullable<EndpointDefinition['run']>>[1]);
    const withData = used.length === 0 || !isPlainObject(body) ? body : { ...body, data: dataBlock(used, options.dataMode) };
    if (lang.lang_note === undefined || !isPlainObject(withData)) return { status: 200, body: withData };
    if (options.translator !== undefined) {
      return { status: 200, body: await localizeResponse(withData, { lang: lang.requested, translator: options.translator, ...(endpoint.response === undefined ? {} : { schema: endpoint.response }) }) };
    }
    return { status: 200, body: { ...withData, lang_note: lang.lang_note } };
  } catch (error) {
    const problem = problemFromError(error, { instance: endpoint.path });
    if (problem.status === 503) {
      const retry = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      return { status: 503, body: problem, ...(retry === undefined ? {} : { retryAfterSeconds: retry }) };
    }
    // 409: the engine looked and nothing cleared its bar; the problem carries what fell short, and nothing is charged.
    // It is an answer computed from outside data, so it says where that data came from, as a 200 does.
    if (problem.status === 409) return { status: 409, body: used.length === 0 ? problem : { ...problem, data: dataBlock(used, options.dataMode) } };
    return { status: problem.status === 400 ? 400 : 500, body: problem };
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One request an answer's source was asked, as the `data` block lists it. */
interface SourceRequest {
  readonly method: 'GET' | 'POST' | null;
  readonly url: string | null;
  readonly request_body_sha256?: string;
  readonly status: number | null;
  readonly fetched_at: string | null;
  readonly from_cache: boolean;
}

/**
 * Each distinct source once (the latest fetch of it), in the order first used, with every distinct request made to it
 * (`requests`, in the order first made): an answer built on many requests to one source (a futures root's contracts,
 * one info API asked several questions) names each of them, not only the last.
 */
function dataBlock(used: readonly SourceUse[], mode: DataMode | undefined) {
  const bySource = new Map<string, { latest: SourceUse; requests: Map<string, SourceRequest> }>();
  for (const use of used) {
    const key = `${use.source}\u0000${use.host ?? ''}`;
    const seen = bySource.get(key) ?? { latest: use, requests: new Map<string, SourceRequest>() };
    if ((use.fetched_at ?? '') > (seen.latest.fetched_at ?? '')) seen.latest = use;
    const request: SourceRequest = {
      method: use.method ?? null,
      url: use.url ?? null,
      ...(use.request_body_sha256 === undefined ? {} : { request_body_sha256: use.request_body_sha256 }),
      status: use.status ?? null,
      fetched_at: use.fetched_at,
      from_cache: use.from_cache,
    };
    const requestKey = `${request.method ?? ''} ${request.url ?? ''} ${use.request_body_sha256 ?? ''}`;
    const prior = seen.requests.get(requestKey);
    if (prior === undefined || (request.fetched_at ?? '') > (prior.fetched_at ?? '')) seen.requests.set(requestKey, request);
    bySource.set(key, seen);
  }
  return { ...(mode ?? { mode: 'live' as const }), sources: [...bySource.values()].map(({ latest, requests }) => ({ ...latest, requests: [...requests.values()] })) };
}
