// Behaviour of the prediction-market endpoints over synthetic ports (test/catalog/_predictionFakes.ts): the errors
// the brief names (unknown city 400, a missing or failing source 503 never charged), nothing clearing as an answer,
// and the politics ladder's locked profit.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/catalog/endpoints.js';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import type { PredictionVenueSource } from '../../../src/markets/ports/PredictionVenueSource.js';
import { fakeVenues, fakeWeather, market } from '../_predictionFakes.js';
import { NYC_HIGH_LADDER, PREDICTION_RESPONSE_CASES } from '../_predictionResponseCases.js';

const AS_OF = '2026-11-25';
const endpoint = (id: string) => ENDPOINTS.find((e) => e.operationId === id)!;

describe('prediction endpoints', () => {
  it('refuse a city outside the station table before reading any port (400 naming city)', async () => {
    const out = await invokeEndpoint(endpoint('signalStormy'), { city: 'Atlantis' }, { asOf: AS_OF });
    expect(out.status).toBe(400);
    expect(JSON.stringify(out.body)).toMatch(/"city"/);
    expect((await invokeEndpoint(endpoint('signalRainy'), { city: 'Denver' }, { asOf: AS_OF })).status).toBe(400);
    expect((await invokeEndpoint(endpoint('signalGaia'), { family: 'locusts' }, { asOf: AS_OF })).status).toBe(400);
    expect((await invokeEndpoint(endpoint('signalTicker'), {}, { asOf: AS_OF })).status).toBe(400);
  });

  it('answer 503 naming postCounts when no post-count source is configured', async () => {
    const out = await invokeEndpoint(endpoint('signalAttention'), { handle: 'elonmusk' }, { asOf: AS_OF, ports: { venues: fakeVenues([]) } });
    expect(out.status).toBe(503);
    expect(JSON.stringify(out.body)).toMatch(/postCounts/);
  });

  it('answer 503 naming the venue that cannot be reached', async () => {
    const down: PredictionVenueSource = {
      ...fakeVenues(NYC_HIGH_LADDER),
      listOpenMarkets: async () => {
        throw new SourceUnavailableError('kalshi', 'HTTP 502', { retryAfterSeconds: 30 });
      },
    };
    const out = await invokeEndpoint(endpoint('signalStormy'), {}, { asOf: AS_OF, ports: { venues: down, weather: fakeWeather } });
    expect(out.status).toBe(503);
    expect(out).toMatchObject({ retryAfterSeconds: 30 });
    expect(JSON.stringify(out.body)).toMatch(/kalshi/);
  });

  it('answer 503 naming a model source that fails', async () => {
    const weather = { ...fakeWeather, ensemble: async () => Promise.reject(new SourceUnavailableError('open-meteo.ensemble', 'HTTP 429')) };
    const out = await invokeEndpoint(endpoint('signalStormy'), { city: 'nyc' }, { asOf: AS_OF, ports: { venues: fakeVenues(NYC_HIGH_LADDER), weather } });
    expect(out.status).toBe(503);
    expect(JSON.stringify(out.body)).toMatch(/open-meteo\.ensemble/);
  });

  it('answer nothing-clears as a 200 with the closest misses, not an error', async () => {
    // Every bucket offered at a price its model probability cannot beat by ten points.
    const tight = NYC_HIGH_LADDER.map((m) => market({ venue: 'kalshi', id: m.id, eventId: m.eventId, question: m.question, category: 'weather', ladder: m.ladder, bids: [['0.01', 10]], asks: [['0.97', 10]], closeTime: m.closeTime! }));
    const out = await invokeEndpoint(endpoint('signalStormy'), { city: 'nyc' }, { asOf: AS_OF, ports: { venues: fakeVenues(tight), weather: fakeWeather } });
    expect(out.status).toBe(200);
    const body = out.body as { opportunities: unknown[]; closest_misses: { edge: number }[]; summary: string; data: { sources: { source: string }[] } };
    expect(body.opportunities).toEqual([]);
    expect(body.closest_misses.length).toBeGreaterThan(0);
    expect(body.closest_misses[0]!.edge).toBeLessThanOrEqual(0.1);
    expect(body.summary).toMatch(/^Nothing clears 10\.0 points/);
    expect(body.data.sources.map((s) => s.source)).toEqual(expect.arrayContaining(['kalshi', 'nws', 'open-meteo.ensemble']));
  });

  it('lock the ladder\'s profit: three exhaustive legs asked at 0.40 + 0.30 + 0.25 pay $1 a set for $0.95', async () => {
    const c = PREDICTION_RESPONSE_CASES.signalPolitics![0]!;
    const out = await invokeEndpoint(endpoint('signalPolitics'), c.params, { asOf: AS_OF, ports: c.ports! });
    const body = out.body as { sum_arbitrage: { profit: { toString(): string }; size: { toString(): string }; direction: string }[] };
    expect(out.status).toBe(200);
    // Depth: 200 contracts on every leg at those asks, no fee on these Polymarket markets: 200 × 0.05 = $10.
    expect(body.sum_arbitrage[0]).toMatchObject({ direction: 'buy_yes_every_leg' });
    expect(body.sum_arbitrage[0]!.size.toString()).toBe('200');
    expect(body.sum_arbitrage[0]!.profit.toString()).toBe('10');
  });

  it('say when too few resolved markets exist to calibrate, and apply none', async () => {
    const c = PREDICTION_RESPONSE_CASES.signalPredvenue![1]!;
    const out = await invokeEndpoint(endpoint('signalPredvenue'), { category: 'sports' }, { asOf: AS_OF, ports: c.ports! });
    const body = out.body as { calibration: { applied: boolean; sample_size: number; required: number }; notes: string[]; opportunities: unknown[] };
    expect(body.calibration).toMatchObject({ applied: false, sample_size: 10, required: 50 });
    expect(body.notes[0]).toMatch(/Only 10 resolved/);
    expect(body.opportunities).toEqual([]);
  });
});
