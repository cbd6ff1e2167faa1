import { GuidekitError } from '../../core/GuidekitError.js';
import { pickRule } from '../../core/pickRule.js';
import type { RuleTable } from '../../core/ruleTable.js';
import { ASK_PLAYERS } from '../rules/askPlayers.js';
import { ASK_TEAMS } from '../rules/askTeams.js';
import { ASK_TICKERS } from '../rules/askTickers.js';
import { ASK_TYPO_GUARD } from '../rules/askTypoGuard.js';
import { ASK_VOCABULARY } from '../rules/askVocabulary.js';
import { INSTRUMENTS, type InstrumentSpec } from '../rules/instruments.js';
import { SPORTS_LEAGUES } from '../rules/sportsLeagues.js';
import { SPORTS_SEASONS } from '../rules/sportsSeasons.js';
import { buildAskLexicon, type AskLexicon } from './_lib/buildAskLexicon.js';
import { findTypoTarget } from './_lib/findTypoTarget.js';
import { isCueWord } from './_lib/isCueWord.js';
import { matchIntent } from './_lib/matchIntent.js';
import { recognizeEntities, type RoleHit } from './_lib/recognizeEntities.js';
import { STOPWORDS } from './_lib/stopwords.js';
import { tokenizeQuestion, type QuestionToken } from './_lib/tokenizeQuestion.js';
import type { AskCorrection, AskDictionaries, AskEntity, AskEntityKind, RoutedQuestion } from './types.js';

/** Options of {@link readQuestion}. */
export interface ReadQuestionOptions {
  /**
   * ISO date of the question: its tables (instruments, vocabulary, leagues, teams, players, tickers) apply, deadlines
   * are dated from it and a nickname several leagues share is read as the one in season. Default: the newest tables,
   * no deadline dates, no season tie-break.
   */
  readonly asOf?: string;
}

/** Longest question read, in characters (the analysis endpoint's own cap). */
export const MAX_QUESTION_LENGTH = 2000;

/** Forms the refusal suggests, one per family of intents. */
export const QUESTION_FORMS: readonly string[] = [
  'Is EURUSD a buy this week?',
  'Best forex trade right now',
  'Who wins Arsenal v Chelsea?',
  'Will CPI come in above 3%?',
  'Will Bitcoin be above 100k by Friday?',
  'How does gold react to NFP?',
  'Who wins the Monaco Grand Prix?',
];

/** A question no intent fits: what was understood, why it cannot be routed, and forms that would work. */
export interface UnroutedQuestion {
  readonly question: string;
  readonly refused: true;
  /** What was understood and what the closest intent lacked, in a sentence or two. */
  readonly reason: string;
  /** The entities recognised, with their spans. */
  readonly understood: readonly AskEntity[];
  /** Forms that would route (QUESTION_FORMS). */
  readonly suggestions: readonly string[];
}

const ROLE_KINDS: Readonly<Record<RoleHit['role'], AskEntityKind | null>> = {
  instrument: 'instrument',
  team: 'team',
  player: 'player',
  league: 'league',
  timeframe: 'timeframe',
  threshold: 'threshold',
  deadline: 'deadline',
  event: 'event',
  city: 'city',
  theme: 'theme',
  category: 'category',
  handle: 'handle',
  course: 'course',
  race: 'race',
  tournament: 'tournament',
  market_title: 'market_title',
  currency: null,
  family: 'category',
  tag: 'category',
  gaia: 'category',
  event_word: 'event',
  macro_family: 'category',
};

