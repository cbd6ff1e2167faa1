import { GuidekitError } from '../core/GuidekitError.js';
import { fieldIssuesFromZod } from '../core/fieldIssuesFromZod.js';
import { resolveLang, type ResolvedLang } from '../core/i18n/resolveLang.js';
import type { EndpointOutcome } from './invokeEndpoint.js';
import { listEndpointLanguages } from './listEndpointLanguages.js';
import { PORT_DESCRIPTIONS, PORT_NAMES, type PortName, type Ports } from './ports.js';
import { PROBLEM_TYPE_BASE, problemFromError } from './problemFromError.js';
import type { EndpointDefinition } from './types.js';

/** A call that passed every check that needs no outside data: ready to run, or to be paid for first. */
export type PreparedCall =
  | {
      readonly ok: true;
      /** The validated parameters. */
      readonly params: unknown;
      readonly lang: ResolvedLang;
      /** Exactly the endpoint's declared ports. */
      readonly ports: Partial<Ports>;
    }
  | { readonly ok: false; readonly outcome: Exclude<EndpointOutcome, { status: 200 }> };

/** Options of {@link prepareEndpointCall}. */
export interface PrepareEndpointCallOptions {
  /** ISO date of the request. */
  readonly asOf: string;
  /** The app's ports. Default: none. */
  readonly ports?: Partial<Ports>;
}

/**
 * Everything about a call that can be decided without running the engine or reaching outside: the endpoint has
 * landed (else 501), the parameters are valid (else 400 naming each field), its `precheck` passes (else 400, or 503
 * when it knows no source can answer; it may use the declared ports' pre-payment look-ups, such as the merchant
 * probe's DNS screen), and the
 * app has every port it `needs` (else 503 `data-unavailable` naming the missing source). The HTTP adapter and MCP run
 * this before asking for payment, so a caller is never asked to pay for a request that cannot succeed.
 *
 * @param endpoint - The catalog declaration.
 * @param input - Raw parameters: query strings for GET, the parsed JSON body for POST.
 * @param options - {@link PrepareEndpointCallOptions}.
 * @returns The prepared call (validated parameters, language, the declared ports only), or the outcome to answer.
 * @example
 * ```ts
 * const prepared = await prepareEndpointCall(safetyMerchant, { domain: 'http://127.0.0.1/' }, { asOf: '2026-11-24' });
 * prepared.ok //=> false (400 naming `domain`)
 * ```
 */
export async function prepareEndpointCall(endpoint: EndpointDefinition, input: unknown, options: PrepareEndpointCallOptions): Promise<PreparedCall> {
  const instance = endpoint.path;
  if (endpoint.run === undefined) {
    return {
      ok: false,
      outcome: {
        status: 501,
        body: {
          type: `${PROBLEM_TYPE_BASE}not-implemented`,
          title: 'Endpoint not available yet',
          status: 501,
          detail: `${endpoint.method} ${endpoint.path} is declared but not available yet: ${endpoint.unavailableReason ?? 'its engine has not landed'}. Nothing was charged.`,
          instance,
        },
      },
    };
  }
  let params: unknown;
  let lang: ResolvedLang;
  try {
    const parsed = endpoint.params.safeParse(input ?? {});
    if (!parsed.success) {
      const issues = fieldIssuesFromZod(parsed.error.issues, { input: input ?? {} });
      throw new GuidekitError(`${endpoint.operationId}: invalid parameters`, { code: 'invalid_parameters', issues });
    }
    params = parsed.data;
    const raw = (params as { lang?: unknown }).lang;
    lang = resolveLang(typeof raw === 'string' ? raw : undefined, { languages: listEndpointLanguages(endpoint) });
    const configuredPorts = PORT_NAMES.filter((name) => options.ports?.[name] !== undefined);
    await endpoint.precheck?.(params as never, { asOf: options.asOf, lang, configuredPorts, ports: declaredPorts(endpoint, options.ports) });
  } catch (error) {
    const problem = problemFromError(error, { instance });
    // A precheck may know before payment that no source can answer (a 503, never charged).
    if (problem.status === 503) {
      const retry = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      return { ok: false, outcome: { status: 503, body: problem, ...(retry === undefined ? {} : { retryAfterSeconds: retry }) } };
    }
    return { ok: false, outcome: { status: problem.status === 400 ? 400 : 500, body: problem } };
  }
  const needs = endpoint.needs ?? [];
  const required = endpoint.needsFor === undefined ? needs : endpoint.needsFor(params as never);
  const missing = required.filter((name) => options.ports?.[name] === undefined);
  if (missing.length > 0) {
    return {
      ok: false,
      outcome: {
        status: 503,
        body: {
          type: `${PROBLEM_TYPE_BASE}data-unavailable`,
          title: 'Data source not configured',
          status: 503,
          detail: `${endpoint.method} ${endpoint.path} reads ${missing.map((name) => `${name} (${PORT_DESCRIPTIONS[name]})`).join(' and ')}, and this server has no source configured for ${missing.length === 1 ? 'it' : 'them'}. Nothing was charged.`,
          instance,
          sources: missing,
        },
      },
    };
  }
  return { ok: true, params, lang, ports: declaredPorts(endpoint, options.ports) };
}

/** Exactly the endpoint's declared ports that the app has. */
function declaredPorts(endpoint: EndpointDefinition, all: Partial<Ports> | undefined): Partial<Ports> {
  const ports: Partial<Record<PortName, unknown>> = {};
  for (const name of endpoint.needs ?? []) if (all?.[name] !== undefined) ports[name] = all[name];
  return ports as Partial<Ports>;
}
