import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The engines-only install, as an app that only imports the engines gets it: the packed tarball installed with
// `npm install --omit=peer` (the optional peers are never installed by npm anyway; --omit=peer also drops any
// non-optional peer a dependency might declare). Its size is measured with `du -sb node_modules`, the engines run from
// ESM and CommonJS, the CLI lists and calls, and `guidekit serve` says which packages to install (exit 3).
//
// It needs the dist `npm run build` left and the npm registry (or an npm cache holding decimal.js, date-fns, zod and
// tldts): the install is time-bounded, and when the registry cannot be reached the tests are skipped saying so, never
// passed. A failing install for any other reason fails.

const ROOT = resolve('.');
const BUILT = existsSync(join(ROOT, 'dist/index.js')) && existsSync(join(ROOT, 'dist/cli/main.js'));
if (!BUILT) {
  const message = 'test/package/enginesOnlyInstall.test.ts: dist/ is missing, so the engines-only install is SKIPPED. Run `npm run build` first.';
  if (process.env.CI) throw new Error(`${message} (CI must build before testing)`);
  console.warn(`\n${message}\n`);
}

/**
 * A ceiling against regressions, NOT the goal of at most 15 MB (docs/packaging.md): measured 34,765,835 bytes on
 * 2026-12-02 with the server packages made optional peers (guidekit 13.0 MB, date-fns 11.8 MB, zod 6.3 MB, tldts
 * 3.3 MB, decimal.js 0.3 MB), then 23,144,742 bytes with date-fns bundled into dist, 24,454,944 with the ESM build one
 * file per source module (its folders, mirroring src/, count in du -sb); some 300 MB when every server package was a
 * dependency.
 */
const MAX_INSTALL_BYTES = 25_000_000;
const INSTALL_TIMEOUT_MS = 150_000;
const NETWORK_FAILURE = /ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNREFUSED|ECONNRESET|ENETUNREACH|EHOSTUNREACH|network|fetch failed|request to https?:\/\/\S+ failed/i;

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { peerDependencies: Record<string, string>; dependencies: Record<string, string> };
let work = '';
let app = '';
let env: NodeJS.ProcessEnv = {};
/** Why the install could not be made (registry unreachable), or undefined once it is. */
let unreachable: string | undefined;

function run(command: string, args: readonly string[], options: { cwd?: string; timeout?: number } = {}): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd: options.cwd ?? app, env, encoding: 'utf8', timeout: options.timeout ?? 60_000, killSignal: 'SIGKILL' });
}

