import { utc } from '@date-fns/utc';
import { addDays, differenceInCalendarDays, startOfDay, subDays } from 'date-fns';
import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { requireRule } from '../../core/requireRule.js';
import type { RuleCitations } from '../../core/citeRules.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { langParam } from '../sharedParams.js';
import { classifyAttentionMarket, type AttentionMarket } from '../../markets/predictionScans/classifyAttentionMarket.js';
import type { PredictionMarket } from '../../markets/predictions/types.js';
import { fitCountDistribution } from '../../markets/probability/fitCountDistribution.js';
import { priceCountBins } from '../../markets/probability/priceCountBins.js';
import { PREDICTION_SCAN_LIMITS } from '../../markets/rules/predictionScans.js';
import { PROBABILITY_EDGE_RULES } from '../../markets/rules/probabilityEdges.js';
import { observeClock } from './_lib/observeClock.js';
import { assemblePredictionAnswer } from './_prediction/assemblePredictionAnswer.js';
import { requireOpportunity } from './_prediction/requireOpportunity.js';
import { listVenueMarkets } from './_prediction/listVenueMarkets.js';
import { scanPricedMarkets, type ScanListing } from './_prediction/scanPricedMarkets.js';
import { signalAttentionResponse } from './responses/signalAttention.js';

/** Past windows of the same length the count distribution is fitted to. */
const PAST_WINDOWS = 12;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** GET /api/signal/attention: Weekly post-count bin scan for one account handle. */
export const signalAttention = defineEndpoint({
  operationId: 'signalAttention',
  method: 'GET',
  path: '/api/signal/attention',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Weekly post-count bin scan for one account handle.',
  params: z.object({
    // An account handle, with or without the @ (e.g. elonmusk); absent: every account with post-count markets.
    handle: q.text({ max: 100 }).optional(),
    lang: langParam,
  }),
  // No keyless source of post counts exists: without a configured postCounts port this answers 503 naming it.
  needs: ['venues', 'postCounts'],
  run: async (p, ctx) => {
    const limits = requireRule(PREDICTION_SCAN_LIMITS, ctx.asOf);
    const edges = requireRule(PROBABILITY_EDGE_RULES, ctx.asOf);
    const clock = observeClock(ctx.trace, ctx.asOf);
    const wanted = p.handle?.replace(/^@/, '').toLowerCase() ?? null;
    const markets = await listVenueMarkets(ctx.ports.venues, { venues: ['kalshi', 'polymarket'], categories: ['entertainment', 'ai-tech', 'politics'], pages: limits.value.pagesPerVenue, pageSize: limits.value.pageSize, trace: clock.trace });
    const nowMs = clock.instant();
    const groups = new Map<string, { read: AttentionMarket; markets: { market: PredictionMarket; read: AttentionMarket }[] }>();
    for (const market of markets) {
      const read = classifyAttentionMarket(market);
      if (read === null || (wanted !== null && read.handle !== wanted)) continue;
      const key = `${read.handle}|${read.from}|${read.to}`;
      const g = groups.get(key) ?? { read, markets: [] };
      g.markets.push({ market, read });
      groups.set(key, g);
    }
    const listings: ScanListing[] = [];
    const windows: unknown[] = [];
    const notPriced: { venue: string; market_id: string; question: string; reason: string }[] = [];
    const citations: (RuleCitations | AppliedRule<unknown>)[] = [limits, edges];
    for (const { read, markets: members } of groups.values()) {
      const start = startOfDay(read.from, { in: utc }).getTime();
      const end = addDays(read.to, 1, { in: utc }).getTime();
      const length = differenceInCalendarDays(end, start, { in: utc });
      const historyFrom = iso(subDays(start, PAST_WINDOWS * length, { in: utc }).getTime());
      const counts = await ctx.ports.postCounts.dailyPostCounts({ handle: read.handle, from: historyFrom, to: iso(Math.min(nowMs, end - 1)) }, { trace: clock.trace });
      const byDay = new Map(counts.days.map((d) => [d.date, d.count]));
      const past: number[] = [];
      for (let w = PAST_WINDOWS; w >= 1; w--) {
        let sum = 0;
        let complete = true;
        for (let d = 0; d < length; d++) {
          const c = byDay.get(iso(addDays(start, d - w * length, { in: utc }).getTime()));
          if (c === undefined) complete = false;
          else sum += c;
        }
        if (complete) past.push(sum);
      }
      let observed = 0;
      for (let d = start; d < Math.min(nowMs, end); d = addDays(d, 1, { in: utc }).getTime()) observed += byDay.get(iso(d)) ?? 0;
      const elapsed = Math.min(1, Math.max(0, (nowMs - start) / (end - start)));
      if (past.length < 4) {
        for (const x of members) notPriced.push({ venue: x.market.venue, market_id: x.market.id, question: x.market.question, reason: 'no_model_data' });
        continue;
      }
      const fit = fitCountDistribution(past);
      const priced = priceCountBins({ model: fit.model, observed, elapsedFraction: elapsed, bins: members.map((x) => x.read.bin) });
      windows.push({ handle: read.handle, from: read.from, to: read.to, observed, elapsed_fraction: elapsed, past_windows: past.length, mean_per_window: fit.model.mean, distribution: fit.model.family, expected_total: priced.expectedTotal });
      members.forEach((x, i) =>
        listings.push({
          market: x.market,
          probability: priced.bins[i]!.probability,
          model: `post_count_bins (${fit.model.family}, ${past.length} past windows)`,
          inputs: { handle: read.handle, from: read.from, to: read.to, bin_min: x.read.bin.min, bin_max: x.read.bin.max, observed, elapsed_fraction: elapsed, mean_per_window: fit.model.mean },
        }),
      );
    }
    const scan = await scanPricedMarkets(listings, { venues: ctx.ports.venues, asOf: ctx.asOf, nowMs, trace: clock.trace, limits: limits.value, minEdge: edges.value.minEdge });
    return requireOpportunity({
      handle: wanted,
      windows,
      ...assemblePredictionAnswer(scan, { lang: ctx.lang.lang, edges, venues: ['kalshi', 'polymarket'], notPriced, citations }),
    });
  },
  response: signalAttentionResponse,
  conflict: 'No priced contract beats the venue\'s price by the minimum edge after fees (no-edge, with the closest misses), or no market could be priced (nothing-clears).',
});
