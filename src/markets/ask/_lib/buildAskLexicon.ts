import type { InstrumentSpec } from '../../rules/instruments.js';
import type { AskPlayerTable } from '../../rules/askPlayers.js';
import type { AskTeamTable } from '../../rules/askTeams.js';
import type { AskTickerTable } from '../../rules/askTickers.js';
import type { AskVocabulary } from '../../rules/askVocabulary.js';
import type { SportsLeague } from '../../rules/sportsLeagues.js';
import { instrumentKey } from '../../instruments/_lib/instrumentKey.js';
import type { AskEntityKind, AskSportsDictionary } from '../types.js';
import { readTickerTable, type TickerIndex } from './readTickerTable.js';
import { STOPWORDS } from './stopwords.js';
import { tokenizeQuestion } from './tokenizeQuestion.js';
import { unpackSportsNames } from './unpackSportsNames.js';

/** What one phrase of the lexicon stands for. */
export interface LexiconEntry {
  /** The entity kind it yields, or a grammar role that is not reported as an entity (`currency`, `event_word`, ...). */
  readonly role: AskEntityKind | 'currency' | 'family' | 'tag' | 'gaia' | 'event_word' | 'macro_family';
  readonly value: string;
  /** For teams and players: the sport key. */
  readonly sport?: string;
  /**
   * True for a phrase that is also an ordinary English word or phrase ("apple", "heat", "judge"): the grammar counts it
   * only in context (a market word for a company, sports context for a team or player).
   */
  readonly weak?: boolean;
}

/** Every phrase the router recognises, keyed by its words in lower case joined by one space. */
export interface AskLexicon {
  readonly phrases: ReadonlyMap<string, readonly LexiconEntry[]>;
  /** The longest phrase, in words. */
  readonly maxWords: number;
  /** Instrument-table spellings by normalised key (upper case, no spaces, slashes, hyphens or underscores). */
  readonly instrumentKeys: ReadonlyMap<string, InstrumentSpec>;
  /** Canonical FX pair ids by their two currencies (`EUR USD`). */
  readonly fxPairs: ReadonlyMap<string, string>;
  /** The SEC ticker list and the basket endpoint's ETFs. */
  readonly tickers: TickerIndex;
  /** Every word that occurs in some phrase (a word of a longer name is known, never a typo). */
  readonly words: ReadonlySet<string>;
  /** Every phrase and every leading run of its words ("bank of", "bank of america"), so a look-up stops early. */
  readonly prefixes: ReadonlySet<string>;
}

/** The tables a lexicon is built from. */
export interface AskLexiconTables {
  /** The instrument table in force. */
  readonly instruments: readonly InstrumentSpec[];
  /** The router vocabulary in force. */
  readonly vocabulary: AskVocabulary;
  /** The league table in force. */
  readonly leagues: readonly SportsLeague[];
  /** The SEC ticker and company-name table in force. */
  readonly tickers: AskTickerTable;
  /** The team table in force. */
  readonly teams: AskTeamTable;
  /** The player table in force. */
  readonly players: AskPlayerTable;
  /** The caller's teams and players, read on top of the tables (default: none). */
  readonly sports?: AskSportsDictionary;
}

/** Release words → event kinds; the macro-threshold families; both are the grammar's own cue words. */
const EVENT_WORDS: readonly (readonly [string, string])[] = [
  ...['cpi', 'inflation', 'consumer price index', 'consumer prices', 'cpi print', 'cpi prints', 'cpi report', 'cpi reports', 'inflation report', 'inflation reports', 'inflation print', 'inflation prints', 'inflation data', 'cpi day', 'cpi release', 'cpi releases', 'cpi number'].map((p) => [p, 'cpi'] as const),
  ...['nfp', 'non-farm payrolls', 'nonfarm payrolls', 'non farm payrolls', 'payrolls', 'payroll', 'payroll report', 'payroll reports', 'jobs report', 'jobs reports', 'jobs data', 'jobs number', 'jobs numbers', 'employment report', 'employment reports', 'employment situation', 'jobs day', 'nfp day', 'nonfarm', 'non-farm', 'nfp release', 'nfp releases', 'payrolls number'].map((p) => [p, 'nfp'] as const),
  ...['fomc', 'fed decision', 'rate decision', 'fed meeting', 'fed day', 'the fed', 'fed', 'powell', 'interest rate decision', 'fomc meeting', 'fomc decision', 'rate cut', 'rate hike', 'fed minutes'].map((p) => [p, 'fomc'] as const),
  ...['gdp', 'gross domestic product', 'gdp day', 'gdp print', 'gdp prints', 'gdp report', 'gdp reports', 'gdp release', 'growth figures'].map((p) => [p, 'gdp'] as const),
];
const MACRO_FAMILY_WORDS: readonly (readonly [string, string])[] = [
  ...['cpi', 'inflation', 'cpi inflation', 'consumer price index', 'headline inflation', 'consumer prices'].map((p) => [p, 'cpi_yoy'] as const),
  ...['unemployment', 'unemployment rate', 'jobless rate', 'u-3', 'u3'].map((p) => [p, 'unrate'] as const),
  ...['10-year', '10 year', 'ten-year', 'ten year', '10y', '10yr', '10-yr', '10 yr', 'us10y', 'treasury yield', '10-year yield', '10 year yield', '10 yr yield', '10yr yield', '10-year treasury', '10 year treasury', 'ten-year yield', 'ten year yield', '10-year treasury yield'].map((p) => [p, 'us10y'] as const),
];

