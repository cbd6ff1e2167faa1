import { z } from 'zod';
import type { RawLevel } from '../_lib/assembleOutcome.js';
import { decimalField } from '../_lib/venueSchemas.js';

/** The source id of Polymarket's CLOB API in the fetch layer. */
export const CLOB_SOURCE = 'polymarket.clob';

const level = z.object({ price: decimalField, size: decimalField });

/** The CLOB's `/book?token_id=` answer (unknown fields ignored). */
export const clobBookSchema = z.object({
  market: z.string().nullish(),
  asset_id: z.string(),
  timestamp: decimalField.nullish(),
  bids: z.array(level).nullable().transform((v) => v ?? []),
  asks: z.array(level).nullable().transform((v) => v ?? []),
  tick_size: decimalField.nullish(),
  neg_risk: z.union([z.boolean(), z.enum(['true', 'false'])]).nullish(),
});

/** One token's book as the model needs it. */
export interface ClobBook {
  readonly tokenId: string;
  readonly bids: readonly RawLevel[];
  readonly asks: readonly RawLevel[];
  /** When the CLOB stamped it (ISO 8601), or null. */
  readonly asOf: string | null;
}

/**
 * A CLOB book in the adapter's terms: price levels as exact text (the CLOB lists bids lowest first and asks highest
 * first; `assembleOutcome` puts the best first), and the CLOB's millisecond timestamp as an ISO instant.
 *
 * @param book - The parsed `/book` answer.
 * @returns The token's book.
 * @example
 * ```ts
 * readClobBook(clobBookSchema.parse(json)).asks.length;
 * ```
 * @see docs/prediction-venues.md
 */
export function readClobBook(book: z.infer<typeof clobBookSchema>): ClobBook {
  const ms = book.timestamp === null || book.timestamp === undefined ? Number.NaN : Number(book.timestamp);
  return {
    tokenId: book.asset_id,
    bids: book.bids.map((l) => ({ price: l.price, size: l.size })),
    asks: book.asks.map((l) => ({ price: l.price, size: l.size })),
    asOf: Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : null,
  };
}
