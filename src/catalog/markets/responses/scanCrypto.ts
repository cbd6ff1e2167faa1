import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { scanResponse } from './_scanResponse.js';

/** The 200 answer of scanCrypto. */
export const scanCryptoResponse = scanResponse({
  styled: false,
  description: 'Crypto scan of the top 25 by market capitalisation: the top call after costs on daily bars with perpetual funding and fear and greed as factors, every call ranked, what was skipped and why, and the inputs no source provides.',
  extra: {
    assets: z
      .array(
        z.looseObject({
          symbol: z.string().describe('Ticker.'),
          name: z.string().describe('Name.'),
          rank: z.number().describe('Market-cap rank.'),
          market_cap_usd: z.number().describe('Market capitalisation, USD.'),
          price_usd: z.number().describe('Price, USD.'),
          scanned: z.boolean().describe('False for stablecoins, which have no price signal.'),
        }),
      )
      .describe('The market-cap ranking read, in rank order.'),
    fear_greed: z
      .looseObject({
        value: z.number().describe('0 to 100.'),
        classification: z.string().describe('The index\'s own words (Fear, Greed, ...).'),
        time: z.number().describe('Day of the reading, epoch ms.'),
      })
      .nullable()
      .describe('The latest fear-and-greed reading; null when it could not be read.'),
    not_used: z
      .array(
        z.looseObject({
          factor: z.enum(['etf_flows', 'on_chain', 'gamma_exposure']).describe('An input the specification names.'),
          reason: prose(z.string()).describe('Why it is not used.'),
        }),
      )
      .describe('Inputs named for this scanner that no configured source provides: listed, never guessed.'),
  },
});
