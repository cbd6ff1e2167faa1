import { utc } from '@date-fns/utc';
import { endOfDay, subDays } from 'date-fns';
import { millisecondsInDay } from 'date-fns/constants';
import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { requireRule } from '../../core/requireRule.js';
import type { RuleCitations } from '../../core/citeRules.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { langParam } from '../sharedParams.js';
import { TICKER_CLASSES } from '../marketParams.js';
import { classifyFinanceMarket, type FinanceMarket } from '../../markets/predictionScans/classifyFinanceMarket.js';
import { computeVolatilityBand } from '../../markets/predictionScans/computeVolatilityBand.js';
import type { PredictionScanKey } from '../../markets/predictionScans/messages/predictionScans.js';
import type { MarketBars } from '../../markets/ports/MarketBars.js';
import type { PredictionMarket } from '../../markets/predictions/types.js';
import { estimateCloseToCloseVolatility } from '../../markets/probability/estimateCloseToCloseVolatility.js';
import { priceLadder } from '../../markets/probability/priceLadder.js';
import { FINANCE_UNDERLYINGS, type FinanceUnderlying } from '../../markets/rules/financeUnderlyings.js';
import { PREDICTION_SCAN_LIMITS } from '../../markets/rules/predictionScans.js';
import { PROBABILITY_COINFLIP_RULES } from '../../markets/rules/probabilityCoinflip.js';
import { PROBABILITY_EDGE_RULES } from '../../markets/rules/probabilityEdges.js';
import { observeClock } from './_lib/observeClock.js';
import { assemblePredictionAnswer } from './_prediction/assemblePredictionAnswer.js';
import { listVenueMarkets } from './_prediction/listVenueMarkets.js';
import { requireOpportunity } from './_prediction/requireOpportunity.js';
import { scanPricedMarkets, type ScanListing } from './_prediction/scanPricedMarkets.js';
import { signalTickerResponse } from './responses/signalTicker.js';

/** Daily closes the realised volatility is estimated from. */
const VOL_WINDOW = 60;

/**
 * GET /api/signal/ticker: Finance-ladder scan of close-above and touch rungs priced against an options-implied or
 * realized-volatility band. The answer sells its opportunities; with none it is a 409 (`no-edge` naming the closest
 * misses, `nothing-clears` when nothing could be priced), never charged. See docs/signal-declines.md.
 */
