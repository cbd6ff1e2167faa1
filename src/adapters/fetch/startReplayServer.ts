import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { GuidekitError } from '../../core/GuidekitError.js';
import { cassetteSchema, listSyntheticExchanges, replayTarget, type Cassette, type CassetteExchange } from './cassetteFormat.js';
import { redactCredentialParams } from './redactCredentialParams.js';

/** A loopback server answering recorded requests. */
export interface ReplayServer {
  /** `http://127.0.0.1:<port>`: a request to `<baseUrl>/<host>/<path>?<query>` replays `https://<host>/<path>?<query>`. */
  readonly baseUrl: string;
  /** When the cassette was recorded. */
  readonly recordedAt: string;
  /** A fetch that sends every request to this server instead of its origin (for the fetch layer's `fetch` option). */
  readonly fetch: typeof globalThis.fetch;
  /** Requests that found no recording, for tests to assert none was missed. */
  readonly misses: readonly string[];
  close(): Promise<void>;
}

/** Options of {@link startReplayServer}. */
export interface StartReplayServerOptions {
  /**
   * Refuse a cassette holding any exchange marked `synthetic` (snapshot mode sets it: a synthetic series must never
   * reach an answer). Default false: contract tests replay hand-written answers for formats and failures on purpose.
   */
  readonly refuseSynthetic?: boolean;
}

/**
 * Serves a cassette written by `guidekit data record` from a loopback HTTP server, so that the real adapter code
 * (URL building, paging, parsing, error handling) runs against what the source really sent. A request with no
 * recording answers 404 with `x-guidekit-replay: miss`, which the fetch layer turns into a 503 naming the source:
 * replay never invents an answer.
 *
 * @param directory - The cassette directory (`cassette.json` and `bodies/`).
 * @param options - {@link StartReplayServerOptions}.
 * @returns The running server; `close()` stops it.
 * @throws {@link GuidekitError} `invalid_cassette` when `cassette.json` is missing, of another format, or a body is
 *   missing; `synthetic_cassette` when `refuseSynthetic` is set and an exchange is marked synthetic.
 * @example
 * ```ts
 * const replay = await startReplayServer('test/fixtures/cassettes/fred-unrate');
 * const fetcher = createSourceFetcher({ policies, fetch: replay.fetch });
 * ```
 */
export async function startReplayServer(directory: string, options: StartReplayServerOptions = {}): Promise<ReplayServer> {
  let cassette: Cassette;
  try {
    cassette = cassetteSchema.parse(JSON.parse(await readFile(join(directory, 'cassette.json'), 'utf8')));
  } catch (error) {
    throw new GuidekitError(`startReplayServer: ${join(directory, 'cassette.json')} is not a readable cassette (${(error as Error).message})`, {
      code: 'invalid_cassette',
      field: 'directory',
    });
  }
  const synthetic = listSyntheticExchanges(cassette);
  if (options.refuseSynthetic === true && synthetic.length > 0) {
    throw new GuidekitError(
      `startReplayServer: ${join(directory, 'cassette.json')} holds ${synthetic.length} exchange${synthetic.length === 1 ? '' : 's'} marked synthetic (${synthetic.slice(0, 3).join('; ')}${synthetic.length > 3 ? '; ...' : ''}): snapshot mode serves recorded answers only, so an invented series never reaches an answer`,
      { code: 'synthetic_cassette', field: 'directory' },
    );
  }
  const bodies = new Map<string, Uint8Array>();
  for (const exchange of cassette.exchanges) {
    if (bodies.has(exchange.body_sha256)) continue;
    try {
      bodies.set(exchange.body_sha256, new Uint8Array(await readFile(join(directory, 'bodies', `${exchange.body_sha256}.bin`))));
    } catch {
      throw new GuidekitError(`startReplayServer: the body ${exchange.body_sha256} of ${exchange.url} is missing`, { code: 'invalid_cassette', field: 'directory' });
    }
  }
  // The latest recording of each request wins.
  const byKey = new Map<string, CassetteExchange>();
  for (const exchange of cassette.exchanges) byKey.set(`${exchange.method} ${exchange.target} ${exchange.request_body_sha256 ?? ''}`, exchange);
  const misses: string[] = [];

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const target = (req.url ?? '/').slice(1);
      const bodyHash = body.length === 0 ? '' : createHash('sha256').update(body).digest('hex');
      // A cassette recorded by guidekit keeps credentials redacted: a request with any key replays its answer.
      const exchange =
        byKey.get(`${req.method ?? 'GET'} ${target} ${bodyHash}`) ??
        byKey.get(`${req.method ?? 'GET'} ${replayTarget(redactCredentialParams(`http://${target}`))} ${bodyHash}`);
      if (exchange === undefined) {
        misses.push(`${req.method} ${target}`);
        res.writeHead(404, { 'content-type': 'application/json', 'x-guidekit-replay': 'miss' });
        res.end(JSON.stringify({ error: 'not recorded in this cassette', target }));
        return;
      }
      const payload = bodies.get(exchange.body_sha256)!;
      res.writeHead(exchange.status, { ...exchange.headers, 'content-length': String(payload.byteLength), 'x-guidekit-replay': 'hit' });
      res.end(payload);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const replayFetch: typeof globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return globalThis.fetch(`${baseUrl}/${replayTarget(url)}`, init);
  };
  return {
    baseUrl,
    recordedAt: cassette.recorded_at,
    fetch: replayFetch,
    misses,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => resolve(Buffer.alloc(0)));
  });
}
