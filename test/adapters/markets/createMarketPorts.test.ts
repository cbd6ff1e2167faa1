import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../../src/adapters/config/settings.js';
import { SOURCE_POLICIES } from '../../../src/adapters/fetch/sourcePolicies.js';
import { createMarketPorts } from '../../../src/adapters/markets/createMarketPorts.js';
import { createPorts } from '../../../src/adapters/ports/createPorts.js';
import { openFetcher } from './harness.js';

describe('createMarketPorts', () => {
  it('builds the five market ports over one fetch layer', async () => {
    const t = await openFetcher({ cassettes: [] });
    try {
      const ports = createMarketPorts({ fetcher: t.fetcher });
      expect(Object.keys(ports).sort()).toEqual(['crypto', 'holdings', 'perpBook', 'positioning', 'prices']);
    } finally {
      await t.close();
    }
  });

  it('registers a policy with its port for every market source, and the documented rate where one is published', () => {
    const byId = new Map(SOURCE_POLICIES.map((p) => [p.id, p]));
    const expected = { yahoo: 'prices', stooq: 'prices', coinbase: 'crypto', kraken: 'crypto', coingecko: 'crypto', 'alternative-me': 'crypto', hyperliquid: 'perpBook', cftc: 'positioning', ssga: 'holdings' };
    for (const [id, port] of Object.entries(expected)) expect(byId.get(id)?.port, id).toBe(port);
    // CoinGecko's keyless API: about 30 calls a minute (the limit the policy enforces per instance).
    expect(byId.get('coingecko')?.rateLimit).toMatchObject({ requests: 30, perSeconds: 60 });
  });

  it('keeps the one key (Stooq\'s) a secret setting, and createPorts serves the market ports', async () => {
    expect(SETTINGS.find((s) => s.name === 'GUIDEKIT_STOOQ_API_KEY')).toMatchObject({ secret: true });
    const created = await createPorts({ GUIDEKIT_DATA_DIR: '/nonexistent-guidekit-test', GUIDEKIT_MERCHANT_PROBE: 'off' });
    try {
      for (const port of ['prices', 'crypto', 'perpBook', 'positioning', 'holdings'] as const) expect(created.ports[port], port).toBeDefined();
      expect(created.sources.map((s) => s.id)).toEqual(expect.arrayContaining(['yahoo', 'coinbase', 'hyperliquid', 'cftc', 'ssga']));
    } finally {
      await created.close();
    }
  });
});
