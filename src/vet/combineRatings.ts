import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate, type Translate } from '../core/i18n/createTranslate.js';
import { type ShippedLanguage, SHIPPED_LANGUAGES } from '../core/i18n/resolveLang.js';
import { combineTableOneCell } from './_lib/combineTableOneCell.js';
import { convertToDegree } from './_lib/convertToDegree.js';
import { ruleInForce } from './_lib/ruleInForce.js';
import { COMBINE_RATINGS_MESSAGES, type CombineRatingsMessageKey } from './messages/combineRatings.js';
import { BILATERAL_FACTOR, type BilateralFactorRule } from './rules/bilateralFactor.js';
import { COMBINED_RATINGS_TABLE, type CombinedRatingsRule } from './rules/combinedRatingsTable.js';
import type { AppliedRule } from '../core/ruleTable.js';

/** Side of the body a disability affects, for the bilateral factor. */
export type RatingSide = 'left' | 'right';
/** Extremity a disability affects, for the bilateral factor ("arms" and "legs" as a whole, 38 CFR 4.26(a)). */
export type RatingLimb = 'arm' | 'leg';

/** One rated disability, with where it is when it may count toward the bilateral factor. */
export interface RatedDisability {
  /** The disability's rating in whole percent, 0–100 (normally a multiple of 10). */
  readonly rating: number;
  /** Left or right; needed, with `limb`, for the bilateral factor. */
  readonly side?: RatingSide;
  /** Arm (upper extremity) or leg (lower extremity); needed, with `side`, for the bilateral factor. */
  readonly limb?: RatingLimb;
}

/** A rating as {@link combineRatings} takes it: a bare percentage or a {@link RatedDisability}. */
export type RatingInput = number | RatedDisability;

/** Most ratings one call may combine. */
export const MAX_RATINGS = 100;
/**
 * Most disabilities one bilateral factor calculation may hold: 38 CFR 4.26(d) is answered by trying every way of
 * leaving paired disabilities out (2^n arrangements), so the count is bounded to keep every call quick.
 */
export const MAX_BILATERAL_DISABILITIES = 16;

/** Options of {@link combineRatings}. */
export interface CombineRatingsOptions {
  /**
   * ISO date (YYYY-MM-DD) whose rules apply. Default: the newest rules encoded (today's law), so that the
   * 38 CFR 4.26(d) exception (in force from 2023-04-16) applies. Give a date to rate a period before it.
   */
  readonly asOf?: string;
  /** Language of the narrative text. Default `'en'`. */
  readonly lang?: ShippedLanguage;
}

/** One Table I combination (or the starting rating) in the order of severity. */
export interface CombineStep {
  /** The combined value before this step; null for the first (most severe) disability, which starts the chain. */
  readonly running_before: number | null;
  /** The rating combined in: a disability's rating or the bilateral group's value. */
  readonly rating: number;
  /** The combined value after this step (a whole number, as Table I prints it). */
  readonly running_after: number;
  /** `rating` for one disability; `bilateral_group` for the paired disabilities treated as one under 4.26. */
  readonly kind: 'rating' | 'bilateral_group';
  /** Positions in the input list of the disabilities this step stands for. */
  readonly input_indexes: readonly number[];
}

/** How the bilateral factor (38 CFR 4.26) entered the result. */
export interface BilateralDetails {
  /** The paired extremities that qualified: `['arm']`, `['leg']` or both (4.26(b): one calculation for all four). */
  readonly limbs: readonly RatingLimb[];
  /** Input positions of every disability that qualified for the factor. */
  readonly eligible_indexes: readonly number[];
  /** Input positions of the disabilities kept in the factor calculation in the result. */
  readonly member_indexes: readonly number[];
  /** Input positions of the qualifying disabilities removed under 4.26(d) and combined separately. */
  readonly excluded_indexes: readonly number[];
  /** True when the factor is part of the result (false when 4.26(d) removed every paired disability). */
  readonly applied: boolean;
  /** Combined value of the member disabilities (Table I), or null when the factor is not applied. */
  readonly group_combined: number | null;
  /** 10% of `group_combined`, to one decimal, added (not combined); null when the factor is not applied. */
  readonly factor: number | null;
  /** `group_combined + factor` rounded to a whole number (halves up), at most 100; null when not applied. */
  readonly group_value: number | null;
  /** Table I steps combining the member disabilities. */
  readonly group_steps: readonly CombineStep[];
  /** True when 4.26(d) changed the result by leaving one or more paired disabilities out. */
  readonly exception_applied: boolean;
  /** True when 4.26(d) was in force on the date the rules were taken from. */
  readonly exception_in_force: boolean;
  /** Combined value with every qualifying disability in the factor (the procedure without 4.26(d)). */
  readonly default_unrounded: number;
  /** Combined rating with every qualifying disability in the factor. */
  readonly default_combined: number;
}

