import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** A national credit bureau (credit reporting agency / credit reference agency / credit reporting body). */
const creditBureauSchema = z.looseObject({
  id: z.string().describe('Lower-case id, the value of the `bureau` parameter.'),
  name: z.string().describe('Name of the bureau.'),
  url: z.string().describe('Consumer home page.'),
}).describe('A national credit bureau (credit reporting agency / credit reference agency / credit reporting body).');

/** One right the consumer has, with the provision it comes from. */
const consumerRightSchema = z.looseObject({
  id: z.string().describe('Stable id of the right.'),
  summary: prose(z.string()).describe('The right in words.'),
  citation: z.string().describe('The statute or regulation, cited.'),
  rule_id: z.string().describe('Id of the rule table that states it.'),
}).describe('One right the consumer has, with the provision it comes from.');

/** A letter ready to send, with the placeholders the caller still has to fill. */
const letterTemplateSchema = z.looseObject({
  id: z.string().describe('Stable id, e.g. `debt_validation_request`.'),
  title: z.string().describe('Title of the letter.'),
  send_to: z.string().describe('Who to send it to, in the reader\'s language.'),
  body: z.string().describe('Full text; what the caller gave is filled in, the rest stays visible as `{your_name}`.'),
  placeholders_to_fill: z.array(z.string()).describe('Placeholders still in `body`, each one of `LETTER_PLACEHOLDERS` (letterPlaceholders.ts).'),
}).describe('A letter ready to send, with the placeholders the caller still has to fill.');

/** One step of the bureau process. */
const disputeStepSchema = z.looseObject({
  step: z.number().describe('Step number, from 1.'),
  description: prose(z.string()).describe('The step in words.'),
}).describe('One step of the bureau process.');

/** One legal deadline, with the date it falls on if its trigger happens on `asOf`. */
const legalDeadlineSchema = z.looseObject({
  id: z.string().describe('Stable id, e.g. `validation_period`.'),
  description: prose(z.string()).describe('What must happen by when, in the reader\'s language.'),
  period: z.number().describe('How long the deadline is, in `unit`.'),
  unit: z.enum(['calendar_days', 'business_days', 'working_days', 'weeks', 'months', 'years']).describe('Unit of `period`.'),
  due_date: z.string().nullable().describe('The date the period ends if its trigger (named in `description`) happens on `asOf`; `null` when not computed.'),
  estimate: z.literal(true).describe('Always true: the real trigger date (receipt, mailing, complaint) decides the actual deadline.'),
  rule_id: z.string().describe('The rule the period comes from.'),
}).describe('One legal deadline, with the date it falls on if its trigger happens on `asOf`.');

/** A body to complain to, as returned in responses. */
const complaintBodySchema = z.looseObject({
  id: z.string().describe('Stable id of the body.'),
  name: z.string().describe('Name of the body (regulator, ombudsman).'),
  url: z.string().describe('Its official web page.'),
  role: prose(z.string()).describe('What the body does for the consumer, in the reader\'s language.'),
  rule_id: z.string().describe('Id of the rule table that names it.'),
}).describe('A body to complain to, as returned in responses.');

/** One rung of the escalation ladder. */
const escalationStepSchema = z.looseObject({
  step: z.number().describe('Step number, from 1.'),
  body: complaintBodySchema,
  when: prose(z.string()).describe('When and why to go there.'),
}).describe('One rung of the escalation ladder.');

/** The 200 answer of debtDispute. */
export const debtDisputeResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose credit-reporting law applies.'),
  bureau: creditBureauSchema.nullable().describe('The bureau asked for, or `null` (letters then keep `{bureau}`).'),
  bureaus: z.array(creditBureauSchema).describe('Every bureau of the country (the allowed values of `bureau`).'),
  negative_items: z.array(z.string()).describe('The negative items given, as given.'),
  rights: z.array(consumerRightSchema).describe('The consumer\'s credit-report rights, each with its provision.'),
  letters: z.array(letterTemplateSchema).describe('Per item a bureau dispute and a direct dispute to the furnisher; then one goodwill request.'),
  process: z.array(disputeStepSchema).describe('The dispute process, step by step.'),
  deadlines: z.array(legalDeadlineSchema).describe('Legal periods, dated as if the letter arrived on `asOf` (estimates).'),
  escalation: z.array(escalationStepSchema).describe('Where to escalate when a dispute fails, in order.'),
  warnings: prose(z.array(z.string())).describe('Warnings to read before acting.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('How to dispute errors on a credit report: the bureaus, the rights and deadlines, letters, the process and where to escalate.');
