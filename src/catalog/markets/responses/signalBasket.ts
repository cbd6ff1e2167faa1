import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { memberFailureSchema } from './_equityShapes.js';

const nullableNumber = (text: string) => z.number().nullable().describe(text);

/** The 200 answer of signalBasket. */
export const signalBasketResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    basket: z
      .looseObject({
        kind: z.enum(['theme', 'etf']).describe('A theme of the specification, or an ETF\'s holdings.'),
        theme: z.string().nullable().describe('The theme; null for an ETF basket.'),
        etf: z.string().describe('The ETF: the theme\'s reference ETF, or the ETF asked for.'),
        tickers: z.array(z.string()).describe('The members read.'),
        holdings_as_of: z.string().nullable().describe('Date of the ETF holdings file read; null for a theme (its dated list is in rules_applied).'),
      })
      .describe('What the basket is.'),
    signal: z.enum(['long', 'short', 'no_signal']).describe('The basket call.'),
    as_of: z.string().describe('ISO date of the assessment.'),
    weighting: z.enum(['holdings', 'equal']).describe('Members weighted by the ETF holdings, or equally.'),
    weights_coverage: nullableNumber('Share of the holdings\' weight the members hold; null with equal weights.'),
    members: z
      .array(
        z.looseObject({
          ticker: z.string().describe('Member.'),
          weight: z.number().describe('Weight in the basket (sums to 1).'),
          close: z.number().describe('Last close.'),
          trend_average: z.number().describe('Average of the last 50 closes.'),
          above_trend: z.boolean().describe('Close above it.'),
          return: z.number().describe('Return over the last 20 days, a fraction.'),
          previous_return: z.number().describe('Return over the 20 days before.'),
          own_volatility: z.number().describe('Its own volatility over the window.'),
          contribution: z.number().describe('weight × return.'),
        }),
      )
      .describe('The members, by ticker.'),
    excluded: z
      .array(
        z.looseObject({
          ticker: z.string().describe('Member left out.'),
          reason: z.enum(['insufficient_history', 'stale_bars', 'no_bars']).describe('Why.'),
          bars: z.number().describe('Bars known.'),
        }),
      )
      .describe('Members left out of the reads, and why.'),
    basket_return: nullableNumber('Σ weight × 20-day return.'),
    breadth: z
      .looseObject({ above_trend: nullableNumber('Share above their 50-day average.'), positive_return: nullableNumber('Share with a positive 20-day return.') })
      .describe('Breadth.'),
    dispersion: nullableNumber('Cross-sectional standard deviation of the 20-day returns.'),
    dispersion_ratio: nullableNumber('Dispersion ÷ the members\' average own volatility.'),
    concentration: z
      .looseObject({
        weights_hhi: nullableNumber('Herfindahl index of the weights.'),
        weights_effective_n: nullableNumber('1 ÷ that index.'),
        weights_top_share: nullableNumber('Weight of the top members.'),
        contributions_hhi: nullableNumber('Herfindahl index of the contribution shares.'),
        contributions_top_share: nullableNumber('Share of the contributions carried by the top members.'),
        contributions_top_threshold: nullableNumber('The share at which the basket counts as concentrated.'),
        top_n: z.number().describe('How many members count as the top.'),
      })
      .describe('Concentration.'),
    leadership: z
      .looseObject({
        rank_correlation: nullableNumber('Spearman correlation of this window\'s returns with the previous window\'s.'),
        rotating: z.boolean().nullable().describe('Leadership rotating (correlation below 0).'),
        leaders: z.array(z.string()).describe('Best returns first.'),
        laggards: z.array(z.string()).describe('Worst returns first.'),
        previous_leaders: z.array(z.string()).describe('The previous window\'s leaders.'),
      })
      .describe('Leadership rotation.'),
    regime: z.enum(['broad-strong', 'narrow-concentrated', 'dispersed']).nullable().describe('The basket regime; null when none of the three fits.'),
    call: z
      .looseObject({
        signal: z.enum(['long', 'short', 'no_signal']).describe('The call.'),
        reasons: z
          .array(
            z.looseObject({
              code: z.string().describe('Reason code.'),
              value: nullableNumber('What was measured.'),
              threshold: nullableNumber('Against which threshold.'),
              text: prose(z.string()).describe('The reason in words.'),
            }),
          )
          .describe('What decided it.'),
      })
      .describe('The call with its reasons.'),
    failed: z.array(memberFailureSchema).describe('Members whose bars could not be read: the reads cover the others.'),
    partial: z.boolean().describe('True when some members could not be read.'),
  })
  .describe('Thematic-basket or sector-ETF signal: breadth, dispersion, concentration, leadership rotation, the regime and one call.');
