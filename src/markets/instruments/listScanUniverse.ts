import { GuidekitError } from '../../core/GuidekitError.js';
import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { InstrumentSpec } from '../rules/instruments.js';
import { SCAN_UNIVERSES, type ScanUniverseId } from '../rules/scanUniverses.js';
import { resolveInstrument } from './resolveInstrument.js';

/** Options of {@link listScanUniverse}. */
export interface ListScanUniverseOptions {
  /** ISO date (YYYY-MM-DD) whose version of the list applies. Required: lists change. */
  readonly asOf: string;
}

/** What {@link listScanUniverse} returns. */
export interface ScanUniverse {
  readonly universe: ScanUniverseId;
  /** The members, in the list's order, with their instrument specs. */
  readonly instruments: readonly InstrumentSpec[];
  /** The list version applied, for `citeRules`. */
  readonly rule: AppliedRule<readonly string[]>;
}

/**
 * The instruments a scanner walks: `forex` (28 pairs), `market` (42 cross-asset), `cmi` (13 commodity, metal and index
 * CFDs) or `futures.<category>` (index, energy, metals, ags, rates).
 *
 * @param universe - The scanner's list id.
 * @param options - {@link ListScanUniverseOptions}: `asOf`.
 * @returns The members as instrument specs and the list rule applied.
 * @throws {@link GuidekitError} `invalid_universe` on field `universe` for an unknown list; `out_of_range` on `asOf`
 *   before the first version.
 * @example
 * ```ts
 * listScanUniverse('forex', { asOf: '2026-11-25' }).instruments.length //=> 28
 * ```
 * @see docs/markets-instruments.md
 */
export function listScanUniverse(universe: ScanUniverseId, options: ListScanUniverseOptions): ScanUniverse {
  const table = Object.hasOwn(SCAN_UNIVERSES, universe) ? SCAN_UNIVERSES[universe] : undefined;
  if (table === undefined) {
    throw new GuidekitError(`listScanUniverse: universe must be one of ${Object.keys(SCAN_UNIVERSES).join(', ')}, got ${JSON.stringify(universe)}`, {
      code: 'invalid_universe',
      field: 'universe',
    });
  }
  const asOf = options?.asOf;
  if (typeof asOf !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) {
    throw new GuidekitError(`listScanUniverse: asOf must be an ISO date (YYYY-MM-DD), got ${JSON.stringify(asOf)}`, { code: 'invalid_date', field: 'asOf' });
  }
  const rule = pickRule(table, asOf);
  if (rule === undefined) {
    throw new GuidekitError(`listScanUniverse: no version of ${table.id} is in force on ${asOf}`, { code: 'out_of_range', field: 'asOf' });
  }
  return { universe, instruments: rule.value.map((id) => resolveInstrument(id, { asOf })), rule };
}
