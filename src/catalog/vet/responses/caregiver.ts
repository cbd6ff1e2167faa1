import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { countryScopeSchema, abroadSectionSchema } from './vetResponseParts.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { vetAnswerCurrencySchema } from '../../responses/answerCurrencyShape.js';

/** One PCAFC criterion and what the input shows. */
const caregiverCriterionSchema = z.looseObject({
  criterion: z.enum(['rating', 'caregiver', 'personal_care', 'service_period']).describe('Which criterion: the rating, the caregiver, the personal-care need, the service period.'),
  status: z.enum(['unknown', 'met', 'not_met']).describe('Whether the criterion is met, not met, or unknown for lack of input.'),
  detail: prose(z.string()).describe('The criterion and its result, in words.'),
}).describe('One PCAFC criterion and what the input shows.');

/** Stipend for one locality pay area. */
const localityStipendSchema = z.looseObject({
  code: z.string().describe('OPM locality code.'),
  name: z.string().describe('Name of the locality pay area.'),
  gs4_step1_annual: moneySchema.describe('GS-4 step 1 annual pay in the area.'),
  level1_monthly: moneySchema.describe('Level 1 stipend a month (62.5 % of the rate).'),
  level2_monthly: moneySchema.describe('Level 2 stipend a month (100 % of the rate).'),
}).describe('Stipend for one locality pay area.');

/** The 200 answer of vetCaregiver. */
export const vetCaregiverResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country_scope: countryScopeSchema,
  currency: vetAnswerCurrencySchema,
  verdict: z.enum(['likely_eligible', 'possibly_eligible', 'unlikely_eligible', 'not_assessed', 'needs_information']).describe('The assessment for the Program of Comprehensive Assistance for Family Caregivers (or the country\'s program).'),
  eligibility: z.array(caregiverCriterionSchema).describe('Each eligibility criterion with its result.'),
  level: z.looseObject({
    estimated: z.union([z.literal(1), z.literal(2)]).nullable().describe('Stipend level the needs point to (1 or 2); null when unknown.'),
    adls_needing_care: z.array(z.enum(['dressing', 'bathing', 'grooming', 'toileting', 'feeding', 'mobility', 'prosthetic'])).describe('Activities of daily living named as needing care.'),
    needs_supervision: z.boolean().describe('True when supervision, protection or instruction is needed.'),
    continuous_supervision: z.boolean().describe('True when continuous supervision is needed (a Level 2 sign).'),
    unrecognized_needs: z.array(z.string()).describe('Needs not recognised.'),
    detail: prose(z.string()).describe('The level in words.'),
  }).nullable().describe('Estimated stipend level (US only): 2 = unable to self-sustain in the community.'),
  stipend: z.looseObject({
    locality: localityStipendSchema,
    monthly_stipend_rate: moneySchema.describe('Monthly stipend rate for the locality (GS-4 step 1 ÷ 12).'),
    estimated_monthly: moneySchema.nullable().describe('Estimated monthly stipend at the estimated level; null when the level is unknown.'),
    currency: z.literal('USD').describe('ISO 4217 currency code.'),
    table_effective: z.string().describe('ISO date of the GS pay table used.'),
    formula: prose(z.string()).describe('How the stipend was computed, in words.'),
    by_locality: z.array(localityStipendSchema).describe('The stipend in every locality pay area.'),
  }).nullable().describe('Monthly stipend from the GS-4 step 1 table in force (US only; null when no table covers asOf).'),
  general_caregiver_support: prose(z.string().nullable()).describe('The general caregiver support program, in words; null outside the US.'),
  respite_care: prose(z.string().nullable()).describe('Respite care, in words; null outside the US.'),
  travel_benefits: prose(z.string().nullable()).describe('Travel benefits for caregivers, in words; null outside the US.'),
  health_coverage: prose(z.string().nullable()).describe('Health coverage for the caregiver, in words; null outside the US.'),
  other_benefits: prose(z.string().nullable()).describe('Other caregiver benefits, in words; null outside the US.'),
  if_condition_improves: prose(z.array(z.string())).describe('What happens when the veteran\'s condition improves, in words.'),
  application_steps: prose(z.array(z.string())).describe('How to apply, step by step.'),
  living_abroad: prose(z.string()).describe('Whether the program reaches a veteran living abroad, in words.'),
  local_programs: z.looseObject({
    description: prose(z.string()).describe('The local programs in words.'),
    sources: z.array(z.string()).describe('Where the description comes from.'),
  }).nullable().describe('Caregiver programs of a country other than the US; null for the US.'),
  summary: prose(z.string()).describe('The answer in words.'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
  abroad: abroadSectionSchema.nullable().describe('Whether caregiver support reaches a veteran living outside the paying country; null when not abroad.'),
  next_calls: z.array(z.string()).describe('Endpoints to call next (spec rule 3).'),
  disclaimer: prose(z.string()).describe('What the answer is not (legal, tax or financial advice), in words.'),
}).describe('Caregiver support: eligibility for the family caregiver program criterion by criterion, the stipend level and amount by locality, other caregiver benefits and how to apply.');
