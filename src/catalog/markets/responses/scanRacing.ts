import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { racecardSchema } from './_sportsShapes.js';

/** The 200 answer of scanRacing. */
export const scanRacingResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    date: z.string().describe('The meeting day.'),
    cards: z.array(racecardSchema).describe('Every card of the day, in off-time order, each with its highest-EV selection.'),
    best: z
      .looseObject({
        race_id: z.string().describe('Race.'),
        course: z.string().describe('Course.'),
        off_time: z.string().describe('Off time.'),
        selection: racecardSchema.shape.selection.unwrap(),
      })
      .describe('The highest-EV selection of the day, one whose price beats its fair probability (when none does the answer is a 409 no-edge).'),
    explanation: prose(z.string()).describe('The day in one sentence.'),
  })
  .describe('GB and Ireland racecard scan: every card priced, each with its highest-EV selection.');
