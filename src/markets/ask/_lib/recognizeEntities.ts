import type { AskEntityKind, AskMarketTitle } from '../types.js';
import { instrumentKey } from '../../instruments/_lib/instrumentKey.js';
import type { AskLexicon, LexiconEntry } from './buildAskLexicon.js';
import type { QuestionToken } from './tokenizeQuestion.js';

/** One thing found in the question: an entity kind or a grammar role, its value and span. */
export interface RoleHit {
  readonly role: LexiconEntry['role'];
  readonly value: string;
  readonly sport?: string;
  /** A phrase that is also an ordinary word ("apple", "heat"): counted only in context (LexiconEntry.weak). */
  readonly weak?: boolean;
  readonly text: string;
  readonly span: readonly [number, number];
}

/** A number of the question with its unit and the comparison around it. */
export interface NumberHit {
  /** The number as meant (`100k` → 100000). */
  readonly value: number;
  readonly text: string;
  readonly span: readonly [number, number];
  readonly unit: 'percent' | 'usd' | 'bps' | 'inches' | 'mm' | 'fahrenheit' | 'celsius' | null;
  readonly comparator: 'above' | 'below' | null;
  /** Span of the comparison words, when there are any. */
  readonly comparatorSpan: readonly [number, number] | null;
}

/** Options of {@link recognizeEntities}. */
export interface RecognizeOptions {
  /** True for a word the grammar reads as something else (a stop word, a cue word): never a lower-case ticker. */
  readonly isPlainWord?: (lower: string) => boolean;
}

/** What {@link recognizeEntities} found. */
export interface Recognition {
  readonly hits: readonly RoleHit[];
  readonly numbers: readonly NumberHit[];
}

/** Upper-case words that are not tickers. */
const NOT_TICKERS = new Set([
  'I', 'A', 'AN', 'OK', 'US', 'USA', 'UK', 'EU', 'AI', 'ETF', 'ETFS', 'IPO', 'IPOS', 'RWA', 'FPL', 'DFS', 'CPI', 'NFP', 'FOMC', 'GDP', 'PPI',
  'PCE', 'ECB', 'BOE', 'BOJ', 'FED', 'RSI', 'MACD', 'EMA', 'SMA', 'ATR', 'VS', 'V', 'PM', 'AM', 'ET', 'EST', 'UTC', 'GMT', 'TV', 'ATH',
  'YTD', 'EOD', 'EOW', 'EV', 'H2H', 'MVP', 'NBA', 'NFL', 'MLB', 'NHL', 'EPL', 'UFC', 'MMA', 'F1', 'GP', 'PGA', 'LIV', 'IT', 'IS', 'ARE',
  'DO', 'SO', 'OR', 'AND', 'THE', 'TO', 'IN', 'ON', 'AT', 'OF', 'BY', 'FOR', 'IF', 'MY', 'ME', 'WE', 'BE', 'GO', 'UP', 'NO', 'YES',
  'WHO', 'WHAT', 'WILL', 'HOW', 'WHY', 'BUY', 'SELL', 'LONG', 'SHORT', 'NOW', 'TODAY', 'DC', 'LA', 'SF', 'NYC', 'OTC', 'USDT', 'USDC',
  'DXY', 'VIX', 'YOY', 'MOM', 'QOQ', 'BPS', 'API', 'CEO', 'SEC', 'CFTC', 'COT', 'FX', 'CFD', 'CFDS', 'NCAA', 'IPL', 'BBL', 'AFL', 'NRL',
  'UCL', 'UEL', 'MLS', 'WNBA', 'LOL', 'CS2', 'DOTA', 'PGA', 'GDP', 'FIFA', 'UEFA', 'NASA', 'NOAA', 'USGS', 'VEI', 'SP', 'ES', 'S&P',
  // Chat shorthand and betting words a lower-case question writes that happen to be listed tickers.
  'OMG', 'IMO', 'TBH', 'BTW', 'THX', 'PLS', 'PLZ', 'WATS', 'WHATS', 'HOWS', 'IDK', 'NGL', 'FYI', 'ASAP', 'TMRW', 'NITE', 'THO', 'YALL', 'PPR',
  'DST', 'ATS', 'OU', 'ML', 'QB', 'RB', 'WR', 'TE', 'PK', 'TD', 'TDS', 'HR', 'KO', 'OT', 'SGA', 'GOAT', 'WAGER', 'UNIT', 'UNITS', 'SLATE',
]);
/** Words after which a lower-case English-word ticker is meant as one ("buy spy", "short cost"). */
const TRADE_BEFORE = new Set(['buy', 'buying', 'sell', 'selling', 'short', 'shorting', 'long', 'hold', 'holding', 'backtest', 'on', 'trade', 'trading']);
/** Words after which it is meant as one ("spy calls", "snow stock"). */
const TRADE_AFTER = new Set(['stock', 'stocks', 'shares', 'share', 'calls', 'puts', 'options', 'etf', 'price', 'chart', 'ticker', 'earnings']);

