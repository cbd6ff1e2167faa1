import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { requireRule } from '../../core/requireRule.js';
import { langParam } from '../sharedParams.js';
import { PREDVENUE_CATEGORIES } from '../marketParams.js';
import { buildCalibrationSample } from '../../markets/predictionScans/buildCalibrationSample.js';
import type { PredictionScanKey } from '../../markets/predictionScans/messages/predictionScans.js';
import type { PredictionCategory, PredictionVenue, ResolvedPredictionMarket } from '../../markets/predictions/types.js';
import { calibrateProbability } from '../../markets/probability/calibrateProbability.js';
import { fitIsotonicRegression } from '../../markets/probability/fitIsotonicRegression.js';
import { fitPlattScaling } from '../../markets/probability/fitPlattScaling.js';
import { scoreCalibration } from '../../markets/probability/scoreCalibration.js';
import type { Calibration } from '../../markets/probability/types.js';
import { PREDICTION_CALIBRATION, PREDICTION_SCAN_LIMITS } from '../../markets/rules/predictionScans.js';
import { PROBABILITY_EDGE_RULES } from '../../markets/rules/probabilityEdges.js';
import { observeClock } from './_lib/observeClock.js';
import { assemblePredictionAnswer } from './_prediction/assemblePredictionAnswer.js';
import { requireOpportunity } from './_prediction/requireOpportunity.js';
import { listVenueMarkets } from './_prediction/listVenueMarkets.js';
import { scanPricedMarkets, type ScanListing } from './_prediction/scanPricedMarkets.js';
import { signalPredvenueResponse } from './responses/signalPredvenue.js';

const VENUES: readonly PredictionVenue[] = ['kalshi', 'polymarket'];

/** GET /api/signal/predvenue: Prediction-market opportunities where the data-driven probability differs from the market price by more than 10%. */
export const signalPredvenue = defineEndpoint({
  operationId: 'signalPredvenue',
  method: 'GET',
  path: '/api/signal/predvenue',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: detailed parameters',
  summary: 'Prediction-market opportunities where the data-driven probability differs from the market price by more than 10%.',
  params: z.object({
    category: q.oneOf(PREDVENUE_CATEGORIES),
    lang: langParam,
  }),
  needs: ['venues'],
  run: async (p, ctx) => {
    const limits = requireRule(PREDICTION_SCAN_LIMITS, ctx.asOf);
    const edges = requireRule(PROBABILITY_EDGE_RULES, ctx.asOf);
    const calRule = requireRule(PREDICTION_CALIBRATION, ctx.asOf);
    const category = p.category as PredictionCategory;
    const clock = observeClock(ctx.trace, ctx.asOf);
    // The calibration sample: resolved markets of the same category, each scored a week before its close. The venues'
    // answers are cached by the fetch layer (resolved listings and histories), so a fit repeats no download.
    const resolved: ResolvedPredictionMarket[] = [];
    for (const venue of VENUES) {
      let cursor: string | undefined;
      let read = 0;
      while (read < calRule.value.maxResolvedPerVenue) {
        const page = await ctx.ports.venues.listResolvedMarkets({ venue, category, history: true, limit: Math.min(limits.value.pageSize, calRule.value.maxResolvedPerVenue - read), ...(cursor === undefined ? {} : { cursor }) }, { trace: clock.trace });
        resolved.push(...page.markets);
        read += page.markets.length;
        if (page.nextCursor === null || page.markets.length === 0) break;
        cursor = page.nextCursor;
      }
    }
    const sample = buildCalibrationSample(resolved, { leadDays: calRule.value.leadDays });
    const n = sample.probabilities.length;
    let calibration: Calibration | null = null;
    if (n >= calRule.value.minSample) calibration = calRule.value.method === 'platt' ? fitPlattScaling(sample.probabilities, sample.outcomes) : fitIsotonicRegression(sample.probabilities, sample.outcomes);
    const rawScores = n > 0 ? scoreCalibration(sample.probabilities, sample.outcomes) : null;
    const calScores = calibration !== null ? scoreCalibration(sample.probabilities.map((x) => calibrateProbability(x, calibration!)), sample.outcomes) : null;

    const markets = await listVenueMarkets(ctx.ports.venues, { venues: VENUES, categories: [category], pages: limits.value.pagesPerVenue, pageSize: limits.value.pageSize, trace: clock.trace });
    const listings: ScanListing[] = [];
    const notPriced: { venue: string; market_id: string; question: string; reason: string }[] = [];
    for (const market of markets) {
      const yes = market.outcomes[0];
      if (market.outcomes.length !== 2 || yes?.bestBid === null || yes?.bestAsk === null || yes === undefined) {
        notPriced.push({ venue: market.venue, market_id: market.id, question: market.question, reason: market.outcomes.length !== 2 ? 'not_binary' : 'no_quote' });
        continue;
      }
      const raw = yes.bestBid.plus(yes.bestAsk).div(2).toNumber();
      const value = calibration === null ? raw : calibrateProbability(raw, calibration);
      listings.push({
        market,
        probability: value,
        calibrated: calibration !== null,
        model: calibration === null ? 'market_mid (no calibration: too few resolved markets)' : `calibrated_market (${calibration.method}, ${n} resolved ${category} markets)`,
        inputs: { market_mid: raw, category, calibration_sample: n, calibration_method: calibration?.method ?? null, lead_days: calRule.value.leadDays },
      });
    }
    const nowMs = clock.instant();
    const scan = await scanPricedMarkets(listings, { venues: ctx.ports.venues, asOf: ctx.asOf, nowMs, trace: clock.trace, limits: limits.value, minEdge: edges.value.minEdge });
    const note: { key: PredictionScanKey; params?: Record<string, string | number> } =
      calibration === null ? { key: 'note_no_calibration', params: { sample: n, required: calRule.value.minSample } } : { key: 'note_calibrated', params: { method: calibration.method, sample: n, lead: calRule.value.leadDays } };
    return requireOpportunity({
      category,
      calibration: {
        applied: calibration !== null,
        method: calibration?.method ?? null,
        sample_size: n,
        required: calRule.value.minSample,
        lead_days: calRule.value.leadDays,
        resolved_read: resolved.length,
        excluded: { void: sample.excluded.void, play_money: sample.excluded.playMoney, no_history: sample.excluded.noHistory, no_price_before_lead: sample.excluded.noPriceBeforeLead, not_binary: sample.excluded.notBinary },
        parameters: calibration === null ? null : calibration.method === 'platt' ? { a: calibration.a, b: calibration.b } : { knots: calibration.x.length },
        market_scores: rawScores === null ? null : { brier: rawScores.brier, log_loss: rawScores.logLoss, ece: rawScores.ece },
        calibrated_scores_in_sample: calScores === null ? null : { brier: calScores.brier, log_loss: calScores.logLoss, ece: calScores.ece },
      },
      ...assemblePredictionAnswer(scan, { lang: ctx.lang.lang, edges, venues: VENUES, notPriced, notes: [note], citations: [limits, edges, calRule] }),
    });
  },
  response: signalPredvenueResponse,
  conflict: 'No priced contract beats the venue\'s price by the minimum edge after fees (no-edge, with the closest misses), or no market could be priced (nothing-clears).',
});
