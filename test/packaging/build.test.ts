import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The published package: tsup builds ESM, CJS and declarations for every subpath, and the CLI bin runs.
describe('the built package', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [resolve('node_modules/tsup/dist/cli-default.js'), '--silent'], { stdio: 'pipe', timeout: 180_000 });
  }, 200_000);

  const subpaths = ['index', 'core/index', 'debt/index', 'vet/index', 'markets/index', 'backtest/index', 'safety/index', 'catalog/index', 'adapters/http/index', 'adapters/x402/index'];

  it('ships ESM, CJS and declarations for every subpath', () => {
    for (const sub of subpaths) {
      for (const ext of ['.js', '.cjs', '.d.ts', '.d.cts']) expect(existsSync(`dist/${sub}${ext}`), `${sub}${ext}`).toBe(true);
    }
  });

  it('loads the same API through import and require', async () => {
    const esm = (await import(pathToFileURL(resolve('dist/core/index.js')).href)) as Record<string, unknown>;
    const cjs = createRequire(import.meta.url)(resolve('dist/core/index.cjs')) as Record<string, unknown>;
    expect(Object.keys(esm).sort()).toEqual(Object.keys(cjs).sort());
    expect(typeof esm.toCents).toBe('function');
  });

  it('runs the guidekit bin', () => {
    const out = execFileSync(process.execPath, ['dist/cli/main.js', 'list', '--json'], { encoding: 'utf8' });
    expect((JSON.parse(out) as unknown[]).length).toBeGreaterThan(20);
  });
});
