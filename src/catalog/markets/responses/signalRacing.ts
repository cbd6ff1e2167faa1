import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { racecardSchema } from './_sportsShapes.js';

/** The 200 answer of signalRacing. */
export const signalRacingResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    date: z.string().describe('The meeting day.'),
    pick: racecardSchema.shape.selection
      .unwrap()
      .extend({ race_id: z.string().describe('Race.'), course: z.string().describe('Course.'), off_time: z.string().describe('Off time.') })
      .describe('The day\'s highest-EV selection across the cards.'),
    card: racecardSchema,
    cards_scanned: z.number().describe('Cards priced.'),
    explanation: prose(z.string()).describe('The pick in one sentence.'),
  })
  .describe('Horse racing pick: the day\'s highest-EV selection, win or each-way, with its card.');