const COMPARATOR =
  /\b(above|over|greater than|more than|higher than|exceed(?:s|ing)?|top(?:s|ping)?|at least|hit(?:s|ting)?|reach(?:es|ing)?|break(?:s|ing)?|cross(?:es|ing)?|surpass(?:es)?|clear(?:s)?|below|under|less than|lower than|fewer than|at most|drop(?:s)? below|fall(?:s)? below)\s*$|(>=?|<=?)\s*$/i;
const NUMBER = /(?<![\w.])(\$)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k\b|m\b|bn\b|%|percent\b|pct\b|bps\b|basis points\b|mm\b|inches\b|inch\b|in\b|°\s?f\b|°\s?c\b|f\b|c\b|degrees\b|dollars\b|usd\b|bucks\b)?/gi;
const AFTER_ABOVE = /^\s*(or more|or higher|or above|or greater|\+|and above|and up)/i;
const AFTER_BELOW = /^\s*(or less|or lower|or below|or fewer|and below|and under)/i;

/**
 * Finds the entities of a question: phrases of the lexicon (longest first), instrument-table spellings, currency
 * words, equity tickers written in capitals or as cashtags, handles, race times, grand prix names, cities, market
 * titles, and numbers with their units and comparisons.
 *
 * @param text - The question.
 * @param tokens - Its words (`tokenizeQuestion`).
 * @param lexicon - The phrase index (`buildAskLexicon`).
 * @param marketTitles - Venue market titles to match, if any.
 * @returns Every hit, in order of position, and the numbers.
 * @example
 * ```ts
 * recognizeEntities('Is gold a buy?', tokens, lexicon, []).hits[0] //=> { role: 'instrument', value: 'XAUUSD', ... }
 * ```
 */
