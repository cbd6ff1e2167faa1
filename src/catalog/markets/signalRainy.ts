import { millisecondsInDay } from 'date-fns/constants';
import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { requireRule } from '../../core/requireRule.js';
import { langParam } from '../sharedParams.js';
import { classifyPrecipitationMarket, type PrecipitationMarket } from '../../markets/predictionScans/classifyPrecipitationMarket.js';
import { findCity } from '../../markets/predictionScans/_lib/findCity.js';
import type { PredictionScanKey } from '../../markets/predictionScans/messages/predictionScans.js';
import type { PredictionMarket } from '../../markets/predictions/types.js';
import { pricePrecipitationLadder } from '../../markets/probability/pricePrecipitationLadder.js';
import { PREDICTION_SCAN_LIMITS } from '../../markets/rules/predictionScans.js';
import { PROBABILITY_EDGE_RULES } from '../../markets/rules/probabilityEdges.js';
import { RAIN_CITIES, type RainCity } from '../../markets/rules/rainCities.js';
import { localIsoDate, wallTimeToInstant } from '../../markets/sessions/_lib/zonedTime.js';
import type { RuleCitations } from '../../core/citeRules.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { observeClock } from './_lib/observeClock.js';
import { assemblePredictionAnswer } from './_prediction/assemblePredictionAnswer.js';
import { requireOpportunity } from './_prediction/requireOpportunity.js';
import { listVenueMarkets } from './_prediction/listVenueMarkets.js';
import { scanPricedMarkets, type ScanListing } from './_prediction/scanPricedMarkets.js';
import { signalRainyResponse } from './responses/signalRainy.js';

/** Years of the same days read for the climatology. */
const CLIMATOLOGY_YEARS = 30;
/** Days of ensemble forecast asked; a remaining month longer than this is priced from climatology alone. */
const FORECAST_DAYS = 16;

function cityOf(text: string, cities: readonly RainCity[]): RainCity | null {
  return findCity(text, cities) ?? cities.find((c) => c.key === text.toLowerCase()) ?? null;
}

