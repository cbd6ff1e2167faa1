import { describe, expect, it } from 'vitest';
import { createDefiLlamaTokenizationData } from '../../../src/adapters/rwa/defillama/createDefiLlamaTokenizationData.js';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { signalTokenizationRadar } from '../../../src/catalog/markets/signalTokenizationRadar.js';
import { openFetcher } from '../../adapters/markets/harness.js';
import { createTokenizationDataFake } from '../../markets/tokenized/radarFixtures.js';

const AS_OF = '2026-11-25';

describe('signalTokenizationRadar', () => {
  it('runs the real adapter on DefiLlama\'s documented answer: a lending protocol only, so no RWA protocol, a 409 with the data block', async () => {
    const t = await openFetcher({ cassettes: ['defillama'] });
    try {
      const out = await invokeEndpoint(signalTokenizationRadar, {}, { asOf: AS_OF, ports: { tokenizationData: createDefiLlamaTokenizationData({ fetcher: t.fetcher }) } });
      // An empty radar has nothing to sell: never charged.
      expect(out.status).toBe(409);
      const problem = out.body as { type: string; detail: string; totals: { protocols: number }; measured: { protocols_read: number }; data: { sources: { source: string; host: string }[] } };
      expect(problem.type).toBe('https://guidekit.dev/problems/nothing-clears');
      expect(problem.detail).toMatch(/^The protocol list holds no tokenized real-world-asset protocol\./);
      expect(problem.totals.protocols).toBe(0);
      expect(problem.measured).toEqual({ protocols_read: 1, rwa_protocols: 0 });
      expect(problem.data.sources).toEqual([expect.objectContaining({ source: 'defillama', host: 'api.llama.fi' })]);
    } finally {
      await t.close();
    }
  });

  it('answers the radar from the protocol list', async () => {
    const out = await invokeEndpoint(signalTokenizationRadar, {}, { asOf: AS_OF, ports: { tokenizationData: createTokenizationDataFake() } });
    expect((out.body as { new_listings: { name: string }[] }).new_listings.map((p) => p.name)).toEqual(['New Credit']);
  });

  it('answers 503 naming defillama when it is down', async () => {
    const t = await openFetcher({ fault: 'malformed' });
    try {
      const out = await invokeEndpoint(signalTokenizationRadar, {}, { asOf: AS_OF, ports: { tokenizationData: createDefiLlamaTokenizationData({ fetcher: t.fetcher }) } });
      expect(out.status).toBe(503);
      expect((out.body as { sources: string[] }).sources).toEqual(['defillama']);
    } finally {
      await t.close();
    }
  });
});
