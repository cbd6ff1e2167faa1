import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';

/** One item of a shopping trip: what it is, what it costs and where it is bought. */
const tripItemSchema = z.object({
  name: q.text(),
  brand: q.text({ max: 100 }).optional(),
  model: q.text({ max: 100 }).optional(),
  upc: q.text({ max: 32 }).optional(),
  price: q.money().optional(),
  // An ISO 4217 code such as USD or EUR.
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 currency code')
    .transform((code) => code.toUpperCase())
    .optional(),
  merchant_url: q.text({ max: 2048 }).optional(),
});

/**
 * POST /api/shopper/trip: Shopping trip check: recalls for each item and the trust of each merchant.
 *
 * The spec shows no inputs. This minimal body (a list of items) is ours and provisional: issue #7, which lands the
 * engine, refines it (docs/catalog.md, Shopping trip body).
 */
export const shopperTrip = defineEndpoint({
  operationId: 'shopperTrip',
  method: 'POST',
  path: '/api/shopper/trip',
  priceUsd: '0.25',
  domain: 'safety',
  spec: '002_55be4aa7ee3acf96.txt#Shopping safety service',
  summary: 'Shopping trip check: recalls for each item and the trust of each merchant.',
  params: z
    .object({
      items: z.array(tripItemSchema).min(1, 'must list at least one item').max(100, 'must list at most 100 items'),
      lang: langParam,
    })
    .meta({ provisional: 'issue #7' }),
  unavailableReason: 'its engine (issue #7, shopping safety) has not landed',
});
