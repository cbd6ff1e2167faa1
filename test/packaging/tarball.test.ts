import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planPayoff } from '../../src/debt/planPayoff.js';

// The package as a host installs it: `npm pack` of the built dist, `npm install` of the tarball with its optional peers
// in a scratch project in a temp dir (from the registry, through the local npm cache), then the bin, the server, every
// subpath from ESM and CommonJS, the worker pool and a TypeScript consumer on node16/nodenext resolution, all run from
// that install. Worker files spawned by path, declarations whose types only break under nodenext, and dependencies
// missing from `dependencies` only show up here, never in the source tree's own tests.
//
// It uses the dist that `npm run build` left (CI builds before `npm test`, see .ci/run). Without one it is skipped with
// a loud message on a developer's machine, and fails in CI.

const ROOT = resolve('.');
const BUILT = existsSync(join(ROOT, 'dist/index.js')) && existsSync(join(ROOT, 'dist/cli/main.js'));
if (!BUILT) {
  const message = 'test/packaging/tarball.test.ts: dist/ is missing, so the installed-package tests are SKIPPED. Run `npm run build` first.';
  if (process.env.CI) throw new Error(`${message} (CI must build before testing)`);
  console.warn(`\n${'!'.repeat(100)}\n${message}\n${'!'.repeat(100)}\n`);
}

const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const DEBTS = [
  { creditor: 'Visa', balance: '5000', rate: 22.9, minPayment: '150' },
  { creditor: 'Car', balance: '12000', rate: 6.5, minPayment: '300' },
];

let work = '';
let app = '';
/** The child's environment: no guidekit settings or databases of the developer's shell leak into the install under test. */
let env: NodeJS.ProcessEnv = {};

function run(command: string, args: readonly string[], options: { cwd?: string; timeout?: number } = {}): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd: options.cwd ?? app, env, encoding: 'utf8', timeout: options.timeout ?? 60_000 });
}

