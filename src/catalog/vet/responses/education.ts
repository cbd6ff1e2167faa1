import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { countryScopeSchema, namedProgramSchema } from './vetResponseParts.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { vetAnswerCurrencySchema } from '../../responses/answerCurrencyShape.js';

/** One chapter in the comparison. */
const chapterComparisonSchema = z.looseObject({
  chapter: z.enum(['33', '30', '35', '1606', '31']).describe('The chapter: 33 (Post-9/11), 30 (Montgomery active duty), 35 (dependents), 1606 (Selected Reserve) or 31 (Veteran Readiness and Employment).'),
  name: z.string().describe('Name of the benefit.'),
  who_qualifies: prose(z.string()).describe('Who qualifies, in words.'),
  tuition: prose(z.string()).describe('What it pays toward tuition, in words.'),
  housing: prose(z.string()).describe('What it pays toward housing, in words.'),
  transfer: prose(z.string()).describe('Whether it can be transferred to dependents, in words.'),
  monthly_full_time: moneySchema.nullable().describe('Full-time monthly rate paid to the student (chapters 30, 35, 1606), else null.'),
  monthly_three_quarter_time: moneySchema.nullable().describe('Reduced rates where encoded.'),
  monthly_half_time: moneySchema.nullable().describe('Monthly payment at half time, when the chapter pays a flat rate; else null.'),
  private_tuition_cap: moneySchema.nullable().describe('Chapter 33 private-school cap and books maximum for the academic year, else null.'),
  books_annual_max: moneySchema.nullable().describe('Most paid for books and supplies a year; null when not applicable.'),
  rate_period: z.looseObject({
      effective: z.string().describe('ISO date from which it is in force.'),
      valid_through: z.string().describe('ISO date the figures are valid through.'),
      stale: z.boolean().describe('True when the figures\' period has ended and no newer ones are on record.'),
    }).nullable().describe('Period the rates cover: first and last day; `stale` when asOf is after the last encoded period.'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
}).describe('One chapter in the comparison.');

/** The 200 answer of vetEducation. */
export const vetEducationResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country_scope: countryScopeSchema,
  currency: vetAnswerCurrencySchema,
  summary: prose(z.string()).describe('The answer in words.'),
  selected_chapter: z.enum(['33', '30', '35', '1606', '31', '32']).nullable().describe('The chapter asked for, when it is one of those compared; null otherwise.'),
  chapters: z.array(chapterComparisonSchema).describe('Each GI Bill chapter, compared.'),
  chapter33_tiers: z.looseObject({
    tiers: z.array(z.looseObject({
        min_days: z.number().describe('Fewest days of active duty after 2001-09-10 for the tier.'),
        min_months: z.number().describe('The same in months.'),
        percent: z.number().describe('Percentage of the full benefit paid at the tier.'),
        service: prose(z.string()).describe('The tier in words.'),
      })).describe('The chapter 33 percentage tiers by length of service.'),
    other_paths: prose(z.array(z.string())).describe('Other ways to reach 100 % (a service-connected discharge, a Purple Heart), in words.'),
    eligibility_percent: z.number().nullable().describe('The percentage for the service given (`service_days`, else `service_months`); null when neither was sent.'),
  }).nullable().describe('The Post-9/11 GI Bill\'s percentage by length of service; null outside the US.'),
  housing_allowance: z.looseObject({
    basis: z.enum(['other', 'state', 'zip', 'online', 'not_given']).describe('How the housing rate was found: by ZIP code, state, online study, another place (foreign-school rate), or not given.'),
    school_location: z.string().nullable().describe('The school location given, or null.'),
    online_rate: moneySchema.nullable().describe('The online-only housing rate (half the national average); null when not applicable.'),
    detail: prose(z.string()).describe('How the rate was found, in words.'),
  }).nullable().describe('Chapter 33 monthly housing allowance for the school location; null outside the US.'),
  transfer_to_dependents: prose(z.array(z.string())).describe('The rules for transferring the benefit to dependents, in words.'),
  local_programs: z.array(namedProgramSchema).describe('Education programs of a country other than the US.'),
  veteran_specific_program_exists: z.boolean().nullable().describe('Whether the country has an education program only for veterans; null when unknown.'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
  disclaimer: prose(z.string()).describe('What the answer is not (legal, tax or financial advice), in words.'),
  next_calls: z.array(z.string()).describe('Endpoints to call next (spec rule 3).'),
}).describe('Education benefits compared: the GI Bill chapters with what each pays, the chapter 33 tiers, the housing allowance for the school location, and transfer to dependents.');
