import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';

/**
 * One recall that matched, with the evidence, as safetyRecalls lists it and shopperTrip lists it per item.
 *
 * @example
 * ```ts
 * const answer = z.looseObject({ matches: z.array(recallMatchSchema) });
 * ```
 * @see src/safety/matchRecalls.ts
 */
export const recallMatchSchema = z.looseObject({
  source: z.string().describe('The recall source that published it, e.g. cpsc, health-canada, safety-gate, accc, nhtsa (more may be added).'),
  recall_id: z.string().describe('The recall\'s id at its source.'),
  title: prose(z.string()).describe('Title of the recall notice.'),
  url: z.string().nullable().describe('Page of the recall notice at its source; null when the source gives none.'),
  date: z.string().nullable().describe('ISO date of the recall; null when the source gives none.'),
  hazards: prose(z.array(z.string())).describe('The hazards named by the notice.'),
  remedies: prose(z.array(z.string())).describe('What to do (refund, repair, replace), as the notice says.'),
  matched_on: z.enum(['brand', 'model', 'gtin', 'model_prefix', 'name']).describe('The tier that matched.'),
  status: z.enum(['recalled', 'possible_match']).describe('What this match alone says.'),
  confidence: z.number().describe('0 to 1 (see RECALL_MATCH_CONFIDENCE).'),
  brand_agreement: z.enum(['unknown', 'agree', 'disagree']).describe('Whether the brand given agrees with the recall\'s brand; unknown when either is missing.'),
  evidence: prose(z.string()).describe('What matched, in words.'),
}).describe('One recall that matched, with the evidence.');

/**
 * Per recall source that could not be read, why (undescribed: each answer says which sources it means).
 *
 * @example
 * ```ts
 * const answer = z.looseObject({ source_errors: recallSourceErrorsSchema.describe('Per source that could not be read: why.') });
 * ```
 * @see src/safety/selectRecallSources.ts
 */
export const recallSourceErrorsSchema = z.looseObject({
  cpsc: z.string().optional().describe('Why the CPSC source could not be read, when it could not.'),
  'health-canada': z.string().optional().describe('Why the Health Canada source could not be read, when it could not.'),
  'safety-gate': z.string().optional().describe('Why the EU Safety Gate source could not be read, when it could not.'),
  accc: z.string().optional().describe('Why the ACCC source could not be read, when it could not.'),
  nhtsa: z.string().optional().describe('Why the NHTSA source could not be read, when it could not.'),
});

/**
 * One signal of a shop's trust score with the points it gave and why (safetyMerchant, and shopperTrip per shop).
 *
 * @example
 * ```ts
 * const answer = z.looseObject({ signals: z.array(merchantSignalSchema) });
 * ```
 * @see src/safety/scoreMerchant.ts
 */
export const merchantSignalSchema = z.looseObject({
  id: z.string().describe('e.g. `domain_age`, `blocklist.urlhaus`, `tls`, `page.refund`, `shape.lookalike`.'),
  value: z.union([z.string(), z.number(), z.boolean()]).nullable().describe('The measured value (a date, a count, a flag); null when not measured.'),
  points: z.number().describe('Points the signal added to (or took from) the score.'),
  evidence: prose(z.string()).describe('The signal in words.'),
}).describe('One signal with the points it gave and why.');

/**
 * A cap that lowered a shop's trust score, with the reason (safetyMerchant, and shopperTrip per shop).
 *
 * @example
 * ```ts
 * const answer = z.looseObject({ caps: z.array(merchantCapSchema).describe('Caps that lowered the score.') });
 * ```
 * @see src/safety/scoreMerchant.ts
 */
export const merchantCapSchema = z.looseObject({
  id: z.string().describe('Which cap.'),
  cap: z.number().describe('Highest score the cap allows.'),
  reason: prose(z.string()).describe('Why, in words.'),
});