/** What {@link combineRatings} returns. */
export interface CombineRatingsResult extends RuleCitations {
  /** The combined value before conversion to the nearest 10 (already a whole number: Table I rounds each step). */
  readonly unrounded: number;
  /** The combined degree of disability: `unrounded` converted to the nearest 10, 5s upward (0–100). */
  readonly combined: number;
  /** The ratings in the order of severity they were combined in (the bilateral group as one value). */
  readonly order: readonly number[];
  /** Every combination, in order. */
  readonly steps: readonly CombineStep[];
  /** The bilateral factor's part, or null when no pair of extremities qualified. */
  readonly bilateral: BilateralDetails | null;
  /** One-sentence result. */
  readonly summary: string;
  /** Explanations of the bilateral factor, 4.26(d) and ignored inputs. */
  readonly notes: readonly string[];
}

interface Entry {
  readonly index: number;
  readonly rating: number;
  readonly side: RatingSide | undefined;
  readonly limb: RatingLimb | undefined;
}

interface Arrangement {
  /** Bilateral members kept in the factor; empty for "no factor". */
  readonly kept: readonly Entry[];
  readonly unrounded: number;
  readonly combined: number;
}

const FN = 'combineRatings';

/**
 * Combines disability ratings into one combined rating the way VA does: 38 CFR 4.25 (Table I, in order of
 * severity, each step a whole number, one conversion to the nearest 10 at the end) and 38 CFR 4.26 (the bilateral
 * factor, with the 4.26(d) most-favorable exception from 2023-04-16).
 *
 * @remarks
 * Ratings are sorted from most to least severe. The running combined value `a` and the next rating `b` combine to
 * `a + b × (100 − a) / 100`, rounded to a whole number, halves up (every Table I cell is a whole number). The final
 * value converts to the nearest multiple of 10, with 5s upward.
 *
 * Bilateral factor: when compensable (10%+) disabilities affect both the left and the right arm, or both legs,
 * every compensable disability of that pair of extremities (of both pairs when all four qualify, 4.26(b)) is
 * combined first; 10% of that value is added, not combined; the sum, rounded to a whole number and capped at 100,
 * joins the other ratings as one disability. 38 CFR 4.26(d) then removes one or more of those disabilities from the
 * factor calculation, to be combined separately, whenever that gives a higher combined rating. This engine tries
 * every such removal (what stays in must still have a disability on each side) and keeps the full group unless an
 * arrangement gives a strictly higher combined rating. Paired skeletal muscles outside the limbs are not modelled.
 *
 * @param ratings - Ratings as numbers or {@link RatedDisability} objects, any order; at most {@link MAX_RATINGS}.
 * @param options - See {@link CombineRatingsOptions}.
 * @returns The combined value, the combined rating, every step, the bilateral details and citations.
 * @throws {@link GuidekitError} `invalid_type` (ratings not an array, an entry not a number or object),
 *   `invalid_number`, `too_small` or `too_big` (a rating not a whole number from 0 to 100, too many ratings),
 *   `invalid_value` (an unknown side or limb), `invalid_date` or `out_of_range` (asOf), `invalid_lang` (lang).
 * @example
 * ```ts
 * combineRatings([60, 40, 20]).combined //=> 80 (76, then 81)
 * combineRatings([60, 20, { rating: 10, side: 'left', limb: 'leg' }, { rating: 10, side: 'right', limb: 'leg' }]).order
 * //=> [60, 21, 20]
 * ```
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.25
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.26
 * @see spec: Veterans Benefits Guidance Service, What the service does (disability: combined-rating math)
 */
