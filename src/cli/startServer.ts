import { serve } from '@hono/node-server';
import { readFile } from 'node:fs/promises';
import { Server as NetServer } from 'node:net';
import { pino } from 'pino';
import type { Server } from 'node:http';
import { readSettings } from '../adapters/config/readSettings.js';
import { createApp } from '../adapters/http/createApp.js';
import { hardenNodeServer } from '../adapters/http/hardenNodeServer.js';
import { readServerLimits } from '../adapters/http/readServerLimits.js';
import { createPorts } from '../adapters/ports/createPorts.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createFacilitator } from '../adapters/x402/createFacilitator.js';
import { resolvePaymentConfig } from '../adapters/x402/resolvePaymentConfig.js';
import { ENDPOINTS } from '../catalog/endpoints.js';
import type { EndpointDefinition } from '../catalog/types.js';
import { serveStoreWhileOpening } from './serveStoreWhileOpening.js';

/** Default port of `guidekit serve`: 8402, a nod to HTTP 402. */
export const DEFAULT_PORT = 8402;

/** Options of {@link startServer}. */
export interface StartServerOptions {
  /** Overrides PORT and the default {@link DEFAULT_PORT}; 0 picks a free port. */
  readonly port?: number | undefined;
  /** Where the banner goes. Default stdout. */
  readonly log?: (line: string) => void;
  /** Environment to read (GUIDEKIT_*, CDP_*, PORT, HOST, NODE_ENV). Default `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Catalog to serve. Default the whole catalog. */
  readonly endpoints?: readonly EndpointDefinition[];
  /** Instead of GUIDEKIT_DATA_DIR. */
  readonly dataDir?: string;
}

/** Default time in-flight requests get to finish on shutdown (ms), unless GUIDEKIT_SHUTDOWN_TIMEOUT_MS says otherwise. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** A running server. */
export interface RunningServer {
  /** The bound port. */
  readonly port: number;
  /**
   * Resolves once the store is open (the server listens before: see serveStoreWhileOpening); rejects when it cannot
   * be opened, after which every call that needs it answers 503 `store-unavailable`: stop the server then.
   */
  readonly ready: Promise<void>;
  /** Stops the server at once (in-flight requests are cut) and closes the store. */
  readonly close: () => Promise<void>;
  /**
   * Graceful shutdown: stops accepting connections, answers /health/ready 503 `draining` and new requests on open
   * connections 503 `shutting-down`, lets in-flight requests finish within the deadline, then closes the remaining
   * connections, the data sources and the store.
   * @param options - `deadlineMs`: default GUIDEKIT_SHUTDOWN_TIMEOUT_MS, else {@link DEFAULT_SHUTDOWN_TIMEOUT_MS}.
   * @returns Whether every in-flight request finished in time, and how many were cut.
   */
  readonly shutdown: (options?: { readonly deadlineMs?: number }) => Promise<{ readonly drained: boolean; readonly cut: number }>;
}

