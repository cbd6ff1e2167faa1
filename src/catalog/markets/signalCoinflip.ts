import { utc } from '@date-fns/utc';
import { endOfDay, subDays } from 'date-fns';
import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { requireRule } from '../../core/requireRule.js';
import type { RuleCitations } from '../../core/citeRules.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { langParam } from '../sharedParams.js';
import { COINFLIP_CLASSES } from '../marketParams.js';
import { classifyCoinflipMarket, type CoinflipMarket } from '../../markets/predictionScans/classifyCoinflipMarket.js';
import type { PredictionMarket } from '../../markets/predictions/types.js';
import { estimateCloseToCloseVolatility } from '../../markets/probability/estimateCloseToCloseVolatility.js';
import { priceCoinflip } from '../../markets/probability/priceCoinflip.js';
import { COINFLIP_INSTRUMENTS, type CoinflipInstrument } from '../../markets/rules/coinflipInstruments.js';
import { PREDICTION_SCAN_LIMITS } from '../../markets/rules/predictionScans.js';
import { PROBABILITY_EDGE_RULES } from '../../markets/rules/probabilityEdges.js';
import { observeClock } from './_lib/observeClock.js';
import { assemblePredictionAnswer } from './_prediction/assemblePredictionAnswer.js';
import { requireOpportunity } from './_prediction/requireOpportunity.js';
import { listVenueMarkets } from './_prediction/listVenueMarkets.js';
import { scanPricedMarkets, type ScanListing } from './_prediction/scanPricedMarkets.js';
import { signalCoinflipResponse } from './responses/signalCoinflip.js';

/** Hourly returns the volatility per hour is estimated from (about a week of sessions). */
const HOURLY_WINDOW = 120;