/** GET /api/signal/rainy: Monthly precipitation scan (5 cities): gauge floor plus climatology and forecast versus each bucket book. */
export const signalRainy = defineEndpoint({
  operationId: 'signalRainy',
  method: 'GET',
  path: '/api/signal/rainy',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Monthly precipitation scan (5 cities): gauge floor plus climatology and forecast versus each bucket book.',
  params: z.object({
    // One of the five cities (name or alias: nyc, chicago, seattle, la, miami); absent: all five.
    city: q.text({ max: 80 }).optional(),
    lang: langParam,
  }),
  needs: ['venues', 'weather'],
  precheck: (p, ctx) => {
    if (p.city === undefined) return;
    const cities = requireRule(RAIN_CITIES, ctx.asOf).value;
    if (cityOf(p.city, cities) === null) throw new GuidekitError(`signalRainy: city ${JSON.stringify(p.city)} is not one of ${cities.map((c) => c.city).join(', ')}`, { code: 'unknown_city', field: 'city' });
  },
  run: async (p, ctx) => {
    const limits = requireRule(PREDICTION_SCAN_LIMITS, ctx.asOf);
    const edges = requireRule(PROBABILITY_EDGE_RULES, ctx.asOf);
    const cities = requireRule(RAIN_CITIES, ctx.asOf);
    const wanted = p.city === undefined ? null : cityOf(p.city, cities.value);
    const clock = observeClock(ctx.trace, ctx.asOf);
    const markets = await listVenueMarkets(ctx.ports.venues, { venues: ['kalshi', 'polymarket'], categories: ['weather'], pages: limits.value.pagesPerVenue, pageSize: limits.value.pageSize, trace: clock.trace });
    const groups = new Map<string, { read: PrecipitationMarket; markets: { market: PredictionMarket; read: PrecipitationMarket }[] }>();
    for (const market of markets) {
      const read = classifyPrecipitationMarket(market, cities.value);
      if (read === null || (wanted !== null && read.city.key !== wanted.key)) continue;
      const key = `${read.city.key}|${read.month}`;
      const g = groups.get(key) ?? { read, markets: [] };
      g.markets.push({ market, read });
      groups.set(key, g);
    }
    const nowMs = clock.instant();
    const listings: ScanListing[] = [];
    const ladders: unknown[] = [];
    const notPriced: { venue: string; market_id: string; question: string; reason: string }[] = [];
    const citations: (RuleCitations | AppliedRule<unknown>)[] = [limits, edges, cities];
    let climatologyOnly = false;
    for (const { read, markets: members } of groups.values()) {
      const city = read.city;
      const tz = city.timeZone;
      const monthStart = `${read.month}-01`;
      const [y, m] = read.month.split('-').map(Number) as [number, number];
      const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
      const monthEndDate = `${read.month}-${String(lastDay).padStart(2, '0')}`;
      const startMs = wallTimeToInstant(tz, monthStart, '00:00');
      const endMs = wallTimeToInstant(tz, monthEndDate, '00:00', 1);
      const today = localIsoDate(tz, nowMs);
      if (nowMs >= endMs || today < monthStart) {
        for (const x of members) notPriced.push({ venue: x.market.venue, market_id: x.market.id, question: x.market.question, reason: nowMs >= endMs ? 'month_over' : 'month_not_started' });
        continue;
      }
      // Month to date at the gauge: the hourly precipitation of the routine observations, once per clock hour.
      const obs = await ctx.ports.weather.stationObservations({ station: city.station, from: startMs, to: nowMs }, { trace: clock.trace });
      const perHour = new Map<number, number>();
      for (const o of obs.observations) {
        if (o.precipitationLastHourIn === null) continue;
        const hour = Math.floor(o.time / 3_600_000);
        perHour.set(hour, Math.max(perHour.get(hour) ?? 0, o.precipitationLastHourIn));
      }
      const monthToDate = [...perHour.values()].reduce((s, x) => s + x, 0);
      // Climatology: the same remaining days (tomorrow to the month's end, and the rest of today) in past years.
      const fromMmdd = today.slice(5);
      const toMmdd = monthEndDate.slice(5);
      const history = await ctx.ports.weather.dailyHistory({ latitude: city.latitude, longitude: city.longitude, from: `${y - CLIMATOLOGY_YEARS}-01-01`, to: `${y - 1}-12-31`, timeZone: tz }, { trace: clock.trace });
      const totals = new Map<number, number>();
      history.dates.forEach((d, i) => {
        const v = history.precipitationIn[i]!;
        if (!Number.isFinite(v) || d.slice(5, 7) !== read.month.slice(5)) return;
        if (d.slice(5) < fromMmdd || d.slice(5) > toMmdd) return;
        const year = Number(d.slice(0, 4));
        totals.set(year, (totals.get(year) ?? 0) + v);
      });
      const climatology = [...totals.values()];
      // The forecast covers the same remaining days only when the month ends inside its horizon.
      const daysLeft = Math.ceil((endMs - nowMs) / millisecondsInDay);
      let forecast: number[] | null = null;
      if (daysLeft <= FORECAST_DAYS - 1) {
        const ens = await ctx.ports.weather.ensemble({ latitude: city.latitude, longitude: city.longitude, timeZone: tz, variable: 'precipitation', pastDays: 0, forecastDays: FORECAST_DAYS }, { trace: clock.trace });
        forecast = ens.members.map((series) => {
          let sum = 0;
          ens.times.forEach((t, i) => {
            if (t >= nowMs && t < endMs && Number.isFinite(series[i]!)) sum += series[i]!;
          });
          return sum;
        });
      } else climatologyOnly = true;
      const priced = pricePrecipitationLadder({ monthToDate, climatology, forecast, rungs: members.map((x) => x.read.rung) }, { asOf: ctx.asOf });
      citations.push(priced);
      if (priced.status !== 'ok') {
        for (const x of members) notPriced.push({ venue: x.market.venue, market_id: x.market.id, question: x.market.question, reason: 'no_model_data' });
        continue;
      }
      ladders.push({
        city: city.city,
        station: city.station,
        month: read.month,
        month_to_date_in: Math.round(monthToDate * 100) / 100,
        days_left: daysLeft,
        climatology_years: climatology.length,
        dry_share: priced.climatology.zeroProbability,
        forecast_members: forecast?.length ?? 0,
        forecast_weight: priced.forecastWeight,
        expected_remaining_in: priced.expectedRemaining,
        buckets_total: priced.bucketsTotal,
      });
      members.forEach((x, i) => {
        const rung = x.read.rung;
        listings.push({
          market: x.market,
          probability: priced.rungs[i]!.probability,
          model: 'precipitation_ladder (gamma climatology + ensemble)',
          inputs: {
            station: city.station,
            month: read.month,
            rung: rung.kind,
            strike: rung.kind === 'bucket' ? null : rung.strike,
            lower: rung.kind === 'bucket' ? rung.lower : null,
            upper: rung.kind === 'bucket' ? rung.upper : null,
            month_to_date_in: Math.round(monthToDate * 100) / 100,
            climatology_years: climatology.length,
            forecast_members: forecast?.length ?? 0,
            forecast_weight: priced.forecastWeight,
          },
        });
      });
    }
    const scan = await scanPricedMarkets(listings, { venues: ctx.ports.venues, asOf: ctx.asOf, nowMs, trace: clock.trace, limits: limits.value, minEdge: edges.value.minEdge });
    const notes: { key: PredictionScanKey; params?: Record<string, string | number> }[] = [];
    if (climatologyOnly) notes.push({ key: 'note_beyond_forecast' });
    return requireOpportunity({
      city: wanted?.city ?? null,
      ladders,
      ...assemblePredictionAnswer(scan, { lang: ctx.lang.lang, edges, venues: ['kalshi', 'polymarket'], notPriced, notes, citations }),
    });
  },
  response: signalRainyResponse,
  conflict: 'No priced contract beats the venue\'s price by the minimum edge after fees (no-edge, with the closest misses), or no market could be priced (nothing-clears).',
});
