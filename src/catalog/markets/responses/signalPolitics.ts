import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { moneySchema } from '../../../core/moneySchema.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** A trade built only from venue numbers: a ladder bought on every leg, or one event bought on both sides across two venues. */
const venuePlaySchema = z
  .looseObject({
    kind: z.enum(['sum_arbitrage', 'dislocation']).describe('`sum_arbitrage`: every leg of a mutually exclusive ladder; `dislocation`: Yes on one venue and No on another for the same event.'),
    venues: z.array(z.string()).describe('The venue(s).'),
    title: z.string().describe('The event or question.'),
    direction: z.enum(['buy_yes_every_leg', 'buy_no_every_leg', 'yes_first_no_second']).describe('What is bought: Yes on every leg, No on every leg (selling every Yes), or Yes on the first venue and No on the second.'),
    coverage: z.enum(['exhaustive', 'exclusive', 'same_event']).describe('What guarantees the payout: exactly one leg wins (exhaustive), at most one (exclusive: only selling every Yes is riskless), or the same event on two venues (their rules may differ).'),
    size: moneySchema.describe('Sets traded (contracts per leg), the depth the books hold at a profit.'),
    legs: z
      .array(
        z
          .looseObject({
            venue: z.string().describe('Venue.'),
            market_id: z.string().describe('Market id.'),
            question: z.string().describe('Question.'),
            action: z.enum(['buy_yes', 'buy_no']).describe('The contract bought.'),
            contracts: moneySchema.describe('Contracts.'),
            average_price: moneySchema.describe('Average price paid for the contract bought (walked at the book).'),
            worst_price: moneySchema.describe('Worst price reached.'),
            fees: moneySchema.describe('Venue fees, dollars.'),
            levels_used: z.number().describe('Book levels reached.'),
          })
          .describe('One leg.'),
      )
      .describe('Every leg, filled at the executable book.'),
    profit: moneySchema.describe('Profit locked at resolution after fees, dollars.'),
    capital_locked: moneySchema.describe('Dollars locked until resolution.'),
    days_to_resolution: z.number().nullable().describe('Days until resolution (the latest leg), or null.'),
    return_on_capital: z
      .looseObject({ period: moneySchema.describe('Profit over capital.'), simple_annual: moneySchema.describe('× 365 / days.') })
      .nullable()
      .describe('Return of the locked capital and its annualisation, or null.'),
    resolution: z
      .array(z.looseObject({ venue: z.string().describe('Venue.'), market_id: z.string().describe('Market id.'), source: z.string().nullable().describe('Resolution source.'), void_risks: z.array(z.string()).describe('Rule sentences that could void or change the payout, quoted.') }).describe('Resolution terms of one leg.'))
      .describe('What decides the legs and what could void them.'),
  })
  .describe('One trade from venue numbers only.');

/** The 200 answer of signalPolitics. */
export const signalPoliticsResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  tag: z.enum(['politics', 'geopolitics', 'elections']).nullable().describe('The tag asked for, or null.'),
  sum_arbitrage: z.array(venuePlaySchema).describe('Depth-verified sum-arbitrage on ladders, largest profit first; empty when none clears.'),
  dislocations: z.array(venuePlaySchema).describe('The same event bought on both sides across two venues for less than $1 a set after fees.'),
  closest_misses: z
    .array(
      z
        .looseObject({
          kind: z.string().describe('`sum_arbitrage` or `dislocation`.'),
          title: z.string().describe('Event or question.'),
          venues: z.array(z.string()).describe('Venues.'),
          profit_per_set: moneySchema.nullable().describe('Profit (negative: cost) of one set at the books, fees included; null when not every leg is quoted.'),
          reason: z.string().describe('Why it does not clear (no_edge, missing_quote, not_exhaustive, too_thin).'),
        })
        .describe('A ladder or pair that came close.'),
    )
    .describe('The nearest misses, so an empty scan still shows how close it came.'),
  fee_unknown: z.array(z.looseObject({ venue: z.string().describe('Venue.'), market_id: z.string().describe('Market id.'), question: z.string().describe('Question.') }).describe('A leg whose fee is not known.')).describe("Legs whose fee the venue's data does not settle."),
  scan: z
    .looseObject({
      contracts: z.number().describe('The size dislocations are walked to.'),
      markets_listed: z.number().describe('Markets listed.'),
      ladders_checked: z.number().describe('Ladders screened.'),
      cross_venue_events: z.number().describe('Events matched across venues.'),
      venues: z.array(z.string()).describe('Venues read.'),
    })
    .describe('What the scan read.'),
  summary: prose(z.string()).describe('The answer in one sentence.'),
  notes: prose(z.array(z.string())).describe('What the answer uses and leaves out.'),
});
