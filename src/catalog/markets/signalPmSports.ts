import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { NothingClearsError } from '../../core/NothingClearsError.js';
import { requireRule } from '../../core/requireRule.js';
import { SourceUnavailableError } from '../../core/SourceUnavailableError.js';
import type { PredictionMarket, PredictionVenue } from '../../markets/predictions/types.js';
import { SPORTS_FIELD_SCANS } from '../../markets/rules/sportsScans.js';
import { mergeSportsCitations } from '../../markets/sportsScans/mergeSportsCitations.js';
import { sportsScanMessages } from '../../markets/sportsScans/messages/sportsScans.js';
import { priceEventLine } from '../../markets/sportsScans/priceEventLine.js';
import { readEventLines } from '../../markets/sportsScans/readEventLines.js';
import { scanVenueMoneylines, type ConsensusMoneyline } from '../../markets/sportsScans/scanVenueMoneylines.js';
import { langParam } from '../sharedParams.js';
import { PM_SPORTS_VALUES } from '../marketParams.js';
import { signalPmSportsResponse } from './responses/signalPmSports.js';

const ESPORTS = new Set(['cs2', 'lol', 'dota2', 'valorant']);
/** Real-money venues priced; Manifold trades play money and is never presented as a price. */
const VENUES: readonly PredictionVenue[] = ['polymarket', 'kalshi'];

/**
 * GET /api/signal/pm-sports: prediction-market moneylines of one sport priced against the sportsbooks. Every listed
 * event's moneyline is de-vigged into the books' consensus (no rating: the spec anchors this scan to the consensus);
 * Polymarket's and Kalshi's open sports markets that name both teams of one event are matched to it, and each buyable
 * outcome's edge is the consensus probability less the ask and the venue's taker fee. The call is the largest edge,
 * with a quarter-Kelly stake and the ladder of the next ones. No matched outcome with an edge is a 409 (never charged).
 * A sport the odds source does not price (the esports keys) is a 503 naming it.
 */
export const signalPmSports = defineEndpoint({
  operationId: 'signalPmSports',
  method: 'GET',
  path: '/api/signal/pm-sports',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Per-sport moneyline scan anchored to de-vigged sportsbook consensus.',
  params: z.object({
    sport: q.oneOf(PM_SPORTS_VALUES),
    lang: langParam,
  }),
  needs: ['odds', 'venues'],
  run: async (p, ctx) => {
    const lang = ctx.lang.lang;
    const board = await ctx.ports.odds.odds({ sport: p.sport, markets: ['h2h'] }, { trace: ctx.trace });
    const consensus: ConsensusMoneyline[] = [];
    const lineRules = [];
    for (const event of board.events) {
      if (event.homeTeam === null || event.awayTeam === null || event.commenceTime.slice(0, 10) < ctx.asOf) continue;
      const line = readEventLines(event, { asOf: ctx.asOf, markets: ['h2h'] }).find((l) => l.market === 'h2h');
      if (line === undefined) continue;
      const priced = priceEventLine(line, { asOf: ctx.asOf, sport: p.sport, lang });
      if (priced.status !== 'ok') continue;
      lineRules.push(priced.rules);
      const at = (name: string) => priced.outcomes.find((o) => o.name === name)?.consensus_probability ?? null;
      consensus.push({
        event_id: event.id,
        competition: event.competition,
        commence_time: event.commenceTime,
        home: event.homeTeam,
        away: event.awayTeam,
        home_probability: at(event.homeTeam)!,
        away_probability: at(event.awayTeam)!,
        draw_probability: at('Draw'),
        books_used: priced.books_used,
      });
    }
    const scans = requireRule(SPORTS_FIELD_SCANS, ctx.asOf);
    const category = ESPORTS.has(p.sport) ? 'esports' : 'sports';
    const markets: PredictionMarket[] = [];
    const failed: { venue: string; reason: string }[] = [];
    let firstFailure: SourceUnavailableError | null = null;
    for (const venue of VENUES.filter((v) => ctx.ports.venues.venues.includes(v))) {
      let cursor: string | undefined;
      try {
        for (let page = 0; page < scans.value.venue_pages; page++) {
          const listing = await ctx.ports.venues.listOpenMarkets({ venue, category, ...(cursor === undefined ? {} : { cursor }) }, { trace: ctx.trace });
          markets.push(...listing.markets);
          if (listing.nextCursor === null) break;
          cursor = listing.nextCursor;
        }
      } catch (error) {
        if (!(error instanceof SourceUnavailableError)) throw error;
        firstFailure ??= error;
        failed.push({ venue, reason: error.reason });
      }
    }
    if (failed.length === VENUES.length && firstFailure !== null) throw firstFailure;
    const scan = scanVenueMoneylines(markets, consensus, { asOf: ctx.asOf, lang });
    const t = createTranslate(sportsScanMessages, lang);
    const matchedEvents = new Set(scan.lines.map((l) => l.event.id)).size;
    const scanned = { events_priced: consensus.length, markets_read: scan.markets_read, outcomes_matched: scan.lines.length, events_matched: matchedEvents, unmatched: scan.unmatched, ambiguous: scan.ambiguous, play_money: scan.play_money, venues_unavailable: failed };
    const listed = scan.lines.slice(0, scans.value.venue_listed);
    if (scan.lines.length === 0) throw new NothingClearsError(t('pm_unmatched', { markets: scan.markets_read }), { details: { sport: p.sport, scanned } });
    const call = scan.lines[0]!;
    // Matched lines without an edge over the de-vigged consensus: candidates without a measured edge, so no-edge.
    if (!(call.edge > 0)) throw new NothingClearsError(t('pm_nothing', { matched: scan.lines.length }), { problem: 'no-edge', details: { sport: p.sport, measured: { outcomes_matched: scan.lines.length, with_edge: 0, best_edge: call.edge }, near_misses: listed, scanned } });
    const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
    return {
      sport: p.sport,
      call,
      lines: listed,
      scanned,
      explanation: t('pm_explanation', { venue: call.venue, outcome: call.outcome, question: call.question, ask: call.ask.toFixed(3), probability: pct(call.probability), edge: call.edge.toFixed(3) }),
      saw: [t('pm_saw', { markets: scan.markets_read, matched: scan.lines.length, events: matchedEvents, unmatched: scan.unmatched, ambiguous: scan.ambiguous, play: scan.play_money })],
      not_seen: [t('pm_not_seen')],
      ...mergeSportsCitations([scans, scan.rules, ...lineRules], lang),
    };
  },
  response: signalPmSportsResponse,
  conflict: 'No matched venue moneyline beats the de-vigged consensus after fees (no-edge, with the near misses), or no venue moneyline matches a priced sportsbook event (nothing-clears).',
});
