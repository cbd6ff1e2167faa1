// Contract tests of the geo port: the real fetch layer over recorded USGS, SPC and NSIDC answers
// (test/fixtures/cassettes/geo, provenance in its provenance.json) and over a loopback origin that misbehaves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeophysicalSource } from '../../../src/adapters/geo/createGeophysicalSource.js';
import { readCsvRows } from '../../../src/core/_lib/readCsvRows.js';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import { createTrace, FAULTS, openFetcher, type Transports } from '../markets/harness.js';
import { expectBadArgument, expectUnavailable } from '../_lib/expectSourceFaults.js';

describe('createGeophysicalSource on recorded answers', () => {
  let t: Transports;
  beforeAll(async () => {
    t = await openFetcher({ cassettes: ['geo'] });
  });
  afterAll(() => t.close());

  it('counts earthquakes as USGS answers (M5+ over five years: 9055)', async () => {
    const trace = createTrace();
    const count = await createGeophysicalSource({ fetcher: t.fetcher }).countEarthquakes({ minMagnitude: 5, from: '2021-05-08', to: '2026-05-08' }, { trace });
    expect(count).toBe(9055);
    expect(trace.uses.map((u) => [u.source, u.host])).toEqual([['usgs', 'earthquake.usgs.gov']]);
  });

  it('lists events largest first with magnitude, place and time', async () => {
    const events = await createGeophysicalSource({ fetcher: t.fetcher }).listEarthquakes({ minMagnitude: 1, from: '2019-05-05T15:55:03+00:00', to: '2019-05-06T15:55:03+00:00', limit: 1 });
    expect(events).toEqual([{ id: 'ak0195sm9zcz', magnitude: 1.7, place: '75km S of Kobuk, Alaska', time: 1557153499064 }]);
  });

  it('refuses a magnitude or date that is not one', async () => {
    const geo = createGeophysicalSource({ fetcher: t.fetcher });
    await expect(geo.countEarthquakes({ minMagnitude: 12, from: '2026-01-01', to: '2026-02-01' })).rejects.toMatchObject({ field: 'minMagnitude' });
    await expect(geo.countEarthquakes({ minMagnitude: 6, from: 'soon', to: '2026-02-01' })).rejects.toMatchObject({ field: 'from' });
  });

  it('reads a day of filtered tornado reports, and refuses a day SPC has no file for, naming date', async () => {
    const geo = createGeophysicalSource({ fetcher: t.fetcher });
    const reports = await geo.tornadoReports('2018-06-15');
    expect(reports).toEqual([{ time: '2225', rating: 'UNK', location: '5 W WYNNE', state: 'AR' }]);
    const error = await geo.tornadoReports('2050-05-20').catch((e: unknown) => e);
    expect(expectBadArgument(error, 'date').code).toBe('unknown_date');
  });

  it('counts the database\'s tornadoes per month, each tornado once across its state segments', async () => {
    const months = await createGeophysicalSource({ fetcher: t.fetcher }).tornadoMonths();
    expect(months).toHaveLength(12);
    // The excerpt's rows (read by eye): January 1950 holds tornado numbers 1 to 7 (number 1 on three rows: its whole
    // track and its Missouri and Illinois segments), February numbers 8 to 27 (22 on two rows), March from 28 on.
    const count = (month: number) => months.find((m) => m.year === 1950 && m.month === month)!.count;
    expect(count(1)).toBe(7);
    expect(count(2)).toBe(20);
    expect(count(12)).toBe(0);
  });

  it('reads the daily sea-ice extent with its quoted source column', async () => {
    const days = await createGeophysicalSource({ fetcher: t.fetcher }).seaIceExtent();
    expect(days[0]).toEqual({ date: '2017-01-01', extent: 12.643 });
    expect(days.at(-1)).toEqual({ date: '2022-03-02', extent: 14.765 });
    expect(readCsvRows('2022,    03,  02,     14.765,      0.000,"[\'a\', \'b\']"', { trim: true })[0]!.fields).toEqual(['2022', '03', '02', '14.765', '0.000', "['a', 'b']"]);
  });
});

describe('createGeophysicalSource against a misbehaving origin', () => {
  it.each(FAULTS)('answers %s with a 503 naming the source', async (fault) => {
    const t = await openFetcher({ fault });
    try {
      const geo = createGeophysicalSource({ fetcher: t.fetcher });
      const calls = [
        ['usgs', () => geo.countEarthquakes({ minMagnitude: 7, from: '2026-01-01', to: '2026-11-25' })],
        ['spc.reports', () => geo.tornadoReports('2026-05-01')],
        ['spc.archive', () => geo.tornadoMonths()],
        ['nsidc', () => geo.seaIceExtent()],
      ] as const;
      for (const [source, call] of calls) {
        const error = await call().catch((e: unknown) => e);
        expectUnavailable(error, source, fault);
      }
    } finally {
      await t.close();
    }
  });
});