function ok(result: SpawnSyncReturns<string>, what: string): string {
  if (result.status !== 0) throw new Error(`${what} exited ${result.status}${result.error ? ` (${result.error.message})` : ''}\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

describe.skipIf(!BUILT)('the engines-only install', () => {
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'guidekit-engines-only-'));
    app = join(work, 'app');
    mkdirSync(app);
    env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GUIDEKIT_') && !/DATABASE_URL|^PG/.test(k)));
    env.GUIDEKIT_DATA_DIR = join(work, 'data');
    env.NODE_OPTIONS = '';
    const packed = JSON.parse(ok(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], { cwd: ROOT }), 'npm pack')) as { filename: string }[];
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'guidekit-engines-only', private: true, type: 'module' }));
    const install = run('npm', ['install', '--omit=peer', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', join(work, packed[0]!.filename)], { timeout: INSTALL_TIMEOUT_MS });
    if (install.status === 0) return;
    const why = `${install.error?.message ?? ''}\n${install.stderr}`;
    if (install.error !== undefined || NETWORK_FAILURE.test(why)) {
      unreachable = `npm install could not reach the registry within ${INSTALL_TIMEOUT_MS / 1000} s: ${why.trim().split('\n').slice(0, 3).join(' ')}`;
      console.warn(`\ntest/package/enginesOnlyInstall.test.ts: SKIPPED, ${unreachable}\n`);
      return;
    }
    ok(install, 'npm install --omit=peer of the tarball');
  }, INSTALL_TIMEOUT_MS + 60_000);

  afterAll(() => {
    if (work) spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
  });

  it('installs only the dependencies: no optional peer is present', (context) => {
    if (unreachable) context.skip(unreachable);
    const present = Object.keys(pkg.peerDependencies).filter((name) => existsSync(join(app, 'node_modules', name)));
    expect(present).toEqual([]);
    for (const name of Object.keys(pkg.dependencies)) expect(existsSync(join(app, 'node_modules', name)), name).toBe(true);
  });

  it(`takes at most ${MAX_INSTALL_BYTES} bytes of node_modules (du -sb)`, (context) => {
    if (unreachable) context.skip(unreachable);
    const du = ok(run('du', ['-sb', 'node_modules']), 'du -sb node_modules');
    const bytes = Number(/^(\d+)/.exec(du)![1]);
    console.log(`engines-only install: ${bytes} bytes in node_modules (du -sb)`);
    expect(bytes).toBeGreaterThan(1_000_000);
    expect(bytes).toBeLessThanOrEqual(MAX_INSTALL_BYTES);
  });

  it('runs the engines from ESM and CommonJS', (context) => {
    if (unreachable) context.skip(unreachable);
    const call = `planPayoff([{ creditor: 'Visa', balance: '5000', rate: 22.9, minPayment: '150' }], { extraPayment: '200', asOf: '2026-11-22' }).methods.avalanche.total_interest.toFixed(2)`;
    writeFileSync(join(app, 'engines.mjs'), `import { planPayoff } from 'guidekit/debt';\nimport { combineRatings } from 'guidekit/vet';\nimport * as markets from 'guidekit/markets';\nconsole.log(JSON.stringify({ interest: ${call}, vet: typeof combineRatings, markets: Object.keys(markets).length }));\n`);
    writeFileSync(join(app, 'engines.cjs'), `const { planPayoff } = require('guidekit/debt');\nconst { combineRatings } = require('guidekit/vet');\nconst markets = require('guidekit/markets');\nconsole.log(JSON.stringify({ interest: ${call}, vet: typeof combineRatings, markets: Object.keys(markets).filter((k) => k !== '__esModule').length }));\n`);
    const esm = JSON.parse(ok(run(process.execPath, ['engines.mjs']), 'engines.mjs')) as { interest: string; vet: string; markets: number };
    const cjs = JSON.parse(ok(run(process.execPath, ['engines.cjs']), 'engines.cjs')) as typeof esm;
    expect(esm.interest).toMatch(/^\d+\.\d\d$/);
    expect(esm.vet).toBe('function');
    expect(esm.markets).toBeGreaterThan(10);
    expect(cjs).toEqual(esm);
  });

  it('lists and calls an engine endpoint through the bin', (context) => {
    if (unreachable) context.skip(unreachable);
    const bin = join(app, 'node_modules/.bin/guidekit');
    const list = JSON.parse(ok(run(bin, ['list', '--json']), 'guidekit list --json')) as { path: string }[];
    expect(list.map((e) => e.path)).toContain('/api/debt/payoff');
    const debts = JSON.stringify([{ creditor: 'Visa', balance: '5000', rate: 22.9, minPayment: '150' }]);
    const out = JSON.parse(ok(run(bin, ['call', 'debt/payoff', `debts=${debts}`, 'extra_payment=200', '--as-of', '2026-11-22']), 'guidekit call debt/payoff')) as { methods: { avalanche: { total_interest: number } } };
    expect(out.methods.avalanche.total_interest).toBeGreaterThan(0);
  });

  it('says which packages `guidekit serve` needs, and exits 3, instead of a stack trace', (context) => {
    if (unreachable) context.skip(unreachable);
    const result = run(join(app, 'node_modules/.bin/guidekit'), ['serve', '--port', '0'], { timeout: 30_000 });
    expect(result.status, result.stderr).toBe(3);
    expect(result.stderr).toMatch(/^guidekit serve needs (@?[\w./-]+), which is not installed\./);
    expect(result.stderr).toContain(`hono@${pkg.peerDependencies.hono}`);
    expect(result.stderr).toContain(`@hono/node-server@${pkg.peerDependencies['@hono/node-server']}`);
    expect(result.stderr).toMatch(/\n {2}npm install \S+/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
