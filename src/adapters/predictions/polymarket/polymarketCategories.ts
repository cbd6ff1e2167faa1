import type { PredictionCategory } from '../../../markets/predictions/types.js';

/**
 * Polymarket tag slugs and the scan category each stands for. The first slug of each category is the one a listing asks
 * Gamma for (`/events?tag_slug=`); the others are read from the tags an event carries. The slugs are those of
 * Polymarket's category pages (polymarket.com/<slug>) as they stood in 2026; the list was not checked against an
 * official taxonomy (docs/prediction-venues.md).
 */
export const POLYMARKET_CATEGORY_TAGS: Readonly<Record<PredictionCategory, readonly string[]>> = {
  crypto: ['crypto', 'bitcoin', 'ethereum', 'solana', 'crypto-prices'],
  economics: ['economy', 'economics', 'fed', 'fed-rates', 'inflation', 'finance', 'business'],
  geopolitics: ['geopolitics', 'world', 'ukraine', 'middle-east', 'china'],
  politics: ['politics', 'elections', 'us-politics', 'us-election', 'trump'],
  sports: ['sports', 'nba', 'nfl', 'mlb', 'nhl', 'soccer', 'tennis', 'golf', 'ufc', 'f1'],
  esports: ['esports', 'counter-strike', 'league-of-legends', 'dota-2', 'valorant'],
  entertainment: ['pop-culture', 'culture', 'entertainment', 'movies', 'music', 'awards', 'celebrities'],
  weather: ['weather', 'climate', 'temperature', 'hurricanes'],
  'ai-tech': ['tech', 'ai', 'science', 'openai', 'space'],
};
