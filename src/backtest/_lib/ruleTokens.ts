/** One token of a rule text, with its place in the original text so errors can point at it. */
export interface RuleToken {
  /** `word`: letters, lower-cased; `number`: digits with an optional decimal part; `symbol`: anything else. */
  readonly kind: 'word' | 'number' | 'symbol';
  /** Lower-cased word, the digits, or the symbol (`>=`, `<=`, `(`, `%`, …). */
  readonly text: string;
  /** Numeric value of a `number` token, else `NaN`. */
  readonly value: number;
  /** 0-based offset of the first character in the original text. */
  readonly start: number;
  /** 0-based offset just past the last character. */
  readonly end: number;
}

const SYMBOL_ALIASES: Readonly<Record<string, string>> = { '≥': '>=', '≤': '<=', '×': 'x', '–': '-', '—': '-', '’': "'" };

/**
 * Splits a rule into words, numbers and symbols. Letters and digits are separate runs, so `SMA10` is `sma 10` and
 * `10-day` is `10 - day`; a decimal point needs a digit after it, so the full stop of "below 30." ends the sentence.
 *
 * @param text - The rule as the user wrote it.
 * @returns The tokens in order; whitespace is dropped.
 */
export function tokenizeRule(text: string): RuleToken[] {
  const tokens: RuleToken[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (/\s/u.test(c)) {
      i++;
      continue;
    }
    const rest = text.slice(i);
    const word = /^[A-Za-z]+/u.exec(rest);
    if (word) {
      tokens.push({ kind: 'word', text: word[0].toLowerCase(), value: Number.NaN, start: i, end: i + word[0].length });
      i += word[0].length;
      continue;
    }
    const num = /^(?:\d+(?:\.\d+)?|\.\d+)/u.exec(rest);
    if (num) {
      tokens.push({ kind: 'number', text: num[0], value: Number(num[0]), start: i, end: i + num[0].length });
      i += num[0].length;
      continue;
    }
    const pair = rest.slice(0, 2);
    if (pair === '>=' || pair === '<=') {
      tokens.push({ kind: 'symbol', text: pair, value: Number.NaN, start: i, end: i + 2 });
      i += 2;
      continue;
    }
    const symbol = SYMBOL_ALIASES[c] ?? c;
    tokens.push({ kind: symbol === 'x' ? 'word' : 'symbol', text: symbol, value: Number.NaN, start: i, end: i + 1 });
    i++;
  }
  return tokens;
}
