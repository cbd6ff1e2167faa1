import Decimal from 'decimal.js';
import { z } from 'zod';
import type { PredictionPricePoint } from '../../../markets/predictions/types.js';
import { decimalField } from '../_lib/venueSchemas.js';

/** The CLOB's `/prices-history` answer: `{ history: [{ t: unix seconds, p: price }] }`. */
export const pricesHistorySchema = z.object({ history: z.array(z.object({ t: decimalField, p: decimalField })) });

/**
 * Polymarket's price history of one token as model points, oldest first. These are prices the CLOB records, not
 * quotes: `yesBid` and `yesAsk` stay null so nothing downstream fills at them.
 *
 * @param answer - The parsed `/prices-history` answer for the Yes token.
 * @returns The points.
 * @example
 * ```ts
 * readPricesHistory({ history: [{ t: '1781282044', p: '0.151' }] })[0]?.t; //=> '2026-06-12T16:34:04.000Z'
 * ```
 * @see docs/prediction-venues.md
 */
export function readPricesHistory(answer: z.infer<typeof pricesHistorySchema>): PredictionPricePoint[] {
  return answer.history
    .filter((h) => Number.isFinite(new Date(Number(h.t) * 1000).getTime()))
    .map((h) => ({ t: new Date(Number(h.t) * 1000).toISOString(), yesBid: null, yesAsk: null, price: new Decimal(h.p) }))
    .sort((a, b) => a.t.localeCompare(b.t));
}
