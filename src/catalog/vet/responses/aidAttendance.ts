import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { countryScopeSchema, abroadSectionSchema } from './vetResponseParts.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { vetAnswerCurrencySchema } from '../../responses/answerCurrencyShape.js';

/** One reason behind the verdict. */
const aidAttendanceReasonSchema = z.looseObject({
  code: z.string().describe('Which criterion; known values (more may be added): income, surviving_spouse, wartime_service, age_or_disability, care_need, net_worth.'),
  status: z.enum(['unknown', 'met', 'not_met']).describe('Whether the criterion is met, not met, or unknown for lack of input.'),
  detail: prose(z.string()).describe('The criterion and its result, in words.'),
}).describe('One reason behind the verdict.');

/** The 200 answer of vetAidAttendance. */
export const vetAidAttendanceResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country_scope: countryScopeSchema,
  currency: vetAnswerCurrencySchema,
  verdict: z.enum(['likely_eligible', 'possibly_eligible', 'unlikely_eligible', 'not_assessed']).describe('The assessment: likely, possibly or unlikely eligible, or not assessed (country without the benefit, or nothing given).'),
  reasons: z.array(aidAttendanceReasonSchema).describe('Why, in words.'),
  care_level: z.enum(['aid_attendance', 'housebound', 'basic']).nullable().describe('US only; null elsewhere.'),
  needs: z.looseObject({
    aid_attendance: z.array(z.string()).describe('Needs (as given) that show a need for the aid and attendance of another person.'),
    housebound: z.array(z.string()).describe('Needs that show the veteran is housebound.'),
    unrecognized: z.array(z.string()).describe('Needs not recognised.'),
  }).describe('The needs sorted by what they show.'),
  family_status: z.enum(['veteran_alone', 'veteran_one_dependent', 'surviving_spouse_alone', 'surviving_spouse_one_child']).nullable().describe('The family status whose rate applies; null when unknown.'),
  mapr_annual: moneySchema.nullable().describe('Maximum annual pension rate for the family status and care level (USD).'),
  max_monthly_amount: moneySchema.nullable().describe('`mapr_annual / 12`, rounded down to the dollar: the most paid a month.'),
  income: z.looseObject({
    monthly_income: moneySchema.describe('The monthly income given.'),
    annual_income: moneySchema.describe('The monthly income × 12.'),
    annual_medical_expenses: moneySchema.describe('Yearly unreimbursed medical expenses (care cost × 12).'),
    medical_deductible: moneySchema.describe('Part of medical expenses that is not deductible (5 % of the basic rate).'),
    deductible_medical_expenses: moneySchema.describe('Medical expenses deducted from income.'),
    countable_income: moneySchema.describe('Income counted against the rate after the deduction.'),
  }).nullable().describe('Income counting; null without income or outside the US.'),
  estimated_annual_amount: moneySchema.nullable().describe('`max(0, mapr_annual − countable_income)`; null without income.'),
  estimated_monthly_amount: moneySchema.nullable().describe('`estimated_annual_amount / 12` rounded down to the dollar; null without income.'),
  net_worth: z.looseObject({
    assets: moneySchema.nullable().describe('The assets given; null when not given.'),
    total: moneySchema.nullable().describe('Assets plus annual income; null without assets.'),
    limit: moneySchema.describe('The net-worth limit of the year.'),
    within_limit: z.boolean().nullable().describe('Whether net worth is within the limit; null without assets.'),
  }).nullable().describe('The net-worth test of the pension (38 CFR 3.274); null outside the US.'),
  look_back: z.looseObject({
    months: z.number().describe('Months of the look-back on transferred assets.'),
    penalty_rate_monthly: moneySchema.describe('Monthly penalty rate for assets given away during the look-back.'),
    max_penalty_months: z.number().describe('Longest penalty, in months.'),
  }).nullable().describe('The 36-month look-back on assets transferred to qualify (38 CFR 3.276); null outside the US.'),
  rates_by_family_status: z.array(z.looseObject({
    family_status: z.enum(['veteran_alone', 'veteran_one_dependent', 'surviving_spouse_alone', 'surviving_spouse_one_child']).describe('The family status.'),
    level: z.enum(['aid_attendance', 'housebound', 'basic']).describe('The care level.'),
    annual: moneySchema.describe('The rate a year.'),
    monthly: moneySchema.describe('The rate a month (rounded down to the dollar).'),
  })).describe('Every MAPR of the year, annual and monthly (USD).'),
  each_additional_child_annual: moneySchema.nullable().describe('Added per additional child, a year; null when not applicable.'),
  rates_effective: z.string().nullable().describe('ISO date the rates took effect; null outside the US.'),
  wartime_periods: z.array(z.looseObject({
    id: z.string().describe('Stable id of the period.'),
    name: z.string().describe('Name of the period.'),
    start: z.string().describe('ISO date the period starts.'),
    end: z.string().nullable().describe('ISO date the period ends; null while it runs.'),
  })).describe('The periods of war that count for pension (38 CFR 3.2).'),
  local_program: z.looseObject({
    name: z.string().describe('Name of the program.'),
    authority: z.string().describe('Authority that runs it.'),
  }).nullable().describe('The local program outside the US.'),
  application_steps: prose(z.array(z.string())).describe('How to apply, step by step.'),
  referral: prose(z.string()).describe('Who can help with the application, in words.'),
  summary: prose(z.string()).describe('The answer in words.'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
  abroad: abroadSectionSchema.nullable().describe('Whether the care-needs pension reaches a veteran living outside the paying country; null when not abroad.'),
  next_calls: z.array(z.string()).describe('Endpoints to call next (spec rule 3).'),
  disclaimer: prose(z.string()).describe('What the answer is not (legal, tax or financial advice), in words.'),
}).describe('Aid and attendance or housebound pension: eligibility criterion by criterion, the rate for the family status, income and net-worth counting, and how to apply.');
