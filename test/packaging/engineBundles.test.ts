import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// A user who imports one engine subpath must not pull in what only the adapters need (docs/packaging.md): not the
// payment stack (viem, @x402/*, @coinbase/x402), not the stores (PGlite, pg), not the HTTP server (hono,
// @hono/node-server), not the MCP SDK, not the outside-source fetch layer (bottleneck, cockatiel). Checked two ways: a
// browser bundle of the whole subpath from source (what a bundler keeps), and the import graph of the built files from
// each subpath's ESM and CommonJS entry (what Node loads).

/** Packages only the adapters use. */
const ADAPTER_ONLY = [
  'viem', '@x402/core', '@x402/evm', '@x402/hono', '@coinbase/x402', // payments
  '@electric-sql/pglite', 'pg', // stores
  'hono', '@hono/node-server', '@modelcontextprotocol/sdk', // HTTP server, MCP
  'bottleneck', 'cockatiel', // outside-source fetching (rate limits, retries, circuit breakers)
  'highs', // the MIP solver (wasm): the caller loads it and hands it to the fantasy optimisers, which never import it
  'lightweight-charts', // the report's charts: src/adapters/report reads its file for the CLI; the engines get its text
  '@duckdb/node-api', // the prediction-market corpus store (src/adapters/pmCorpus)
  'pino', 'prom-client', // the server's request log and /metrics
  'fflate', 'fast-xml-parser', 'htmlparser2', // ZIP/XLSX, XML feeds and HTML pages read by source adapters (docs/architecture.md)
];
/** Every package an engine subpath may reach: the engines' own runtime dependencies (and what they depend on). */
const ENGINE_PACKAGES = new Set(['decimal.js', 'date-fns', '@date-fns/utc', 'zod', 'tldts', 'tldts-core', 'simple-statistics', 'papaparse', 'ipaddr.js']);
/** Engine subpaths by file stem: `index` is the package root (core and catalog together). */
const ENGINE_SUBPATHS = ['index', 'core/index', 'debt/index', 'vet/index', 'markets/index', 'backtest/index', 'safety/index', 'catalog/index'];
const specifierOf = (stem: string): string => (stem === 'index' ? 'guidekit' : `guidekit/${stem.replace(/\/index$/, '')}`);

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; peerDependencies: Record<string, string> };

/** The package a bundled file belongs to (`@scope/name` or `name`), or null for the project's own files. */
function packageOfInput(path: string): string | null {
  return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? null;
}

/** The package an import specifier names, or null for a relative or built-in one. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** Every package the built file reaches through its relative imports (static and dynamic, ESM and CommonJS). */
function packagesReachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      ...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/gm),
      ...text.matchAll(/^\s*import\s*["']([^"']+)["']/gm),
      ...text.matchAll(/\b(?:import|require)\(\s*["']([^"']+)["']\s*\)/g),
    ].map((m) => m[1]!);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else {
        const name = packageOf(specifier);
        if (name !== null) packages.add(name);
      }
    }
  };
  visit(resolve(entry));
  return packages;
}

/** Every package esbuild bundles for the module text (resolved from the repository root). */
async function bundledPackages(contents: string, platform: 'browser' | 'node'): Promise<Set<string>> {
  const result = await build({ stdin: { contents, resolveDir: resolve('.') }, bundle: true, platform, format: 'esm', write: false, metafile: true, logLevel: 'silent' });
  return new Set(Object.keys(result.metafile.inputs).map(packageOfInput).filter((p): p is string => p !== null));
}

