#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { explainMissingPackage } from './explainMissingPackage.js';
import { EXIT, runCli } from './runCli.js';

// The process boundary: the only place the CLI reads the clock, argv and stdio.
// A reader that stops early (`guidekit list | head`) closes the pipe: that ends the output, it is not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

/**
 * Runs what loads a command's packages; when one of guidekit's optional peers is missing (an engines-only install),
 * says which packages to install and exits 3 (not available here) instead of printing Node's stack.
 */
async function withPeers<T>(command: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    // package.json sits two levels above this file, from src/cli and from dist/cli alike.
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { peerDependencies?: Record<string, string> };
    const isInstalled = (name: string): boolean => {
      try {
        import.meta.resolve(name);
        return true;
      } catch {
        return false;
      }
    };
    const text = explainMissingPackage(error, { command: `guidekit ${command}`, peers: pkg.peerDependencies ?? {}, isInstalled });
    if (text === undefined) throw error;
    process.stderr.write(text);
    process.exit(EXIT.unavailable);
  }
}

const argv = process.argv.slice(2);
const code = await withPeers(argv[0] ?? '', () => runCli(argv, {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  today: () => new Date().toISOString().slice(0, 10),
  loadPorts: () => withPeers(argv[0] ?? 'call', async () => {
    const [{ readFile }, { readSettings }, { createPorts }] = await Promise.all([
      import('node:fs/promises'),
      import('../adapters/config/readSettings.js'),
      import('../adapters/ports/createPorts.js'),
    ]);
    const settings = await readSettings({ env: process.env, readFile: (path) => readFile(path, 'utf8').catch(() => undefined) });
    return createPorts(settings);
  }),
  mcp: async () => {
    const [{ readFile }, { readSettings }, { createPorts }, { serveMcpStdio }, { ENDPOINTS }] = await withPeers('mcp', () => Promise.all([
      import('node:fs/promises'),
      import('../adapters/config/readSettings.js'),
      import('../adapters/ports/createPorts.js'),
      import('../adapters/mcp/serveMcpStdio.js'),
      import('../catalog/endpoints.js'),
    ]));
    const settings = await readSettings({ env: process.env, readFile: (path) => readFile(path, 'utf8').catch(() => undefined) });
    const today = () => new Date().toISOString().slice(0, 10);
    const remote = settings.GUIDEKIT_MCP_URL === undefined ? undefined : { url: settings.GUIDEKIT_MCP_URL, apiKey: settings.GUIDEKIT_API_KEY };
    // Local tools read this machine's sources; a remote server reads its own.
    const created = remote === undefined ? await createPorts(settings) : undefined;
    await serveMcpStdio({ local: { endpoints: ENDPOINTS, today, ...(created === undefined ? {} : { ports: created.ports, dataMode: created.dataMode }) }, ...(remote === undefined ? {} : { remote }) });
    // Serve until stdin ends (the agent stops the process).
    await new Promise<void>((done) => process.stdin.once('end', done));
    await created?.close();
  },
  serve: async ({ port }) => {
    const { startServer } = await withPeers('serve', () => import('./startServer.js'));
    const server = await startServer({ port });
    // Serve until SIGTERM or SIGINT, then shut down gracefully: stop accepting, let in-flight calls finish within
    // GUIDEKIT_SHUTDOWN_TIMEOUT_MS, close the store, exit 0. A second signal exits at once. The server listens while
    // its store opens: a store that cannot be opened stops it (exit 1).
    const signal = await new Promise<NodeJS.Signals>((resolve, reject) => {
      process.once('SIGTERM', () => resolve('SIGTERM'));
      process.once('SIGINT', () => resolve('SIGINT'));
      server.ready.catch(reject);
    }).catch(async (error: unknown) => {
      process.stderr.write(`guidekit serve: the store could not be opened: ${(error as Error).message}\n`);
      await server.close();
      process.exit(1);
    });
    const again = () => {
      process.stderr.write('guidekit serve: second signal, exiting without waiting\n');
      process.exit(1);
    };
    process.once('SIGTERM', again);
    process.once('SIGINT', again);
    process.stdout.write(`guidekit serve: ${signal}, draining in-flight requests\n`);
    const { drained, cut } = await server.shutdown();
    process.stdout.write(drained ? 'guidekit serve: drained, store closed, exiting\n' : `guidekit serve: deadline passed, ${cut} request(s) cut, store closed, exiting\n`);
    // Nothing is left to wait for: exit now rather than on whatever handle a library keeps open.
    process.exit(0);
  },
}));
process.exitCode = code;
