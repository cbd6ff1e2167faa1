import type { InstrumentSpec } from '../../rules/instruments.js';
import type { SeasonMonths } from '../../rules/sportsSeasons.js';
import type { AskIntent, AskRoute } from '../types.js';
import { CUE } from './grammarCues.js';
import { readGameLine } from './readGameLine.js';
import { readSportsMentions } from './readSportsMentions.js';
import type { NumberHit, RoleHit } from './recognizeEntities.js';
import { resolveDeadline } from './resolveDeadline.js';

/** What the grammar reads: the question, its recognised hits and numbers, and the instrument table. */
export interface GrammarInput {
  readonly text: string;
  readonly hits: readonly RoleHit[];
  readonly numbers: readonly NumberHit[];
  /** The instrument table in force (to tell an instrument's class); an id not in it is an equity ticker. */
  readonly instrumentsById: ReadonlyMap<string, InstrumentSpec>;
  /** ISO date of the question: dates a deadline and breaks ties between leagues by season. None: neither is done. */
  readonly asOf?: string;
  /** The months each league plays in (SPORTS_SEASONS). */
  readonly seasons: Readonly<Record<string, SeasonMonths>>;
}

/** The grammar's reading of a question. */
export interface IntentMatch {
  readonly intent: AskIntent;
  readonly routes: readonly AskRoute[];
  /** Spans of the cue words the rule used, so they count as understood. */
  readonly cueSpans: readonly (readonly [number, number])[];
  /** Parameters filled by a default. */
  readonly defaults: Readonly<Record<string, string>>;
  /** What the route lacks that a better-read question would give (said in `not_understood`, and lowers confidence). */
  readonly gaps: readonly string[];
}

/** Why the grammar could not route: the intent it recognised, if any, and what is missing. */
export interface IntentGap {
  readonly intent: AskIntent | null;
  readonly missing: string;
}

type Span = readonly [number, number];



const STYLE: readonly (readonly [RegExp, string])[] = [
  [/\bscalp(?:s|ing)?\b/g, 'scalp'],
  [/\bintraday|day ?trad(?:e|ing)\b/g, 'intraday'],
  [/\blong[- ]?term|longterm|swing\b/g, 'longterm'],
];
const FUTURES_CATEGORY: readonly (readonly [RegExp, string])[] = [
  [/\b(?:index|indices|equity index|stock index)\b/g, 'index'],
  [/\b(?:energy|oil|crude|gas)\b/g, 'energy'],
  [/\b(?:metals?|gold|silver|copper)\b/g, 'metals'],
  [/\b(?:ags?|agricultur(?:e|al)|grains?|softs|livestock|corn|wheat|soybeans?)\b/g, 'ags'],
  [/\b(?:rates|bonds?|treasur(?:y|ies)|notes)\b/g, 'rates'],
];
const PM_SPORTS = new Set(['soccer', 'mlb', 'nfl', 'nba', 'nhl', 'wnba', 'tennis', 'rugby', 'cricket', 'mma', 'cs2', 'lol', 'dota2', 'valorant']);
const INDIVIDUAL_SPORTS = new Set(['tennis', 'golf', 'f1', 'mma', 'ufc', 'boxing']);

/**
 * The question grammar: tries each intent's rule in the documented order and returns the first that matches, with the
 * endpoints it maps to and their parameters; or, when none matches, the closest intent and what it lacked.
 *
 * @param input - {@link GrammarInput}.
 * @returns The match, or the gap.
 * @example
 * ```ts
 * matchIntent({ text: 'Is gold a buy?', hits, numbers, instrumentsById }) //=> { intent: 'price_signal', routes: [...] }
 * ```
 * @see docs/ask-analysis-event.md#the-grammar
 */
