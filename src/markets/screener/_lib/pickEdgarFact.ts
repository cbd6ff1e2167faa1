import { utc } from '@date-fns/utc';
import { addDays, formatISO } from 'date-fns';
import { addMonthsIso } from '../../../core/addMonthsIso.js';
import type { EdgarFact } from '../scoreFactors.js';


/**
 * The latest fact the market knew on `asOf`, or why there is none to use: a fact counts from its filing date (or, when
 * that is not given, the assumed filing lag after its period end), and one whose period ended too long ago is stale.
 *
 * @param list - The concept's facts, any order.
 * @param asOf - ISO date of the screen.
 * @param lagDays - Days after the period end a fact without a filing date counts as known.
 * @param maxAgeMonths - How old a period end may be before the fact is stale.
 * @returns The fact, or the gap: `missing_fact`, `not_yet_filed` or `stale_fact`.
 */
export function pickEdgarFact(
  list: readonly EdgarFact[] | undefined,
  asOf: string,
  lagDays: number,
  maxAgeMonths: number,
): { fact: EdgarFact } | { gap: 'missing_fact' | 'not_yet_filed' | 'stale_fact' } {
  if (list === undefined || list.length === 0) return { gap: 'missing_fact' };
  let best: { fact: EdgarFact; known: string } | undefined;
  for (const fact of list) {
    const known = fact.filed ?? formatISO(addDays(fact.end, lagDays, { in: utc }), { representation: 'date' });
    if (known > asOf) continue;
    if (best === undefined || fact.end > best.fact.end || (fact.end === best.fact.end && known > best.known)) best = { fact, known };
  }
  if (best === undefined) return { gap: 'not_yet_filed' };
  if (best.fact.end < addMonthsIso(asOf, -maxAgeMonths)) return { gap: 'stale_fact' };
  return { fact: best.fact };
}
