import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate, type Translate } from '../core/i18n/createTranslate.js';
import { type ShippedLanguage, SHIPPED_LANGUAGES } from '../core/i18n/resolveLang.js';
import { applyBilateralFactor } from './_lib/applyBilateralFactor.js';
import { combineTableOneCell } from './_lib/combineTableOneCell.js';
import { countMaskBits } from './_lib/countMaskBits.js';
import { holdsBilateralPairs } from './_lib/holdsBilateralPairs.js';
import { prepareArrangementSearch } from './_lib/prepareArrangementSearch.js';
import { ARM, LEFT, LEG } from './_lib/ratingCodes.js';
import { valueArrangement } from './_lib/valueArrangement.js';
import { convertToDegree } from './_lib/convertToDegree.js';
import { ruleInForce } from './_lib/ruleInForce.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { COMBINE_RATINGS_MESSAGES, type CombineRatingsMessageKey } from './messages/combineRatings.js';
import { BILATERAL_FACTOR, type BilateralFactorRule } from './rules/bilateralFactor.js';
import { COMBINED_RATINGS_TABLE, type CombinedRatingsRule } from './rules/combinedRatingsTable.js';
import type { AppliedRule, RuleTable } from '../core/ruleTable.js';

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

const FN = 'combineRatings';


