import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteStore } from '../../../src/adapters/store/createPgliteStore.js';
import { describeStoreContract } from './storeContract.js';

describeStoreContract('PGlite in memory', () => createPgliteStore({ dataDir: 'memory' }));

describe('createPgliteStore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'guidekit-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps used nonces and settlements across a restart on disk, migrating only once', async () => {
    const key = { network: 'eip155:8453', asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', payer: '0x' + '11'.repeat(20), nonce: '0x' + '22'.repeat(32) };
    const first = await createPgliteStore({ dataDir: dir });
    try {
      expect(await first.markNonceUsed(key)).toBe(true);
      expect(await first.recordSettlement({ ...key, payTo: '0x' + '33'.repeat(20), amount: '15000', transaction: '0x' + 'ab'.repeat(32), onChain: false })).toBe(true);
    } finally {
      await first.close();
    }
    const second = await createPgliteStore({ dataDir: dir });
    try {
      expect(await second.hasUsedNonce(key)).toBe(true);
      expect((await second.listSettlements()).map((s) => s.amount)).toEqual(['15000']);
    } finally {
      await second.close();
    }
  });
});
