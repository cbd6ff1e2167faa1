import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { countryScopeSchema, abroadSectionSchema } from './vetResponseParts.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { vetAnswerCurrencySchema } from '../../responses/answerCurrencyShape.js';

/** One copay line: the amount and whether it applies to the determined group (null when the group is unknown). */
const copayLineSchema = z.looseObject({
  service: z.enum(['outpatient_primary', 'outpatient_specialty', 'urgent_care', 'medication', 'inpatient', 'long_term_care', 'mental_health']).describe('Which service the copay is for.'),
  amount: moneySchema.nullable().describe('Copay amount; null when it varies or does not apply.'),
  applies: z.boolean().nullable().describe('Whether the copay applies to this veteran; null when unknown.'),
  detail: prose(z.string()).describe('The line in words.'),
}).describe('One copay line: the amount and whether it applies to the determined group (null when the group is unknown).');

/** The 200 answer of vetHealthcare. */
export const vetHealthcareResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country_scope: countryScopeSchema,
  currency: vetAnswerCurrencySchema,
  priority_group: z.looseObject({
    determined: z.number().nullable().describe('The priority group (1 to 8) determined; null when the inputs do not settle it.'),
    candidates: z.array(z.number()).describe('The groups still possible when undetermined.'),
    given: z.number().nullable().describe('The group given by the caller, or null.'),
    reasons: prose(z.array(z.string())).describe('Why, in words.'),
  }).nullable().describe('Priority group (US only): the group determined, the candidates when undetermined, and why.'),
  income_test: z.looseObject({
    monthly_income: moneySchema.nullable().describe('The monthly income given, or null.'),
    annual_income: moneySchema.nullable().describe('The monthly income × 12, or null.'),
    thresholds_encoded: z.boolean().describe('True when the year\'s income thresholds are encoded (otherwise the test is described, not applied).'),
    detail: prose(z.string()).describe('The income test in words.'),
  }).nullable().describe('The means test that decides copays and enrolment for veterans without a qualifying rating; null when not applicable.'),
  copays: z.looseObject({
    effective: z.string().describe('ISO date from which it is in force.'),
    lines: z.array(copayLineSchema).describe('Copays by service.'),
    service_connected_care: prose(z.string()).describe('Whether care for service-connected conditions is free, in words.'),
  }).nullable().describe('VA copays in force; null outside the US.'),
  dependents: z.looseObject({
    count: z.number().nullable().describe('Dependents given, or null.'),
    champva: z.enum(['unknown', 'possible', 'not_applicable', 'not_eligible']).describe('Whether dependents may get CHAMPVA coverage.'),
    detail: prose(z.array(z.string())).describe('About dependents\' coverage, in words.'),
  }).nullable().describe('Health coverage for dependents; null outside the US.'),
  community_care: z.looseObject({
    drive_minutes: z.looseObject({
        primary: z.number().describe('Drive time to a VA facility above which community care is allowed, for primary care (minutes).'),
        specialty: z.number().describe('The same for specialty care (minutes).'),
      }).describe('Drive-time standards of community care.'),
    wait_days: z.looseObject({
        primary: z.number().describe('Wait above which community care is allowed, for primary care (days).'),
        specialty: z.number().describe('The same for specialty care (days).'),
      }).describe('Wait-time standards of community care.'),
    detail: prose(z.array(z.string())).describe('Community care in words.'),
  }).nullable().describe('When care can be had outside VA (community care); null outside the US.'),
  dental: z.looseObject({
    likely_class: z.string().nullable().describe('The dental class the veteran likely falls in, or null.'),
    detail: prose(z.array(z.string())).describe('Dental eligibility in words.'),
  }).nullable().describe('VA dental care; null outside the US.'),
  mental_health: prose(z.array(z.string())).describe('Mental health care available, in words.'),
  medicare_medicaid: prose(z.array(z.string())).describe('How VA care works with Medicare and Medicaid, in words.'),
  living_abroad: prose(z.string()).describe('Whether the health care reaches a veteran living abroad, in words.'),
  local_programs: z.looseObject({
    description: prose(z.string()).describe('The health-care programs in words.'),
    sources: z.array(z.string()).describe('Where the description comes from.'),
  }).nullable().describe('Health care of a country other than the US; null for the US.'),
  summary: prose(z.string()).describe('The answer in words.'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
  abroad: abroadSectionSchema.nullable().describe('Whether health care reaches a veteran living outside the paying country; null when not abroad.'),
  next_calls: z.array(z.string()).describe('Endpoints to call next (spec rule 3).'),
  disclaimer: prose(z.string()).describe('What the answer is not (legal, tax or financial advice), in words.'),
}).describe('Veterans health care: the VA priority group, the income test, copays, dependents\' coverage, community care, dental and mental health, or the country\'s own programs.');