export function recognizeEntities(text: string, tokens: readonly QuestionToken[], lexicon: AskLexicon, marketTitles: readonly AskMarketTitle[], options: RecognizeOptions = {}): Recognition {
  const isPlainWord = options.isPlainWord ?? (() => false);
  const hits: RoleHit[] = [];
  const used = new Array<boolean>(tokens.length).fill(false);
  const spanOf = (i: number, j: number): readonly [number, number] => [tokens[i]!.start, tokens[j - 1]!.end];
  const push = (role: RoleHit['role'], value: string, i: number, j: number, sport?: string, weak?: boolean) => {
    const span = spanOf(i, j);
    hits.push({ role, value, text: text.slice(span[0], span[1]), span, ...(sport === undefined ? {} : { sport }), ...(weak === true ? { weak } : {}) });
    for (let k = i; k < j; k++) used[k] = true;
  };

  // Phrases, longest first: every phrase found at every start (keys built word by word), then taken longest first.
  const found: { i: number; n: number; key: string; entries: readonly LexiconEntry[] }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let key = '';
    for (let n = 1; n <= lexicon.maxWords && i + n <= tokens.length; n++) {
      key = n === 1 ? tokens[i]!.lower : `${key} ${tokens[i + n - 1]!.lower}`;
      if (!lexicon.prefixes.has(key)) break;
      const entries = lexicon.phrases.get(key);
      if (entries !== undefined) found.push({ i, n, key, entries });
    }
  }
  found.sort((a, b) => b.n - a.n || a.i - b.i);
  for (const { i, n, key, entries } of found) {
    let free = true;
    for (let k = i; k < i + n; k++) if (used[k]) free = false;
    if (!free) continue;
    // Two-letter phrases ("la", "sf", "dc") only in capitals, so "la liga" or "la" the article never reads as a city.
    const usable = entries.filter((e) => !(n === 1 && key.length <= 2 && e.role === 'city' && !tokens[i]!.upper));
    if (usable.length === 0) continue;
    for (const entry of usable) push(entry.role, entry.value, i, i + n, entry.sport, entry.weak);
  }
  // Instrument-table ids and aliases (EUR/USD, EUR USD, XAU, NAS100, CL=F, ES ...), keyed word by word.
  const keyOf = tokens.map((t) => instrumentKey(t.text));
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= tokens.length; i++) {
      let key = '';
      let free = true;
      let numeric = true;
      let capitals = true;
      for (let k = i; k < i + n; k++) {
        if (used[k]) free = false;
        key += keyOf[k]!;
        if (!/^\d+([.,]\d+)?$/.test(tokens[k]!.text)) numeric = false;
        if (!tokens[k]!.upper && !/^[\d^$=/.&!-]+$/.test(tokens[k]!.text)) capitals = false;
      }
      if (!free || numeric) continue;
      const spec = lexicon.instrumentKeys.get(key) ?? lexicon.instrumentKeys.get(key.replace(/=X$|PERP$/, ''));
      if (spec === undefined) continue;
      const plainEnough = key.length >= 6 || (key.length >= 5 && /[\d^=&]/.test(key));
      // In lower case, a short id only when it is three letters or more and no word ("spx", "ndx"; never "es", "cl").
      const lowerId = n === 1 && /^[a-z]{3,5}$/.test(tokens[i]!.text) && !isPlainWord(tokens[i]!.lower) && !lexicon.tickers.wordTickers.has(key) && !NOT_TICKERS.has(key);
      if (!capitals && !plainEnough && !lowerId) continue;
      if (key.length <= 3 && !capitals && !lowerId) continue;
      push('instrument', spec.id, i, i + n);
    }
  }
  // Lower-case tickers ("nvda", "xle"): a listed ticker or a basket ETF of three to five letters that no rule reads as
  // a word; one that is an English word ("spy", "cost") only next to a trading word. Not in a sports question, where
  // "tds" or "pts" are stats.
  const sporty = hits.some((h) => (h.role === 'team' || h.role === 'player') && h.weak !== true);
  tokens.forEach((t, i) => {
    if (used[i] || t.upper || sporty || !/^[a-z]{3,5}$/.test(t.text)) return;
    const symbol = t.text.toUpperCase();
    if (NOT_TICKERS.has(symbol) || isPlainWord(t.lower)) return;
    const { tickers, wordTickers, etfs } = lexicon.tickers;
    if (!etfs.has(symbol) && !tickers.has(symbol)) return;
    if (wordTickers.has(symbol) && !TRADE_BEFORE.has(tokens[i - 1]?.lower ?? '') && !TRADE_AFTER.has(tokens[i + 1]?.lower ?? '')) return;
    push('instrument', symbol, i, i + 1);
  });
  // Currency words make a pair in market order (the euro against the dollar → EURUSD); one alone is quoted against USD.
  const currencies = hits.filter((h) => h.role === 'currency');
  if (currencies.length > 0 && !hits.some((h) => h.role === 'instrument')) {
    const codes = [...new Set(currencies.map((c) => c.value))];
    const pair = codes.length >= 2 ? lexicon.fxPairs.get(`${codes[0]} ${codes[1]}`) : codes[0] !== 'USD' ? lexicon.fxPairs.get(`${codes[0]} USD`) : undefined;
    if (pair !== undefined) {
      const first = currencies[0]!;
      const last = codes.length >= 2 ? currencies.find((c) => c.value === codes[1])! : first;
      hits.push({ role: 'instrument', value: pair, text: text.slice(first.span[0], last.span[1]), span: [first.span[0], last.span[1]] });
    }
  }
  // Tickers: capitals or cashtags nobody else claimed, unless the whole question is shouted.
  const shouted = tokens.filter((t) => /\p{L}/u.test(t.text)).every((t) => t.upper);
  tokens.forEach((t, i) => {
    if (used[i]) return;
    const cashtag = /^\$[A-Za-z]{1,5}$/.test(t.text);
    if (!cashtag && (shouted || !t.upper)) return;
    const symbol = t.text.replace(/^\$/, '').toUpperCase();
    if (!/^[A-Z]{1,5}(\.[A-Z]{1,2})?$/.test(symbol) || (!cashtag && NOT_TICKERS.has(symbol))) return;
    push('instrument', symbol, i, i + 1);
  });
  // Handles, race times, grand prix names, cities after "in"/"for".
  for (const m of text.matchAll(/@([A-Za-z0-9_]{1,30})/g)) addRaw(hits, 'handle', m[1]!, m.index, m.index + m[0].length, text);
  for (const m of text.matchAll(/\b(\d{1,2}[:.][0-5]\d)\b(?!\s*%)/g)) if (/\bat\b|\brace\b|\bthe\b/i.test(text.slice(Math.max(0, m.index - 5), m.index + m[0].length + 4))) addRaw(hits, 'race', m[1]!.replace('.', ':'), m.index, m.index + m[0].length, text);
  for (const m of text.matchAll(/\b((?:[A-Z][\p{L}]+\s){0,2}[A-Z][\p{L}]+|[A-Z]{2,4})\s+(?:[Gg]rand [Pp]rix|GP|gp)\b/gu)) {
    if (m[1] !== 'F1') addRaw(hits, 'race', m[1]!, m.index, m.index + m[1]!.length, text);
  }
  if (DEADLINE_WORD.test(text)) for (const m of text.matchAll(DEADLINE)) addRaw(hits, 'deadline', m[0].replace(/^(?:by|before|until|till|on|for)\s+(?:the\s+)?/i, '').toLowerCase(), m.index, m.index + m[0].length, text);
  for (const m of text.matchAll(/\b(?:in|for|at|over)\s+((?:[A-Z][a-z]+\.?)(?:\s+[A-Z][a-z]+){0,2})/g)) {
    const city = m[1]!;
    const start = m.index + m[0].length - city.length;
    if (NOT_CITIES.test(city) || hits.some((h) => h.span[0] <= start && start < h.span[1])) continue;
    addRaw(hits, 'city', city, start, start + city.length, text);
  }
  // Two teams not in the dictionary, read by their shape: capitalised names either side of "v", "vs", "versus", "at".
  if (!hits.some((h) => h.role === 'team' || h.role === 'player')) {
    const shape = /\b([A-Z][\p{L}.'&-]*(?:\s+[A-Z][\p{L}.'&-]*){0,3})\s+(?:v|vs\.?|versus|against|@)\s+([A-Z][\p{L}.'&-]*(?:\s+[A-Z][\p{L}.'&-]*){0,3})/u.exec(text);
    if (shape !== null) {
      const a = shape[1]!.replace(/^(?:Will|Who|Can|Should|Does|Do|Is|The)\s+/, '');
      const aStart = shape.index + shape[0].indexOf(a);
      const bStart = shape.index + shape[0].lastIndexOf(shape[2]!);
      const free = (s: number, e: number) => !hits.some((h) => h.span[0] < e && s < h.span[1]);
      if (a !== '' && !NOT_CITIES.test(a) && free(aStart, aStart + a.length) && free(bStart, bStart + shape[2]!.length)) {
        addRaw(hits, 'team', a, aStart, aStart + a.length, text);
        addRaw(hits, 'team', shape[2]!, bStart, bStart + shape[2]!.length, text);
      }
    }
  }
  // A venue market whose title shares most of its words with the question.
  const title = matchMarketTitle(text, marketTitles);
  if (title !== null) hits.push(title);

  // Numbers that are not part of a name (S&P 500, 10-year, 3:15).
  const numbers: NumberHit[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const start = m.index;
    const end = start + m[0].replace(/\s+$/, '').length;
    if (hits.some((h) => h.role !== 'market_title' && h.span[0] <= start && start < h.span[1])) continue;
    let value = Number(m[2]!.replace(/,/g, ''));
    const suffix = (m[3] ?? '').toLowerCase().replace(/\s/g, '');
    if (suffix === 'k') value *= 1_000;
    else if (suffix === 'm') value *= 1_000_000;
    else if (suffix === 'bn') value *= 1_000_000_000;
    const unit: NumberHit['unit'] =
      suffix === '%' || suffix === 'percent' || suffix === 'pct'
        ? 'percent'
        : suffix === 'bps' || suffix === 'basispoints'
          ? 'bps'
          : suffix === 'inches' || suffix === 'inch' || suffix === 'in'
            ? 'inches'
            : suffix === 'mm'
              ? 'mm'
              : suffix === '°f' || suffix === 'f' || suffix === 'degrees'
                ? 'fahrenheit'
                : suffix === '°c' || suffix === 'c'
                  ? 'celsius'
                  : m[1] === '$' || suffix === 'dollars' || suffix === 'usd' || suffix === 'bucks'
                    ? 'usd'
                    : null;
    const before = COMPARATOR.exec(text.slice(Math.max(0, start - 24), start));
    let comparator: NumberHit['comparator'] = null;
    let comparatorSpan: readonly [number, number] | null = null;
    if (before !== null) {
      const word = (before[1] ?? before[2] ?? '').toLowerCase();
      comparator = /below|under|less|lower|fewer|at most|drop|fall|</.test(word) ? 'below' : 'above';
      const from = Math.max(0, start - 24) + before.index;
      comparatorSpan = [from, from + before[0].trimEnd().length];
    }
    const after = text.slice(end);
    const tail = AFTER_ABOVE.exec(after) ?? AFTER_BELOW.exec(after);
    if (tail !== null) {
      comparator = AFTER_ABOVE.test(after) ? 'above' : 'below';
      comparatorSpan = [end, end + tail[0].length];
    }
    // A year with no comparison is a date, not a threshold ("in 2026"); "below 2000" is a threshold.
    if (unit === null && comparator === null && /^(19|20)\d\d$/.test(m[2]!)) continue;
    numbers.push({ value, text: text.slice(start, end), span: [start, end], unit, comparator, comparatorSpan });
  }
  hits.sort((a, b) => a.span[0] - b.span[0] || b.span[1] - a.span[1]);
  return { hits, numbers };
}

