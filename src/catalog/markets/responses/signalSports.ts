import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { confidenceSchema, f1ScanShape, sportsPickSchema } from './_sportsShapes.js';

/** A pick of the F1 answer (sport=f1): a driver to win, priced by the results rating only. */
const f1PickSchema = z
  .looseObject({
    rank: z.number().describe('By win probability.'),
    driver_id: z.string().describe('Driver id.'),
    name: z.string().describe('Driver.'),
    team: z.string().describe('Team.'),
    market: z.literal('winner').describe('The race winner.'),
    fair_probability: z.number().describe('Win probability from the results rating.'),
    fair_odds: z.number().describe('1 / probability.'),
    price: z.null().describe('No odds source prices F1: no bookmaker price.'),
    ev: z.null().describe('No price, no EV.'),
  })
  .describe('An F1 favourite (sport=f1).');

const optionalF1 = Object.fromEntries(Object.entries(f1ScanShape).map(([k, v]) => [k, (v as z.ZodType).optional()])) as { [K in keyof typeof f1ScanShape]: z.ZodOptional<(typeof f1ScanShape)[K]> };

/** The 200 answer of signalSports. */
export const signalSportsResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    ...optionalF1,
    sport: z.string().describe('The sport key asked; `f1` answers the F1 field scan (its members `race`, `drivers`, ... present).'),
    picks: z.array(z.union([sportsPickSchema, f1PickSchema])).describe('Up to three picks, best EV first and at most one per line; for f1 the three favourites by win probability.'),
    market: z.enum(['h2h', 'spreads', 'totals']).nullable().optional().describe('The market asked; null: all three (absent for f1).'),
    event: z.string().nullable().optional().describe('The event filter asked; null: every listed event (absent for f1).'),
    confidence: confidenceSchema.optional(),
    scanned: z
      .looseObject({
        competitions: z.array(z.string()).describe('Competitions read.'),
        omitted_competitions: z.array(z.string()).describe('Competitions in season but not read (past the per-call cap).'),
        events: z.number().describe('Events priced.'),
        lines: z.number().describe('Lines read.'),
        lines_priced: z.number().describe('Lines with a consensus.'),
        lines_thin: z.number().describe('Lines too few books priced.'),
        lines_with_model: z.number().describe('Lines whose fair probability blends the rating.'),
        rating: z
          .looseObject({
            status: z.string().describe('`ok` (a rating was fitted), `insufficient`, `no_history_source`, `source_failed` or `no_season`.'),
            seasons: z.array(z.string()).describe('Seasons of results read.'),
            matches: z.number().describe('Results before the date.'),
            teams_rated: z.number().describe('Teams with enough matches to be rated.'),
          })
          .describe('The results rating behind the blend.'),
      })
      .optional()
      .describe('What was scanned (absent for f1).'),
    explanation: prose(z.string()).describe('The answer in one sentence.'),
  })
  .describe('Sports pick: three ranked picks with their fair probabilities and where they came from, EV and quarter-Kelly stakes; for sport=f1 the F1 field scan.');
