import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** One recall that matched, with the evidence. */
const recallMatchSchema = z.looseObject({
  source: z.enum(['cpsc', 'health-canada', 'safety-gate', 'accc', 'nhtsa']).describe('The statute, regulation or official page it comes from.'),
  recall_id: z.string().describe('TODO'),
  title: z.string().describe('TODO'),
  url: z.string().nullable().describe('Official page.'),
  date: z.string().nullable().describe('TODO'),
  hazards: z.array(z.string()).describe('TODO'),
  remedies: z.array(z.string()).describe('TODO'),
  matched_on: z.enum(['brand', 'model', 'gtin', 'model_prefix', 'name']).describe('The tier that matched.'),
  status: z.enum(['recalled', 'possible_match']).describe('What this match alone says.'),
  confidence: z.number().describe('0 to 1 (see RECALL_MATCH_CONFIDENCE).'),
  brand_agreement: z.enum(['unknown', 'agree', 'disagree']).describe('TODO'),
  evidence: z.string().describe('TODO'),
}).describe('One recall that matched, with the evidence.');

/** How one source stood at `asOf`. */
const sourceCoverageSchema = z.looseObject({
  id: z.string().describe('TODO'),
  status: z.enum(['stale', 'ok', 'unavailable']).describe('`ok`: read and current; `stale`: read but older than its limit, or undated; `unavailable`: not read.'),
  fetched_at: z.string().nullable().describe('TODO'),
  age_days: z.number().nullable().describe('Whole days from the snapshot to `asOf`; null when undated.'),
  freshness_days: z.number().describe('TODO'),
}).describe('How one source stood at `asOf`.');

/** The 200 answer of safetyRecalls. */
export const safetyRecallsResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  source_errors: z.looseObject({
    cpsc: z.string().optional().describe('TODO'),
    'health-canada': z.string().optional().describe('TODO'),
    'safety-gate': z.string().optional().describe('TODO'),
    accc: z.string().optional().describe('TODO'),
    nhtsa: z.string().optional().describe('TODO'),
  }).describe('TODO'),
  status: z.enum(['unknown', 'recalled', 'possible_match', 'no_match']).describe('TODO'),
  confidence: z.number().nullable().describe('Confidence of the best match; null when nothing matched.'),
  matches: z.array(recallMatchSchema).describe('TODO'),
  query: z.looseObject({
    gtin14: z.string().nullable().describe('TODO'),
    model_normalized: z.string().nullable().describe('TODO'),
    brand_keys: z.array(z.string()).describe('TODO'),
    name_tokens: z.array(z.string()).describe('TODO'),
  }).describe('How the query was read.'),
  sources: z.array(sourceCoverageSchema).describe('TODO'),
  reasons: prose(z.array(z.string())).describe('Why, in words.'),
  country: z.enum(['US', 'CA', 'AU', 'DE', 'MT', 'NL', 'SK', 'EU', 'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'PL', 'PT', 'RO', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO']).nullable().describe('TODO'),
}).describe('TODO');
