import type { PriceField, RuleSeries } from '../ruleSpecSchema.js';
import type { RuleCursor } from './ruleCursor.js';

/** What earlier words of the rule established, for "it", "the 200-day" and "the signal line". */
export interface RuleParseContext {
  /** Left operand of the last condition ("it"). */
  subject?: RuleSeries;
  /** Right operand of the last condition (an elided right operand, as in "sell when it crosses below"). */
  object?: RuleSeries;
  /** Periods of the last MACD named, for "the signal line". */
  macd?: { readonly fast: number; readonly slow: number; readonly signal: number };
}

type MaType = 'sma' | 'ema' | 'wma';
type OscType = 'rsi' | 'atr' | 'adx' | 'roc';

const MA_NAMES: ReadonlyArray<readonly [string, MaType]> = [
  ['simple moving average', 'sma'], ['exponential moving average', 'ema'], ['weighted moving average', 'wma'],
  ['moving average', 'sma'], ['sma', 'sma'], ['ema', 'ema'], ['wma', 'wma'], ['ma', 'sma'],
];
const OSC_NAMES: ReadonlyArray<readonly [string, OscType]> = [
  ['relative strength index', 'rsi'], ['average true range', 'atr'], ['average directional index', 'adx'],
  ['rate of change', 'roc'], ['rsi', 'rsi'], ['atr', 'atr'], ['adx', 'adx'], ['roc', 'roc'],
];
/** Documented default periods (Wilder's 14 for RSI/ATR/ADX, TA-Lib's 10 for ROC); a moving average has none. */
const OSC_DEFAULT: Readonly<Record<OscType, number>> = { rsi: 14, atr: 14, adx: 14, roc: 10 };
const PRICE_WORDS: ReadonlyArray<readonly [string, PriceField]> = [
  ['closing price', 'close'], ['close', 'close'], ['last price', 'close'], ['price', 'close'], ['open', 'open'],
  ['high', 'high'], ['low', 'low'], ['volume', 'volume'],
];
const PERIOD_UNITS = ['days', 'day', 'bars', 'bar', 'periods', 'period', 'sessions', 'session'];

function pick<T>(c: RuleCursor, table: ReadonlyArray<readonly [string, T]>): T | null {
  const form = c.acceptAny(table.map(([f]) => f));
  return form === null ? null : (table.find(([f]) => f === form)?.[1] as T);
}

function isMa(s: RuleSeries | undefined): s is Extract<RuleSeries, { type: MaType }> {
  return s !== undefined && (s.type === 'sma' || s.type === 'ema' || s.type === 'wma');
}

/** `(a, b, …)` or a bare number after a name; null (nothing consumed) when neither is there. */
function parsePeriods(c: RuleCursor, max: number): number[] | null {
  const start = c.pos;
  if (c.accept('(')) {
    const values: number[] = [];
    do {
      const v = c.number('a number');
      if (v === null) break;
      values.push(v);
    } while (values.length < max && c.accept(','));
    if (values.length > 0 && c.accept(')')) return values;
    c.pos = start;
    return null;
  }
  const v = c.peek()?.kind === 'number' && !PERIOD_UNITS.includes(c.peek(1)?.text ?? '') && c.peek(1)?.text !== '%' ? c.number('a number') : null;
  return v === null ? null : [v];
}

function withSource(c: RuleCursor, s: { type: MaType; period: number }): RuleSeries {
  const start = c.pos;
  if (c.accept('of')) {
    c.accept('the');
    const field = pick(c, PRICE_WORDS);
    if (field !== null) return field === 'close' ? s : { ...s, source: field };
    c.pos = start;
  }
  return s;
}

/** "20-day …": a moving average, an oscillator, a 20-day high/low, or (bare) the moving-average kind already named. */
function parseDayPhrase(c: RuleCursor, n: number, left: RuleSeries | undefined, ctx: RuleParseContext): RuleSeries | null {
  const ma = pick(c, MA_NAMES);
  if (ma !== null) return withSource(c, { type: ma, period: n });
  const osc = pick(c, OSC_NAMES);
  if (osc !== null) return { type: osc, period: n };
  // A breakout level: the extreme of the n bars *before* this one, since this bar's own channel contains its range.
  if (c.acceptAny(['highest high', 'high'])) return { type: 'donchian', band: 'upper', period: n, shift: 1 };
  if (c.acceptAny(['lowest low', 'low'])) return { type: 'donchian', band: 'lower', period: n, shift: 1 };
  const kind = [left, ctx.subject, ctx.object].find(isMa);
  if (kind !== undefined) return { type: kind.type, period: n };
  c.expect('moving average');
  return null;
}

function parseMacd(c: RuleCursor, ctx: RuleParseContext): RuleSeries | null {
  if (!c.accept('macd')) return null;
  const p = parsePeriods(c, 3);
  const [fast, slow, signal] = p?.length === 3 ? p : [12, 26, 9];
  if (p !== null && p.length !== 3) c.expect('MACD(12, 26, 9)');
  if (p !== null && p.length !== 3) return null;
  const periods = { fast: fast as number, slow: slow as number, signal: signal as number };
  ctx.macd = periods;
  const line = c.acceptAny(['signal line', 'signal', 'histogram', 'line']);
  return { type: 'macd', line: line === 'histogram' ? 'histogram' : line?.startsWith('signal') ? 'signal' : 'macd', ...periods };
}

