import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { createApp } from '../adapters/http/createApp.js';
import { ENDPOINTS } from '../catalog/endpoints.js';

/** Default port of `guidekit serve`: 8402, a nod to HTTP 402. */
export const DEFAULT_PORT = 8402;

/**
 * Starts the HTTP server on embedded defaults and prints its banner; resolves once it listens.
 * Until the x402 adapter lands (issue #4) payment is not enforced, so the server binds to loopback only.
 *
 * @param options - `port`: overrides PORT and the default; `log`: where the banner goes.
 * @returns A handle whose `close` stops the server, and the bound port.
 * @example
 * ```ts
 * const { port, close } = await startServer({ port: 0 });
 * ```
 */
export async function startServer(
  options: { readonly port?: number | undefined; readonly log?: (line: string) => void } = {},
): Promise<{ readonly port: number; readonly close: () => Promise<void> }> {
  const log = options.log ?? ((line: string) => process.stdout.write(line + '\n'));
  const envPort = process.env.PORT === undefined || process.env.PORT === '' ? undefined : Number(process.env.PORT);
  const port = options.port ?? (envPort !== undefined && Number.isInteger(envPort) ? envPort : DEFAULT_PORT);
  const hostname = '127.0.0.1';
  const dataDir = resolve(process.env.GUIDEKIT_DATA_DIR ?? './.guidekit');
  const app = createApp();
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
      const available = ENDPOINTS.filter((e) => e.run !== undefined).length;
      log(`guidekit listening on http://${hostname}:${info.port}`);
      log(`  endpoints: ${ENDPOINTS.length} declared, ${available} available (the rest answer 501)`);
      log('  payment:   NOT ENFORCED — x402 payments land with issue #4, so this server binds to loopback only');
      log(`  data:      ${dataDir} (GUIDEKIT_DATA_DIR)`);
      resolvePromise({
        port: info.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
    server.on('error', reject);
  });
}
