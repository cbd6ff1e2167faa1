import type { NumberHit } from './recognizeEntities.js';

/** A betting line a question names: the market, and the spread or total as written. */
export interface GameLine {
  /** The sports endpoint's market: `h2h` (moneyline), `spreads` (spread, handicap), `totals` (over/under). */
  readonly market: 'h2h' | 'spreads' | 'totals';
  /** The spread with its sign (`-3.5`, `+7`) or the total (`220.5`); absent for a moneyline. */
  readonly line?: string;
  /** Spans of the words and numbers read, so they count as understood. */
  readonly spans: readonly (readonly [number, number])[];
}

const MONEYLINE = /\b(?:moneylines?|money lines?|ml|to win outright)\b/g;
const TOTALS = /\b(?:over\/under|o\/u|over-under|totals?|total (?:points|goals|runs))\b/g;
const SPREAD_WORDS = /\b(?:spreads?|handicap|asian handicap|ats|against the spread|covers?)\b/g;
/** A signed number written against a team: "-3.5", "+7" (not a range "3-1", not a dash "- buy"). */
const SIGNED = /(?<![\w.])([+-]\d{1,2}(?:\.5|\.0)?)(?![\w.])/g;

/**
 * The spread, total or moneyline of a sports question: a signed number or a spread word is a spread (a handicap in
 * soccer), "over/under", "o/u" or "total" with a number a total, "moneyline" or "ML" the match winner.
 *
 * @param text - The question.
 * @param numbers - Its numbers, as recognised.
 * @returns The line, or null when the question names none.
 * @example
 * ```ts
 * readGameLine('Chiefs -3.5 against the Bills', numbers) //=> { market: 'spreads', line: '-3.5', spans: [...] }
 * ```
 * @see docs/ask-analysis-event.md#lines-and-props
 */
export function readGameLine(text: string, numbers: readonly NumberHit[]): GameLine | null {
  const lower = text.toLowerCase();
  const spans = (re: RegExp) => [...lower.matchAll(re)].map((m) => [m.index, m.index + m[0].length] as const);
  const signed = [...text.matchAll(SIGNED)];
  const spreadWords = spans(SPREAD_WORDS);
  if (signed.length > 0) {
    const m = signed[0]!;
    return { market: 'spreads', line: m[1]!, spans: [[m.index, m.index + m[0].length], ...spreadWords] };
  }
  const totals = spans(TOTALS);
  if (totals.length > 0) {
    const after = numbers.find((n) => n.span[0] >= totals[0]![0]) ?? numbers[0];
    return { market: 'totals', ...(after === undefined ? {} : { line: after.text.replace(/[^\d.]/g, '') }), spans: [...totals, ...(after === undefined ? [] : [after.span])] };
  }
  const moneyline = spans(MONEYLINE);
  if (moneyline.length > 0) return { market: 'h2h', spans: moneyline };
  if (spreadWords.length > 0) return { market: 'spreads', spans: spreadWords };
  return null;
}
