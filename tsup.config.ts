import { defineConfig } from 'tsup';

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

// tsup writes the declarations only: the JavaScript, ESM and CommonJS alike, is one file per source module, written by
// scripts/buildModules.ts after this step (docs/packaging.md).
//
// One declaration set, CommonJS-format (`.d.cts`), serves `import` and `require`, as zod and decimal.js ship theirs:
// scripts/buildModules.ts writes each entry's `.d.ts` as a one-line re-export of its `.d.cts` (an ES module may import a
// CommonJS one under every moduleResolution; the reverse fails on node16), instead of the same 1.3 MB of text twice.
export default defineConfig([
  {
    entry: libraryEntries,
    clean: true,
    format: ['cjs'],
    dts: { only: true },
  },
]);
