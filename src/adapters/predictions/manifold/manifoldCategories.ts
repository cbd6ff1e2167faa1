import type { PredictionCategory } from '../../../markets/predictions/types.js';

/**
 * Manifold topic slugs (`groupSlugs`, the `topicSlug` filter of /v0/search-markets) and the scan category each stands
 * for; the first is the one a listing asks for. Slugs as Manifold's topic pages name them, not checked against an
 * official list (docs/prediction-venues.md).
 */
export const MANIFOLD_CATEGORY_TOPICS: Readonly<Record<PredictionCategory, readonly string[]>> = {
  crypto: ['crypto', 'bitcoin', 'cryptocurrency'],
  economics: ['economics', 'economics-default', 'finance', 'stocks', 'inflation'],
  geopolitics: ['geopolitics', 'world-default', 'ukraine-russia', 'israel-hamas', 'china'],
  politics: ['politics-default', 'politics', 'us-politics', 'elections'],
  sports: ['sports-default', 'sports', 'nfl', 'nba', 'soccer'],
  esports: ['esports', 'league-of-legends', 'counterstrike'],
  entertainment: ['entertainment', 'movies', 'music-f213cbf1eab5', 'celebrities'],
  weather: ['weather', 'climate', 'climate-change'],
  'ai-tech': ['ai', 'technology-default', 'science-default', 'openai'],
};
