import { GuidekitError } from '../core/GuidekitError.js';
import { parseRuleClause, type RuleClause } from './_lib/ruleClause.js';
import { createRuleCursor } from './_lib/ruleCursor.js';
import type { RuleParseContext } from './_lib/ruleOperand.js';
import { readRuleSpec } from './_lib/ruleReadSpec.js';
import { clauseRuleError, unparsedRuleError } from './_lib/ruleSuggest.js';
import { tokenizeRule } from './_lib/ruleTokens.js';
import { RULE_SPEC_VERSION, type RuleSpec, type RuleSpecInput } from './ruleSpecSchema.js';

/** Options of {@link compileRule}. */
export interface CompileRuleOptions {
  /**
   * Optional free-form interpreter, e.g. an adapter calling a language model. Off by default. It is called only
   * when given **and** the deterministic grammar rejects the text; whatever it returns is validated against
   * {@link ruleSpecSchema} like any explicit spec, and the result is marked `source: 'interpreter'`. An error the
   * interpreter throws is passed through unchanged (it is an adapter fault, not a bad argument).
   */
  readonly interpret?: (text: string) => Promise<unknown> | unknown;
}

/** What {@link compileRule} returns: the explicit spec to show back to the user and run. */
export interface CompileRuleResult {
  /** The explicit spec (JSON-serialisable). */
  readonly spec: RuleSpec;
  /** `grammar`: parsed by the controlled grammar; `explicit`: given as a spec; `interpreter`: from the `interpret` hook. */
  readonly source: 'grammar' | 'explicit' | 'interpreter';
  /** The rule text as given (null for an explicit spec). */
  readonly text: string | null;
}

/** Most characters a rule text may have: ample for any rule, small enough that no call can hang. */
const MAX_RULE_LENGTH = 4000;
const SEPARATORS = new Set(['.', ';', ',', ':', 'and', 'then', 'but', 'also', 'plus']);

function one<K extends RuleClause['kind']>(fn: string, text: string, clauses: readonly RuleClause[], kind: K): Extract<RuleClause, { kind: K }> | undefined {
  const found = clauses.filter((c): c is Extract<RuleClause, { kind: K }> => c.kind === kind);
  if (found.length > 1) {
    const second = found[1] as RuleClause;
    throw clauseRuleError(fn, text, second, `gives a second ${kind.replace('_', ' ')} (the first is "${text.slice((found[0] as RuleClause).start, (found[0] as RuleClause).end)}")`, ['one ' + kind.replace('_', ' ') + ' per rule']);
  }
  return found[0];
}

function assemble(fn: string, text: string, clauses: readonly RuleClause[]): RuleSpec {
  const entries = clauses.filter((c) => c.kind === 'entry');
  if (entries.length === 0) {
    throw new GuidekitError(`${fn}: the rule has no entry; add one such as "buy when SMA(10) crosses above SMA(30)" or "go short when RSI(14) crosses below 70" (see docs/rule-grammar.md)`, {
      code: 'unparsed_rule',
      field: 'rule',
    });
  }
  const hasShort = entries.some((e) => e.side === 'short');
  const exits = clauses.filter((c) => c.kind === 'exit').map((c) => {
    // "Sell" with no short rule can only mean closing the long; beside a short rule it could mean either.
    if (c.side === 'sell' && hasShort) {
      throw clauseRuleError(fn, text, c, 'is ambiguous because the rule also goes short', ['exit long when', 'go short when']);
    }
    return { side: c.side === 'sell' ? ('long' as const) : c.side, when: c.when };
  });
  const stop = one(fn, text, clauses, 'stop_loss');
  const target = one(fn, text, clauses, 'take_profit');
  const sizing = one(fn, text, clauses, 'sizing');
  const time = one(fn, text, clauses, 'max_bars');
  const spec: RuleSpecInput = {
    version: RULE_SPEC_VERSION,
    entries: entries.map((e) => (e.sizing === undefined ? { side: e.side, when: e.when } : { side: e.side, when: e.when, sizing: e.sizing })),
    exits,
    filters: clauses.filter((c) => c.kind === 'filter').map((c) => ({ side: c.side, when: c.when })),
    ...(stop ? { stop_loss: stop.level } : {}),
    ...(target ? { take_profit: target.level } : {}),
    ...(sizing ? { sizing: sizing.sizing } : {}),
    ...(time ? { max_bars: time.bars } : {}),
  };
  return readRuleSpec(fn, spec, 'rule');
}

