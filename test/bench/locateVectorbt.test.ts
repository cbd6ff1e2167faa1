import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { locateVectorbt, VECTORBT_SETUP } from '../../bench/_lib/locateVectorbt.js';

function hasPython(): boolean {
  try {
    execFileSync('python3', ['-c', 'pass'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('locateVectorbt (where the sweep benchmark finds its vectorbt peer)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'guidekit-vbt-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('skips with the setup to install when VECTORBT_PATH names nothing', () => {
    const peer = locateVectorbt({ env: { ...process.env, VECTORBT_PATH: join(dir, 'missing') } });
    expect(peer).toEqual({ skipped: expect.stringContaining(VECTORBT_SETUP) });
    expect('skipped' in peer && peer.skipped).toContain('does not exist');
  });

  it.skipIf(!hasPython())('imports vectorbt from the checkout VECTORBT_PATH names, ahead of any installed one', () => {
    // A stand-in package: what matters is that the checkout is put first on PYTHONPATH and its version read.
    mkdirSync(join(dir, 'checkout', 'vectorbt'), { recursive: true });
    writeFileSync(join(dir, 'checkout', 'vectorbt', '__init__.py'), "__version__ = '0.0.0-stand-in'\n");
    const peer = locateVectorbt({ env: { ...process.env, PYTHON: 'python3', VECTORBT_PATH: join(dir, 'checkout') } });
    expect(peer).toMatchObject({ python: 'python3', version: '0.0.0-stand-in' });
    expect('env' in peer && peer.env.PYTHONPATH?.split(':')[0]).toBe(join(dir, 'checkout'));
  });
});
