// The tokenizationData adapter on DefiLlama's documented /protocols item (its free OpenAPI spec's example; provenance
// in test/fixtures/README.md).
import { describe, expect, it } from 'vitest';
import { createDefiLlamaTokenizationData } from '../../../src/adapters/rwa/defillama/createDefiLlamaTokenizationData.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import { createTrace, FAULTS, openFetcher } from '../markets/harness.js';

async function open(options: Parameters<typeof openFetcher>[0]) {
  const t = await openFetcher(options);
  return { port: createDefiLlamaTokenizationData({ fetcher: t.fetcher }), close: t.close };
}

describe('createDefiLlamaTokenizationData', () => {
  it('reads each protocol\'s category, chains, value locked and its changes; an unstated listing date is null', async () => {
    const { port, close } = await open({ cassettes: ['defillama'] });
    try {
      expect(await port.protocols()).toEqual({
        source: 'defillama',
        protocols: [{ name: 'Aave', slug: null, category: 'Lending', chains: ['Ethereum', 'Polygon'], tvl: 5200000000, change_1d: 2.1, change_7d: -5.3, listed_at: null }],
      });
    } finally {
      await close();
    }
  });

  it.each(FAULTS)('answers a DefiLlama that is %s with a 503 naming defillama', async (fault) => {
    const { port, close } = await open({ fault });
    try {
      const error = await port.protocols().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SourceUnavailableError);
      expect((error as SourceUnavailableError).source).toBe('defillama');
      if (fault === 'rate-limited') expect((error as SourceUnavailableError).retryAfterSeconds).toBe(90);
    } finally {
      await close();
    }
  });

  it('notes DefiLlama in the data block', async () => {
    const { port, close } = await open({ cassettes: ['defillama'] });
    try {
      const trace = createTrace();
      await port.protocols({ trace });
      expect(trace.uses).toEqual([expect.objectContaining({ source: 'defillama', host: 'api.llama.fi', from_cache: false })]);
    } finally {
      await close();
    }
  });
});
