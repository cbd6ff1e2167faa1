import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { evidenceShape } from './_sportsShapes.js';

const betPrice = z
  .looseObject({
    probability: z.number().describe('Probability (simulated, or the de-vigged consensus for the winner).'),
    fair_odds: z.number().nullable().describe('1 / probability; null at probability 0.'),
    book_price: z.number().nullable().describe('Best bookmaker price; null when the odds source does not price the bet type.'),
    book: z.string().nullable().describe('The book offering it.'),
    ev: z.number().nullable().describe('EV per unit at the book price; null without one.'),
  })
  .describe('One bet type priced.');

/** The 200 answer of scanGolf. */
export const scanGolfResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    event: z
      .looseObject({ id: z.string().describe('Event id.'), competition: z.string().describe('The odds source\'s competition key.'), title: z.string().describe('Tournament.'), commence_time: z.string().describe('Start.') })
      .describe('The tournament.'),
    tournaments_priced: z.array(z.string()).describe('Every tournament the odds source prices now.'),
    cut_rule: z.string().describe('The cut applied (pga_tour, masters, us_open, the_open, pga_championship, ...).'),
    method: z.string().describe('How the outright consensus was de-vigged.'),
    books_used: z.number().describe('Books priced.'),
    players: z
      .array(
        z.looseObject({
          player: z.string().describe('Player.'),
          books: z.number().describe('Books pricing him.'),
          winner: betPrice,
          top5: betPrice,
          top10: betPrice,
          top20: betPrice,
          make_cut: betPrice,
          strength: z.number().describe('Strokes per round against an average player of the field (negative = better).'),
        }),
      )
      .describe('The field by win probability.'),
    matchups: z
      .array(z.looseObject({ a: z.string().describe('Player a.'), b: z.string().describe('Player b.'), a_wins: z.number().describe('P(a finishes ahead).'), tie: z.number().describe('P(tie).'), b_wins: z.number().describe('P(b ahead).'), fair_odds_a: z.number().nullable().describe('Fair odds of a (ties void).'), fair_odds_b: z.number().nullable().describe('Of b.') }))
      .describe('72-hole matchups of the head of the market.'),
    values: z
      .array(z.looseObject({ player: z.string().describe('Player.'), price: z.number().describe('Best outright price.'), book: z.string().describe('Book.'), probability: z.number().describe('Fair win probability.'), ev: z.number().describe('EV per unit.'), edge: z.boolean().describe('EV > 0.'), kelly_stake: z.number().describe('Quarter-Kelly stake, share of bankroll.') }))
      .describe('The outright bets with the highest EV, best first.'),
    simulation: z
      .looseObject({ draws: z.number().describe('Simulated tournaments.'), seed: z.number().describe('Seed.'), calibration_error: z.number().describe('Largest gap between simulated and consensus win probabilities.'), round_sd: z.number().describe('Spread of a round score, strokes.') })
      .describe('The simulation.'),
    ...evidenceShape,
    explanation: prose(z.string()).describe('The scan in one sentence.'),
  })
  .describe('Whole-field golf scan: every bet type priced against the book where it prices one, fair odds elsewhere.');
