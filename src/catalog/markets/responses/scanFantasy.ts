import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { moneySchema } from '../../../core/moneySchema.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { evidenceShape, fplGameweekSchema, fplPlayerLineSchema } from './_sportsShapes.js';

/** The 200 answer of scanFantasy. */
export const scanFantasyResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    sport: z.literal('epl').describe('The fantasy game: the Fantasy Premier League.'),
    gameweek: fplGameweekSchema,
    start_sit: z
      .looseObject({
        start: z.array(fplPlayerLineSchema).describe('The eleven to start.'),
        sit: z.array(fplPlayerLineSchema).describe('The bench, in order.'),
        captain: fplPlayerLineSchema,
        vice_captain: fplPlayerLineSchema,
        formation: z.string().describe('DEF-MID-FWD.'),
      })
      .nullable()
      .describe('Start/sit for the manager\'s squad; null without one.'),
    waivers: z.array(fplPlayerLineSchema).describe('The best players few managers own (FPL has no waiver wire), outside the squad.'),
    trades: z
      .looseObject({
        status: z.enum(['optimal', 'infeasible', 'time_limit', 'unknown']).describe('The MIP\'s status.'),
        out: z.array(fplPlayerLineSchema).describe('Sold.'),
        in: z.array(fplPlayerLineSchema).describe('Bought.'),
        hits: z.number().describe('Transfers beyond the free ones.'),
        hit_points: z.number().describe('Points paid.'),
        bank_after: moneySchema.describe('Bank after, millions.'),
        gain: z.number().describe('xP gained over the horizon after hits.'),
      })
      .nullable()
      .describe('The transfer plan for the manager\'s squad; null without one.'),
    dfs: z
      .looseObject({
        book: z.literal('fpl').describe('The slate\'s source: the FPL game.'),
        contest: z.enum(['gpp', 'cash']).describe('Contest type.'),
        slate: z.number().describe('The gameweek.'),
        status: z.enum(['optimal', 'infeasible', 'time_limit', 'unknown']).describe('The MIP\'s status.'),
        formation: z.string().nullable().describe('The best formation.'),
        lineup: z.array(z.looseObject({ slot: z.string().describe('Slot.'), player: fplPlayerLineSchema })).describe('The eleven.'),
        cost: moneySchema.describe('Cost of the eleven, millions.'),
        cap: moneySchema.describe('The eleven\'s cap: the budget less the cheapest bench.'),
        projection: z.number().describe('Projected points.'),
        candidates: z.number().describe('Players left in the MIP after dominated ones were left out.'),
        note: prose(z.string()).describe('What the slate is and what it does not model.'),
      })
      .nullable()
      .describe('The DFS lineup, when a contest or book is asked; null otherwise.'),
    ...evidenceShape,
    explanation: prose(z.string()).describe('The advice in one sentence.'),
  })
  .describe('Fantasy advice on the FPL game: start/sit, waivers, trades and a DFS lineup on the gameweek.');
