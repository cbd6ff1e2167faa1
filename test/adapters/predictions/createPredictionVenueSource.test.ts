import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSourceFetcher } from '../../../src/adapters/fetch/createSourceFetcher.js';
import { SOURCE_POLICIES } from '../../../src/adapters/fetch/sourcePolicies.js';
import { createPorts } from '../../../src/adapters/ports/createPorts.js';
import { createPredictionVenueSource } from '../../../src/adapters/predictions/createPredictionVenueSource.js';
import type { PredictionVenueAdapter } from '../../../src/adapters/predictions/PredictionVenueAdapter.js';
import { PREDICTION_SOURCE_POLICIES } from '../../../src/adapters/predictions/predictionSourcePolicies.js';
import { cassetteDir } from './_venueHarness.js';

/** A venue adapter that answers from memory and remembers what it was asked. */
function fakeVenue(venue: PredictionVenueAdapter['venue'], asked: string[]): PredictionVenueAdapter {
  return {
    venue,
    listOpenMarkets: async (r) => (asked.push(`${venue} open ${r.category}`), { markets: [], nextCursor: null }),
    getMarket: async (r) => {
      asked.push(`${venue} get ${r.id}`);
      throw new Error('not in the fake');
    },
    listResolvedMarkets: async (r) => (asked.push(`${venue} resolved ${r.category ?? '*'}`), { markets: [], nextCursor: null }),
  };
}

describe('createPredictionVenueSource', () => {
  const fetcher = createSourceFetcher({ policies: PREDICTION_SOURCE_POLICIES });
  afterAll(() => fetcher.close());

  it('routes each call to the venue it names', async () => {
    const asked: string[] = [];
    const venues = createPredictionVenueSource({ fetcher, adapters: { kalshi: fakeVenue('kalshi', asked), polymarket: fakeVenue('polymarket', asked), manifold: fakeVenue('manifold', asked) } });
    expect(venues.venues).toEqual(['polymarket', 'kalshi', 'manifold']);
    await venues.listOpenMarkets({ venue: 'kalshi', category: 'weather' });
    await venues.listResolvedMarkets({ venue: 'manifold' });
    await expect(venues.getMarket({ venue: 'polymarket', id: '1' })).rejects.toThrow('not in the fake');
    expect(asked).toEqual(['kalshi open weather', 'manifold resolved *', 'polymarket get 1']);
  });

  it('refuses a venue it does not serve and a category outside the nine, naming the field', async () => {
    const venues = createPredictionVenueSource({ fetcher, venues: ['kalshi'], adapters: { kalshi: fakeVenue('kalshi', []) } });
    expect(() => venues.getMarket({ venue: 'polymarket', id: '1' })).toThrow(expect.objectContaining({ code: 'invalid_enum', field: 'venue' }));
    expect(() => venues.listOpenMarkets({ venue: 'kalshi', category: 'finance' as never })).toThrow(/^venues\.listOpenMarkets: category must be one of crypto, economics/);
  });

  it('registers every venue source with the port it feeds and the rate limit its operator documents', () => {
    const byId = new Map(SOURCE_POLICIES.map((p) => [p.id, p]));
    for (const id of ['polymarket.gamma', 'polymarket.clob', 'kalshi', 'manifold']) expect(byId.get(id)?.port, id).toBe('venues');
    // docs.polymarket.com rate limits: Gamma /markets 300 req/10 s; docs.kalshi.com: Basic tier 20 reads/s; Manifold API
    // docs: 500 requests per minute per IP.
    expect(byId.get('polymarket.gamma')?.rateLimit).toMatchObject({ requests: 300, perSeconds: 10 });
    expect(byId.get('kalshi')?.rateLimit).toMatchObject({ requests: 20, perSeconds: 1 });
    expect(byId.get('manifold')?.rateLimit).toMatchObject({ requests: 500, perSeconds: 60 });
  });

  it('is built by createPorts as the venues port', async () => {
    const created = await createPorts({ GUIDEKIT_DATA_DIR: '/nonexistent-guidekit-test', GUIDEKIT_MERCHANT_PROBE: 'off' });
    try {
      expect(created.ports.venues?.venues).toEqual(['polymarket', 'kalshi', 'manifold']);
      expect(created.sources.filter((s) => s.port === 'venues').map((s) => s.id)).toEqual(['polymarket.gamma', 'polymarket.clob', 'kalshi', 'manifold']);
    } finally {
      await created.close();
    }
  });
});

describe('the venue cassettes', () => {
  it('say for every recorded answer where it came from and whether it is recorded, transcribed, assembled or synthetic', () => {
    for (const venue of ['kalshi', 'polymarket', 'manifold'] as const) {
      const dir = cassetteDir(venue);
      const cassette = JSON.parse(readFileSync(join(dir, 'cassette.json'), 'utf8')) as { exchanges: { target: string }[] };
      const provenance = JSON.parse(readFileSync(join(dir, 'provenance.json'), 'utf8')) as { exchanges: { target: string; kind: string; origin: string }[] };
      expect(provenance.exchanges.map((e) => e.target)).toEqual(cassette.exchanges.map((e) => e.target));
      for (const e of provenance.exchanges) {
        expect(['recorded', 'transcribed', 'assembled', 'synthetic'], e.target).toContain(e.kind);
        expect(e.origin.length, e.target).toBeGreaterThan(10);
      }
      // Each venue has at least one answer recorded from the real service.
      expect(provenance.exchanges.some((e) => e.kind === 'recorded'), venue).toBe(true);
    }
  });
});
