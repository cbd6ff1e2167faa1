import type { OddsRegion } from '../../../markets/ports/OddsSource.js';

/**
 * How one guidekit sport key is asked of The Odds API:
 * - `keys`: these sport keys (competitions), each asked in turn;
 * - `group`: every in-season competition whose key starts with `prefix`, found in the free sports list;
 * - `none`: The Odds API lists no competition for it (`reason` says so), and a request is a 503 naming `odds-api`.
 * `regions` are the bookmaker regions asked when the caller names none.
 */
export type OddsApiSportEntry =
  | { readonly kind: 'keys'; readonly keys: readonly string[]; readonly regions: readonly OddsRegion[] }
  | { readonly kind: 'group'; readonly prefix: string; readonly regions: readonly OddsRegion[] }
  | { readonly kind: 'none'; readonly reason: string };

/** US books and the EU region, which brings Pinnacle. */
const US: readonly OddsRegion[] = ['us', 'eu'];
/** UK books (Betfair's exchange among them) and the EU region. */
const UK: readonly OddsRegion[] = ['uk', 'eu'];
/** Australian books and the EU region. */
const AU: readonly OddsRegion[] = ['au', 'eu'];

const keys = (regions: readonly OddsRegion[], ...list: string[]): OddsApiSportEntry => ({ kind: 'keys', keys: list, regions });
const group = (prefix: string, regions: readonly OddsRegion[] = UK): OddsApiSportEntry => ({ kind: 'group', prefix, regions });
const none = (reason: string): OddsApiSportEntry => ({ kind: 'none', reason });
const soccer = (key: string): OddsApiSportEntry => keys(UK, key);
const NO_LEAGUE = 'The Odds API lists no competition for this league';
const NO_ESPORTS = 'The Odds API prices no esports';

/**
 * guidekit's sport keys (the spec's supported sports, `f1`, and the extra keys of the prediction-market sports scan)
 * mapped to The Odds API v4 sport keys. Owned by the odds adapter: engines and endpoints only ever see guidekit's
 * keys. The Odds API keys follow its published sports list (a copy compiled on 2026-04-04, not checked against the live
 * list): a key it stops listing answers 404, which the adapter reports as a 503 saying this map needs updating.
 * Competitions it does not list are `none`, so an unpriced sport is said plainly rather than answered empty.
 *
 * @see docs/sports-sources.md
 */
