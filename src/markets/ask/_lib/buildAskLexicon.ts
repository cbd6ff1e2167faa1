import type { InstrumentSpec } from '../../rules/instruments.js';
import type { AskVocabulary } from '../../rules/askVocabulary.js';
import type { SportsLeague } from '../../rules/sportsLeagues.js';
import { instrumentKey } from '../../instruments/_lib/instrumentKey.js';
import type { AskEntityKind, AskSportsDictionary } from '../types.js';
import { tokenizeQuestion } from './tokenizeQuestion.js';

/** What one phrase of the lexicon stands for. */
export interface LexiconEntry {
  /** The entity kind it yields, or a grammar role that is not reported as an entity (`currency`, `event_word`, ...). */
  readonly role: AskEntityKind | 'currency' | 'family' | 'tag' | 'gaia' | 'event_word' | 'macro_family';
  readonly value: string;
  /** For teams and players: the sport key. */
  readonly sport?: string;
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
}

/** Release words → event kinds; the macro-threshold families; both are the grammar's own cue words. */
const EVENT_WORDS: readonly (readonly [string, string])[] = [
  ...['cpi', 'inflation', 'consumer price index', 'consumer prices', 'cpi print', 'cpi prints', 'cpi report', 'cpi reports', 'inflation report', 'inflation reports', 'inflation print', 'inflation prints', 'inflation data', 'cpi day', 'cpi release', 'cpi releases'].map((p) => [p, 'cpi'] as const),
  ...['nfp', 'non-farm payrolls', 'nonfarm payrolls', 'non farm payrolls', 'payrolls', 'payroll', 'payroll report', 'payroll reports', 'jobs report', 'jobs reports', 'jobs data', 'jobs number', 'jobs numbers', 'employment report', 'employment reports', 'employment situation', 'jobs day', 'nfp day', 'nonfarm', 'non-farm', 'nfp release', 'nfp releases'].map((p) => [p, 'nfp'] as const),
  ...['fomc', 'fed decision', 'rate decision', 'fed meeting', 'fed day', 'the fed', 'fed', 'powell', 'interest rate decision', 'fomc meeting', 'fomc decision'].map((p) => [p, 'fomc'] as const),
  ...['gdp', 'gross domestic product', 'gdp day', 'gdp print', 'gdp prints', 'gdp report', 'gdp reports', 'gdp release', 'growth figures'].map((p) => [p, 'gdp'] as const),
];
const MACRO_FAMILY_WORDS: readonly (readonly [string, string])[] = [
  ...['cpi', 'inflation', 'cpi inflation', 'consumer price index', 'headline inflation', 'consumer prices'].map((p) => [p, 'cpi_yoy'] as const),
  ...['unemployment', 'unemployment rate', 'jobless rate', 'u-3', 'u3'].map((p) => [p, 'unrate'] as const),
  ...['10-year', '10 year', 'ten-year', 'ten year', '10y', '10yr', '10-yr', 'us10y', 'treasury yield', '10-year yield', '10 year yield', '10-year treasury', '10 year treasury', 'ten-year yield', '10-year treasury yield'].map((p) => [p, 'us10y'] as const),
];

/** The words of a phrase, as the question tokenizer splits them, in lower case. */
function phraseKey(phrase: string): string {
  return tokenizeQuestion(phrase)
    .map((t) => t.lower)
    .join(' ');
}

const cache = new WeakMap<object, WeakMap<object, WeakMap<object, AskLexicon>>>();
const NO_SPORTS: AskSportsDictionary = { teams: [], players: [] };

/**
 * Builds (once per instrument table, vocabulary and dictionary) the phrase index the router matches questions against:
 * spoken instrument and company names, currency words, the leagues, the caller's teams and players, themes, families,
 * categories, racecourses, golf events, release words, and the instrument table's ids and aliases by key.
 *
 * @param instruments - The instrument table in force.
 * @param vocabulary - The router vocabulary in force.
 * @param leagues - The league table in force.
 * @param sports - Teams and players (default: none).
 * @returns The lexicon.
 * @example
 * ```ts
 * buildAskLexicon(table, vocabulary, leagues).phrases.get('premier league') //=> [{ role: 'league', value: 'epl' }]
 * ```
 */
