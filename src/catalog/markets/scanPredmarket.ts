import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { requireRule } from '../../core/requireRule.js';
import { langParam } from '../sharedParams.js';
import { matchCrossVenueMarkets } from '../../markets/predictionScans/matchCrossVenueMarkets.js';
import { PREDICTION_CATEGORIES, type PredictionMarket } from '../../markets/predictions/types.js';
import { PREDICTION_CROSS_VENUE, PREDICTION_SCAN_LIMITS } from '../../markets/rules/predictionScans.js';
import { PROBABILITY_EDGE_RULES } from '../../markets/rules/probabilityEdges.js';
import { observeClock } from './_lib/observeClock.js';
import { assemblePredictionAnswer } from './_prediction/assemblePredictionAnswer.js';
import { requireOpportunity } from './_prediction/requireOpportunity.js';
import { listVenueMarkets } from './_prediction/listVenueMarkets.js';
import { scanPricedMarkets, type ScanListing } from './_prediction/scanPricedMarkets.js';
import { scanPredmarketResponse } from './responses/scanPredmarket.js';

/** A venue's forecast of a market's first outcome: the mid of its executable quotes, or play money's indicative probability. */
function forecastOf(m: PredictionMarket): number | null {
  const o = m.outcomes[0];
  if (o === undefined) return null;
  if (m.money === 'play') return o.indicativeProbability;
  return o.bestBid !== null && o.bestAsk !== null ? o.bestBid.plus(o.bestAsk).div(2).toNumber() : null;
}

/** GET /api/scan/predmarket: Prediction-market forecaster scan across three venues. */
export const scanPredmarket = defineEndpoint({
  operationId: 'scanPredmarket',
  method: 'GET',
  path: '/api/scan/predmarket',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Prediction-market forecaster scan across three venues.',
  // The spec shows no parameters for this endpoint: none are invented, only guidekit's `lang` (docs/catalog.md).
  params: z.object({
    lang: langParam,
  }),
  needs: ['venues'],
  run: async (p, ctx) => {
    const limits = requireRule(PREDICTION_SCAN_LIMITS, ctx.asOf);
    const edges = requireRule(PROBABILITY_EDGE_RULES, ctx.asOf);
    const match = requireRule(PREDICTION_CROSS_VENUE, ctx.asOf);
    const clock = observeClock(ctx.trace, ctx.asOf);
    // One page of every category on each venue: the same event is looked for across them.
    const markets = await listVenueMarkets(ctx.ports.venues, { venues: ['polymarket', 'kalshi', 'manifold'], categories: PREDICTION_CATEGORIES, pages: 1, pageSize: limits.value.pageSize, trace: clock.trace });
    const groups = matchCrossVenueMarkets(
      markets.filter((m) => m.outcomes.length === 2),
      { minSimilarity: match.value.minSimilarity, maxCloseGapDays: match.value.maxCloseGapDays },
    );
    const listings: ScanListing[] = [];
    const events = groups.map((g) => ({
      similarity: g.similarity,
      markets: g.markets.map((m) => ({ venue: m.venue, market_id: m.id, question: m.question, money: m.money, forecast: forecastOf(m), best_bid: m.outcomes[0]?.bestBid ?? null, best_ask: m.outcomes[0]?.bestAsk ?? null, close_time: m.closeTime, resolution_source: m.resolutionSource })),
    }));
    for (const g of groups) {
      for (const m of g.markets) {
        if (m.money !== 'real') continue;
        // Leave-one-out: each venue's market is priced against the other venues' forecasts of the same event.
        const others = g.markets.filter((o) => o !== m).map((o) => ({ venue: o.venue, forecast: forecastOf(o) })).filter((o): o is { venue: typeof o.venue; forecast: number } => o.forecast !== null);
        if (others.length === 0) continue;
        const consensus = others.reduce((s, o) => s + o.forecast, 0) / others.length;
        listings.push({
          market: m,
          probability: consensus,
          model: 'cross_venue_consensus (mean of the other venues\' forecasts)',
          inputs: { similarity: g.similarity, ...Object.fromEntries(others.map((o) => [o.venue, o.forecast])) },
        });
      }
    }
    const nowMs = clock.instant();
    const scan = await scanPricedMarkets(listings, { venues: ctx.ports.venues, asOf: ctx.asOf, nowMs, trace: clock.trace, limits: limits.value, minEdge: edges.value.minEdge });
    return requireOpportunity({
      events,
      ...assemblePredictionAnswer(scan, { lang: ctx.lang.lang, edges, venues: ['polymarket', 'kalshi', 'manifold'], notes: [{ key: 'note_play_money_indicative' }, { key: 'note_cross_venue_rules' }], citations: [limits, edges, match] }),
    });
  },
  response: scanPredmarketResponse,
  conflict: 'No priced contract beats the venue\'s price by the minimum edge after fees (no-edge, with the closest misses), or no market could be priced (nothing-clears).',
});
