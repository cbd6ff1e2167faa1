import { serve } from '@hono/node-server';
import { readFile } from 'node:fs/promises';
import { pino } from 'pino';
import type { Server } from 'node:http';
import { readSettings } from '../adapters/config/readSettings.js';
import { createApp } from '../adapters/http/createApp.js';
import { hardenNodeServer } from '../adapters/http/hardenNodeServer.js';
import { readServerLimits } from '../adapters/http/readServerLimits.js';
import { createPorts } from '../adapters/ports/createPorts.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createPgliteStore } from '../adapters/store/createPgliteStore.js';
import { createPostgresStore } from '../adapters/store/createPostgresStore.js';
import { createFacilitator } from '../adapters/x402/createFacilitator.js';
import { resolvePaymentConfig } from '../adapters/x402/resolvePaymentConfig.js';
import { ENDPOINTS } from '../catalog/endpoints.js';
import type { EndpointDefinition } from '../catalog/types.js';

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
export async function startServer(
  options: StartServerOptions = {},
): Promise<{ readonly port: number; readonly close: () => Promise<void> }> {
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
  // PostgreSQL when configured (instances then share nonces, credits and the source cache), else embedded PGlite.
  const store =
    env.GUIDEKIT_DATABASE_URL === undefined
      ? await createPgliteStore({ dataDir: config.dataDir })
      : await createPostgresStore({ connectionString: env.GUIDEKIT_DATABASE_URL });
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
      // One JSON line per request on stderr (the banner keeps stdout), secrets redacted; /metrics with process metrics.
      requestLog: pino({ base: { service: 'guidekit' } }, pino.destination(2)),
      metrics: { processMetrics: true },
    });
  } catch (error) {
    await created?.close();
    await store.close();
    throw error;
  }
  const description = facilitator.description;

  return new Promise((resolvePromise, reject) => {
    // Node refuses request heads over 16 KiB with a bare 431 before the app sees them; a larger limit lets the app
    // answer an over-long URL with its own 414 problem document (its limit is 8 KiB).
    const server = serve({ fetch: app.fetch, port, hostname, serverOptions: { maxHeaderSize: 64 * 1024 } }, (info) => {
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
      resolvePromise({
        port: info.port,
        close: async () => {
          await new Promise<void>((done) => server.close(() => done()));
          await created.close();
          await store.close();
        },
      });
    });
    hardenNodeServer(server as Server, serverLimits); // timeouts, connection cap, 431/408 as problem JSON (docs/hosting.md)
    server.on('error', (error) => {
      void store.close().finally(() => reject(error));
    });
  });
}
