import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { answerCurrencySchema } from '../../responses/answerCurrencyShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { consumerRightSchema, legalDeadlineSchema, complaintBodySchema } from './_consumerLawShapes.js';

/** The 200 answer of debtRights. */
export const debtRightsResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose consumer-credit law applies.'),
  currency: answerCurrencySchema,
  collection_rights: z.array(consumerRightSchema).describe('Rights against debt collectors (as in /api/debt/collections).'),
  credit_report_rights: z.array(consumerRightSchema).describe('Rights over the credit report (as in /api/debt/dispute).'),
  key_deadlines: z.array(legalDeadlineSchema).describe('The legal periods of both, dated as if their trigger happened on `asOf` (estimates).'),
  regulators: z.array(complaintBodySchema).describe('Every body to complain to, collections first, each once.'),
  warnings: prose(z.array(z.string())).describe('Warnings to read before acting.'),
  narrative: prose(z.string()).describe('The answer in a few sentences.'),
}).describe('A debtor\'s rights in one country: against collectors and over the credit report, the key deadlines and the regulators to complain to.');
