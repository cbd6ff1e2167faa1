import { PREDICTION_CATEGORIES, type PredictionCategory } from '../../../markets/predictions/types.js';

/**
 * The scan category a venue's tags stand for: the first category (in the spec's order) one of whose tags the market
 * carries, compared case-insensitively; null when none matches ('unknown' is an answer, never a guess).
 *
 * @param tags - The venue's tag slugs or names on the market.
 * @param table - The venue's category → tags table.
 * @returns The category, or null.
 * @example
 * ```ts
 * mapVenueTags(['Crypto', 'Bitcoin'], POLYMARKET_CATEGORY_TAGS); //=> 'crypto'
 * ```
 * @see docs/prediction-venues.md
 */
export function mapVenueTags(tags: readonly string[], table: Readonly<Record<PredictionCategory, readonly string[]>>): PredictionCategory | null {
  const have = new Set(tags.map((t) => t.trim().toLowerCase()));
  for (const category of PREDICTION_CATEGORIES) if (table[category].some((t) => have.has(t))) return category;
  return null;
}
