import type { CreditType } from '../../catalog/types.js';

/** Pack sizes on sale: 1, 3, 5 or 10 credits. */
export const CREDIT_PACK_SIZES = [1, 3, 5, 10] as const;

/** One of {@link CREDIT_PACK_SIZES}. */
export type CreditPackSize = (typeof CREDIT_PACK_SIZES)[number];

/**
 * Credit pack prices in USD (exact decimal strings), by credit type and pack size, as the spec's Limits table gives
 * them. A pack is bought with one x402 payment of exactly this amount.
 *
 * @see spec: Market Signal Service and Shopping Safety Service, Limits (analysis packs; signal packs)
 */
export const CREDIT_PACK_PRICES_USD: Readonly<Record<CreditType, Readonly<Record<CreditPackSize, string>>>> = {
  analysis: { 1: '1.49', 3: '3.49', 5: '4.99', 10: '7.99' },
  signal: { 1: '2.49', 3: '6.49', 5: '9.99', 10: '16.99' },
};

/** The two credit types, never interchangeable (002, Authentication rule 3). */
export const CREDIT_TYPES: readonly CreditType[] = ['analysis', 'signal'];
