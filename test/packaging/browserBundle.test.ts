import { build } from 'esbuild';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

// Engines must run unchanged in a browser or an edge runtime: each engine entry is bundled for the
// browser platform (where any `node:` import fails to resolve) and then evaluated in a bare context
// that has no `process`, `require`, `Buffer` or timers.
const ENGINE_ENTRIES = ['core', 'debt', 'vet', 'markets', 'backtest', 'safety', 'catalog'];

describe('engine entries in a browser', () => {
  for (const entry of ENGINE_ENTRIES) {
    it(`bundles and loads ${entry} without Node built-ins`, async () => {
      const result = await build({
        entryPoints: [`src/${entry}/index.ts`],
        bundle: true,
        platform: 'browser',
        format: 'iife',
        globalName: 'guidekitEntry',
        write: false,
        logLevel: 'silent',
      });
      const code = result.outputFiles[0]!.text;
      expect(code).not.toMatch(/require\(["']node:/);
      const sandbox = createContext({ console });
      runInContext(`${code}\nglobalThis.__exports = Object.keys(guidekitEntry);`, sandbox, { timeout: 10_000 });
      expect(Array.isArray(sandbox.__exports)).toBe(true);
      for (const name of ['process', 'require', 'Buffer']) expect(name in sandbox).toBe(false);
    });
  }
});
