import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** One asset's figures. */
const liteAssetSchema = z
  .looseObject({
    symbol: z.string().describe('The pair, e.g. BTC-USD.'),
    last_close: z.number().nullable().describe('Close of the last daily bar; null without bars.'),
    bar_time: z.number().nullable().describe('Open time of that bar, epoch ms.'),
    change_1d_pct: z.number().nullable().describe('Change over 1 daily bar, percent.'),
    change_7d_pct: z.number().nullable().describe('Change over 7 daily bars, percent.'),
    change_30d_pct: z.number().nullable().describe('Change over 30 daily bars, percent.'),
    volatility_30d: z.number().nullable().describe('Standard deviation of the last 30 daily log returns × √365.'),
    average_50d: z.number().nullable().describe('Average of the last 50 closes.'),
    above_average_50d: z.boolean().nullable().describe('Whether the last close is above it.'),
  })
  .describe("One asset's figures.");

/** The 200 answer of scanCryptoLite. */
export const scanCryptoLiteResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    evaluated_at: z.string().describe('The instant of the tick (ISO 8601).'),
    assets: z.array(liteAssetSchema).describe('The three assets, in order.'),
    fear_greed: z
      .looseObject({
        value: z.number().describe('0 to 100.'),
        classification: z.string().describe("The index's own words."),
        time: z.number().describe('Day of the reading, epoch ms.'),
        value_7d_ago: z.number().nullable().describe('The reading a week earlier.'),
        change_7d: z.number().nullable().describe('value − value_7d_ago.'),
      })
      .nullable()
      .describe('The latest fear-and-greed reading; null when it could not be read.'),
    summary: prose(z.array(z.string())).describe('One line per asset and one for the index; figures only, no model.'),
    partial: z.boolean().describe('True when an asset or the index could not be read.'),
    failed: z
      .array(z.looseObject({ symbol: z.string().describe('The pair or `fear_greed`.'), source: z.string().describe('The source that failed.'), reason: z.string().describe("The source's failure.") }))
      .describe('What could not be read.'),
  })
  .describe('Deterministic tick of three large crypto assets and the fear-and-greed index: prices, changes, volatility and trend from the data as published, no model step.');
