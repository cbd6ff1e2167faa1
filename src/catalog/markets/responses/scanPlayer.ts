import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { fplGameweekSchema, playerProjectionSchema } from './_sportsShapes.js';

/** The 200 answer of scanPlayer. */
export const scanPlayerResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    ...playerProjectionSchema.shape,
    sport: z.literal('epl').describe('The player source\'s sport: the Fantasy Premier League game.'),
    gameweek: fplGameweekSchema,
    explanation: prose(z.string()).describe('The outlook in one sentence.'),
  })
  .describe('Single-player projected outlook: expected fantasy points with their spread, points over/under and goal props.');
