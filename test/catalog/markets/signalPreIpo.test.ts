import { describe, expect, it } from 'vitest';
import { createPerpBookSource } from '../../../src/adapters/markets/createPerpBookSource.js';
import { createSecFilingSource } from '../../../src/adapters/sec/createSecFilingSource.js';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { signalPreIpo } from '../../../src/catalog/markets/signalPreIpo.js';
import { openFetcher } from '../../adapters/markets/harness.js';
import { createPreIpoPerpBookFake, createSecFilingsFake } from '../../markets/preipo/fixtures.js';

const AS_OF = '2026-11-25';

describe('signalPreIpo', () => {
  it('runs the real adapters on EDGAR\'s recorded feed: every form read, filers whose history is unreadable left unknown', async () => {
    const t = await openFetcher({ cassettes: ['sec-edgar', 'hyperliquid'] });
    try {
      const out = await invokeEndpoint(signalPreIpo, {}, { asOf: AS_OF, ports: { secFilings: createSecFilingSource({ fetcher: t.fetcher }), perpBook: createPerpBookSource({ fetcher: t.fetcher }) } });
      expect(out.status).toBe(200);
      const body = out.body as { feeds: { form: string; entries: number }[]; companies: { company: string; kind: string }[]; call: unknown; data: { sources: { source: string }[] } };
      expect(body.feeds.map((f) => [f.form, f.entries])).toEqual([['S-1', 7], ['F-1', 2], ['S-1/A', 13], ['F-1/A', 5], ['EFFECT', 42], ['424B4', 8]]);
      expect(body.companies.find((c) => c.company === 'WEALTHFRONT CORP')).toMatchObject({ kind: 'unknown' });
      // No filer's history is in the cassette, so no first listing can be called.
      expect(body.call).toBeNull();
      expect(new Set(body.data.sources.map((s) => s.source))).toEqual(new Set(['sec-edgar', 'hyperliquid']));
      expect(signalPreIpo.response!.safeParse(out.body).success).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('calls the next first listing with its gated pre-IPO perpetual', async () => {
    const out = await invokeEndpoint(signalPreIpo, {}, { asOf: AS_OF, ports: { secFilings: createSecFilingsFake(), perpBook: createPreIpoPerpBookFake() } });
    expect(out.status).toBe(200);
    expect((out.body as { call: { company: string; perp: { coin: string } } }).call).toMatchObject({ company: 'WEALTHFRONT CORP', perp: { coin: 'vntl:WEALTHFRONT' } });
  });

  it('answers 503 naming the source when EDGAR is down, never a partial radar', async () => {
    const t = await openFetcher({ fault: 'server-error' });
    try {
      const out = await invokeEndpoint(signalPreIpo, {}, { asOf: AS_OF, ports: { secFilings: createSecFilingSource({ fetcher: t.fetcher }), perpBook: createPreIpoPerpBookFake() } });
      expect(out.status).toBe(503);
      expect((out.body as { sources: string[] }).sources).toEqual(['sec-edgar']);
    } finally {
      await t.close();
    }
  });
});
