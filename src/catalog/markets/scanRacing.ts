import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { mergeSportsCitations } from '../../markets/sportsScans/mergeSportsCitations.js';
import { sportsScanMessages } from '../../markets/sportsScans/messages/sportsScans.js';
import { langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { readPricedCards } from './_sports/readPricedCards.js';
import { requireRacingPick } from './_sports/requireRacingPick.js';
import { scanRacingResponse } from './responses/scanRacing.js';

/**
 * GET /api/scan/racing: a day's GB and Irish racecards, each priced: the field's de-vigged win probabilities from every
 * bookmaker's prices, place probabilities by Harville's model for the race's each-way terms, and each card's highest-EV
 * selection (win or each-way) with its quarter-Kelly stakes. The scan sells its best selection: when none beats its fair
 * probability at the best price the answer is a 409 `no-edge` naming the nearest, never charged. Parameters (ours: the
 * spec shows none): `date` (default today), `country` (GB or IRE) and `course`. Needs a configured racecard feed
 * (docs/sports-sources.md).
 */
export const scanRacing = defineEndpoint({
  operationId: 'scanRacing',
  method: 'GET',
  path: '/api/scan/racing',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'GB and Ireland horse-racing card scan, highest-EV selection.',
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
    const t = createTranslate(sportsScanMessages, lang);
    const edged = requireRacingPick(cards, { date: p.date ?? ctx.asOf, lang });
    const best = edged[0]!;
    return {
      date: p.date ?? ctx.asOf,
      cards: cards.map(({ rules: _rules, ...card }) => card),
      best: { race_id: best.race.race_id, course: best.race.course, off_time: best.race.off_time, selection: best.selection },
      explanation: t('racing_scan_explanation', {
        cards: cards.length,
        courses: [...new Set(cards.map((c) => c.race.course))].join(', '),
        edges: edged.length,
        best: best.explanation,
      }),
      ...mergeSportsCitations(cards.map((c) => c.rules), lang),
    };
  },
  response: scanRacingResponse,
  conflict: 'No selection beats its fair probability at the best price (no-edge, with the nearest selections); no GB or Irish racing is carded on the date, or no card could be priced (nothing-clears).',
});
