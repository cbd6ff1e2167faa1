import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { answerCurrencySchema } from '../../responses/answerCurrencyShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { consumerRightSchema, legalDeadlineSchema, letterTemplateSchema, complaintBodySchema } from './_consumerLawShapes.js';

/** A national credit bureau (credit reporting agency / credit reference agency / credit reporting body). */
const creditBureauSchema = z.looseObject({
  id: z.string().describe('Lower-case id, the value of the `bureau` parameter.'),
  name: z.string().describe('Name of the bureau.'),
  url: z.string().describe('Consumer home page.'),
}).describe('A national credit bureau (credit reporting agency / credit reference agency / credit reporting body).');

/** One step of the bureau process. */
const disputeStepSchema = z.looseObject({
  step: z.number().describe('Step number, from 1.'),
  description: prose(z.string()).describe('The step in words.'),
}).describe('One step of the bureau process.');

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
  currency: answerCurrencySchema,
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
