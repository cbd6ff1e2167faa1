import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { moneySchema } from '../../../core/moneySchema.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { evidenceShape } from './_sportsShapes.js';

const venueLine = z
  .looseObject({
    venue: z.string().describe('polymarket or kalshi.'),
    market_id: z.string().describe('The venue\'s market id.'),
    question: z.string().describe('The venue\'s question.'),
    outcome: z.string().describe('The outcome bought.'),
    url: z.string().nullable().describe('The market\'s page.'),
    event: z
      .looseObject({ id: z.string().describe('Sportsbook event id.'), competition: z.string().describe('Competition key.'), commence_time: z.string().describe('Start.'), home: z.string().describe('Home.'), away: z.string().describe('Away.') })
      .describe('The sportsbook event matched.'),
    side: z.enum(['home', 'away', 'draw']).describe('The side the outcome is about.'),
    negated: z.boolean().describe('True for a No: the side not winning.'),
    ask: moneySchema.describe('Best ask, dollars per $1 contract.'),
    fee: moneySchema.nullable().describe('Taker fee per contract at the ask; null when not computed for the venue\'s fee type.'),
    probability: z.number().describe('De-vigged sportsbook probability of the outcome.'),
    edge: z.number().describe('Probability − (ask + fee): expected profit per contract, dollars.'),
    kelly_stake: z.number().describe('Quarter-Kelly stake, share of bankroll.'),
    books_used: z.number().describe('Books in the consensus.'),
  })
  .describe('A venue moneyline against the sportsbooks.');

/** The 200 answer of signalPmSports. */
export const signalPmSportsResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    sport: z.string().describe('The sport asked.'),
    call: venueLine.describe('The largest edge after fees.'),
    lines: z.array(venueLine).describe('The matched outcomes, best edge first (the call and the next ones).'),
    scanned: z
      .looseObject({
        events_priced: z.number().describe('Sportsbook events with a moneyline consensus.'),
        markets_read: z.number().describe('Venue markets read.'),
        outcomes_matched: z.number().describe('Venue outcomes matched and priced.'),
        events_matched: z.number().describe('Sportsbook events with at least one match.'),
        unmatched: z.number().describe('Venue markets naming no listed event.'),
        ambiguous: z.number().describe('Venue markets naming several.'),
        play_money: z.number().describe('Play-money markets left out.'),
        venues_unavailable: z.array(z.looseObject({ venue: z.string().describe('Venue.'), reason: z.string().describe('Why.') })).describe('Venues that could not be read (the scan used the others).'),
      })
      .describe('What was scanned.'),
    ...evidenceShape,
    explanation: prose(z.string()).describe('The call in one sentence.'),
  })
  .describe('Prediction-market moneylines of one sport against the de-vigged sportsbook consensus: the largest edge after fees.');