function ok(result: SpawnSyncReturns<string>, what: string): string {
  if (result.status !== 0) throw new Error(`${what} exited ${result.status}${result.error ? ` (${result.error.message})` : ''}\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function guidekit(...args: string[]): SpawnSyncReturns<string> {
  return run(join(app, 'node_modules/.bin/guidekit'), args);
}

describe.skipIf(!BUILT)('the installed package', () => {
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'guidekit-tarball-'));
    app = join(work, 'app');
    mkdirSync(app);
    env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GUIDEKIT_') && !/DATABASE_URL|^PG/.test(k)));
    env.GUIDEKIT_DATA_DIR = join(work, 'data');
    env.NODE_OPTIONS = '';

    const packed = JSON.parse(ok(run('npm', ['pack', '--json', '--pack-destination', work], { cwd: ROOT }), 'npm pack')) as { filename: string }[];
    const tarball = join(work, packed[0]!.filename);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'guidekit-consumer', private: true, type: 'module' }));
    // The server, payment, store and MCP packages are optional peers (docs/packaging.md), which npm does not install:
    // a host that serves installs them beside guidekit, at the ranges guidekit declares, as this test does.
    const peers = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> };
    const withPeers = Object.entries(peers.peerDependencies).map(([name, range]) => `${name}@${range}`);
    ok(run('npm', ['install', tarball, ...withPeers, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { timeout: 150_000 }), 'npm install of the tarball with its peers');
  }, 180_000);

  afterAll(() => {
    // The scratch install is some 300 MB of small files: removing it can outlast a hook's time on a busy machine, so a
    // detached rm does it after the run instead of holding the test.
    if (work) spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
  });

  it('lists the catalog through the bin', () => {
    const list = JSON.parse(ok(guidekit('list', '--json'), 'guidekit list --json')) as { path: string }[];
    expect(list.map((e) => e.path)).toEqual(expect.arrayContaining(['/api/debt/payoff', '/api/safety/merchant', '/api/shopper/trip']));
    expect(ok(guidekit('list'), 'guidekit list')).toContain('/api/debt/payoff');
  });

  it('answers debt/payoff through the bin as the engine does', () => {
    const out = JSON.parse(ok(guidekit('call', 'debt/payoff', `debts=${JSON.stringify(DEBTS)}`, 'extra_payment=200'), 'guidekit call debt/payoff')) as {
      methods: { avalanche: { total_interest: number } };
    };
    const engine = planPayoff(DEBTS, { extraPayment: '200', method: 'auto', asOf: new Date().toISOString().slice(0, 10) });
    expect(out.methods.avalanche.total_interest).toBe(engine.methods.avalanche.total_interest.toNumber());
  });

  it('refuses a loopback merchant with a 400 problem through the bin, not a 500', () => {
    const result = guidekit('call', 'safety/merchant', 'domain=127.0.0.1');
    expect(result.status, result.stderr).toBe(2);
    const problem = JSON.parse(result.stdout) as { status: number; errors: { field: string; code: string }[] };
    expect(problem.status).toBe(400);
    expect(problem.errors[0]).toMatchObject({ field: 'domain', code: 'private_address' });
  });

  it('serves with `guidekit serve --port 0`: a free route, and the merchant route refusing loopback and asking a public shop to pay', async () => {
    const child = spawn(join(app, 'node_modules/.bin/guidekit'), ['serve', '--port', '0'], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const base = await new Promise<string>((done, fail) => {
        let out = '';
        let err = '';
        // Embedded PGlite's first start dominates; on a loaded machine it has taken most of a minute.
        const timer = setTimeout(() => fail(new Error(`guidekit serve did not listen in 110 s\n${out}\n${err}`)), 110_000);
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (match) {
            clearTimeout(timer);
            done(match[1]!);
          }
        });
        child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
        child.on('exit', (code) => {
          clearTimeout(timer);
          fail(new Error(`guidekit serve exited ${code}\n${out}\n${err}`));
        });
      });
      const health = await fetch(`${base}/health`);
      expect(health.status).toBe(200);
      const refused = await fetch(`${base}/api/safety/merchant?domain=127.0.0.1`);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('private_address');
      // A public shop passes every check that needs no outside data, so the server asks for payment before probing.
      const paid = await fetch(`${base}/api/safety/merchant?domain=shop.example.com`);
      expect(paid.status).toBe(402);
    } finally {
      child.kill('SIGTERM');
    }
  }, 120_000);

  it('runs the merchant probe of the installed package from createApp over a network that refuses every connection', () => {
    // No packet leaves the process: names resolve to a documentation address and every connection is refused.
    writeFileSync(
      join(app, 'probe.mjs'),
      `import { Socket } from 'node:net';
import { createApp } from 'guidekit/adapters/http';
import { createMerchantProbe } from 'guidekit/adapters/merchant';
const network = {
  resolve: async () => ['93.184.216.34'],
  connect: () => {
    const socket = new Socket();
    process.nextTick(() => socket.destroy(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })));
    return socket;
  },
};
const app = createApp({ ports: { merchantProbe: createMerchantProbe({ network, dataDir: process.env.GUIDEKIT_DATA_DIR }) } });
const res = await app.request('/api/safety/merchant?domain=shop.example.com');
console.log(JSON.stringify({ status: res.status, body: await res.json() }));
`,
    );
    const out = JSON.parse(ok(run(process.execPath, ['probe.mjs']), 'probe.mjs')) as { status: number; body: Record<string, unknown> };
    // Every signal unavailable is no information: a 503 naming the source (docs/merchant-probe.md), never a 500.
    expect(out.status, JSON.stringify(out.body)).toBe(503);
    expect(out.body.status).toBe(503);
  });

  it('loads every subpath through import and require, with the same exports', () => {
    const pkg = JSON.parse(readFileSync(join(app, 'node_modules/guidekit/package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const specifiers = Object.keys(pkg.exports)
      .filter((s) => s !== './package.json')
      .map((s) => (s === '.' ? 'guidekit' : `guidekit${s.slice(1)}`));
    writeFileSync(
      join(app, 'imports.mjs'),
      `const out = {};\nfor (const s of ${JSON.stringify(specifiers)}) out[s] = Object.keys(await import(s)).sort();\nconsole.log(JSON.stringify(out));\n`,
    );
    writeFileSync(
      join(app, 'imports.cjs'),
      `const out = {};\nfor (const s of ${JSON.stringify(specifiers)}) out[s] = Object.keys(require(s)).filter((k) => k !== '__esModule').sort();\nconsole.log(JSON.stringify(out));\n`,
    );
    const esm = JSON.parse(ok(run(process.execPath, ['imports.mjs']), 'imports.mjs')) as Record<string, string[]>;
    const cjs = JSON.parse(ok(run(process.execPath, ['imports.cjs']), 'imports.cjs')) as Record<string, string[]>;
    expect(Object.keys(esm).sort()).toEqual([...specifiers].sort());
    for (const s of specifiers) {
      expect(esm[s]!.length, s).toBeGreaterThan(0);
      expect(cjs[s], s).toEqual(esm[s]);
    }
  });

  it('runs the worker pool from ESM and from CommonJS, giving the single-threaded result', () => {
    const body = (load: string): string => `${load}
