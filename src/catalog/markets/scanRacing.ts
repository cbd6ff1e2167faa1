import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { mergeSportsCitations } from '../../markets/sportsScans/mergeSportsCitations.js';
import { sportsScanMessages } from '../../markets/sportsScans/messages/sportsScans.js';
import { langParam, UNDECLARED_PARAM_META } from '../sharedParams.js';
import { readPricedCards } from './_sports/readPricedCards.js';
import { scanRacingResponse } from './responses/scanRacing.js';

/**
 * GET /api/scan/racing: a day's GB and Irish racecards, each priced: the field's de-vigged win probabilities from every
 * bookmaker's prices, place probabilities by Harville's model for the race's each-way terms, and each card's highest-EV
 * selection (win or each-way) with its quarter-Kelly stakes. Parameters (ours: the spec shows none): `date` (default
 * today), `country` (GB or IRE) and `course`. Needs a configured racecard feed (docs/sports-sources.md).
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
    const withSelection = cards.filter((c) => c.selection !== null);
    const best = [...withSelection].sort((a, b) => b.selection!.ev - a.selection!.ev)[0];
    return {
      date: p.date ?? ctx.asOf,
      cards: cards.map(({ rules: _rules, ...card }) => card),
      best: best === undefined ? null : { race_id: best.race.race_id, course: best.race.course, off_time: best.race.off_time, selection: best.selection! },
      explanation: t('racing_scan_explanation', {
        cards: cards.length,
        courses: [...new Set(cards.map((c) => c.race.course))].join(', '),
        edges: withSelection.filter((c) => c.selection!.edge).length,
        best: best === undefined ? '—' : best.explanation,
      }),
      ...mergeSportsCitations(cards.map((c) => c.rules), lang),
    };
  },
  response: scanRacingResponse,
  conflict: 'No GB or Irish racing is carded on the date (nothing-clears).',
});
