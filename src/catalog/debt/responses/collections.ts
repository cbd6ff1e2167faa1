import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** One right the consumer has, with the provision it comes from. */
const consumerRightSchema = z.looseObject({
  id: z.string().describe('Stable id of the right.'),
  summary: prose(z.string()).describe('The right in words.'),
  citation: z.string().describe('The statute or regulation, cited.'),
  rule_id: z.string().describe('Id of the rule table that states it.'),
}).describe('One right the consumer has, with the provision it comes from.');

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

/** A letter ready to send, with the placeholders the caller still has to fill. */
const letterTemplateSchema = z.looseObject({
  id: z.string().describe('Stable id, e.g. `debt_validation_request`.'),
  title: z.string().describe('Title of the letter.'),
  send_to: z.string().describe('Who to send it to, in the reader\'s language.'),
  body: z.string().describe('Full text; what the caller gave is filled in, the rest stays visible as `{your_name}`.'),
  placeholders_to_fill: z.array(z.string()).describe('Placeholders still in `body`, each one of `LETTER_PLACEHOLDERS` (letterPlaceholders.ts).'),
}).describe('A letter ready to send, with the placeholders the caller still has to fill.');

/** A body to complain to, as returned in responses. */
const complaintBodySchema = z.looseObject({
  id: z.string().describe('Stable id of the body.'),
  name: z.string().describe('Name of the body (regulator, ombudsman).'),
  url: z.string().describe('Its official web page.'),
  role: prose(z.string()).describe('What the body does for the consumer, in the reader\'s language.'),
  rule_id: z.string().describe('Id of the rule table that names it.'),
}).describe('A body to complain to, as returned in responses.');

/** The 200 answer of debtCollections. */
export const debtCollectionsResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose collection law applies.'),
  collector: z.string().nullable().describe('The collector named by the caller, or null.'),
  situation: z.string().nullable().describe('The situation as the caller described it, or null.'),
  rights: z.array(consumerRightSchema).describe('The consumer\'s rights against collectors, each with its provision.'),
  deadlines: z.array(legalDeadlineSchema).describe('Legal periods, dated as if their trigger happened on `asOf` (estimates).'),
  letters: z.array(letterTemplateSchema).describe('`debt_validation_request` and `cease_and_desist`, filled with what was given.'),
  situation_flags: z.array(z.string()).describe('What the engine recognised in `situation`; known values (more may be added): harassment, not_mine, old_debt, lawsuit, paid.'),
  situation_tips: prose(z.array(z.string())).describe('Advice for the situations recognised, in words.'),
  reporting_resources: z.array(complaintBodySchema).describe('Where to report violations, from the `regulators` rule table.'),
  warnings: prose(z.array(z.string())).describe('Warnings to read before acting.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('A debtor\'s rights against a debt collector: the rules, deadlines, letters to send and where to complain.');
