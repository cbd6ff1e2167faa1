import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { requireRule } from '../../core/requireRule.js';
import { langParam } from '../sharedParams.js';
import { classifyTemperatureMarket, type TemperatureMarket } from '../../markets/predictionScans/classifyTemperatureMarket.js';
import { findCity } from '../../markets/predictionScans/_lib/findCity.js';
import { priceTemperatureLadder } from '../../markets/probability/priceTemperatureLadder.js';
import { PREDICTION_SCAN_LIMITS } from '../../markets/rules/predictionScans.js';
import { PROBABILITY_EDGE_RULES } from '../../markets/rules/probabilityEdges.js';
import { WEATHER_SETTLEMENT_STATIONS, type WeatherCity } from '../../markets/rules/weatherStations.js';
import { localIsoDate, wallTimeToInstant } from '../../markets/sessions/_lib/zonedTime.js';
import type { EnsembleForecast, WeatherSource } from '../../markets/ports/WeatherSource.js';
import type { SourceRecorder } from '../../core/sourceUse.js';
import type { RuleCitations } from '../../core/citeRules.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { observeClock } from './_lib/observeClock.js';
import { assemblePredictionAnswer } from './_prediction/assemblePredictionAnswer.js';
import { requireOpportunity } from './_prediction/requireOpportunity.js';
import type { PredictionScanKey } from '../../markets/predictionScans/messages/predictionScans.js';
import { listVenueMarkets } from './_prediction/listVenueMarkets.js';
import { scanPricedMarkets, type ScanListing } from './_prediction/scanPricedMarkets.js';
import { signalStormyResponse } from './responses/signalStormy.js';

const toC = (f: number) => ((f - 32) * 5) / 9;

/** One settlement day of one city on one venue, priced. */
interface LadderGroup {
  readonly key: string;
  readonly markets: TemperatureMarket[];
  readonly listings: { market: import('../../markets/predictions/types.js').PredictionMarket; read: TemperatureMarket }[];
}

/** The hourly ensemble of a point, read once per call. */
type EnsembleMemo = Map<string, Promise<EnsembleForecast>>;

async function priceGroup(group: LadderGroup, weather: WeatherSource, memo: EnsembleMemo, nowMs: number, asOf: string, trace: SourceRecorder) {
  const first = group.markets[0]!;
  const tz = first.city.timeZone;
  const dayStart = wallTimeToInstant(tz, first.date, '00:00');
  const dayEnd = wallTimeToInstant(tz, first.date, '00:00', 1);
  const convert = (f: number) => (first.unit === 'C' ? toC(f) : f);
  let observed: number | null = null;
  let observations = 0;
  const nws = /^K[A-Z0-9]{3}$/.test(first.station.station);
  if (nws && nowMs > dayStart) {
    try {
      const obs = await weather.stationObservations({ station: first.station.station, from: dayStart, to: Math.min(nowMs, dayEnd) }, { trace });
      const temps = obs.observations.map((o) => o.temperatureF).filter((t): t is number => t !== null);
      observations = temps.length;
      if (temps.length > 0) observed = Math.round(convert(first.extreme === 'max' ? Math.max(...temps) : Math.min(...temps)));
    } catch (error) {
      if (error instanceof GuidekitError && error.code === 'unknown_station') return { status: 'not_priced' as const, reason: 'station_unknown_to_source' };
      throw error;
    }
  }
  const point = `${first.station.latitude},${first.station.longitude},${tz}`;
  let ensemble = memo.get(point);
  if (ensemble === undefined) {
    ensemble = weather.ensemble({ latitude: first.station.latitude, longitude: first.station.longitude, timeZone: tz, variable: 'temperature', pastDays: 1, forecastDays: 3 }, { trace });
    memo.set(point, ensemble);
  }
  const forecast = await ensemble;
  // The hours left in the settlement day (the whole day where the station's observations cannot be read).
  const from = nws ? Math.max(nowMs, dayStart) : dayStart;
  const hours: number[] = [];
  for (let i = 0; i < forecast.times.length; i++) if (forecast.times[i]! >= from && forecast.times[i]! < dayEnd) hours.push(i);
  const dayOver = nowMs >= dayEnd;
  if (!dayOver && hours.length === 0) return { status: 'not_priced' as const, reason: 'beyond_forecast' };
  const members = dayOver
    ? []
    : forecast.members
        .map((m) => hours.map((i) => m[i]!).filter(Number.isFinite))
        .filter((v) => v.length > 0)
        .map((v) => convert(first.extreme === 'max' ? Math.max(...v) : Math.min(...v)));
  const priced = priceTemperatureLadder({ extreme: first.extreme, observed, members, buckets: group.markets.map((m) => m.bin) }, { asOf });
  if (priced.status === 'unknown') return { status: 'not_priced' as const, reason: 'no_model_data' };
  return { status: 'priced' as const, priced, observed, observations, members: members.length, remainingHours: dayOver ? 0 : hours.length, model: forecast.model, nws };
}

