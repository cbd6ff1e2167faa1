import { z } from 'zod';
import { reasonSchema } from './_signalShapes.js';

/** One roll of a continuous futures series. */
const rollSchema = z
  .looseObject({
    date: z.string().describe('First trading date (ISO) taken from the new contract.'),
    from: z.string().describe('The contract rolled out of (CLZ26).'),
    to: z.string().describe('The contract rolled into (CLF27).'),
    referenceDate: z.string().describe('The last date before the roll on which both contracts traded; the gap is measured on its closes.'),
    fromClose: z.number().describe("The old contract's close on the reference date."),
    toClose: z.number().describe("The new contract's close on the reference date."),
    adjustment: z.number().describe('toClose − fromClose, added to every earlier bar (difference adjustment), or their ratio.'),
  })
  .describe('One switch of the series.');

/** The series a futures root was called on. */
export const continuousFuturesSchema = z
  .record(
    z.string(),
    z.looseObject({
      method: z.enum(['back_adjusted', 'front_month']).describe("`back_adjusted`: the continuous series of the root's contracts; `front_month`: the price source's rolled front month, not back-adjusted."),
      contracts: z.array(z.string()).describe('The contracts the series is made of, oldest first; empty for the front month.'),
      rolls: z.array(rollSchema).describe('Every roll of the series with its adjustment.'),
      roll_rule: z
        .looseObject({ anchor: z.enum(['last_trade', 'first_notice']), businessDaysBefore: z.number() })
        .nullable()
        .describe('The roll rule applied: this many weekdays before each contract\'s last trade or first notice date; null for the front month.'),
      adjustment: z.enum(['difference', 'ratio']).nullable().describe('The back-adjustment; null for the front month.'),
      cause: z.enum(['no_calendar', 'not_offered', 'unknown_contract', 'too_short', 'no_overlap']).nullable().describe('Why the front month was used; null for a continuous series.'),
      reason: reasonSchema.describe('`back_adjusted` or `front_month_not_back_adjusted`, in words.'),
    }),
  )
  .describe('By root: the series it was called on (continuous and back-adjusted, or the front month and why).');
