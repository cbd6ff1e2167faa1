import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// No Docker engine runs here or in CI, so the image's start is checked the way the image runs it: its CMD, from its
// WORKDIR layout (dist/, package.json, node_modules at the root), with the ENV the Dockerfile sets, plus only what a
// host must add (pay-to address and facilitator, as docs/hosting.md says); then its HEALTHCHECK command, verbatim.

const ROOT = join(import.meta.dirname, '../..');
const BUILT = existsSync(join(ROOT, 'dist/cli/main.js'));
if (!BUILT && process.env.CI) throw new Error('test/docker/dockerfileStart.test.ts: dist/ is missing (CI must build before testing)');

/** The runtime stage of the Dockerfile: its ENV pairs, CMD and HEALTHCHECK CMD as exec arrays. */
function readRuntimeStage(text: string): { env: Record<string, string>; cmd: string[]; healthcheck: string[]; user: string | undefined } {
  const joined = text.replace(/\\\n/g, ' ');
  const stages = joined.split(/^FROM /m);
  const runtime = stages.at(-1)!;
  const env: Record<string, string> = {};
  for (const line of runtime.split('\n').filter((l) => l.startsWith('ENV '))) {
    for (const [, key, value] of line.slice(4).matchAll(/([A-Z_][A-Z0-9_]*)=(\S+)/g)) env[key!] = value!;
  }
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(runtime)![1]!) as string[];
  const healthcheck = JSON.parse(/^HEALTHCHECK .*?CMD (\[.*\])$/m.exec(runtime)![1]!) as string[];
  return { env, cmd, healthcheck, user: /^USER (\S+)$/m.exec(runtime)?.[1] };
}

describe.skipIf(!BUILT)('the Dockerfile\'s start command', () => {
  const stage = readRuntimeStage(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
  let facilitator: Server;
  let child: ChildProcess | undefined;
  let port = 0;
  const dataDir = mkdtempSync(join(tmpdir(), 'guidekit-docker-'));
  const output: string[] = [];

  beforeAll(async () => {
    // The host's facilitator, on loopback: it answers /supported (the only call a start and /health may make).
    facilitator = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.url?.endsWith('/supported') ? { kinds: [{ x402Version: 2, scheme: 'exact', network: 'eip155:8453' }], extensions: [], signers: {} } : {}));
    });
    await new Promise<void>((done) => facilitator.listen(0, '127.0.0.1', done));
    const facilitatorUrl = `http://127.0.0.1:${(facilitator.address() as AddressInfo).port}`;
    const [command, ...args] = stage.cmd;
    expect(command).toBe('node');
    child = spawn(process.execPath, args, {
      cwd: ROOT,
      // The image's ENV, the port picked free (PORT=0) and the volume at a temp dir; nothing else of this machine's env.
      env: { PATH: process.env.PATH ?? '', ...stage.env, PORT: '0', GUIDEKIT_DATA_DIR: dataDir, GUIDEKIT_PAY_TO: '0x9876543210987654321098765432109876543210', GUIDEKIT_FACILITATOR_URL: facilitatorUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no banner within 90 s:\n${output.join('')}`)), 90_000);
      child!.stdout!.on('data', (chunk: Buffer) => {
        output.push(chunk.toString());
        const match = /listening on http:\/\/[^:]+:(\d+)/.exec(output.join(''));
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child!.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child!.on('exit', (code) => reject(new Error(`exited ${code}:\n${output.join('')}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (child !== undefined && child.exitCode === null) {
      const exited = new Promise((done) => child!.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    await new Promise<void>((done) => facilitator.close(() => done()));
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('runs as a non-root user with production settings and the data volume', () => {
    expect(stage.user).toBe('node');
    expect(stage.env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', GUIDEKIT_DATA_DIR: '/data' });
    expect(readFileSync(join(ROOT, 'Dockerfile'), 'utf8')).toMatch(/^VOLUME \["\/data"\]$/m);
  });

  it('serves /health 200 on the address the image binds, with real payments configured', async () => {
    expect(output.join('')).toMatch(/listening on http:\/\/0\.0\.0\.0:/);
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: expect.any(String) });
  });

  it('passes its own HEALTHCHECK command, run verbatim with the image\'s PORT', () => {
    const [command, ...args] = stage.healthcheck;
    expect(command).toBe('node');
    const ran = spawnSync(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...stage.env, PORT: String(port) }, timeout: 10_000 });
    expect(ran.status).toBe(0);
    // And fails when nothing answers, so the check can fail.
    const down = spawnSync(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...stage.env, PORT: '1' }, timeout: 10_000 });
    expect(down.status).toBe(1);
  });
});
