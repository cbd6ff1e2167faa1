import { q } from '../core/queryParams.js';

/**
 * Supported sports of the `sport` parameter, grouped as the spec lists them (spec: Market Signal Service and Shopping Safety Service, Supported
 * sports). The group names are headings; the values a caller sends are the keys inside each group.
 *
 * @see spec: Market Signal Service and Shopping Safety Service, Supported sports (sport parameter)
 */
export const SUPPORTED_SPORTS = {
  american_football: ['nfl', 'ncaaf'],
  basketball: ['nba', 'ncaab', 'euroleague'],
  baseball: ['mlb'],
  ice_hockey: ['nhl'],
  aussie_rules: ['afl'],
  rugby: ['nrl', 'superrugby', 'rugbyleague', 'rugbyunion'],
  mma_boxing: ['mma', 'ufc', 'boxing'],
  cricket: ['ipl', 'bbl', 'cricket'],
  esports: ['esports', 'cs2', 'lol', 'dota2'],
  soccer: [
    'epl', 'championship', 'laliga', 'bundesliga', 'seriea', 'ligue1', 'eredivisie', 'primeiraliga', 'ucl', 'uel',
    'brasileirao', 'mls', 'ligamx', 'norway', 'bolivia', 'peru', 'worldcup', 'facup', 'aleague', 'jleague', 'colombia',
    'ecuador', 'argentina', 'uruguay', 'paraguay', 'venezuela', 'chile', 'brazilb', 'sweden', 'turkey', 'leaguetwo',
    'laliga2', 'greece', 'scotland', 'belgium', 'switzerland', 'china', 'saudi', 'southafrica', 'rfpl', 'libertadores',
    'conference', 'sudamericana', 'uslc', 'kleague', 'kleague2', 'nwsl', 'ukraine', 'argpn', 'superettan', 'finland',
    'poland', 'bulgaria', 'austria', 'denmark', 'leagueone', 'nationalleague', 'eflcup', 'scottishcup', 'wsl', 'j2',
    'serieb', 'bundesliga2', 'ligue2', 'eerstedivisie', 'turkey2', 'belgium2', 'norway2', 'portugalcup', 'coppaitalia',
    'ofbcup', 'slovakia', 'croatia', 'hungary', 'israel', 'estonia', 'iceland', 'kazakhstan', 'azerbaijan', 'latvia',
    'lithuania', 'slovenia', 'serbia', 'ireland', 'nireland', 'indonesia', 'uzbekistan', 'uae', 'qatar', 'thailand',
    'australiacup', 'guatemala', 'costarica', 'canpl', 'leaguescup', 'brazilc', 'chile2', 'colombia2', 'cafcl',
  ],
} as const;

/** The soccer league keys of {@link SUPPORTED_SPORTS} (99 keys), also accepted by /api/signal/pm-sports. */
export const SOCCER_LEAGUE_KEYS = SUPPORTED_SPORTS.soccer;

/**
 * Every sport key of {@link SUPPORTED_SPORTS}, flattened in the spec's order (121 keys).
 *
 * @see spec: Market Signal Service and Shopping Safety Service, Supported sports (sport parameter)
 */
export const SPORT_KEYS = [
  ...SUPPORTED_SPORTS.american_football,
  ...SUPPORTED_SPORTS.basketball,
  ...SUPPORTED_SPORTS.baseball,
  ...SUPPORTED_SPORTS.ice_hockey,
  ...SUPPORTED_SPORTS.aussie_rules,
  ...SUPPORTED_SPORTS.rugby,
  ...SUPPORTED_SPORTS.mma_boxing,
  ...SUPPORTED_SPORTS.cricket,
  ...SUPPORTED_SPORTS.esports,
  ...SUPPORTED_SPORTS.soccer,
] as const;

/**
 * Values of `sport` on /api/signal/sports: the supported sports plus `f1`, because the spec says the F1 scan is
 * "also reachable as signal/sports with sport=f1".
 *
 * @see spec: Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints (GET /api/signal/f1)
 */
export const SIGNAL_SPORTS_VALUES = [...SPORT_KEYS, 'f1'] as const;