export function combineRatings(ratings: readonly RatingInput[], options: CombineRatingsOptions = {}): CombineRatingsResult {
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const t = createTranslate(COMBINE_RATINGS_MESSAGES, lang);
  const entries = normalize(ratings);
  const rules = rulesInForce(options.asOf);
  const { bilateralRule } = rules;
  const { factor_percent: factorPercent, compensable_minimum: compensableMinimum, most_favorable_exclusion: exceptionInForce } =
    bilateralRule.value;

  const notes: string[] = [];
  const incomplete = entries.filter((e) => (e.side === undefined) !== (e.limb === undefined));
  if (incomplete.length > 0) notes.push(t('note_incomplete_side', { count: incomplete.length }));
  if (entries.some((e) => e.rating === 0)) notes.push(t('note_zero'));

  // 4.26(c): a pair of extremities qualifies only with a compensable disability on each side; every compensable
  // disability of a qualifying pair enters the factor, and all four extremities form one group (4.26(b)).
  const located = entries.filter((e) => e.side !== undefined && e.limb !== undefined && e.rating >= compensableMinimum);
  const limbs = (['arm', 'leg'] as const).filter((limb) => pairQualifies(located, limb));
  const eligible = located.filter((e) => e.limb !== undefined && limbs.includes(e.limb));
  if (eligible.length > MAX_BILATERAL_DISABILITIES) {
    throw new GuidekitError(
      `${FN}: at most ${MAX_BILATERAL_DISABILITIES} disabilities can enter one bilateral factor calculation, got ${eligible.length}`,
      { code: 'too_big', field: 'ratings' },
    );
  }
  if (eligible.length === 0 && entries.some((e) => e.side !== undefined && e.limb !== undefined)) {
    notes.push(t('note_noncompensable_pair'));
  }

  // The ratings outside the factor calculation, sorted once: each arrangement only merges a few values into them.
  const othersDescending = entries.filter((e) => !eligible.includes(e)).map((e) => e.rating).sort(descending);
  const full = evaluate(eligible, eligible, othersDescending, factorPercent);
  let best = full;
  if (exceptionInForce && eligible.length > 0) {
    // 4.26(d): try every removal of one or more paired disabilities; what stays in must still be a valid group.
    const count = eligible.length;
    for (let mask = 0; mask < (1 << count) - 1; mask += 1) {
      const kept = eligible.filter((_, i) => (mask & (1 << i)) !== 0);
      if (kept.length > 0 && !(['arm', 'leg'] as const).every((limb) => !kept.some((e) => e.limb === limb) || pairQualifies(kept, limb))) {
        continue;
      }
      const candidate = evaluate(kept, eligible, othersDescending, factorPercent);
      if (isMoreFavorable(candidate, best, full)) best = candidate;
    }
  }

  const steps = buildSteps(entries, best.kept, factorPercent);
  let bilateral: BilateralDetails | null = null;
  if (eligible.length > 0) {
    const applied = best.kept.length > 0;
    const groupSteps = applied ? foldSteps(best.kept.map((e) => ({ rating: e.rating, indexes: [e.index], kind: 'rating' as const }))) : [];
    const groupCombined = applied ? fold(best.kept.map((e) => e.rating)) : null;
    const exceptionApplied = best !== full;
    bilateral = {
      limbs,
      eligible_indexes: eligible.map((e) => e.index),
      member_indexes: best.kept.map((e) => e.index),
      excluded_indexes: eligible.filter((e) => !best.kept.includes(e)).map((e) => e.index),
      applied,
      group_combined: groupCombined,
      factor: groupCombined === null ? null : (groupCombined * factorPercent) / 100,
      group_value: applied ? unitOf(best.kept, factorPercent) : null,
      group_steps: groupSteps,
      exception_applied: exceptionApplied,
      exception_in_force: exceptionInForce,
      default_unrounded: full.unrounded,
      default_combined: full.combined,
    };
    if (applied) notes.unshift(bilateralNote(t, bilateral, best.kept));
    if (exceptionApplied) {
      notes.push(
        applied
          ? t('note_exception_partial', { count: bilateral.excluded_indexes.length, combined: best.combined, default: full.combined })
          : t('note_exception_all', { combined: best.combined, default: full.combined }),
      );
    } else if (!exceptionInForce && options.asOf !== undefined) {
      notes.push(t('note_exception_not_in_force', { asOf: options.asOf }));
    }
  }

  return {
    unrounded: best.unrounded,
    combined: best.combined,
    order: steps.map((s) => s.rating),
    steps,
    bilateral,
    summary: entries.length === 0 ? t('summary_empty') : t('summary', { unrounded: best.unrounded, combined: best.combined }),
    notes,
    ...citationsOf(rules, eligible.length > 0, lang),
  };
}

const descending = (a: number, b: number): number => b - a;

/** Rules of one combination: Table I and the bilateral factor in force at an asOf. */
interface RulesInForce {
  readonly tableRule: AppliedRule<CombinedRatingsRule>;
  readonly bilateralRule: AppliedRule<BilateralFactorRule>;
}

