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

/** A body to complain to, as returned in responses. */
const complaintBodySchema = z.looseObject({
  id: z.string().describe('Stable id of the body.'),
  name: z.string().describe('Name of the body (regulator, ombudsman).'),
  url: z.string().describe('Its official web page.'),
  role: prose(z.string()).describe('What the body does for the consumer, in the reader\'s language.'),
  rule_id: z.string().describe('Id of the rule table that names it.'),
}).describe('A body to complain to, as returned in responses.');

/** The 200 answer of debtRights. */
export const debtRightsResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose consumer-credit law applies.'),
  collection_rights: z.array(consumerRightSchema).describe('Rights against debt collectors (as in /api/debt/collections).'),
  credit_report_rights: z.array(consumerRightSchema).describe('Rights over the credit report (as in /api/debt/dispute).'),
  key_deadlines: z.array(legalDeadlineSchema).describe('The legal periods of both, dated as if their trigger happened on `asOf` (estimates).'),
  regulators: z.array(complaintBodySchema).describe('Every body to complain to, collections first, each once.'),
  warnings: prose(z.array(z.string())).describe('Warnings to read before acting.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('A debtor\'s rights in one country: against collectors and over the credit report, the key deadlines and the regulators to complain to.');
