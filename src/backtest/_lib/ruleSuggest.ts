import { GuidekitError } from '../../core/GuidekitError.js';
import type { RuleCursor } from './ruleCursor.js';

/** Levenshtein distance (insertions, deletions, substitutions all cost 1). */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length] as number;
}

/** How many suggestions an error offers. */
const SUGGESTIONS = 3;
const CLAUSE_BREAKS = new Set(['.', ';', ',']);
/** Operand templates the parser offers when an operand is missing. */
const TEMPLATES = new Set(['SMA(30)', 'the 200-day SMA', 'RSI(14)', 'close']);
/** Function words the parser tries but that make useless suggestions on their own. */
const FILLERS = new Set(['the', 'a', 'an', 'of', 'at', 'is', 'for', 'with', 'use', 'set', 'to', 'in', 'on', 'and', 'or', 'x', 'times', 'previous', 'prior', 'yesterday', 'yesterdays', 'consecutive', 'straight']);

/**
 * The `unparsed_rule` error for a rule the grammar cannot read: it quotes the words from the farthest point the
 * parser reached up to the end of that clause, with their 0-based character offsets, and suggests the forms the
 * grammar accepts there that are nearest by edit distance to what was written. It never substitutes one.
 *
 * @param fn - Calling function, named at the start of the message.
 * @param text - The rule text.
 * @param c - The cursor after the failed parse.
 * @returns The error to throw.
 */
export function unparsedRuleError(fn: string, text: string, c: RuleCursor): GuidekitError {
  const at = Math.max(c.farthest.pos, c.pos);
  const tokens = c.tokens;
  const forms = [...(at === c.farthest.pos ? c.farthest.expected : [])].filter((f) => /[a-z<>]/iu.test(f) && !FILLERS.has(f));
  let message: string;
  let ranked: string[];
  if (at >= tokens.length) {
    const tail = text.trimEnd();
    // Nothing was written to compare with: offer the operand templates first, then the rest in the order tried.
    ranked = [...forms.filter((f) => TEMPLATES.has(f)), ...forms.filter((f) => !TEMPLATES.has(f))].slice(0, SUGGESTIONS);
    message = `${fn}: the rule ends too early: after "${tail.slice(Math.max(0, tail.length - 40))}" (character ${tail.length}) it needs more words`;
  } else {
    let last = at;
    while (last + 1 < tokens.length && !CLAUSE_BREAKS.has((tokens[last + 1] as { text: string }).text) && last - at < 11) last++;
    const start = (tokens[at] as { start: number }).start;
    const end = (tokens[last] as { end: number }).end;
    const written = tokens.slice(at, last + 1).map((t) => t.text);
    const score = (form: string): number => {
      const n = form.split(' ').length;
      return editDistance(written.slice(0, n).join(' '), form) / Math.max(form.length, 1);
    };
    ranked = forms.map((f) => [f, score(f)] as const).sort((a, b) => a[1] - b[1]).slice(0, SUGGESTIONS).map(([f]) => f);
    message = `${fn}: could not understand "${text.slice(start, end)}" (characters ${start}–${end} of the rule)`;
  }
  const hint = ranked.length > 0 ? `; nearest accepted forms: ${ranked.map((f) => `"${f}"`).join(', ')}` : '';
  message += `${hint}. Nothing was guessed; see docs/rule-grammar.md for the grammar.`;
  return new GuidekitError(message, { code: 'unparsed_rule', field: 'rule' });
}

/**
 * An `unparsed_rule` error about a whole clause that parsed but cannot be used as written (e.g. an ambiguous
 * "sell"), quoting it with its offsets and suggesting the explicit forms.
 */
export function clauseRuleError(fn: string, text: string, span: { start: number; end: number }, why: string, forms: readonly string[]): GuidekitError {
  const quoted = text.slice(span.start, span.end);
  const message = `${fn}: "${quoted}" (characters ${span.start}–${span.end} of the rule) ${why}; nearest accepted forms: ${forms.map((f) => `"${f}"`).join(', ')}. Nothing was guessed; see docs/rule-grammar.md.`;
  return new GuidekitError(message, { code: 'unparsed_rule', field: 'rule' });
}
