import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { moneySchema } from '../../../core/moneySchema.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { evidenceShape, fplGameweekSchema, fplPlayerLineSchema } from './_sportsShapes.js';

const solveStatus = z.enum(['optimal', 'infeasible', 'time_limit', 'unknown']).describe('The MIP\'s status.');

/** The 200 answer of signalFpl. */
export const signalFplResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    gameweek: fplGameweekSchema,
    horizon: z.array(z.number()).describe('The gameweeks optimised over.'),
    captaincy: z
      .looseObject({
        from: z.enum(['manager_squad', 'optimal_squad']).describe('Whose squad: the manager\'s, or the optimal one.'),
        captain: fplPlayerLineSchema,
        vice_captain: fplPlayerLineSchema,
        margin: z.number().describe('Captain\'s next-gameweek xP minus the vice-captain\'s.'),
        formation: z.string().describe('DEF-MID-FWD.'),
        lineup: z.array(fplPlayerLineSchema).describe('The eleven.'),
        bench: z.array(fplPlayerLineSchema).describe('The bench in order.'),
      })
      .nullable()
      .describe('Captaincy for the next gameweek; null when no squad could be built.'),
    squad_build: z
      .looseObject({
        status: solveStatus,
        squad: z.array(fplPlayerLineSchema).describe('The 15.'),
        cost: moneySchema.describe('Squad cost, millions.'),
        lineup_xp: z.number().describe('xP of the best eleven over the horizon, captain doubled.'),
        objective: z.number().describe('The MIP objective (bench weights included).'),
        candidates: z.number().describe('Players left in the MIP after dominated ones were left out.'),
      })
      .describe('The optimal 100.0m squad over the horizon.'),
    transfer_scan: z
      .looseObject({
        by_position: z
          .looseObject({ GK: z.array(fplPlayerLineSchema), DEF: z.array(fplPlayerLineSchema), MID: z.array(fplPlayerLineSchema), FWD: z.array(fplPlayerLineSchema) })
          .describe('The best players of each position over the horizon.'),
        differentials: z.array(fplPlayerLineSchema).describe('The best players few managers own.'),
      })
      .describe('The transfer scan over the full pool.'),
    transfers: z
      .looseObject({
        status: solveStatus,
        out: z.array(fplPlayerLineSchema).describe('Sold.'),
        in: z.array(fplPlayerLineSchema).describe('Bought.'),
        hits: z.number().describe('Transfers beyond the free ones.'),
        hit_points: z.number().describe('Points paid for them.'),
        bank_after: moneySchema.describe('Bank after the moves, millions.'),
        gain: z.number().describe('xP gained over the horizon after hits, against keeping the squad.'),
      })
      .nullable()
      .describe('The transfer plan for the manager\'s squad; null without one.'),
    ...evidenceShape,
    explanation: prose(z.string()).describe('The advice in one sentence.'),
  })
  .describe('Fantasy football engine: captaincy, transfer scan over the full pool, the optimal 100.0m squad, and a transfer plan.');
