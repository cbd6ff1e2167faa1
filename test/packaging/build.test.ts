import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// The published package: `npm run build` (tsup, then the declaration fix-up) writes ESM, CJS and declarations for every
// subpath, and the CLI bin runs. These read the dist the build left (CI builds before `npm test`, see .ci/run) rather
// than rebuild it, so they never rewrite dist/ under the installed-package test (tarball.test.ts) running beside them.
const BUILT = existsSync('dist/index.js');
if (!BUILT) {
  const message = 'test/packaging/build.test.ts: dist/ is missing, so the built-package tests are SKIPPED. Run `npm run build` first.';
  if (process.env.CI) throw new Error(`${message} (CI must build before testing)`);
  console.warn(`\n${'!'.repeat(100)}\n${message}\n${'!'.repeat(100)}\n`);
}

function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? declarationFiles(join(dir, e.name)) : /\.d\.c?ts$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe.skipIf(!BUILT)('the built package', () => {
  const subpaths = ['index', 'core/index', 'debt/index', 'vet/index', 'markets/index', 'backtest/index', 'safety/index', 'catalog/index', 'adapters/http/index', 'adapters/x402/index'];

  it('ships ESM, CJS and declarations for every subpath', () => {
    for (const sub of subpaths) {
      for (const ext of ['.js', '.cjs', '.d.ts', '.d.cts']) expect(existsSync(`dist/${sub}${ext}`), `${sub}${ext}`).toBe(true);
    }
  });

  it('ships the CommonJS build one file per module under dist/commonjs, each subpath\'s .cjs requiring its module there', () => {
    // scripts/buildModules.ts: `.js` files under a `"type": "commonjs"` package.json, packed beside their ESM twins.
    expect(JSON.parse(readFileSync('dist/commonjs/package.json', 'utf8'))).toEqual({ type: 'commonjs' });
    expect(readFileSync('dist/debt/index.cjs', 'utf8')).toBe('"use strict";\nmodule.exports = require("../commonjs/debt/index.js");\n');
    expect(readFileSync('dist/commonjs/debt/planPayoff.js', 'utf8').startsWith('"use strict";\n')).toBe(true);
    expect(readdirSync('dist').filter((name) => name.startsWith('chunk-'))).toEqual([]);
  });

  it('ships one declaration set: each .d.ts re-exports its .d.cts', () => {
    for (const sub of subpaths) {
      const name = sub.split('/').at(-1)!;
      expect(readFileSync(`dist/${sub}.d.ts`, 'utf8'), sub).toBe(`export * from './${name}.cjs';\n`);
      expect(readFileSync(`dist/${sub}.d.cts`, 'utf8').length, sub).toBeGreaterThan(100);
    }
  });

  it('ships the analysis worker beside the workers entry in both formats', () => {
    for (const ext of ['.js', '.cjs']) expect(existsSync(`dist/adapters/workers/analysisWorker${ext}`), ext).toBe(true);
  });

  it('imports decimal.js by name in every declaration file, so nodenext consumers get the Decimal type', () => {
    // decimal.d.ts is CommonJS-format: from ESM under node16/nodenext its default import is the whole module, not the class.
    const files = declarationFiles('dist');
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/^(?:import [\w$]+|export \{ default as [\w$]+ \}) from 'decimal\.js'/m);
    }
  });

  it('loads the same API through import and require', async () => {
    const esm = (await import(pathToFileURL(resolve('dist/core/index.js')).href)) as Record<string, unknown>;
    const cjs = createRequire(import.meta.url)(resolve('dist/core/index.cjs')) as Record<string, unknown>;
    expect(Object.keys(esm).sort()).toEqual(Object.keys(cjs).sort());
    expect(typeof esm.toCents).toBe('function');
  });

  it('builds the CLI beside the subpaths, sharing their modules, with the only #! line of the build', () => {
    // The ESM build is one file per source module (scripts/buildModules.ts): dist/cli/main.js is the CLI's own small
    // module importing the others (it was a 3 MB file of its own), and it alone keeps src/cli/main.ts's #!.
    const main = readFileSync('dist/cli/main.js', 'utf8');
    expect(main.startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(main.length).toBeLessThan(50_000);
    expect(main).toMatch(/from ['"]\.\/runCli\.js['"]/);
    const js = (function walk(dir: string): string[] {
      return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : /\.c?js$/.test(e.name) ? [join(dir, e.name)] : []));
    })('dist');
    expect(js.length).toBeGreaterThan(20);
    expect(js.filter((file) => readFileSync(file, 'utf8').startsWith('#!'))).toEqual([join('dist', 'cli', 'main.js')]);
    // No CommonJS CLI: it uses top-level await.
    expect(existsSync('dist/cli/main.cjs')).toBe(false);
  });

  it('runs the guidekit bin', () => {
    const out = execFileSync(process.execPath, ['dist/cli/main.js', 'list', '--json'], { encoding: 'utf8' });
    expect((JSON.parse(out) as unknown[]).length).toBeGreaterThan(20);
  });
});
