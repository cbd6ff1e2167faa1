import { z } from 'zod';

/** Version of the cassette layout; a cassette of another version is refused, never half-read. */
export const CASSETTE_FORMAT = 1;

/** One recorded exchange in `cassette.json`; its body is `bodies/<body_sha256>.bin`. */
export const cassetteExchangeSchema = z.object({
  source: z.string(),
  method: z.enum(['GET', 'POST']),
  /** host, path and query of the URL as sent, without the scheme: what the replay server matches on. */
  target: z.string(),
  url: z.string(),
  request_body_sha256: z.string().nullable(),
  status: z.number().int(),
  headers: z.record(z.string(), z.string()),
  body_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  recorded_at: z.string(),
  /**
   * True for an answer written by hand (its values invented, or real values changed beyond one named edit), never
   * recorded from the source: the fixtures README says why each one exists. `guidekit data record` never writes it.
   * Snapshot mode refuses a cassette that holds one (see {@link listSyntheticExchanges}), so a synthetic series can never
   * reach an answer; contract tests may still replay it. Absent means recorded.
   */
  synthetic: z.boolean().optional(),
});

/** `cassette.json`: what was recorded, when, and for which call. */
export const cassetteSchema = z.object({
  format: z.literal(CASSETTE_FORMAT),
  recorded_at: z.string(),
  /** What produced it, e.g. `guidekit data record /api/backtest` with its parameters. */
  recorded_for: z.string(),
  exchanges: z.array(cassetteExchangeSchema),
});

export type Cassette = z.infer<typeof cassetteSchema>;
export type CassetteExchange = z.infer<typeof cassetteExchangeSchema>;

/**
 * The replay key of a request: its host, path and query (the scheme is dropped, so an https origin replays over a
 * loopback http server).
 *
 * @param url - The URL as the adapter sent it.
 * @returns `host/path?query`.
 * @example
 * ```ts
 * replayTarget('https://api.example.com/v1/x?a=1') //=> 'api.example.com/v1/x?a=1'
 * ```
 */
export function replayTarget(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}${parsed.search}`;
}

/**
 * The exchanges of a cassette marked synthetic (`synthetic: true`): what snapshot mode refuses to serve.
 *
 * @param cassette - A parsed cassette.
 * @returns Each synthetic exchange's method and target, in the cassette's order; empty for a recorded cassette.
 * @example
 * ```ts
 * listSyntheticExchanges(cassette) //=> ['GET query1.finance.yahoo.com/v8/finance/chart/CLZ26.NYM?range=max&...']
 * ```
 */
export function listSyntheticExchanges(cassette: Cassette): string[] {
  return cassette.exchanges.filter((e) => e.synthetic === true).map((e) => `${e.method} ${e.target}`);
}
