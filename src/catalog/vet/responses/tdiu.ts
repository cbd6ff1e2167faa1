import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { countryScopeSchema, abroadSectionSchema, schemeEntrySchema } from './vetResponseParts.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { vetAnswerCurrencySchema } from '../../responses/answerCurrencyShape.js';

/** The 200 answer of vetTdiu. */
export const vetTdiuResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country_scope: countryScopeSchema,
  currency: vetAnswerCurrencySchema,
  verdict: z.enum(['likely_eligible', 'possibly_eligible', 'unlikely_eligible', 'not_assessed', 'needs_information', 'possible_extraschedular', 'not_needed']).describe('The assessment of total disability based on individual unemployability.'),
  reasons: prose(z.array(z.string())).describe('Every reason behind the verdict, in order: schedular, employment, notes.'),
  schedular: z.looseObject({
    status: z.enum(['unknown', 'possible', 'met', 'not_met']).describe('Whether the rating thresholds of 38 CFR 4.16(a) are met, not met, possibly met, or unknown.'),
    combined_rating: z.number().nullable().describe('Combined rating of the ratings given; null without ratings.'),
    highest_rating: z.number().nullable().describe('Highest single rating; null without ratings.'),
    ratings: z.array(z.number()).nullable().describe('The ratings used; null without ratings.'),
    thresholds: z.looseObject({
        single_disability_min: z.number().describe('Single disability: lowest rating, in percent (60).'),
        multiple_one_disability_min: z.number().describe('Several disabilities: lowest rating of one of them, in percent (40).'),
        multiple_combined_min: z.number().describe('Several disabilities: lowest combined rating, in percent (70).'),
      }).describe('The thresholds.'),
    detail: prose(z.string()).describe('The schedular path in words.'),
    one_disability_rule: prose(z.string()).describe('What counts as one disability under 4.16(a), in words.'),
  }).nullable().describe('The 38 CFR 4.16(a) path (US only).'),
  extraschedular: z.looseObject({
    applies: z.boolean().describe('True when the extraschedular path (referral to the Director of Compensation Service) applies.'),
    detail: prose(z.string()).describe('The extraschedular path in words.'),
  }).nullable().describe('The 38 CFR 4.16(b) path (US only).'),
  income_threshold: z.looseObject({
    poverty_threshold_annual: moneySchema.describe('The poverty threshold for one person a year, the line of marginal employment.'),
    monthly_income: moneySchema.nullable().describe('The monthly earned income given, or null.'),
    annual_income: moneySchema.nullable().describe('The monthly income × 12, or null.'),
    marginal: z.boolean().nullable().describe('True when the income is below the line (marginal employment); null without income.'),
    finding: z.enum(['unknown', 'not_working', 'marginal', 'protected_environment', 'substantially_gainful']).describe('What the work and income show.'),
    detail: prose(z.string()).describe('The income finding in words.'),
  }).nullable().describe('The marginal-employment line and what the income shows (US only).'),
  monthly_amount_if_granted: moneySchema.nullable().describe('The 100% rate TDIU pays, for a veteran alone (US, when rates exist for asOf).'),
  evidence: prose(z.array(z.string())).describe('Evidence to gather, in words.'),
  steps: prose(z.array(z.string())).describe('What to do, in order.'),
  local_program: z.looseObject({
    name: z.string().describe('Name of the program.'),
    authority: z.string().describe('Authority that runs it.'),
    schemes: z.array(schemeEntrySchema).describe('The country\'s unemployability schemes in force at asOf, with their basis (no amounts).'),
  }).nullable().describe('The unemployability program of a country other than the US; null for the US.'),
  summary: prose(z.string()).describe('The answer in words.'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
  abroad: abroadSectionSchema.nullable().describe('Whether unemployability benefits reach a veteran living outside the paying country; null when not abroad.'),
  next_calls: z.array(z.string()).describe('Endpoints to call next (spec rule 3).'),
  disclaimer: prose(z.string()).describe('What the answer is not (legal, tax or financial advice), in words.'),
}).describe('Individual unemployability (TDIU): the rating thresholds, the extraschedular path, what the income shows, the amount if granted and the evidence to gather.');
