import { utc } from '@date-fns/utc';
import { addDays, differenceInCalendarDays, endOfDay, startOfDay } from 'date-fns';
import { millisecondsInDay } from 'date-fns/constants';
import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { pickRule } from '../../core/pickRule.js';
import { requireRule } from '../../core/requireRule.js';
import type { RuleCitations } from '../../core/citeRules.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { SourceRecorder } from '../../core/sourceUse.js';
import { langParam } from '../sharedParams.js';
import { classifyGaiaMarket, GAIA_FAMILIES, type GaiaFamily, type GaiaMarket } from '../../markets/predictionScans/classifyGaiaMarket.js';
import type { PredictionScanKey } from '../../markets/predictionScans/messages/predictionScans.js';
import { priceHottestYear } from '../../markets/predictionScans/priceHottestYear.js';
import { priceSeaIceMinimum } from '../../markets/predictionScans/priceSeaIceMinimum.js';
import type { GeophysicalSource, SeaIceDay, TornadoMonth } from '../../markets/ports/GeophysicalSource.js';
import type { PredictionMarket } from '../../markets/predictions/types.js';
import { fitCountDistribution } from '../../markets/probability/fitCountDistribution.js';
import { priceCountBins } from '../../markets/probability/priceCountBins.js';
import type { IntegerBin } from '../../markets/probability/types.js';
import { GISTEMP_GLOBAL_MEANS, US_HURRICANE_LANDFALLS, VEI6_ERUPTION_RATE } from '../../markets/rules/gaiaTables.js';
import { PREDICTION_SCAN_LIMITS } from '../../markets/rules/predictionScans.js';
import { PROBABILITY_EDGE_RULES } from '../../markets/rules/probabilityEdges.js';
import { observeClock } from './_lib/observeClock.js';
import { assemblePredictionAnswer } from './_prediction/assemblePredictionAnswer.js';
import { requireOpportunity } from './_prediction/requireOpportunity.js';
import { listVenueMarkets } from './_prediction/listVenueMarkets.js';
import { scanPricedMarkets, type ScanListing } from './_prediction/scanPricedMarkets.js';
import { signalGaiaResponse } from './responses/signalGaia.js';

/** Past years of the same window the earthquake counts are fitted to. */
const QUAKE_YEARS = 15;
/** Past years of the same month the tornado counts are fitted to. */
const TORNADO_YEARS = 20;

type Priced = { probabilities: number[]; model: string; inputs: Record<string, number | string | boolean | null> } | { notPriced: string };

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (iso: string, end = false) => (end ? endOfDay(iso, { in: utc }) : startOfDay(iso, { in: utc })).getTime();

async function priceCounts(family: 'quake_count' | 'tornado_count' | 'hurricane_landfalls', m: GaiaMarket & { from: string; to: string; minMagnitude: number | null }, bins: IntegerBin[], geo: GeophysicalSource, nowMs: number, trace: SourceRecorder, memo: { tornado?: Promise<readonly TornadoMonth[]> }, asOf: string): Promise<Priced> {
  const start = dayMs(m.from);
  const end = dayMs(m.to, true);
  const elapsed = Math.min(1, Math.max(0, (nowMs - start) / (end - start)));
  const year = Number(m.from.slice(0, 4));
  let observed = 0;
  let history: number[] = [];
  if (family === 'quake_count') {
    const mag = m.minMagnitude ?? 5;
    observed = nowMs > start ? await geo.countEarthquakes({ minMagnitude: mag, from: m.from, to: new Date(Math.min(nowMs, end)).toISOString() }, { trace }) : 0;
    history = [];
    for (let y = year - QUAKE_YEARS; y < year; y++) history.push(await geo.countEarthquakes({ minMagnitude: mag, from: `${y}${m.from.slice(4)}`, to: `${y}${m.to.slice(4)}` }, { trace }));
  } else if (family === 'tornado_count') {
    const month = Number(m.from.slice(5, 7));
    if (m.from.slice(0, 7) !== m.to.slice(0, 7)) return { notPriced: 'window_not_a_month' };
    memo.tornado ??= geo.tornadoMonths({ trace });
    const months = await memo.tornado;
    history = months.filter((x) => x.month === month && x.year < year).slice(-TORNADO_YEARS).map((x) => x.count);
    const today = isoDay(nowMs);
    for (let d = start; d <= Math.min(nowMs, end); d = addDays(d, 1, { in: utc }).getTime()) {
      const date = isoDay(d);
      observed += (await geo.tornadoReports(date === today ? 'today' : date, { trace })).length;
    }
  } else {
    const table = requireRule(US_HURRICANE_LANDFALLS, asOf).value;
    if (nowMs >= Date.parse(`${year}-06-01T00:00:00Z`)) return { notPriced: 'no_landfall_source' };
    history = table.map((x) => x.landfalls);
  }
  if (history.length < 5) return { notPriced: 'no_model_data' };
  const fit = fitCountDistribution(history);
  const priced = priceCountBins({ model: fit.model, observed, elapsedFraction: family === 'hurricane_landfalls' ? 0 : elapsed, bins });
  return {
    probabilities: priced.bins.map((b) => b.probability),
    model: `count_bins (${fit.model.family}, ${history.length} past periods)`,
    inputs: { observed, elapsed_fraction: family === 'hurricane_landfalls' ? 0 : elapsed, mean_per_period: fit.model.mean, size: fit.model.family === 'negative-binomial' ? fit.model.size : null, past_periods: history.length, expected_total: priced.expectedTotal },
  };
}

