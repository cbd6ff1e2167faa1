import { applyBilateralFactor } from './applyBilateralFactor.js';
import { combineTableOneCell } from './combineTableOneCell.js';
import type { ArrangementSearch } from './prepareArrangementSearch.js';

/**
 * The combined value (before conversion) of one 38 CFR 4.26(d) arrangement: the disabilities in `mask` combined and
 * given the factor as one rating, the other eligible ones combined separately, all merged in order of severity with
 * the rest. Table I from 0: combining 0 with `b` gives `b`, so the first rating starts the chain.
 *
 * @param search - The prepared search (prepareArrangementSearch).
 * @param mask - The eligible disabilities given the factor together, one bit each (0: none).
 * @param factorPercent - The bilateral factor in percent (10).
 * @returns The unrounded combined value, a whole percent.
 * @example
 * ```ts
 * valueArrangement(search, 0, 10) //=> every rating combined by Table I, no factor
 * ```
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.26
 */
export function valueArrangement(search: ArrangementSearch, mask: number, factorPercent: number): number {
  const { othersDescending: others, eligibleDescending: eligible, eligibleBits: bits } = search;
  let unit = -1;
  if (mask !== 0) {
    let group = 0;
    for (let k = 0; k < eligible.length; k += 1) if ((mask & bits[k]!) !== 0) group = combineTableOneCell(group, eligible[k]!);
    unit = applyBilateralFactor(group, factorPercent);
  }
  let running = 0;
  let i = 0;
  let k = 0;
  for (;;) {
    while (k < eligible.length && (mask & bits[k]!) !== 0) k += 1;
    // The next most severe of: the next other rating, the next separately combined eligible one, the group's value.
    let next = -1;
    let from = 0;
    if (i < others.length) {
      next = others[i]!;
      from = 1;
    }
    if (k < eligible.length && eligible[k]! > next) {
      next = eligible[k]!;
      from = 2;
    }
    if (unit > next) {
      next = unit;
      from = 3;
    }
    if (from === 0) return running;
    running = combineTableOneCell(running, next);
    if (from === 1) i += 1;
    else if (from === 2) k += 1;
    else unit = -1;
  }
}