/** GET /api/signal/coinflip: Daily up/down scan across FX (11 pairs) and equities (18 tickers): fair-value band versus venue book. */
export const signalCoinflip = defineEndpoint({
  operationId: 'signalCoinflip',
  method: 'GET',
  path: '/api/signal/coinflip',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Daily up/down scan across FX (11 pairs) and equities (18 tickers): fair-value band versus venue book.',
  params: z.object({
    class: q.oneOf(COINFLIP_CLASSES).optional(),
    lang: langParam,
  }),
  needs: ['venues', 'prices'],
  run: async (p, ctx) => {
    const limits = requireRule(PREDICTION_SCAN_LIMITS, ctx.asOf);
    const edges = requireRule(PROBABILITY_EDGE_RULES, ctx.asOf);
    const universe = requireRule(COINFLIP_INSTRUMENTS, ctx.asOf);
    const clock = observeClock(ctx.trace, ctx.asOf);
    const markets = await listVenueMarkets(ctx.ports.venues, { venues: ['kalshi', 'polymarket'], categories: ['economics'], pages: limits.value.pagesPerVenue, pageSize: limits.value.pageSize, trace: clock.trace });
    const byInstrument = new Map<string, { instrument: CoinflipInstrument; markets: { market: PredictionMarket; read: CoinflipMarket }[] }>();
    for (const market of markets) {
      const read = classifyCoinflipMarket(market, universe.value);
      if (read === null || (p.class !== undefined && read.instrument.class !== p.class)) continue;
      const g = byInstrument.get(read.instrument.instrument) ?? { instrument: read.instrument, markets: [] };
      g.markets.push({ market, read });
      byInstrument.set(read.instrument.instrument, g);
    }
    const listings: ScanListing[] = [];
    const rows: unknown[] = [];
    const notPriced: { venue: string; market_id: string; question: string; reason: string }[] = [];
    const citations: (RuleCitations | AppliedRule<unknown>)[] = [limits, edges, universe];
    for (const { instrument, markets: members } of byInstrument.values()) {
      const to = endOfDay(ctx.asOf, { in: utc }).getTime();
      const [daily, hourly] = await Promise.all([
        ctx.ports.prices.loadBars({ symbol: instrument.instrument, interval: '1d', to }, { trace: clock.trace }),
        ctx.ports.prices.loadBars({ symbol: instrument.instrument, interval: '1h', from: subDays(to, 15, { in: utc }).getTime(), to }, { trace: clock.trace }),
      ]);
      const nowMs = clock.instant();
      const n = daily.times.length;
      // Today's official open: the open of the session's daily bar; the last price: the latest hourly close.
      const today = n > 0 && new Date(daily.times[n - 1]!).toISOString().slice(0, 10) === ctx.asOf ? n - 1 : -1;
      const hourCloses = Array.from(hourly.close).filter((c) => Number.isFinite(c) && c > 0);
      const last = hourCloses[hourCloses.length - 1];
      const open = today >= 0 ? daily.open[today]! : hourly.times.length > 0 ? firstOpenOfDay(hourly, ctx.asOf) : undefined;
      const vol = estimateCloseToCloseVolatility(hourCloses.slice(-(HOURLY_WINDOW + 1)), { asOf: ctx.asOf, calendar: 'continuous', periodsPerYear: 365 * 24, mean: 'zero' });
      citations.push(vol);
      if (open === undefined || !Number.isFinite(open) || last === undefined || vol.perPeriod === null || vol.sampleSize < 2) {
        for (const x of members) notPriced.push({ venue: x.market.venue, market_id: x.market.id, question: x.market.question, reason: 'no_model_data' });
        continue;
      }
      rows.push({ instrument: instrument.instrument, class: instrument.class, open, last, volatility_per_hour: vol.perPeriod, sample_size: vol.sampleSize });
      for (const x of members) {
        const close = x.market.closeTime === null ? Number.NaN : Date.parse(x.market.closeTime);
        if (!Number.isFinite(close)) {
          notPriced.push({ venue: x.market.venue, market_id: x.market.id, question: x.market.question, reason: 'no_close_time' });
          continue;
        }
        const remaining = Math.max(0, (close - nowMs) / 3_600_000);
        const fair = priceCoinflip({ open, last, remainingPeriods: remaining, volatilityPerPeriod: vol.perPeriod, volatilitySampleSize: vol.sampleSize }, { asOf: ctx.asOf, lang: ctx.lang.lang });
        citations.push(fair);
        listings.push({
          market: x.market,
          outcome: x.read.upOutcome,
          probability: fair.probabilityUp,
          band: { low: fair.band.lower, high: fair.band.upper },
          model: 'up_down_fair_value (driftless, remaining-session volatility)',
          inputs: { instrument: instrument.instrument, open, last, move: fair.move, remaining_hours: remaining, volatility_per_hour: vol.perPeriod, band_confidence: fair.band.confidence, status: fair.status },
        });
      }
    }
    const nowMs = clock.instant();
    const scan = await scanPricedMarkets(listings, { venues: ctx.ports.venues, asOf: ctx.asOf, nowMs, trace: clock.trace, limits: { ...limits.value, minHoursToClose: 0 }, minEdge: edges.value.minEdge });
    return requireOpportunity({
      class: p.class ?? null,
      instruments: rows,
      ...assemblePredictionAnswer(scan, { lang: ctx.lang.lang, edges, venues: ['kalshi', 'polymarket'], notPriced, citations }),
    });
  },
  response: signalCoinflipResponse,
  conflict: 'No priced contract beats the venue\'s price by the minimum edge after fees (no-edge, with the closest misses), or no market could be priced (nothing-clears).',
});

/** The open of the first hourly bar of the day (UTC date), when the daily bar of today is not in yet. */
function firstOpenOfDay(hourly: { readonly times: Float64Array; readonly open: Float64Array }, isoDate: string): number | undefined {
  for (let i = 0; i < hourly.times.length; i++) if (new Date(hourly.times[i]!).toISOString().slice(0, 10) === isoDate) return hourly.open[i];
  return undefined;
}