const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)';
/** A word every deadline has, so the long pattern runs only on questions that may hold one. */
const DEADLINE_WORD = /\b(?:by|before|until|till|on|for)\s+(?:the\s+)?(?:end|year|month|eo[dwmy]|[mtwfs][a-z]*day|tomorrow|tonight|christmas|xmas|new|thanksgiving|[a-z]{3,9}\b|q[1-4]|\d{4}-)/i;
const DEADLINE = new RegExp(
  `\\b(?:by|before|until|till|on|for)\\s+(?:the\\s+)?(?:end of (?:the )?(?:day|week|month|year|quarter|${MONTH}|q[1-4]|\\d{4})|year[- ]end|month[- ]end|eod|eow|eom|eoy|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|christmas(?: day| eve)?|xmas|new year'?s?(?: day| eve)?|thanksgiving|${MONTH}(?:\\s+\\d{1,2}(?:st|nd|rd|th)?)?(?:,?\\s+\\d{4})?|q[1-4](?:\\s+\\d{4})?|\\d{4}-\\d{2}-\\d{2})\\b`,
  'gi',
);
const NOT_CITIES =
  /^(The|This|That|Next|Last|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Q[1-4]|FPL|Kalshi|Polymarket|Manifold|Gameweek|Week|Month|Year)\b/;

