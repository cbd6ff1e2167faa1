import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { countryScopeSchema } from './vetResponseParts.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { vetAnswerCurrencySchema } from '../../responses/answerCurrencyShape.js';

/** One listed discount. */
const listedDiscountSchema = z.looseObject({
  id: z.string().describe('Stable id of the discount.'),
  category: z.enum(['travel', 'retail', 'dining', 'recreation']).describe('Category of the discount.'),
  name: z.string().describe('Name of the discount.'),
  provider: z.string().describe('Who offers it.'),
  kind: z.enum(['private', 'government']).describe('Offered by a private company or a government body.'),
  description: prose(z.string()).describe('The discount in words.'),
  eligible: z.boolean().nullable().describe('True when the rating given meets the requirement, false when it does not, null when it cannot be told.'),
  requirement: prose(z.string().nullable()).describe('What it requires (a rating, a card), in words; null when nothing beyond veteran status.'),
  source: z.string().describe('The statute, regulation or official page it comes from.'),
  effective: z.string().describe('ISO date from which it is in force.'),
  verified: z.string().nullable().describe('ISO date it was checked against its source; null when it was not.'),
  subject_to_change: z.boolean().describe('True for private offers and any entry not verified: check before relying on it.'),
  caveat: prose(z.string()).describe('What to check before relying on it, in words.'),
}).describe('One listed discount.');

/** The 200 answer of vetDiscounts. */
export const vetDiscountsResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country_scope: countryScopeSchema,
  currency: vetAnswerCurrencySchema,
  summary: prose(z.string()).describe('The answer in words.'),
  category: z.enum(['travel', 'retail', 'dining', 'recreation']).nullable().describe('The category asked for; null for all.'),
  discounts: z.array(listedDiscountSchema).describe('The discounts listed, for the category and rating.'),
  notes: prose(z.array(z.string())).describe('Remarks on the answer.'),
  disclaimer: prose(z.string()).describe('What the answer is not (legal, tax or financial advice), in words.'),
  next_calls: z.array(z.string()).describe('Endpoints to call next (spec rule 3).'),
}).describe('Veteran discounts (travel, retail, dining, recreation) from private companies and governments, with what each requires.');
