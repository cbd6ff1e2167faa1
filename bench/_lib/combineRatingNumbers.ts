/** The 38 CFR 4.26 rule values the floor needs (the engine reads them from its rule tables). */
export interface RatingNumbersRules {
  /** Percent added to the paired disabilities' combined value (10). */
  readonly factorPercent: number;
  /** Smallest compensable rating (10). */
  readonly compensableMinimum: number;
  /** True when 38 CFR 4.26(d) is in force (from 2023-04-16). */
  readonly mostFavorableExclusion: boolean;
}

/**
 * The floor of combineRatings: every number its answer holds, worked out from plain numbers with the same arithmetic
 * (38 CFR 4.25 Table I in order of severity with whole-number steps, the 4.26 bilateral factor with its half-up
 * rounding and cap, the 4.26(d) search over every removal, the conversion to the nearest 10) and nothing else: no
 * validation, no objects per step, no notes, summary or citations. Input is already parsed (no checks).
 *
 * Output, flat: `unrounded, combined`, then `rating, running_after` of each step, then, when a pair of extremities
 * qualifies, `group_combined, factor, group_value, default_unrounded, default_combined` (-1 for a null) and
 * `rating, running_after` of each group step.
 *
 * @param ratings - Whole-percent ratings.
 * @param sides - Per rating: 0 none, 1 left, 2 right.
 * @param limbs - Per rating: 0 none, 1 arm, 2 leg.
 * @param rules - The 4.26 values in force.
 * @returns The numbers, flat, as described.
 * @example
 * ```ts
 * combineRatingNumbers([60, 20, 10, 10], [0, 0, 1, 2], [0, 0, 2, 2], { factorPercent: 10, compensableMinimum: 10, mostFavorableExclusion: true })[1] //=> 70
 * ```
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.26
 */
export function combineRatingNumbers(ratings: readonly number[], sides: readonly number[], limbs: readonly number[], rules: RatingNumbersRules): number[] {
  const { factorPercent: f, compensableMinimum: min } = rules;
  const n = ratings.length;
  // Stable order of severity (insertion: equal ratings keep input order, as the answer lists them).
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    let at = order.length;
    order.push(i);
    for (; at > 0 && ratings[order[at - 1]!]! < ratings[i]!; at--) order[at] = order[at - 1]!;
    order[at] = i;
  }
  // 4.26(c) pairs, and a mask bit per eligible disability.
  let pairs = 0; // bit 0/1: arm left/right, bit 2/3: leg left/right
  for (let i = 0; i < n; i++) if (sides[i] !== 0 && limbs[i] !== 0 && ratings[i]! >= min) pairs |= 1 << ((limbs[i]! - 1) * 2 + sides[i]! - 1);
  const armPair = (pairs & 3) === 3;
  const legPair = (pairs & 12) === 12;
  const bit: number[] = [];
  for (let i = 0; i < n; i++) bit.push(0);
  let count = 0;
  for (let i = 0; i < n; i++) if (sides[i] !== 0 && ratings[i]! >= min && ((limbs[i] === 1 && armPair) || (limbs[i] === 2 && legPair))) bit[i] = 1 << count++;
  const others: number[] = [];
  const elig: number[] = [];
  const eligBit: number[] = [];
  let arm = 0;
  let armL = 0;
  let leg = 0;
  let legL = 0;
  for (const i of order) {
    if (bit[i] === 0) others.push(ratings[i]!);
    else {
      elig.push(ratings[i]!);
      eligBit.push(bit[i]!);
      if (limbs[i] === 1) {
        arm |= bit[i]!;
        if (sides[i] === 1) armL |= bit[i]!;
      } else {
        leg |= bit[i]!;
        if (sides[i] === 1) legL |= bit[i]!;
      }
    }
  }
  const full = (1 << count) - 1;
  const fullValue = value(full, others, elig, eligBit, f);
  let best = full;
  let bestValue = fullValue;
  let bestDegree = degree(fullValue);
  if (rules.mostFavorableExclusion && count > 0) {
    for (let mask = 0; mask < full; mask++) {
      if (mask !== 0 && (((mask & arm) !== 0 && ((mask & armL) === 0 || (mask & arm & ~armL) === 0)) || ((mask & leg) !== 0 && ((mask & legL) === 0 || (mask & leg & ~legL) === 0)))) continue;
      const v = value(mask, others, elig, eligBit, f);
      const d = degree(v);
      const better = d !== bestDegree ? d > bestDegree : best !== full && (v !== bestValue ? v > bestValue : popcount(mask) > popcount(best));
      if (better) {
        best = mask;
        bestValue = v;
        bestDegree = d;
      }
    }
  }
  const out: number[] = [bestValue, bestDegree];
  // Steps: the kept group's Table I fold, then every other rating in order with the group's value among them.
  let group = 0;
  const groupSteps: number[] = [];
  for (const i of order) {
    if ((bit[i]! & best) === 0) continue;
    group = groupSteps.length === 0 ? ratings[i]! : cell(group, ratings[i]!);
    groupSteps.push(ratings[i]!, group);
  }
  const unit = best !== 0 ? unitOf(group, f) : -1;
  let run = 0;
  let pending = best !== 0;
  for (const i of order) {
    if ((bit[i]! & best) !== 0) continue;
    if (pending && ratings[i]! < unit) {
      run = cell(run, unit);
      out.push(unit, run);
      pending = false;
    }
    run = cell(run, ratings[i]!);
    out.push(ratings[i]!, run);
  }
  if (pending) out.push(unit, cell(run, unit));
  if (count > 0) {
    out.push(best !== 0 ? group : -1, best !== 0 ? (group * f) / 100 : -1, unit, fullValue, degree(fullValue));
    for (const x of groupSteps) out.push(x);
  }
  return out;
}

/** Table I cell: `a + b(100 − a)/100`, whole number, halves up. */
function cell(a: number, b: number): number {
  return a + Math.floor((b * (100 - a) + 50) / 100);
}

/** The 4.26 group's value: combined value plus the factor, half up, at most 100. */
function unitOf(group: number, f: number): number {
  return Math.min(100, Math.floor((group * (100 + f) + 50) / 100));
}

/** Conversion to the nearest 10, 5s up (4.25(a)). */
function degree(v: number): number {
  return Math.floor((v + 5) / 10) * 10;
}

function popcount(m: number): number {
  let c = 0;
  for (; m !== 0; m &= m - 1) c++;
  return c;
}

/** Combined value of one arrangement: `mask` kept in the factor, the rest merged in order of severity. */
function value(mask: number, others: readonly number[], elig: readonly number[], eligBit: readonly number[], f: number): number {
  let unit = -1;
  if (mask !== 0) {
    let g = 0;
    for (let k = 0; k < elig.length; k++) if ((mask & eligBit[k]!) !== 0) g = cell(g, elig[k]!);
    unit = unitOf(g, f);
  }
  let run = 0;
  let i = 0;
  let k = 0;
  for (;;) {
    while (k < elig.length && (mask & eligBit[k]!) !== 0) k++;
    const a = i < others.length ? others[i]! : -1;
    const b = k < elig.length ? elig[k]! : -1;
    if (a < 0 && b < 0 && unit < 0) return run;
    if (unit >= a && unit >= b) {
      run = cell(run, unit);
      unit = -1;
    } else if (a >= b) {
      run = cell(run, a);
      i++;
    } else {
      run = cell(run, b);
      k++;
    }
  }
}
