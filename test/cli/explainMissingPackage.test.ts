import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { explainMissingPackage } from '../../src/cli/explainMissingPackage.js';

// Real errors from Node's loaders: a module in a temp dir (no node_modules above it) imports an optional peer, run by
// a Node child process (vitest's own module runner would resolve the import against the repository's node_modules).
const dir = mkdtempSync(join(tmpdir(), 'guidekit-missing-peer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function importError(specifier: string): unknown {
  const file = join(dir, `imports-${specifier.replace(/[^a-z0-9]/gi, '_')}.mjs`);
  writeFileSync(file, `import '${specifier}';\n`);
  const script = `import(${JSON.stringify(pathToFileURL(file).href)}).then(() => console.log('null'), (e) => console.log(JSON.stringify({ code: e.code, message: e.message })))`;
  const out = spawnSync(process.execPath, ['-e', script], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
  const error = JSON.parse(out.stdout) as { code: string; message: string } | null;
  if (error === null) throw new Error(`importing ${specifier} from ${dir} did not fail`);
  return Object.assign(new Error(error.message), { code: error.code });
}

function requireError(specifier: string): unknown {
  try {
    createRequire(join(dir, 'x.cjs'))(specifier);
  } catch (error) {
    return error;
  }
  throw new Error(`requiring ${specifier} from ${dir} did not fail`);
}

const PEERS = { hono: '^4.13.19', '@hono/node-server': '^2.1.8', '@x402/core': '^2.27.0', viem: '^2.57.20' };

describe('explainMissingPackage', () => {
  it('names the missing optional peer and the npm install line, from an ESM import', () => {
    const error = importError('hono');
    expect((error as { code: string }).code).toBe('ERR_MODULE_NOT_FOUND');
    const text = explainMissingPackage(error, { command: 'guidekit serve', peers: PEERS });
    expect(text).toMatch(/^guidekit serve needs hono, which is not installed\./);
    expect(text).toContain('optional peer dependencies of guidekit');
    expect(text).toMatch(/\n {2}npm install hono@\^4\.13\.19\n$/);
  });

  it('reads the package of a scoped deep import, and lists every other peer still missing', () => {
    const error = importError('@x402/core/server');
    const installed = new Set(['viem']);
    const text = explainMissingPackage(error, { command: 'guidekit serve', peers: PEERS, isInstalled: (name) => installed.has(name) });
    expect(text).toMatch(/^guidekit serve needs @x402\/core,/);
    expect(text).toContain('Also missing here: hono, @hono/node-server.');
    expect(text).toContain('npm install @x402/core@^2.27.0 hono@^4.13.19 @hono/node-server@^2.1.8\n');
    expect(text).not.toContain('viem@');
  });

  it('explains a CommonJS require of a missing peer too', () => {
    const error = requireError('viem');
    expect((error as { code: string }).code).toBe('MODULE_NOT_FOUND');
    expect(explainMissingPackage(error, { command: 'guidekit call', peers: PEERS })).toMatch(/^guidekit call needs viem,/);
  });

  it('leaves other errors to the caller: a missing package that is not a peer, a missing relative file, anything else', () => {
    expect(explainMissingPackage(importError('left-pad-not-a-peer'), { command: 'guidekit serve', peers: PEERS })).toBeUndefined();
    expect(explainMissingPackage(importError('./nowhere.js'), { command: 'guidekit serve', peers: PEERS })).toBeUndefined();
    expect(explainMissingPackage(new Error("Cannot find package 'hono'"), { command: 'guidekit serve', peers: PEERS })).toBeUndefined();
    expect(explainMissingPackage('hono', { command: 'guidekit serve', peers: PEERS })).toBeUndefined();
  });
});
