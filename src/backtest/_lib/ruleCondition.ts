import type { RuleCondition, RuleSeries } from '../ruleSpecSchema.js';
import type { RuleCursor } from './ruleCursor.js';
import { parseRuleOperand, type RuleParseContext } from './ruleOperand.js';

const CROSS_VERBS_ABOVE = ['crosses', 'crossed', 'cross', 'rises', 'moves', 'breaks', 'goes', 'climbs', 'jumps'];
const CROSS_VERBS_BELOW = ['crosses', 'crossed', 'cross', 'falls', 'drops', 'moves', 'breaks', 'goes', 'dips', 'sinks'];
/** Crossing relations, longest first; "crosses over/under" are synonyms of above/below. */
const CROSS_FORMS: ReadonlyArray<readonly [string, 'above' | 'below']> = [
  ...CROSS_VERBS_ABOVE.flatMap((v) => [[`${v} above`, 'above'], [`${v} over`, 'above']] as const),
  ['breaks out above', 'above'],
  ...CROSS_VERBS_BELOW.flatMap((v) => [[`${v} below`, 'below'], [`${v} under`, 'below']] as const),
  ['breaks down below', 'below'],
];
const COMPARE_CORES: ReadonlyArray<readonly [string, '>' | '<' | '>=' | '<=']> = [
  ['at or above', '>='], ['at or below', '<='], ['at least', '>='], ['at most', '<='], ['greater than', '>'], ['higher than', '>'],
  ['more than', '>'], ['less than', '<'], ['lower than', '<'], ['above', '>'], ['over', '>'], ['below', '<'], ['under', '<'],
];
const COMPARE_LEADS = ['has been', 'is', 'stays', 'remains', 'was', 'closes', 'trades', 'holds', ''];
/** Comparison relations, longest first, with the symbolic ones. */
type Op = '>' | '<' | '>=' | '<=';
const SYMBOL_FORMS: ReadonlyArray<readonly [string, Op]> = [['exceeds', '>'], ['>=', '>='], ['<=', '<='], ['>', '>'], ['<', '<']];
const COMPARE_FORMS: ReadonlyArray<readonly [string, Op]> = [
  ...COMPARE_LEADS.flatMap((lead) => COMPARE_CORES.map(([core, op]): readonly [string, Op] => [lead === '' ? core : `${lead} ${core}`, op])),
  ...SYMBOL_FORMS,
].sort((a, b) => b[0].split(' ').length - a[0].split(' ').length);
const BAR_UNITS = ['trading days', 'bars', 'bar', 'days', 'day', 'sessions', 'session'];

/** "for N bars" / "for at least N consecutive days"; null (nothing consumed) when absent or malformed. */
function parseForBars(c: RuleCursor): number | null {
  const start = c.pos;
  if (!c.accept('for')) return null;
  c.accept('at least');
  const n = c.number('a whole number of bars');
  c.acceptAny(['consecutive', 'straight']);
  if (n === null || !Number.isInteger(n) || n < 1 || c.acceptAny(BAR_UNITS) === null) {
    c.pos = start;
    return null;
  }
  c.accept('in a row');
  return n;
}

/** One relation: `subject crosses above X`, `subject is below X [for N bars]`; the subject may be "it" or elided. */
function parseAtom(c: RuleCursor, ctx: RuleParseContext): RuleCondition | null {
  const start = c.pos;
  let left: RuleSeries | null | undefined = c.accept('it') ? ctx.subject : parseRuleOperand(c, ctx);
  left ??= ctx.subject; // an elided subject ("… and below 70") is the previous one
  if (left === undefined || left === null) {
    c.pos = start;
    c.expect('close');
    return null;
  }
  const cross = c.acceptAny(CROSS_FORMS.map(([f]) => f));
  if (cross !== null) {
    const direction = CROSS_FORMS.find(([f]) => f === cross)?.[1] ?? 'above';
    // An elided right operand ("sell when it crosses below") is the previous condition's right operand.
    const right = parseRuleOperand(c, ctx, left) ?? ctx.object;
    if (right === undefined) {
      c.pos = start;
      return null;
    }
    ctx.subject = left;
    ctx.object = right;
    return { type: 'cross', left, direction, right };
  }
  const compare = c.acceptAny(COMPARE_FORMS.map(([f]) => f));
  if (compare !== null) {
    const right = parseRuleOperand(c, ctx, left);
    if (right === null) {
      c.pos = start;
      return null;
    }
    ctx.subject = left;
    ctx.object = right;
    const op = COMPARE_FORMS.find(([f]) => f === compare)?.[1] ?? '>';
    const bars = parseForBars(c);
    return bars === null || bars === 1 ? { type: 'compare', left, op, right } : { type: 'compare', left, op, right, bars };
  }
  c.pos = start;
  return null;
}

function parseChain(c: RuleCursor, ctx: RuleParseContext, joiner: 'and' | 'or', item: () => RuleCondition | null): RuleCondition | null {
  const first = item();
  if (first === null) return null;
  const items = [first];
  for (;;) {
    const save = c.pos;
    if (!c.accept(joiner)) break;
    const next = item();
    if (next === null) {
      c.pos = save; // "and" starts the next clause instead ("…, and sell when …")
      break;
    }
    items.push(next);
  }
  return items.length === 1 ? first : { type: joiner === 'and' ? 'all' : 'any', conditions: items };
}

/**
 * Parses a condition: relations joined by "and" (binding tighter) and "or". Restores the cursor on failure.
 *
 * @param c - The cursor.
 * @param ctx - Context for "it", elided operands and "the 200-day"; updated with the last relation's operands.
 * @returns The condition, or null when none starts here.
 */
export function parseRuleCondition(c: RuleCursor, ctx: RuleParseContext): RuleCondition | null {
  return parseChain(c, ctx, 'or', () => parseChain(c, ctx, 'and', () => parseAtom(c, ctx)));
}