export function buildAskLexicon(instruments: readonly InstrumentSpec[], vocabulary: AskVocabulary, leagues: readonly SportsLeague[], sports: AskSportsDictionary = NO_SPORTS): AskLexicon {
  let byVocabulary = cache.get(instruments);
  if (byVocabulary === undefined) cache.set(instruments, (byVocabulary = new WeakMap()));
  let bySports = byVocabulary.get(vocabulary);
  if (bySports === undefined) byVocabulary.set(vocabulary, (bySports = new WeakMap()));
  const cached = bySports.get(sports);
  if (cached !== undefined) return cached;

  const phrases = new Map<string, LexiconEntry[]>();
  let maxWords = 1;
  const add = (phrase: string, entry: LexiconEntry) => {
    const key = phraseKey(phrase);
    if (key === '') return;
    maxWords = Math.max(maxWords, key.split(' ').length);
    const list = phrases.get(key) ?? [];
    if (!list.some((e) => e.role === entry.role && e.value === entry.value)) list.push(entry);
    phrases.set(key, list);
  };
  for (const { phrase, id } of vocabulary.instruments) add(phrase, { role: 'instrument', value: id });
  for (const { phrase, ticker } of vocabulary.companies) add(phrase, { role: 'instrument', value: ticker });
  for (const { phrase, code } of vocabulary.currencies) add(phrase, { role: 'currency', value: code });
  for (const { phrase, timeframe } of vocabulary.timeframes) add(phrase, { role: 'timeframe', value: timeframe });
  for (const { phrase, theme } of vocabulary.themes) add(phrase, { role: 'theme', value: theme });
  for (const { phrase, family } of vocabulary.gaiaFamilies) add(phrase, { role: 'gaia', value: family });
  for (const { phrase, category } of vocabulary.predictionCategories) add(phrase, { role: 'category', value: category });
  for (const { phrase, tag } of vocabulary.politicsTags) add(phrase, { role: 'tag', value: tag });
  for (const phrase of vocabulary.racing) add(phrase, { role: 'course', value: titleCase(phrase) });
  for (const phrase of vocabulary.golfEvents) add(phrase, { role: 'tournament', value: titleCase(phrase.replace(/^the /, '')) });
  for (const city of vocabulary.cities) add(city, { role: 'city', value: city });
  for (const { phrase, city } of vocabulary.cityAliases) add(phrase, { role: 'city', value: city });
  for (const [phrase, kind] of EVENT_WORDS) add(phrase, { role: 'event_word', value: kind });
  for (const [phrase, family] of MACRO_FAMILY_WORDS) add(phrase, { role: 'macro_family', value: family });
  for (const l of leagues) {
    if (l.keyIsWord !== true) add(l.key, { role: 'league', value: l.key });
    for (const name of l.names) add(name, { role: 'league', value: l.key });
  }
  for (const team of sports.teams) for (const name of [team.name, ...team.aliases]) add(name, { role: 'team', value: team.name, sport: team.sport });
  for (const player of sports.players) for (const name of [player.name, ...player.aliases]) add(name, { role: 'player', value: player.name, sport: player.sport });

  const instrumentKeys = new Map<string, InstrumentSpec>();
  const fxPairs = new Map<string, string>();
  for (const spec of instruments) {
    for (const spelling of [spec.id, ...spec.aliases]) if (!instrumentKeys.has(instrumentKey(spelling))) instrumentKeys.set(instrumentKey(spelling), spec);
    if (spec.pair !== undefined) {
      fxPairs.set(`${spec.pair.base} ${spec.pair.quote}`, spec.id);
      fxPairs.set(`${spec.pair.quote} ${spec.pair.base}`, spec.id);
    }
  }
  const lexicon: AskLexicon = { phrases, maxWords, instrumentKeys, fxPairs };
  bySports.set(sports, lexicon);
  return lexicon;
}

function titleCase(phrase: string): string {
  return phrase.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}
