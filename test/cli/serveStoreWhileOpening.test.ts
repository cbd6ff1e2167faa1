import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/adapters/http/createApp.js';
import { createPgliteStore } from '../../src/adapters/store/createPgliteStore.js';
import { STORE_UNAVAILABLE } from '../../src/adapters/store/guardSqlClient.js';
import type { Store } from '../../src/adapters/store/Store.js';
import { serveStoreWhileOpening } from '../../src/cli/serveStoreWhileOpening.js';

const KEY = { network: 'eip155:8453', asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', payer: '0x1111111111111111111111111111111111111111', nonce: '0x' + '22'.repeat(32) };

describe('serveStoreWhileOpening', () => {
  it('answers /health and says starting at /health/ready while the store opens; a call made meanwhile waits and runs on the opened store', async () => {
    let open!: (store: Store) => void;
    const opening = new Promise<Store>((resolve) => (open = resolve));
    const { store, starting, opened } = serveStoreWhileOpening(opening, { exclusive: true });
    const app = createApp({ lifecycle: { store, starting } });

    expect((await app.request('/health')).status).toBe(200);
    const ready = await app.request('/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'starting', store: 'available' });
    expect(store.exclusive).toBe(true);

    // Made before the store exists: it must wait, not fail.
    const early = store.markNonceUsed(KEY);
    const real = await createPgliteStore({ dataDir: 'memory' });
    try {
      open(real);
      await opened;
      expect(await early).toBe(true);
      expect(await real.hasUsedNonce(KEY)).toBe(true);
      expect(starting()).toBe(false);
      expect((await app.request('/health/ready')).status).toBe(200);
    } finally {
      await store.close();
    }
  });

  it('reports a store that cannot be opened as unavailable: status, calls (store_unavailable) and readiness (degraded)', async () => {
    const { store, starting, opened } = serveStoreWhileOpening(Promise.reject(new Error('disk full')), { exclusive: true });
    await expect(opened).rejects.toThrow('disk full');
    expect(starting()).toBe(false);
    expect(store.status()).toMatchObject({ available: false, reason: expect.stringContaining('disk full') });
    await expect(store.hasUsedNonce(KEY)).rejects.toMatchObject({ code: STORE_UNAVAILABLE });
    const app = createApp({ lifecycle: { store, starting } });
    const ready = await app.request('/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'degraded', store: 'unavailable' });
  });
});
