// Sanity gates on relabelled real books, through the real adapters and the fetch layer (test/fixtures/README.md):
// - Hyperliquid: the API docs' xyz context (xyz:TSLA mark 465.13, oracle 450.78) with the SDK's recorded DYDX book
//   relabelled `xyz:TSLA` (mid 2.11). Before the gate, signal/perps sold it as "long at 2.11" with a stop of −222.22
//   and an EV on an assumed 70 %.
// - Kraken: the REST reference's BTC ticker (about 30,300) keyed as TSLAxUSD, against a TSLA last price of 250.
import { describe, expect, it } from 'vitest';
import { createPerpBookSource } from '../../../src/adapters/markets/createPerpBookSource.js';
import { createPerpVenueSource } from '../../../src/adapters/perps/createPerpVenueSource.js';
import { createKrakenTokenQuotes } from '../../../src/adapters/rwa/kraken/createKrakenTokenQuotes.js';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { signalPerps } from '../../../src/catalog/markets/signalPerps.js';
import { signalTokenized } from '../../../src/catalog/markets/signalTokenized.js';
import type { PriceSource } from '../../../src/markets/ports/PriceSource.js';
import { openFetcher } from '../../adapters/markets/harness.js';

const AS_OF = '2026-11-25';

describe('sanity gates on relabelled recorded books', () => {
  it('signal/perps sets the relabelled xyz:TSLA book aside (mid 2.11 against an oracle of 450.78) and sells nothing', async () => {
    const t = await openFetcher({ cassettes: ['hyperliquid', 'binance-futures'] });
    try {
      const perpVenues = createPerpVenueSource({ fetcher: t.fetcher, perpBook: createPerpBookSource({ fetcher: t.fetcher }) });
      const out = await invokeEndpoint(signalPerps, {}, { asOf: AS_OF, ports: { perpVenues } });
      expect(out.status, JSON.stringify(out.body).slice(0, 400)).toBe(409);
      const problem = out.body as { type: string; near_misses: unknown[]; excluded: { asset: string; venue: string; reason: string; detail: string }[] };
      expect(problem.type).toBe('https://guidekit.dev/problems/nothing-clears');
      const tsla = problem.excluded.find((e) => e.asset === 'TSLA')!;
      expect(tsla).toMatchObject({ venue: 'hyperliquid:xyz', reason: 'far_from_reference' });
      expect(tsla.detail).toMatch(/mid 2\.11\d* is 99\.5 % from the reference 450\.78/);
      expect(problem.near_misses).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('signal/tokenized leaves the BTC ticker keyed as TSLAx unpriced instead of calling it rich by thousands of percent', async () => {
    const t = await openFetcher({ cassettes: ['kraken-xstocks'] });
    try {
      // TSLA's last price at its order of size (no recorded TSLA quote is kept): 250.
      const prices: PriceSource = {
        loadBars: () => Promise.reject(new Error('not read')),
        quote: async (symbol) => ({ symbol, bid: null, ask: null, last: 250, time: Date.parse('2026-11-25T15:00:00Z'), currency: 'USD' }),
      };
      const out = await invokeEndpoint(signalTokenized, { token: 'TSLAx' }, { asOf: AS_OF, ports: { tokenQuotes: createKrakenTokenQuotes({ fetcher: t.fetcher }), prices, perpBook: { listings: async () => [], snapshot: () => Promise.reject(new Error('not read')) } } });
      expect(out.status, JSON.stringify(out.body).slice(0, 400)).toBe(409);
      const problem = out.body as { type: string; tokens: { token: string; priced: boolean; premium_vs_last_bps: number; unpriced_reason: string }[] };
      expect(problem.type).toBe('https://guidekit.dev/problems/nothing-clears');
      const row = problem.tokens.find((r) => r.token === 'TSLAx')!;
      expect(row.priced).toBe(false);
      expect(row.premium_vs_last_bps).toBeGreaterThan(100_000);
      expect(row.unpriced_reason).toMatch(/beyond the sanity limit of 20 %/);
    } finally {
      await t.close();
    }
  });
});
