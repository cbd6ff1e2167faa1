// Provenance of a futures scan: every request the call made is in its `data.sources`. The contract requests of a root
// (its front contract and the one before it) used to be missing: the data block kept one entry per source, the latest
// fetch of it, so every Yahoo request but the last disappeared. Here the real Yahoo adapter and fetch layer read the
// `yahoo-contracts` and `yahoo` cassettes (test/fixtures/README.md; the CL contracts there are SYNTHETIC, which is why
// this test replays them outside snapshot mode), and the transport's own log is compared with the answer's.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSourceFetcher, type SourceFetcher } from '../../../src/adapters/fetch/createSourceFetcher.js';
import { startReplayServer, type ReplayServer } from '../../../src/adapters/fetch/startReplayServer.js';
import { createPriceSource } from '../../../src/adapters/markets/createPriceSource.js';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { scanFutures } from '../../../src/catalog/markets/scanFutures.js';
import { signalFutures } from '../../../src/catalog/markets/signalFutures.js';
import { CASSETTES, TEST_POLICIES } from '../../adapters/markets/harness.js';

type Request = { method: string | null; url: string | null; status: number | null };
type Source = { source: string; url: string; requests: Request[] };


const NOW = () => new Date('2026-11-25T23:00:00Z');

describe('futures provenance', () => {
  let replays: ReplayServer[];
  beforeAll(async () => {
    replays = await Promise.all(['yahoo-contracts', 'yahoo'].map((name) => startReplayServer(join(CASSETTES, name))));
  });
  afterAll(async () => {
    await Promise.all(replays.map((r) => r.close()));
  });

  /** A fetch layer over the replay servers that logs every URL its transport is asked (a fresh cache: nothing is reused). */
  function openLoggedFetcher(asked: string[]): SourceFetcher {
    const transport: typeof globalThis.fetch = async (input, init) => {
      asked.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      for (const replay of replays) {
        const res = await replay.fetch(input, init);
        if (res.headers.get('x-guidekit-replay') !== 'miss') return res;
        await res.body?.cancel();
      }
      // Yahoo's real answer for a symbol it has no data for (the `yahoo` cassette's ZZZZNOPE exchange).
      return new Response('{"chart":{"result":null,"error":{"code":"Not Found","description":"No data found, symbol may be delisted"}}}', { status: 404, headers: { 'content-type': 'application/json' } });
    };
    return createSourceFetcher({ policies: TEST_POLICIES, fetch: transport, now: NOW });
  }

  it.each([
    ['scan/futures', scanFutures],
    ['signal/futures', signalFutures],
  ] as const)('%s names every contract and front-month request it made, each with its status', async (_name, endpoint) => {
    const asked: string[] = [];
    const fetcher = openLoggedFetcher(asked);
    try {
      const out = await invokeEndpoint(endpoint, { category: 'energy' }, { asOf: '2026-11-25', ports: { prices: createPriceSource({ fetcher, now: NOW }) } });
      // A 200 or a 409 (no root clears): both are answers read from outside data, so both carry the data block.
      expect([200, 409], JSON.stringify(out.body).slice(0, 300)).toContain(out.status);
      const sources = (out.body as { data: { sources: Source[] } }).data.sources;
      const listed = sources.flatMap((s) => s.requests.map((r) => r.url));
      expect(asked.length).toBeGreaterThan(5);
      for (const url of asked) expect(listed, url).toContain(url);
      // The CL contracts and a contract Yahoo does not know (404) are each named, with the status the origin gave.
      const yahoo = sources.find((s) => s.source === 'yahoo')!;
      expect(yahoo.requests.find((r) => r.url!.includes('CLZ26.NYM'))).toMatchObject({ method: 'GET', status: 200 });
      expect(yahoo.requests.find((r) => r.url!.includes('CLF27.NYM'))).toMatchObject({ method: 'GET', status: 200 });
      expect(yahoo.requests.find((r) => r.url!.includes('NGF27.NYM'))).toMatchObject({ method: 'GET', status: 404 });
      // Still one entry per source; its request list says what was asked of it.
      expect(new Set(sources.map((s) => s.source)).size).toBe(sources.length);
    } finally {
      await fetcher.close();
    }
  });
});
