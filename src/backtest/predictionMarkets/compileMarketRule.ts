import { GuidekitError } from '../../core/GuidekitError.js';
import { MARKET_RULE_SPEC_VERSION, marketRuleSpecSchema, type MarketRuleSpec } from './marketRuleSpecSchema.js';

/** Options of {@link compileMarketRule}. */
export interface CompileMarketRuleOptions {
  /** Position size when the rule names none. Default `{ type: 'dollars', amount: '100' }` ($100 of whole contracts per market). */
  readonly defaultSize?: MarketRuleSpec['size'];
}

/** Something the grammar could not read, with its 0-based character span in the text. */
export interface MarketRuleProblem {
  readonly message: string;
  /** The words not understood, or `null` for something missing. */
  readonly text: string | null;
  readonly start: number | null;
  readonly end: number | null;
}

/** What {@link compileMarketRule} returns: the spec, or what was not understood with rules that do parse. */
export type CompileMarketRuleResult =
  | { readonly ok: true; readonly spec: MarketRuleSpec; readonly source: 'grammar' | 'explicit'; readonly text: string | null }
  | { readonly ok: false; readonly problems: readonly MarketRuleProblem[]; readonly suggestions: readonly string[] };

/** Rules that compile, shown back with every refusal. */
export const MARKET_RULE_EXAMPLES: readonly string[] = [
  'Buy YES when the price is below 10 cents 7 days before close on Kalshi weather markets',
  'Sell NO above 90 cents in the last 24 hours',
  'Buy NO above 90c last 3 days economics',
  'Buy YES below 10c 7 days before close',
  'Buy YES between 20 and 40 cents in the last 3 days on markets mentioning Fed, 50 contracts, take profit at 60 cents',
];

const MAX_LENGTH = 2000;
const HOURS: Record<string, number> = { h: 1, hour: 1, hours: 1, hr: 1, hrs: 1, d: 24, day: 24, days: 24, w: 168, week: 168, weeks: 168 };
const UNIT = '(hours?|hrs?|h|days?|d|weeks?|w)\\b';
const NUM = '(\\d+(?:\\.\\d+)?)';
/** A price: "10 cents", "10c", "10¢", "$0.10", "0.10", "10%". */
const PRICE = '(?:(\\d+(?:\\.\\d+)?)\\s*(?:cents?|c|¢|%)|\\$\\s*(\\d*\\.\\d+)|(0?\\.\\d+))(?![\\w.])';

/** Categories the venues use (lower case), with the words a rule may say for them. */
const CATEGORY_WORDS: Readonly<Record<string, string>> = {
  weather: 'weather', climate: 'climate', economics: 'economics', economic: 'economics', economy: 'economics',
  politics: 'politics', political: 'politics', elections: 'elections', election: 'elections', crypto: 'crypto',
  cryptocurrency: 'crypto', sports: 'sports', sport: 'sports', financials: 'financials', financial: 'financials',
  finance: 'financials', entertainment: 'entertainment', science: 'science', technology: 'technology', tech: 'technology',
  culture: 'culture', world: 'world', companies: 'companies', health: 'health', transportation: 'transportation',
  uncategorized: 'uncategorized',
};
const FILLER = new Set([
  'when', 'if', 'while', 'whenever', 'the', 'price', 'prices', 'is', 'it', 'its', 'on', 'in', 'of', 'and', 'a', 'an', 'at',
  'markets', 'market', 'contracts', 'contract', 'any', 'all', 'for', 'to', 'with', 'trades', 'trading', 'that', 'are', 'only',
  'or', 'each', 'per', 'then', 'but', 'also', 'venue', 'category', 'categories', 'questions', 'from',
]);

function priceOf(m: RegExpExecArray, at: number): number {
  if (m[at] !== undefined) return Number(m[at]) / 100;
  return Number(m[at + 1] ?? m[at + 2]);
}
const flip = (p: number) => Math.round((1 - p) * 1e9) / 1e9;

interface Read {
  side?: { action: 'buy' | 'sell'; contract: 'yes' | 'no' };
  below?: number;
  above?: number;
  timing?: MarketRuleSpec['entry']['timing'];
  venues: Set<'kalshi' | 'polymarket'>;
  categories: Set<string>;
  titleWords: string[];
  minVolume?: number;
  minOpenInterest?: number;
  size?: MarketRuleSpec['size'];
  takeProfit?: number;
  timeStop?: number;
}

/**
 * Reads the rule with the controlled grammar: each recognised phrase is blanked out of a working copy, so what is left
 * is exactly what was not understood.
 */
