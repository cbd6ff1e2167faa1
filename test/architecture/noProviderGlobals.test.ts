import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every TypeScript module under src, as a path relative to the project root. */
function modules(dir = 'src'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return modules(path);
    return path.endsWith('.ts') ? [relative('.', path)] : [];
  });
}

/** Where process-wide state is allowed: the CLI and the process entry points (the worker thread's own entry). */
const ENTRY_POINTS = /^src\/(cli\/|adapters\/workers\/analysisWorker\.ts$)/;

describe('outside data reaches endpoints only through the ports in their context', () => {
  const files = modules().filter((f) => !f.endsWith('main.ts'));

  it('no module exports a set*/get* provider', async () => {
    const offenders: string[] = [];
    for (const file of files) {
      const exported = Object.keys(await import(`../../${file}`));
      for (const name of exported) if (/^(set|get)[A-Z]/.test(name)) offenders.push(`${file}: ${name}`);
    }
    expect(offenders).toEqual([]);
  }, 120_000);

  it('no module outside the CLI and the entry points keeps mutable state at module level', () => {
    const offenders = files
      .filter((f) => !ENTRY_POINTS.test(f))
      .flatMap((f) => readFileSync(f, 'utf8').split('\n').map((line, i) => ({ f, i, line })))
      .filter(({ line }) => /^(export )?(let|var) /.test(line))
      .map(({ f, i, line }) => `${f}:${i + 1}: ${line.trim()}`);
    expect(offenders).toEqual([]);
  });

  it('no engine or catalog module reads the environment', () => {
    const offenders = files
      .filter((f) => /^src\/(core|debt|vet|markets|backtest|safety|catalog)\//.test(f))
      .filter((f) => /process\.env|getBuiltinModule/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
