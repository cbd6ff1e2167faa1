import type { PositionSizing } from '../types.js';
import type { RuleCondition, RuleExitLevel } from '../ruleSpecSchema.js';
import { parseRuleCondition } from './ruleCondition.js';
import type { RuleCursor } from './ruleCursor.js';
import type { RuleParseContext } from './ruleOperand.js';

/** One clause of a rule text, with the character span it came from (for error messages). */
export type RuleClause = { readonly start: number; readonly end: number } & (
  | { readonly kind: 'entry'; readonly side: 'long' | 'short'; readonly when: RuleCondition; readonly sizing?: PositionSizing }
  /** `sell` is resolved later: exit long when the text has no short rule. */
  | { readonly kind: 'exit'; readonly side: 'long' | 'short' | 'any' | 'sell'; readonly when: RuleCondition }
  | { readonly kind: 'filter'; readonly side: 'long' | 'short' | 'any'; readonly when: RuleCondition }
  | { readonly kind: 'stop_loss'; readonly level: RuleExitLevel }
  | { readonly kind: 'take_profit'; readonly level: RuleExitLevel }
  | { readonly kind: 'sizing'; readonly sizing: PositionSizing }
  | { readonly kind: 'max_bars'; readonly bars: number }
);
type Body = RuleClause extends infer C ? (C extends RuleClause ? Omit<C, 'start' | 'end'> : never) : never;

const LONG_HEADS = ['enter a long position', 'open a long position', 'take a long position', 'enter a long', 'open a long', 'go long', 'enter long', 'buy', 'long'];
const SHORT_HEADS = ['enter a short position', 'open a short position', 'take a short position', 'enter a short', 'open a short', 'go short', 'enter short', 'sell short', 'short sell', 'short'];
const EXIT_HEADS: ReadonlyArray<readonly [string, 'long' | 'short' | 'any' | 'sell']> = [
  ['exit the long position', 'long'], ['close the long position', 'long'], ['exit long positions', 'long'], ['close long positions', 'long'],
  ['exit the long', 'long'], ['close the long', 'long'], ['exit long', 'long'], ['close long', 'long'], ['sell to close', 'long'],
  ['exit the short position', 'short'], ['close the short position', 'short'], ['exit the short', 'short'], ['close the short', 'short'],
  ['exit short', 'short'], ['close short', 'short'], ['buy to cover', 'short'], ['cover the short', 'short'], ['cover', 'short'],
  ['exit the position', 'any'], ['close the position', 'any'], ['exit the trade', 'any'], ['close the trade', 'any'],
  ['close all positions', 'any'], ['exit all positions', 'any'], ['get out', 'any'], ['flatten', 'any'], ['exit', 'any'], ['close', 'any'],
  ['sell', 'sell'],
];
const TRIGGERS = ['as soon as', 'whenever', 'when', 'once', 'if'];
const UNITS_WORDS = ['shares', 'share', 'units', 'unit', 'contracts', 'contract', 'coins', 'coin', 'lots', 'lot'];
const EQUITY_WORDS = ['account equity', 'equity', 'capital', 'account', 'cash', 'portfolio', 'balance'];
const BAR_UNITS = ['trading days', 'bars', 'bar', 'days', 'day', 'sessions', 'session'];
const STOP_WORDS = ['stop loss', 'stoploss', 'stop', 'sl'];
const TARGET_WORDS = ['take profit', 'take profits', 'profit target', 'profit taking', 'target', 'tp'];
const ARTICLES = ['with a', 'with an', 'use a', 'use an', 'set a', 'set an', 'place a', 'with', 'use', 'set', 'a', 'an'];

function pick<T>(c: RuleCursor, table: ReadonlyArray<readonly [string, T]>): T | null {
  const form = c.acceptAny(table.map(([f]) => f));
  return form === null ? null : (table.find(([f]) => f === form)?.[1] as T);
}

function percent(c: RuleCursor): number | null {
  const start = c.pos;
  const n = c.number('a percentage such as 5%');
  if (n !== null && c.acceptAny(['%', 'percent', 'pct']) !== null) return n / 100;
  c.pos = start;
  return null;
}