/** The versions in force at each valid asOf seen, picked once rather than per call (bounded: starts over when full). */
const RULES_BY_AS_OF = new Map<string, RulesInForce>();
const RULES_BY_AS_OF_LIMIT = 256;
/** The newest versions, for calls without asOf (fixed by the tables themselves, so picked once at load). */
const NEWEST_RULES: RulesInForce = { tableRule: ruleInForce(COMBINED_RATINGS_TABLE, undefined, FN), bilateralRule: ruleInForce(BILATERAL_FACTOR, undefined, FN) };

function rulesInForce(asOf: string | undefined): RulesInForce {
  if (asOf === undefined) return NEWEST_RULES;
  let rules = typeof asOf === 'string' ? RULES_BY_AS_OF.get(asOf) : undefined;
  if (rules === undefined) {
    // Throws for a bad asOf (not a date, before the first version): only valid ones are remembered.
    rules = { tableRule: ruleInForce(COMBINED_RATINGS_TABLE, asOf, FN), bilateralRule: ruleInForce(BILATERAL_FACTOR, asOf, FN) };
    if (RULES_BY_AS_OF.size >= RULES_BY_AS_OF_LIMIT) RULES_BY_AS_OF.clear();
    RULES_BY_AS_OF.set(asOf, rules);
  }
  return rules;
}

/** {@link citeRules} of one rule set, worked out once per set, language and bilateral use. */
const CITATIONS = new WeakMap<RulesInForce, Map<string, RuleCitations>>();

/** The citations of a combination: a fresh copy of the remembered ones, so no two answers share an object. */
function citationsOf(rules: RulesInForce, bilateral: boolean, lang: ShippedLanguage): RuleCitations {
  let byKey = CITATIONS.get(rules);
  if (byKey === undefined) {
    byKey = new Map();
    CITATIONS.set(rules, byKey);
  }
  const key = `${bilateral ? 'b' : 't'}:${lang}`;
  let cited = byKey.get(key);
  if (cited === undefined) {
    cited = citeRules(bilateral ? [rules.tableRule, rules.bilateralRule] : [rules.tableRule], { lang });
    byKey.set(key, cited);
  }
  return {
    rules_applied: cited.rules_applied.map((r) => ({ ...r })),
    unverified_rules: [...cited.unverified_rules],
    stale_rules: [...cited.stale_rules],
    ...(cited.stale_note === undefined ? {} : { stale_note: cited.stale_note }),
  };
}

/** The bilateral group's value for the members kept in the factor. */
function unitOf(kept: readonly Entry[], factorPercent: number): number {
  return bilateralUnit(kept.map((e) => e.rating), factorPercent);
}

/** One 4.26(d) arrangement: `kept` in the factor, the other eligible disabilities combined separately. */
function evaluate(kept: readonly Entry[], eligible: readonly Entry[], othersDescending: readonly number[], factorPercent: number): Arrangement {
  const extras = eligible.filter((e) => !kept.includes(e)).map((e) => e.rating);
  if (kept.length > 0) extras.push(unitOf(kept, factorPercent));
  const unrounded = foldMerged(othersDescending, extras);
  return { kept, unrounded, combined: convertToDegree(unrounded) };
}

function normalize(ratings: readonly RatingInput[]): Entry[] {
  if (!Array.isArray(ratings)) {
    throw new GuidekitError(`${FN}: ratings must be an array`, { code: 'invalid_type', field: 'ratings' });
  }
  if (ratings.length > MAX_RATINGS) {
    throw new GuidekitError(`${FN}: at most ${MAX_RATINGS} ratings can be combined, got ${ratings.length}`, { code: 'too_big', field: 'ratings' });
  }
  return ratings.map((raw: unknown, index): Entry => {
    if (typeof raw === 'number') return { index, rating: checkRating(raw, `ratings[${index}]`), side: undefined, limb: undefined };
    if (typeof raw !== 'object' || raw === null) {
      throw new GuidekitError(`${FN}: ratings[${index}] must be a number or an object with a rating`, {
        code: 'invalid_type',
        field: `ratings[${index}]`,
      });
    }
    const item = raw as { rating?: unknown; side?: unknown; limb?: unknown };
    const rating = checkRating(item.rating, `ratings[${index}].rating`);
    if (item.side !== undefined && item.side !== 'left' && item.side !== 'right') {
      throw new GuidekitError(`${FN}: ratings[${index}].side must be 'left' or 'right', got ${JSON.stringify(item.side)}`, {
        code: 'invalid_value',
        field: `ratings[${index}].side`,
      });
    }
    if (item.limb !== undefined && item.limb !== 'arm' && item.limb !== 'leg') {
      throw new GuidekitError(`${FN}: ratings[${index}].limb must be 'arm' or 'leg', got ${JSON.stringify(item.limb)}`, {
        code: 'invalid_value',
        field: `ratings[${index}].limb`,
      });
    }
    return { index, rating, side: item.side, limb: item.limb };
  });
}

