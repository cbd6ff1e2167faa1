import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { fplGameweekSchema, playerProjectionSchema } from './_sportsShapes.js';

/** The 200 answer of scanH2h. */
export const scanH2hResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    sport: z.literal('epl').describe('The player source\'s sport: the Fantasy Premier League game.'),
    gameweek: fplGameweekSchema,
    players: z.array(playerProjectionSchema).describe('The two projections, in the order asked.'),
    betting: z
      .looseObject({
        favourite: z.string().describe('Id of the player projected higher.'),
        a: z.string().describe('Player a (the favourite).'),
        b: z.string().describe('Player b.'),
        a_ahead: z.number().nullable().describe('P(a scores more FPL points than b); null when a sample is too thin.'),
        fair_odds_a: z.number().nullable().describe('Fair odds of a.'),
        fair_odds_b: z.number().nullable().describe('Fair odds of b.'),
      })
      .describe('Who scores more: fair probability and odds (no source prices player head-to-heads).'),
    fantasy: z.looseObject({ pick: z.string().describe('Id of the player to pick.'), projection_gap: z.number().describe('His projected edge, points.') }).describe('The fantasy verdict.'),
    explanation: prose(z.string()).describe('The verdict in one sentence.'),
  })
  .describe('Player head-to-head: projections, the betting verdict and the fantasy verdict.');
