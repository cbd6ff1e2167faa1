import { defineConfig, type Options } from 'tsup';

// Each public subpath is its own entry so a consumer of `guidekit/debt` never pulls in an adapter.
export const libraryEntries = {
  index: 'src/index.ts',
  'core/index': 'src/core/index.ts',
  'debt/index': 'src/debt/index.ts',
  'vet/index': 'src/vet/index.ts',
  'markets/index': 'src/markets/index.ts',
  'backtest/index': 'src/backtest/index.ts',
  'safety/index': 'src/safety/index.ts',
  'catalog/index': 'src/catalog/index.ts',
  'adapters/http/index': 'src/adapters/http/index.ts',
  'adapters/x402/index': 'src/adapters/x402/index.ts',
  'adapters/credits/index': 'src/adapters/credits/index.ts',
  'adapters/merchant/index': 'src/adapters/merchant/index.ts',
  'adapters/workers/index': 'src/adapters/workers/index.ts',
};

// The worker pool starts its worker by file path, so the worker is an entry of its own in both formats
// (dist/adapters/workers/analysisWorker.{js,cjs}); locateAnalysisWorker finds it from the entry or a shared chunk.
const runtimeEntries = { ...libraryEntries, 'adapters/workers/analysisWorker': 'src/adapters/workers/analysisWorker.ts' };

// Source maps stay out of the published package (they were 23 MB of an 8.7 MB tarball, issue #24); a local debug build
// can ask for them with GUIDEKIT_SOURCEMAP=1 npm run build.
const sourcemap = process.env.GUIDEKIT_SOURCEMAP === '1';

// date-fns is bundled, not a dependency: the engines call 17 of its functions (a few KB once tree-shaken), while the
// installed package is 11.8 MB of every locale in ESM and CommonJS, a third of an engines-only install (docs/packaging.md).
// No declaration names a date-fns type, so consumers need nothing of it. @date-fns/utc, date-fns' UTC context that keeps
// engine day arithmetic independent of the host's time zone, is bundled the same way (about 1 KB).
const common: Options = { sourcemap, target: 'node20', splitting: true, treeshake: true, noExternal: ['date-fns', '@date-fns/utc'] };

export default defineConfig([
  {
    // CommonJS for the library entries only: the CLI is ESM. The ESM build is not tsup's: scripts/buildEsmModules.ts
    // writes one file per source module (the CLI and the worker among them) after this, so an app's bundler keeps only
    // the modules an engine imports (docs/packaging.md).
    ...common,
    entry: runtimeEntries,
    clean: true,
    // import.meta.url (the worker's location) in the CommonJS build too.
    shims: true,
    format: ['cjs'],
  },
  {
    // Declarations for the library entries, for `import` (.d.ts) and `require` (.d.cts), from one declaration build.
    entry: libraryEntries,
    format: ['esm', 'cjs'],
    dts: { only: true },
  },
]);
