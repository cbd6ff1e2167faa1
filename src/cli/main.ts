import { runCli } from './runCli.js';

// The process boundary: the only place the CLI reads the clock, argv and stdio.
// A reader that stops early (`guidekit list | head`) closes the pipe: that ends the output, it is not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
const code = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  today: () => new Date().toISOString().slice(0, 10),
  loadPorts: async () => {
    const [{ readFile }, { readSettings }, { createPorts }] = await Promise.all([
      import('node:fs/promises'),
      import('../adapters/config/readSettings.js'),
      import('../adapters/ports/createPorts.js'),
    ]);
    const settings = await readSettings({ env: process.env, readFile: (path) => readFile(path, 'utf8').catch(() => undefined) });
    return createPorts(settings);
  },
  serve: async ({ port }) => {
    const { startServer } = await import('./startServer.js');
    await startServer({ port });
    await new Promise(() => {
      // Serve until the process is stopped.
    });
  },
});
process.exitCode = code;
