import { spawn, spawnSync, type ChildProcess, type SpawnSyncReturns } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';

// The declarations as a TypeScript user reads them: `npm pack` of the built dist, the tarball unpacked into the
// node_modules of a scratch consumer project (its dependencies linked from this checkout's node_modules, so nothing is
// downloaded), and consumers that import every subpath from ESM (.ts, .mts) and CommonJS (.cts) and use its types
// (test/package/consumers), compiled by the pinned tsc with `skipLibCheck: false` under moduleResolution nodenext,
// node16 and bundler: one tsc per setting, every consumer in one project. A second project whose node_modules holds only
// the engines' own packages compiles the engine consumers, so an engine declaration that names a server, payment, store
// or solver package (optional for an engines-only install) fails. docs/packaging.md, "Types".
//
// It packs the dist `npm run build` left, and builds once first when dist is missing or older than the sources it is
// built from. Without a dist and no way to build, it is skipped with a loud message (in CI, which builds before
// testing, that is a failure).

const ROOT = resolve('.');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const CONSUMERS = join(ROOT, 'test/package/consumers');
/** What the engine subpaths may reach, as test/packaging/engineBundles.test.ts classifies packages (and their own dependencies). */
const ENGINE_PACKAGES = ['decimal.js', 'date-fns', 'zod', 'tldts', 'tldts-core', 'simple-statistics'];
const ENGINE_CONSUMERS = ['engines.ts', 'engines.cts'];
const ALL_CONSUMERS = [...ENGINE_CONSUMERS, 'adapters.mts', 'adapters.cts'];
const SETTINGS = {
  nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
  node16: { module: 'node16', moduleResolution: 'node16' },
  // `preserve` is the module setting bundler resolution is made for: `import` reads the import condition, `import x =
  // require()` the require condition (the .d.cts).
  bundler: { module: 'preserve', moduleResolution: 'bundler' },
} as const;
const STRICT = { target: 'es2022', strict: true, noEmit: true, skipLibCheck: false, noUncheckedIndexedAccess: true };

type PackageJson = { exports: Record<string, string | { types?: { import: string; require: string } }> };
const rootPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;
/** `./core` → `dist/core/index.d.ts` and `.d.cts`: the declarations every subpath's `types` conditions name. */
const DECLARATIONS = Object.values(rootPackage.exports).flatMap((target) => (typeof target === 'object' && target.types ? [target.types.import, target.types.require] : []));

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function distState(): 'fresh' | 'stale' | 'missing' {
  const files = DECLARATIONS.map((p) => join(ROOT, p));
  if (files.length === 0 || !files.every((f) => existsSync(f))) return 'missing';
  const built = Math.min(...files.map((f) => statSync(f).mtimeMs));
  const inputs = ['src', 'tsup.config.ts', 'package.json', 'tsconfig.json', 'scripts/buildModules.ts', 'scripts/useNamedDecimalImports.ts', 'scripts/importEsmOnlyTypes.ts'];
  return Math.max(...inputs.map((p) => newestMtime(join(ROOT, p)))) > built ? 'stale' : 'fresh';
}

let unavailable = '';
let work = '';
let full = '';
let engines = '';

function run(command: string, args: readonly string[], cwd: string, timeout: number): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, encoding: 'utf8', timeout, env: { ...process.env, NODE_OPTIONS: '' } });
}

function skipUnlessReady(ctx: TestContext): void {
  if (unavailable) ctx.skip(unavailable);
}

