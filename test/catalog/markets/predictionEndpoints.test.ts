// Behaviour of the prediction-market endpoints over synthetic ports (test/catalog/_predictionFakes.ts): the errors
// the brief names (unknown city 400, a missing or failing source 503 never charged), nothing clearing as an answer,
// and the politics ladder's locked profit.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/catalog/endpoints.js';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { SourceUnavailableError } from '../../../src/core/SourceUnavailableError.js';
import type { PredictionVenueSource } from '../../../src/markets/ports/PredictionVenueSource.js';
import { fakeVenues, fakeWeather, market } from '../_predictionFakes.js';
import { NYC_HIGH_LADDER, PREDICTION_RESPONSE_CASES, UNCALIBRATED_SPORTS } from '../_predictionResponseCases.js';

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

  it('decline with a 409 no-edge, never charged, naming the closest misses when nothing clears the minimum edge', async () => {
    // Every bucket offered at a price its model probability cannot beat by ten points.
    const tight = NYC_HIGH_LADDER.map((m) => market({ venue: 'kalshi', id: m.id, eventId: m.eventId, question: m.question, category: 'weather', ladder: m.ladder, bids: [['0.01', 10]], asks: [['0.97', 10]], closeTime: m.closeTime! }));
    const out = await invokeEndpoint(endpoint('signalStormy'), { city: 'nyc' }, { asOf: AS_OF, ports: { venues: fakeVenues(tight), weather: fakeWeather } });
    expect(out.status).toBe(409);
    const problem = out.body as { type: string; detail: string; near_misses: { edge: number }[]; measured: { priced: number; min_edge: number; best_edge: number }; ladders: unknown[]; data: { sources: { source: string }[] } };
    expect(problem.type).toBe('https://guidekit.dev/problems/no-edge');
    expect(problem.detail).toMatch(/^Nothing clears 10\.0 points after fees.*Nothing was charged\.$/);
    expect(problem.near_misses.length).toBeGreaterThan(0);
    expect(problem.near_misses[0]!.edge).toBeLessThanOrEqual(0.1);
    expect(problem.measured).toMatchObject({ priced: problem.near_misses.length, min_edge: 0.1, best_edge: problem.near_misses[0]!.edge });
    // The model's own reading stays in the problem: the ladder it priced.
    expect(problem.ladders.length).toBe(1);
    expect(problem.data.sources.map((s) => s.source)).toEqual(expect.arrayContaining(['kalshi', 'nws', 'open-meteo.ensemble']));
  });

  it('decline with a 409 nothing-clears when no market of the family could be priced', async () => {
    const out = await invokeEndpoint(endpoint('signalStormy'), { city: 'chicago', lang: 'de' }, { asOf: AS_OF, ports: { venues: fakeVenues([]), weather: fakeWeather } });
    expect(out.status).toBe(409);
    expect(out.body).toMatchObject({ type: 'https://guidekit.dev/problems/nothing-clears', near_misses: [], measured: { priced: 0, best_edge: null } });
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

  it('say when too few resolved markets exist to calibrate, apply none, and decline: the market\'s own price is no edge on it', async () => {
    const out = await invokeEndpoint(endpoint('signalPredvenue'), { category: 'sports' }, { asOf: AS_OF, ports: { venues: fakeVenues(UNCALIBRATED_SPORTS.open, UNCALIBRATED_SPORTS.resolved) } });
    expect(out.status).toBe(409);
    const problem = out.body as { type: string; calibration: { applied: boolean; sample_size: number; required: number }; notes: string[]; near_misses: { edge: number }[] };
    expect(problem.type).toBe('https://guidekit.dev/problems/no-edge');
    expect(problem.calibration).toMatchObject({ applied: false, sample_size: 10, required: 50 });
    expect(problem.notes[0]).toMatch(/Only 10 resolved/);
    // Priced at the venue's own mid, every contract loses the spread and the fee.
    expect(problem.near_misses.every((m) => m.edge < 0)).toBe(true);
  });

});
