import { millisecondsInDay } from 'date-fns/constants';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { NothingClearsError } from '../../core/NothingClearsError.js';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { requireRule } from '../../core/requireRule.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { langParam } from '../sharedParams.js';
import { POLITICS_TAGS } from '../marketParams.js';
import { createVenueFeeFunction } from '../../markets/predictionScans/createVenueFeeFunction.js';
import { matchCrossVenueMarkets } from '../../markets/predictionScans/matchCrossVenueMarkets.js';
import { predictionScanMessages } from '../../markets/predictionScans/messages/predictionScans.js';
import { readResolutionTerms } from '../../markets/predictionScans/readResolutionTerms.js';
import { computeAnnualisedReturn } from '../../markets/predictions/computeAnnualisedReturn.js';
import type { PredictionCategory, PredictionMarket } from '../../markets/predictions/types.js';
import { walkBook } from '../../markets/predictions/walkBook.js';
import { findSumArbitrage } from '../../markets/probability/findSumArbitrage.js';
import type { FeeFunction } from '../../markets/probability/types.js';
import { PREDICTION_CROSS_VENUE, PREDICTION_SCAN_LIMITS } from '../../markets/rules/predictionScans.js';
import { PROBABILITY_EDGE_RULES } from '../../markets/rules/probabilityEdges.js';
import { mapLimited } from './_lib/mapLimited.js';
import { mergeSportsCitations } from '../../markets/sportsScans/mergeSportsCitations.js';
import { observeClock } from './_lib/observeClock.js';
import { listVenueMarkets } from './_prediction/listVenueMarkets.js';
import { signalPoliticsResponse } from './responses/signalPolitics.js';

const ELECTION = /\b(elect|election|primary|nominee|nomination|vote|ballot|senate|house seat|president|governor|mayor|parliament|prime minister|referendum)\b/i;

type Play = {
  kind: 'sum_arbitrage' | 'dislocation';
  venues: string[];
  title: string;
  direction: 'buy_yes_every_leg' | 'buy_no_every_leg' | 'yes_first_no_second';
  coverage: 'exhaustive' | 'exclusive' | 'same_event';
  size: Decimal;
  legs: { venue: string; market_id: string; question: string; action: 'buy_yes' | 'buy_no'; contracts: Decimal; average_price: Decimal; worst_price: Decimal; fees: Decimal; levels_used: number }[];
  profit: Decimal;
  capital_locked: Decimal;
  days_to_resolution: number | null;
  return_on_capital: { period: Decimal; simple_annual: Decimal } | null;
  resolution: { venue: string; market_id: string; source: string | null; void_risks: readonly string[] }[];
};

function terms(m: PredictionMarket) {
  const t = readResolutionTerms(m);
  return { venue: m.venue, market_id: m.id, source: t.source, void_risks: t.voidRisks };
}

function daysTo(m: PredictionMarket, nowMs: number): number | null {
  const t = Date.parse(m.expectedResolutionTime ?? m.closeTime ?? '');
  return Number.isFinite(t) && t > nowMs ? (t - nowMs) / millisecondsInDay : null;
}

function roc(profit: Decimal, capital: Decimal, days: number | null) {
  if (days === null || !capital.gt(0)) return null;
  const r = computeAnnualisedReturn({ edge: profit, capital, daysToResolution: days });
  return { period: r.periodReturn, simple_annual: r.simpleAnnual };
}

