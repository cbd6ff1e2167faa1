import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { NothingClearsError } from '../../core/NothingClearsError.js';
import { requireRule } from '../../core/requireRule.js';
import type { OddsEvent } from '../../markets/ports/OddsSource.js';
import { SPORTS_DATA_CONFIDENCE } from '../../markets/rules/sportsMarkets.js';
import { SPORTS_SCAN_SETTINGS } from '../../markets/rules/sportsScans.js';
import { findTeamMention } from '../../markets/sportsScans/findTeamMention.js';
import { mergeSportsCitations } from '../../markets/sportsScans/mergeSportsCitations.js';
import { sportsScanMessages } from '../../markets/sportsScans/messages/sportsScans.js';
import { rankLinePicks } from '../../markets/sportsScans/rankLinePicks.js';
import type { MatchMarket } from '../../markets/sportsScans/readEventLines.js';
import { langParam } from '../sharedParams.js';
import { SIGNAL_SPORTS_VALUES, SOCCER_LEAGUE_KEYS, SPORTS_MARKETS } from '../marketParams.js';
import { priceSportsEvents } from './_sports/priceSportsEvents.js';
import { readSoccerRating, type SoccerRatingContext } from './_sports/readSoccerRating.js';
import { runF1Scan } from './_sports/runF1Scan.js';
import { shapeLinePick } from './_sports/shapeLinePick.js';
import { signalSportsResponse } from './responses/signalSports.js';

const SOCCER = new Set<string>(SOCCER_LEAGUE_KEYS);

/**
 * The events a caller's `event` names: an event id, or a team name or slug (`arsenal`, `man-city`) matched to either
 * side. Events that started before `asOf` are left out.
 */
function selectEvents(events: readonly OddsEvent[], event: string | undefined, asOf: string, sport: string): OddsEvent[] {
  const upcoming = events.filter((e) => e.commenceTime.slice(0, 10) >= asOf && e.homeTeam !== null && e.awayTeam !== null);
  if (event === undefined) return upcoming;
  const text = event.replace(/[-_]+/g, ' ');
  const found = upcoming.filter((e) => e.id === event || findTeamMention(text, e.homeTeam!, { asOf }) >= 0 || findTeamMention(text, e.awayTeam!, { asOf }) >= 0);
  if (found.length === 0) {
    const listed = upcoming.slice(0, 8).map((e) => `${e.homeTeam} v ${e.awayTeam}`).join('; ');
    throw new GuidekitError(`signalSports: no listed ${sport} event matches ${JSON.stringify(event)}${listed === '' ? '' : ` (listed: ${listed})`}`, { code: 'unknown_event', field: 'event' });
  }
  return found;
}

/**
 * GET /api/signal/sports: three ranked picks for a sport. Every listed event's lines (moneyline, spreads, totals, or
 * the one `market` asked) are priced against the de-vigged consensus of the books, sharp books weighted up; for a soccer
 * league the archive covers, the consensus is blended with a Dixon–Coles rating fitted on the league's results before
 * the date (weight by the sport's data-confidence tier). The picks are the three outcomes with the highest EV at their
 * best price, one per line, each with its fair probability and where it came from, EV, a quarter-Kelly stake, the
 * sport's data confidence, and what it saw and did not. `event` narrows to one match (team name, slug or event id).
 * `sport=f1` answers the F1 field scan (no odds source prices F1). No event priced is a 409 `nothing-clears`, and no
 * pick whose price beats its fair probability a 409 `no-edge` naming the nearest picks (both never charged); an odds
 * source that does not price the sport is a 503 naming it.
 */
