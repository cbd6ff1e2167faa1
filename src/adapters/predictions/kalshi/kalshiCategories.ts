import type { PredictionCategory } from '../../../markets/predictions/types.js';

/**
 * Kalshi event categories (the `category` of /events and /series) and the scan category each maps to. Categories with
 * no counterpart (Health, Social, Transportation, Mentions, Companies) map to none: those markets answer `category:
 * null`. Esports sit inside Kalshi's Sports category and cannot be told apart from the category alone. Names as the
 * API returned them in January 2026 (test/fixtures/cassettes/kalshi).
 */
export const KALSHI_CATEGORY_MAP: Readonly<Record<string, PredictionCategory>> = {
  Politics: 'politics',
  Elections: 'politics',
  World: 'geopolitics',
  Economics: 'economics',
  Financials: 'economics',
  Crypto: 'crypto',
  'Climate and Weather': 'weather',
  Sports: 'sports',
  Entertainment: 'entertainment',
  'Science and Technology': 'ai-tech',
};
