// Contract tests of the weather port: the real fetch layer over recorded NWS answers (test/fixtures/cassettes/weather,
// provenance in its provenance.json) and over a loopback origin that misbehaves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeatherSource } from '../../../src/adapters/weather/createWeatherSource.js';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import { createTrace, FAULTS, openFetcher, type Transports } from '../markets/harness.js';
import { expectBadArgument, expectUnavailable } from '../_lib/expectSourceFaults.js';

const FROM = Date.parse('2019-08-16T12:00:00Z');
const TO = Date.parse('2019-08-17T12:00:00Z');
const NYC = { latitude: 40.78, longitude: -73.97, timeZone: 'America/New_York' } as const;

describe('createWeatherSource on recorded answers', () => {
  let t: Transports;
  beforeAll(async () => {
    t = await openFetcher({ cassettes: ['weather'] });
  });
  afterAll(() => t.close());

  it('reads a station\'s observations in °F, inside the period asked, and notes the source', async () => {
    const trace = createTrace();
    const obs = await createWeatherSource({ fetcher: t.fetcher }).stationObservations({ station: 'kcnk', from: FROM, to: TO }, { trace });
    expect(obs.station).toBe('KCNK');
    expect(obs.observations.length).toBeGreaterThan(10);
    expect(obs.observations.every((o) => o.time >= FROM && o.time <= TO)).toBe(true);
    // The recording's last observation: 2019-08-17T11:55Z, 20 °C = 68 °F (METAR "20/18").
    const last = obs.observations.at(-1)!;
    expect(new Date(last.time).toISOString()).toBe('2019-08-17T11:55:00.000Z');
    expect(last.temperatureF).toBeCloseTo(68, 10);
    // Oldest first.
    expect(obs.observations.map((o) => o.time)).toEqual([...obs.observations.map((o) => o.time)].sort((a, b) => a - b));
    expect(trace.uses.map((u) => [u.source, u.host])).toContainEqual(['nws', 'api.weather.gov']);
  });

  it('refuses a station NWS does not know as a bad argument naming station', async () => {
    const error = await createWeatherSource({ fetcher: t.fetcher }).stationObservations({ station: 'KZZZ', from: FROM, to: TO }).catch((e: unknown) => e);
    expect(expectBadArgument(error, 'station').code).toBe('unknown_station');
    await expect(createWeatherSource({ fetcher: t.fetcher }).stationObservations({ station: 'K/../x', from: FROM, to: TO })).rejects.toMatchObject({ field: 'station' });
  });

  it('reads ensemble members of temperature and precipitation aligned with the hours', async () => {
    const weather = createWeatherSource({ fetcher: t.fetcher });
    const temp = await weather.ensemble({ ...NYC, variable: 'temperature' });
    expect(temp.members).toHaveLength(5);
    expect(temp.unit).toBe('°F');
    expect(temp.times).toHaveLength(96);
    expect(temp.members.every((m) => m.length === 96)).toBe(true);
    expect(new Date(temp.times[0]!).toISOString()).toBe('2026-11-24T05:00:00.000Z');
    const rain = await weather.ensemble({ ...NYC, variable: 'precipitation' });
    expect(rain.unit).toBe('inch');
    expect(rain.model).toBe('gfs025');
  });

  it('reads daily precipitation history in inches, and refuses an answer in millimetres', async () => {
    const weather = createWeatherSource({ fetcher: t.fetcher });
    const oslo = { latitude: 58.594025, longitude: 5.78714, timeZone: 'Europe/Oslo' };
    const history = await weather.dailyHistory({ ...oslo, from: '1991-01-01', to: '1991-01-10' });
    expect(history.dates).toHaveLength(10);
    // 40.7 mm on 1991-01-02 in the real answer: 1.602 inches.
    expect(history.precipitationIn[1]).toBeCloseTo(40.7 / 25.4, 3);
    const wrongUnit = await weather.dailyHistory({ ...oslo, from: '1991-01-01', to: '1991-01-11' }).catch((e: unknown) => e);
    expect(wrongUnit).toBeInstanceOf(SourceUnavailableError);
    expect(wrongUnit).toMatchObject({ source: 'open-meteo.archive', reason: expect.stringMatching(/mm, not inch/) });
  });
});

describe('createWeatherSource against a misbehaving origin', () => {
  it.each(FAULTS)('answers %s with a 503 naming the source', async (fault) => {
    const t = await openFetcher({ fault });
    try {
      const weather = createWeatherSource({ fetcher: t.fetcher });
      const calls = [
        ['nws', () => weather.stationObservations({ station: 'KNYC', from: FROM, to: TO })],
        ['open-meteo.ensemble', () => weather.ensemble({ ...NYC, variable: 'temperature' })],
        ['open-meteo.archive', () => weather.dailyHistory({ ...NYC, from: '2000-01-01', to: '2000-12-31' })],
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
