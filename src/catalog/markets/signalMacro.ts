import { millisecondsInDay } from 'date-fns/constants';
import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { requireRule } from '../../core/requireRule.js';
import type { RuleCitations } from '../../core/citeRules.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { langParam } from '../sharedParams.js';
import { MACRO_FAMILIES } from '../marketParams.js';
import { classifyMacroMarket, type MacroMarket } from '../../markets/predictionScans/classifyMacroMarket.js';
import type { MacroSeries as MacroPort } from '../../markets/ports/MacroSeriesSource.js';
import type { PredictionMarket } from '../../markets/predictions/types.js';
import { priceMacroLadder } from '../../markets/probability/priceMacroLadder.js';
import { PREDICTION_SCAN_LIMITS } from '../../markets/rules/predictionScans.js';
import { PROBABILITY_EDGE_RULES } from '../../markets/rules/probabilityEdges.js';
import type { MacroSeries } from '../../markets/rules/probabilityMacro.js';
import { observeClock } from './_lib/observeClock.js';
import { assemblePredictionAnswer } from './_prediction/assemblePredictionAnswer.js';
import { requireOpportunity } from './_prediction/requireOpportunity.js';
import { listVenueMarkets } from './_prediction/listVenueMarkets.js';
import { scanPricedMarkets, type ScanListing } from './_prediction/scanPricedMarkets.js';
import { signalMacroResponse } from './responses/signalMacro.js';

/** The figure each family settles on, from its published series. */
function historyOf(family: MacroSeries, series: MacroPort, horizonDays: number): { actual: number }[] {
  const obs = series.observations;
  if (family === 'cpi_yoy') {
    const byMonth = new Map(obs.map((o) => [o.date.slice(0, 7), o.value]));
    const out: { actual: number }[] = [];
    for (const o of obs) {
      const [y, m] = o.date.split('-').map(Number) as [number, number];
      const prior = byMonth.get(`${y - 1}-${String(m).padStart(2, '0')}`);
      // BLS publishes the 12-month change to one decimal.
      if (prior !== undefined) out.push({ actual: Math.round((o.value / prior - 1) * 1000) / 10 });
    }
    return out;
  }
  if (family === 'unrate') return obs.map((o) => ({ actual: o.value }));
  // The daily yield, sampled at the market's horizon (business days) so release-to-release changes are changes over that horizon.
  const step = Math.max(1, Math.round((horizonDays * 5) / 7));
  const out: { actual: number }[] = [];
  for (let i = obs.length - 1; i >= 0; i -= step) out.unshift({ actual: obs[i]!.value });
  return out;
}

const PORT_SERIES: Readonly<Record<MacroSeries, 'cpi_index' | 'unrate' | 'us10y'>> = { cpi_yoy: 'cpi_index', unrate: 'unrate', us10y: 'us10y' };

/** GET /api/signal/macro: Economic-threshold ladder scan. */
export const signalMacro = defineEndpoint({
  operationId: 'signalMacro',
  method: 'GET',
  path: '/api/signal/macro',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Economic-threshold ladder scan.',
  params: z.object({
    family: q.oneOf(MACRO_FAMILIES).optional(),
    lang: langParam,
  }),
  needs: ['venues', 'macroSeries'],
  run: async (p, ctx) => {
    const limits = requireRule(PREDICTION_SCAN_LIMITS, ctx.asOf);
    const edges = requireRule(PROBABILITY_EDGE_RULES, ctx.asOf);
    const clock = observeClock(ctx.trace, ctx.asOf);
    const markets = await listVenueMarkets(ctx.ports.venues, { venues: ['kalshi', 'polymarket'], categories: ['economics'], pages: limits.value.pagesPerVenue, pageSize: limits.value.pageSize, trace: clock.trace });
    const nowMs = clock.instant();
    const groups = new Map<string, { family: MacroSeries; close: string | null; markets: { market: PredictionMarket; read: MacroMarket }[] }>();
    for (const market of markets) {
      const read = classifyMacroMarket(market);
      if (read === null || (p.family !== undefined && read.family !== p.family)) continue;
      const key = `${read.family}|${market.eventId ?? market.id}`;
      const g = groups.get(key) ?? { family: read.family, close: market.closeTime, markets: [] };
      g.markets.push({ market, read });
      groups.set(key, g);
    }
    const seriesMemo = new Map<MacroSeries, Promise<MacroPort>>();
    const listings: ScanListing[] = [];
    const ladders: unknown[] = [];
    const notPriced: { venue: string; market_id: string; question: string; reason: string }[] = [];
    const citations: (RuleCitations | AppliedRule<unknown>)[] = [limits, edges];
    for (const g of groups.values()) {
      let series = seriesMemo.get(g.family);
      if (series === undefined) {
        series = ctx.ports.macroSeries.loadSeries(PORT_SERIES[g.family], { trace: clock.trace });
        seriesMemo.set(g.family, series);
      }
      const data = await series;
      const close = g.close === null ? Number.NaN : Date.parse(g.close);
      const horizonDays = Number.isFinite(close) ? Math.max(1, (close - nowMs) / millisecondsInDay) : 30;
      const history = historyOf(g.family, data, horizonDays);
      const priced = priceMacroLadder({ series: g.family, history, rungs: g.markets.map((x) => x.read.rung) }, { asOf: ctx.asOf, lang: ctx.lang.lang });
      citations.push(priced);
      if (priced.status !== 'ok') {
        for (const x of g.markets) notPriced.push({ venue: x.market.venue, market_id: x.market.id, question: x.market.question, reason: 'insufficient_history' });
        continue;
      }
      const last = data.observations[data.observations.length - 1];
      ladders.push({
        family: g.family,
        event_id: g.markets[0]!.market.eventId,
        source_series: data.sourceSeriesId,
        latest: history[history.length - 1]?.actual ?? null,
        latest_period: last?.date ?? null,
        centre: priced.centre,
        scale: priced.scale,
        surprise_basis: priced.surpriseBasis,
        sample_size: priced.sampleSize,
        distribution: priced.distribution,
        step: priced.step,
        buckets_total: priced.bucketsTotal,
      });
      g.markets.forEach((x, i) => {
        const rung = x.read.rung;
        listings.push({
          market: x.market,
          probability: priced.rungs[i]!.probability,
          model: `macro_ladder (${priced.distribution}, ${priced.surpriseBasis})`,
          inputs: {
            family: g.family,
            source_series: data.sourceSeriesId,
            rung: rung.kind,
            strike: rung.kind === 'bucket' ? null : rung.strike,
            lower: rung.kind === 'bucket' ? rung.lower : null,
            upper: rung.kind === 'bucket' ? rung.upper : null,
            centre: priced.centre,
            scale: priced.scale,
            sample_size: priced.sampleSize,
            step: priced.step,
          },
        });
      });
    }
    const scan = await scanPricedMarkets(listings, { venues: ctx.ports.venues, asOf: ctx.asOf, nowMs, trace: clock.trace, limits: limits.value, minEdge: edges.value.minEdge });
    return requireOpportunity({
      family: p.family ?? null,
      ladders,
      ...assemblePredictionAnswer(scan, { lang: ctx.lang.lang, edges, venues: ['kalshi', 'polymarket'], notPriced, notes: ladders.length > 0 ? [{ key: 'note_no_consensus' }, { key: 'note_latest_vintage' }] : [], citations }),
    });
  },
  response: signalMacroResponse,
  conflict: 'No priced contract beats the venue\'s price by the minimum edge after fees (no-edge, with the closest misses), or no market could be priced (nothing-clears).',
});
