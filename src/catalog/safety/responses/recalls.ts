import { z } from 'zod';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { recallMatchSchema, recallSourceErrorsSchema } from './_safetyShapes.js';

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
  source_errors: recallSourceErrorsSchema.describe('Per source that could not be read: why.'),
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