export function matchIntent(input: GrammarInput): IntentMatch | IntentGap {
  const lower = input.text.toLowerCase();
  const cues: Span[] = [];
  const find = (re: RegExp): Span[] => {
    // Most cues are absent: a test first spares building the match list.
    re.lastIndex = 0;
    const present = re.test(lower);
    re.lastIndex = 0;
    return present ? [...lower.matchAll(re)].map((m) => [m.index, m.index + m[0].length] as const) : [];
  };
  /** True when the cue occurs; its spans are kept for the answer's confidence. */
  const has = (re: RegExp): boolean => {
    const found = find(re);
    cues.push(...found);
    return found.length > 0;
  };
  const all = (role: RoleHit['role']) => input.hits.filter((h) => h.role === role);
  const first = (role: RoleHit['role']) => all(role)[0];
  // A company named by an ordinary word ("apple", "visa") is one only next to a market word or a price threshold.
  const marketWord = MARKET_WORDS.test(lower) || input.numbers.some((n) => n.comparator !== null);
  const instruments = dedupe(all('instrument').filter((h) => h.weak !== true || marketWord));
  const mentions = readSportsMentions({ hits: input.hits, lower, seasons: input.seasons, ...(input.asOf === undefined ? {} : { asOf: input.asOf }) });
  const teams = mentions.teams;
  const players = mentions.players;
  const leagues = dedupe(all('league'));
  const eventWords = dedupe(all('event_word'));
  const macro = first('macro_family');
  const timeframe = first('timeframe');
  const threshold = input.numbers.find((n) => n.comparator !== null) ?? null;
  const defaults: Record<string, string> = {};
  const gaps: string[] = [];
  const done = (intent: AskIntent, routes: AskRoute[]): IntentMatch => {
    if (threshold?.comparatorSpan != null) cues.push(threshold.comparatorSpan);
    return { intent, routes, cueSpans: cues, defaults, gaps };
  };
  const route = (operation_id: string, params: Record<string, string | undefined>): AskRoute => ({
    operation_id,
    params: Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)),
  });
  const sportOf = () => leagues[0]?.value ?? teams[0]?.sport ?? players[0]?.sport;
  const styleOf = () => STYLE.find(([re]) => has(re))?.[1];
  const categoryOf = () => FUTURES_CATEGORY.find(([re]) => has(re))?.[1];
  const market = first('market_title')?.value;
  const deadlineHit = first('deadline');
  const deadline = (() => {
    if (deadlineHit === undefined) return undefined;
    if (input.asOf === undefined) {
      gaps.push(`deadline: "${deadlineHit.text}" not dated (no date given to read it at)`);
      return undefined;
    }
    const date = resolveDeadline(deadlineHit.value, input.asOf);
    if (date === null) gaps.push(`deadline: "${deadlineHit.text}" could not be read as a date`);
    return date ?? undefined;
  })();
  const thresholdParams = () => ({
    ...(threshold === null ? {} : { threshold: String(threshold.value), direction: threshold.comparator ?? undefined, ...(threshold.unit === null ? {} : { unit: threshold.unit }) }),
    ...(deadline === undefined ? {} : { deadline }),
    ...(market === undefined ? {} : { market }),
  });
  const classOf = (id: string) => input.instrumentsById.get(id)?.assetClass ?? 'equity';
  gaps.push(...mentions.gaps);

  // 1. Backtests: "backtest buying QQQ when RSI < 30".
  if (has(CUE.backtest)) {
    // The rule is what follows "backtest", less a leading "on SYMBOL:" that names the instrument.
    const rule = input.text
      .replace(/^.*?\bback-?test(?:s|ing|ed)?\b\s*/i, '')
      .replace(/^(?:on|for)\s+\$?[A-Za-z0-9.^=/-]+\s*[:,-]\s*/i, '')
      .trim();
    const symbol = instruments[0]?.value;
    return done('backtest', [route('backtestRun', { rule: rule === '' ? input.text : rule, symbol })]);
  }
  // 2. Post counts of a handle.
  const handle = first('handle');
  if (handle !== undefined && (has(CUE.attention) || /\bhow many\b/.test(lower))) return done('attention', [route('signalAttention', { handle: handle.value })]);
  // 3. How an instrument reacts to a release, or the release itself ("cpi tomorrow, what does the market do if hot").
  if (eventWords.length > 0 && threshold === null && (has(CUE.reaction) || (instruments.length > 0 && /\b(?:how|what|should)\b/.test(lower)) || /\b(?:how|what|when|will)\b/.test(lower))) {
    cues.push(...find(/\b(?:how|what|when|should)\b/g));
    return done('event_reaction', [route('scanEvent', { event: eventWords[0]!.value, instrument: instruments[0]?.value })]);
  }
  // 4. Thresholds on CPI, unemployment, the 10-year yield.
  if (macro !== undefined && threshold !== null) return done('macro_threshold', [route('signalMacro', { family: macro.value, ...thresholdParams() })]);
  // 5. Weather ladders (a city and a temperature or rain word).
  const city = first('city');
  if (city !== undefined && has(CUE.rain)) return done('weather_rain', [route('signalRainy', { city: city.value, ...thresholdParams() })]);
  if (city !== undefined && has(CUE.temperature)) return done('weather_temperature', [route('signalStormy', { city: city.value, ...thresholdParams() })]);
  // 6. Earthquakes, tornadoes, hurricanes, sea ice, hottest year, volcanoes, bolides.
  const gaia = first('gaia');
  if (gaia !== undefined) return done('geophysical', [route('signalGaia', { family: gaia.value, ...thresholdParams() })]);
  // 7. Price thresholds ("Bitcoin above 100k by Friday").
  if (instruments.length > 0 && threshold !== null && (has(CUE.willOrOdds) || deadlineHit !== undefined || /\b(?:close|closes|closing|finish|finishes|end|ends|settle|settles|trade)\b/.test(lower))) {
    const id = instruments[0]!.value;
    const cls = classOf(id);
    if (cls === 'forex') return done('coinflip', [route('signalCoinflip', { class: 'fx', instrument: id, ...thresholdParams() })]);
    const tickerClass = cls === 'crypto' ? 'crypto' : cls === 'metal' || cls === 'commodity' || (cls === 'future' && input.instrumentsById.get(id)?.futures?.category !== 'index') ? 'commodities' : 'stocks';
    return done('price_threshold', [route('signalTicker', { class: tickerClass, instrument: id, ...thresholdParams() })]);
  }
  // 8. Perpetual dislocations.
  if (has(CUE.perps)) return done('perps', [route('signalPerps', {})]);
  // 9. Tokenized assets: eligibility, the radar, or the signal.
  if (has(CUE.tokenized)) {
    if (has(CUE.eligibility)) return done('tokenized_eligibility', [route('signalTokenizedEligibility', { jurisdiction: jurisdictionOf(input.text) })]);
    if (has(CUE.radar)) return done('tokenization_radar', [route('signalTokenizationRadar', {})]);
    return done('tokenized', [route('signalTokenized', {})]);
  }
  // 10. Pre-IPO and new listings.
  if (has(CUE.preIpo)) return done('pre_ipo', [route('signalPreIpo', {})]);
  // 11. Formula 1: an F1 word with a driver, a race or "F1"; or a driver alone (drivers race nothing else).
  const f1Driver = players.find((p) => p.sport === 'f1');
  const race = all('race').find((r) => !/^\d/.test(r.value));
  if ((has(CUE.f1) && (f1Driver !== undefined || race !== undefined || /\b(?:f1|formula (?:1|one)|grand prix)\b/.test(lower))) || (f1Driver !== undefined && players.length === 1 && (teams.length === 0 || race !== undefined))) {
    const market = /\bpodium\b/.test(lower) ? 'podium' : /\bpole|qualifying\b/.test(lower) ? 'qualifying' : /\bconstructor/.test(lower) ? 'constructor' : /\btop[- ]?\d+\b/.test(lower) ? 'top_n' : 'winner';
    has(/\b(?:win|wins|winner|race)\b/g);
    return done('f1_race', [route('signalF1', { race: race?.value, driver: f1Driver?.value, market })]);
  }
  // 12. Horse racing (a racecourse after "at", a race time, racing words, a big race). A course that is also a team of
  // the matchup named ("Brighton at Newcastle") is the team.
  const courses = all('course').filter((c) => teams.length < 2 || !teams.some((t) => t.span[0] === c.span[0]));
  const raceTime = all('race').find((r) => /^\d/.test(r.value));
  if (has(CUE.racing) || (courses.length > 0 && (raceTime !== undefined || /\b(?:at|tips?|race|races|meeting|festival)\b/.test(lower))) || has(BIG_RACES)) {
    if (courses.length > 0 || raceTime !== undefined || /\bhorse|racing|race/.test(lower)) {
      return done('horse_race', [route('scanRacing', { course: courses[0]?.value, time: raceTime?.value })]);
    }
  }
  // 13. Golf.
  const tournament = first('tournament');
  const golfer = players.find((p) => p.sport === 'golf');
  if (has(CUE.golf) || tournament !== undefined || golfer !== undefined) {
    if (tournament !== undefined || golfer !== undefined || /\bgolf\b/.test(lower)) return done('golf', [route('scanGolf', { tournament: tournament?.value, player: golfer?.value })]);
  }
  // 14. Fantasy Premier League, then other fantasy advice ("start X or Y" compares them).
  if (has(CUE.fpl)) return done('fpl', [route('signalFpl', {})]);
  if (has(CUE.fantasy) || (players.length > 0 && has(CUE.startSit))) {
    const sport = sportOf() ?? (NFL_FANTASY.test(lower) ? 'nfl' : undefined);
    if (players.length >= 2) return done('player_compare', [route('scanCompare', { players: players.map((p) => p.value).join(','), sport: players[0]!.sport })]);
    return done('fantasy', [route('scanFantasy', { player: players[0]?.value, sport })]);
  }
  // 15. Players: head to head, comparisons, one player's prop or outlook (stat, line, over or under).
  if (players.length >= 2 && (has(CUE.h2h) || (INDIVIDUAL_SPORTS.has(players[0]!.sport ?? '') && has(CUE.versus)))) {
    return done('player_h2h', [route('scanH2h', { players: players.map((p) => p.value).join(','), sport: players[0]!.sport })]);
  }
  if (players.length >= 2) {
    has(CUE.compare);
    has(CUE.versus);
    return done('player_compare', [route('scanCompare', { players: players.map((p) => p.value).join(','), sport: players[0]!.sport })]);
  }
  if (players.length === 1 && teams.length < 2 && has(CUE.outlook)) {
    const stat = find(CUE.outlook).map(([a, b]) => lower.slice(a, b))[0];
    const prop = threshold === null ? {} : { line: threshold.text.replace(/[^\d.]/g, ''), side: threshold.comparator === 'below' ? 'under' : 'over' };
    return done('player_outlook', [route('scanPlayer', { player: players[0]!.value, sport: players[0]!.sport, stat, ...prop })]);
  }
  // 16. A betting line (spread, total, moneyline) on a team or a matchup: the sports pick for that market.
  // (A line asked against the prediction venues is their scan: "NBA moneyline edges on Kalshi".)
  const line = (teams.length > 0 || sportOf() !== undefined) && find(CUE.pmSports).length === 0 ? readGameLine(input.text, input.numbers) : null;
  if (line !== null && sportOf() !== undefined) {
    cues.push(...line.spans);
    has(CUE.versus);
    const event = teams.length >= 2 ? `${teams[0]!.value} v ${teams[1]!.value}` : teams[0]?.value;
    return done('sports_pick', [route('signalSports', { sport: sportOf(), event, market: line.market, line: line.line })]);
  }
  // 17. A match between two teams.
  if (teams.length >= 2) {
    has(CUE.versus);
    has(CUE.matchWinner);
    const sport = teams[0]!.sport ?? sportOf();
    const event = `${teams[0]!.value} v ${teams[1]!.value}`;
    if (sport === undefined) {
      // Teams read by their shape alone: the game scan takes them without a sport; the sports pick needs one.
      gaps.push('sport: the teams are not in the dictionary and no league was named');
      return done('match_winner', [route('scanGame', { event })]);
    }
    return done('match_winner', [route('scanGame', { sport, event }), route('signalSports', { sport, event, market: 'h2h' })]);
  }
  // 18. Sports on the prediction venues, then sports picks.
  const sport = sportOf();
  const pmSport = sport === undefined ? undefined : PM_SPORTS.has(sport) ? sport : leagues[0] !== undefined && leagues[0].value !== sport ? undefined : sport;
  if (sport !== undefined && has(CUE.pmSports)) {
    if (pmSport !== undefined) return done('pm_sports', [route('signalPmSports', { sport: pmSport })]);
  }
  if (sport !== undefined && (has(CUE.sportsPick) || teams.length === 1 || has(CUE.matchWinner))) {
    return done('sports_pick', [route('signalSports', { sport, event: teams[0]?.value })]);
  }
  // 19. Politics, then other prediction-market scans (a category with odds words: "oscars best picture odds").
  const tag = first('tag');
  if (tag !== undefined) return done('politics', [route('signalPolitics', { tag: tag.value, market })]);
  const category = first('category');
  if (has(CUE.predictionScan) || (category !== undefined && instruments.length === 0 && has(/\b(?:odds|chances?|who wins|will win|mispriced)\b/g))) {
    if (category !== undefined) return done('prediction_scan', [route('signalPredvenue', { category: category.value, market })]);
    return done('prediction_scan', [route('scanPredmarket', { market })]);
  }
  // 20. Baskets: a theme, or an ETF's holdings ("XLK breadth"); then the screener.
  const theme = first('theme');
  if (theme !== undefined && (has(CUE.basket) || instruments.length === 0)) return done('basket', [route('signalBasket', { theme: theme.value })]);
  const etf = instruments.find((i) => !input.instrumentsById.has(i.value));
  if (etf !== undefined && has(CUE.etfBasket)) return done('basket', [route('signalBasket', { etf: etf.value })]);
  if (has(CUE.screener)) return done('screener', [route('signalScreener', {})]);
  // 21. The daily up/down scan of FX and equities.
  if (has(CUE.coinflip) && instruments.length === 0) {
    const cls = has(CUE.forexWords) ? 'fx' : /\b(?:stocks?|equit(?:y|ies)|shares)\b/.test(lower) ? 'equity' : undefined;
    return done('coinflip', [route('signalCoinflip', { class: cls })]);
  }
  // 22. Scans: the crypto snapshot, futures, forex, crypto, commodities-metals-indices, everything.
  if (has(CUE.cryptoLite) && (has(CUE.cryptoWords) || /fear/.test(lower))) return done('market_scan', [route('scanCryptoLite', {})]);
  if (has(CUE.futuresWords) && instruments.length === 0) {
    const category = categoryOf();
    if (has(CUE.signalWord)) return done('futures_signal', [route('signalFutures', { category })]);
    return done('market_scan', [route('scanFutures', { category })]);
  }
  const universe = /\b(?:forex|fx|currenc(?:y|ies)|pairs?|crypto|cryptos|coins?|commodit(?:y|ies)|metals?|indices|indexes)\b/.test(lower);
  const scanning = has(CUE.scan) || (universe && has(/\b(?:best|top|strongest|any good|which|scalp(?:s|ing)?|setups?|trades?|opportunit(?:y|ies)|worth)\b/g));
  if (instruments.length === 0 && (scanning || has(CUE.signalWord) || /\b(?:trade|trades|setup|setups)\b/.test(lower))) {
    if (has(CUE.forexWords)) return done('market_scan', [route('scanForex', { style: styleOf() })]);
    if (has(CUE.cryptoWords)) return done('market_scan', [route('scanCrypto', {})]);
    if (has(CUE.cmiWords)) return done('market_scan', [route('scanCmi', { style: styleOf() })]);
    if (has(CUE.allMarkets) || scanning) return done('market_scan', [route('scanMarket', { style: styleOf() })]);
  }
  // 23. One instrument: a signal for it (the timeframe from the horizon words, else 1d).
  if (instruments.length > 0) {
    has(CUE.priceSignal);
    let tf = timeframe?.value;
    if (tf === undefined) {
      tf = '1d';
      defaults.timeframe = '1d';
    }
    // Two instruments named ("EURUSD or GBPUSD?"): a signal for each, so the report can set them side by side.
    return done('price_signal', instruments.slice(0, 2).map((i) => route('signalGenerate', { instrument: i.value, timeframe: tf })));
  }
  // Nothing matched: say what was closest.
  if (eventWords.length > 0) return { intent: 'event_reaction', missing: 'an instrument and a reaction word, or a threshold ("above 3%")' };
  if (macro !== undefined) return { intent: 'macro_threshold', missing: 'a threshold such as "above 3%"' };
  if (sport !== undefined) return { intent: 'sports_pick', missing: 'what to pick: two teams ("A v B"), a bet or a player' };
  if (/\b(?:bet|bets|pick|picks|tips?|parlay)\b/.test(lower)) return { intent: 'sports_pick', missing: 'a league, two teams ("A v B") or a player' };
  if (city !== undefined) return { intent: 'weather_temperature', missing: 'a temperature or rain word' };
  if (has(CUE.priceSignal) || has(CUE.scan)) return { intent: 'price_signal', missing: 'an instrument (EURUSD, gold, BTC, AAPL...) or a market to scan (forex, crypto, commodities)' };
  return { intent: null, missing: 'a market, a sport, a race or a prediction question' };
}