const trades = Array.from({ length: 80 }, (_, i) => Math.sin(i * 7.1) * 0.04 + 0.003);
const options = { resamples: 400, seed: 11, years: 2 };
Promise.all([workers.simulateMonteCarloInWorkers(trades, { ...options, workers: 2 }), backtest.simulateMonteCarlo(trades, options)]).then(([pooled, single]) => {
  console.log(JSON.stringify({ same: isDeepStrictEqual(pooled, single) }));
});
`;
    writeFileSync(join(app, 'workers.mjs'), body(`import { isDeepStrictEqual } from 'node:util';\nimport * as workers from 'guidekit/adapters/workers';\nimport * as backtest from 'guidekit/backtest';`));
    writeFileSync(join(app, 'workers.cjs'), body(`const { isDeepStrictEqual } = require('node:util');\nconst workers = require('guidekit/adapters/workers');\nconst backtest = require('guidekit/backtest');`));
    for (const file of ['workers.mjs', 'workers.cjs']) {
      expect(JSON.parse(ok(run(process.execPath, [file]), file)), file).toEqual({ same: true });
    }
  });

  it('type-checks for a TypeScript consumer on nodenext, from ESM and CommonJS: money fields are Decimal, never any', () => {
    // An `any` money field would leave the @ts-expect-error lines unused (TS2578) and make IsAny true: both fail tsc.
    const consumer = `import { planPayoff, type DebtItem } from 'guidekit/debt';
import { Decimal } from 'guidekit/core';
type IsAny<T> = 0 extends 1 & T ? true : false;
const debts: DebtItem[] = [{ creditor: 'Visa', balance: '5000', rate: 22.9, minPayment: '150' }];
const plan = planPayoff(debts, { extraPayment: '200', asOf: '2026-11-22' });
const interest: Decimal = plan.methods.avalanche.total_interest;
export const text: string = interest.toFixed(2);
export const sum: Decimal = interest.plus(new Decimal('0.01'));
export const notAny: IsAny<typeof plan.methods.avalanche.total_interest> = false;
// @ts-expect-error a money field is a Decimal, not a number
export const wrong: number = plan.methods.avalanche.total_interest;
// @ts-expect-error a Decimal has no string methods
plan.methods.avalanche.total_interest.toUpperCase();
// @ts-expect-error each debt needs its rate and minimum payment
planPayoff([{ creditor: 'Visa', balance: '5000' }], { asOf: '2026-11-22' });
`;
    writeFileSync(join(app, 'consumer.ts'), consumer);
    writeFileSync(join(app, 'consumer.cts'), consumer);
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, skipLibCheck: true, types: [] },
        files: ['consumer.ts', 'consumer.cts'],
      }),
    );
    ok(run(process.execPath, [TSC, '-p', 'tsconfig.json'], { timeout: 120_000 }), 'tsc (module nodenext)');
  });
});