/** Buying Yes on one venue and No (1 − bid) on the other pays $1 a contract whichever way the same event resolves. */
function dislocation(a: PredictionMarket, b: PredictionMarket, size: Decimal, fees: (m: PredictionMarket) => FeeFunction, nowMs: number): Play | 'fee_unknown' | null {
  const yesA = a.outcomes[0]!;
  const yesB = b.outcomes[0]!;
  if (yesA.book.asks.length === 0 || yesB.book.bids.length === 0) return null;
  const buy = walkBook(yesA.book.asks, size, { side: 'buy' });
  const sell = walkBook(yesB.book.bids, size, { side: 'sell' });
  const filled = Decimal.min(buy.filled, sell.filled).floor();
  if (filled.lt(1)) return null;
  const buyFill = walkBook(yesA.book.asks, filled, { side: 'buy' });
  const sellFill = walkBook(yesB.book.bids, filled, { side: 'sell' });
  const feeA = fees(a)({ id: a.id, action: 'buy', price: buyFill.averagePrice!, contracts: filled });
  const feeB = fees(b)({ id: b.id, action: 'sell', price: sellFill.averagePrice!, contracts: filled });
  if (feeA === null || feeB === null) return 'fee_unknown';
  const noCost = filled.minus(sellFill.notional);
  const capital = buyFill.notional.plus(noCost).plus(feeA).plus(feeB);
  const profit = filled.minus(capital);
  const days = [daysTo(a, nowMs), daysTo(b, nowMs)].filter((d): d is number => d !== null);
  const lock = days.length === 0 ? null : Math.max(...days);
  return {
    kind: 'dislocation',
    venues: [a.venue, b.venue],
    title: a.question,
    direction: 'yes_first_no_second',
    coverage: 'same_event',
    size: filled,
    legs: [
      { venue: a.venue, market_id: a.id, question: a.question, action: 'buy_yes', contracts: filled, average_price: buyFill.averagePrice!, worst_price: buyFill.worstPrice!, fees: new Decimal(feeA), levels_used: buyFill.levelsUsed },
      { venue: b.venue, market_id: b.id, question: b.question, action: 'buy_no', contracts: filled, average_price: new Decimal(1).minus(sellFill.averagePrice!), worst_price: new Decimal(1).minus(sellFill.worstPrice!), fees: new Decimal(feeB), levels_used: sellFill.levelsUsed },
    ],
    profit,
    capital_locked: capital,
    days_to_resolution: lock,
    return_on_capital: roc(profit, capital, lock),
    resolution: [terms(a), terms(b)],
  };
}

/**
 * GET /api/signal/politics: Politics, geopolitics and elections scan: depth-verified sum-arbitrage or wire-event
 * dislocations, venue numbers only. It sells the plays that lock a profit after fees; with none the answer is a 409
 * `no-edge` naming the closest misses (`nothing-clears` when nothing could be read), never charged.
 */
