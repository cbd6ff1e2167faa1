import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { fplGameweekSchema, playerProjectionSchema } from './_sportsShapes.js';

/** The 200 answer of scanCompare. */
export const scanCompareResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    sport: z.literal('epl').describe('The player source\'s sport: the Fantasy Premier League game.'),
    gameweek: fplGameweekSchema,
    ranking: z
      .array(z.looseObject({ rank: z.number().describe('Rank.'), id: z.string().describe('FPL id.'), name: z.string().describe('Name.'), projection: z.number().describe('Expected points.'), floor: z.number().nullable().describe('Floor.'), ceiling: z.number().nullable().describe('Ceiling.') }))
      .describe('The players by projected points.'),
    pairs: z
      .array(z.looseObject({ a: z.string().describe('Higher-ranked id.'), b: z.string().describe('Lower-ranked id.'), a_ahead: z.number().nullable().describe('P(a scores more); null on a thin sample.'), fair_odds_a: z.number().nullable().describe('Fair odds of a.') }))
      .describe('Every pair\'s head-to-head.'),
    players: z.array(playerProjectionSchema).describe('Each projection, in the order asked.'),
    explanation: prose(z.string()).describe('The ranking in one sentence.'),
  })
  .describe('Compare and rank named players by projected fantasy points.');
