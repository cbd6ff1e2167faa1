import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { confidenceSchema, evidenceShape, oddsEventRefSchema, pricedLineSchema, sportsPickSchema } from './_sportsShapes.js';

/** The 200 answer of scanGame. */
export const scanGameResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    sport: z.string().describe('The sport key asked.'),
    event: oddsEventRefSchema,
    confidence: confidenceSchema,
    plays: z.array(sportsPickSchema).describe('Up to three positive-EV plays, best first, at most one per line; empty when no price beats its fair probability.'),
    lines: z.array(pricedLineSchema).describe('Every line of the match, priced.'),
    model: z
      .looseObject({
        expected_goals: z.looseObject({ home: z.number().describe('Home.'), away: z.number().describe('Away.') }).describe('Expected goals.'),
        home_win: z.number().describe('Home win.'),
        draw: z.number().describe('Draw.'),
        away_win: z.number().describe('Away win.'),
        both_teams_score: z.number().describe('Both teams to score.'),
        likely_scores: z.array(z.looseObject({ score: z.string().describe('Home-away.'), probability: z.number().describe('Probability.'), fair_odds: z.number().describe('1 / probability.') })).describe('The five likeliest scores.'),
      })
      .nullable()
      .describe('The Dixon–Coles rating\'s reading of the match (soccer, both teams rated); null otherwise.'),
    ...evidenceShape,
    explanation: prose(z.string()).describe('The match in one sentence.'),
  })
  .describe('Deep single-match analysis with up to three ranked positive-expected-value plays.');