export const signalPolitics = defineEndpoint({
  operationId: 'signalPolitics',
  method: 'GET',
  path: '/api/signal/politics',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Politics, geopolitics and elections scan: depth-verified sum-arbitrage or wire-event dislocations, venue numbers only.',
  params: z.object({
    tag: q.oneOf(POLITICS_TAGS).optional(),
    lang: langParam,
  }),
  needs: ['venues'],
  run: async (p, ctx) => {
    const limits = requireRule(PREDICTION_SCAN_LIMITS, ctx.asOf);
    const edges = requireRule(PROBABILITY_EDGE_RULES, ctx.asOf);
    const match = requireRule(PREDICTION_CROSS_VENUE, ctx.asOf);
    const clock = observeClock(ctx.trace, ctx.asOf);
    const categories: PredictionCategory[] = p.tag === 'geopolitics' ? ['geopolitics'] : p.tag === undefined ? ['politics', 'geopolitics'] : ['politics'];
    let markets = await listVenueMarkets(ctx.ports.venues, { venues: ['polymarket', 'kalshi'], categories, pages: limits.value.pagesPerVenue, pageSize: limits.value.pageSize, trace: clock.trace });
    if (p.tag === 'elections') markets = markets.filter((m) => ELECTION.test(m.question));
    const nowMs = clock.instant();
    const size = new Decimal(edges.value.evaluationContracts);
    const feeFns = new Map<string, FeeFunction>();
    const fees = (m: PredictionMarket) => {
      const key = `${m.venue}:${m.id}`;
      let f = feeFns.get(key);
      if (f === undefined) {
        f = createVenueFeeFunction(m.fees, { asOf: ctx.asOf });
        feeFns.set(key, f);
      }
      return f;
    };
    // Ladders: mutually exclusive buckets of one event on one venue, screened at the listed top of book.
    const ladders = new Map<string, PredictionMarket[]>();
    for (const m of markets) if (m.ladder?.kind === 'bucket') ladders.set(`${m.venue}|${m.ladder.group}`, [...(ladders.get(`${m.venue}|${m.ladder.group}`) ?? []), m]);
    const screened = [...ladders.values()]
      .filter((legs) => legs.length >= 2)
      .map((legs) => {
        const asks = legs.map((l) => l.outcomes[0]?.bestAsk?.toNumber() ?? Number.NaN);
        const bids = legs.map((l) => l.outcomes[0]?.bestBid?.toNumber() ?? Number.NaN);
        const exhaustive = legs.every((l) => l.ladder?.kind === 'bucket' && l.ladder.exhaustive);
        const buy = exhaustive && asks.every(Number.isFinite) ? 1 - asks.reduce((s, x) => s + x, 0) : Number.NEGATIVE_INFINITY;
        const sell = bids.every(Number.isFinite) ? bids.reduce((s, x) => s + x, 0) - 1 : Number.NEGATIVE_INFINITY;
        return { legs, exhaustive, screened: Math.max(buy, sell) };
      })
      .filter((l) => Number.isFinite(l.screened))
      .sort((a, b) => b.screened - a.screened);
    let budget = limits.value.booksPerCall;
    const plays: Play[] = [];
    const misses: { kind: string; title: string; venues: string[]; profit_per_set: Decimal | null; reason: string }[] = [];
    const feeUnknown: { venue: string; market_id: string; question: string }[] = [];
    const citations: Parameters<typeof mergeSportsCitations>[0][number][] = [limits, edges, match];
    for (const ladder of screened) {
      if (budget < ladder.legs.length) break;
      budget -= ladder.legs.length;
      const books = await mapLimited(ladder.legs, 4, (m) => (m.outcomes[0]?.book.depth === 'book' ? Promise.resolve(m) : ctx.ports.venues.getMarket({ venue: m.venue, id: m.id }, { trace: clock.trace })));
      const first = books[0]!;
      const resolvesAt = first.expectedResolutionTime ?? first.closeTime;
      const result = findSumArbitrage(
        books.map((m) => ({ id: m.id, yesAsks: m.outcomes[0]!.book.asks, yesBids: m.outcomes[0]!.book.bids })),
        { fee: (fill) => fees(books.find((m) => m.id === fill.id)!)(fill), coverage: ladder.exhaustive ? 'exhaustive' : 'exclusive', asOf: ctx.asOf, ...(resolvesAt === null ? {} : { resolvesAt }) },
      );
      citations.push(result);
      const title = first.ladder?.kind === 'bucket' ? `${first.eventId ?? first.ladder.group}` : first.question;
      const best = result.best === null ? null : result[result.best];
      if (best !== null && best.status === 'arbitrage') {
        const byId = new Map(books.map((m) => [m.id, m]));
        plays.push({
          kind: 'sum_arbitrage',
          venues: [first.venue],
          title,
          direction: result.best === 'buyYes' ? 'buy_yes_every_leg' : 'buy_no_every_leg',
          coverage: ladder.exhaustive ? 'exhaustive' : 'exclusive',
          size: best.size,
          legs: best.fills.map((f) => ({ venue: first.venue, market_id: f.id, question: byId.get(f.id)!.question, action: f.action === 'buy' ? 'buy_yes' : 'buy_no', contracts: f.contracts, average_price: f.action === 'buy' ? f.averagePrice : new Decimal(1).minus(f.averagePrice), worst_price: f.action === 'buy' ? f.worstPrice : new Decimal(1).minus(f.worstPrice), fees: f.fee, levels_used: f.levelsUsed })),
          profit: best.profit,
          capital_locked: best.capitalLocked,
          days_to_resolution: best.daysToResolution,
          return_on_capital: roc(best.profit, best.capitalLocked, best.daysToResolution),
          resolution: books.slice(0, 3).map(terms),
        });
      } else {
        const plan = result.buyYes.status === 'none' && result.buyYes.topProfitPerSet !== null ? result.buyYes : result.sellYes;
        if (plan.status === 'unknown') for (const m of books) feeUnknown.push({ venue: m.venue, market_id: m.id, question: m.question });
        else misses.push({ kind: 'sum_arbitrage', title, venues: [first.venue], profit_per_set: plan.status === 'none' ? plan.topProfitPerSet : null, reason: plan.status === 'none' ? plan.reason : 'arbitrage' });
      }
    }
    // Dislocations: the same event quoted on two venues, both books read, bought on both sides.
    const groups = matchCrossVenueMarkets(markets.filter((m) => m.outcomes.length === 2 && m.money === 'real'), { minSimilarity: match.value.minSimilarity, maxCloseGapDays: match.value.maxCloseGapDays });
    for (const g of groups.slice(0, Math.max(0, Math.floor(budget / 2)))) {
      const [a, b] = await mapLimited(g.markets.slice(0, 2), 2, (m) => (m.outcomes[0]?.book.depth === 'book' ? Promise.resolve(m) : ctx.ports.venues.getMarket({ venue: m.venue, id: m.id }, { trace: clock.trace })));
      for (const [x, y] of [
        [a!, b!],
        [b!, a!],
      ] as const) {
        const d = dislocation(x, y, size, fees, nowMs);
        if (d === 'fee_unknown') feeUnknown.push({ venue: x.venue, market_id: x.id, question: x.question });
        else if (d !== null && d.profit.gt(0)) plays.push(d);
        else if (d !== null) misses.push({ kind: 'dislocation', title: x.question, venues: [x.venue, y.venue], profit_per_set: d.profit.div(d.size), reason: 'no_edge' });
      }
    }
    plays.sort((x, y) => y.profit.comparedTo(x.profit));
    misses.sort((x, y) => (y.profit_per_set?.toNumber() ?? -1) - (x.profit_per_set?.toNumber() ?? -1));
    const t = createTranslate(predictionScanMessages, ctx.lang.lang);
    const top = plays[0];
    const summary =
      top !== undefined
        ? t('summary_arbitrage', { count: plays.length, profit: top.profit.toFixed(2), title: top.title, venue: top.venues.join('/') })
        : misses[0] !== undefined
          ? t('summary_arbitrage_none', { title: misses[0].title, venue: misses[0].venues.join('/'), cents: misses[0].profit_per_set === null ? '?' : misses[0].profit_per_set.neg().times(100).toFixed(1) })
          : t('summary_empty');
    // The answer sells the plays that lock a profit at the books: with none, it declines (never charged).
    if (top === undefined) {
      const scanned = { contracts: edges.value.evaluationContracts, markets_listed: markets.length, ladders_checked: screened.length, cross_venue_events: groups.length, venues: ['polymarket', 'kalshi'] };
      const near_misses = misses.slice(0, limits.value.closestMisses);
      throw new NothingClearsError(summary, {
        ...(near_misses.length > 0 ? { problem: 'no-edge' as const } : {}),
        details: {
          tag: p.tag ?? null,
          measured: { markets_listed: markets.length, ladders_checked: screened.length, cross_venue_events: groups.length, plays: 0, best_profit_per_set: near_misses[0]?.profit_per_set ?? null },
          near_misses,
          fee_unknown: feeUnknown,
          scan: scanned,
          notes: [t('note_venue_numbers_only'), t('note_cross_venue_rules')],
          ...mergeSportsCitations(citations, ctx.lang.lang),
        },
      });
    }
    return {
      tag: p.tag ?? null,
      sum_arbitrage: plays.filter((x) => x.kind === 'sum_arbitrage'),
      dislocations: plays.filter((x) => x.kind === 'dislocation'),
      closest_misses: misses.slice(0, limits.value.closestMisses),
      fee_unknown: feeUnknown,
      scan: { contracts: edges.value.evaluationContracts, markets_listed: markets.length, ladders_checked: screened.length, cross_venue_events: groups.length, venues: ['polymarket', 'kalshi'] },
      summary,
      notes: [t('note_venue_numbers_only'), t('note_cross_venue_rules')],
      ...mergeSportsCitations(citations, ctx.lang.lang),
    };
  },
  response: signalPoliticsResponse,
  conflict: 'No ladder or cross-venue pair locks a profit after fees at the books (no-edge, with the closest misses), or none could be read (nothing-clears).',
});