function parseBand(c: RuleCursor): RuleSeries | null {
  const start = c.pos;
  let band = c.acceptAny(['upper', 'lower', 'middle']);
  const name = c.acceptAny(['bollinger', 'donchian']);
  if (name === null) {
    c.pos = start;
    return null;
  }
  band ??= c.acceptAny(['upper', 'lower', 'middle']);
  c.acceptAny(name === 'bollinger' ? ['bands', 'band'] : ['channels', 'channel', 'bands', 'band']);
  band ??= c.acceptAny(['upper', 'lower', 'middle']) ?? 'middle';
  c.acceptAny(['bands', 'band']);
  const p = parsePeriods(c, name === 'bollinger' ? 2 : 1) ?? [20];
  const b = band as 'upper' | 'lower' | 'middle';
  if (name === 'donchian') return { type: 'donchian', band: b, period: p[0] as number };
  return { type: 'bollinger', band: b, period: p[0] as number, deviations: p[1] ?? 2 };
}

function parseStochastic(c: RuleCursor): RuleSeries | null {
  const named = c.accept('stochastic');
  const start = c.pos;
  c.accept('%');
  const line = c.acceptAny(['k', 'd']);
  if (line === null) c.pos = start;
  if (!named && line === null) return null;
  const p = parsePeriods(c, 3);
  const [fastK, slowK, slowD] = p?.length === 3 ? p : [5, 3, 3];
  return { type: 'stochastic', line: line === 'd' ? 'd' : 'k', fast_k: fastK as number, slow_k: slowK as number, slow_d: slowD as number };
}

/**
 * Parses one operand: a bar field, a number, or an indicator phrase ("SMA(10)", "10-day SMA", "the 200-day",
 * "RSI", "MACD line", "signal line", "upper Bollinger band", "20-day high", …). Restores the cursor on failure.
 *
 * @param c - The cursor.
 * @param ctx - Context for "the 200-day" and "the signal line".
 * @param left - The left operand when parsing a right one ("the 200-day" takes its moving-average kind).
 * @returns The series, or null when no operand starts here.
 */
export function parseRuleOperand(c: RuleCursor, ctx: RuleParseContext, left?: RuleSeries): RuleSeries | null {
  const start = c.pos;
  c.accept('the');
  const result = parseCore(c, ctx, left);
  if (result === null) {
    c.pos = start;
    for (const label of ['SMA(30)', 'the 200-day SMA', 'RSI(14)', 'close']) c.expect(label);
  }
  return result;
}

function parseCore(c: RuleCursor, ctx: RuleParseContext, left: RuleSeries | undefined): RuleSeries | null {
  const numberStart = c.pos;
  const n = c.number('a number', true);
  if (n !== null) {
    const afterNumber = c.pos;
    if (Number.isInteger(n) && n > 0) {
      if (c.peek()?.text === '-' && PERIOD_UNITS.includes(c.peek(1)?.text ?? '')) c.pos++; // "50-day"
      if (c.acceptAny(PERIOD_UNITS) !== null) return parseDayPhrase(c, n, left, ctx);
      const ma = pick(c, MA_NAMES);
      if (ma !== null) return withSource(c, { type: ma, period: n });
      const osc = pick(c, OSC_NAMES);
      if (osc !== null) return { type: osc, period: n };
    }
    c.pos = afterNumber;
    if (c.peek()?.text === '%') {
      c.pos = numberStart;
      return null;
    }
    return { type: 'number', value: n };
  }
  if (c.acceptAny(['previous', 'prior', "yesterday ' s", 'yesterdays', 'yesterday']) !== null) {
    const field = pick(c, PRICE_WORDS);
    return field === null ? null : { type: 'price', field, shift: 1 };
  }
  const field = pick(c, PRICE_WORDS);
  if (field !== null) return { type: 'price', field };
  const ma = pick(c, MA_NAMES);
  if (ma !== null) {
    const p = parsePeriods(c, 1);
    if (p === null) {
      c.expect(`${ma.toUpperCase()}(<period>)`);
      return null;
    }
    return withSource(c, { type: ma, period: p[0] as number });
  }
  const osc = pick(c, OSC_NAMES);
  if (osc !== null) return { type: osc, period: parsePeriods(c, 1)?.[0] ?? OSC_DEFAULT[osc] };
  const macd = parseMacd(c, ctx);
  if (macd !== null) return macd;
  if (c.acceptAny(['signal line', 'signal'])) return { type: 'macd', line: 'signal', ...(ctx.macd ?? { fast: 12, slow: 26, signal: 9 }) };
  const band = parseBand(c);
  if (band !== null) return band;
  const stoch = parseStochastic(c);
  if (stoch !== null) return stoch;
  if (c.acceptAny(['on balance volume', 'obv'])) return { type: 'obv' };
  if (c.accept('vwap')) return { type: 'vwap' };
  return null;
}