/** The ratings as read once at the boundary: parallel arrays of plain integers, by input position. */
interface ParsedRatings {
  /** Whole-percent ratings. */
  readonly values: readonly number[];
  /** 0 none, 1 left, 2 right. */
  readonly sides: readonly number[];
  /** 0 none, 1 arm, 2 leg. */
  readonly limbs: readonly number[];
  /** Entries with a side or a limb but not both (combined as ordinary ratings). */
  readonly incomplete: number;
  /** True when some rating is 0%. */
  readonly zero: boolean;
  /** True when some entry has both a side and a limb, compensable or not. */
  readonly located: boolean;
}

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
  const { values, sides, limbs, incomplete, zero, located } = readRatings(ratings);
  const period = rulePeriodOf(options.asOf);
  const { factor_percent: factorPercent, compensable_minimum: compensableMinimum, most_favorable_exclusion: exceptionInForce } =
    period.rules.bilateralRule.value;
  const t = TRANSLATIONS[lang];
  const count = values.length;


  // 4.26(c): a pair of extremities qualifies only with a compensable disability on each side; every compensable
  // disability of a qualifying pair enters the factor, and all four extremities form one group (4.26(b)).
  let armLeft = false;
  let armRight = false;
  let legLeft = false;
  let legRight = false;
  for (let i = 0; i < count; i += 1) {
    if (sides[i] === 0 || limbs[i] === 0 || values[i]! < compensableMinimum) continue;
    if (limbs[i] === ARM) {
      if (sides[i] === LEFT) armLeft = true;
      else armRight = true;
    } else if (sides[i] === LEFT) legLeft = true;
    else legRight = true;
  }
  const armPair = armLeft && armRight;
  const legPair = legLeft && legRight;
  /** Input positions of the disabilities that qualify for the factor, in input order; bit k of a mask is eligible[k]. */
  const eligible: number[] = [];
  if (armPair || legPair) {
    for (let i = 0; i < count; i += 1) {
      if (sides[i] !== 0 && values[i]! >= compensableMinimum && ((limbs[i] === ARM && armPair) || (limbs[i] === LEG && legPair))) eligible.push(i);
    }
  }
  if (eligible.length > MAX_BILATERAL_DISABILITIES) {
    throw new GuidekitError(
      `${FN}: at most ${MAX_BILATERAL_DISABILITIES} disabilities can enter one bilateral factor calculation, got ${eligible.length}`,
      { code: 'too_big', field: 'ratings' },
    );
  }

  // Most to least severe, equal ratings in input order: the order Table I combines them in and the steps list them.
  const bySeverity = orderBySeverity(values);
  const bitOf: number[] = [];
  for (let i = 0; i < count; i += 1) bitOf.push(0);
  for (let k = 0; k < eligible.length; k += 1) bitOf[eligible[k]!] = 1 << k;
  const search = prepareArrangementSearch(values, sides, limbs, bySeverity, bitOf);
  const fullMask = (1 << eligible.length) - 1;
  const fullUnrounded = valueArrangement(search, fullMask, factorPercent);
  const fullCombined = convertToDegree(fullUnrounded);
  let bestMask = fullMask;
  let bestUnrounded = fullUnrounded;
  let bestCombined = fullCombined;
  if (exceptionInForce && eligible.length > 0) {
    // 4.26(d): try every removal of one or more paired disabilities; what stays in must still be a valid group. The
    // full group stays unless an arrangement gives a strictly higher combined rating; among such arrangements the
    // higher combined value, then the larger group kept in the factor, wins.
    for (let mask = 0; mask < fullMask; mask += 1) {
      if (mask !== 0 && !holdsBilateralPairs(search, mask)) continue;
      const unrounded = valueArrangement(search, mask, factorPercent);
      const combined = convertToDegree(unrounded);
      if (combined !== bestCombined) {
        if (combined < bestCombined) continue;
      } else if (bestMask === fullMask) continue;
      else if (unrounded !== bestUnrounded) {
        if (unrounded < bestUnrounded) continue;
      } else if (countMaskBits(mask) <= countMaskBits(bestMask)) continue;
      bestMask = mask;
      bestUnrounded = unrounded;
      bestCombined = combined;
    }
  }

  // The answer's steps: every rating outside the kept group in order of severity, the group as one value after the
  // ratings at least as high as it (a stable sort with the group listed last gives the same order).
  const applied = bestMask !== 0;
  const members: number[] = [];
  const groupSteps: CombineStep[] = [];
  let groupCombined = 0;
  if (applied) {
    let running: number | null = null;
    for (let r = 0; r < count; r += 1) {
      const i = bySeverity[r]!;
      if ((bitOf[i]! & bestMask) === 0) continue;
      const rating = values[i]!;
      const after: number = running === null ? rating : combineTableOneCell(running, rating);
      groupSteps.push({ running_before: running, rating, running_after: after, kind: 'rating', input_indexes: [i] });
      running = after;
    }
    groupCombined = running ?? 0;
    for (let k = 0; k < eligible.length; k += 1) if ((bestMask & (1 << k)) !== 0) members.push(eligible[k]!);
  }
  const groupValue = applied ? applyBilateralFactor(groupCombined, factorPercent) : -1;
  const steps: CombineStep[] = [];
  const order: number[] = [];
  let running: number | null = null;
  let groupPending = applied;
  for (let r = 0; r <= count; r += 1) {
    const i = r < count ? bySeverity[r]! : -1;
    if (i >= 0 && (bitOf[i]! & bestMask) !== 0) continue;
    if (groupPending && (i < 0 || values[i]! < groupValue)) {
      const after: number = running === null ? groupValue : combineTableOneCell(running, groupValue);
      steps.push({ running_before: running, rating: groupValue, running_after: after, kind: 'bilateral_group', input_indexes: members });
      order.push(groupValue);
      running = after;
      groupPending = false;
    }
    if (i < 0) break;
    const rating = values[i]!;
    const after: number = running === null ? rating : combineTableOneCell(running, rating);
    steps.push({ running_before: running, rating, running_after: after, kind: 'rating', input_indexes: [i] });
    order.push(rating);
    running = after;
  }

  // Notes in the answer's order: the factor, ignored sides, 0% ratings, a noncompensable pair, then 4.26(d).
  const text = MESSAGES[lang];
  const notes: string[] = [];
  let bilateral: BilateralDetails | null = null;
  if (eligible.length > 0) {
    const exceptionApplied = bestMask !== fullMask;
    const excluded: number[] = [];
    for (let k = 0; k < eligible.length; k += 1) if ((bestMask & (1 << k)) === 0) excluded.push(eligible[k]!);
    const factor = applied ? (groupCombined * factorPercent) / 100 : null;
    bilateral = {
      limbs: armPair ? (legPair ? ['arm', 'leg'] : ['arm']) : ['leg'],
      eligible_indexes: eligible,
      member_indexes: members.slice(),
      excluded_indexes: excluded,
      applied,
      group_combined: applied ? groupCombined : null,
      factor,
      group_value: applied ? groupValue : null,
      group_steps: groupSteps,
      exception_applied: exceptionApplied,
      exception_in_force: exceptionInForce,
      default_unrounded: fullUnrounded,
      default_combined: fullCombined,
    };
    if (applied) {
      const keptArm = (bestMask & search.armBits) !== 0;
      const keptLeg = (bestMask & search.legBits) !== 0;
      const limbText = keptArm && keptLeg ? text.limbsAll : keptArm ? text.limbsArm : text.limbsLeg;
      notes.push(fillMessage(text.bilateral, limbText, groupCombined, factor ?? 0, groupValue));
    }
  }
  if (incomplete > 0) notes.push(t('note_incomplete_side', { count: incomplete }));
  if (zero) notes.push(text.zero);
  if (eligible.length === 0 && located) notes.push(text.noncompensablePair);
  if (bilateral !== null) {
    const { exception_applied: exceptionApplied, applied, excluded_indexes: excluded } = bilateral;
    if (exceptionApplied) {
      notes.push(
        applied
          ? t('note_exception_partial', { count: excluded.length, combined: bestCombined, default: fullCombined })
          : t('note_exception_all', { combined: bestCombined, default: fullCombined }),
      );
    } else if (!exceptionInForce && options.asOf !== undefined) {
      notes.push(t('note_exception_not_in_force', { asOf: options.asOf }));
    }
  }

  // Citations last, each answer with its own copies (written out rather than spread: a spread costs several times more).
  const cited = citationsOf(period, eligible.length > 0, lang);
  const result: CombineRatingsResult = {
    unrounded: bestUnrounded,
    combined: bestCombined,
    order,
    steps,
    bilateral,
    summary: count === 0 ? text.summaryEmpty : fillMessage(text.summary, bestUnrounded, bestCombined),
    notes,
    rules_applied: copyRules(cited),
    unverified_rules: cited.unverified_rules.slice(),
    stale_rules: cited.stale_rules.slice(),
  };
  return cited.stale_note === undefined ? result : { ...result, stale_note: cited.stale_note };
}

