import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** One recall that matched, with the evidence. */
const recallMatchSchema = z.looseObject({
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

/** How one source stood at `asOf`. */
const sourceCoverageSchema = z.looseObject({
  id: z.string().describe('Id of the source.'),
  status: z.enum(['stale', 'ok', 'unavailable']).describe('`ok`: read and current; `stale`: read but older than its limit, or undated; `unavailable`: not read.'),
  fetched_at: z.string().nullable().describe('When the source\'s records were fetched (ISO); null when unknown.'),
  age_days: z.number().nullable().describe('Whole days from the snapshot to `asOf`; null when undated.'),
  freshness_days: z.number().describe('Days after which the source\'s records count as stale.'),
}).describe('How one source stood at `asOf`.');

/** The 200 answer of safetyRecalls. */
export const safetyRecallsResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  source_errors: z.looseObject({
    cpsc: z.string().optional().describe('Why the CPSC source could not be read, when it could not.'),
    'health-canada': z.string().optional().describe('Why the Health Canada source could not be read, when it could not.'),
    'safety-gate': z.string().optional().describe('Why the EU Safety Gate source could not be read, when it could not.'),
    accc: z.string().optional().describe('Why the ACCC source could not be read, when it could not.'),
    nhtsa: z.string().optional().describe('Why the NHTSA source could not be read, when it could not.'),
  }).describe('Per source that could not be read: why.'),
  status: z.enum(['unknown', 'recalled', 'possible_match', 'no_match']).describe('`recalled`: a recall matches on barcode or model; `possible_match`: on weaker evidence; `no_match`: nothing matched in current sources; `unknown`: a needed source was not current, so no-match cannot be claimed.'),
  confidence: z.number().nullable().describe('Confidence of the best match; null when nothing matched.'),
  matches: z.array(recallMatchSchema).describe('The recalls that matched, best first.'),
  query: z.looseObject({
    gtin14: z.string().nullable().describe('The barcode as a GTIN-14 after normalisation and check-digit test; null without a valid barcode.'),
    model_normalized: z.string().nullable().describe('The model number normalised for matching; null without a model.'),
    brand_keys: z.array(z.string()).describe('Brand spellings matched against.'),
    name_tokens: z.array(z.string()).describe('Words of the product name matched against.'),
  }).describe('How the query was read.'),
  sources: z.array(sourceCoverageSchema).describe('Each recall source needed for the country, and how current it was.'),
  reasons: prose(z.array(z.string())).describe('Why, in words.'),
  country: z.string().nullable().describe('The country given (ISO 3166-1 alpha-2, or EU), which selects the sources; null for all sources.'),
}).describe('Product-recall check: matches in the national recall sources by barcode, model, brand and name, with each source\'s freshness; `unknown` rather than a false all-clear when a source is not current.');