function readText(text: string, problems: MarketRuleProblem[]): Read {
  let w = text.toLowerCase();
  const r: Read = { venues: new Set(), categories: new Set(), titleWords: [] };
  const take = (re: RegExp, on: (m: RegExpExecArray) => void) => {
    const g = new RegExp(re.source, 'g');
    for (let m = g.exec(w); m !== null; m = g.exec(w)) {
      on(m);
      w = w.slice(0, m.index) + ' '.repeat(m[0].length) + w.slice(m.index + m[0].length);
      g.lastIndex = m.index + Math.max(1, m[0].length);
    }
  };
  const problemAt = (m: RegExpExecArray, message: string) => problems.push({ message, text: text.slice(m.index, m.index + m[0].length), start: m.index, end: m.index + m[0].length });
  const num = (s: string) => Number(s.replace(/,/g, ''));
  const scale = (k: string | undefined) => (k === 'k' ? 1e3 : k === 'm' ? 1e6 : 1);

  take(/\b(buy|sell|short|long|bet)\s+(yes|no)\b/, (m) => {
    if (r.side !== undefined) return void problemAt(m, 'gives a second order; a rule buys or sells one contract');
    r.side = { action: m[1] === 'sell' || m[1] === 'short' ? 'sell' : 'buy', contract: m[2] as 'yes' | 'no' };
  });
  take(new RegExp(`\\btake[\\s-]*profits?\\s+(?:at|of|when\\s+(?:the\\s+)?(?:price|it)\\s+(?:reaches|hits|is\\s+at\\s+least))?\\s*${PRICE}`), (m) => {
    r.takeProfit = priceOf(m, 1);
  });
  take(new RegExp(`\\b(?:exit|time[\\s-]*stop|close\\s+out|sell\\s+out|get\\s+out)\\s+(?:at\\s+)?${NUM}\\s*${UNIT}\\s+(?:before|ahead\\s+of|prior\\s+to)\\s+(?:the\\s+)?(?:close|closing|expiry|expiration)\\b`), (m) => {
    r.timeStop = Number(m[1]) * (HOURS[m[2] as string] as number);
  });
  take(/\b(?:and\s+)?hold(?:ing)?\s+(?:it\s+|them\s+)?(?:to|until|till)\s+(?:the\s+)?(?:resolution|settlement|expiry|expiration|close|end)\b/, () => {});
  take(/\b(?:with\s+)?(?:a\s+)?(?:lifetime\s+|total\s+|traded\s+)?volume\s+(?:of\s+)?(?:at\s+least|above|over|more\s+than|>=|>|≥)?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|m)?\s*(?:contracts)?\b/, (m) => {
    r.minVolume = num(m[1] as string) * scale(m[2]);
  });
  take(/\b(?:with\s+)?(?:an\s+)?open\s+interest\s+(?:of\s+)?(?:at\s+least|above|over|more\s+than|>=|>|≥)?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|m)?\s*(?:contracts)?\b/, (m) => {
    r.minOpenInterest = num(m[1] as string) * scale(m[2]);
  });
  // "between 20 and 40 cents": a bare first number takes the unit of the second.
  take(new RegExp(`\\b(?:(?:the\\s+)?(?:yes\\s+|no\\s+)?price\\s+(?:is\\s+)?)?between\\s+(?:${PRICE}|(\\d+(?:\\.\\d+)?))\\s+and\\s+${PRICE}`), (m) => {
    const b = priceOf(m, 5);
    const a = m[4] === undefined ? priceOf(m, 1) : m[5] !== undefined ? Number(m[4]) / 100 : Number(m[4]);
    r.above = Math.min(a, b);
    r.below = Math.max(a, b);
  });
  take(new RegExp(`\\b(below|under|less\\s+than|cheaper\\s+than|above|over|more\\s+than|greater\\s+than|higher\\s+than)\\s+${PRICE}`), (m) => {
    const p = priceOf(m, 2);
    const isBelow = /^(below|under|less|cheaper)/.test(m[1] as string);
    if ((isBelow ? r.below : r.above) !== undefined) return void problemAt(m, `gives a second ${isBelow ? 'upper' : 'lower'} price limit`);
    if (isBelow) r.below = p;
    else r.above = p;
  });
  const setSize = (m: RegExpExecArray, size: MarketRuleSpec['size']) => {
    if (r.size !== undefined) return void problemAt(m, 'gives a second position size');
    r.size = size;
  };
  take(/\b(\d[\d,]*)\s+contracts?\b(?:\s+(?:per|each|a)\s+(?:market|trade|bet))?/, (m) => setSize(m, { type: 'contracts', contracts: num(m[1] as string) }));
  take(/(?:\b(?:size|stake|risk|bet|spend|spending|with)\s+(?:of\s+)?)?(?:\$\s*(\d[\d,]*(?:\.\d{1,2})?)|\b(\d[\d,]*(?:\.\d{1,2})?)\s*(?:dollars|usd)\b)(?:\s+(?:per|each|a|on\s+each)\s*(?:market|trade|bet)?)?/, (m) => {
    setSize(m, { type: 'dollars', amount: String(num((m[1] ?? m[2]) as string)) });
  });
  const setTiming = (m: RegExpExecArray, timing: MarketRuleSpec['entry']['timing']) => {
    if (r.timing !== undefined) return void problemAt(m, 'gives a second time to close; a rule decides at one time or in one window');
    r.timing = timing;
  };
  take(new RegExp(`\\b${NUM}\\s*${UNIT}\\s+(?:before|ahead\\s+of|prior\\s+to|from|until|to)\\s+(?:the\\s+)?(?:market\\s+)?(?:close|closing|closes|expiry|expiration|resolution)\\b`), (m) => {
    setTiming(m, { type: 'at', hours_before_close: Number(m[1]) * (HOURS[m[2] as string] as number) });
  });
  take(new RegExp(`\\b(?:in|during|within|over)?\\s*(?:the\\s+)?(?:final|last)\\s+(?:${NUM}\\s*)?${UNIT}(?:\\s+(?:before|of)\\s+(?:the\\s+)?(?:close|trading))?`), (m) => {
    setTiming(m, { type: 'window', max_hours_before_close: Number(m[1] ?? 1) * (HOURS[m[2] as string] as number), min_hours_before_close: 0 });
  });
  take(new RegExp(`\\bwithin\\s+${NUM}\\s*${UNIT}\\s+(?:of|before)\\s+(?:the\\s+)?(?:close|closing|expiry|expiration)\\b`), (m) => {
    setTiming(m, { type: 'window', max_hours_before_close: Number(m[1]) * (HOURS[m[2] as string] as number), min_hours_before_close: 0 });
  });
  take(/\b(kalshi|polymarket)(?:'s)?\b/, (m) => void r.venues.add(m[1] as 'kalshi' | 'polymarket'));
  take(/\b(?:mentioning|mention|mentions|about|containing|titled|title\s+contains|whose\s+title\s+contains|with\s+titles?\s+containing)\s+(?:"([^"]{1,120})"|'([^']{1,120})'|([a-z0-9$][\w$-]*))/, (m) => {
    // Split as the corpus splits titles (anything not a letter or digit), so each word can match a whole title word.
    const words = ((m[1] ?? m[2] ?? m[3]) as string).split(/[^\p{L}\p{N}]+/u).filter((x) => x !== '');
    r.titleWords.push(...words);
  });
  take(new RegExp(`\\b(${Object.keys(CATEGORY_WORDS).join('|')})\\b`), (m) => void r.categories.add(CATEGORY_WORDS[m[1] as string] as string));

  // Whatever is left and is not a connecting word was not understood: name each run of such words.
  const left = /[^\s.,;:!?()]+/g;
  let run: { start: number; end: number } | null = null;
  const flush = () => {
    if (run !== null) problems.push({ message: 'not understood', text: text.slice(run.start, run.end), start: run.start, end: run.end });
    run = null;
  };
  for (let m = left.exec(w); m !== null; m = left.exec(w)) {
    if (FILLER.has(m[0])) continue;
    const gap = run === null ? '' : w.slice(run.end, m.index);
    if (run !== null && /^[\s]*$/.test(gap)) run.end = m.index + m[0].length;
    else {
      flush();
      run = { start: m.index, end: m.index + m[0].length };
    }
  }
  flush();
  return r;
}

