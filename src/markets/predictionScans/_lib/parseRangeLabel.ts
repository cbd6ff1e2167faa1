/**
 * A numeric range read from a venue's outcome label: `lo`/`hi` with whether each end is included; null for an open
 * end. "44-45°F" is [44, 45]; "54°F or higher" is [54, ∞); "Above 3.0%" is (3.0, ∞); "Fewer than 5" is (−∞, 5).
 */
export interface LabelRange {
  readonly lo: number | null;
  readonly loInclusive: boolean;
  readonly hi: number | null;
  readonly hiInclusive: boolean;
}

const NUM = '(-?\\d+(?:[.,]\\d+)?)';
const UNIT = '\\s*(?:°\\s*[fc]?|%|k|m|mm|in(?:ches)?|"|km²|million)?';

function num(text: string): number {
  return Number(text.replace(',', '.'));
}

/**
 * Reads the numeric range a label names, or null when it names none (a candidate, a team). Understands ranges
 * ("44-45°", "3.0% to 3.1%", "between 10 and 14"), open ends ("54° or higher", "20+", "≥ 4.5", "above 3.0%",
 * "43° or below", "under 5", "fewer than 5") and single values ("12°C" is [12, 12]).
 *
 * @param label - The venue's label, as written.
 * @returns The range, or null.
 * @example
 * ```ts
 * parseRangeLabel('44-45°F'); //=> { lo: 44, loInclusive: true, hi: 45, hiInclusive: true }
 * ```
 */
export function parseRangeLabel(label: string): LabelRange | null {
  const t = label.toLowerCase().replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();
  let m = new RegExp(`^(?:between )?${NUM}${UNIT} ?(?:-|to|and) ?${NUM}${UNIT}$`).exec(t);
  if (m) return { lo: num(m[1]!), loInclusive: true, hi: num(m[2]!), hiInclusive: true };
  m = new RegExp(`^${NUM}${UNIT} ?(?:or (?:higher|above|more|greater)|\\+|and (?:above|up|over))$`).exec(t);
  if (m) return { lo: num(m[1]!), loInclusive: true, hi: null, hiInclusive: false };
  m = new RegExp(`^(?:≥|>=|at least) ?${NUM}${UNIT}$`).exec(t);
  if (m) return { lo: num(m[1]!), loInclusive: true, hi: null, hiInclusive: false };
  m = new RegExp(`^(?:>|above|over|more than|greater than|higher than) ?${NUM}${UNIT}$`).exec(t);
  if (m) return { lo: num(m[1]!), loInclusive: false, hi: null, hiInclusive: false };
  m = new RegExp(`^${NUM}${UNIT} ?(?:or (?:lower|below|less|fewer))$`).exec(t);
  if (m) return { lo: null, loInclusive: false, hi: num(m[1]!), hiInclusive: true };
  m = new RegExp(`^(?:≤|<=|at most) ?${NUM}${UNIT}$`).exec(t);
  if (m) return { lo: null, loInclusive: false, hi: num(m[1]!), hiInclusive: true };
  m = new RegExp(`^(?:<|below|under|less than|fewer than|lower than) ?${NUM}${UNIT}$`).exec(t);
  if (m) return { lo: null, loInclusive: false, hi: num(m[1]!), hiInclusive: false };
  m = new RegExp(`^${NUM}${UNIT}$`).exec(t);
  if (m) return { lo: num(m[1]!), loInclusive: true, hi: num(m[1]!), hiInclusive: true };
  return null;
}
