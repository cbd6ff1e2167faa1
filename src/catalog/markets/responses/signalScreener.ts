import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { memberFailureSchema } from './_equityShapes.js';

const FACTOR = z.enum(['momentum', 'low_volatility', 'trend', 'value', 'quality']);
const screenerReasonSchema = z.looseObject({ code: z.string().describe('Reason code.'), text: prose(z.string()).describe('The reason in words.') }).describe('A reason.');

const factorScoreSchema = z
  .looseObject({
    factor: FACTOR.describe('The factor.'),
    value: z.number().describe('Raw value (momentum a fraction; low_volatility annualised volatility; trend close ÷ average − 1).'),
    z: z.number().describe('Cross-sectional z-score, higher is better, after winsorising.'),
    weight: z.number().describe("Weight in this ticker's composite."),
    nominal_weight: z.number().describe('The factor\'s nominal weight.'),
    winsorised: z.boolean().describe('Whether the raw value was pulled in.'),
  })
  .describe('A factor a ticker was scored on.');

const factorGapSchema = z
  .looseObject({
    factor: FACTOR.describe('The factor.'),
    reason: z.string().describe('Why it was not used (insufficient_history, missing_fact, ...): never scored as zero.'),
  })
  .describe('A factor not used for a ticker.');

/** The 200 answer of signalScreener. */
export const signalScreenerResponse = z
  .looseObject({
    ...commonResponseShape,
    ...ruleCitationsShape,
    universe: z
      .looseObject({
        etf: z.string().describe('The broad ETF whose largest holdings are screened.'),
        holdings_as_of: z.string().describe('Date of its holdings file.'),
        count: z.number().describe('Tickers screened.'),
        tickers: z.array(z.string()).describe('The tickers, largest weight first.'),
        index: z.string().describe('The index whose bars set the regime.'),
      })
      .describe('The screened universe.'),
    signal: z.enum(['long', 'no_signal']).describe('The call: long the top-ranked ticker, or no_signal.'),
    as_of: z.string().describe('ISO date of the screen.'),
    regime: z
      .looseObject({
        state: z.enum(['risk_on', 'risk_off', 'unknown']).describe('The market regime.'),
        index: z.string().describe('The index read.'),
        close: z.number().nullable().describe('Its last close.'),
        trend_average: z.number().nullable().describe('Its trend average.'),
        below_trend: z.boolean().nullable().describe('Close below it.'),
        volatility: z.number().nullable().describe('Annualised realised volatility.'),
        volatility_percentile: z.number().nullable().describe('Its percentile among the window\'s readings.'),
        reasons: z.array(screenerReasonSchema).describe('Why.'),
      })
      .describe('The regime from the index.'),
    factors: z
      .array(
        z.looseObject({
          factor: FACTOR.describe('The factor.'),
          nominal_weight: z.number().describe('Its weight.'),
          observations: z.number().describe('Tickers with a value.'),
          used: z.boolean().describe('Whether it was scored.'),
          reason: z.enum(['too_few_observations', 'no_variation']).nullable().describe('Why not; null when used.'),
        }),
      )
      .describe('Each factor over the universe.'),
    ranking: z
      .array(
        z.looseObject({
          ticker: z.string().describe('Ticker.'),
          rank: z.number().nullable().describe('1 = best; null when unranked.'),
          composite: z.number().nullable().describe('Σ weight × z; null when unranked.'),
          weight_coverage: z.number().describe('Nominal weight of the factors it has.'),
          close: z.number().describe('Last close.'),
          factors: z.array(factorScoreSchema).describe('Its factors.'),
          not_used: z.array(factorGapSchema).describe('Factors not used for it, and why.'),
          facts_used: z
            .array(z.looseObject({ concept: z.string().describe('EDGAR concept.'), value: z.number().describe('Figure.'), end: z.string().describe('Period end.'), filed: z.string().nullable().describe('Filing date.') }))
            .describe('Company facts read (none without a company-facts source).'),
        }),
      )
      .describe('Ranked tickers best first, then unranked ones.'),
    excluded: z.array(z.looseObject({ ticker: z.string().describe('Ticker.'), reason: z.enum(['no_bars', 'stale_bars']).describe('Why.') })).describe('Tickers left out entirely.'),
    call: z
      .looseObject({
        signal: z.enum(['long', 'no_signal']).describe('The call.'),
        ticker: z.string().optional().describe('The ticker, when long.'),
        composite: z.number().optional().describe('Its composite, when long.'),
        factors: z.array(factorScoreSchema).optional().describe('Its factors, when long.'),
        not_used: z.array(factorGapSchema).optional().describe('Its factors not used, when long.'),
        reasons: z.array(screenerReasonSchema).describe('Why.'),
      })
      .describe('The one call.'),
    sources_not_configured: z
      .array(z.looseObject({ factors: z.array(FACTOR).describe('Factors it would feed.'), reason: prose(z.string()).describe('What is missing.') }))
      .describe('Inputs with no configured source: value and quality need company facts.'),
    failed: z.array(memberFailureSchema).describe('Tickers whose bars could not be read: the screen covers the others.'),
    partial: z.boolean().describe('True when some tickers could not be read.'),
  })
  .describe('Equity screener: the largest holdings of a broad ETF scored on momentum, low volatility and trend (value and quality when company facts exist) under the index regime, to one call.');