export const ODDS_API_SPORT_MAP: Readonly<Record<string, OddsApiSportEntry>> = {
  // American football, basketball, baseball, ice hockey.
  nfl: keys(US, 'americanfootball_nfl'),
  ncaaf: keys(US, 'americanfootball_ncaaf'),
  nba: keys(US, 'basketball_nba'),
  ncaab: keys(US, 'basketball_ncaab'),
  euroleague: keys(UK, 'basketball_euroleague'),
  wnba: keys(US, 'basketball_wnba'),
  mlb: keys(US, 'baseball_mlb'),
  nhl: keys(US, 'icehockey_nhl'),
  // Australian rules, rugby.
  afl: keys(AU, 'aussierules_afl'),
  nrl: keys(AU, 'rugbyleague_nrl'),
  rugbyleague: group('rugbyleague_', AU),
  rugbyunion: group('rugbyunion_'),
  rugby: group('rugby'),
  superrugby: none('The Odds API lists no Super Rugby competition (its rugby union keys are tournaments such as the Six Nations)'),
  // Combat sports.
  mma: keys(US, 'mma_mixed_martial_arts'),
  ufc: keys(US, 'mma_mixed_martial_arts'),
  boxing: keys(US, 'boxing_boxing'),
  // Cricket.
  ipl: keys(UK, 'cricket_ipl'),
  bbl: keys(AU, 'cricket_big_bash'),
  cricket: group('cricket_'),
  // Esports and motor racing: not priced by The Odds API.
  esports: none(NO_ESPORTS),
  cs2: none(NO_ESPORTS),
  lol: none(NO_ESPORTS),
  dota2: none(NO_ESPORTS),
  valorant: none(NO_ESPORTS),
  f1: none('The Odds API prices no motor racing; Formula 1 data comes from the f1 port'),
  // Tennis and golf: one key per tournament, found in the sports list.
  tennis: group('tennis_'),
  golf: group('golf_', US),
  // Soccer: the whole board, then each league of the spec.
  soccer: group('soccer_'),
  epl: soccer('soccer_epl'),
  championship: soccer('soccer_efl_champ'),
  laliga: soccer('soccer_spain_la_liga'),
  bundesliga: soccer('soccer_germany_bundesliga'),
  seriea: soccer('soccer_italy_serie_a'),
  ligue1: soccer('soccer_france_ligue_one'),
  eredivisie: soccer('soccer_netherlands_eredivisie'),
  primeiraliga: soccer('soccer_portugal_primeira_liga'),
  ucl: soccer('soccer_uefa_champs_league'),
  uel: soccer('soccer_uefa_europa_league'),
  brasileirao: soccer('soccer_brazil_campeonato'),
  mls: keys(US, 'soccer_usa_mls'),
  ligamx: keys(US, 'soccer_mexico_ligamx'),
  norway: soccer('soccer_norway_eliteserien'),
  bolivia: none(NO_LEAGUE),
  peru: none(NO_LEAGUE),
  worldcup: soccer('soccer_fifa_world_cup'),
  facup: soccer('soccer_fa_cup'),
  aleague: keys(AU, 'soccer_australia_aleague'),
  jleague: soccer('soccer_japan_j_league'),
  colombia: none(NO_LEAGUE),
  ecuador: none(NO_LEAGUE),
  argentina: soccer('soccer_argentina_primera_division'),
  uruguay: none(NO_LEAGUE),
  paraguay: none(NO_LEAGUE),
  venezuela: none(NO_LEAGUE),
  chile: soccer('soccer_chile_campeonato'),
  brazilb: soccer('soccer_brazil_serie_b'),
  sweden: soccer('soccer_sweden_allsvenskan'),
  turkey: soccer('soccer_turkey_super_league'),
  leaguetwo: soccer('soccer_england_league2'),
  laliga2: soccer('soccer_spain_segunda_division'),
  greece: soccer('soccer_greece_super_league'),
  scotland: soccer('soccer_spl'),
  belgium: soccer('soccer_belgium_first_div'),
  switzerland: soccer('soccer_switzerland_superleague'),
  china: soccer('soccer_china_superleague'),
  saudi: soccer('soccer_saudi_arabia_pro_league'),
  southafrica: none(NO_LEAGUE),
  rfpl: soccer('soccer_russia_premier_league'),
  libertadores: soccer('soccer_conmebol_copa_libertadores'),
  conference: soccer('soccer_uefa_europa_conference_league'),
  sudamericana: soccer('soccer_conmebol_copa_sudamericana'),
  uslc: none(NO_LEAGUE),
  kleague: soccer('soccer_korea_kleague1'),
  kleague2: none(NO_LEAGUE),
  nwsl: none(NO_LEAGUE),
  ukraine: none(NO_LEAGUE),
  argpn: none(NO_LEAGUE),
  superettan: soccer('soccer_sweden_superettan'),
  finland: soccer('soccer_finland_veikkausliiga'),
  poland: soccer('soccer_poland_ekstraklasa'),
  bulgaria: none(NO_LEAGUE),
  austria: soccer('soccer_austria_bundesliga'),
  denmark: soccer('soccer_denmark_superliga'),
  leagueone: soccer('soccer_england_league1'),
  nationalleague: none(NO_LEAGUE),
  eflcup: soccer('soccer_england_efl_cup'),
  scottishcup: none(NO_LEAGUE),
  wsl: none(NO_LEAGUE),
  j2: none(NO_LEAGUE),
  serieb: soccer('soccer_italy_serie_b'),
  bundesliga2: soccer('soccer_germany_bundesliga2'),
  ligue2: soccer('soccer_france_ligue_two'),
  eerstedivisie: none(NO_LEAGUE),
  turkey2: none(NO_LEAGUE),
  belgium2: none(NO_LEAGUE),
  norway2: none(NO_LEAGUE),
  portugalcup: none(NO_LEAGUE),
  coppaitalia: soccer('soccer_italy_coppa_italia'),
  ofbcup: none(NO_LEAGUE),
  slovakia: none(NO_LEAGUE),
  croatia: none(NO_LEAGUE),
  hungary: none(NO_LEAGUE),
  israel: none(NO_LEAGUE),
  estonia: none(NO_LEAGUE),
  iceland: none(NO_LEAGUE),
  kazakhstan: none(NO_LEAGUE),
  azerbaijan: none(NO_LEAGUE),
  latvia: none(NO_LEAGUE),
  lithuania: none(NO_LEAGUE),
  slovenia: none(NO_LEAGUE),
  serbia: none(NO_LEAGUE),
  ireland: soccer('soccer_league_of_ireland'),
  nireland: none(NO_LEAGUE),
  indonesia: none(NO_LEAGUE),
  uzbekistan: none(NO_LEAGUE),
  uae: none(NO_LEAGUE),
  qatar: none(NO_LEAGUE),
  thailand: none(NO_LEAGUE),
  australiacup: none(NO_LEAGUE),
  guatemala: none(NO_LEAGUE),
  costarica: none(NO_LEAGUE),
  canpl: none(NO_LEAGUE),
  leaguescup: keys(US, 'soccer_concacaf_leagues_cup'),
  brazilc: none(NO_LEAGUE),
  chile2: none(NO_LEAGUE),
  colombia2: none(NO_LEAGUE),
  cafcl: none(NO_LEAGUE),
};
