import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { moneySchema } from '../../../core/moneySchema.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** One priced candidate of the perpetual scan. */
export const perpNearMissSchema = z
  .looseObject({
    asset: z.string().describe('The asset (BTC, TSLA, ...).'),
    perp_venue: z.string().describe('Venue of the dislocated listing (binance, hyperliquid, hyperliquid:<dex>).'),
    hedge_venue: z.string().nullable().describe('Venue of the hedge leg; null when one venue lists the asset (priced against its oracle).'),
    gap_bps: z.number().describe('The gap the trade would capture, basis points of the reference.'),
    cost_floor_bps: z.number().describe('Its round-trip cost floor, basis points of notional.'),
    score: z.number().describe('Gap in cost-floor units.'),
    shortfall_bps: z.number().describe('How far the gap falls short of the floor; 0 when it clears.'),
    clears: z.boolean().describe('True when the gap clears the floor.'),
  })
  .describe('A candidate priced against its books.');

/** A candidate set aside. */
export const perpExclusionSchema = z
  .looseObject({
    asset: z.string().describe('The asset.'),
    venue: z.string().describe('The venue whose listing could not be priced.'),
    reason: z.enum(['no_book', 'dead_book', 'too_thin', 'stale', 'no_fee_schedule', 'funding_unknown', 'far_from_reference']).describe('Why (far_from_reference: the sanity gate, a book whose mid cannot be this asset\'s).'),
    detail: prose(z.string()).describe('Why, in words.'),
  })
  .describe('A candidate set aside, and why.');

/** What the scan covered. */
export const perpScannedSchema = z
  .looseObject({
    venues: z.array(z.string()).describe('Venues read.'),
    listings: z.number().describe('Perpetual listings the venues gave.'),
    priced: z.number().describe('Listings with a mark, one per venue and asset.'),
    assets: z.number().describe('Distinct assets.'),
    single_venue: z.number().describe('Assets only one venue lists (priced against the oracle or index).'),
    unreferenced: z.number().describe('Single-venue assets without an oracle or index: not priced.'),
    candidates: z.number().describe('Assets whose books were read after the mark screen.'),
  })
  .describe('What the scan covered.');

const legSchema = z.looseObject({
  venue: z.string().describe('Venue.'),
  symbol: z.string().describe('The venue\'s symbol.'),
  side: z.enum(['long', 'short']).describe('Direction of the leg.'),
  entry_price: z.number().describe('Average fill at the stated notional on the entry side (sell into bids, buy the asks).'),
  mid: z.number().describe('The book\'s mid.'),
});

const costLegSchema = z
  .looseObject({
    venue: z.string().describe('Venue.'),
    side: z.enum(['long', 'short']).describe('Direction.'),
    best_bid: z.number().nullable().describe('Best bid.'),
    best_ask: z.number().nullable().describe('Best ask.'),
    mid: z.number().nullable().describe('Mid.'),
    fees: z.number().describe('2 × the taker fee, fraction of notional.'),
    spread: z.number().nullable().describe('(ask − bid) ÷ mid.'),
    impact: z.number().nullable().describe('Slippage beyond the touch walking both sides at the notional, ÷ mid.'),
    entry_price: z.number().nullable().describe('Average entry fill.'),
    funding_pnl: z.number().describe('Funding received (+) or paid (−) over the holding period, fraction of notional.'),
    fillable: z.boolean().describe('Both sides hold the notional.'),
  })
  .describe('One leg\'s share of the cost floor.');

/** The convergence trade. */
const tradeSchema = z
  .looseObject({
    asset: z.string().describe('The asset.'),
    reference: z.number().describe('Reference price per unit of the asset.'),
    reference_kind: z.enum(['median_of_venues', 'oracle']).describe('Median of the venues\' marks, or the single venue\'s oracle or index.'),
    dislocation_bps: z.number().describe('(perpetual mid − reference) ÷ reference, basis points; positive when rich.'),
    gap_bps: z.number().describe('The gap the trade captures (against the hedge\'s mid, or the oracle), basis points.'),
    score: z.number().describe('Gap in cost-floor units.'),
    perp: legSchema
      .extend({
        take_profit: z.number().describe('Perpetual price at which the gap has shrunk to the model\'s residual (hedge held).'),
        stop_loss: z.number().describe('Perpetual price at which the gap has widened by the model\'s stop share.'),
      })
      .describe('The dislocated listing.'),
    hedge: legSchema.nullable().describe('The hedge leg; null when the perpetual alone converges to its oracle.'),
    cost_floor: z
      .looseObject({
        fees_bps: z.number().describe('Taker fees, both legs, entry and exit.'),
        spreads_bps: z.number().describe('Both quoted spreads.'),
        impact_bps: z.number().describe('Book-walk impact at the notional.'),
        funding_bps: z.number().describe('|Expected funding over the holding period|.'),
        funding_pnl_bps: z.number().describe('Expected funding, signed (+ received).'),
        buffer_bps: z.number().describe('The buffer.'),
        total_bps: z.number().describe('The floor.'),
        legs: z.array(costLegSchema).describe('Each leg\'s share.'),
      })
      .describe('The cost floor, each component in basis points of notional.'),
    size: z.looseObject({ notional_usd: moneySchema.describe('Notional per leg, USD.'), holding_hours: z.number().describe('Holding period.') }).describe('Size and holding period.'),
    ev: z
      .looseObject({
        probability: z.number().nullable().describe('Measured probability of reaching the take-profit before the stop; null while none is on record (never an assumed one).'),
        breakeven_probability: z.number().nullable().describe('The probability at which the bet breaks even, loss ÷ (win + loss); null when even the take-profit does not cover the costs.'),
        win_bps: z.number().describe('Net gain at the take-profit.'),
        loss_bps: z.number().describe('Loss at the stop, costs included.'),
        ev_bps: z.number().nullable().describe('Expected value per unit of notional; null without a measured probability.'),
        net_ev_usd: moneySchema.nullable().describe('Expected value at the stated notional, USD; null without a measured probability.'),
      })
      .describe('The payoffs, and the net expected value when a measured probability exists.'),
    kelly: z
      .looseObject({
        fraction: z.number().describe('Share of full Kelly advised (a quarter).'),
        full_kelly: z.number().describe('Full-Kelly notional per leg as a share of bankroll.'),
        stake: z.number().describe('Advised notional per leg as a share of bankroll (fraction × full Kelly, capped).'),
        capped: z.boolean().describe('True when the cap set the stake.'),
        stake_usd_per_10k: moneySchema.describe('Advised notional per leg for a 10,000 USD bankroll.'),
      })
      .nullable()
      .describe('Quarter-Kelly size; null without a measured probability.'),
    notes: prose(z.array(z.string())).describe('Assumptions and caveats, in words.'),
  })
  .describe('The convergence trade on the largest dislocation that clears its cost floor.');

/** The 200 answer of signalPerps. */
export const signalPerpsResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    status: z.literal('clears').describe('A dislocation clears its cost floor (when none does the answer is a 409).'),
    trade: tradeSchema,
    near_misses: z.array(perpNearMissSchema).describe('The next candidates by score.'),
    excluded: z.array(perpExclusionSchema).describe('Candidates set aside, and why.'),
    scanned: perpScannedSchema,
    explanation: prose(z.string()).describe('The call in one sentence.'),
  })
  .describe('Perpetual dislocation scan: the single largest gap against a cross-venue reference, in cost-floor units, as a convergence trade with its cost floor, quarter-Kelly size, net EV and a near-miss ladder.');