/** "5%" or "2 ATR" / "2x ATR(20)" / "2 times the ATR". */
function parseLevel(c: RuleCursor): RuleExitLevel | null {
  const p = percent(c);
  if (p !== null) return { kind: 'percent', fraction: p };
  const start = c.pos;
  const k = c.number('a number of ATRs such as 2 ATR');
  if (k !== null) {
    c.acceptAny(['x', 'times']);
    c.accept('the');
    if (c.acceptAny(['atrs', 'atr', 'average true range']) !== null) {
      let period = 14;
      const save = c.pos;
      if (c.accept('(')) {
        const n = c.number('an ATR period');
        if (n !== null && c.accept(')')) period = n;
        else c.pos = save;
      }
      return { kind: 'atr', multiple: k, period };
    }
  }
  c.pos = start;
  return null;
}

/** "5% stop", "stop loss 2 ATR", "take profit at 10%", "a 10% profit target". */
function parseLevelClause(c: RuleCursor, words: readonly string[]): RuleExitLevel | null {
  const start = c.pos;
  c.acceptAny(ARTICLES);
  const before = parseLevel(c);
  if (before !== null && c.acceptAny(words) !== null) return before;
  c.pos = start;
  c.acceptAny(ARTICLES);
  if (c.acceptAny(words) !== null) {
    c.acceptAny(['at', 'of', 'is', '=', ':']);
    const after = parseLevel(c);
    if (after !== null) {
      c.acceptAny(['below the entry price', 'below the entry', 'below entry', 'above the entry', 'above entry', 'from the entry', 'from entry', 'away']);
      return after;
    }
  }
  c.pos = start;
  return null;
}

/** "50% of equity" / "100 shares" with optional "per trade". */
function parseSize(c: RuleCursor): PositionSizing | null {
  const start = c.pos;
  const p = percent(c);
  if (p !== null) {
    if (c.accept('of')) {
      c.acceptAny(['the', 'my', 'your', 'our']);
      if (c.acceptAny(EQUITY_WORDS) !== null) {
        c.acceptAny(['per trade', 'per position', 'on each trade', 'each trade', 'on every trade']);
        return { kind: 'equity', fraction: p };
      }
    }
    c.pos = start;
    return null;
  }
  const n = c.number('a number of shares');
  if (n !== null && c.acceptAny(UNITS_WORDS) !== null) {
    c.acceptAny(['per trade', 'per position', 'each time', 'at a time', 'on each trade']);
    return { kind: 'units', units: n };
  }
  c.pos = start;
  return null;
}

function parseSizingClause(c: RuleCursor): PositionSizing | null {
  const start = c.pos;
  c.acceptAny(['position size of', 'position size', 'size positions at', 'size each position at', 'risk', 'use', 'invest', 'allocate', 'put', 'bet', 'commit', 'buy', 'trade', 'hold', 'size']);
  c.acceptAny([':', '=', 'of']);
  const size = parseSize(c);
  if (size === null) c.pos = start;
  return size;
}

function parseTimeExit(c: RuleCursor): number | null {
  const start = c.pos;
  const head = c.acceptAny([
    'close the position', 'exit the position', 'close the trade', 'exit the trade', 'close positions', 'exit positions',
    'get out', 'exit', 'close', 'sell', 'hold each trade', 'hold positions', 'hold trades', 'hold', 'time exit', 'time stop',
    'maximum holding period', 'max holding period',
  ]);
  if (head !== null) {
    c.acceptAny(head.startsWith('hold') ? ['for'] : ['after', 'of', 'at', '=', ':']);
    c.acceptAny(['at most', 'up to', 'no more than', 'a maximum of', 'max']);
    const n = c.number('a whole number of bars');
    if (n !== null && Number.isInteger(n) && n >= 1 && c.acceptAny(BAR_UNITS) !== null) return n;
  }
  c.pos = start;
  return null;
}