/** The message catalogs bound to each shipped language once, at load. */
const TRANSLATIONS: Readonly<Record<ShippedLanguage, Translate<CombineRatingsMessageKey>>> = {
  en: createTranslate(COMBINE_RATINGS_MESSAGES, 'en'),
  es: createTranslate(COMBINE_RATINGS_MESSAGES, 'es'),
  de: createTranslate(COMBINE_RATINGS_MESSAGES, 'de'),
  fr: createTranslate(COMBINE_RATINGS_MESSAGES, 'fr'),
};

/**
 * A message split once, at load, at its placeholders: literal text and, between literals, the position of the value
 * that fills the slot. Filled by plain concatenation, which writes each value as the translator does (`String`).
 */
type CompiledMessage = readonly (string | number)[];

/** The texts every answer may need, per language: constant texts and compiled messages. */
interface AnswerTexts {
  readonly summary: CompiledMessage;
  readonly summaryEmpty: string;
  readonly bilateral: CompiledMessage;
  readonly limbsArm: string;
  readonly limbsLeg: string;
  readonly limbsAll: string;
  readonly zero: string;
  readonly noncompensablePair: string;
}

/**
 * Compiles a message through the translator itself: each parameter is given a marker that cannot occur in a
 * catalog, and the text comes back split at the markers, so the literal parts are exactly what the translator
 * writes. A message with plural or money forms depends on its values and cannot be compiled (none here does).
 */
function compileMessage(t: Translate<CombineRatingsMessageKey>, lang: ShippedLanguage, key: CombineRatingsMessageKey, names: readonly string[]): CompiledMessage {
  const template = (COMBINE_RATINGS_MESSAGES[lang] ?? COMBINE_RATINGS_MESSAGES.en)[key];
  if (/\{\w+, (plural|money)/.test(template)) throw new GuidekitError(`${FN}: message ${key} (${lang}) has a plural or money form`, { code: 'internal' });
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    params[name] = `\u0000${i}\u0000`;
  });
  return t(key, params)
    .split('\u0000')
    .map((part, i) => (i % 2 === 1 ? Number(part) : part));
}

/** Fills a compiled message with its values (at most four), in the order of the names it was compiled with. */
function fillMessage(message: CompiledMessage, v0: string | number, v1: string | number, v2: string | number = '', v3: string | number = ''): string {
  let out = '';
  for (let i = 0; i < message.length; i += 1) {
    const part = message[i]!;
    if (i % 2 === 0) out += part as string;
    else out += part === 0 ? v0 : part === 1 ? v1 : part === 2 ? v2 : v3;
  }
  return out;
}

