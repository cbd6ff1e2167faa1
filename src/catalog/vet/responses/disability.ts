import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { countryScopeSchema, abroadSectionSchema, schemeEntrySchema, conditionPresumptionSchema } from './vetResponseParts.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { vetAnswerCurrencySchema } from '../../responses/answerCurrencyShape.js';

/** A low-to-high range of ratings in percent. */
const ratingRangeSchema = z.looseObject({
  low: z.number().describe('Low end of the range.'),
  high: z.number().describe('High end of the range.'),
}).describe('A low-to-high range of ratings in percent.');

/** One assessed condition, in the order given. */
const assessedConditionSchema = z.looseObject({
  input: z.string().describe('The caller\'s words.'),
  status: z.enum(['unknown', 'matched', 'not_a_disability']).describe('`matched` (a rating rule applies), `not_a_disability` (recognized, not ratable on its own) or `unknown`.'),
  id: z.string().nullable().describe('Catalog id, or null when unknown.'),
  name: z.string().nullable().describe('Display name, or null when unknown.'),
  body_system: z.enum(['other', 'ear', 'mental', 'neurological', 'respiratory', 'cardiovascular', 'digestive', 'musculoskeletal', 'skin', 'endocrine', 'genitourinary', 'dental']).nullable().describe('Body system, or null when unknown.'),
  diagnostic_codes: z.array(z.string()).describe('VA diagnostic codes (US only; empty elsewhere).'),
  cfr: z.string().nullable().describe('Regulation section of the codes (US only; null elsewhere).'),
  schedule: z.array(z.number()).describe('Percentages the code provides (US only; empty elsewhere).'),
  likely_rating: ratingRangeSchema.nullable().describe('Likely rating range per side (US only; null elsewhere or when not ratable).'),
  sides: z.array(z.enum(['left', 'right'])).nullable().describe('Sides named in the input (`left`, `right` or both), or null.'),
  presumptive: z.array(conditionPresumptionSchema).describe('Presumptive programs this condition falls under for the given service era (US only).'),
  secondary_conditions: z.array(z.looseObject({
      id: z.string().describe('Id of the condition.'),
      name: z.string().describe('Name of the condition.'),
    })).describe('Conditions often claimed as secondary to this one.'),
  causation_letter_topics: prose(z.array(z.string())).describe('What a causation (nexus) letter for this condition should address.'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
}).describe('One assessed condition, in the order given.');

/** One Table I combination (or the starting rating) in the order of severity. */
const combineStepSchema = z.looseObject({
  running_before: z.number().nullable().describe('The combined value before this step; null for the first (most severe) disability, which starts the chain.'),
  rating: z.number().describe('The rating combined in: a disability\'s rating or the bilateral group\'s value.'),
  running_after: z.number().describe('The combined value after this step (a whole number, as Table I prints it).'),
  kind: z.enum(['rating', 'bilateral_group']).describe('`rating` for one disability; `bilateral_group` for the paired disabilities treated as one under 4.26.'),
  input_indexes: z.array(z.number()).describe('Positions in the input list of the disabilities this step stands for.'),
}).describe('One Table I combination (or the starting rating) in the order of severity.');

/** Combined-rating math for one end of the range (38 CFR 4.25, 4.26 via `combineRatings`). */
const combinedEndSchema = z.looseObject({
  ratings: z.array(z.number()).describe('The ratings combined (one per side for paired extremities).'),
  unrounded: z.number().describe('Combined value before rounding to the nearest 10.'),
  combined: z.number().describe('Combined rating.'),
  steps: z.array(combineStepSchema).describe('Table I steps, as `combineRatings` reports them.'),
  bilateral_factor_applied: z.boolean().describe('True when the bilateral factor entered the result.'),
}).describe('Combined-rating math for one end of the range (38 CFR 4.25, 4.26 via `combineRatings`).');

/** One presumptive program checked for the service era. */
const presumptiveAssessmentSchema = z.looseObject({
  id: z.string().describe('Which program; known values (more may be added): agent_orange, pact_burn_pit, gulf_war_illness, radiation, camp_lejeune.'),
  name: z.string().describe('Name of the program.'),
  cfr: z.string().describe('Regulation of the program.'),
  service_requirement: prose(z.string()).describe('The service the program requires, in words.'),
  minimum_days: z.number().nullable().describe('Fewest days of qualifying service, when the program sets a number; else null.'),
  matched_conditions: z.array(z.looseObject({
        input: z.string().describe('The condition as given.'),
        term: z.string().describe('The regulation\'s term for it.'),
      })).describe('Conditions sent that are on the program\'s list, with the regulation\'s term.'),
  note: prose(z.string()).describe('A remark on this item.'),
}).describe('One presumptive program checked for the service era.');

/** The 200 answer of vetDisability. */
export const vetDisabilityResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country_scope: countryScopeSchema,
  currency: vetAnswerCurrencySchema,
  conditions: z.array(assessedConditionSchema).describe('Each condition, in the order given, with its diagnostic codes, likely rating and presumptions.'),
  unknown_conditions: z.array(z.string()).describe('Inputs no rule matched, as given (never dropped).'),
  combined_rating: z.looseObject({
    low: combinedEndSchema,
    high: combinedEndSchema,
  }).nullable().describe('Combined rating at the low and high ends of the likely ranges (US only; null elsewhere or with nothing ratable).'),
  monthly_compensation: z.looseObject({
    low: moneySchema.describe('Low end of the range.'),
    high: moneySchema.describe('High end of the range.'),
    currency: z.literal('USD').describe('ISO 4217 currency code.'),
    rates_effective: z.string().describe('ISO date the compensation rates took effect.'),
    basis: z.literal('veteran_alone').describe('The rates are for a veteran alone, without dependents.'),
  }).nullable().describe('Monthly compensation for a veteran alone at the low and high combined ratings (US only; null elsewhere).'),
  local_scheme: z.looseObject({
    name: z.string().describe('Name of the scheme.'),
    authority: z.string().describe('Authority that runs it.'),
    schemes: z.array(schemeEntrySchema).describe('The country\'s schemes in force at asOf, with their rating or compensation basis (no amounts).'),
  }).nullable().describe('The local scheme that assesses the conditions outside the US, or null.'),
  presumptive: z.looseObject({
    service_era: z.string().nullable().describe('The service era given, or null.'),
    programs: z.array(presumptiveAssessmentSchema).describe('Each presumptive program checked for the era.'),
    note: prose(z.string().nullable()).describe('A remark on this item.'),
  }).describe('Presumptive and toxic-exposure eligibility by service era.'),
  secondary_conditions: z.array(z.looseObject({
    id: z.string().describe('Id of the condition.'),
    name: z.string().describe('Name of the condition.'),
    because_of: z.array(z.string()).describe('The conditions given that lead to it.'),
  })).describe('Secondary conditions worth claiming, not already in the list, with the conditions that lead to them.'),
  causation_letter_topics: prose(z.array(z.string())).describe('Causation-letter topics across all conditions, most common first.'),
  summary: prose(z.string()).describe('The answer in words.'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
  abroad: abroadSectionSchema.nullable().describe('Whether disability compensation reaches a veteran living outside the paying country; null when not abroad.'),
  next_calls: z.array(z.string()).describe('Endpoints to call next (spec rule 3).'),
  disclaimer: prose(z.string()).describe('What the answer is not (legal, tax or financial advice), in words.'),
}).describe('A disability-compensation assessment: each condition rated with its codes, the combined rating and monthly compensation range, presumptive programs for the service era and secondary conditions worth claiming.');
