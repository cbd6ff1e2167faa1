import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';

/**
 * One right the consumer has, with the provision it comes from, as the consumer-law answers list it
 * (debtCollections, debtDispute, debtRights).
 *
 * @example
 * ```ts
 * const answer = z.looseObject({ rights: z.array(consumerRightSchema) });
 * ```
 * @see src/debt/briefCollectionRights.ts
 */
export const consumerRightSchema = z.looseObject({
  id: z.string().describe('Stable id of the right.'),
  summary: prose(z.string()).describe('The right in words.'),
  citation: z.string().describe('The statute or regulation, cited.'),
  rule_id: z.string().describe('Id of the rule table that states it.'),
}).describe('One right the consumer has, with the provision it comes from.');

/**
 * One legal deadline, with the date it falls on if its trigger happens on `asOf` (debtCollections, debtDispute,
 * debtRights).
 *
 * @example
 * ```ts
 * const answer = z.looseObject({ deadlines: z.array(legalDeadlineSchema) });
 * ```
 * @see src/debt/briefCollectionRights.ts
 */
export const legalDeadlineSchema = z.looseObject({
  id: z.string().describe('Stable id, e.g. `validation_period`.'),
  description: prose(z.string()).describe('What must happen by when, in the reader\'s language.'),
  period: z.number().describe('How long the deadline is, in `unit`.'),
  unit: z.enum(['calendar_days', 'business_days', 'working_days', 'weeks', 'months', 'years']).describe('Unit of `period`.'),
  due_date: z.string().nullable().describe('The date the period ends if its trigger (named in `description`) happens on `asOf`; `null` when not computed.'),
  estimate: z.literal(true).describe('Always true: the real trigger date (receipt, mailing, complaint) decides the actual deadline.'),
  rule_id: z.string().describe('The rule the period comes from.'),
}).describe('One legal deadline, with the date it falls on if its trigger happens on `asOf`.');

/**
 * A letter ready to send, with the placeholders the caller still has to fill (debtCollections, debtDispute).
 *
 * @example
 * ```ts
 * const answer = z.looseObject({ letters: z.array(letterTemplateSchema) });
 * ```
 * @see src/debt/_lib/letterPlaceholders.ts
 */
export const letterTemplateSchema = z.looseObject({
  id: z.string().describe('Stable id, e.g. `debt_validation_request`.'),
  title: z.string().describe('Title of the letter.'),
  send_to: z.string().describe('Who to send it to, in the reader\'s language.'),
  body: z.string().describe('Full text; what the caller gave is filled in, the rest stays visible as `{your_name}`.'),
  placeholders_to_fill: z.array(z.string()).describe('Placeholders still in `body`, each one of `LETTER_PLACEHOLDERS` (letterPlaceholders.ts).'),
}).describe('A letter ready to send, with the placeholders the caller still has to fill.');

/**
 * A body to complain to (regulator, ombudsman), as returned in responses (debtCollections, debtDispute, debtRights).
 *
 * @example
 * ```ts
 * const answer = z.looseObject({ regulators: z.array(complaintBodySchema) });
 * ```
 * @see src/debt/briefCollectionRights.ts
 */
export const complaintBodySchema = z.looseObject({
  id: z.string().describe('Stable id of the body.'),
  name: z.string().describe('Name of the body (regulator, ombudsman).'),
  url: z.string().describe('Its official web page.'),
  role: prose(z.string()).describe('What the body does for the consumer, in the reader\'s language.'),
  rule_id: z.string().describe('Id of the rule table that names it.'),
}).describe('A body to complain to, as returned in responses.');