describe('engine subpaths', () => {
  it('lists only real dependencies as adapter-only', () => {
    // Adapter-only packages are optional peers (docs/packaging.md), so an engines-only app never installs them.
    for (const name of ADAPTER_ONLY) expect(pkg.peerDependencies[name], name).toBeDefined();
    // Every runtime dependency is either an engine package or an adapter-only one: a new one must be placed here.
    for (const name of [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)]) expect(ENGINE_PACKAGES.has(name) || ADAPTER_ONLY.includes(name), name).toBe(true);
  });

  for (const sub of ENGINE_SUBPATHS) {
    it(`bundles ${specifierOf(sub)} for the browser with no adapter package`, async () => {
      const packages = await bundledPackages(`export * from './src/${sub}.ts';`, 'browser');
      for (const name of ADAPTER_ONLY) expect(packages.has(name), `${sub} bundles ${name}`).toBe(false);
      for (const name of packages) expect(ENGINE_PACKAGES.has(name), `${sub} bundles ${name}`).toBe(true);
    });
  }

  const built = existsSync('dist/debt/index.js');
  if (!built) console.warn('test/packaging/engineBundles.test.ts: dist/ is missing, so the built files\' import graphs are SKIPPED. Run `npm run build` first.');
  for (const sub of ENGINE_SUBPATHS) {
    it.skipIf(!built)(`loads ${specifierOf(sub)} from the built package, ESM and CommonJS, without reaching an adapter package`, () => {
      for (const entry of [join('dist', `${sub}.js`), join('dist', `${sub}.cjs`)]) {
        const packages = packagesReachedFrom(entry);
        for (const name of ADAPTER_ONLY) expect(packages.has(name), `${entry} reaches ${name}`).toBe(false);
        for (const name of packages) expect(ENGINE_PACKAGES.has(name), `${entry} reaches ${name}`).toBe(true);
      }
    });
  }

  it('sees the adapter packages an adapter subpath does pull in (the checks are not vacuous)', async () => {
    expect(await bundledPackages(`export * from './src/adapters/http/index.ts';`, 'node')).toContain('hono');
    if (built) {
      expect(packagesReachedFrom('dist/adapters/http/index.js')).toContain('hono');
      expect(packagesReachedFrom('dist/adapters/x402/index.cjs')).toContain('@x402/core');
    }
  });

  // One engine imported alone stays browser-sized (issue #24; docs/packaging.md, Browser): minified and gzipped as an
  // application's bundler ships it, from the source modules (what a bundler keeps when every module is its own file;
  // bench/bundleSize.bench.ts also measures the built package). The engines validate with zod/mini, so no bundle of one
  // carries zod's full namespace (zod/v4/classic). Sizes, not timings: the same input always bundles to the same bytes.
  const CEILINGS = [
    { name: 'planPayoff', subpath: 'debt', gzipBytes: 45 * 1024 },
    { name: 'devigShin', subpath: 'markets', gzipBytes: 4 * 1024 },
    { name: 'computeSma', subpath: 'markets', gzipBytes: 4 * 1024 },
    { name: 'combineRatings', subpath: 'vet', gzipBytes: 45 * 1024 },
  ] as const;
  for (const { name, subpath, gzipBytes } of CEILINGS) {
    it(`bundles ${name} alone from guidekit/${subpath} in at most ${gzipBytes / 1024} KiB gzipped, without zod's full namespace`, async () => {
      const result = await build({ stdin: { contents: `export { ${name} } from './src/${subpath}/index.ts';`, resolveDir: resolve('.'), loader: 'ts' }, bundle: true, minify: true, platform: 'browser', format: 'esm', write: false, metafile: true, logLevel: 'silent' });
      const code = result.outputFiles[0]!.contents;
      const kept = Object.entries(result.metafile.outputs).flatMap(([, o]) => Object.entries(o.inputs).filter(([, v]) => v.bytesInOutput > 0).map(([path]) => path));
      expect(kept.some((path) => path.includes(`src/${subpath}/`)), `${name}'s own module is in the bundle`).toBe(true);
      expect(kept.filter((path) => path.includes('node_modules/zod/v4/classic/')), `${name} bundles full zod`).toEqual([]);
      expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(gzipBytes);
    });
  }

  // The same engines from the built package: the ESM build is one file per source module (scripts/buildModules.ts),
  // so a bundler keeps only the modules an engine imports. Measured 2026-12-02 from dist: planPayoff 44,430 bytes
  // gzipped (141 KiB from tsup's per-domain chunks before), devigShin 1,337, computeSma 820.
  const BUILT_CEILINGS = [
    { name: 'planPayoff', subpath: 'debt', gzipBytes: 45 * 1024 },
    { name: 'devigShin', subpath: 'markets', gzipBytes: 1.5 * 1024 },
    { name: 'computeSma', subpath: 'markets', gzipBytes: 1 * 1024 },
  ] as const;
  for (const { name, subpath, gzipBytes } of BUILT_CEILINGS) {
    it.skipIf(!built)(`bundles ${name} alone from the built guidekit/${subpath} in at most ${gzipBytes / 1024} KiB gzipped`, async () => {
      const result = await build({ stdin: { contents: `export { ${name} } from './dist/${subpath}/index.js';`, resolveDir: resolve('.') }, bundle: true, minify: true, platform: 'browser', format: 'esm', write: false, metafile: true, logLevel: 'silent' });
      const kept = Object.entries(result.metafile.outputs).flatMap(([, o]) => Object.entries(o.inputs).filter(([, v]) => v.bytesInOutput > 0).map(([path]) => path));
      expect(kept.some((path) => path.startsWith(`dist/${subpath}/`)), `${name}'s own module is in the bundle`).toBe(true);
      expect(kept.filter((path) => path.includes('node_modules/zod/v4/classic/')), `${name} bundles full zod`).toEqual([]);
      expect(gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length).toBeLessThanOrEqual(gzipBytes);
    });
  }

  // Whole subpaths too: only guidekit/core keeps full zod (its `q` builders and localizeResponse serve the catalog).
  for (const subpath of ['debt', 'vet', 'markets', 'backtest', 'safety']) {
    it(`bundles all of guidekit/${subpath} for the browser without zod's full namespace`, async () => {
      const result = await build({ stdin: { contents: `export * from './src/${subpath}/index.ts';`, resolveDir: resolve('.'), loader: 'ts' }, bundle: true, platform: 'browser', format: 'esm', write: false, metafile: true, logLevel: 'silent' });
      const kept = Object.entries(result.metafile.outputs).flatMap(([, o]) => Object.entries(o.inputs).filter(([, v]) => v.bytesInOutput > 0).map(([path]) => path));
      expect(kept.filter((path) => path.includes(`src/${subpath}/`)).length, `${subpath}'s modules are in the bundle`).toBeGreaterThan(10);
      expect(kept.filter((path) => path.includes('node_modules/zod/v4/classic/'))).toEqual([]);
    });
  }
});
