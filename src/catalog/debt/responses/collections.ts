import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { answerCurrencySchema } from '../../responses/answerCurrencyShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { consumerRightSchema, legalDeadlineSchema, letterTemplateSchema, complaintBodySchema } from './_consumerLawShapes.js';

/** The 200 answer of debtCollections. */
export const debtCollectionsResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  country: z.enum(['US', 'UK', 'CA', 'AU']).describe('The country whose collection law applies.'),
  currency: answerCurrencySchema,
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
