import { z } from 'zod';
import { moneySchema } from '../../../core/moneySchema.js';
import { prose } from '../../../core/i18n/prose.js';
import { commonResponseShape } from '../../responses/commonResponseShape.js';
import { ruleCitationsShape } from '../../responses/ruleCitationsShape.js';
import { merchantCapSchema, merchantSignalSchema, recallMatchSchema, recallSourceErrorsSchema } from './_safetyShapes.js';

/** One item in the answer. */
const tripItemResultSchema = z.looseObject({
  id: z.string().describe('Id of the item in this answer: `item-1`, `item-2`, ... in the order sent.'),
  name: z.string().describe('The item\'s name, as sent.'),
  merchant_id: z.string().nullable().describe('Registrable domain of the item\'s shop (`merchants[].id`); null without a merchant URL.'),
  recall_status: z.enum(['unknown', 'recalled', 'possible_match', 'no_match']).describe('The item\'s recall check (as GET /api/safety/recalls).'),
  recall_confidence: z.number().nullable().describe('Confidence of the best recall match; null when nothing matched.'),
  recall_matches: z.array(recallMatchSchema).describe('Recalls that matched the item, best first.'),
  line_total: z.looseObject({
      amount: moneySchema.describe('The line total.'),
      currency: z.string().describe('ISO 4217 currency code.'),
    }).nullable().describe('quantity × unit price, exact; null without a price.'),
  at_risk: z.boolean().describe('Recalled or possibly recalled, or bought from a shop that stops the trip.'),
}).describe('One item in the answer.');

/** One merchant in the answer. */
const tripMerchantResultSchema = z.looseObject({
  id: z.string().describe('The shop\'s id: its registrable domain.'),
  registrable_domain: z.string().nullable().describe('Registrable domain of the shop; null when unknown.'),
  score: z.number().nullable().describe('null when no score was computed.'),
  band: z.enum(['very_likely_unsafe', 'likely_unsafe', 'caution', 'likely_safe', 'very_likely_safe']).nullable().describe('Trust band of the shop; null when it could not be probed.'),
  blocklisted: z.boolean().describe('True when a blocklist lists the shop.'),
  unknowns: z.array(z.string()).describe('Signals that could not be measured for the shop.'),
  level: z.enum(['caution', 'ok', 'stop']).describe('What the shop means for the trip: ok, caution or stop.'),
}).describe('One merchant in the answer.');

/** A source's state as the adapters report it for the whole trip. */
const tripSourceStatusSchema = z.looseObject({
  id: z.string().describe('Id of the source: `recalls:<source>` or `<probe source>:<host>`.'),
  status: z.enum(['stale', 'ok', 'unavailable']).describe('`ok`: read and current; `stale`: old or undated; `unavailable`: not read.'),
  fetched_at: z.string().nullable().optional().describe('When the source was read (ISO 8601); null or absent when unknown.'),
}).describe('A source\'s state as the adapters report it for the whole trip.');

/** The 200 answer of shopperTrip. */
export const shopperTripResponse = z.looseObject({
  ...commonResponseShape,
  ...ruleCitationsShape,
  merchant_signals: z.record(z.string(), z.looseObject({
    signals: z.array(merchantSignalSchema).describe('Every signal of the shop with the points it gave and why.'),
    caps: z.array(merchantCapSchema).describe('Caps that lowered the shop\'s score.'),
  })).describe('Per shop host: the signals and caps behind its trust score.'),
  recall_source_errors: recallSourceErrorsSchema.describe('Per recall source that could not be read: why.'),
  as_of: z.string().describe('ISO date the answer was computed for.'),
  items: z.array(tripItemResultSchema).describe('Each item, in the order sent, with its recall check and line total.'),
  merchants: z.array(tripMerchantResultSchema).describe('Each distinct shop, with its trust band and what it means for the trip.'),
  totals: z.looseObject({
    by_currency: z.array(z.looseObject({
        currency: z.string().describe('ISO 4217 currency code.'),
        subtotal: moneySchema.describe('Sum of the priced items in the currency.'),
        at_risk: moneySchema.describe('Sum of the items at risk in the currency.'),
        items: z.number().describe('Priced items in the currency.'),
      })).describe('One subtotal per currency.'),
    unpriced_items: z.number().describe('Items with no price (not in any subtotal).'),
  }).describe('Sums per currency, never converted or mixed.'),
  verdict: z.looseObject({
    level: z.enum(['caution', 'ok', 'stop']).describe('The trip\'s verdict: ok, caution, or stop (a recalled item or a shop to avoid).'),
    reasons: prose(z.array(z.string())).describe('Why, in words.'),
  }).describe('The trip\'s verdict and why.'),
  sources: z.array(tripSourceStatusSchema).describe('Every source the answer used, recall sources first, and how current each was.'),
}).describe('A shopping trip checked item by item (recalls) and shop by shop (trust score), with exact totals per currency and one verdict.');
