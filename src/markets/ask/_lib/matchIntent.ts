import type { InstrumentSpec } from '../../rules/instruments.js';
import type { AskIntent, AskRoute } from '../types.js';
import type { NumberHit, RoleHit } from './recognizeEntities.js';

/** What the grammar reads: the question, its recognised hits and numbers, and the instrument table. */
export interface GrammarInput {
  readonly text: string;
  readonly hits: readonly RoleHit[];
  readonly numbers: readonly NumberHit[];
  /** The instrument table in force (to tell an instrument's class); an id not in it is an equity ticker. */
  readonly instrumentsById: ReadonlyMap<string, InstrumentSpec>;
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

/*
 * Cue words of each intent, matched on the lower-cased question at word boundaries. The rules below are tried in
 * order; the first whose cues and entities are all present wins. docs/ask-analysis-event.md lists them.
 */
const CUE = {
  backtest: /\bback-?test(?:s|ing|ed)?\b/g,
  reaction:
    /\b(?:react(?:s|ed|ing|ion|ions)?|playbook|respond(?:s|ed)?|reaction|happens? (?:to|after|on)|moves? (?:on|after)|move after|trade (?:the|around)|after (?:a|an|the|past|previous|recent|prior|each|every)\b|usually do(?:es)?|how do markets|how does the market|(?:cpi|nfp|gdp|fomc|fed|jobs) day)/g,
  willOrOdds: /\b(?:will|odds|chance|chances|probability|likely|likelihood|bet on|does|do you think|prediction market)\b/g,
  temperature: /\b(?:temperature|temperatures|temp|hot|hotter|cold|colder|heat|warm|warmer|degrees|high|low|highs|lows|freez(?:e|ing))\b|\d\s*°?\s*[fc]\b/g,
  rain: /\b(?:rain|rains|rainfall|raining|precipitation|snow|snowfall|wet)\b/g,
  attention: /\b(?:posts?|tweets?|tweet count|post count)\b/g,
  perps: /\b(?:perps?|perpetuals?|perpetual futures|funding (?:rate )?(?:gap|dislocation)|dislocations?|basis trade)\b/g,
  tokenized: /\b(?:tokeni[sz]ed|tokeni[sz]ation|rwas?|real[- ]world assets?|on-?chain (?:treasur(?:y|ies)|stocks|equities))\b/g,
  eligibility: /\b(?:allowed|eligible|eligibility|legal|jurisdiction|can i (?:buy|trade|hold|access)|from (?:the )?(?:uk|us|usa|eu|germany|france|canada|australia|japan|singapore|hong kong|[a-z]+ residents?))\b/g,
  radar: /\b(?:radar|trends?|listings?|flows?|inflows?|adoption|pipeline)\b/g,
  preIpo: /\b(?:pre-?ipos?|ipos?|new listings?|going public|upcoming listings?|before (?:it|they) lists?)\b/g,
  f1: /\b(?:f1|formula (?:1|one)|grand prix|gp|pole position|pole|podium|qualifying|constructors?|drivers? championship)\b/g,
  racing: /\b(?:horse|horses|racing|race ?card|racecard|runners?|each[- ]way|e\/w|furlongs?|hurdle|steeplechase|handicap|jockey|trainer|nap|the \d{1,2}[:.]\d{2})\b/g,
  golf: /\b(?:golf|golfer|birdie|pga|tee time|top[- ]10 finish|top 20|outright winner)\b/g,
  fpl: /\b(?:fpl|fantasy premier league|captain(?:cy)?|triple captain|wildcard|free hit|bench boost)\b/g,
  fantasy: /\b(?:fantasy|dfs|draftkings|fanduel|start or sit|start\/sit|sit him|sit her|bench him|waivers?|waiver wire|lineup|line-up|gpp|cash game)\b/g,
  h2h: /\b(?:head[- ]to[- ]head|h2h|matchup)\b/g,
  compare: /\b(?:compare|comparison|better|best of|rank|ranking|who should i (?:pick|play|start)|which (?:player|one))\b/g,
  outlook: /\b(?:points|pts|props?|yards|touchdowns?|tds?|goals?|assists?|rebounds?|strikeouts?|home runs?|shots|projection|projected|outlook|stat line|score)\b/g,
  versus: /\b(?:vs\.?|v\.?|versus|against|or|beat|beats|play(?:s|ing)?|at)\b/g,
  matchWinner: /\b(?:win(?:s|ner)?|beat|who takes it|who will take|prediction|predict|result|match|game|fixture|derby|clash)\b/g,
  sportsPick: /\b(?:bet|bets|betting|pick|picks|tip|tips|value|play|plays|edge|edges|best|parlay|wager|lock)\b/g,
  pmSports: /\b(?:prediction markets?|polymarket|kalshi|moneylines?|sportsbooks?)\b/g,
  predictionScan: /\b(?:prediction markets?|prediction venues?|polymarket|kalshi|manifold|mispriced|mispricing|markets? on (?:kalshi|polymarket)|event contracts?)\b/g,
  basket: /\b(?:basket|baskets|theme|thematic|sector etf|holdings|stocks|names|sector)\b/g,
  screener: /\b(?:screen|screener|screening|factor|factors|value stocks|quality stocks|momentum stocks|low volatility)\b/g,
  coinflip: /\b(?:coin ?flip|up or down)\b/g,
  cryptoLite: /\b(?:snapshot|quick look|fear and greed|fear & greed|fear-and-greed)\b/g,
  scan: /\b(?:scan|scanner|best (?:trade|trades|setup|setups|opportunit(?:y|ies)|pair|pairs|signal|signals|scalp|play)|strongest|top (?:trade|setup|pick)|which (?:pair|currency|market|coin|commodity)|any good (?:trades?|setups?)|good trades?|opportunit(?:y|ies)|what should i trade|what to trade|across (?:all )?markets|all markets|everything)\b/g,
  forexWords: /\b(?:forex|fx|currenc(?:y|ies)|currency pairs?|pairs?|majors)\b/g,
  cryptoWords: /\b(?:crypto|cryptos|cryptocurrenc(?:y|ies)|coins?|altcoins?)\b/g,
  cmiWords: /\b(?:commodit(?:y|ies)|metals?|indices|indexes|energy|cmi)\b/g,
  futuresWords: /\bfutures?\b/g,
  signalWord: /\bsignals?\b/g,
  allMarkets: /\b(?:all markets|across markets|across all markets|everything|cross-asset|any market|the market)\b/g,
  priceSignal:
    /\b(?:buy|sell|long|short|bullish|bearish|outlook|signal|view|heading|direction|going up|go up|going down|go down|rally|dump|pump|entry|trade idea|setup|target|forecast|look like|looks like|take on|opinion|should i)\b/g,
} as const;

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
  const find = (re: RegExp): Span[] => [...lower.matchAll(re)].map((m) => [m.index, m.index + m[0].length] as const);
  /** True when the cue occurs; its spans are kept for the answer's confidence. */
  const has = (re: RegExp): boolean => {
    const found = find(re);
    cues.push(...found);
    return found.length > 0;
  };
  const all = (role: RoleHit['role']) => input.hits.filter((h) => h.role === role);
  const first = (role: RoleHit['role']) => all(role)[0];
  const instruments = dedupe(all('instrument'));
  const teams = dedupe(all('team'));
  const players = dedupe(all('player'));
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
  const thresholdParams = () => ({
    ...(threshold === null ? {} : { threshold: String(threshold.value), direction: threshold.comparator ?? undefined, ...(threshold.unit === null ? {} : { unit: threshold.unit }) }),
    ...(market === undefined ? {} : { market }),
  });
  const classOf = (id: string) => input.instrumentsById.get(id)?.assetClass ?? 'equity';

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
  // 3. How an instrument reacts to a release.
  if (eventWords.length > 0 && has(CUE.reaction)) {
    return done('event_reaction', [route('scanEvent', { event: eventWords[0]!.value, instrument: instruments[0]?.value })]);
  }
  if (eventWords.length > 0 && instruments.length > 0 && threshold === null && macro === undefined && /\b(?:how|what)\b/.test(lower)) {
    cues.push(...find(/\b(?:how|what)\b/g));
    return done('event_reaction', [route('scanEvent', { event: eventWords[0]!.value, instrument: instruments[0]!.value })]);
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
  if (instruments.length > 0 && threshold !== null && (has(CUE.willOrOdds) || first('deadline') !== undefined || /\b(?:close|closes|closing|finish|finishes|end|ends|settle|settles|trade)\b/.test(lower))) {
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
  // 11. Formula 1.
  const f1Driver = players.find((p) => p.sport === 'f1');
  const race = all('race').find((r) => !/^\d/.test(r.value));
  if (has(CUE.f1) && (f1Driver !== undefined || race !== undefined || /\b(?:f1|formula (?:1|one)|grand prix)\b/.test(lower))) {
    const market = /\bpodium\b/.test(lower) ? 'podium' : /\bpole|qualifying\b/.test(lower) ? 'qualifying' : /\bconstructor/.test(lower) ? 'constructor' : /\btop[- ]?\d+\b/.test(lower) ? 'top_n' : 'winner';
    return done('f1_race', [route('signalF1', { race: race?.value, driver: f1Driver?.value, market })]);
  }
  // 12. Horse racing (a racecourse after "at", a race time, or racing words).
  const courses = all('course');
  const raceTime = all('race').find((r) => /^\d/.test(r.value));
  if (has(CUE.racing) || (courses.length > 0 && (raceTime !== undefined || /\b(?:at|tips?|race|races|meeting|festival)\b/.test(lower))) || /\bgrand national|gold cup|champion hurdle|cheltenham festival|royal ascot\b/.test(lower)) {
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
  // 14. Fantasy Premier League, then other fantasy advice.
  if (has(CUE.fpl)) return done('fpl', [route('signalFpl', {})]);
  if (has(CUE.fantasy)) return done('fantasy', [route('scanFantasy', { player: players[0]?.value, sport: sportOf() })]);
  // 15. Players: head to head, comparisons, one player's outlook.
  if (players.length >= 2 && (has(CUE.h2h) || (INDIVIDUAL_SPORTS.has(players[0]!.sport ?? '') && has(CUE.versus)))) {
    return done('player_h2h', [route('scanH2h', { players: players.map((p) => p.value).join(','), sport: players[0]!.sport })]);
  }
  if (players.length >= 2) {
    has(CUE.compare);
    has(CUE.versus);
    return done('player_compare', [route('scanCompare', { players: players.map((p) => p.value).join(','), sport: players[0]!.sport })]);
  }
  if (players.length === 1 && teams.length < 2 && has(CUE.outlook)) return done('player_outlook', [route('scanPlayer', { player: players[0]!.value, sport: players[0]!.sport })]);
  // 16. A match between two teams.
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
  // 17. Sports on the prediction venues, then sports picks.
  const sport = sportOf();
  const pmSport = sport === undefined ? undefined : PM_SPORTS.has(sport) ? sport : leagues[0] !== undefined && leagues[0].value !== sport ? undefined : sport;
  if (sport !== undefined && has(CUE.pmSports)) {
    if (pmSport !== undefined) return done('pm_sports', [route('signalPmSports', { sport: pmSport })]);
  }
  if (sport !== undefined && (has(CUE.sportsPick) || teams.length === 1 || has(CUE.matchWinner))) {
    return done('sports_pick', [route('signalSports', { sport, event: teams[0]?.value })]);
  }
  // 18. Politics, then other prediction-market scans.
  const tag = first('tag');
  if (tag !== undefined) return done('politics', [route('signalPolitics', { tag: tag.value, market })]);
  if (has(CUE.predictionScan)) {
    const category = first('category');
    if (category !== undefined) return done('prediction_scan', [route('signalPredvenue', { category: category.value, market })]);
    return done('prediction_scan', [route('scanPredmarket', { market })]);
  }
  // 19. Baskets and the screener.
  const theme = first('theme');
  if (theme !== undefined && (has(CUE.basket) || instruments.length === 0)) return done('basket', [route('signalBasket', { theme: theme.value })]);
  if (has(CUE.screener)) return done('screener', [route('signalScreener', {})]);
  // 20. The daily up/down scan of FX and equities.
  if (has(CUE.coinflip) && instruments.length === 0) {
    const cls = has(CUE.forexWords) ? 'fx' : /\b(?:stocks?|equit(?:y|ies)|shares)\b/.test(lower) ? 'equity' : undefined;
    return done('coinflip', [route('signalCoinflip', { class: cls })]);
  }
  // 21. Scans: the crypto snapshot, futures, forex, crypto, commodities-metals-indices, everything.
  if (has(CUE.cryptoLite) && (has(CUE.cryptoWords) || /fear/.test(lower))) return done('market_scan', [route('scanCryptoLite', {})]);
  if (has(CUE.futuresWords) && instruments.length === 0) {
    const category = categoryOf();
    if (has(CUE.signalWord)) return done('futures_signal', [route('signalFutures', { category })]);
    return done('market_scan', [route('scanFutures', { category })]);
  }
  const universe = /\b(?:forex|fx|currenc(?:y|ies)|pairs?|crypto|cryptos|coins?|commodit(?:y|ies)|metals?|indices|indexes)\b/.test(lower);
  const scanning = has(CUE.scan) || (universe && has(/\b(?:best|top|strongest|any good|which|scalp|setups?|trades?|opportunit(?:y|ies))\b/g));
  if (instruments.length === 0 && (scanning || has(CUE.signalWord) || /\b(?:trade|trades|setup|setups)\b/.test(lower))) {
    if (has(CUE.forexWords)) return done('market_scan', [route('scanForex', { style: styleOf() })]);
    if (has(CUE.cryptoWords)) return done('market_scan', [route('scanCrypto', {})]);
    if (has(CUE.cmiWords)) return done('market_scan', [route('scanCmi', { style: styleOf() })]);
    if (has(CUE.allMarkets) || scanning) return done('market_scan', [route('scanMarket', { style: styleOf() })]);
  }
  // 22. One instrument: a signal for it (the timeframe from the horizon words, else 1d).
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

/** The first hit of each value, so "Lakers ... Lakers" counts once. */
function dedupe(hits: readonly RoleHit[]): RoleHit[] {
  const seen = new Set<string>();
  return hits.filter((h) => (seen.has(h.value) ? false : (seen.add(h.value), true)));
}

/** The jurisdiction named after "from" or "in" ("from the UK" → UK), as written. */
function jurisdictionOf(text: string): string | undefined {
  return /\b(?:from|in)\s+(?:the\s+)?([A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?|[A-Z]{2,3})\b/.exec(text)?.[1];
}