function textsOf(lang: ShippedLanguage): AnswerTexts {
  const t = TRANSLATIONS[lang];
  return {
    summary: compileMessage(t, lang, 'summary', ['unrounded', 'combined']),
    summaryEmpty: t('summary_empty'),
    bilateral: compileMessage(t, lang, 'note_bilateral', ['limbs', 'group', 'factor', 'value']),
    limbsArm: t('limbs_arm'),
    limbsLeg: t('limbs_leg'),
    limbsAll: t('limbs_all'),
    zero: t('note_zero'),
    noncompensablePair: t('note_noncompensable_pair'),
  };
}

/** {@link AnswerTexts} of each shipped language, built at load. */
const MESSAGES: Readonly<Record<ShippedLanguage, AnswerTexts>> = { en: textsOf('en'), es: textsOf('es'), de: textsOf('de'), fr: textsOf('fr') };

/** The keys of a cited rule in the shape both rule tables give (no stale_since, no comparison), in citeRules' order. */
const USUAL_RULE_KEYS = 'id,title,source,effective,verified,unverified,stale,note,jurisdiction';

/** Rules of one combination: Table I and the bilateral factor in force at an asOf. */
interface RulesInForce {
  readonly tableRule: AppliedRule<CombinedRatingsRule>;
  readonly bilateralRule: AppliedRule<BilateralFactorRule>;
}

/** The rules in force over a period, with their citations per language: `[Table I alone, Table I and 4.26]`. */
interface RulePeriod {
  /** First day of the period (ISO date); unused for the newest rules. */
  readonly from: string;
  readonly rules: RulesInForce;
  readonly citations: Partial<Record<ShippedLanguage, readonly [PreparedCitations, PreparedCitations]>>;
}

function buildPeriod(asOf: string | undefined, languages: readonly ShippedLanguage[]): RulePeriod {
  // Throws for a bad asOf (not a date, before the first version), with the message ruleInForce gives.
  const rules: RulesInForce = { tableRule: ruleInForce(COMBINED_RATINGS_TABLE, asOf, FN), bilateralRule: ruleInForce(BILATERAL_FACTOR, asOf, FN) };
  const citations: Partial<Record<ShippedLanguage, readonly [PreparedCitations, PreparedCitations]>> = {};
  for (const lang of languages) {
    citations[lang] = [prepareCitations(citeRules([rules.tableRule], { lang })), prepareCitations(citeRules([rules.tableRule, rules.bilateralRule], { lang }))];
  }
  return { from: asOf ?? '', rules, citations };
}

/** The newest versions, for calls without asOf (fixed by the tables themselves, so picked once at load). */
const NEWEST_PERIOD = buildPeriod(undefined, SHIPPED_LANGUAGES);
/**
 * True when no version of either table can go stale (no cadence, no expiry): then the rules in force change only
 * on an effective date, and every asOf between two of them gets the same versions and citations.
 */
const PERIODS_FIXED = [COMBINED_RATINGS_TABLE, BILATERAL_FACTOR].every(
  (table: RuleTable<unknown>) => table.cadence === undefined && table.versions.every((v) => v.expires === undefined),
);
/** Every period with both tables in force, oldest first, built at load (constant: nothing is remembered per call). */
const PERIODS: readonly RulePeriod[] = PERIODS_FIXED
  ? [...new Set([...COMBINED_RATINGS_TABLE.versions, ...BILATERAL_FACTOR.versions].map((v) => v.effective))]
      .sort()
      .filter((day) => [COMBINED_RATINGS_TABLE, BILATERAL_FACTOR].every((table: RuleTable<unknown>) => table.versions.some((v) => v.effective <= day)))
      .map((day) => buildPeriod(day, SHIPPED_LANGUAGES))
  : [];

/** The period an asOf falls in; a bad asOf throws as ruleInForce does (invalid_date, then out_of_range). */
function rulePeriodOf(asOf: string | undefined): RulePeriod {
  if (asOf === undefined) return NEWEST_PERIOD;
  parseIsoDate(asOf, { fn: FN, field: 'asOf' });
  for (let p = PERIODS.length - 1; p >= 0; p -= 1) if (PERIODS[p]!.from <= asOf) return PERIODS[p]!;
  return buildPeriod(asOf, []);
}

function citationsOf(period: RulePeriod, bilateral: boolean, lang: ShippedLanguage): PreparedCitations {
  const pair = period.citations[lang];
  if (pair !== undefined) return pair[bilateral ? 1 : 0];
  const { tableRule, bilateralRule } = period.rules;
  return prepareCitations(citeRules(bilateral ? [tableRule, bilateralRule] : [tableRule], { lang }));
}