/**
 * Compiles a prediction-market rule written in plain English into the explicit spec {@link simulateMarketRule} runs,
 * e.g. "Buy YES when the price is below 10 cents 7 days before close on Kalshi weather markets". The grammar
 * (docs/prediction-markets.md, "Market rules") reads the order (buy/sell YES/NO), price limits ("below 10 cents",
 * "above 90c", "between 20 and 40 cents"), the time to close ("7 days before close" decides once; "in the last 24 hours",
 * "last 3 days", "within 2 days of close" decide hourly in that window), venues, categories, title words ("mentioning
 * Fed"), volume and open-interest minimums, the size ("50 contracts", "$25 per market"; default $100) and exits ("take
 * profit at 60 cents", "exit 1 day before close"; default hold to resolution). It never guesses: anything it cannot
 * read comes back as a problem.
 *
 * @remarks
 * Selling a contract holds the other side: "Sell NO above 90 cents" is stored as `position: 'yes'` with
 * `price_below: 0.1` (selling NO at p takes the same risk and payoff as buying YES at 1 − p). Price limits and take
 * profit are always stored for the held contract. An explicit spec (object or JSON text) is validated only.
 *
 * @param rule - The rule text, or an explicit spec.
 * @param options - {@link CompileMarketRuleOptions}.
 * @returns `{ ok: true, spec }`, or `{ ok: false, problems, suggestions }` naming what was not understood, with rules
 *   that compile.
 * @throws {@link GuidekitError} `invalid_type` when `rule` is neither a text nor an object.
 * @example
 * ```ts
 * const r = compileMarketRule('Sell NO above 90 cents in the last 24 hours');
 * if (r.ok) r.spec.position; //=> 'yes'
 * ```
 * @see docs/prediction-markets.md
 */