export const signalTicker = defineEndpoint({
  operationId: 'signalTicker',
  method: 'GET',
  path: '/api/signal/ticker',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Finance-ladder scan of close-above and touch rungs priced against an options-implied or realized-volatility band.',
  params: z.object({
    class: q.oneOf(TICKER_CLASSES),
    lang: langParam,
  }),
  needs: ['venues', 'prices', 'crypto', 'impliedVol'],
  // Crypto underlyings come from the crypto port, the others from prices; an options source is used when configured.
  needsFor: (p) => (p.class === 'crypto' ? ['venues', 'crypto'] : ['venues', 'prices']),
  run: async (p, ctx) => {
    const limits = requireRule(PREDICTION_SCAN_LIMITS, ctx.asOf);
    const edges = requireRule(PROBABILITY_EDGE_RULES, ctx.asOf);
    const underlyings = requireRule(FINANCE_UNDERLYINGS, ctx.asOf);
    const bandRule = requireRule(PROBABILITY_COINFLIP_RULES, ctx.asOf);
    const clock = observeClock(ctx.trace, ctx.asOf);
    const categories = p.class === 'crypto' ? (['crypto'] as const) : (['economics'] as const);
    const markets = await listVenueMarkets(ctx.ports.venues, { venues: ['kalshi', 'polymarket'], categories, pages: limits.value.pagesPerVenue, pageSize: limits.value.pageSize, trace: clock.trace });
    const byUnderlying = new Map<string, { underlying: FinanceUnderlying; markets: { market: PredictionMarket; read: FinanceMarket }[] }>();
    for (const market of markets) {
      const read = classifyFinanceMarket(market, underlyings.value);
      if (read === null || read.underlying.class !== p.class) continue;
      const g = byUnderlying.get(read.underlying.instrument) ?? { underlying: read.underlying, markets: [] };
      g.markets.push({ market, read });
      byUnderlying.set(read.underlying.instrument, g);
    }
    const listings: ScanListing[] = [];
    const underlyingRows: unknown[] = [];
    const notPriced: { venue: string; market_id: string; question: string; reason: string }[] = [];
    const citations: (RuleCitations | AppliedRule<unknown>)[] = [limits, edges, underlyings, bandRule];
    let impliedUsed = false;
    for (const { underlying, markets: members } of byUnderlying.values()) {
      const crypto = underlying.class === 'crypto';
      const to = endOfDay(ctx.asOf, { in: utc }).getTime();
      const bars: MarketBars = crypto
        ? await ctx.ports.crypto.loadBars({ symbol: underlying.instrument, interval: '1d', from: subDays(to, 120, { in: utc }).getTime(), to }, { trace: clock.trace })
        : await ctx.ports.prices.loadBars({ symbol: underlying.instrument, interval: '1d', to }, { trace: clock.trace });
      const closes = Array.from(bars.close).filter((c) => Number.isFinite(c) && c > 0).slice(-(VOL_WINDOW + 1));
      const spot = closes[closes.length - 1];
      const realised = estimateCloseToCloseVolatility(closes, { asOf: ctx.asOf, calendar: crypto ? 'continuous' : 'trading', mean: 'zero' });
      citations.push(realised);
      if (spot === undefined || realised.volatility === null || realised.sampleSize < 10) {
        for (const x of members) notPriced.push({ venue: x.market.venue, market_id: x.market.id, question: x.market.question, reason: 'no_model_data' });
        continue;
      }
      const nowMs = clock.instant();
      underlyingRows.push({ instrument: underlying.instrument, spot, realised_volatility: realised.volatility, sample_size: realised.sampleSize, last_bar: new Date(bars.times[bars.times.length - 1]!).toISOString() });
      for (const x of members) {
        const close = x.market.closeTime === null ? Number.NaN : Date.parse(x.market.closeTime);
        if (!Number.isFinite(close) || close <= nowMs) {
          notPriced.push({ venue: x.market.venue, market_id: x.market.id, question: x.market.question, reason: 'no_close_time' });
          continue;
        }
        const years = (close - nowMs) / (365 * millisecondsInDay); // a duration in 365-day years, not calendar arithmetic
        let sigma = realised.volatility;
        let source: 'realised' | 'implied' = 'realised';
        let band = computeVolatilityBand(sigma, realised.sampleSize, bandRule.value.confidence);
        const implied = ctx.ports.impliedVol === undefined ? null : await ctx.ports.impliedVol.impliedVolatility({ underlying: underlying.instrument, expiry: x.market.closeTime! }, { trace: clock.trace });
        if (implied !== null && implied.volatility > 0) {
          sigma = implied.volatility;
          source = 'implied';
          impliedUsed = true;
          // The quote's own error is not known: the band keeps the realised estimate's relative width.
          band = { low: (sigma * band.low) / realised.volatility, high: (sigma * band.high) / realised.volatility, confidence: band.confidence };
        }
        const monitoring = underlying.touchMonitoringMinutes === null ? 0 : underlying.touchMonitoringMinutes / (365 * 24 * 60);
        const at = (s: number) => priceLadder([x.read.rung], { spot, volatility: s, years, monitoringIntervalYears: monitoring }).rungs[0]!.probability;
        const point = at(sigma);
        const ends = [at(band.low), at(band.high)];
        const rung = x.read.rung;
        listings.push({
          market: x.market,
          probability: point,
          band: { low: Math.min(...ends), high: Math.max(...ends) },
          model: `lognormal ${rung.kind} (${source} volatility)`,
          inputs: {
            instrument: underlying.instrument,
            spot,
            volatility: sigma,
            volatility_source: source,
            volatility_band_low: band.low,
            volatility_band_high: band.high,
            years,
            rung: rung.kind,
            strike: rung.kind === 'bucket' ? null : rung.strike,
            lower: rung.kind === 'bucket' ? rung.lower : null,
            upper: rung.kind === 'bucket' ? rung.upper : null,
            monitoring_minutes: underlying.touchMonitoringMinutes,
          },
        });
      }
    }
    const nowMs = clock.instant();
    const scan = await scanPricedMarkets(listings, { venues: ctx.ports.venues, asOf: ctx.asOf, nowMs, trace: clock.trace, limits: limits.value, minEdge: edges.value.minEdge });
    const notes: { key: PredictionScanKey; params?: Record<string, string | number> }[] = [impliedUsed ? { key: 'note_implied_volatility' } : { key: 'note_realised_volatility', params: { days: VOL_WINDOW } }];
    // A 200 sells opportunities: with none, a 409 (no-edge with the closest misses, or nothing-clears), never charged.
    return requireOpportunity({
      class: p.class,
      underlyings: underlyingRows,
      ...assemblePredictionAnswer(scan, { lang: ctx.lang.lang, edges, venues: ['kalshi', 'polymarket'], notPriced, notes, citations }),
    });
  },
  conflict: 'No priced rung beats the venue\'s price by the minimum edge after fees (no-edge, with the closest misses), or no market could be priced (nothing-clears).',
  response: signalTickerResponse,
});
