import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { countryScopeSchema, conditionPresumptionSchema } from './vetResponseParts.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { vetAnswerCurrencySchema } from '../../responses/answerCurrencyShape.js';

/** The plan for one condition. */
const plannedConditionSchema = z.looseObject({
  input: z.string().describe('The condition as given.'),
  status: z.enum(['unknown', 'matched', 'not_a_disability']).describe('Whether the condition was matched to a known one, is not a disability in itself, or is unknown.'),
  id: z.string().nullable().describe('Id of the matched condition; null when not matched.'),
  name: z.string().nullable().describe('Name of the matched condition; null when not matched.'),
  presumptive: z.array(conditionPresumptionSchema).describe('Presumptive programs the condition falls under for the service era (US only).'),
  nexus_route: z.enum(['presumptive', 'secondary', 'direct']).describe('`presumptive` (no nexus needed), `secondary` (caused by another listed condition) or `direct`.'),
  secondary_to: z.string().nullable().describe('The condition this one is claimed as secondary to, when `nexus_route` is `secondary`.'),
  causation_letter_topics: prose(z.array(z.string())).describe('What the causation letter must address (from the disability assessment).'),
  causation_letter: z.string().describe('The filled causation-letter text, or the presumptive note.'),
  witness_focus: prose(z.string()).describe('What a witness statement should cover for this condition, in words.'),
}).describe('The plan for one condition.');

/** One previously denied condition and how to take it back up. */
const deniedConditionSchema = z.looseObject({
  input: z.string().describe('The denied condition as given.'),
  condition_id: z.string().nullable().describe('Catalog id of the matching condition in this claim, or null.'),
  options: prose(z.array(z.string())).describe('Ways to take the denial back up (supplemental claim, higher-level review, appeal), in words.'),
}).describe('One previously denied condition and how to take it back up.');

/** The 200 answer of vetClaimBuilder. */
export const vetClaimBuilderResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country_scope: countryScopeSchema,
  currency: vetAnswerCurrencySchema,
  conditions: z.array(plannedConditionSchema).describe('The plan for each condition given.'),
  unknown_conditions: z.array(z.string()).describe('Conditions given that were not recognised.'),
  records_to_request: prose(z.array(z.string())).describe('Records to request, and how.'),
  witness_statements: z.looseObject({
    guidance: prose(z.array(z.string())).describe('How to write witness statements, in words.'),
    by_condition: prose(z.array(z.string())).describe('What witnesses can say for each condition, in words.'),
  }).describe('Witness (lay) statements.'),
  exam_preparation: prose(z.array(z.string())).describe('How to prepare for the medical exam, in words.'),
  causation_letter: z.looseObject({
    standard: prose(z.string()).describe('The standard of proof the letter must meet, in words.'),
    template: z.string().describe('A causation-letter template for a medical provider, with placeholders in brackets.'),
  }).describe('The causation (nexus) letter.'),
  secondary_conditions: z.array(z.looseObject({
    id: z.string().describe('Id of the condition.'),
    name: z.string().describe('Name of the condition.'),
    because_of: z.array(z.string()).describe('The conditions given that can cause it.'),
  })).describe('Conditions that often follow from those given and could be claimed as secondary.'),
  strategy: z.looseObject({
    steps: prose(z.array(z.string())).describe('What to do, in order.'),
    previous_denials: z.array(deniedConditionSchema).describe('What to do about each previous denial.'),
  }).describe('The claim strategy.'),
  local_procedure: z.looseObject({
    description: prose(z.string()).describe('The claim procedure in words.'),
    sources: z.array(z.string()).describe('Where the description comes from.'),
  }).nullable().describe('The claim procedure of a country other than the US; null for the US.'),
  summary: prose(z.string()).describe('The answer in words.'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
  next_calls: z.array(z.string()).describe('Endpoints to call next (spec rule 3).'),
  disclaimer: prose(z.string()).describe('What the answer is not (legal, tax or financial advice), in words.'),
}).describe('A claim plan for disability compensation: each condition with its route to service connection, records to request, witness statements, exam preparation, a causation letter and the strategy.');
