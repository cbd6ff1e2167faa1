/**
 * Builds the question router's entity dictionaries (src/markets/rules/askTickers.ts, askTeams.ts, askPlayers.ts) from
 * public source files, then the typo guard (askTypoGuard.ts) from the lexicon they make. Run by hand when a source is
 * refreshed; the router never reads these files at run time, only the compact tables written here.
 *
 *   npx tsx scripts/buildAskDictionaries.ts <sources-dir>
 *
 * <sources-dir> holds the files test/fixtures/README.md ("Question-router dictionaries") lists by name, with their
 * repository and commit: the SEC's company_tickers.json, ESPN's team list (NFL, MLB, NHL), nba_api's data.py (NBA
 * teams and active players), openfootball's 2025-26 league files and MLS 2025, a 2025 NFL fantasy player list, a 2025
 * MLB player list. The FPL pool and the F1 drivers and races are read from the project's own cassettes.
 *
 * English words come from the `an-array-of-english-words` package (a development dependency): a ticker, a company
 * name or a nickname that is an English word ("snow", "apple", "heat") is marked so the router reads it only in
 * context, and the typo guard lists the English words the fuzzy matcher must never "correct" into a lexicon word.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SSGA_HOLDINGS_ETFS } from '../src/adapters/markets/createHoldingsSource.js';
import { BASKET_THEME_RULES } from '../src/markets/rules/basketThemes.js';

const dir = process.argv[2];
if (dir === undefined) {
  console.error('usage: npx tsx scripts/buildAskDictionaries.ts <sources-dir>');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const ENGLISH = new Set<string>((require('an-array-of-english-words') as string[]).map((w) => w.toLowerCase()));
const read = (name: string) => readFileSync(join(dir, name), 'utf8');
const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '');
const isWordy = (phrase: string) => phrase.split(/\s+/).every((w) => ENGLISH.has(w.toLowerCase()));
const jsonLiteral = (value: unknown) => JSON.stringify(value);

// ---------------------------------------------------------------------------------------------------- tickers
interface SecRow { cik_str: number; ticker: string; title: string }
const sec = Object.values(JSON.parse(read('sec_company_tickers.json')) as Record<string, SecRow>);
/** Tickers kept: the first rows of the list, which follows market value (every name a buyer types in lower case). */
const LISTED = 4000;
const tickers: string[] = [];
const seenTicker = new Set<string>();
for (const row of sec.slice(0, LISTED)) {
  const t = row.ticker.toUpperCase().replace(/-/g, '.');
  if (!/^[A-Z]{1,5}(\.[A-Z]{1,2})?$/.test(t) || seenTicker.has(t)) continue;
  seenTicker.add(t);
  tickers.push(t);
}
const wordTickers = tickers.filter((t) => ENGLISH.has(t.toLowerCase()));
const SUFFIX = /\b(inc|incorporated|corp|corporation|co|company|companies|ltd|limited|plc|p\.l\.c|holdings?|group|sa|s\.a|nv|n\.v|se|ag|a\/s|as|lp|l\.p|llc|ltd\.|tbk|spa|s\.p\.a|bhd|oyj|asa|ab|adr|the|class [a-c]|new|de|md|ma|oh|ny|nj|pa|ca|tx|fi|uk|can|mn|dl|ltd\/adr)\b\.?/g;
function spokenName(title: string): string {
  return title
    .toLowerCase()
    .replace(/\/[a-z]{2,4}\/?/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/[.,'"()]/g, ' ')
    .replace(SUFFIX, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\band\s*$/, '')
    .trim();
}
/** Company names for the first rows of the SEC list (its order follows market value), funds and trusts left out. */
const NAMED = 1000;
const names = new Map<string, { ticker: string; wordy: boolean }>();
const firstWords = new Map<string, number>();
const named = sec.slice(0, NAMED).filter((r) => !/\b(etf|trust|fund|portfolio|ishares|spdr)\b/i.test(r.title));
for (const row of named) {
  const first = spokenName(row.title).split(' ')[0];
  if (first !== undefined) firstWords.set(first, (firstWords.get(first) ?? 0) + 1);
}
for (const row of named) {
  const ticker = row.ticker.toUpperCase().replace(/-/g, '.');
  const name = spokenName(row.title);
  if (name.length < 3 || /^\d/.test(name)) continue;
  if (!names.has(name)) names.set(name, { ticker, wordy: isWordy(name) });
  // The first word alone ("costco" for Costco Wholesale) when it is long, no English word and no other company's.
  const words = name.split(' ');
  const first = words[0]!;
  if (words.length > 1 && first.length >= 4 && !ENGLISH.has(first) && firstWords.get(first) === 1 && !names.has(first)) names.set(first, { ticker, wordy: false });
}
// ETFs the basket endpoint reads holdings for (the holdings adapter's list) and the basket themes' reference funds.
const etfs = [...new Set([...SSGA_HOLDINGS_ETFS, ...Object.values(BASKET_THEME_RULES).flatMap((t) => t.versions.map((v) => v.value.etf))])].sort();
const namesPacked = [...names].map(([n, { ticker, wordy }]) => `${wordy ? '~' : ''}${n}=${ticker}`).join('|');

writeFileSync(
  'src/markets/rules/askTickers.ts',
  `import type { RuleTable } from '../../core/ruleTable.js';

/**
 * US listed tickers and company names for the question router, packed to stay small: the first ${LISTED} tickers of
 * the SEC's company-ticker list (its order follows market value; a ticker in capitals is read as one anyway), the tickers whose lower-case spelling is an English word (read only in context: "buy spy",
 * "COST"), and the spoken names of the first ${NAMED} companies of the list (its order follows market value), a name
 * that is made of English words marked \`~\` (read only with a market word: "apple stock", never "apple pie").
 * Generated by scripts/buildAskDictionaries.ts; unpacked on first use (askTickerIndex).
 */
export interface AskTickerTable {
  /** The tickers kept, upper case, separated by spaces (a class suffix with a dot: \`BRK.B\`). */
  readonly tickers: string;
  /** The tickers whose lower-case spelling is an English word, separated by spaces. */
  readonly wordTickers: string;
  /** \`name=TICKER\` pairs separated by \`|\`, lower case; a leading \`~\` marks a name made of English words. */
  readonly names: string;
  /** ETF symbols whose holdings the basket endpoint reads (the holdings port's funds, the themes' reference funds). */
  readonly etfs: string;
}

/**
 * The question router's ticker and company-name list, from the SEC's company_tickers.json.
 *
 * @see docs/ask-analysis-event.md#dictionaries
 */
export const ASK_TICKERS: RuleTable<AskTickerTable> = {
  id: 'markets.ask.tickers',
  title: 'Tickers and company names the question router resolves (SEC company-ticker list)',
  versions: [
    {
      value: {
        tickers: ${jsonLiteral(tickers.join(' '))},
        wordTickers: ${jsonLiteral(wordTickers.join(' '))},
        names: ${jsonLiteral(namesPacked)},
        etfs: ${jsonLiteral(etfs.join(' '))},
      },
      source: 'U.S. Securities and Exchange Commission, company_tickers.json (https://www.sec.gov/files/company_tickers.json), its first ${tickers.length} tickers of ${sec.length}, as a public copy kept on 2026-02-13 reads it (test/fixtures/README.md); spoken names derived from the SEC titles by guidekit; ETF symbols from State Street\\'s SPDR holdings files (the holdings port) and the basket themes\\' reference funds',
      effective: '2026-02-13',
      verified: '2026-12-01',
      note: 'Names are the SEC titles less legal suffixes ("NVIDIA CORP" → "nvidia"); a first word stands alone when it is no English word and no other listed company starts with it.',
    },
  ],
};
`,
);

// ---------------------------------------------------------------------------------------------------- teams
interface Team { name: string; sport: string; aliases: string[] }
const teams: Team[] = [];
const addTeam = (name: string, sport: string, aliases: readonly string[] = []) => teams.push({ name, sport, aliases: [...new Set(aliases.filter((a) => a.toLowerCase() !== name.toLowerCase()))] });

// NFL, MLB, NHL: ESPN's team list (November 2024). MLB's Athletics dropped "Oakland" for 2025; NHL's Arizona Coyotes
// became the Utah Hockey Club in 2024 and the Utah Mammoth in 2025: both renamed here (docs/ask-analysis-event.md).
const espn = JSON.parse(read('espn_teams_2024.json')) as Record<string, { teams: { displayName: string; shortDisplayName: string; name: string; location: string }[] }[]>;
const NICK: Record<string, readonly string[]> = {
  // Common nicknames beyond the team name itself (guidekit's choice).
  'San Francisco 49ers': ['niners', 'sf 49ers'], 'New England Patriots': ['pats'], 'Tampa Bay Buccaneers': ['bucs'], 'Jacksonville Jaguars': ['jags'],
  'Philadelphia 76ers': ['sixers'], 'Cleveland Cavaliers': ['cavs'], 'Dallas Mavericks': ['mavs'], 'Minnesota Timberwolves': ['wolves', 't-wolves'],
  'Portland Trail Blazers': ['blazers'], 'Golden State Warriors': ['dubs', 'gsw'], 'Oklahoma City Thunder': ['okc'], 'New Orleans Pelicans': ['pels'],
  'Memphis Grizzlies': ['grizz'], 'Los Angeles Clippers': ['clips'], 'Boston Red Sox': ['sox'], 'New York Yankees': ['yanks'], 'Baltimore Orioles': ["o's"],
  'Toronto Blue Jays': ['jays'], 'Arizona Diamondbacks': ['dbacks', 'd-backs'], 'Washington Nationals': ['nats'], 'Athletics': ["a's", 'oakland athletics', 'oakland a\'s'],
  'Detroit Red Wings': ['wings'], 'Montreal Canadiens': ['habs'], 'Ottawa Senators': ['sens'], 'Tampa Bay Lightning': ['bolts'], 'Toronto Maple Leafs': ['leafs'],
  'Carolina Hurricanes': ['canes'], 'Columbus Blue Jackets': ['jackets', 'cbj'], 'New York Islanders': ['isles'], 'Pittsburgh Penguins': ['pens'],
  'Washington Capitals': ['caps'], 'Colorado Avalanche': ['avs'], 'Nashville Predators': ['preds'], 'Vegas Golden Knights': ['knights', 'vgk'],
};
const SPORT_OF: Record<string, string> = { nfl: 'nfl', mlb: 'mlb', nhl: 'nhl' };
for (const [league, groups] of Object.entries(espn)) {
  const sport = SPORT_OF[league];
  if (sport === undefined) continue;
  for (const t of groups.flatMap((g) => g.teams)) {
    let name = t.displayName;
    let nick = t.shortDisplayName;
    if (name === 'Oakland Athletics') name = 'Athletics';
    if (name === 'Arizona Coyotes') [name, nick] = ['Utah Mammoth', 'Mammoth'];
    addTeam(fold(name), sport, [nick, ...(fold(name) !== name ? [name] : []), ...(NICK[name] ?? [])]);
  }
}
// NBA: nba_api's teams (full name, nickname), November 2025.
const nbaData = read('nba_api_data.py');
const nbaTeams = /\nteams = \[([\s\S]*?)\n\]\n/.exec(nbaData)![1]!;
for (const m of nbaTeams.matchAll(/\[\s*\d+,\s*"([A-Z]{3})",\s*"([^"]+)",\s*\d+,\s*"([^"]+)",\s*"([^"]+)"/g)) {
  const [, , nickname, , full] = m;
  addTeam(full!, 'nba', [nickname!, ...(NICK[full!] ?? [])]);
}
// European leagues 2025-26 and MLS 2025 (openfootball): display names and aliases by guidekit.
const CLUB: Record<string, readonly [string, ...string[]]> = {
  'AFC Bournemouth': ['Bournemouth', 'cherries'], 'Arsenal FC': ['Arsenal', 'gunners'], 'Aston Villa FC': ['Aston Villa', 'villa'], 'Brentford FC': ['Brentford', 'bees'],
  'Brighton & Hove Albion FC': ['Brighton and Hove Albion', 'brighton', 'seagulls', 'brighton & hove albion'], 'Burnley FC': ['Burnley', 'clarets'], 'Chelsea FC': ['Chelsea', 'blues'],
  'Crystal Palace FC': ['Crystal Palace', 'palace', 'eagles'], 'Everton FC': ['Everton', 'toffees'], 'Fulham FC': ['Fulham', 'cottagers'], 'Leeds United FC': ['Leeds United', 'leeds'],
  'Liverpool FC': ['Liverpool', 'reds', 'lfc'], 'Manchester City FC': ['Manchester City', 'man city', 'mcfc'], 'Manchester United FC': ['Manchester United', 'man utd', 'man united', 'mufc', 'man u'],
  'Newcastle United FC': ['Newcastle United', 'newcastle', 'magpies', 'toon'], 'Nottingham Forest FC': ['Nottingham Forest', 'forest', 'nottm forest'], 'Sunderland AFC': ['Sunderland', 'black cats'],
  'Tottenham Hotspur FC': ['Tottenham Hotspur', 'tottenham', 'spurs', 'thfc'], 'West Ham United FC': ['West Ham United', 'west ham', 'hammers', 'irons'], 'Wolverhampton Wanderers FC': ['Wolverhampton Wanderers', 'wolves'],
  'Athletic Club': ['Athletic Bilbao', 'athletic club', 'bilbao'], 'CA Osasuna': ['Osasuna'], 'Club Atlético de Madrid': ['Atletico Madrid', 'atlético madrid', 'atletico', 'atlético', 'atleti'],
  'Deportivo Alavés': ['Alaves', 'alavés'], 'Elche CF': ['Elche'], 'FC Barcelona': ['Barcelona', 'barca', 'barça'], 'Getafe CF': ['Getafe'], 'Girona FC': ['Girona'], 'Levante UD': ['Levante'],
  'RC Celta de Vigo': ['Celta Vigo', 'celta'], 'RCD Espanyol de Barcelona': ['Espanyol'], 'RCD Mallorca': ['Mallorca'], 'Rayo Vallecano de Madrid': ['Rayo Vallecano', 'rayo'],
  'Real Betis Balompié': ['Real Betis', 'betis'], 'Real Madrid CF': ['Real Madrid'], 'Real Oviedo': ['Real Oviedo', 'oviedo'], 'Real Sociedad de Fútbol': ['Real Sociedad', 'la real'],
  'Sevilla FC': ['Sevilla', 'seville'], 'Valencia CF': ['Valencia'], 'Villarreal CF': ['Villarreal'],
  '1. FC Heidenheim 1846': ['Heidenheim'], '1. FC Köln': ['FC Koln', 'köln', 'koln', 'cologne'], '1. FC Union Berlin': ['Union Berlin'], '1. FSV Mainz 05': ['Mainz', 'mainz 05'],
  'Bayer 04 Leverkusen': ['Bayer Leverkusen', 'leverkusen'], 'Borussia Dortmund': ['Borussia Dortmund', 'dortmund', 'bvb'], 'Borussia Mönchengladbach': ['Borussia Monchengladbach', 'gladbach', 'monchengladbach', 'mönchengladbach'],
  'Eintracht Frankfurt': ['Eintracht Frankfurt', 'frankfurt'], 'FC Augsburg': ['Augsburg'], 'FC Bayern München': ['Bayern Munich', 'bayern', 'fc bayern', 'bayern münchen', 'bayern munchen'],
  'FC St. Pauli 1910': ['St. Pauli', 'st pauli'], 'Hamburger SV': ['Hamburger SV', 'hamburg', 'hsv'], 'RB Leipzig': ['RB Leipzig', 'leipzig'], 'SC Freiburg': ['Freiburg'],
  'SV Werder Bremen': ['Werder Bremen', 'bremen', 'werder'], 'TSG 1899 Hoffenheim': ['Hoffenheim'], 'VfB Stuttgart': ['VfB Stuttgart', 'stuttgart'], 'VfL Wolfsburg': ['VfL Wolfsburg', 'wolfsburg'],
  'AC Milan': ['AC Milan', 'milan'], 'AC Pisa 1909': ['Pisa'], 'ACF Fiorentina': ['Fiorentina'], 'AS Roma': ['AS Roma', 'roma'], 'Atalanta BC': ['Atalanta'], 'Bologna FC 1909': ['Bologna'],
  'Cagliari Calcio': ['Cagliari'], 'Como 1907': ['Como'], 'FC Internazionale Milano': ['Inter Milan', 'inter', 'internazionale'], 'Genoa CFC': ['Genoa'], 'Hellas Verona FC': ['Hellas Verona', 'verona'],
  'Juventus FC': ['Juventus', 'juve'], 'Parma Calcio 1913': ['Parma'], 'SS Lazio': ['Lazio'], 'SSC Napoli': ['Napoli'], 'Torino FC': ['Torino'], 'US Cremonese': ['Cremonese'], 'US Lecce': ['Lecce'],
  'US Sassuolo Calcio': ['Sassuolo'], 'Udinese Calcio': ['Udinese'],
  'AJ Auxerre': ['Auxerre'], 'AS Monaco FC': ['Monaco'], 'Angers SCO': ['Angers'], 'FC Lorient': ['Lorient'], 'FC Metz': ['Metz'], 'FC Nantes': ['Nantes'], 'Le Havre AC': ['Le Havre'], 'Lille OSC': ['Lille'],
  'OGC Nice': ['Nice', 'ogc nice'], 'Olympique Lyonnais': ['Lyon', 'olympique lyonnais'], 'Olympique de Marseille': ['Marseille', 'olympique de marseille'], 'Paris FC': ['Paris FC'],
  'Paris Saint-Germain FC': ['Paris Saint-Germain', 'psg', 'paris sg', 'paris saint germain'], 'RC Strasbourg Alsace': ['Strasbourg'], 'Racing Club de Lens': ['Lens', 'rc lens'], 'Stade Brestois 29': ['Brest'],
  'Stade Rennais FC 1901': ['Rennes'], 'Toulouse FC': ['Toulouse'],
  'Atlanta United FC': ['Atlanta United'], 'Austin FC': ['Austin FC'], 'CF Montréal': ['CF Montreal', 'cf montréal'], 'Charlotte FC': ['Charlotte FC'], 'Chicago Fire': ['Chicago Fire'],
  'Colorado Rapids': ['Colorado Rapids', 'rapids'], 'Columbus Crew': ['Columbus Crew', 'crew'], 'D.C. United': ['DC United', 'd.c. united'], 'FC Cincinnati': ['FC Cincinnati'], 'FC Dallas': ['FC Dallas'],
  'Houston Dynamo': ['Houston Dynamo', 'dynamo'], 'Inter Miami CF': ['Inter Miami', 'inter miami cf'], 'Los Angeles FC': ['Los Angeles FC', 'lafc'], 'Los Angeles Galaxy': ['LA Galaxy', 'los angeles galaxy', 'galaxy'],
  'Minnesota United FC': ['Minnesota United', 'loons'], 'Nashville SC': ['Nashville SC'], 'New England Revolution': ['New England Revolution', 'revs', 'revolution'], 'New York City FC': ['New York City FC', 'nycfc'],
  'New York RB': ['New York Red Bulls', 'red bulls', 'ny red bulls'], 'Orlando City': ['Orlando City'], 'Philadelphia Union': ['Philadelphia Union', 'union'], 'Portland Timbers': ['Portland Timbers', 'timbers'],
  'Real Salt Lake': ['Real Salt Lake', 'rsl'], 'San Diego FC': ['San Diego FC'], 'San Jose Earthquakes': ['San Jose Earthquakes'], 'Seattle Sounders': ['Seattle Sounders', 'sounders'],
  'Sporting Kansas City': ['Sporting Kansas City', 'sporting kc'], 'St. Louis City SC': ['St. Louis City SC', 'st louis city'], 'Toronto FC': ['Toronto FC'], 'Vancouver Whitecaps': ['Vancouver Whitecaps', 'whitecaps'],
};
for (const [file, sport] of [['of_en.1.json', 'epl'], ['of_es.1.json', 'laliga'], ['of_de.1.json', 'bundesliga'], ['of_it.1.json', 'seriea'], ['of_fr.1.json', 'ligue1'], ['of_mls.json', 'mls']] as const) {
  const clubs = new Set<string>();
  for (const m of (JSON.parse(read(file)) as { matches: { team1: string; team2: string }[] }).matches) clubs.add(m.team1).add(m.team2);
  for (const club of [...clubs].sort()) {
    const spelled = CLUB[club];
    if (spelled === undefined) throw new Error(`no display name for ${club}`);
    const [name, ...aliases] = spelled;
    addTeam(fold(name), sport, [...aliases, ...(fold(name) !== name ? [name] : [])]);
  }
}
// AFL (18 clubs) and NRL (17 clubs) of 2025, by the codes a 2025 tipping repository lists; names and nicknames by guidekit.
const AFL: readonly (readonly [string, ...string[]])[] = [
  ['Adelaide Crows', 'crows'], ['Brisbane Lions', 'lions'], ['Carlton', 'blues'], ['Collingwood', 'magpies', 'pies'], ['Essendon', 'bombers', 'dons'], ['Fremantle', 'dockers', 'freo'],
  ['Geelong Cats', 'geelong', 'cats'], ['Gold Coast Suns', 'suns'], ['GWS Giants', 'greater western sydney', 'gws', 'giants'], ['Hawthorn', 'hawks'], ['Melbourne Demons', 'demons', 'dees'],
  ['North Melbourne', 'kangaroos', 'roos'], ['Port Adelaide', 'power'], ['Richmond', 'tigers'], ['St Kilda', 'saints', 'st. kilda'], ['Sydney Swans', 'swans'], ['West Coast Eagles', 'eagles', 'west coast'],
  ['Western Bulldogs', 'bulldogs', 'doggies'],
];
const NRL: readonly (readonly [string, ...string[]])[] = [
  ['New Zealand Warriors', 'warriors', 'nz warriors'], ['Brisbane Broncos', 'broncos'], ['Canterbury-Bankstown Bulldogs', 'bulldogs', 'canterbury'], ['Canberra Raiders', 'raiders'],
  ['Cronulla-Sutherland Sharks', 'sharks', 'cronulla'], ['Gold Coast Titans', 'titans'], ['Manly Warringah Sea Eagles', 'manly', 'sea eagles'], ['Melbourne Storm', 'storm'],
  ['Newcastle Knights', 'knights'], ['North Queensland Cowboys', 'cowboys', 'nq cowboys'], ['Parramatta Eels', 'eels', 'parra'], ['Penrith Panthers', 'panthers', 'penrith'],
  ['Redcliffe Dolphins', 'dolphins'], ['Sydney Roosters', 'roosters', 'chooks'], ['South Sydney Rabbitohs', 'rabbitohs', 'souths', 'bunnies'], ['St George Illawarra Dragons', 'dragons', 'st george'],
  ['Wests Tigers', 'tigers'],
];
for (const [name, ...aliases] of AFL) addTeam(name, 'afl', aliases);
for (const [name, ...aliases] of NRL) addTeam(name, 'nrl', aliases);

// ---------------------------------------------------------------------------------------------------- players
interface Player { name: string; sport: string; aliases: string[] }
const players: Player[] = [];
// Premier League: the FPL pool (2025/26 game), as the fpl cassette recorded it.
const fplCassette = JSON.parse(readFileSync('test/fixtures/cassettes/fpl/cassette.json', 'utf8')) as { exchanges: { target: string; body_sha256: string }[] };
const fplBody = fplCassette.exchanges.find((e) => e.target.endsWith('bootstrap-static/'))!.body_sha256;
const fpl = JSON.parse(readFileSync(`test/fixtures/cassettes/fpl/bodies/${fplBody}.bin`, 'utf8')) as { elements: { first_name: string; second_name: string; web_name: string; known_name: string; minutes: number }[] };
// Players who played in the season: the others are never asked about and would only add homonyms.
for (const e of fpl.elements.filter((x) => x.minutes > 0)) {
  const name = e.known_name !== '' ? e.known_name : `${e.first_name} ${e.second_name}`;
  const web = e.web_name.replace(/^[A-Z][a-z]?\./, '');
  players.push({ name, sport: 'epl', aliases: [web, `${e.first_name} ${e.second_name}`] });
}
// NBA: nba_api's active players (data.py, November 2025).
const nbaPlayers = /\nplayers = \[([\s\S]*?)\n\]\n/.exec(nbaData)![1]!;
for (const m of nbaPlayers.matchAll(/\[\d+, "([^"]*)", "([^"]*)", "([^"]+)", True\]/g)) players.push({ name: m[3]!, sport: 'nba', aliases: [m[1]!] });
// NFL: a 2025 fantasy player list (quarterbacks, running backs, receivers, tight ends, kickers).
for (const line of read('nfl_players_2025.ts').split('\n')) {
  const m = /^([^,]+),(QB|RB|WR|TE|K),[A-Z]{2,3}$/.exec(line.trim());
  if (m !== null) players.push({ name: m[1]!, sport: 'nfl', aliases: [m[1]!.replace(/ (Jr\.|Sr\.|II|III|IV)$/, '').split(' ').slice(1).join(' ')] });
}
// MLB: a 2025 player list.
for (const m of read('mlb_players_2025.js').matchAll(/"player": "([^"]+)"/g)) {
  const name = m[1]!.replace(/\uFFFD/g, 'i');
  players.push({ name, sport: 'mlb', aliases: [name.split(' ').slice(1).join(' ')] });
}
// F1: the 2023 drivers' standings the jolpica cassette recorded.
const jolpica = JSON.parse(readFileSync('test/fixtures/cassettes/jolpica/cassette.json', 'utf8')) as { exchanges: { target: string; body_sha256: string }[] };
const bodyOf = (suffix: string) => JSON.parse(readFileSync(`test/fixtures/cassettes/jolpica/bodies/${jolpica.exchanges.find((e) => e.target.endsWith(suffix))!.body_sha256}.bin`, 'utf8'));
const standings = bodyOf('2023/22/driverstandings.json') as { MRData: { StandingsTable: { StandingsLists: { DriverStandings: { Driver: { givenName: string; familyName: string } }[] }[] } } };
for (const s of standings.MRData.StandingsTable.StandingsLists[0]!.DriverStandings) players.push({ name: fold(`${s.Driver.givenName} ${s.Driver.familyName}`), sport: 'f1', aliases: [s.Driver.familyName] });
// Nicknames buyers use for the best-known players (guidekit's choice).
const PLAYER_NICK: Record<string, readonly string[]> = {
  'LeBron James': ['lebron', 'king james'], 'Stephen Curry': ['steph', 'steph curry'], 'Giannis Antetokounmpo': ['giannis', 'greek freak'], 'Luka Dončić': ['luka', 'luka doncic'],
  'Victor Wembanyama': ['wemby', 'wemby'], 'Shai Gilgeous-Alexander': ['sga', 'shai'], 'Kevin Durant': ['kd'], 'Anthony Davis': ['ad', 'anthony davis'], 'Nikola Jokić': ['joker'],
  'Lamar Jackson': ['lamar'], 'Saquon Barkley': ['saquon'], 'Bijan Robinson': ['bijan'], 'Christian McCaffrey': ['cmc'], 'Justin Jefferson': ['jjettas'], "Ja'Marr Chase": ['jamarr chase'],
  'CeeDee Lamb': ['ceedee'], 'Patrick Mahomes': ['mahomes'], 'Shohei Ohtani': ['shohei'], 'Aaron Judge': ['aaron judge'], 'Erling Haaland': ['haaland'], 'Mohamed Salah': ['mo salah'],
  'Max Verstappen': ['max verstappen'], 'Lewis Hamilton': ['lewis hamilton'],
};
for (const p of players) p.aliases.push(...(PLAYER_NICK[p.name] ?? []));

// An alias stands for a player only when no other player shares it; folded spellings join each name.
const aliasCount = new Map<string, number>();
const key = (s: string) => fold(s).toLowerCase().trim();
for (const p of players) for (const a of new Set([p.name, ...p.aliases].map(key))) aliasCount.set(a, (aliasCount.get(a) ?? 0) + 1);
const playerRows = players.map((p) => {
  const aliases = new Set<string>();
  for (const a of [...p.aliases, ...(fold(p.name) !== p.name ? [fold(p.name)] : [])]) {
    const k = key(a);
    if (k === '' || k === key(p.name) || (aliasCount.get(k) ?? 0) > 1 || k.length < 3) continue;
    aliases.add(a.toLowerCase());
  }
  return { name: p.name, sport: p.sport, aliases: [...aliases] };
});
const uniqueRows = [...new Map(playerRows.map((r) => [`${r.sport}|${r.name}`, r])).values()];

// ---------------------------------------------------------------------------------------------------- write
/** Aliases that are English words ("heat", "wood", "chase") are weak: the router reads them only in sports context. */
function weakOf(rows: readonly { name: string; aliases: readonly string[] }[]): string[] {
  const weak = new Set<string>();
  for (const r of rows) for (const a of [r.name, ...r.aliases]) if (!a.includes(' ') && isWordy(a)) weak.add(a.toLowerCase());
  return [...weak].sort();
}
/** One line per name, \`sport|Name|alias,alias\`, so the table stays small in a bundle (unpacked on first use). */
const packRows = (rows: readonly { name: string; sport: string; aliases: readonly string[] }[]) => {
  for (const r of rows) if (/[|,\n]/.test(r.name + r.aliases.join(''))) throw new Error(`unpackable name ${r.name}`);
  return jsonLiteral(rows.map((r) => `${r.sport}|${r.name}|${r.aliases.join(',')}`).join('\n'));
};
const teamWeak = weakOf(teams);
/** A team or player table module. */
function sportsModule(o: { kind: 'team' | 'player'; name: string; id: string; title: string; doc: string; weakDoc: string; rows: readonly { name: string; sport: string; aliases: readonly string[] }[]; weak: readonly string[]; source: string; note: string }): string {
  const type = `Ask${o.kind === 'team' ? 'Team' : 'Player'}Table`;
  return `import type { RuleTable } from '../../core/ruleTable.js';

/** The ${o.kind}s the question router knows, and which of their spellings are ordinary English words. */
export interface ${type} {
  /** One ${o.kind} a line: \`sport|Name|alias,alias\` (unpacked by unpackSportsNames). */
  readonly packed: string;
  /** ${o.weakDoc} */
  readonly weak: string;
}

/**
 * ${o.doc}
 *
 * @see docs/ask-analysis-event.md#dictionaries
 */
export const ${o.name}: RuleTable<${type}> = {
  id: '${o.id}',
  title: '${o.title}',
  versions: [
    {
      value: {
        packed: ${packRows(o.rows)},
        weak: ${jsonLiteral(o.weak.join(' '))},
      },
      source:
        ${jsonLiteral(o.source)},
      effective: '2025-08-01',
      verified: null,
      note: ${jsonLiteral(o.note)},
    },
  ],
};
`;
}
writeFileSync(
  'src/markets/rules/askTeams.ts',
  sportsModule({
    kind: 'team',
    name: 'ASK_TEAMS',
    id: 'markets.ask.teams',
    title: 'Teams and nicknames the question router resolves, by league (2025-26 seasons)',
    doc: 'Teams of NFL, NBA, MLB, NHL, the Premier League, La Liga, the Bundesliga, Serie A, Ligue 1, MLS, AFL and NRL with\n * the nicknames buyers use, so a matchup with no league named infers it. Generated by scripts/buildAskDictionaries.ts.',
    weakDoc: 'Names and aliases that are English words ("heat", "blues"), separated by spaces: a team only in sports context.',
    rows: teams,
    weak: teamWeak,
    source: "Team lists: ESPN site API teams (NFL, MLB, NHL; November 2024, two renames applied: the Athletics, the Utah Mammoth), nba_api data.py (NBA, November 2025), openfootball football.json 2025-26 (Premier League, La Liga, Bundesliga, Serie A, Ligue 1) and 2025 (MLS), a 2025 tipping repository's club codes (AFL, NRL); test/fixtures/README.md names each copy. Display names and nicknames chosen by guidekit",
    note: 'Club lists read from the copies named; display names, nicknames and the two renames were written by guidekit and not checked against each league. Promoted and relegated clubs change each season: add a version.',
  }),
);
writeFileSync(
  'src/markets/rules/askPlayers.ts',
  sportsModule({
    kind: 'player',
    name: 'ASK_PLAYERS',
    id: 'markets.ask.players',
    title: 'Players and aliases the question router resolves (FPL pool, NBA, NFL, MLB, F1)',
    doc: 'Players of the sources the sports endpoints price, so "start X or Y" and props reach the right sport: the FPL pool\n * (Premier League), NBA active players, a 2025 NFL fantasy list, a 2025 MLB list and the F1 drivers. An alias stands for\n * a player only when no other player of the table shares it. Generated by scripts/buildAskDictionaries.ts.',
    weakDoc: 'Aliases that are English words ("rice", "judge", "chase"), separated by spaces: a player only in sports context.',
    rows: uniqueRows,
    weak: weakOf(uniqueRows),
    source: "Fantasy Premier League bootstrap-static (2025/26 game, the fpl cassette), nba_api data.py active players (November 2025), a 2025 NFL fantasy player list, a 2025 MLB player list, the 2023 F1 drivers' standings (the jolpica cassette); test/fixtures/README.md names each copy. Nicknames chosen by guidekit",
    note: "No NHL, tennis or golf roster was found in a public copy; those players are known only from a caller's dictionary. The F1 drivers are the 2023 grid.",
  }),
);
console.log(`tickers ${tickers.length} (${wordTickers.length} English words), names ${names.size}, teams ${teams.length} (${teamWeak.length} weak spellings), players ${uniqueRows.length}`);

// ---------------------------------------------------------------------------------------------------- typo guard
// English words the fuzzy matcher would "correct" into a lexicon word ("angles" → "angels", "ethereal" → "ethereum"):
// they are listed so it never does. Built on the lexicon the tables above make, so run after writing them.
writeFileSync('src/markets/rules/askTypoGuard.ts', guardModule(''));
const { buildAskLexicon } = await import('../src/markets/ask/_lib/buildAskLexicon.js');
const { findTypoTarget } = await import('../src/markets/ask/_lib/findTypoTarget.js');
const newest = <T>(t: { versions: readonly { effective: string; value: T }[] }) => [...t.versions].sort((a, b) => (a.effective < b.effective ? 1 : -1))[0]!.value;
const rules = {
  instruments: (await import('../src/markets/rules/instruments.js')).INSTRUMENTS,
  vocabulary: (await import('../src/markets/rules/askVocabulary.js')).ASK_VOCABULARY,
  leagues: (await import('../src/markets/rules/sportsLeagues.js')).SPORTS_LEAGUES,
  tickers: (await import(`../src/markets/rules/askTickers.js?${Date.now()}`)).ASK_TICKERS,
  teams: (await import(`../src/markets/rules/askTeams.js?${Date.now()}`)).ASK_TEAMS,
  players: (await import(`../src/markets/rules/askPlayers.js?${Date.now()}`)).ASK_PLAYERS,
};
const lexicon = buildAskLexicon({
  instruments: newest(rules.instruments), vocabulary: newest(rules.vocabulary), leagues: newest(rules.leagues),
  tickers: newest(rules.tickers), teams: newest(rules.teams), players: newest(rules.players),
});
const guard = [...ENGLISH].filter((w) => w.length >= 5 && /^[a-z]+$/.test(w) && !lexicon.words.has(w) && findTypoTarget(w, lexicon) !== null).sort();
writeFileSync('src/markets/rules/askTypoGuard.ts', guardModule(guard.join(' ')));
console.log(`typo guard: ${guard.length} English words`);

function guardModule(words: string): string {
  return `import type { RuleTable } from '../../core/ruleTable.js';

/**
 * English words one or two edits from a word of the question router's lexicon ("angles" from "angels", "ethereal" from
 * "ethereum"): the typo matcher leaves them as written. Generated by scripts/buildAskDictionaries.ts from the lexicon
 * of the tables in force; regenerate when a dictionary changes.
 *
 * @see docs/ask-analysis-event.md#typos
 */
export const ASK_TYPO_GUARD: RuleTable<{ readonly words: string }> = {
  id: 'markets.ask.typo_guard',
  title: 'English words the question router never corrects as typos',
  versions: [
    {
      value: { words: ${jsonLiteral(words)} },
      source: 'English word list of the an-array-of-english-words package (MIT), 275,000 words, against the router lexicon',
      effective: '2020-01-01',
      verified: '2026-12-01',
    },
  ],
};
`;
}