/**
 * Reads a natural-language question about markets, sports, races or prediction markets as the catalog endpoints that
 * answer it, by a documented grammar of intents over entity dictionaries; or, when no intent fits, says what it
 * understood and what would work (a value, not an error). Deterministic and pure: the same question, dictionaries and
 * tables give the same reading. {@link routeQuestion} is the same reading that throws on a refusal.
 *
 * @remarks
 * The question is split into words; phrases of the dictionaries are found longest first (instrument names and the
 * instrument table's aliases, currencies, leagues, the caller's teams and players, themes, families, categories,
 * racecourses, golf events, release words); numbers are read with their units and comparisons ("above 3%",
 * "4.6 or more", "100k"). The grammar then tries each intent in a fixed order (docs/ask-analysis-event.md#the-grammar)
 * and the first whose cue words and entities are present routes the question. Confidence is the share of content words
 * the grammar accounted for, lowered by 0.1 for each parameter it had to default or could not read.
 *
 * @param text - The question (1 to 2000 characters). English.
 * @param dictionaries - {@link AskDictionaries}: teams and players, venue market titles (both optional).
 * @param options - {@link ReadQuestionOptions}.
 * @returns The intent, the routes with their parameters, the entities with their spans, the confidence and what was
 *   not understood; or the {@link UnroutedQuestion}.
 * @throws {@link GuidekitError} `invalid_question` when the text is empty or too long; `invalid_date` for a bad `asOf`.
 * @example
 * ```ts
 * readQuestion('Is gold a buy this week?').routes[0] //=> { operation_id: 'signalGenerate', params: { instrument: 'XAUUSD', timeframe: '1d' } }
 * readQuestion('tell me a joke').refused //=> true
 * ```
 * @see docs/ask-analysis-event.md
 */
export function readQuestion(text: string, dictionaries: AskDictionaries = {}, options: ReadQuestionOptions & { readonly caller?: string } = {}): RoutedQuestion | UnroutedQuestion {
  const fn = options.caller ?? 'readQuestion';
  const question = typeof text === 'string' ? text.trim() : '';
  if (question === '' || question.length > MAX_QUESTION_LENGTH) {
    throw new GuidekitError(`${fn}: question must be 1 to ${MAX_QUESTION_LENGTH} characters of text`, { code: 'invalid_question', field: 'question' });
  }
  if (options.asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.asOf)) {
    throw new GuidekitError(`${fn}: asOf must be an ISO date (YYYY-MM-DD), got ${JSON.stringify(options.asOf)}`, { code: 'invalid_date', field: 'asOf' });
  }
  const instruments = tableAt(INSTRUMENTS, options.asOf, fn);
  const vocabulary = tableAt(ASK_VOCABULARY, options.asOf, fn);
  const leagues = tableAt(SPORTS_LEAGUES, options.asOf, fn);
  const lexicon = buildAskLexicon({
    instruments,
    vocabulary,
    leagues,
    tickers: tableAt(ASK_TICKERS, options.asOf, fn),
    teams: tableAt(ASK_TEAMS, options.asOf, fn),
    players: tableAt(ASK_PLAYERS, options.asOf, fn),
    ...(dictionaries.sports === undefined ? {} : { sports: dictionaries.sports }),
  });
  const guard = guardSet(tableAt(ASK_TYPO_GUARD, options.asOf, fn));
  const { tokens, corrections } = correctTypos(tokenizeQuestion(question), lexicon, guard);
  const isPlainWord = (w: string) => STOPWORDS.has(w) || isCueWord(w);
  const { hits, numbers } = recognizeEntities(question, tokens, lexicon, dictionaries.marketTitles ?? [], { isPlainWord });
  const match = matchIntent({ text: question, hits, numbers, instrumentsById: byId(instruments), seasons: tableAt(SPORTS_SEASONS, options.asOf, fn), ...(options.asOf === undefined ? {} : { asOf: options.asOf }) });

  const entities = toEntities(hits, numbers);
  if (!('routes' in match)) {
    const understood = entities.length === 0 ? 'nothing routable' : entities.map((e) => `${e.kind} "${e.text}"`).join(', ');
    const closest = match.intent === null ? '' : ` It looks like a ${match.intent.replace(/_/g, ' ')} question, but it lacks ${match.missing}.`;
    return { question, refused: true, reason: `Understood: ${understood}.${closest || ` It needs ${match.missing}.`}`, understood: entities, suggestions: QUESTION_FORMS };
  }
  // Confidence: content words inside an entity or a cue, over all content words.
  const explained = [...hits.map((h) => h.span), ...numbers.map((n) => n.span), ...match.cueSpans, ...numbers.flatMap((n) => (n.comparatorSpan === null ? [] : [n.comparatorSpan]))];
  const content = tokens.filter((t) => !STOPWORDS.has(t.lower) && /[\p{L}\p{N}]/u.test(t.text));
  const missed = content.filter((t) => !explained.some(([s, e]) => t.start < e && s < t.end));
  const defaults = match.defaults;
  const share = content.length === 0 ? 1 : (content.length - missed.length) / content.length;
  const confidence = Math.max(0.05, Math.min(1, share - 0.1 * (Object.keys(defaults).length + match.gaps.length) - 0.05 * corrections.length));
  const notUnderstood = [...new Set(missed.map((t) => t.lower))].concat(
    Object.entries(defaults).map(([k, v]) => `${k} not given: ${v} assumed`),
    match.gaps,
    corrections.map((c) => `"${c.text}" read as "${c.read_as}"`),
  );
  return {
    question,
    intent: match.intent,
    routes: match.routes,
    entities,
    confidence: Number(confidence.toFixed(2)),
    not_understood: notUnderstood,
    defaults,
    corrections,
    parsed_by: 'grammar',
  };
}