/** Market words that make an ordinary-word company name ("apple", "snowflake") a company. */
const MARKET_WORDS =
  /\b(?:stocks?|shares?|equity|ticker|price|prices|earnings|dividends?|calls|puts|options|buy|buying|sell|selling|short|long|hold|bullish|bearish|outlook|signal|forecast|target|rally|dip|chart|valuation|overvalued|undervalued|ipo|market cap|invest(?:ing|ment)?|trade|position|going (?:up|down)|go (?:up|down)|worth buying|\$[a-z])\b/;
/** Big races named on their own ("who wins the King George"). */
const BIG_RACES = /\b(?:grand national|gold cup|champion hurdle|epsom derby|royal ascot|the oaks|st leger|2000 guineas|1000 guineas|king george|cheltenham festival|arc de triomphe|melbourne cup|kentucky derby)\b/g;
/** Words of American fantasy football, so "fantasy football waivers" is the NFL's game, not the FPL's. */
const NFL_FANTASY = /\b(?:fantasy football|ppr|half ppr|qbs?|rbs?|wrs?|tes?|flex|dst|d\/st|wide receivers?|running backs?|quarterbacks?|tight ends?|waivers?|waiver wire|week \d{1,2})\b/;

/** The first hit of each value, so "Lakers ... Lakers" counts once. */
function dedupe(hits: readonly RoleHit[]): RoleHit[] {
  const seen = new Set<string>();
  return hits.filter((h) => (seen.has(h.value) ? false : (seen.add(h.value), true)));
}

/** The jurisdiction named after "from" or "in" ("from the UK" → UK), as written. */
function jurisdictionOf(text: string): string | undefined {
  return /\b(?:from|in)\s+(?:the\s+)?([A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?|[A-Z]{2,3})\b/.exec(text)?.[1];
}