function addRaw(hits: RoleHit[], role: AskEntityKind, value: string, start: number, end: number, text: string): void {
  hits.push({ role, value, text: text.slice(start, end), span: [start, end] });
}

const TITLE_STOPWORDS = new Set(['will', 'the', 'a', 'an', 'be', 'by', 'in', 'on', 'of', 'to', 'for', 'and', 'or', 'at', 'is', 'what', 'who', 'win', 'wins', 'before', 'after', '?']);

/** The market title sharing the most content words with the question (at least two, and half of the title's). */
function matchMarketTitle(text: string, titles: readonly AskMarketTitle[]): RoleHit | null {
  if (titles.length === 0) return null;
  const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.filter((w) => !TITLE_STOPWORDS.has(w)) ?? [];
  const asked = new Set(words(text));
  let best: { title: AskMarketTitle; shared: string[] } | null = null;
  for (const title of titles) {
    const own = [...new Set(words(title.title))];
    const shared = own.filter((w) => asked.has(w));
    if (shared.length < 2 || shared.length * 2 < own.length) continue;
    if (best === null || shared.length > best.shared.length) best = { title, shared };
  }
  if (best === null) return null;
  const lower = text.toLowerCase();
  const positions = best.shared.map((w) => lower.search(new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'u'))).filter((p) => p >= 0);
  const start = Math.min(...positions);
  const lastWord = best.shared.reduce((a, w) => (lower.lastIndexOf(w) > lower.lastIndexOf(a) ? w : a));
  const end = lower.lastIndexOf(lastWord) + lastWord.length;
  return { role: 'market_title', value: `${best.title.venue}:${best.title.id}`, text: text.slice(start, end), span: [start, end] };
}
