import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { libraryEntries } from '../../tsup.config.js';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  exports: Record<string, unknown>;
  sideEffects: boolean;
  bin: Record<string, string>;
};

describe('package exports', () => {
  it('declares every subpath the foundation issue names, types first', () => {
    for (const sub of ['./debt', './vet', './markets', './backtest', './safety', './adapters/http', './adapters/x402']) {
      const entry = pkg.exports[sub] as Record<string, unknown>;
      expect(entry, sub).toBeDefined();
      expect(Object.keys(entry)[0]).toBe('types');
    }
    expect(pkg.sideEffects).toBe(false);
    expect(pkg.bin.guidekit).toBe('./dist/cli/main.js');
  });

  it('has a build entry and an export for every src/*/index.ts, and no export without a source', () => {
    const domains = readdirSync('src', { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(`src/${d.name}/index.ts`))
      .map((d) => d.name);
    const adapters = readdirSync('src/adapters').filter((d) => existsSync(`src/adapters/${d}/index.ts`)).map((d) => `adapters/${d}`);
    for (const name of [...domains, ...adapters]) {
      expect(pkg.exports[`./${name}`], name).toBeDefined();
      expect((libraryEntries as Record<string, string>)[`${name}/index`], name).toBe(`src/${name}/index.ts`);
    }
    for (const sub of Object.keys(pkg.exports).filter((s) => s !== '.' && s !== './package.json')) {
      expect(existsSync(`src/${sub.slice(2)}/index.ts`), sub).toBe(true);
    }
  });
});
