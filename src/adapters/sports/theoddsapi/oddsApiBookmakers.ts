import type { Bookmaker, OddsRegion } from '../../../markets/ports/OddsSource.js';

const list = (region: OddsRegion, rows: readonly (readonly [string, string])[]) => rows.map(([key, title]) => ({ key, title, region }));

/**
 * The books The Odds API v4 brings per region, by key and title, as its bookmaker list shows them (a copy compiled on
 * 2026-04-04, not checked against the live page; books come and go, and the `bookmakers` field of each answer is what
 * counts). A book listed in several regions carries each.
 *
 * @see docs/sports-sources.md
 */
export const ODDS_API_BOOKMAKERS: readonly Bookmaker[] = mergeRegions([
  ...list('us', [
    ['betonlineag', 'BetOnline.ag'], ['betmgm', 'BetMGM'], ['betrivers', 'BetRivers'], ['betus', 'BetUS'], ['bovada', 'Bovada'],
    ['williamhill_us', 'Caesars'], ['draftkings', 'DraftKings'], ['fanatics', 'Fanatics'], ['fanduel', 'FanDuel'], ['lowvig', 'LowVig.ag'],
    ['mybookieag', 'MyBookie.ag'],
  ]),
  ...list('us2', [['ballybet', 'Bally Bet'], ['betanysports', 'BetAnything'], ['betparx', 'betPARX'], ['espnbet', 'theScore Bet'], ['fliff', 'Fliff'], ['hardrockbet', 'Hard Rock Bet'], ['rebet', 'ReBet']]),
  ...list('uk', [
    ['sport888', '888sport'], ['betfair_ex_uk', 'Betfair Exchange'], ['betfair_sb_uk', 'Betfair Sportsbook'], ['betvictor', 'Bet Victor'], ['betway', 'Betway'],
    ['boylesports', 'BoyleSports'], ['casumo', 'Casumo'], ['coral', 'Coral'], ['grosvenor', 'Grosvenor'], ['ladbrokes_uk', 'Ladbrokes'], ['leovegas', 'LeoVegas'],
    ['livescorebet', 'LiveScore Bet'], ['matchbook', 'Matchbook'], ['paddypower', 'Paddy Power'], ['skybet', 'Sky Bet'], ['smarkets', 'Smarkets'],
    ['unibet_uk', 'Unibet'], ['virginbet', 'Virgin Bet'], ['williamhill', 'William Hill'],
  ]),
  ...list('eu', [
    ['onexbet', '1xBet'], ['sport888', '888sport'], ['betclic_fr', 'Betclic (FR)'], ['betanysports', 'BetAnySports'], ['betfair_ex_eu', 'Betfair Exchange'],
    ['betonlineag', 'BetOnline.ag'], ['betsson', 'Betsson'], ['codere_it', 'Codere (IT)'], ['betvictor', 'Bet Victor'], ['coolbet', 'Coolbet'], ['everygame', 'Everygame'],
    ['gtbets', 'GTbets'], ['leovegas_se', 'LeoVegas (SE)'], ['marathonbet', 'Marathon Bet'], ['matchbook', 'Matchbook'], ['mybookieag', 'MyBookie.ag'],
    ['nordicbet', 'NordicBet'], ['parionssport_fr', 'Parions Sport (FR)'], ['pinnacle', 'Pinnacle'], ['pmu_fr', 'PMU (FR)'], ['suprabets', 'Suprabets'],
    ['tipico_de', 'Tipico (DE)'], ['unibet_fr', 'Unibet (FR)'], ['unibet_it', 'Unibet (IT)'], ['unibet_nl', 'Unibet (NL)'], ['unibet_se', 'Unibet (SE)'],
    ['williamhill', 'William Hill'], ['winamax_de', 'Winamax (DE)'], ['winamax_fr', 'Winamax (FR)'],
  ]),
  ...list('fr', [['betclic_fr', 'Betclic (FR)'], ['netbet_fr', 'NetBet (FR)'], ['parionssport_fr', 'Parions Sport (FR)'], ['pmu_fr', 'PMU (FR)'], ['unibet_fr', 'Unibet (FR)'], ['winamax_fr', 'Winamax (FR)']]),
  ...list('se', [
    ['atg_se', 'ATG (SE)'], ['betsson', 'Betsson'], ['campobet_se', 'CampoBet (SE)'], ['leovegas_se', 'LeoVegas (SE)'], ['mrgreen_se', 'Mr Green (SE)'], ['nordicbet', 'NordicBet'],
    ['sport888_se', '888sport (SE)'], ['svenskaspel_se', 'Svenska Spel'], ['unibet_se', 'Unibet (SE)'],
  ]),
  ...list('au', [
    ['betfair_ex_au', 'Betfair Exchange'], ['betr_au', 'Betr'], ['betright', 'Bet Right'], ['bet365_au', 'Bet365 AU'], ['dabble_au', 'Dabble AU'], ['ladbrokes_au', 'Ladbrokes'],
    ['neds', 'Neds'], ['playup', 'PlayUp'], ['pointsbetau', 'PointsBet (AU)'], ['sportsbet', 'SportsBet'], ['tab', 'TAB'], ['tabtouch', 'TABtouch'], ['unibet', 'Unibet'],
  ]),
]);

function mergeRegions(rows: readonly { key: string; title: string; region: OddsRegion }[]): Bookmaker[] {
  const byKey = new Map<string, { key: string; title: string; regions: OddsRegion[] }>();
  for (const row of rows) {
    const found = byKey.get(row.key);
    if (found === undefined) byKey.set(row.key, { key: row.key, title: row.title, regions: [row.region] });
    else if (!found.regions.includes(row.region)) found.regions.push(row.region);
  }
  return [...byKey.values()];
}
