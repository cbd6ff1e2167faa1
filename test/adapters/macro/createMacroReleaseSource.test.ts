// Contract tests of the macroReleases port over replayed real answers (test/fixtures/cassettes/bls: a BLS API answer
// for CUUR0000SA0; test/fixtures/cassettes/fred-api: a FRED API answer for PAYEMS; provenance in
// test/fixtures/README.md) and over a loopback origin that misbehaves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMacroReleaseSource } from '../../../src/adapters/macro/createMacroReleaseSource.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import { createTrace, FAULTS, openFetcher, type Transports } from '../markets/harness.js';

describe('createMacroReleaseSource on recorded answers', () => {
  let t: Transports;
  beforeAll(async () => {
    t = await openFetcher({ cassettes: ['bls', 'fred-api'] });
  });
  afterAll(() => t.close());

  it('reads CPI-U from the BLS API without a key, monthly, oldest first', async () => {
    const trace = createTrace();
    const cpi = await createMacroReleaseSource({ fetcher: t.fetcher }).loadSeries({ series: 'cpi_all_items_nsa' }, { trace });
    expect(cpi).toMatchObject({ series: 'cpi_all_items_nsa', sourceName: 'BLS', sourceSeriesId: 'CUUR0000SA0', vintage: 'latest' });
    // The answer holds January 2022 to May 2024 (29 months): the values as BLS sent them.
    expect(cpi.observations).toHaveLength(29);
    expect(cpi.observations[0]).toEqual({ period: '2022-01', value: 281.148 });
    expect(cpi.observations.at(-1)).toEqual({ period: '2024-05', value: 314.069 });
    expect(trace.uses.map((u) => [u.source, u.host])).toEqual([['bls', 'api.bls.gov']]);
  });

  it('reads payrolls from FRED with a key, which never appears in the answer', async () => {
    const trace = createTrace();
    const payrolls = await createMacroReleaseSource({ fetcher: t.fetcher, fredApiKey: 'test-key' }).loadSeries({ series: 'nonfarm_payrolls' }, { trace });
    expect(payrolls).toMatchObject({ sourceName: 'FRED', sourceSeriesId: 'PAYEMS' });
    // FRED's answer of 2023-07-18: June 2023 156,204 thousand, May 155,995 (the +209 thousand of the July 7 release).
    expect(payrolls.observations.find((o) => o.period === '2023-06')?.value).toBe(156204);
    expect(payrolls.observations.find((o) => o.period === '2023-05')?.value).toBe(155995);
    expect(payrolls.observations[0]).toEqual({ period: '1999-01', value: 127704 });
    expect(JSON.stringify(trace.uses)).not.toContain('test-key');
  });

  it('answers the FOMC target and GDP only with a FRED key: without one, a 503 naming fred that says so', async () => {
    const error = await createMacroReleaseSource({ fetcher: t.fetcher }).loadSeries({ series: 'fed_funds_target_upper' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceUnavailableError);
    expect((error as SourceUnavailableError).source).toBe('fred');
    expect((error as SourceUnavailableError).reason).toMatch(/GUIDEKIT_FRED_API_KEY/);
  });
});

describe('createMacroReleaseSource against a misbehaving origin', () => {
  it.each(FAULTS)('answers %s with a 503 naming the source', async (fault) => {
    const t = await openFetcher({ fault });
    try {
      for (const [options, source] of [[{}, 'bls'], [{ fredApiKey: 'test-key' }, 'fred']] as const) {
        const error = await createMacroReleaseSource({ fetcher: t.fetcher, ...options }).loadSeries({ series: 'nonfarm_payrolls' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(SourceUnavailableError);
        expect((error as SourceUnavailableError).source).toBe(source);
      }
    } finally {
      await t.close();
    }
  });

  it('reads a BLS answer that did not succeed as a 503, not as data', async () => {
    const body = JSON.stringify({ status: 'REQUEST_NOT_PROCESSED', responseTime: 12, message: ['Daily threshold for total number of requests allocated to IP address has been reached.'], Results: {} });
    const { createSourceFetcher } = await import('../../../src/adapters/fetch/createSourceFetcher.js');
    const { TEST_POLICIES } = await import('../markets/harness.js');
    const fetcher = createSourceFetcher({ policies: TEST_POLICIES, fetch: async () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }) });
    try {
      const error = await createMacroReleaseSource({ fetcher }).loadSeries({ series: 'cpi_all_items_nsa' }).catch((e: unknown) => e);
      expect((error as SourceUnavailableError).source).toBe('bls');
      expect((error as SourceUnavailableError).reason).toMatch(/REQUEST_NOT_PROCESSED/);
    } finally {
      await fetcher.close();
    }
  });
});