/**
 * Starts the HTTP server on embedded defaults and prints its banner; resolves once it listens.
 * Every call is paid with x402 (see docs/payments.md): by default through the local in-process facilitator, which
 * checks payments for real but settles nothing on chain (refused when NODE_ENV=production) and binds to loopback
 * only; with GUIDEKIT_FACILITATOR_URL or CDP keys through a real facilitator, bound to HOST (default 0.0.0.0).
 * Used nonces and settlements go to the embedded PGlite store in the data directory.
 *
 * @param options - See {@link StartServerOptions}.
 * @returns A handle whose `close` stops the server and closes the store, and the bound port.
 * @throws GuidekitError when the payment configuration is invalid (e.g. local mode in production).
 * @example
 * ```ts
 * const { port, close } = await startServer({ port: 0 });
 * ```
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => process.stdout.write(line + '\n'));
  // Environment, else the config file, else defaults (docs/configuration.md); read once, passed down.
  const env = await readSettings({ env: options.env ?? process.env, readFile: (path) => readFile(path, 'utf8').catch(() => undefined) });
  const endpoints = options.endpoints ?? ENDPOINTS;
  const envPort = env.PORT === undefined || env.PORT === '' ? undefined : Number(env.PORT);
  const port = options.port ?? (envPort !== undefined && Number.isInteger(envPort) ? envPort : DEFAULT_PORT);
  const serverLimits = readServerLimits(env);

  const config = resolvePaymentConfig({ env, endpoints, ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }) });
  const local = config.facilitator.mode === 'local';
  // A server whose payments are not real stays on this machine.
  const hostname = local ? '127.0.0.1' : (env.HOST ?? '0.0.0.0');
  const shutdownMs = positiveMs(env.GUIDEKIT_SHUTDOWN_TIMEOUT_MS, 'ms', 'GUIDEKIT_SHUTDOWN_TIMEOUT_MS').ms ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  // PostgreSQL when configured (instances then share nonces, credits and the source cache), else embedded PGlite.
  // The store is opened while the server starts listening (PGlite compiles its WebAssembly and, on a first start,
  // creates and migrates its database: seconds): /health answers at once, /health/ready says `starting`, and a call
  // that needs the store meanwhile waits for it. A store that cannot be opened stops the server (`ready` rejects).
  const postgres = env.GUIDEKIT_DATABASE_URL;
  const postgresTimeouts = {
    ...positiveMs(env.GUIDEKIT_DB_STATEMENT_TIMEOUT_MS, 'statementTimeoutMs', 'GUIDEKIT_DB_STATEMENT_TIMEOUT_MS'),
    ...positiveMs(env.GUIDEKIT_DB_CONNECT_TIMEOUT_MS, 'connectTimeoutMs', 'GUIDEKIT_DB_CONNECT_TIMEOUT_MS'),
  };
  // Opening starts once the server listens: PGlite's first start runs its initdb on this thread, and the listener
  // should be up (and the first health checks answered) before that.
  let startOpening!: () => void;
  let openingStarted = false;
  const opening = serveStoreWhileOpening(
    new Promise<void>((start) => (startOpening = start)).then(() =>
      postgres === undefined
        ? import('../adapters/store/createPgliteStore.js').then(({ createPgliteStore }) => createPgliteStore({ dataDir: config.dataDir }))
        : import('../adapters/store/createPostgresStore.js').then(({ createPostgresStore }) => createPostgresStore({ connectionString: postgres, ...postgresTimeouts })),
    ),
    { exclusive: postgres === undefined },
  );
  const openStore = () => {
    if (openingStarted) return;
    openingStarted = true;
    // After the listen callback has returned and the first requests could be read: a macrotask later.
    setTimeout(startOpening, 0);
  };
  const { store } = opening;
  const ready = opening.opened.then(() => undefined);
  ready.catch(() => undefined); // reported to whoever awaits `ready`, never as an unhandled rejection
  // Closes the opened store (once open); a store that never opened has nothing to close.
  const closeStore = () => (openingStarted ? opening.opened.then((opened) => opened.close(), () => undefined) : Promise.resolve());
  const requestLogDestination = pino.destination({ dest: 2, sync: false });
  const flushRequestLog = () => {
    try {
      requestLogDestination.flushSync();
    } catch {
      // nothing buffered, or stderr is gone
    }
  };
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | undefined;
  let app;
  let created;
  let facilitator;
  try {
    // Every source of outside data, built once and passed down (bars, the recall snapshot, the merchant probe).
    created = await createPorts({ ...env, GUIDEKIT_DATA_DIR: config.dataDir }, { cache: store, signalLog: store });
    // Recorded data is for trying the API on this machine: it is never sold.
    if (created.dataMode.mode === 'snapshot' && !local) {
      await created.close();
      throw new GuidekitError('startServer: GUIDEKIT_DATA_MODE=snapshot serves recorded data and is allowed only with the local facilitator (no real payments)', {
        code: 'invalid_config',
        field: 'GUIDEKIT_DATA_MODE',
      });
    }
    facilitator = await createFacilitator(config, { store });
    app = createApp({
      endpoints,
      ports: created.ports,
      dataSources: created.sources,
      dataMode: created.dataMode,
      ...(created.translator === undefined ? {} : { translator: created.translator }),
      payment: {
        facilitator,
        payTo: config.payTo,
        network: config.network,
        priceOverrides: config.priceOverrides,
        ...(facilitator.settlesOnChain ? { settlementStore: store } : {}),
      },
      // Prepaid credits live in the same store; spends left open by a crash are refunded before the first spend.
      credits: { store },
      lifecycle: { store, draining: () => draining, starting: opening.starting },
      // One JSON line per request on stderr (the banner keeps stdout), secrets redacted; /metrics with process metrics.
      // Written asynchronously (buffered, flushed on close), so a request never waits for a write to stderr.
      requestLog: pino({ base: { service: 'guidekit' } }, requestLogDestination),
      metrics: { processMetrics: true },
    });
  } catch (error) {
    await created?.close();
    await closeStore();
    throw error;
  }
  const description = facilitator.description;

  return new Promise((resolvePromise, reject) => {
    // Node refuses request heads over 16 KiB with a bare 431 before the app sees them; a larger limit lets the app
    // answer an over-long URL with its own 414 problem document (its limit is 8 KiB).
    // In-flight requests are counted so a shutdown knows when they are done (answers are buffered, so a request is
    // over when its response is returned).
    const fetch = async (request: Request, ...rest: unknown[]) => {
      inFlight += 1;
      try {
        return await (app.fetch as (request: Request, ...rest: unknown[]) => Response | Promise<Response>)(request, ...rest);
      } finally {
        inFlight -= 1;
        if (inFlight === 0) idle?.();
      }
    };
    const server = serve({ fetch, port, hostname, serverOptions: { maxHeaderSize: 64 * 1024 } }, (info) => {
      openStore();
      const available = endpoints.filter((e) => e.run !== undefined).length;
      log(`guidekit listening on http://${hostname}:${info.port}`);
      log(`  endpoints: ${endpoints.length} declared, ${available} available (the rest answer 501, never charged)`);
      log(`  payment:   x402 v2, USDC on ${config.network}, facilitator ${description}`);
      if (local) log('             LOCAL MODE: payments are verified but settle nothing on chain and no USDC moves; loopback only');
      log(`  pay to:    ${config.payTo}${config.payToIsDemo ? ' (demo address: set GUIDEKIT_PAY_TO to your own)' : ''}`);
      const overrides = Object.keys(config.priceOverrides).length;
      if (overrides > 0) log(`  prices:    ${overrides} override(s) from GUIDEKIT_PRICE_OVERRIDES`);
      log(`  store:     ${env.GUIDEKIT_DATABASE_URL === undefined ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (GUIDEKIT_DATABASE_URL)'}`);
      log(`  data:      ${config.dataDir} (GUIDEKIT_DATA_DIR), ${created.dataMode.mode}; sources at /health/data`);
      if (env.GUIDEKIT_CONFIG !== undefined) log(`  config:    ${env.GUIDEKIT_CONFIG}`);
      const http = server as unknown as { closeAllConnections?: () => void; closeIdleConnections?: () => void };
      let closing: Promise<void> | undefined;
      const close = () =>
        (closing ??= (async () => {
          const stopped = new Promise<void>((done) => server.close(() => done()));
          http.closeAllConnections?.();
          await stopped;
          await created.close();
          await closeStore();
          flushRequestLog();
        })());
      resolvePromise({
        port: info.port,
        ready,
        close,
        shutdown: async ({ deadlineMs = shutdownMs } = {}) => {
          draining = true;
          // Stop listening, but leave open connections alone: http.Server#close would also close "idle" ones, among
          // them connections whose request is still arriving, cutting it. Calls on them are served (with
          // `Connection: close`), and whatever is left open is closed once the in-flight calls are done.
          const stopped = new Promise<void>((done) => NetServer.prototype.close.call(server, () => done()));
          let timer: ReturnType<typeof setTimeout> | undefined;
          const drained = await Promise.race([
            new Promise<boolean>((done) => {
              if (inFlight === 0) done(true);
              else idle = () => done(true);
            }),
            new Promise<boolean>((done) => {
              timer = setTimeout(() => done(false), deadlineMs);
            }),
          ]);
          clearTimeout(timer);
          const cut = inFlight;
          // Answers still being written close their connections themselves (`Connection: close`); idle ones close now.
          // After a last second, whatever is left is cut; a paid answer was stored before its settlement, so a
          // retry of its payment still gets it.
          http.closeIdleConnections?.();
          let grace: ReturnType<typeof setTimeout> | undefined;
          await Promise.race([stopped, new Promise<void>((done) => (grace = setTimeout(done, drained ? 1000 : 0)))]);
          clearTimeout(grace);
          http.closeAllConnections?.();
          await stopped;
          await created.close();
          await closeStore();
          flushRequestLog();
          return { drained, cut };
        },
      });
    });
    hardenNodeServer(server as Server, serverLimits); // timeouts, connection cap, 431/408 as problem JSON (docs/hosting.md)
    server.on('error', (error) => {
      void closeStore().finally(() => reject(error));
    });
  });
}

/** A whole number of milliseconds above zero from a setting, as `{ [key]: ms }`, or `{}` when unset. */
function positiveMs<K extends string>(text: string | undefined, key: K, setting: string): Partial<Record<K, number>> {
  if (text === undefined || text === '') return {};
  const ms = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(ms) || ms <= 0) {
    throw new GuidekitError(`startServer: ${setting} must be a whole number of milliseconds above 0, got ${JSON.stringify(text)}`, { code: 'invalid_config', field: setting });
  }
  return { [key]: ms } as Partial<Record<K, number>>;
}