/**
 * Values of `sport` on /api/signal/pm-sports: `soccer` (the whole registered board), a single soccer league key
 * (the supported ones, {@link SOCCER_LEAGUE_KEYS}), or one of the thirteen named sports.
 *
 * @see spec: Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints (GET /api/signal/pm-sports)
 */
export const PM_SPORTS_VALUES = [
  'soccer',
  ...SOCCER_LEAGUE_KEYS,
  'mlb', 'nfl', 'nba', 'nhl', 'wnba', 'tennis', 'rugby', 'cricket', 'mma', 'cs2', 'lol', 'dota2', 'valorant',
] as const;

/**
 * Timeframes of /api/signal/generate. `1m` and `3m` are one and three months (they follow `1w` in the spec's
 * ascending list); values match without regard to case, so `1M` is the same month.
 *
 * @see spec: Market Signal Service and Shopping Safety Service, Market signal service: detailed parameters
 */
export const SIGNAL_TIMEFRAMES = ['1h', '4h', '1d', '3d', '1w', '1m', '3m'] as const;

/** Prediction-market categories of /api/signal/predvenue (the nine the detailed table lists). */
export const PREDVENUE_CATEGORIES = [
  'crypto', 'economics', 'geopolitics', 'politics', 'sports', 'esports', 'entertainment', 'weather', 'ai-tech',
] as const;

/** The eight basket themes of /api/signal/basket. */
export const BASKET_THEMES = ['ai', 'semis', 'defense', 'china-tech', 'nuclear', 'cyber', 'glp1', 'quantum'] as const;

/** Markets of /api/signal/sports: head-to-head, spreads, totals. */
export const SPORTS_MARKETS = ['h2h', 'spreads', 'totals'] as const;

/** DFS contest types of /api/scan/fantasy: guaranteed prize pool or cash game. */
export const FANTASY_CONTESTS = ['gpp', 'cash'] as const;

/** Classes that narrow /api/signal/coinflip: FX pairs or equities. */
export const COINFLIP_CLASSES = ['fx', 'equity'] as const;

/** Families that narrow /api/signal/macro: CPI year over year, unemployment rate, US 10-year yield. */
export const MACRO_FAMILIES = ['cpi_yoy', 'unrate', 'us10y'] as const;

/** Tags that narrow /api/signal/politics. */
export const POLITICS_TAGS = ['politics', 'geopolitics', 'elections'] as const;

/** Classes of /api/signal/ticker (required). */
export const TICKER_CLASSES = ['commodities', 'stocks', 'crypto'] as const;

/** Futures categories of /api/scan/futures and /api/signal/futures. */
export const FUTURES_CATEGORIES = ['index', 'energy', 'metals', 'ags', 'rates'] as const;

/** Scan styles of /api/scan/market, /api/scan/forex and /api/scan/cmi. */
export const SCAN_STYLES = ['scalp', 'intraday', 'longterm'] as const;

/**
 * `style` of the market, forex and CMI scanners: scalp, intraday or longterm. Optional with no default (the spec
 * gives none; the engine chooses and says which it used).
 *
 * @example
 * ```ts
 * scanStyleParam.parse('Scalp') //=> 'scalp'
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints
 */
export const scanStyleParam = q.oneOf(SCAN_STYLES).optional();

/**
 * `category` of the futures scanner and the futures signal: index, energy, metals, ags or rates. The spec says the
 * endpoints work "by category" without saying the parameter is required, so it is optional with no default.
 *
 * @example
 * ```ts
 * futuresCategoryParam.parse('metals') //=> 'metals'
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints
 */
export const futuresCategoryParam = q.oneOf(FUTURES_CATEGORIES).optional();

/**
 * Marks the `key` parameter of /api/signal/basket as a credential (the API key, an alternative to the X-API-KEY
 * header): adapters must not log it and generators keep it out of tool argument schemas.
 * Read it with `z.globalRegistry.get(schema)?.credential`.
 *
 * @see spec: Market Signal Service and Shopping Safety Service, Authentication (rule 2)
 */
export const CREDENTIAL_PARAM_META = { credential: true } as const;