/** Parses a rule text with the controlled grammar of docs/rule-grammar.md, or throws `unparsed_rule`. */
function parseRuleText(fn: string, text: string): RuleSpec {
  const tokens = tokenizeRule(text);
  const c = createRuleCursor(tokens);
  const ctx: RuleParseContext = {};
  const clauses: RuleClause[] = [];
  for (;;) {
    while (!c.atEnd() && SEPARATORS.has((c.peek() as { text: string }).text)) c.pos++;
    if (c.atEnd()) break;
    const clause = parseRuleClause(c, ctx);
    if (clause === null) throw unparsedRuleError(fn, text, c);
    clauses.push(clause);
  }
  return assemble(fn, text, clauses);
}

/**
 * Compiles a trading rule written in plain English into the explicit JSON spec that is shown back to the user and
 * run by {@link createRuleStrategy}. The parser is deterministic and reads only the controlled grammar documented in
 * docs/rule-grammar.md (entries and exits on crossings and comparisons, "for N bars", indicators with parameters,
 * long and short, stop loss and take profit as percent or ATR multiples, sizing, time exits, filters). Text it cannot
 * read is rejected with the words it did not understand and the nearest accepted forms; it never guesses.
 *
 * @remarks
 * An explicit spec (an object, or a string holding its JSON) is accepted too and only validated. The optional
 * `interpret` hook (off by default) is tried only when the grammar rejects the text, and its output is validated.
 *
 * @param rule - The rule text, e.g. "Go long when SMA(10) crosses above SMA(30). Go short when SMA(10) crosses below
 *   SMA(30).", or an explicit spec.
 * @param options - {@link CompileRuleOptions}.
 * @returns The spec, where it came from, and the text.
 * @throws {@link GuidekitError} `unparsed_rule` (field `rule`) quoting the words not understood with their 0-based
 *   character offsets and the nearest accepted forms; `invalid_rule` naming the bad path of an explicit or
 *   interpreted spec (or a value out of range, e.g. a 150% stop); `required` / `too_big` for an empty or overlong text.
 * @example
 * ```ts
 * const { spec } = await compileRule('buy when the 50-day moving average crosses above the 200-day, sell when it crosses below; 5% stop');
 * runBacktest(bars, createRuleStrategy(spec));
 * ```
 * @see docs/rule-grammar.md
 * @see spec: Market Signal Service and Shopping Safety Service (POST /api/backtest: "Plain-English trading rule compiled to an explicit spec")
 */
export async function compileRule(rule: string | RuleSpecInput, options: CompileRuleOptions = {}): Promise<CompileRuleResult> {
  const fn = 'compileRule';
  if (typeof rule === 'object' && rule !== null) return { spec: readRuleSpec(fn, rule, 'rule'), source: 'explicit', text: null };
  if (typeof rule !== 'string') throw new GuidekitError(`${fn}: rule must be a text or a rule spec`, { code: 'invalid_type', field: 'rule' });
  if (rule.trim().startsWith('{')) return { spec: readRuleSpec(fn, rule, 'rule'), source: 'explicit', text: null };
  if (rule.trim() === '') throw new GuidekitError(`${fn}: rule must not be empty`, { code: 'required', field: 'rule' });
  if (rule.length > MAX_RULE_LENGTH) {
    throw new GuidekitError(`${fn}: rule must be at most ${MAX_RULE_LENGTH} characters`, { code: 'too_big', field: 'rule' });
  }
  const interpret = options.interpret;
  if (interpret !== undefined && typeof interpret !== 'function') {
    throw new GuidekitError(`${fn}: interpret must be a function`, { code: 'invalid_type', field: 'interpret' });
  }
  try {
    return { spec: parseRuleText(fn, rule), source: 'grammar', text: rule };
  } catch (error) {
    if (interpret === undefined || !(error instanceof GuidekitError) || error.code !== 'unparsed_rule') throw error;
    const interpreted = await interpret(rule);
    return { spec: readRuleSpec(fn, interpreted, 'rule'), source: 'interpreter', text: rule };
  }
}
