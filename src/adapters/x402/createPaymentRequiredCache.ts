import type { Context } from 'hono';

/** What x402 answered an unpaid call to one route, with the request URL cut out of its `PAYMENT-REQUIRED` JSON. */
interface Template {
  /** The header's JSON before and after the JSON string of `resource.url`. */
  readonly before: string;
  readonly after: string;
  readonly cacheControl: string | null;
  readonly body: unknown;
  /** Whether a second x402 answer, for another URL, was the template with its own URL (only then is it used). */
  confirmed: boolean;
}

/** The 402 cache of {@link createPaymentRequiredCache}. */
export interface PaymentRequiredCache {
  /** The 402 for an unpaid call of `route`, built from the template; undefined until x402 answered it twice alike. */
  readonly answer: (c: Context, route: string) => Response | undefined;
  /** Learns (or confirms) the template of `route` from x402's own answer `res` to the unpaid call `c`. */
  readonly learn: (c: Context, route: string, res: Response) => Promise<void>;
}

/**
 * A cache of x402's 402 answer per route, so that an unpaid call does not rebuild and re-encode the same payment
 * requirements every time: the official `@x402/core` encodes the `PAYMENT-REQUIRED` header (base64 of JSON) one
 * byte at a time, which was the largest single cost of the 402 path (about 15 % of it in a CPU profile).
 *
 * The x402 v2 HTTP transport's `PAYMENT-REQUIRED` is a `PaymentRequired` object: `x402Version`, `error`,
 * `resource` (`url`, `description`, `mimeType`) and `accepts` (the route's requirements, fixed by its price, network,
 * asset and recipient). Only `resource.url` depends on the request, so the template is x402's own JSON with the URL
 * cut out; each answer splices the request's URL back in (as `JSON.stringify` writes it) and base64-encodes it
 * natively: the same bytes x402 would have sent. The template is used only after x402 answered the route twice, for
 * two URLs, and the second answer was exactly the template with the second URL: anything else in the requirements
 * that varied would never be cached. Calls carrying any payment header and browser calls (x402 serves them an HTML
 * paywall) are never answered from the cache; whole 402 responses are never cached by URL.
 *
 * @returns The cache; one per payment middleware (its routes' prices are fixed when the middleware is built).
 * @example
 * ```ts
 * const cache = createPaymentRequiredCache();
 * const res = cache.answer(c, 'GET /api/debt/payoff') ?? (await pay(c, next));
 * ```
 * @see https://github.com/coinbase/x402/blob/main/specs/transports-v2/http.md
 */
export function createPaymentRequiredCache(): PaymentRequiredCache {
  const templates = new Map<string, Template>();
  return {
    answer(c, route) {
      const template = templates.get(route);
      if (template === undefined || !template.confirmed || !cacheable(c)) return undefined;
      // As @x402/hono answers a payment-error: each header with c.header, then the JSON body with its status.
      c.header('Content-Type', 'application/json');
      c.header('PAYMENT-REQUIRED', encode(template, c.req.url));
      if (template.cacheControl !== null) c.header('Cache-Control', template.cacheControl);
      return c.json(template.body, 402);
    },
    async learn(c, route, res) {
      const template = templates.get(route);
      if (template?.confirmed === true || res.status !== 402 || !cacheable(c)) return;
      const header = res.headers.get('PAYMENT-REQUIRED');
      if (header === null) return;
      if (template !== undefined) {
        // The second answer: the template is used only if it reproduces x402's header for this other URL exactly.
        if (encode(template, c.req.url) === header) template.confirmed = true;
        else templates.delete(route);
        return;
      }
      const json = Buffer.from(header, 'base64').toString('utf8');
      const url = `"url":${JSON.stringify(c.req.url)}`;
      const at = json.indexOf(url);
      if (at === -1 || json.indexOf(url, at + 1) !== -1) return;
      let body: unknown;
      try {
        body = JSON.parse(await res.clone().text());
      } catch {
        return;
      }
      templates.set(route, { before: json.slice(0, at + 6), after: json.slice(at + url.length), cacheControl: res.headers.get('Cache-Control'), body, confirmed: false });
    },
  };
}

/** Only calls with no payment header at all, and not from a browser (x402 checks Accept and User-Agent). */
function cacheable(c: Context): boolean {
  return c.req.header('payment-signature') === undefined && c.req.header('x-payment') === undefined && !(c.req.header('accept') ?? '').includes('text/html');
}

function encode(template: Template, url: string): string {
  return Buffer.from(`${template.before}${JSON.stringify(url)}${template.after}`, 'utf8').toString('base64');
}
