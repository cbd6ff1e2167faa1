import { GuidekitError } from '../core/GuidekitError.js';
import { localizeResponse } from '../core/i18n/localizeResponse.js';
import { resolveLang } from '../core/i18n/resolveLang.js';
import type { Translator } from '../core/i18n/Translator.js';
import { fieldIssuesFromZod } from '../core/fieldIssuesFromZod.js';
import { problemFromError, type ProblemDocument, PROBLEM_TYPE_BASE } from './problemFromError.js';
import type { EndpointDefinition } from './types.js';

/** The outcome of one endpoint call: a body to send with its status. */
export type EndpointOutcome =
  | { readonly status: 200; readonly body: unknown }
  | { readonly status: 400 | 500 | 501; readonly body: ProblemDocument };

/**
 * Validates raw parameters against an endpoint's schema and runs its engine. Shared by the CLI and the
 * HTTP adapter, so both answer the same body for the same input. Never rejects.
 *
 * @param endpoint - The catalog declaration.
 * @param input - Raw parameters: query strings for GET, the parsed JSON body for POST.
 * @param options - `asOf`: ISO date the answer is for (the adapter reads the clock, never the engine);
 *   `translator`: optional machine translation for languages without a shipped catalog (see {@link localizeResponse}).
 * @returns 200 with the engine's body (with `lang_note` added on language fallback); 400 with a problem
 *   naming each bad field; 501 when the engine has not landed; 500 on an engine fault.
 * @example
 * ```ts
 * (await invokeEndpoint(debtPayoff, { debts: '[...]' }, { asOf: '2026-11-22' })).status //=> 200
 * ```
 */
export async function invokeEndpoint(
  endpoint: EndpointDefinition,
  input: unknown,
  options: { readonly asOf: string; readonly translator?: Translator },
): Promise<EndpointOutcome> {
  const instance = endpoint.path;
  if (endpoint.run === undefined) {
    return {
      status: 501,
      body: {
        type: `${PROBLEM_TYPE_BASE}not-implemented`,
        title: 'Endpoint not available yet',
        status: 501,
        detail: `${endpoint.method} ${endpoint.path} is declared but not available yet: ${
          endpoint.unavailableReason ?? 'its engine has not landed'
        }. Nothing was charged.`,
        instance,
      },
    };
  }
  try {
    const parsed = endpoint.params.safeParse(input ?? {});
    if (!parsed.success) {
      const issues = fieldIssuesFromZod(parsed.error.issues, { input: input ?? {} });
      throw new GuidekitError(`${endpoint.operationId}: invalid parameters`, { code: 'invalid_parameters', issues });
    }
    const params = parsed.data as Record<string, unknown>;
    const lang = resolveLang(typeof params.lang === 'string' ? params.lang : undefined);
    const body = await endpoint.run(parsed.data, { asOf: options.asOf, lang });
    if (lang.lang_note === undefined || typeof body !== 'object' || body === null || Array.isArray(body)) return { status: 200, body };
    if (options.translator !== undefined) {
      return { status: 200, body: await localizeResponse(body, { lang: lang.requested, translator: options.translator, ...(endpoint.response === undefined ? {} : { schema: endpoint.response }) }) };
    }
    return { status: 200, body: { ...(body as Record<string, unknown>), lang_note: lang.lang_note } };
  } catch (error) {
    const problem = problemFromError(error, { instance });
    return { status: problem.status === 400 ? 400 : 500, body: problem };
  }
}
