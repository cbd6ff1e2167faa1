import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';

/** One signal with the points it gave and why. */
const merchantSignalSchema = z.looseObject({
  id: z.string().describe('e.g. `domain_age`, `blocklist.urlhaus`, `tls`, `page.refund`, `shape.lookalike`.'),
  value: z.union([z.string(), z.number(), z.boolean()]).nullable().describe('TODO'),
  points: z.number().describe('TODO'),
  evidence: z.string().describe('TODO'),
}).describe('One signal with the points it gave and why.');

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

/** One item in the answer. */
const tripItemResultSchema = z.looseObject({
  id: z.string().describe('TODO'),
  name: z.string().describe('TODO'),
  merchant_id: z.string().nullable().describe('TODO'),
  recall_status: z.enum(['unknown', 'recalled', 'possible_match', 'no_match']).describe('TODO'),
  recall_confidence: z.number().nullable().describe('TODO'),
  recall_matches: z.array(recallMatchSchema).describe('TODO'),
  line_total: z.looseObject({
      amount: moneySchema.describe('TODO'),
      currency: z.string().describe('ISO 4217 currency code.'),
    }).nullable().describe('quantity × unit price, exact; null without a price.'),
  at_risk: z.boolean().describe('Recalled or possibly recalled, or bought from a shop that stops the trip.'),
}).describe('One item in the answer.');

/** One merchant in the answer. */
const tripMerchantResultSchema = z.looseObject({
  id: z.string().describe('TODO'),
  registrable_domain: z.string().nullable().describe('TODO'),
  score: z.number().nullable().describe('null when no score was computed.'),
  band: z.enum(['very_likely_unsafe', 'likely_unsafe', 'caution', 'likely_safe', 'very_likely_safe']).nullable().describe('TODO'),
  blocklisted: z.boolean().describe('TODO'),
  unknowns: z.array(z.string()).describe('TODO'),
  level: z.enum(['caution', 'ok', 'stop']).describe('TODO'),
}).describe('One merchant in the answer.');

/** A source's state as the adapters report it for the whole trip. */
const tripSourceStatusSchema = z.looseObject({
  id: z.string().describe('TODO'),
  status: z.enum(['stale', 'ok', 'unavailable']).describe('TODO'),
  fetched_at: z.string().nullable().optional().describe('TODO'),
}).describe('A source\'s state as the adapters report it for the whole trip.');

/** The 200 answer of shopperTrip. */
export const shopperTripResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  merchant_signals: z.record(z.string(), z.looseObject({
    signals: z.array(merchantSignalSchema).describe('TODO'),
    caps: z.array(z.looseObject({
        id: z.string().describe('TODO'),
        cap: z.number().describe('TODO'),
        reason: prose(z.string()).describe('Why, in words.'),
      })).describe('TODO'),
  })).describe('TODO'),
  recall_source_errors: z.looseObject({
    cpsc: z.string().optional().describe('TODO'),
    'health-canada': z.string().optional().describe('TODO'),
    'safety-gate': z.string().optional().describe('TODO'),
    accc: z.string().optional().describe('TODO'),
    nhtsa: z.string().optional().describe('TODO'),
  }).describe('TODO'),
  as_of: z.string().describe('ISO date the answer was computed for.'),
  items: z.array(tripItemResultSchema).describe('TODO'),
  merchants: z.array(tripMerchantResultSchema).describe('TODO'),
  totals: z.looseObject({
    by_currency: z.array(z.looseObject({
        currency: z.string().describe('ISO 4217 currency code.'),
        subtotal: moneySchema.describe('TODO'),
        at_risk: moneySchema.describe('TODO'),
        items: z.number().describe('TODO'),
      })).describe('TODO'),
    unpriced_items: z.number().describe('Items with no price (not in any subtotal).'),
  }).describe('Sums per currency, never converted or mixed.'),
  verdict: z.looseObject({
    level: z.enum(['caution', 'ok', 'stop']).describe('TODO'),
    reasons: prose(z.array(z.string())).describe('Why, in words.'),
  }).describe('TODO'),
  sources: z.array(tripSourceStatusSchema).describe('TODO'),
}).describe('TODO');
