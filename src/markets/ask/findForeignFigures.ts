/**
 * Finds the figures of a narrative that do not come from the engines: every number written in the text (a decimal
 * point or a decimal comma, no grouping) must equal, at the decimals it is written with, the magnitude of a number in
 * the engines' answers, or a number written inside one of their strings (dates, periods, times, names). Anything else
 * is foreign: a language model that wrote it invented it.
 *
 * @remarks
 * Signs are ignored (a move "down 0.4 %" is the figure -0.4), so the check is about where a figure came from, not its
 * wording. A figure written with thousands separators ("1,234") reads as a decimal and is reported foreign, which errs
 * on the side of rejecting a worded narrative.
 *
 * @param narrative - The sentences to check.
 * @param sources - The engines' answers (any JSON-like values).
 * @returns The foreign figures as written, in order; empty when every figure is accounted for.
 * @example
 * ```ts
 * findForeignFigures(['Gold rose 0.41 % after 12 releases.'], [{ mean_pct: 0.4123, n: 12 }]) //=> []
 * findForeignFigures(['Gold will reach 5000.'], [{ mean_pct: 0.4123 }]) //=> ['5000']
 * ```
 * @see docs/ask-analysis-event.md#the-language-model-rule
 */
export function findForeignFigures(narrative: readonly string[], sources: readonly unknown[]): string[] {
  const known: number[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (depth > 40) return;
    if (typeof value === 'number') {
      if (Number.isFinite(value)) known.push(Math.abs(value));
    } else if (typeof value === 'string') {
      for (const m of value.matchAll(FIGURE)) known.push(readFigure(m[0]).value);
    } else if (typeof value === 'bigint') {
      known.push(Math.abs(Number(value)));
    } else if (value !== null && typeof value === 'object') {
      // Decimal.js amounts and other value objects write themselves as numbers.
      if (typeof (value as { toNumber?: unknown }).toNumber === 'function' && typeof (value as { isFinite?: unknown }).isFinite === 'function') {
        known.push(Math.abs((value as { toNumber(): number }).toNumber()));
        return;
      }
      for (const member of Array.isArray(value) ? value : Object.values(value)) visit(member, depth + 1);
    }
  };
  for (const source of sources) visit(source, 0);
  const foreign: string[] = [];
  for (const sentence of narrative) {
    for (const m of sentence.matchAll(FIGURE)) {
      const { value, decimals } = readFigure(m[0]);
      const scale = 10 ** decimals;
      const accounted = known.some((k) => Math.abs(Math.round(k * scale) / scale - value) < 0.5 / scale / 1000 || Math.abs(k - value) < 1e-9);
      if (!accounted) foreign.push(m[0]);
    }
  }
  return foreign;
}

const FIGURE = /\d+(?:[.,]\d+)?/g;

function readFigure(text: string): { value: number; decimals: number } {
  const normal = text.replace(',', '.');
  const point = normal.indexOf('.');
  return { value: Number(normal), decimals: point === -1 ? 0 : normal.length - point - 1 };
}
