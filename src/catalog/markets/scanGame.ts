import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { requireRule } from '../../core/requireRule.js';
import { SPORTS_DATA_CONFIDENCE } from '../../markets/rules/sportsMarkets.js';
import { SPORTS_SCAN_SETTINGS } from '../../markets/rules/sportsScans.js';
import { describeLinePick } from '../../markets/sportsScans/describeLinePick.js';
import { mergeSportsCitations } from '../../markets/sportsScans/mergeSportsCitations.js';
import { sportsScanMessages } from '../../markets/sportsScans/messages/sportsScans.js';
import { rankLinePicks } from '../../markets/sportsScans/rankLinePicks.js';
import { readSoccerMatchOutlook } from '../../markets/sportsScans/readSoccerMatchOutlook.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { NothingClearsError } from '../../core/NothingClearsError.js';
import { langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { SOCCER_LEAGUE_KEYS, SPORT_KEYS } from '../marketParams.js';
import { findOneEvent } from './_sports/findOneEvent.js';
import { priceSportsEvents } from './_sports/priceSportsEvents.js';
import { readSoccerRating, type SoccerRatingContext } from './_sports/readSoccerRating.js';
import { shapeLinePick } from './_sports/shapeLinePick.js';
import { scanGameResponse } from './responses/scanGame.js';

const SOCCER = new Set<string>(SOCCER_LEAGUE_KEYS);

/**
 * GET /api/scan/game: one match in depth. Every line the books price for it (moneyline, spreads, totals) is priced
 * against the de-vigged consensus (blended with the league's Dixon–Coles rating for soccer where the archive covers the
 * league), and the three outcomes with the highest positive EV at their best price are the plays (fewer when fewer beat
 * their fair probability: never a negative-EV play; none is a 409 `no-edge` naming the nearest prices, never charged). For a rated soccer match the answer adds the rating's
 * expected goals, both-teams-to-score and likeliest scores with fair odds. Parameters (ours: the spec shows none):
 * `sport` (a supported sport key) and `event` (the event id, both teams, or one team's next listed match).
 */
export const scanGame = defineEndpoint({
  operationId: 'scanGame',
  method: 'GET',
  path: '/api/scan/game',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Deep single-match analysis with 3 ranked positive-expected-value plays.',
  params: z.object({
    // A supported sport key (the match's league or sport).
    sport: q.oneOf(SPORT_KEYS).optional().meta(UNDECLARED_PARAM_META),
    // The event id, both teams (`arsenal v chelsea`), or a team (its next listed match).
    event: q.text({ max: 120 }).optional().meta(UNDECLARED_PARAM_META),
    lang: langParam,
  }),
  // A match needs its sport and the event: a call without them is a 400 before payment.
  precheck: (p) => {
    const missing = (['sport', 'event'] as const).filter((k) => p[k] === undefined);
    if (missing.length > 0) throw new GuidekitError(`scanGame: name the match: ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} required`, { code: 'required', issues: missing.map((field) => ({ field, code: 'required', message: `${field} is required to name the match` })) });
  },
  needs: ['odds', 'sportsResults'],
  needsFor: (p) => (p.sport !== undefined && SOCCER.has(p.sport) ? ['odds', 'sportsResults'] : ['odds']),
  run: async (input, ctx) => {
    const p = { ...input, sport: input.sport!, event: input.event! };
    const lang = ctx.lang.lang;
    const markets = ['h2h', 'spreads', 'totals'] as const;
    const board = await ctx.ports.odds.odds({ sport: p.sport, markets }, { trace: ctx.trace });
    const event = findOneEvent(board.events, p.event, { asOf: ctx.asOf, sport: p.sport, fn: 'scanGame' });
    const rating: SoccerRatingContext = SOCCER.has(p.sport) ? await readSoccerRating(ctx.ports.sportsResults, p.sport, { asOf: ctx.asOf, trace: ctx.trace, lang }) : { status: 'no_history_source' };
    const priced = priceSportsEvents([event], { sport: p.sport, markets, rating, asOf: ctx.asOf, lang });
    const settings = requireRule(SPORTS_SCAN_SETTINGS, ctx.asOf);
    const plays = rankLinePicks(priced.map((x) => ({ event: x, line: x.line })), { count: settings.value.picks, positiveOnly: true }).map((r) => shapeLinePick(r.rank, r.event, r.outcome, { sport: p.sport, asOf: ctx.asOf, lang }));
    const ok = priced.filter((x) => x.line.status === 'ok');
    const tiers = requireRule(SPORTS_DATA_CONFIDENCE, ctx.asOf);
    const t = createTranslate(sportsScanMessages, lang);
    const citations = () => mergeSportsCitations([settings, tiers, ...ok.map((x) => x.line.rules), ...(rating.status === 'rated' ? [rating.rating.rules] : [])], lang);
    const match = { id: event.id, competition: event.competition, competition_title: event.competitionTitle, home_team: event.homeTeam!, away_team: event.awayTeam!, commence_time: event.commenceTime };
    // No positive-EV play is nothing to sell: the nearest prices are named in the 409, never charged.
    if (plays.length === 0) {
      const nearest = rankLinePicks(priced.map((x) => ({ event: x, line: x.line })), { count: settings.value.picks }).map((r) => shapeLinePick(r.rank, r.event, r.outcome, { sport: p.sport, asOf: ctx.asOf, lang }));
      const best = nearest[0];
      if (best === undefined) throw new NothingClearsError(t('game_none', { home: event.homeTeam!, away: event.awayTeam!, lines: ok.length }), { details: { sport: p.sport, event: match, measured: { lines: priced.length, lines_priced: ok.length, with_edge: 0, best_ev: null }, near_misses: [], ...citations() } });
      throw new NothingClearsError(t('game_no_edge', { home: event.homeTeam!, away: event.awayTeam!, lines: ok.length, selection: best.selection, price: best.price.toFixed(2), book: best.book_title, ev: best.ev.toFixed(3) }), {
        problem: 'no-edge',
        details: { sport: p.sport, event: match, measured: { lines: priced.length, lines_priced: ok.length, with_edge: 0, best_ev: best.ev }, near_misses: nearest, ...citations() },
      });
    }
    const outlook = rating.status === 'rated' ? readSoccerMatchOutlook(rating.rating, { asOf: ctx.asOf, home: event.homeTeam!, away: event.awayTeam! }) : null;
    // What the whole scan saw: the words of its best-priced line (the moneyline when priced).
    const lead = ok.find((x) => x.line.market === 'h2h') ?? ok[0];
    const words = lead === undefined ? null : describeLinePick(lead.line, lead.line.outcomes[0]!, { asOf: ctx.asOf, sport: p.sport, home: event.homeTeam!, away: event.awayTeam!, updated: lead.updated, model: lead.model, lang });
    return {
      sport: p.sport,
      event: match,
      confidence: tiers.value.by_sport[p.sport] ?? tiers.value.default,
      plays,
      lines: priced.map(({ line }) => ({
        market: line.market,
        line: line.line,
        status: line.status,
        books_used: line.books_used,
        source: line.source,
        outcomes: line.outcomes.map((o) => ({ name: o.name, point: o.point, price: o.best.price, book: o.best.book, fair_probability: o.fair_probability, ev: o.ev })),
      })),
      model: outlook,
      explanation: t('game_explanation', { home: event.homeTeam!, away: event.awayTeam!, plays: plays.length, lines: ok.length, best: `${plays[0]!.selection} @ ${plays[0]!.price.toFixed(2)}` }),
      saw: words?.saw ?? [],
      not_seen: words?.not_seen ?? [],
      ...citations(),
    };
  },
  response: scanGameResponse,
  conflict: 'No price of the match beats its fair probability (no-edge, with the nearest prices), or no line is priced by enough books (nothing-clears).',
});
