import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { countryScopeSchema } from './vetResponseParts.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { vetAnswerCurrencySchema } from '../../responses/answerCurrencyShape.js';

/** One benefit in a category. */
const stateBenefitItemSchema = z.looseObject({
  name: z.string().describe('Program name (proper noun) or the category\'s name when the program has none.'),
  kind: z.enum(['check', 'none', 'full', 'partial', 'program', 'local', 'national']).describe('What kind of entry: a full or partial benefit, a program, a local or national one, none (the jurisdiction has none), or check (to check locally).'),
  description: prose(z.string()).describe('The benefit in words.'),
  law: z.string().nullable().describe('The law that creates it, or null.'),
  beneficiary: z.enum(['dependents', 'veteran', 'veteran_and_dependents']).describe('Who gets it: the veteran, dependents, or both.'),
  threshold: z.looseObject({
        min_rating: z.number().describe('Lowest rating that qualifies, in percent.'),
        permanent_and_total: z.boolean().describe('True when the rating must also be permanent and total.'),
      }).nullable().describe('The rating threshold, or null when the benefit is not rating-gated.'),
  eligibility: z.enum(['likely_qualifies', 'qualifies_if_permanent_and_total', 'not_at_this_rating', 'rating_not_given', 'not_rating_based', 'no_program', 'check_locally']).describe('Whether the veteran likely qualifies at the rating given.'),
  eligibility_detail: prose(z.string()).describe('Why, in words.'),
  tiers: z.array(z.looseObject({
        min_rating: z.number().describe('Lowest rating of the tier, in percent.'),
        amount: moneySchema.describe('Amount at the tier.'),
      })).nullable().describe('Amounts by rating tier (jurisdiction currency), or null.'),
  amount_at_rating: moneySchema.nullable().describe('The tier amount that applies at `disability_rating`, or null.'),
  figures: z.record(z.string(), moneySchema).nullable().describe('Other dated figures (exemption amounts, income limits), or null.'),
  source: z.string().describe('Statute or official page for this benefit.'),
  verified: z.string().nullable().describe('ISO date the fact was checked against its source, or null (unverified).'),
}).describe('One benefit in a category.');

/** One of the seven categories. */
const stateBenefitCategoryResultSchema = z.looseObject({
  category: z.enum(['property_tax', 'tuition', 'employment_preference', 'motor_vehicle', 'hunting_fishing', 'burial', 'veterans_home']).describe('Which category.'),
  title: z.string().describe('Name of the category.'),
  benefits: z.array(stateBenefitItemSchema).describe('Benefits in the category.'),
}).describe('One of the seven categories.');

/** The 200 answer of vetStateBenefits. */
export const vetStateBenefitsResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country_scope: countryScopeSchema,
  jurisdiction: z.looseObject({
    code: z.string().describe('Code of the jurisdiction (e.g. `TX`, `ON`, `SCT`).'),
    name: z.string().describe('Name of the jurisdiction.'),
    country: z.string().describe('Country of the jurisdiction.'),
    agency: z.string().describe('The veterans agency of the jurisdiction.'),
    agency_url: z.string().describe('Its website.'),
  }).nullable().describe('The state, province, nation or Land answered for; null when the country is not mapped.'),
  disability_rating: z.number().nullable().describe('The rating given, or null.'),
  currency: vetAnswerCurrencySchema,
  categories: z.array(stateBenefitCategoryResultSchema).describe('The seven categories in the spec\'s order (empty when the country is not mapped).'),
  other_programs: z.array(stateBenefitItemSchema).describe('Regional programs outside the seven categories (UK covenant, commissioners; German Land services).'),
  eligibility_counts: z.looseObject({
    likely_qualifies: z.number().describe('Benefits the veteran likely qualifies for.'),
    qualifies_if_permanent_and_total: z.number().describe('Benefits that need a permanent and total rating.'),
    not_at_this_rating: z.number().describe('Benefits not reached at this rating.'),
    rating_not_given: z.number().describe('Rating-gated benefits when no rating was given.'),
    not_rating_based: z.number().describe('Benefits open without a rating.'),
    no_program: z.number().describe('Categories with no program.'),
    check_locally: z.number().describe('Entries to check locally.'),
  }).describe('How many benefits fall under each eligibility mark.'),
  summary: prose(z.string()).describe('The answer in words.'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
  disclaimer: prose(z.string()).describe('What the answer is not (legal, tax or financial advice), in words.'),
  next_calls: z.array(z.string()).describe('Endpoints to call next (spec rule 3).'),
}).describe('Benefits of a state (or province, nation, Land) for veterans, by category: property tax, tuition, employment preference, motor vehicle, hunting and fishing, burial, veterans homes and others, with eligibility at the rating given.');