/** GET /api/signal/gaia: Climate, severe-weather and geophysical scan: hottest-year rank, sea ice, earthquakes, tornadoes, bolides, eruptions, landfalls. */
export const signalGaia = defineEndpoint({
  operationId: 'signalGaia',
  method: 'GET',
  path: '/api/signal/gaia',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Climate, severe-weather and geophysical scan: hottest-year rank, sea ice, earthquakes, tornadoes, bolides, eruptions, landfalls.',
  params: z.object({
    // One of quake_count, quake_threshold, tornado_count, sea_ice_min, hottest_year, hurricane_landfalls, vei6, bolide
    // (the spec gives quake_count as its example); absent: every family.
    family: q.text({ max: 60 }).optional(),
    lang: langParam,
  }),
  needs: ['venues', 'geo'],
  precheck: (p) => {
    if (p.family !== undefined && !(GAIA_FAMILIES as readonly string[]).includes(p.family)) {
      throw new GuidekitError(`signalGaia: family must be one of ${GAIA_FAMILIES.join(', ')}, got ${JSON.stringify(p.family)}`, { code: 'invalid_enum', field: 'family' });
    }
  },
  run: async (p, ctx) => {
    const limits = requireRule(PREDICTION_SCAN_LIMITS, ctx.asOf);
    const edges = requireRule(PROBABILITY_EDGE_RULES, ctx.asOf);
    const clock = observeClock(ctx.trace, ctx.asOf);
    const markets = await listVenueMarkets(ctx.ports.venues, { venues: ['kalshi', 'polymarket'], categories: ['weather', 'ai-tech'], pages: limits.value.pagesPerVenue, pageSize: limits.value.pageSize, trace: clock.trace });
    const nowMs = clock.instant();
    const groups = new Map<string, { read: GaiaMarket; markets: { market: PredictionMarket; read: GaiaMarket }[] }>();
    for (const market of markets) {
      const read = classifyGaiaMarket(market);
      if (read === null || (p.family !== undefined && read.family !== (p.family as GaiaFamily))) continue;
      const key = 'from' in read ? `${read.family}|${read.from}|${read.to}|${read.minMagnitude}` : `${read.family}|${read.year}`;
      const g = groups.get(key) ?? { read, markets: [] };
      g.markets.push({ market, read });
      groups.set(key, g);
    }
    const listings: ScanListing[] = [];
    const families: unknown[] = [];
    const notPriced: { venue: string; market_id: string; question: string; reason: string }[] = [];
    const citations: (RuleCitations | AppliedRule<unknown>)[] = [limits, edges];
    const notes = new Set<PredictionScanKey>();
    const memo: { tornado?: Promise<readonly TornadoMonth[]>; ice?: Promise<readonly SeaIceDay[]> } = {};
    for (const { read, markets: members } of groups.values()) {
      let priced: Priced;
      switch (read.family) {
        case 'quake_count':
        case 'tornado_count':
        case 'hurricane_landfalls': {
          priced = await priceCounts(read.family, read, members.map((x) => (x.read as { bin: IntegerBin }).bin), ctx.ports.geo, nowMs, clock.trace, memo, ctx.asOf);
          if (read.family === 'tornado_count') notes.add('note_preliminary_reports');
          if (read.family === 'hurricane_landfalls') {
            citations.push(requireRule(US_HURRICANE_LANDFALLS, ctx.asOf));
            if ('notPriced' in priced) notes.add('note_no_landfall_source');
          }
          break;
        }
        case 'quake_threshold': {
          const mag = read.minMagnitude ?? 7;
          const start = dayMs(read.from);
          const end = dayMs(read.to, true);
          const year = Number(read.from.slice(0, 4));
          const observed = nowMs > start ? await ctx.ports.geo.countEarthquakes({ minMagnitude: mag, from: read.from, to: new Date(Math.min(nowMs, end)).toISOString() }, { trace: clock.trace }) : 0;
          const past = await ctx.ports.geo.countEarthquakes({ minMagnitude: mag, from: `${year - 20}-01-01`, to: `${year}-01-01` }, { trace: clock.trace });
          const perDay = past / differenceInCalendarDays(`${year}-01-01`, `${year - 20}-01-01`, { in: utc });
          const remainingDays = Math.max(0, (end - Math.max(nowMs, start)) / millisecondsInDay);
          const p1 = observed > 0 ? 1 : 1 - Math.exp(-perDay * remainingDays);
          priced = { probabilities: members.map(() => p1), model: 'poisson_threshold (20-year rate)', inputs: { min_magnitude: mag, observed, rate_per_year: perDay * 365.25, remaining_days: remainingDays } };
          break;
        }
        case 'vei6': {
          const rate = requireRule(VEI6_ERUPTION_RATE, ctx.asOf);
          citations.push(rate);
          const remainingYears = Math.max(0, (dayMs(read.to, true) - nowMs) / (365.25 * millisecondsInDay));
          const perYear = rate.value.eruptions / rate.value.years;
          const p1 = 1 - Math.exp(-perYear * remainingYears);
          priced = { probabilities: members.map(() => p1), model: 'poisson_threshold (eruptions of VEI ≥ 6 since 1815)', inputs: { rate_per_year: perYear, remaining_years: remainingYears } };
          break;
        }
        case 'bolide':
          priced = { notPriced: 'no_bolide_source' };
          notes.add('note_no_bolide_source');
          break;
        case 'sea_ice_min': {
          memo.ice ??= ctx.ports.geo.seaIceExtent({ trace: clock.trace });
          const out = priceSeaIceMinimum(await memo.ice, read.year, ctx.asOf, members.map((x) => (x.read as { rung: import('../../markets/probability/types.js').ValueRung }).rung));
          priced =
            out.status === 'ok'
              ? { probabilities: [...out.probabilities], model: 'sea_ice_minimum (analogue years, kernel)', inputs: { year: read.year, latest_extent: out.latest.extent, latest_date: out.latest.date, observed_minimum: out.observedMinimum, members: out.members.length, bandwidth: out.bandwidth, season: out.season } }
              : { notPriced: 'no_model_data' };
          break;
        }
        case 'hottest_year': {
          const table = pickRule(GISTEMP_GLOBAL_MEANS, ctx.asOf);
          if (table === undefined) {
            priced = { notPriced: 'no_model_data' };
            break;
          }
          citations.push(table);
          const ranks = members.map((x) => priceHottestYear(table.value, read.year, (x.read as { rank: number }).rank));
          const first = ranks[0]!;
          if (first.status !== 'ok') {
            priced = { notPriced: 'stale_table' };
            notes.add('note_stale_table');
            break;
          }
          priced = { probabilities: ranks.map((r) => (r.status === 'ok' ? r.probability : 0)), model: 'hottest_year (GISTEMP, months known plus the usual gap to the annual mean)', inputs: { year: read.year, months_known: first.monthsKnown, predicted_anomaly: first.mean, sd: first.sd, record_year: first.record.year, record_anomaly: first.record.anomaly } };
          break;
        }
      }
      if ('notPriced' in priced) {
        for (const x of members) notPriced.push({ venue: x.market.venue, market_id: x.market.id, question: x.market.question, reason: priced.notPriced });
        continue;
      }
      families.push({ family: read.family, window: 'from' in read ? { from: read.from, to: read.to } : null, year: 'year' in read ? read.year : null, markets: members.length, model: priced.model, inputs: priced.inputs });
      members.forEach((x, i) => listings.push({ market: x.market, probability: Math.min(1, Math.max(0, priced.probabilities[i]!)), model: priced.model, inputs: priced.inputs }));
    }
    const scan = await scanPricedMarkets(listings, { venues: ctx.ports.venues, asOf: ctx.asOf, nowMs, trace: clock.trace, limits: limits.value, minEdge: edges.value.minEdge });
    return requireOpportunity({
      family: p.family ?? null,
      families,
      ...assemblePredictionAnswer(scan, { lang: ctx.lang.lang, edges, venues: ['kalshi', 'polymarket'], notPriced, notes: [...notes].map((key) => ({ key, params: { family: 'hottest_year' } })), citations }),
    });
  },
  response: signalGaiaResponse,
  conflict: 'No priced contract beats the venue\'s price by the minimum edge after fees (no-edge, with the closest misses), or no market could be priced (nothing-clears).',
});
