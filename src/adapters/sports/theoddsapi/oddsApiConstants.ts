import type { OddsMarket, OddsRegion } from '../../../markets/ports/OddsSource.js';

/** The source id of The Odds API in the fetch layer and in answers' `data` blocks. */
export const ODDS_API_SOURCE = 'odds-api';

/** The API's host (v4 paths are under `/v4`). */
export const ODDS_API_BASE = 'https://api.the-odds-api.com';

/** The featured markets the odds port asks for. */
export const ODDS_MARKETS: readonly OddsMarket[] = ['h2h', 'spreads', 'totals', 'outrights'];

/** The bookmaker regions of The Odds API v4. */
export const ODDS_REGIONS: readonly OddsRegion[] = ['us', 'us2', 'uk', 'eu', 'au', 'fr', 'se'];