/** GET /api/signal/stormy: Daily temperature scan of highest and lowest ladders (about 52 cities) versus each bucket book. */
export const signalStormy = defineEndpoint({
  operationId: 'signalStormy',
  method: 'GET',
  path: '/api/signal/stormy',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Daily temperature scan of highest and lowest ladders (about 52 cities) versus each bucket book.',
  params: z.object({
    // A city of the station table (its name or an alias, e.g. nyc, chicago, london); absent: every city.
    city: q.text({ max: 80 }).optional(),
    lang: langParam,
  }),
  needs: ['venues', 'weather'],
  precheck: (p, ctx) => {
    if (p.city === undefined) return;
    const cities = requireRule(WEATHER_SETTLEMENT_STATIONS, ctx.asOf).value;
    if (findCity(p.city, cities) === null && !cities.some((c) => c.key === p.city!.toLowerCase())) {
      throw new GuidekitError(`signalStormy: city ${JSON.stringify(p.city)} is not one of the ${cities.length} cities of the temperature ladders`, { code: 'unknown_city', field: 'city' });
    }
  },
  run: async (p, ctx) => {
    const limits = requireRule(PREDICTION_SCAN_LIMITS, ctx.asOf);
    const edges = requireRule(PROBABILITY_EDGE_RULES, ctx.asOf);
    const stations = requireRule(WEATHER_SETTLEMENT_STATIONS, ctx.asOf);
    const wanted: WeatherCity | null = p.city === undefined ? null : (findCity(p.city, stations.value) ?? stations.value.find((c) => c.key === p.city!.toLowerCase()) ?? null);
    const clock = observeClock(ctx.trace, ctx.asOf);
    const markets = await listVenueMarkets(ctx.ports.venues, { venues: ['kalshi', 'polymarket'], categories: ['weather'], pages: limits.value.pagesPerVenue, pageSize: limits.value.pageSize, trace: clock.trace });
    const groups = new Map<string, LadderGroup>();
    const notPriced: { venue: string; market_id: string; question: string; reason: string }[] = [];
    for (const market of markets) {
      const read = classifyTemperatureMarket(market, stations.value);
      if (read === null) continue;
      if (wanted !== null && read.city.key !== wanted.key) continue;
      const key = `${market.venue}|${read.city.key}|${read.extreme}|${read.date}`;
      const g = groups.get(key) ?? { key, markets: [], listings: [] };
      g.markets.push(read);
      g.listings.push({ market, read });
      groups.set(key, g);
    }
    const memo: EnsembleMemo = new Map();
    const listings: ScanListing[] = [];
    const ladders: unknown[] = [];
    const citations: (RuleCitations | AppliedRule<unknown>)[] = [limits, edges, stations];
    const unobserved = new Set<string>();
    const nowMs = clock.instant();
    for (const group of groups.values()) {
      const first = group.markets[0]!;
      const out = await priceGroup(group, ctx.ports.weather, memo, nowMs, ctx.asOf, clock.trace);
      if (out.status === 'not_priced') {
        for (const l of group.listings) notPriced.push({ venue: l.market.venue, market_id: l.market.id, question: l.market.question, reason: out.reason });
        continue;
      }
      if (!out.nws) unobserved.add(first.station.station);
      citations.push(out.priced);
      ladders.push({
        venue: group.listings[0]!.market.venue,
        city: first.city.city,
        station: first.station.station,
        station_name: first.station.name,
        extreme: first.extreme,
        date: first.date,
        unit: first.unit,
        observed_extreme: out.observed,
        observations: out.observations,
        remaining_hours: out.remainingHours,
        members: out.members,
        spread: out.priced.spread,
        new_extreme_probability: out.priced.newExtremeProbability,
        buckets_total: out.priced.total,
        status: out.priced.status,
      });
      group.listings.forEach((l, i) => {
        listings.push({
          market: l.market,
          probability: out.priced.buckets[i]!.probability,
          model: `temperature_ladder (${out.priced.method}, ${out.model} ensemble)`,
          inputs: {
            station: first.station.station,
            extreme: first.extreme,
            date: first.date,
            unit: first.unit,
            bucket_min: l.read.bin.min,
            bucket_max: l.read.bin.max,
            observed_extreme: out.observed,
            members: out.members,
            remaining_hours: out.remainingHours,
            spread: out.priced.spread,
          },
        });
      });
    }
    const scan = await scanPricedMarkets(listings, {
      venues: ctx.ports.venues,
      asOf: ctx.asOf,
      nowMs,
      trace: clock.trace,
      limits: limits.value,
      minEdge: edges.value.minEdge,
    });
    const extra: { key: PredictionScanKey; params?: Record<string, string | number> }[] = [];
    if (unobserved.size > 0) extra.push({ key: 'note_no_observation_source', params: { stations: [...unobserved].join(', ') } });
    if (notPriced.some((n) => n.reason === 'beyond_forecast')) extra.push({ key: 'note_beyond_forecast' });
    return requireOpportunity({
      city: wanted?.city ?? null,
      ladders,
      ...assemblePredictionAnswer(scan, { lang: ctx.lang.lang, edges, venues: ['kalshi', 'polymarket'], notPriced, notes: extra, citations }),
    });
  },
  response: signalStormyResponse,
  conflict: 'No priced contract beats the venue\'s price by the minimum edge after fees (no-edge, with the closest misses), or no market could be priced (nothing-clears).',
});