/** A scratch project: the unpacked tarball as node_modules/guidekit, the named packages linked from this checkout. */
function makeProject(dir: string, tarball: string, packages: readonly string[], consumers: readonly string[]): void {
  mkdirSync(join(dir, 'node_modules/guidekit'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'guidekit-types-consumer', private: true, type: 'module' }));
  const untar = run('tar', ['-xzf', tarball, '-C', join(dir, 'node_modules/guidekit'), '--strip-components=1'], dir, 60_000);
  if (untar.status !== 0) throw new Error(`tar -xzf ${tarball}: ${untar.stderr}`);
  for (const name of packages) {
    const link = join(dir, 'node_modules', name);
    mkdirSync(join(link, '..'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', name), link);
  }
  for (const file of consumers) copyFileSync(join(CONSUMERS, file), join(dir, file));
}

/** Every package of this checkout's node_modules (scopes expanded) but guidekit itself: what a full install brings. */
function installedPackages(): string[] {
  const top = readdirSync(join(ROOT, 'node_modules')).filter((n) => !n.startsWith('.') && n !== 'guidekit');
  return top.flatMap((n) => (n.startsWith('@') ? readdirSync(join(ROOT, 'node_modules', n)).map((m) => `${n}/${m}`) : [n]));
}

/** At most two tsc at once: CI has two cores, and each tsc holds the whole declaration graph in memory. */
const LANES = 2;
let running = 0;
const waiting: (() => void)[] = [];
const children = new Set<ChildProcess>();

/** Compiles `files` in `dir` with the strict options plus `compilerOptions`; resolves with tsc's diagnostics ('' when clean). */
async function compile(dir: string, name: string, compilerOptions: Record<string, unknown>, files: readonly string[]): Promise<string> {
  if (running >= LANES) await new Promise<void>((go) => waiting.push(go));
  running += 1;
  try {
    writeFileSync(join(dir, `tsconfig.${name}.json`), JSON.stringify({ compilerOptions: { ...STRICT, ...compilerOptions }, files }, null, 2));
    return await new Promise<string>((done) => {
      const child = spawn(process.execPath, [TSC, '-p', `tsconfig.${name}.json`], { cwd: dir, env: { ...process.env, NODE_OPTIONS: '' } });
      children.add(child);
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('error', (error) => done(`tsc did not start: ${error.message}`));
      // tsc writes its diagnostics to stdout; an empty output and exit 0 is a clean compile.
      child.on('close', (code) => {
        children.delete(child);
        done(out.trim() + (code === 0 ? '' : `\n(tsc exited ${code})`));
      });
    });
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** The compiles, started together once the projects exist (two at a time), each awaited by its own test. */
const compiles = new Map<string, Promise<string>>();

describe('the declarations of the packed package', () => {
  beforeAll(() => {
    const state = distState();
    if (state !== 'fresh') {
      if (process.env.CI && state === 'missing') throw new Error('test/package/declarations.test.ts: dist/ is missing (CI must build before testing)');
      console.warn(`test/package/declarations.test.ts: dist/ is ${state}; running npm run build once (several minutes on a loaded machine).`);
      const build = run('npm', ['run', 'build'], ROOT, 1_200_000);
      if (build.status !== 0 || distState() !== 'fresh') {
        unavailable = `test/package/declarations.test.ts: dist/ is ${state} and npm run build failed, so the declaration checks are SKIPPED.\n${build.stderr.slice(-2000)}`;
        if (process.env.CI) throw new Error(unavailable);
        console.warn(`\n${'!'.repeat(100)}\n${unavailable}\n${'!'.repeat(100)}\n`);
        return;
      }
    }
    work = mkdtempSync(join(tmpdir(), 'guidekit-declarations-'));
    const pack = run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], ROOT, 120_000);
    if (pack.status !== 0) throw new Error(`npm pack: ${pack.stderr}`);
    const tarball = join(work, (JSON.parse(pack.stdout) as { filename: string }[])[0]!.filename);
    full = join(work, 'full');
    engines = join(work, 'engines');
    makeProject(full, tarball, installedPackages(), ALL_CONSUMERS);
    makeProject(engines, tarball, ENGINE_PACKAGES, ENGINE_CONSUMERS);
    // A Node program: Node's types and every package a full install brings. The DOM library too, because viem's
    // declarations (reached from the payment adapters) name WebCrypto and WebAuthn types that @types/node lacks.
    for (const [name, options] of Object.entries(SETTINGS)) {
      compiles.set(name, compile(full, name, { ...options, lib: ['es2022', 'dom'], types: ['node'] }, ALL_CONSUMERS));
    }
    // A browser program with only the engines' packages: no Node types, no server, payment, store or solver package.
    compiles.set('engines', compile(engines, 'engines', { ...SETTINGS.bundler, lib: ['es2022', 'dom'], types: [] }, ENGINE_CONSUMERS));
  }, 1_500_000);

  afterAll(() => {
    for (const child of children) child.kill();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("ships every subpath's ESM and CommonJS declarations, and the consumers import every subpath both ways", (ctx) => {
    skipUnlessReady(ctx);
    const packed = JSON.parse(readFileSync(join(full, 'node_modules/guidekit/package.json'), 'utf8')) as PackageJson;
    const subpaths = Object.keys(packed.exports).filter((s) => s !== './package.json');
    expect(subpaths.length).toBeGreaterThanOrEqual(13);
    for (const subpath of subpaths) {
      const target = packed.exports[subpath];
      expect(typeof target === 'object' && target.types, subpath).toBeTruthy();
      const types = (target as { types: { import: string; require: string } }).types;
      expect(existsSync(join(full, 'node_modules/guidekit', types.import)), types.import).toBe(true);
      expect(existsSync(join(full, 'node_modules/guidekit', types.require)), types.require).toBe(true);
      const specifier = subpath === '.' ? 'guidekit' : `guidekit${subpath.slice(1)}`;
      const esm = ALL_CONSUMERS.filter((f) => !f.endsWith('.cts')).some((f) => readFileSync(join(CONSUMERS, f), 'utf8').includes(`from '${specifier}';`));
      const cjs = ALL_CONSUMERS.filter((f) => f.endsWith('.cts')).some((f) => readFileSync(join(CONSUMERS, f), 'utf8').includes(`require('${specifier}');`));
      expect({ specifier, esm, cjs }).toEqual({ specifier, esm: true, cjs: true });
    }
  });

  for (const [name, options] of Object.entries(SETTINGS)) {
    it(`compiles every subpath from ESM and CommonJS with skipLibCheck false, moduleResolution ${name} (module ${options.module})`, async (ctx) => {
      skipUnlessReady(ctx);
      expect(await compiles.get(name)).toBe('');
    }, 1_500_000);
  }

  it('compiles the engine subpaths from ESM and CommonJS with only the engine packages installed, for a browser (no Node types)', async (ctx) => {
    skipUnlessReady(ctx);
    const installed = readdirSync(join(engines, 'node_modules')).filter((n) => n !== 'guidekit');
    expect(installed.filter((n) => !ENGINE_PACKAGES.includes(n))).toEqual([]);
    expect(await compiles.get('engines')).toBe('');
  }, 1_500_000);

  it('declares the `ports` namespace of guidekit/markets as types, every port type of src/markets/ports in it', (ctx) => {
    skipUnlessReady(ctx);
    const source = readFileSync(join(ROOT, 'src/markets/ports/index.ts'), 'utf8');
    const ports = [...source.matchAll(/^export type \{([^}]*)\}/gm)].flatMap((m) => m[1]!.split(',').map((s) => s.trim())).filter(Boolean);
    expect(ports.length).toBeGreaterThan(50);
    // One declaration set (tsup.config.ts): the .d.ts re-exports the .d.cts, which holds the namespace.
    expect(readFileSync(join(full, 'node_modules/guidekit/dist/markets/index.d.ts'), 'utf8')).toBe("export * from './index.cjs';\n");
    for (const file of ['dist/markets/index.d.cts']) {
      const text = readFileSync(join(full, 'node_modules/guidekit', file), 'utf8');
      const block = /^declare namespace ports \{\n\s*export \{([^}]*)\};\n\}/m.exec(text);
      expect(block, file).not.toBeNull();
      // The bundler renames a port type that shares its name with an engine type (`FplPlayer$1 as FplPlayer`).
      const names = block![1]!.split(',').map((s) => s.trim().split(/\s+as\s+/).at(-1)!).filter(Boolean);
      expect(names.sort(), file).toEqual([...ports].sort());
      // No port type may turn into a value (`declare const index_X: typeof X`, the TS2749 of a namespace re-export).
      expect(text, file).not.toMatch(/^declare const \w+: typeof \w+;$/m);
    }
  });
});
