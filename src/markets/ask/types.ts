/**
 * Types of the question router (`routeQuestion`): the intents of its grammar, the entity dictionaries it reads and the
 * structured form of a routed question. The router is pure; the dictionaries are passed in (instruments from the
 * instrument table, teams and players from the sports adapters, market titles from the prediction venues).
 *
 * @see docs/ask-analysis-event.md
 */

/**
 * What a question asks for, by the grammar's intent names (docs/ask-analysis-event.md lists each with its cue words
 * and the endpoint it routes to).
 */
export type AskIntent =
  | 'price_signal'
  | 'market_scan'
  | 'futures_signal'
  | 'coinflip'
  | 'event_reaction'
  | 'match_winner'
  | 'sports_pick'
  | 'player_compare'
  | 'player_h2h'
  | 'player_outlook'
  | 'fantasy'
  | 'fpl'
  | 'f1_race'
  | 'horse_race'
  | 'golf'
  | 'macro_threshold'
  | 'price_threshold'
  | 'weather_temperature'
  | 'weather_rain'
  | 'geophysical'
  | 'politics'
  | 'prediction_scan'
  | 'pm_sports'
  | 'perps'
  | 'tokenized'
  | 'tokenized_eligibility'
  | 'tokenization_radar'
  | 'pre_ipo'
  | 'basket'
  | 'screener'
  | 'attention'
  | 'backtest';

/** Every intent, in the order the grammar documents them. */
export const ASK_INTENTS: readonly AskIntent[] = [
  'price_signal', 'market_scan', 'futures_signal', 'coinflip', 'event_reaction', 'match_winner', 'sports_pick',
  'player_compare', 'player_h2h', 'player_outlook', 'fantasy', 'fpl', 'f1_race', 'horse_race', 'golf',
  'macro_threshold', 'price_threshold', 'weather_temperature', 'weather_rain', 'geophysical', 'politics',
  'prediction_scan', 'pm_sports', 'perps', 'tokenized', 'tokenized_eligibility', 'tokenization_radar', 'pre_ipo',
  'basket', 'screener', 'attention', 'backtest',
];

/** The kinds of entity the router recognises. */
export type AskEntityKind =
  | 'instrument'
  | 'team'
  | 'player'
  | 'league'
  | 'timeframe'
  | 'threshold'
  | 'deadline'
  | 'event'
  | 'city'
  | 'theme'
  | 'category'
  | 'handle'
  | 'course'
  | 'race'
  | 'tournament'
  | 'market_title';

/** One thing recognised in the question, with where it was found. */
export interface AskEntity {
  readonly kind: AskEntityKind;
  /** The text as written in the question. */
  readonly text: string;
  /** What it was resolved to: a canonical instrument id, a sport key, a timeframe, a number as written, ... */
  readonly value: string;
  /** Start (inclusive) and end (exclusive) UTF-16 offsets of `text` in the question. */
  readonly span: readonly [number, number];
}

/** One catalog call a question routes to. */
export interface AskRoute {
  /** The catalog operation id (`signalGenerate`, `scanEvent`, ...). */
  readonly operation_id: string;
  /** The parameters the router read from the question, as the endpoint's query strings (or body fields). */
  readonly params: Readonly<Record<string, string>>;
}

/** The structured form of a routed question (also what a language-model parser must produce). */
export interface RoutedQuestion {
  /** The question as given (trimmed). */
  readonly question: string;
  readonly intent: AskIntent;
  /** The endpoints to call, the first being the main one. */
  readonly routes: readonly AskRoute[];
  /** What was recognised, in order of position. */
  readonly entities: readonly AskEntity[];
  /**
   * 0..1: how much of the question the grammar accounted for. 1 − the share of content words left unexplained,
   * lowered when a default had to stand in for a missing parameter (docs/ask-analysis-event.md#confidence).
   */
  readonly confidence: number;
  /** Content words the grammar did not use, and parameters it had to default, in words. */
  readonly not_understood: readonly string[];
  /** Parameters filled by a default rather than read from the question (`timeframe: 1d`). */
  readonly defaults: Readonly<Record<string, string>>;
  /** Misspelt words read as a lexicon word (`etherium` read as `ethereum`), each lowering confidence by 0.05. */
  readonly corrections: readonly AskCorrection[];
  /** Who produced this form: the grammar, or a language-model parser whose output passed validation. */
  readonly parsed_by: 'grammar' | 'language_model';
}

/** A misspelt word of the question and the lexicon word it was read as. */
export interface AskCorrection {
  /** The word as written. */
  readonly text: string;
  /** The lexicon word it was read as. */
  readonly read_as: string;
  /** Its UTF-16 offsets in the question. */
  readonly span: readonly [number, number];
}

/** One team or player name of the sports dictionary. */
export interface AskSportsName {
  /** The name as the data source writes it (`Manchester City`). */
  readonly name: string;
  /** The sport key of its league or sport (`epl`, `nba`; `tennis`, `f1`, `golf` for individual sports). */
  readonly sport: string;
  /** Other spellings (`Man City`). */
  readonly aliases: readonly string[];
}

/**
 * The teams and players the router knows, as the sports adapters fill it. Leagues come from the league table
 * (`SPORTS_LEAGUES`), not from here.
 */
export interface AskSportsDictionary {
  readonly teams: readonly AskSportsName[];
  readonly players: readonly AskSportsName[];
}

/** A prediction-market title a venue lists, passed at call time so a question can be matched to it. */
export interface AskMarketTitle {
  /** The venue (`polymarket`, `kalshi`, `manifold`). */
  readonly venue: string;
  /** The venue's market id. */
  readonly id: string;
  readonly title: string;
}

/** The entity dictionaries the router reads; every member is optional. */
export interface AskDictionaries {
  /** Teams and players. Default: none (team and player questions are then read only by their shape). */
  readonly sports?: AskSportsDictionary;
  /** Market titles of the prediction venues, matched by shared words. Default: none. */
  readonly marketTitles?: readonly AskMarketTitle[];
}
