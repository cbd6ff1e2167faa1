import { Hono, type Context } from 'hono';
import { ENDPOINTS } from '../../catalog/endpoints.js';
import { invokeEndpoint } from '../../catalog/invokeEndpoint.js';
import { PROBLEM_TYPE_BASE } from '../../catalog/problemFromError.js';
import type { EndpointDefinition } from '../../catalog/types.js';
import { toJsonText } from '../../core/toJsonText.js';

/** Options of {@link createApp}. */
export interface CreateAppOptions {
  /** Endpoints to serve. Default: the whole catalog. */
  readonly endpoints?: readonly EndpointDefinition[];
  /**
   * Supplies the `asOf` date of each request (ISO date). Default: today's UTC date. Engines never read the clock;
   * the adapter does, here.
   */
  readonly today?: () => string;
}

/**
 * Builds the Hono application that serves every catalog endpoint at its spec method and path.
 * Parameters are validated before anything else: invalid input is a 400 `application/problem+json`
 * (RFC 9457) with one entry per bad field; an endpoint whose engine has not landed is a 501.
 *
 * @param options - See {@link CreateAppOptions}.
 * @returns A Hono app; serve it with `@hono/node-server` or any fetch-based runtime.
 * @example
 * ```ts
 * const app = createApp();
 * const res = await app.request('/api/debt/payoff?debts=[...]');
 * ```
 * @see https://www.rfc-editor.org/rfc/rfc9457
 */
export function createApp(options: CreateAppOptions = {}): Hono {
  const endpoints = options.endpoints ?? ENDPOINTS;
  const today = options.today ?? (() => new Date().toISOString().slice(0, 10));
  const app = new Hono();

  for (const endpoint of endpoints) {
    const handler = async (c: Context) => {
      let input: unknown;
      if (endpoint.method === 'GET') {
        input = c.req.query();
      } else {
        try {
          input = await c.req.json();
        } catch {
          return problem(400, {
            type: `${PROBLEM_TYPE_BASE}invalid-body`,
            title: 'Invalid request body',
            status: 400,
            detail: 'The request body must be a JSON object.',
            instance: endpoint.path,
            errors: [{ field: '', code: 'invalid_json', detail: 'must be a JSON object' }],
          });
        }
      }
      const outcome = await invokeEndpoint(endpoint, input, { asOf: today() });
      return outcome.status === 200 ? json(outcome.body) : problem(outcome.status, outcome.body);
    };
    if (endpoint.method === 'GET') app.get(endpoint.path, handler);
    else app.post(endpoint.path, handler);
  }

  app.notFound((c) =>
    problem(404, {
      type: `${PROBLEM_TYPE_BASE}not-found`,
      title: 'Not found',
      status: 404,
      detail: `No endpoint at ${c.req.method} ${new URL(c.req.url).pathname}.`,
    }),
  );
  app.onError(() =>
    problem(500, { type: `${PROBLEM_TYPE_BASE}internal-error`, title: 'Internal error', status: 500, detail: 'Unexpected failure. Nothing was charged.' }),
  );
  return app;
}

function json(body: unknown): Response {
  return new Response(toJsonText(body), { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

function problem(status: number, body: unknown): Response {
  return new Response(toJsonText(body), { status, headers: { 'content-type': 'application/problem+json; charset=utf-8' } });
}