/** The words of a phrase, as the question tokenizer splits and folds them. */
function phraseKey(phrase: string): string {
  return tokenizeQuestion(phrase)
    .map((t) => t.lower)
    .join(' ');
}

type CacheNode = WeakMap<object, CacheNode | AskLexicon>;
const cache: CacheNode = new WeakMap();
const NO_SPORTS: AskSportsDictionary = { teams: [], players: [] };

/**
 * Builds (once per set of tables and caller dictionary) the phrase index the router matches questions against: spoken
 * instrument and company names (the vocabulary's and the SEC list's), currency words, the leagues, the teams and players
 * of the tables and the caller's, themes, families, categories, racecourses, golf events, F1 races, release words, and
 * the instrument table's ids and aliases by key.
 *
 * @param tables - {@link AskLexiconTables}.
 * @returns The lexicon.
 * @example
 * ```ts
 * buildAskLexicon(tables).phrases.get('premier league') //=> [{ role: 'league', value: 'epl' }]
 * ```
 */
export function buildAskLexicon(tables: AskLexiconTables): AskLexicon {
  const sports = tables.sports ?? NO_SPORTS;
  // One lexicon per combination of table versions and caller dictionary.
  const keys: readonly object[] = [tables.instruments, tables.vocabulary, tables.leagues, tables.tickers, tables.teams, tables.players];
  let node = cache;
  for (const key of keys) {
    let next = node.get(key) as CacheNode | undefined;
    if (next === undefined) node.set(key, (next = new WeakMap()));
    node = next;
  }
  const cached = node.get(sports) as AskLexicon | undefined;
  if (cached !== undefined) return cached;

  const phrases = new Map<string, LexiconEntry[]>();
  let maxWords = 1;
  const add = (phrase: string, entry: LexiconEntry) => {
    const key = phraseKey(phrase);
    if (key === '') return;
    maxWords = Math.max(maxWords, key.split(' ').length);
    const list = phrases.get(key) ?? [];
    if (!list.some((e) => e.role === entry.role && e.value === entry.value && e.sport === entry.sport)) list.push(entry);
    phrases.set(key, list);
  };
  const { vocabulary } = tables;
  const tickers = readTickerTable(tables.tickers);
  const wordyNames = new Set(tickers.names.filter((n) => n.weak).map((n) => n.phrase));
  for (const { phrase, id } of vocabulary.instruments) add(phrase, { role: 'instrument', value: id });
  // Company names that are ordinary words ("apple", "visa") name the company only next to a market word.
  const company = (phrase: string, ticker: string, weak: boolean) => add(phrase, { role: 'instrument', value: ticker, ...(weak ? { weak } : {}) });
  for (const { phrase, ticker } of vocabulary.companies) company(phrase, ticker, wordyNames.has(phrase) || tickers.wordTickers.has(phrase.toUpperCase()));
  for (const { phrase, code } of vocabulary.currencies) add(phrase, { role: 'currency', value: code });
  for (const { phrase, timeframe } of vocabulary.timeframes) add(phrase, { role: 'timeframe', value: timeframe });
  for (const { phrase, theme } of vocabulary.themes) add(phrase, { role: 'theme', value: theme });
  for (const { phrase, family } of vocabulary.gaiaFamilies) add(phrase, { role: 'gaia', value: family });
  for (const { phrase, category } of vocabulary.predictionCategories) add(phrase, { role: 'category', value: category });
  for (const { phrase, tag } of vocabulary.politicsTags) add(phrase, { role: 'tag', value: tag });
  for (const phrase of vocabulary.racing) add(phrase, { role: 'course', value: titleCase(phrase) });
  for (const phrase of vocabulary.golfEvents) add(phrase, { role: 'tournament', value: titleCase(phrase.replace(/^the /, '')) });
  for (const phrase of vocabulary.f1Races) add(phrase, { role: 'race', value: titleCase(phrase) });
  for (const city of vocabulary.cities) add(city, { role: 'city', value: city });
  for (const { phrase, city } of vocabulary.cityAliases) add(phrase, { role: 'city', value: city });
  for (const [phrase, kind] of EVENT_WORDS) add(phrase, { role: 'event_word', value: kind });
  for (const [phrase, family] of MACRO_FAMILY_WORDS) add(phrase, { role: 'macro_family', value: family });
  for (const l of tables.leagues) {
    if (l.keyIsWord !== true) add(l.key, { role: 'league', value: l.key });
    for (const name of l.names) add(name, { role: 'league', value: l.key });
  }
  // Teams and players: the tables', then the caller's, whose spellings replace the tables' for the same phrase.
  // A spelling that reads as a stop word or is shorter than three letters ("A's" → "a") names no one.
  const usable = (phrase: string) => {
    const key = phraseKey(phrase);
    return key.includes(' ') || (key.length >= 3 && !STOPWORDS.has(key));
  };
  const people = (role: 'team' | 'player', names: readonly { name: string; sport: string; aliases: readonly string[] }[], weak: ReadonlySet<string>) => {
    for (const n of names) for (const phrase of [n.name, ...n.aliases]) if (usable(phrase)) add(phrase, { role, value: n.name, sport: n.sport, ...(weak.has(phraseKey(phrase)) ? { weak: true } : {}) });
  };
  people('team', unpackSportsNames(tables.teams.packed), new Set(tables.teams.weak.split(' ')));
  people('player', unpackSportsNames(tables.players.packed), new Set(tables.players.weak.split(' ')));
  for (const role of ['team', 'player'] as const) {
    const own = role === 'team' ? sports.teams : sports.players;
    for (const n of own) for (const phrase of [n.name, ...n.aliases]) {
      const key = phraseKey(phrase);
      const kept = (phrases.get(key) ?? []).filter((e) => e.role !== 'team' && e.role !== 'player');
      phrases.set(key, kept);
    }
    for (const n of own) for (const phrase of [n.name, ...n.aliases]) if (usable(phrase)) add(phrase, { role, value: n.name, sport: n.sport });
  }

  // The SEC list's company names last: a name another entry already holds ("tokyo", "chicago") is not the company's,
  // and each names the company only next to a market word ("costco stock", never "America posts its jobs tally").
  for (const { phrase, ticker } of tickers.names) if (!phrases.has(phraseKey(phrase))) company(phrase, ticker, true);

  const instrumentKeys = new Map<string, InstrumentSpec>();
  const fxPairs = new Map<string, string>();
  for (const spec of tables.instruments) {
    for (const spelling of [spec.id, ...spec.aliases]) if (!instrumentKeys.has(instrumentKey(spelling))) instrumentKeys.set(instrumentKey(spelling), spec);
    if (spec.pair !== undefined) {
      fxPairs.set(`${spec.pair.base} ${spec.pair.quote}`, spec.id);
      fxPairs.set(`${spec.pair.quote} ${spec.pair.base}`, spec.id);
    }
  }
  const words = new Set<string>();
  const prefixes = new Set<string>();
  for (const key of phrases.keys()) {
    const parts = key.split(' ');
    for (let i = 0; i < parts.length; i++) {
      words.add(parts[i]!);
      prefixes.add(parts.slice(0, i + 1).join(' '));
    }
  }
  const lexicon: AskLexicon = { phrases, maxWords, instrumentKeys, fxPairs, tickers, words, prefixes };
  node.set(sports, lexicon);
  return lexicon;
}

function titleCase(phrase: string): string {
  return phrase.replace(/(^|\s)(\p{L})/gu, (_m, s: string, c: string) => s + c.toUpperCase());
}