export function compileMarketRule(rule: string | Record<string, unknown>, options: CompileMarketRuleOptions = {}): CompileMarketRuleResult {
  const fn = 'compileMarketRule';
  const refuse = (problems: MarketRuleProblem[]): CompileMarketRuleResult => ({ ok: false, problems, suggestions: MARKET_RULE_EXAMPLES });
  let explicit: unknown;
  if (typeof rule === 'object' && rule !== null) explicit = rule;
  else if (typeof rule !== 'string') throw new GuidekitError(`${fn}: rule must be a text or a market-rule spec`, { code: 'invalid_type', field: 'rule' });
  else if (rule.trim().startsWith('{')) {
    try {
      explicit = JSON.parse(rule);
    } catch {
      return refuse([{ message: 'is not valid JSON', text: null, start: null, end: null }]);
    }
  }
  if (explicit !== undefined) {
    const parsed = marketRuleSpecSchema.safeParse(explicit);
    if (parsed.success) return { ok: true, spec: parsed.data, source: 'explicit', text: null };
    return refuse(parsed.error.issues.map((i) => ({ message: `spec.${i.path.join('.')}: ${i.message}`, text: null, start: null, end: null })));
  }
  const text = rule as string;
  if (text.trim() === '') return refuse([{ message: 'the rule is empty', text: null, start: null, end: null }]);
  if (text.length > MAX_LENGTH) return refuse([{ message: `the rule is longer than ${MAX_LENGTH} characters`, text: null, start: null, end: null }]);
  const problems: MarketRuleProblem[] = [];
  const r = readText(text, problems);
  if (r.side === undefined) problems.unshift({ message: 'names no order: start with "Buy YES", "Buy NO", "Sell YES" or "Sell NO"', text: null, start: null, end: null });
  if (problems.length > 0 || r.side === undefined) return refuse(problems);
  const sell = r.side.action === 'sell';
  const position = sell ? (r.side.contract === 'yes' ? 'no' : 'yes') : r.side.contract;
  // A sell's limits are on the contract sold; the held contract's price is 1 − that, so the limits swap.
  const below = sell ? (r.above === undefined ? undefined : flip(r.above)) : r.below;
  const above = sell ? (r.below === undefined ? undefined : flip(r.below)) : r.above;
  const takeProfit = r.takeProfit === undefined ? undefined : sell ? flip(r.takeProfit) : r.takeProfit;
  const candidate = {
    version: MARKET_RULE_SPEC_VERSION,
    kind: 'prediction_market',
    order: r.side,
    position,
    entry: { ...(below === undefined ? {} : { price_below: below }), ...(above === undefined ? {} : { price_above: above }), timing: r.timing ?? { type: 'any' } },
    markets: {
      ...(r.venues.size > 0 ? { venues: [...r.venues].sort() } : {}),
      ...(r.categories.size > 0 ? { categories: [...r.categories] } : {}),
      ...(r.titleWords.length > 0 ? { title_words: r.titleWords } : {}),
      ...(r.minVolume === undefined ? {} : { min_volume: r.minVolume }),
      ...(r.minOpenInterest === undefined ? {} : { min_open_interest: r.minOpenInterest }),
    },
    size: r.size ?? options.defaultSize ?? { type: 'dollars', amount: '100' },
    exit: { ...(takeProfit === undefined ? {} : { take_profit: takeProfit }), ...(r.timeStop === undefined ? {} : { time_stop_hours_before_close: r.timeStop }) },
  };
  const parsed = marketRuleSpecSchema.safeParse(candidate);
  if (!parsed.success) return refuse(parsed.error.issues.map((i) => ({ message: `${i.path.join('.')}: ${i.message}`, text: null, start: null, end: null })));
  return { ok: true, spec: parsed.data, source: 'grammar', text };
}
