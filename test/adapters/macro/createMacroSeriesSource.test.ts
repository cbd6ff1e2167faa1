// Contract tests of the macroSeries port over FRED downloads (test/fixtures/cassettes/fred, provenance in its
// provenance.json) and over a loopback origin that misbehaves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMacroSeriesSource } from '../../../src/adapters/macro/createMacroSeriesSource.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import type { MacroLadderSeries } from '../../../src/markets/ports/MacroSeriesSource.js';
import { createTrace, FAULTS, openFetcher, type Transports } from '../markets/harness.js';

describe('createMacroSeriesSource on recorded downloads', () => {
  let t: Transports;
  beforeAll(async () => {
    t = await openFetcher({ cassettes: ['fred'] });
  });
  afterAll(() => t.close());

  it('reads the unemployment rate, leaving out the month FRED marks "."', async () => {
    const trace = createTrace();
    const unrate = await createMacroSeriesSource({ fetcher: t.fetcher }).loadSeries('unrate', { trace });
    expect(unrate).toMatchObject({ series: 'unrate', sourceSeriesId: 'UNRATE', frequency: 'monthly' });
    expect(unrate.observations[0]).toEqual({ date: '1948-01-01', value: 3.4 });
    expect(unrate.observations.at(-1)).toEqual({ date: '2026-03-01', value: 4.3 });
    // 2025-10 was not published (".").
    expect(unrate.observations.find((o) => o.date === '2025-10-01')).toBeUndefined();
    expect(unrate.observations.find((o) => o.date === '2025-11-01')?.value).toBe(4.5);
    expect(trace.uses.map((u) => [u.source, u.host])).toEqual([['fred.graph', 'fred.stlouisfed.org']]);
  });

  it('reads the daily 10-year yield, leaving out holidays', async () => {
    const dgs10 = await createMacroSeriesSource({ fetcher: t.fetcher }).loadSeries('us10y');
    expect(dgs10.frequency).toBe('daily');
    expect(dgs10.observations.find((o) => o.date === '2022-10-10')).toBeUndefined(); // Columbus Day: blank
    expect(dgs10.observations.find((o) => o.date === '2022-10-21')?.value).toBe(4.21);
  });

  it('refuses a series it does not know, naming series', async () => {
    await expect(createMacroSeriesSource({ fetcher: t.fetcher }).loadSeries('gdp' as MacroLadderSeries)).rejects.toMatchObject({ field: 'series' });
  });
});

describe('createMacroSeriesSource against a misbehaving origin', () => {
  it.each(FAULTS)('answers %s with a 503 naming fred.graph', async (fault) => {
    const t = await openFetcher({ fault });
    try {
      const error = await createMacroSeriesSource({ fetcher: t.fetcher }).loadSeries('cpi_index').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SourceUnavailableError);
      expect((error as SourceUnavailableError).source).toBe('fred.graph');
    } finally {
      await t.close();
    }
  });
});
