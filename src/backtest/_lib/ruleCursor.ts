import type { RuleToken } from './ruleTokens.js';

/**
 * A position in the token list with PEG-style backtracking and "farthest failure" bookkeeping: every form tried and
 * not found is recorded at its position, and the forms tried at the farthest position are what the error suggests.
 */
export interface RuleCursor {
  readonly tokens: readonly RuleToken[];
  /** Index of the next token. */
  pos: number;
  /** Farthest token index where a form was tried and not found, and the forms tried there. */
  readonly farthest: { pos: number; readonly expected: Set<string> };
  /** The token `k` places ahead, or undefined past the end. */
  peek(k?: number): RuleToken | undefined;
  /** True when every token is consumed. */
  atEnd(): boolean;
  /**
   * Consumes `form` (words and symbols separated by spaces; a hyphen between two words of the text is skipped, so
   * `stop loss` also matches "stop-loss"). Records the form as expected when it is not there.
   */
  accept(form: string): boolean;
  /** Consumes the first of `forms` found (list longer forms first), or records them all and returns null. */
  acceptAny(forms: readonly string[]): string | null;
  /** Consumes a number token (with an optional leading minus when `signed`), or records `label` and returns null. */
  number(label: string, signed?: boolean): number | null;
  /** Records `label` as expected at the current position without consuming anything. */
  expect(label: string): void;
}

/**
 * Creates a {@link RuleCursor} at the first token.
 *
 * @param tokens - The tokens of the rule.
 * @returns The cursor.
 */
export function createRuleCursor(tokens: readonly RuleToken[]): RuleCursor {
  const cursor: RuleCursor = {
    tokens,
    pos: 0,
    farthest: { pos: -1, expected: new Set<string>() },
    peek: (k = 0) => tokens[cursor.pos + k],
    atEnd: () => cursor.pos >= tokens.length,
    expect(label) {
      if (cursor.pos > cursor.farthest.pos) {
        cursor.farthest.pos = cursor.pos;
        cursor.farthest.expected.clear();
      }
      if (cursor.pos === cursor.farthest.pos) cursor.farthest.expected.add(label);
    },
    accept(form) {
      const parts = form.split(' ');
      let p = cursor.pos;
      for (let i = 0; i < parts.length; i++) {
        if (i > 0 && tokens[p]?.text === '-' && parts[i] !== '-') p++;
        if (tokens[p]?.text !== parts[i]) {
          cursor.expect(form);
          return false;
        }
        p++;
      }
      cursor.pos = p;
      return true;
    },
    acceptAny(forms) {
      for (const form of forms) if (cursor.accept(form)) return form;
      return null;
    },
    number(label, signed = false) {
      const start = cursor.pos;
      const negative = signed && tokens[start]?.text === '-';
      const token = tokens[negative ? start + 1 : start];
      if (token?.kind !== 'number') {
        cursor.expect(label);
        return null;
      }
      cursor.pos = (negative ? start + 1 : start) + 1;
      return negative ? -token.value : token.value;
    },
  };
  return cursor;
}
