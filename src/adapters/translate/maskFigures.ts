/** A text with its protected spans replaced by numbered tokens, and the spans in token order. */
export interface MaskedText {
  /** The text sent to the translator: every figure, placeholder, code and name replaced by `⟦n⟧`. */
  readonly masked: string;
  /** The original spans; token `⟦n⟧` stands for `spans[n]`. */
  readonly spans: readonly string[];
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const DAYS = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday';

/**
 * What a translator must never see, leftmost first: placeholders, URLs, e-mail addresses, API paths, parameter names
 * (`purchase_price`, `prior_va_loan=true`), ISO dates, amounts with their currency sign or code, other numbers with
 * their percent sign, dotted abbreviations (`U.S.C.`), acronyms (`VA`, `CFPB`) and capitalised names inside a sentence
 * (`Armed Forces Covenant`, not a month or a weekday, which translate).
 */
const PROTECTED = new RegExp(
  [
    String.raw`\{[^{}]*\}`,
    String.raw`https?://[^\s)]+[^\s).,;:!?]`,
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
    String.raw`/api/[\w/.{}-]*[\w}]`,
    String.raw`\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?:=[\w.-]*\w)?`,
    String.raw`\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?\b`,
    String.raw`(?:US\$|C\$|A\$|NZ\$|[$£€¥])?-?\d(?:[\d,.]*\d)?(?:\s?%|\s?(?:USD|GBP|CAD|AUD|EUR)\b)?`,
    String.raw`\b[A-Z](?:\.[A-Z])+\.?`,
    String.raw`\b[A-Z][A-Z0-9]+s?\b`,
    String.raw`(?<=[a-z,;:(]\s)(?!(?:${MONTHS}|${DAYS})\b)[A-Z][a-z]+(?:\s(?:of\s|the\s|and\s|for\s)*[A-Z][a-z]+)*`,
  ].join('|'),
  'g',
);

/** A token, tolerating spaces a translation engine may put inside the brackets. */
const TOKEN = /⟦\s*(\d+)\s*⟧/g;

/**
 * Replaces everything in an English text that a translation must not change (figures, dates, amounts, placeholders,
 * codes and names) by numbered tokens `⟦0⟧`, `⟦1⟧`, … so that only words reach the translator. After masking, the
 * text holds no digit outside its tokens: {@link restoreFigures} uses that to reject a translation that invents or
 * alters a figure.
 *
 * @param text - An English narrative text.
 * @returns The masked text and the protected spans in token order.
 * @example
 * ```ts
 * maskFigures('Pay $401.95 a month to VA by 2027-01-31.')
 * //=> { masked: 'Pay ⟦0⟧ a month to ⟦1⟧ by ⟦2⟧.', spans: ['$401.95', 'VA', '2027-01-31'] }
 * ```
 * @see docs/configuration.md (GUIDEKIT_TRANSLATE_URL)
 */
export function maskFigures(text: string): MaskedText {
  const spans: string[] = [];
  // A bracket the text already holds would read as a token: it is itself protected.
  const masked = text.replace(new RegExp(`⟦|⟧|${PROTECTED.source}`, 'g'), (span) => {
    spans.push(span);
    return `⟦${spans.length - 1}⟧`;
  });
  return { masked, spans };
}

/**
 * Puts the protected spans back into a translated text, or refuses it: every token `⟦0⟧ … ⟦n-1⟧` must come back
 * exactly once, no other token may appear, and no digit may stand outside a token (a translator that writes a figure
 * of its own, or changes one, is caught).
 *
 * @param translated - The translator's output for a text masked by {@link maskFigures}.
 * @param spans - That text's spans.
 * @returns The translation with the original spans, or null when it lost, repeated, invented or altered a token.
 * @example
 * ```ts
 * restoreFigures('Payez ⟦0⟧ par mois.', ['$401.95']) //=> 'Payez $401.95 par mois.'
 * restoreFigures('Payez par mois.', ['$401.95']) //=> null
 * ```
 * @see docs/configuration.md (GUIDEKIT_TRANSLATE_URL)
 */
export function restoreFigures(translated: string, spans: readonly string[]): string | null {
  const seen = new Array<boolean>(spans.length).fill(false);
  for (const match of translated.matchAll(TOKEN)) {
    const index = Number(match[1]);
    if (!(index < spans.length) || seen[index]) return null;
    seen[index] = true;
  }
  if (seen.includes(false)) return null;
  if (/\d/.test(translated.replace(TOKEN, ''))) return null;
  return translated.replace(TOKEN, (_, index: string) => spans[Number(index)]!);
}
