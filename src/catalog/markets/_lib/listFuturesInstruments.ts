import type { AppliedRule } from '../../../core/ruleTable.js';
import { listScanUniverse } from '../../../markets/instruments/listScanUniverse.js';
import { FUTURES_CATEGORIES, type FuturesCategory, type InstrumentSpec } from '../../../markets/rules/instruments.js';

/**
 * The futures roots of a category (index, energy, metals, ags, rates), or of all five when none is given, with the
 * list rules applied.
 *
 * @param category - The category, or undefined for all.
 * @param asOf - The call's date.
 * @returns The list id, the roots and the rules.
 * @example
 * ```ts
 * listFuturesInstruments('metals', '2026-11-25').instruments.map((i) => i.id) //=> ['GC', 'SI', 'HG', 'PL', 'PA']
 * ```
 */
export function listFuturesInstruments(category: FuturesCategory | undefined, asOf: string): { readonly id: string; readonly instruments: readonly InstrumentSpec[]; readonly rules: readonly AppliedRule<unknown>[] } {
  const categories = category === undefined ? FUTURES_CATEGORIES : [category];
  const lists = categories.map((c) => listScanUniverse(`futures.${c}`, { asOf }));
  return { id: category === undefined ? 'futures' : `futures.${category}`, instruments: lists.flatMap((l) => l.instruments), rules: lists.map((l) => l.rule) };
}
