import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { moneySchema } from '../../../core/moneySchema.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/*
 * Response pieces shared by the prediction-market endpoints (predvenue, the predmarket scan, politics, ticker, macro,
 * coinflip, stormy, rainy, gaia, attention): one priced contract, the lists every scan answers with, the scan block.
 */

/** A model's inputs: numbers, words, flags or null. */
export const modelInputsSchema = z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])).describe("The model's inputs by name (figures in the units the model names).");

/** One contract priced at the executable book. */
export const pricedContractSchema = z
  .looseObject({
    venue: z.enum(['polymarket', 'kalshi', 'manifold']).describe('The venue.'),
    market_id: z.string().describe("The venue's market id (Gamma id, Kalshi ticker)."),
    event_id: z.string().nullable().describe("The venue's event or group id, or null."),
    question: z.string().describe("The venue's question, as written."),
    url: z.string().nullable().describe("The market's page, when known."),
    outcome: z.string().describe('The outcome the probability is for (Yes, Up, a bucket).'),
    side: z.enum(['buy_yes', 'buy_no']).describe('`buy_yes` takes the asks of that outcome; `buy_no` takes its bids (selling it is buying No at 1 − bid).'),
    execution: z
      .looseObject({
        contracts_requested: moneySchema.describe('Contracts the book was walked to (the stated size).'),
        contracts_filled: moneySchema.describe('Contracts the book filled at that size.'),
        complete: z.boolean().describe('False when the book is thinner than the stated size: the figures are for what it fills.'),
        levels_used: z.number().describe('Book levels the fill reached.'),
        average_price: moneySchema.describe('Average price paid per $1 contract of this side: never the mid or the last trade.'),
        worst_price: moneySchema.describe('The worst price the fill reached.'),
        fees: moneySchema.describe("The venue's fees for the fill, dollars."),
        fee_per_contract: moneySchema.describe('Fees per contract.'),
        all_in_price: moneySchema.describe('Average price plus fee per contract.'),
        book: z.enum(['book', 'top', 'none']).describe('`book`: the full order book was read; `top`: only the listed best quote.'),
      })
      .describe('The fill at the executable book.'),
    probability: z
      .looseObject({
        value: z.number().describe("guidekit's probability that the outcome pays."),
        side_wins: z.number().describe('The probability that the side taken pays (1 − value for buy_no).'),
        market_mid: z.number().nullable().describe('The mid of the best quotes, for comparison only (never traded at); null without both quotes.'),
        model: z.string().describe('The model that gave the probability.'),
        calibrated: z.boolean().describe('True when a calibration fitted on resolved markets was applied.'),
        inputs: modelInputsSchema,
        band: z
          .looseObject({ low: z.number().describe('Low end.'), high: z.number().describe('High end.') })
          .nullable()
          .describe('The band around the probability (the volatility estimate\'s sampling error); when present, a buy is priced at its low end and a sale at its high end. Null without one.'),
      })
      .describe("guidekit's probability, its model and inputs."),
    edge: z.number().describe('Side-wins probability minus the all-in price, in probability points (expected profit per $1 contract).'),
    ev_per_contract: moneySchema.describe('Expected profit per contract after fees, dollars.'),
    ev_total: moneySchema.describe('Expected profit of the whole fill, dollars.'),
    capital_locked: moneySchema.describe('Dollars the fill locks until resolution.'),
    kelly: z
      .looseObject({ full: moneySchema.describe('Full Kelly share of bankroll.'), stake: moneySchema.describe('The stake reported: full Kelly × fraction.'), fraction: z.number().describe('The fraction of full Kelly (¼).') })
      .describe('Kelly sizing for a $1 contract at the all-in price.'),
    days_to_resolution: z.number().nullable().describe('Days until the venue expects to resolve it (the capital comes back); null when it gives no time.'),
    return_on_capital: z
      .looseObject({
        period: moneySchema.describe('Expected profit over capital locked, for the holding period.'),
        simple_annual: moneySchema.describe('The period return × 365 / days.'),
        compound_annual: moneySchema.nullable().describe('Compounded annual return; null for a total loss or a hold under 7 days (compounding assumes back-to-back repeats).'),
      })
      .nullable()
      .describe('The return of the locked capital and its annualisation; null without days to resolution.'),
    resolution: z
      .looseObject({
        close_time: z.string().nullable().describe('When trading closes.'),
        expected_resolution_time: z.string().nullable().describe('When the venue expects to resolve it.'),
        source: z.string().nullable().describe('The resolution source the venue names.'),
        rules_excerpt: z.string().nullable().describe("The start of the venue's rules, as written."),
        void_risks: z.array(z.string()).describe('Rule sentences that could void, delay or change the payout, quoted.'),
      })
      .describe('What decides the market and what could void it, in the venue\'s words.'),
  })
  .describe('One contract priced at the executable book against guidekit\'s probability.');

/** The lists every prediction scan answers with. */
export const predictionScanListsShape = {
  opportunities: z.array(pricedContractSchema).describe('Contracts whose edge after fees beats the threshold, largest first; empty when nothing clears.'),
  closest_misses: z.array(pricedContractSchema).describe('The contracts that came closest without clearing.'),
  fee_unknown: z
    .array(z.looseObject({ venue: z.string().describe('Venue.'), market_id: z.string().describe('Market id.'), question: z.string().describe('Question.') }).describe('A market whose fee is not known.'))
    .describe("Markets whose fee the venue's data does not settle: not priced, never priced as free."),
  not_priced: z
    .array(
      z
        .looseObject({ venue: z.string().describe('Venue.'), market_id: z.string().describe('Market id.'), question: z.string().describe('Question.'), reason: z.string().describe('Why it was not priced (a stable code).') })
        .describe('A market read but not priced.'),
    )
    .describe('Markets read but not priced, with a stable reason (play_money, closing_soon, no_quote, unknown_city, no_model_data, ...).'),
};

/** The scan block: what was read and the thresholds applied. */
export const predictionScanBlockSchema = z
  .looseObject({
    min_edge: z.number().describe('The edge a contract must beat, in probability points.'),
    contracts: z.number().describe('The size the books are walked to.'),
    kelly_fraction: z.number().describe('The fraction of full Kelly reported.'),
    markets_listed: z.number().describe('Markets of the family listed by the venues.'),
    books_read: z.number().describe('Markets whose full books were read.'),
    venues: z.array(z.string()).describe('Venues read.'),
  })
  .describe('What the scan read and the thresholds it applied.');

/** The top-level members every prediction endpoint's answer has. */
export const predictionAnswerShape = {
  ...commonResponseShape,
  ...ruleCitationsShape,
  ...predictionScanListsShape,
  scan: predictionScanBlockSchema,
  summary: prose(z.string()).describe('The answer in one sentence: what clears, or how close the nearest came.'),
  notes: prose(z.array(z.string())).describe('What the answer leaves out or could not price, in words.'),
};
