import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { referencePriceSchema } from './signalPreIpo.js';

const termsShape = {
  label: z.string().describe('Who.'),
  legal_form: prose(z.string()).describe('What holding the token is, legally.'),
  redemption: prose(z.string()).describe('How a token turns back into money, and who may do it.'),
  trading_hours: prose(z.string()).describe('When it trades.'),
  dividends: prose(z.string()).describe('What happens to dividends.'),
  terms_url: z.string().describe('Where the terms are.'),
  source: z.string().describe('What was read, with its address.'),
  verified: z.string().nullable().describe('When the terms were read; null when they were not.'),
};

const rowSchema = z
  .looseObject({
    token: z.string().describe('The token (TSLAx, TSLAon, ...).'),
    issuer: z.string().describe('Key of its issuer.'),
    underlying: z.string().describe('The underlying\'s ticker.'),
    venue: z.string().nullable().describe('Where its quote is read; null when no keyless quote is.'),
    pair: z.string().nullable().describe('The venue\'s pair name.'),
    priced: z.boolean().describe('True when it could be priced against its underlying.'),
    unpriced_reason: prose(z.string()).nullable().describe('Why not, when not.'),
    bid: z.number().nullable().describe('Best bid.'),
    ask: z.number().nullable().describe('Best ask.'),
    mid: z.number().nullable().describe('Mid (or last trade when one-sided).'),
    spread_bps: z.number().nullable().describe('Quoted spread, basis points of the mid.'),
    volume_24h: z.number().nullable().describe('Tokens traded over 24 hours.'),
    underlying_last: z.number().nullable().describe('The underlying\'s last price.'),
    underlying_time: z.number().nullable().describe('Its time, epoch ms.'),
    premium_vs_last_bps: z.number().nullable().describe('Premium (+) or discount (−) of the token over one share times the shares it tracks, basis points.'),
  })
  .describe('One token against its underlying.');

/** The 200 answer of signalTokenized. */
export const signalTokenizedResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    call: z
      .looseObject({
        token: z.string().describe('The token.'),
        direction: z.enum(['rich', 'cheap']).describe('Above or below its underlying.'),
        premium_bps: z.number().describe('Its premium (+) or discount (−), basis points.'),
        basis: z.enum(['last', 'reference']).describe('Against the underlying\'s last price, or its perpetual while the session is closed.'),
      })
      .describe('The token furthest from its underlying beyond a round trip\'s cost (when none is, the answer is a 409).'),
    explanation: prose(z.string()).describe('The call in one sentence.'),
    tokens: z.array(rowSchema).describe('Every token in scope.'),
    detail: z
      .looseObject({
        token: z.string().describe('The token examined in depth.'),
        session: z.enum(['open', 'closed', 'unknown']).describe('The underlying\'s session at the token\'s quote.'),
        depth_usd: z.looseObject({ bid: z.number().describe('Resting notional on the bid within the band.'), ask: z.number().describe('On the ask.'), band_bps: z.number().describe('The band around the mid.') }).describe('Depth near the mid.'),
        reference: referencePriceSchema.nullable().describe('The underlying\'s perpetual as reference while the session is closed, gated; null otherwise.'),
        premium_vs_reference_bps: z.number().nullable().describe('Premium against the reference, when live.'),
        perp: z
          .looseObject({ coin: z.string().describe('The perpetual.'), funding_per_hour: z.number().nullable().describe('Its funding per hour.'), mark: z.number().nullable().describe('Mark.'), oracle: z.number().nullable().describe('Oracle.') })
          .nullable()
          .describe('A perpetual listing the underlying, when one does.'),
        terms: z.looseObject(termsShape).describe('The issuer\'s terms.'),
        venue_terms: z.looseObject(termsShape).nullable().describe('The venue\'s terms, when on record.'),
      })
      .nullable()
      .describe('The token examined in depth (the one asked for, or the call).'),
    issuers: z.array(z.looseObject({ issuer: z.string().describe('Key.'), effective: z.string().describe('From when the row holds.'), ...termsShape })).describe('Every tokenized-stock issuer\'s and venue\'s terms, dated and cited.'),
  })
  .describe('Tokenized-stock signal: each token against its underlying (premium or discount, liquidity and depth, redemption and market hours, funding where a perpetual exists), with the issuers\' terms dated and cited.');
