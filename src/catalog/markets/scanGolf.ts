import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { NothingClearsError } from '../../core/NothingClearsError.js';
import { mergeSportsCitations } from '../../markets/sportsScans/mergeSportsCitations.js';
import { scanGolfOutrights } from '../../markets/sportsScans/scanGolfOutrights.js';
import { langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { scanGolfResponse } from './responses/scanGolf.js';

const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * GET /api/scan/golf: a tournament's whole field across every bet type. The outright market of every book is de-vigged
 * into a consensus; a seeded simulation calibrated to it (round scores normal about each player's mean, the event's cut,
 * dead heats settled) prices top five, ten and twenty, the cut and matchups of the head of the market. The odds source
 * prices only the winner, so the other bet types carry fair odds and the answer says so; outright prices carry EV and a
 * quarter-Kelly stake. Parameter (ours: the spec shows none): `event`, words of the tournament's name (default: the next
 * tournament priced).
 */
export const scanGolf = defineEndpoint({
  operationId: 'scanGolf',
  method: 'GET',
  path: '/api/scan/golf',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Whole-field golf scan across every bet type.',
  params: z.object({
    // Words of the tournament's name (`masters`, `us open`); default the next one priced.
    event: q.text({ max: 80 }).optional().meta(UNDECLARED_PARAM_META),
    lang: langParam,
  }),
  needs: ['odds'],
  run: async (p, ctx) => {
    const lang = ctx.lang.lang;
    const board = await ctx.ports.odds.odds({ sport: 'golf', markets: ['outrights'] }, { trace: ctx.trace });
    const priced = board.events.filter((e) => e.bookmakers.some((b) => b.markets.some((m) => m.market === 'outrights'))).sort((a, b) => a.commenceTime.localeCompare(b.commenceTime));
    if (priced.length === 0) throw new NothingClearsError('No golf tournament is priced as an outright market now: there is nothing to scan.', { details: { competitions: board.competitions } });
    let event = priced[0]!;
    if (p.event !== undefined) {
      const words = fold(p.event).split(' ');
      const found = priced.filter((e) => {
        const name = fold(`${e.competitionTitle} ${e.competition.replace(/_/g, ' ')}`).split(' ');
        return words.every((w) => name.includes(w));
      });
      if (found.length === 0) throw new GuidekitError(`scanGolf: no priced tournament matches ${JSON.stringify(p.event)} (priced: ${priced.map((e) => e.competitionTitle).join('; ')})`, { code: 'unknown_event', field: 'event' });
      event = found[0]!;
    }
    const { rules, ...scan } = scanGolfOutrights(event, { asOf: ctx.asOf, lang });
    return { ...scan, tournaments_priced: priced.map((e) => e.competitionTitle), ...mergeSportsCitations([rules], lang) };
  },
  response: scanGolfResponse,
  conflict: 'No golf tournament is priced as an outright market now (nothing-clears).',
});