function parseEntryOrExit(c: RuleCursor, ctx: RuleParseContext): Body | null {
  const start = c.pos;
  const long = c.acceptAny(LONG_HEADS);
  const side = long !== null ? 'long' : c.acceptAny(SHORT_HEADS) !== null ? 'short' : null;
  if (side !== null) {
    const sizing = parseSize(c) ?? undefined;
    if (c.acceptAny(TRIGGERS) !== null) {
      const when = parseRuleCondition(c, ctx);
      if (when !== null) return sizing === undefined ? { kind: 'entry', side, when } : { kind: 'entry', side, when, sizing };
    }
    c.pos = start;
  }
  const exit = pick(c, EXIT_HEADS);
  if (exit !== null && c.acceptAny(TRIGGERS) !== null) {
    const when = parseRuleCondition(c, ctx);
    if (when !== null) return { kind: 'exit', side: exit, when };
  }
  c.pos = start;
  return null;
}

/** "when RSI(14) crosses below 30, buy": the condition first, then the action. */
function parseConditionFirst(c: RuleCursor, ctx: RuleParseContext): Body | null {
  const start = c.pos;
  if (c.acceptAny(['whenever', 'when', 'if', 'once']) !== null) {
    const when = parseRuleCondition(c, ctx);
    if (when !== null) {
      c.accept(',');
      c.accept('then');
      const long = c.acceptAny(LONG_HEADS);
      const side = long !== null ? 'long' : c.acceptAny(SHORT_HEADS) !== null ? 'short' : null;
      if (side !== null) {
        const sizing = parseSize(c) ?? undefined;
        return sizing === undefined ? { kind: 'entry', side, when } : { kind: 'entry', side, when, sizing };
      }
      const exit = pick(c, EXIT_HEADS);
      if (exit !== null) return { kind: 'exit', side: exit, when };
    }
  }
  c.pos = start;
  return null;
}

function parseFilter(c: RuleCursor, ctx: RuleParseContext): Body | null {
  const start = c.pos;
  const sides: ReadonlyArray<readonly [string, 'long' | 'short' | 'any']> = [
    ['take long trades', 'long'], ['take short trades', 'short'], ['take longs', 'long'], ['take shorts', 'short'], ['take trades', 'any'],
    ['go long', 'long'], ['go short', 'short'], ['enter long', 'long'], ['enter short', 'short'], ['sell short', 'short'],
    ['buy', 'long'], ['long', 'long'], ['short', 'short'], ['trade', 'any'], ['enter', 'any'],
  ];
  let side: 'long' | 'short' | 'any' | null = null;
  if (c.acceptAny(['but only', 'only']) !== null) side = pick(c, sides) ?? 'any';
  else if ((side = pick(c, sides)) === null || !c.accept('only')) side = null;
  if (side !== null && c.acceptAny(['while', 'when', 'if']) !== null) {
    const when = parseRuleCondition(c, ctx);
    if (when !== null) return { kind: 'filter', side, when };
  }
  c.pos = start;
  return null;
}

/**
 * Parses one clause (an entry, exit, filter, stop loss, take profit, sizing or time exit). Restores the cursor and
 * returns null when no clause starts here; the cursor's farthest failure then says what was expected.
 *
 * @param c - The cursor.
 * @param ctx - Shared context of the whole rule.
 * @returns The clause with its character span, or null.
 */
export function parseRuleClause(c: RuleCursor, ctx: RuleParseContext): RuleClause | null {
  const first = c.peek();
  if (first === undefined) return null;
  let body: Body | null = parseFilter(c, ctx) ?? parseEntryOrExit(c, ctx) ?? parseConditionFirst(c, ctx);
  if (body === null) {
    const stop = parseLevelClause(c, STOP_WORDS);
    const target = stop === null ? parseLevelClause(c, TARGET_WORDS) : null;
    const bars = stop === null && target === null ? parseTimeExit(c) : null;
    const sizing = stop === null && target === null && bars === null ? parseSizingClause(c) : null;
    if (stop !== null) body = { kind: 'stop_loss', level: stop };
    else if (target !== null) body = { kind: 'take_profit', level: target };
    else if (bars !== null) body = { kind: 'max_bars', bars };
    else if (sizing !== null) body = { kind: 'sizing', sizing };
  }
  if (body === null) return null;
  const last = c.tokens[c.pos - 1] ?? first;
  return { ...body, start: first.start, end: last.end } as RuleClause;
}
