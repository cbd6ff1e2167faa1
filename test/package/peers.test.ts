import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The engines-only install (docs/packaging.md): the server, payment, store, MCP, solver, chart and corpus packages are
// optional peers, so `npm install guidekit` brings only `dependencies`. That is only safe if nothing an engine subpath
// loads, and nothing the CLI loads before it knows the command, imports a peer. Checked on the built files' import
// graphs (what Node loads), against package.json itself rather than a hand-kept list.

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};
const DEPENDENCIES = new Set(Object.keys(pkg.dependencies));
const PEERS = Object.keys(pkg.peerDependencies);
/** What a dependency itself depends on (tldts on tldts-core) is installed with it. */
const INSTALLED_WITH_DEPENDENCIES = new Set([...DEPENDENCIES, 'tldts-core']);
const ENGINE_ENTRIES = ['index', 'core/index', 'debt/index', 'vet/index', 'markets/index', 'backtest/index', 'safety/index', 'catalog/index'];

function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  // The build writes Node's built-ins without the node: prefix (`from 'fs'`).
  return builtinModules.includes(name) ? null : name;
}

/** Packages the built file reaches through its relative imports; `dynamic: false` follows static imports only (what loads before any code runs). */
function packagesReachedFrom(entry: string, options: { dynamic: boolean }): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      ...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/gm),
      ...text.matchAll(/^\s*import\s*["']([^"']+)["']/gm),
      ...text.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g),
      ...(options.dynamic ? text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g) : []),
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

describe('optional peers', () => {
  it('declares every peer optional, and keeps it a devDependency of the repository at the same range', () => {
    expect(PEERS.length).toBeGreaterThan(10);
    for (const name of PEERS) {
      expect(pkg.peerDependenciesMeta[name]?.optional, name).toBe(true);
      expect(pkg.devDependencies[name], name).toBe(pkg.peerDependencies[name]);
      expect(DEPENDENCIES.has(name), `${name} is both a dependency and a peer`).toBe(false);
    }
    // The server's packages are among them (the engines-only install is the point of the split).
    expect(PEERS).toEqual(expect.arrayContaining(['hono', '@hono/node-server', '@x402/core', 'viem', '@electric-sql/pglite', '@modelcontextprotocol/sdk']));
  });

  const built = existsSync('dist/debt/index.js') && existsSync('dist/cli/main.js');
  if (!built) {
    const message = 'test/package/peers.test.ts: dist/ is missing, so the built import graphs are SKIPPED. Run `npm run build` first.';
    if (process.env.CI) throw new Error(`${message} (CI must build before testing)`);
    console.warn(`\n${message}\n`);
  }

  for (const entry of ENGINE_ENTRIES) {
    it.skipIf(!built)(`loads dist/${entry} (ESM and CommonJS, static and dynamic imports) reaching only dependencies, never a peer`, () => {
      for (const file of [`dist/${entry}.js`, `dist/${entry}.cjs`]) {
        const reached = [...packagesReachedFrom(file, { dynamic: true })];
        expect(reached.filter((name) => PEERS.includes(name)), file).toEqual([]);
        expect(reached.filter((name) => !INSTALLED_WITH_DEPENDENCIES.has(name)), file).toEqual([]);
      }
    });
  }

  it.skipIf(!built)('starts the CLI reaching only dependencies; the peers load on demand, by dynamic import, for the commands that need them', () => {
    const atStart = [...packagesReachedFrom(join('dist', 'cli/main.js'), { dynamic: false })];
    expect(atStart.filter((name) => !INSTALLED_WITH_DEPENDENCIES.has(name))).toEqual([]);
    // Not vacuous: the commands' dynamic imports do reach the server's packages.
    const onDemand = packagesReachedFrom(join('dist', 'cli/main.js'), { dynamic: true });
    expect([...onDemand]).toEqual(expect.arrayContaining(['hono', '@hono/node-server']));
  });
});