function checkRating(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new GuidekitError(`${FN}: ${field} must be a whole percentage, got ${JSON.stringify(value)}`, { code: 'invalid_number', field });
  }
  if (value < 0) throw new GuidekitError(`${FN}: ${field} must be at least 0, got ${value}`, { code: 'too_small', field });
  if (value > 100) throw new GuidekitError(`${FN}: ${field} must be at most 100, got ${value}`, { code: 'too_big', field });
  return value;
}

function pairQualifies(entries: readonly Entry[], limb: RatingLimb): boolean {
  return entries.some((e) => e.limb === limb && e.side === 'left') && entries.some((e) => e.limb === limb && e.side === 'right');
}

/** Table I fold in descending order of severity; 0 for no ratings. */
function fold(ratings: readonly number[]): number {
  const sorted = [...ratings].sort((a, b) => b - a);
  let running: number | undefined;
  for (const rating of sorted) running = running === undefined ? rating : combineTableOneCell(running, rating);
  return running ?? 0;
}

/** {@link fold} of `sortedDescending` together with `extras`, merging instead of sorting the whole list again. */
function foldMerged(sortedDescending: readonly number[], extras: readonly number[]): number {
  const more = [...extras].sort((a, b) => b - a);
  let running: number | undefined;
  let i = 0;
  let j = 0;
  while (i < sortedDescending.length || j < more.length) {
    const a = sortedDescending[i];
    const b = more[j];
    let next: number;
    if (b === undefined || (a !== undefined && a >= b)) {
      next = a as number;
      i += 1;
    } else {
      next = b;
      j += 1;
    }
    running = running === undefined ? next : combineTableOneCell(running, next);
  }
  return running ?? 0;
}

/** The paired disabilities as one rating: combined value plus the factor, whole number (halves up), at most 100. */
function bilateralUnit(ratings: readonly number[], factorPercent: number): number {
  const combined = fold(ratings);
  // combined × (100 + factor%) / 100, rounded half up, in integers: 19 → 20.9 → 21 (the 4.26 example).
  return Math.min(100, Math.floor((combined * (100 + factorPercent) + 50) / 100));
}

/**
 * 4.26(d) is read against the combined rating a veteran is paid on: the full group stays unless an arrangement
 * gives a strictly higher combined rating; among such arrangements the higher combined value, then the larger
 * group kept in the factor, wins.
 */
function isMoreFavorable(candidate: Arrangement, best: Arrangement, full: Arrangement): boolean {
  if (candidate.combined !== best.combined) return candidate.combined > best.combined;
  if (best === full) return false;
  if (candidate.unrounded !== best.unrounded) return candidate.unrounded > best.unrounded;
  return candidate.kept.length > best.kept.length;
}

interface StepInput {
  readonly rating: number;
  readonly indexes: readonly number[];
  readonly kind: CombineStep['kind'];
}

function foldSteps(items: readonly StepInput[]): CombineStep[] {
  // Stable descending sort: equal ratings keep input order; the result does not depend on it.
  const sorted = [...items].sort((a, b) => b.rating - a.rating);
  const steps: CombineStep[] = [];
  let running: number | null = null;
  for (const item of sorted) {
    const after: number = running === null ? item.rating : combineTableOneCell(running, item.rating);
    steps.push({ running_before: running, rating: item.rating, running_after: after, kind: item.kind, input_indexes: item.indexes });
    running = after;
  }
  return steps;
}

function buildSteps(entries: readonly Entry[], kept: readonly Entry[], factorPercent: number): CombineStep[] {
  const items: StepInput[] = entries.filter((e) => !kept.includes(e)).map((e) => ({ rating: e.rating, indexes: [e.index], kind: 'rating' }));
  if (kept.length > 0) items.push({ rating: unitOf(kept, factorPercent), indexes: kept.map((e) => e.index), kind: 'bilateral_group' });
  return foldSteps(items);
}

function bilateralNote(t: Translate<CombineRatingsMessageKey>, details: BilateralDetails, kept: readonly Entry[]): string {
  const keptLimbs = new Set(kept.map((e) => e.limb));
  const limbs = keptLimbs.size === 2 ? t('limbs_all') : keptLimbs.has('arm') ? t('limbs_arm') : t('limbs_leg');
  return t('note_bilateral', { limbs, group: details.group_combined ?? 0, factor: details.factor ?? 0, value: details.group_value ?? 0 });
}