export const signalSports = defineEndpoint({
  operationId: 'signalSports',
  method: 'GET',
  path: '/api/signal/sports',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: detailed parameters',
  summary: 'Sports pick for 35+ sports worldwide: 3 ranked picks.',
  params: z.object({
    // The supported sports, plus f1 (the F1 scan is also reachable as signal/sports with sport=f1).
    sport: q.oneOf(SIGNAL_SPORTS_VALUES),
    // A team name or slug.
    event: q.text({ max: 120 }).optional(),
    market: q.oneOf(SPORTS_MARKETS).optional(),
    lang: langParam,
  }),
  needs: ['odds', 'sportsResults', 'f1'],
  needsFor: (p) => (p.sport === 'f1' ? ['f1'] : SOCCER.has(p.sport) ? ['odds', 'sportsResults'] : ['odds']),
  run: async (p, ctx) => {
    const lang = ctx.lang.lang;
    if (p.sport === 'f1') {
      const scan = await runF1Scan(ctx.ports.f1, { asOf: ctx.asOf, trace: ctx.trace, lang });
      const { rules, ...rest } = scan;
      const picks = scan.drivers.slice(0, 3).map((d, i) => ({ rank: i + 1, driver_id: d.driver_id, name: d.name, team: d.team, market: 'winner' as const, fair_probability: d.win, fair_odds: d.fair_odds_win, price: null, ev: null }));
      return { sport: 'f1' as const, picks, ...rest, ...mergeSportsCitations([rules], lang) };
    }
    const markets: MatchMarket[] = p.market === undefined ? ['h2h', 'spreads', 'totals'] : [p.market];
    const board = await ctx.ports.odds.odds({ sport: p.sport, markets }, { trace: ctx.trace });
    const events = selectEvents(board.events, p.event, ctx.asOf, p.sport);
    if (events.length === 0) throw new NothingClearsError(`No ${p.sport} event is listed with prices from ${ctx.asOf} on: there is nothing to pick from.`, { details: { sport: p.sport, competitions: board.competitions } });
    const rating: SoccerRatingContext = SOCCER.has(p.sport) ? await readSoccerRating(ctx.ports.sportsResults, p.sport, { asOf: ctx.asOf, trace: ctx.trace, lang }) : { status: 'no_history_source' };
    const priced = priceSportsEvents(events, { sport: p.sport, markets, rating, asOf: ctx.asOf, lang });
    const settings = requireRule(SPORTS_SCAN_SETTINGS, ctx.asOf);
    const ranked = rankLinePicks(priced.map((x) => ({ event: x, line: x.line })), { count: settings.value.picks });
    if (ranked.length === 0) throw new NothingClearsError(`No ${p.sport} line is priced by enough books for a consensus (${events.length} events listed): there is nothing to pick from.`, { details: { sport: p.sport, events: events.length } });
    const picks = ranked.map((r) => shapeLinePick(r.rank, r.event, r.outcome, { sport: p.sport, asOf: ctx.asOf, lang }));
    const tiers = requireRule(SPORTS_DATA_CONFIDENCE, ctx.asOf);
    const t = createTranslate(sportsScanMessages, lang);
    const ok = priced.filter((x) => x.line.status === 'ok');
    // A pick whose best price does not beat its fair probability is nothing to sell: with none that does, decline.
    if (!picks.some((x) => x.edge)) {
      const best = picks[0]!;
      throw new NothingClearsError(t('sports_no_edge', { sport: p.sport, lines: ok.length, events: events.length, selection: best.selection, price: best.price.toFixed(2), book: best.book_title, ev: best.ev.toFixed(3) }), {
        problem: 'no-edge',
        details: {
          sport: p.sport,
          market: p.market ?? null,
          event: p.event ?? null,
          measured: { events: events.length, lines: priced.length, lines_priced: ok.length, with_edge: 0, best_ev: best.ev },
          near_misses: picks,
          ...mergeSportsCitations([settings, tiers, ...ok.map((x) => x.line.rules), ...(rating.status === 'rated' ? [rating.rating.rules] : [])], lang),
        },
      });
    }
    return {
      sport: p.sport,
      market: p.market ?? null,
      event: p.event ?? null,
      confidence: tiers.value.by_sport[p.sport] ?? tiers.value.default,
      picks,
      scanned: {
        competitions: board.competitions,
        omitted_competitions: board.omitted,
        events: events.length,
        lines: priced.length,
        lines_priced: ok.length,
        lines_thin: priced.filter((x) => x.line.status === 'thin').length,
        lines_with_model: ok.filter((x) => x.line.source === 'blend').length,
        rating: rating.status === 'rated' ? { status: rating.rating.status, seasons: rating.seasons, matches: rating.rating.matches_used, teams_rated: rating.rating.rated_teams.length } : { status: rating.status, seasons: [], matches: 0, teams_rated: 0 },
      },
      explanation: t('sports_explanation', { picks: picks.length, events: events.length, sport: p.sport, lines: ok.length, edges: picks.filter((x) => x.edge).length }),
      ...mergeSportsCitations([settings, tiers, ...ok.map((x) => x.line.rules), ...(rating.status === 'rated' ? [rating.rating.rules] : [])], lang),
    };
  },
  response: signalSportsResponse,
  conflict: 'No pick\'s best price beats its fair probability (no-edge, with the nearest picks); no event of the sport is priced, or no line by enough books for a consensus: nothing to pick from (nothing-clears).',
});