/**
 * Misspelt words read as the lexicon word they are one or two edits from (findTypoTarget): only a word the lexicon,
 * the stop-list and the cue words do not know, that is no listed ticker (so no free word that could be a ticker is
 * ever changed) and no English word of the typo guard.
 */
function correctTypos(tokens: readonly QuestionToken[], lexicon: AskLexicon, guard: ReadonlySet<string>): { tokens: QuestionToken[]; corrections: AskCorrection[] } {
  const corrections: AskCorrection[] = [];
  const out = tokens.map((t) => {
    const w = t.lower;
    if (t.upper || lexicon.words.has(w) || STOPWORDS.has(w) || guard.has(w) || isCueWord(w) || lexicon.tickers.tickers.has(w.toUpperCase())) return t;
    const target = findTypoTarget(w, lexicon);
    if (target === null) return t;
    corrections.push({ text: t.text, read_as: target, span: [t.start, t.end] });
    return { ...t, lower: target };
  });
  return { tokens: out, corrections };
}

const guardCache = new WeakMap<object, ReadonlySet<string>>();
function guardSet(value: { readonly words: string }): ReadonlySet<string> {
  let set = guardCache.get(value);
  if (set === undefined) guardCache.set(value, (set = new Set(value.words.split(' '))));
  return set;
}

function tableAt<T>(table: RuleTable<T>, asOf: string | undefined, fn: string): T {
  if (asOf === undefined) return [...table.versions].sort((a, b) => b.effective.localeCompare(a.effective))[0]!.value;
  const rule = pickRule(table, asOf);
  if (rule === undefined) throw new GuidekitError(`${fn}: no version of ${table.id} is in force on ${asOf}`, { code: 'out_of_range', field: 'asOf' });
  return rule.value;
}

const idCache = new WeakMap<readonly InstrumentSpec[], ReadonlyMap<string, InstrumentSpec>>();
function byId(instruments: readonly InstrumentSpec[]): ReadonlyMap<string, InstrumentSpec> {
  let map = idCache.get(instruments);
  if (map === undefined) idCache.set(instruments, (map = new Map(instruments.map((s) => [s.id, s]))));
  return map;
}

/** The reported entities: every hit with an entity kind, and each threshold, in order of position. */
function toEntities(hits: readonly RoleHit[], numbers: ReturnType<typeof recognizeEntities>['numbers']): AskEntity[] {
  const out: AskEntity[] = [];
  const seen = new Set<string>();
  for (const h of hits) {
    const kind = ROLE_KINDS[h.role];
    if (kind === null) continue;
    const key = `${kind}|${h.value}|${h.span[0]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ kind, text: h.text, value: h.value, span: h.span });
  }
  for (const n of numbers) {
    if (n.comparator === null) continue;
    out.push({ kind: 'threshold', text: n.text, value: `${n.comparator} ${n.value}${n.unit === null ? '' : ` ${n.unit}`}`, span: n.span });
  }
  return out.sort((a, b) => a.span[0] - b.span[0]);
}