/** Worked-out citations, with which of their rules have the usual shape (copied as a literal). */
interface PreparedCitations extends RuleCitations {
  readonly usual: readonly boolean[];
}

function prepareCitations(cited: RuleCitations): PreparedCitations {
  return { ...cited, usual: cited.rules_applied.map((r) => Object.keys(r).join(',') === USUAL_RULE_KEYS) };
}

/** A fresh copy of each cited rule: an object literal for the usual shape (same keys, same order), else a spread. */
function copyRules(cited: PreparedCitations): RuleCitations['rules_applied'] {
  const { usual } = cited;
  const copies: RuleCitations['rules_applied'][number][] = [];
  for (let i = 0; i < cited.rules_applied.length; i += 1) {
    const r = cited.rules_applied[i]!;
    copies.push(
      usual[i]
        ? { id: r.id, title: r.title, source: r.source, effective: r.effective, verified: r.verified, unverified: r.unverified, stale: r.stale, note: r.note, jurisdiction: r.jurisdiction }
        : { ...r },
    );
  }
  return copies;
}

function readRatings(ratings: readonly RatingInput[]): ParsedRatings {
  if (!Array.isArray(ratings)) {
    throw new GuidekitError(`${FN}: ratings must be an array`, { code: 'invalid_type', field: 'ratings' });
  }
  if (ratings.length > MAX_RATINGS) {
    throw new GuidekitError(`${FN}: at most ${MAX_RATINGS} ratings can be combined, got ${ratings.length}`, { code: 'too_big', field: 'ratings' });
  }
  const count = ratings.length;
  const values: number[] = [];
  const sides: number[] = [];
  const limbs: number[] = [];
  let incomplete = 0;
  let zero = false;
  let located = false;
  for (let index = 0; index < count; index += 1) {
    const raw: unknown = ratings[index];
    let rating: number;
    let side = 0;
    let limb = 0;
    if (typeof raw === 'number') rating = checkRating(raw, index, '');
    else {
      if (typeof raw !== 'object' || raw === null) {
        throw new GuidekitError(`${FN}: ratings[${index}] must be a number or an object with a rating`, {
          code: 'invalid_type',
          field: `ratings[${index}]`,
        });
      }
      const item = raw as { rating?: unknown; side?: unknown; limb?: unknown };
      rating = checkRating(item.rating, index, '.rating');
      if (item.side === 'left') side = 1;
      else if (item.side === 'right') side = 2;
      else if (item.side !== undefined) {
        throw new GuidekitError(`${FN}: ratings[${index}].side must be 'left' or 'right', got ${JSON.stringify(item.side)}`, {
          code: 'invalid_value',
          field: `ratings[${index}].side`,
        });
      }
      if (item.limb === 'arm') limb = ARM;
      else if (item.limb === 'leg') limb = LEG;
      else if (item.limb !== undefined) {
        throw new GuidekitError(`${FN}: ratings[${index}].limb must be 'arm' or 'leg', got ${JSON.stringify(item.limb)}`, {
          code: 'invalid_value',
          field: `ratings[${index}].limb`,
        });
      }
      if ((side === 0) !== (limb === 0)) incomplete += 1;
      else if (side !== 0) located = true;
    }
    if (rating === 0) zero = true;
    values.push(rating);
    sides.push(side);
    limbs.push(limb);
  }
  return { values, sides, limbs, incomplete, zero, located };
}

/** A whole percentage from 0 to 100; the field (`ratings[i]` + suffix) is named only when it is not. */
function checkRating(value: unknown, index: number, suffix: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100) return value;
  const field = `ratings[${index}]${suffix}`;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new GuidekitError(`${FN}: ${field} must be a whole percentage, got ${JSON.stringify(value)}`, { code: 'invalid_number', field });
  }
  if (value < 0) throw new GuidekitError(`${FN}: ${field} must be at least 0, got ${value}`, { code: 'too_small', field });
  throw new GuidekitError(`${FN}: ${field} must be at most 100, got ${value}`, { code: 'too_big', field });
}

/** Input positions from most to least severe, equal ratings in input order (insertion sort: at most 100 ratings). */
function orderBySeverity(values: readonly number[]): number[] {
  const order: number[] = [];
  for (let i = 0; i < values.length; i += 1) {
    const rating = values[i]!;
    let at = order.length;
    order.push(i);
    for (; at > 0 && values[order[at - 1]!]! < rating; at -= 1) order[at] = order[at - 1]!;
    order[at] = i;
  }
  return order;
}
