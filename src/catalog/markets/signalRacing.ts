import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { mergeSportsCitations } from '../../markets/sportsScans/mergeSportsCitations.js';
import { langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { readPricedCards } from './_sports/readPricedCards.js';
import { requireRacingPick } from './_sports/requireRacingPick.js';
import { signalRacingResponse } from './responses/signalRacing.js';

/**
 * GET /api/signal/racing: the day's single horse-racing pick: every GB and Irish card priced as /api/scan/racing
 * prices it, and the selection with the highest EV across them (win or each-way), with its card. A selection without
 * an edge is nothing to sell: when no card has one the answer is a 409 `no-edge` naming the nearest selections, never
 * charged. Parameters (ours: the spec shows none): `date`, `country`, `course`.
 */
export const signalRacing = defineEndpoint({
  operationId: 'signalRacing',
  method: 'GET',
  path: '/api/signal/racing',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Horse racing pick.',
  params: z.object({
    // The meeting day; default today.
    date: q.date().optional().meta(UNDECLARED_PARAM_META),
    country: q.oneOf(['GB', 'IRE']).optional().meta(UNDECLARED_PARAM_META),
    course: q.text({ max: 60 }).optional().meta(UNDECLARED_PARAM_META),
    lang: langParam,
  }),
  needs: ['racecards'],
  run: async (p, ctx) => {
    const lang = ctx.lang.lang;
    const cards = await readPricedCards(ctx.ports.racecards, { asOf: ctx.asOf, trace: ctx.trace, lang, ...(p.date === undefined ? {} : { date: p.date }), ...(p.country === undefined ? {} : { country: p.country }), ...(p.course === undefined ? {} : { course: p.course }) });
    const [best] = requireRacingPick(cards, { date: p.date ?? ctx.asOf, lang });
    const { rules, ...card } = best!;
    return {
      date: p.date ?? ctx.asOf,
      pick: { ...best!.selection, race_id: best!.race.race_id, course: best!.race.course, off_time: best!.race.off_time },
      card,
      cards_scanned: cards.length,
      explanation: best!.explanation,
      ...mergeSportsCitations([rules], lang),
    };
  },
  response: signalRacingResponse,
  conflict: 'No selection beats its fair probability at the best price (no-edge, with the nearest selections); no GB or Irish racing is carded on the date, or no card could be priced (nothing-clears).',
});
