import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { moneySchema } from '../../../core/moneySchema.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

const protocolSchema = z
  .looseObject({
    name: z.string().describe('Protocol.'),
    slug: z.string().nullable().describe('The aggregator\'s slug.'),
    category: z.string().describe('Its category.'),
    chains: z.array(z.string()).describe('Chains it runs on.'),
    tvl_usd: moneySchema.nullable().describe('Value locked, USD.'),
    change_1d_pct: z.number().nullable().describe('Change over a day, percent.'),
    change_7d_pct: z.number().nullable().describe('Change over a week, percent.'),
    change_7d_usd: moneySchema.nullable().describe('Value change over the week, USD (estimate).'),
    listed: z.string().nullable().describe('Date the aggregator listed it.'),
  })
  .describe('One tokenized real-world-asset protocol.');

/** The 200 answer of signalTokenizationRadar. */
export const signalTokenizationRadarResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    summary: prose(z.string()).describe('The radar in one sentence.'),
    totals: z
      .looseObject({
        protocols: z.number().describe('Protocols counted.'),
        tvl_usd: moneySchema.describe('Their value locked, USD.'),
        change_1d_usd: moneySchema.describe('Its change over a day, USD (estimate).'),
        change_7d_usd: moneySchema.describe('Its change over a week, USD (estimate).'),
      })
      .describe('Totals.'),
    new_listings: z.array(protocolSchema).describe('Protocols listed within the window.'),
    movers: z.looseObject({ inflows: z.array(protocolSchema).describe('Largest weekly gains.'), outflows: z.array(protocolSchema).describe('Largest weekly losses.') }).describe('Movers.'),
    by_chain: z.array(z.looseObject({ chain: z.string().describe('Chain.'), protocols: z.number().describe('Protocols on it.') })).describe('Chains by protocol count.'),
    flows_note: prose(z.string()).describe('What the changes measure.'),
    sources: z
      .array(z.looseObject({ id: z.string().describe('Source.'), label: z.string().describe('What it is.'), status: z.enum(['used', 'unavailable']).describe('Read, or not.'), detail: prose(z.string()).describe('Why.') }))
      .describe('Sources read, and sources unavailable.'),
  })
  .describe('Tokenization-trend radar: tokenized real-world-asset protocols, value locked and its changes, new listings and movers, from a keyless aggregator, with the unavailable sources listed.');
