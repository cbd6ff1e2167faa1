import Decimal from 'decimal.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { type ShippedLanguage, SHIPPED_LANGUAGES } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import { toCents } from '../core/toCents.js';
import { COMPUTE_COMPENSATION_MESSAGES } from './messages/computeCompensation.js';
import {
  DEPENDENCY_RATINGS,
  VA_COMPENSATION_RATES,
  type DependencyRating,
  type DependencyStatus,
} from './rules/compensationRates.js';

/** Most children of each kind one call may count (well past any household, small enough to catch typos). */
export const MAX_CHILDREN = 30;

/** The veteran's combined rating and dependents, as VA's rate tables distinguish them. */
export interface CompensationInput {
  /** Combined disability rating: 0, 10, 20, …, 100 (see `combineRatings`). */
  readonly rating: number;
  /** A dependent spouse. Default false. */
  readonly spouse?: boolean;
  /** The spouse receives Aid and Attendance (needs `spouse`). Default false. */
  readonly spouse_aid_attendance?: boolean;
  /** Dependent children under 18 (or helpless children). Default 0. */
  readonly children_under_18?: number;
  /** Children from 18 to 23 in a qualifying school program. Default 0. */
  readonly school_children?: number;
  /** Dependent parents: 0, 1 or 2. Default 0. */
  readonly parents?: number;
}

/** Options of {@link computeCompensation}. */
export interface ComputeCompensationOptions {
  /** ISO date (YYYY-MM-DD) of the month to price; the rate table in force on that date is used. Required. */
  readonly asOf: string;
  /** Language of the narrative text. Default `'en'`. */
  readonly lang?: ShippedLanguage;
}

/** Kinds of amounts a compensation breakdown holds. */
export type CompensationLineKind = 'base' | 'additional_children_under_18' | 'school_children_over_18' | 'spouse_aid_attendance';

/** One line of the monthly amount. */
export interface CompensationLine {
  /** Which table the amount comes from. */
  readonly line: CompensationLineKind;
  /** What the line is, in the requested language. */
  readonly description: string;
  /** How many times the unit amount is counted (1 for the base and the Aid and Attendance line). */
  readonly quantity: number;
  /** The table amount per unit, in US dollars. */
  readonly unit_amount: Decimal;
  /** `quantity × unit_amount`, in US dollars. */
  readonly amount: Decimal;
}

/** The row of the basic monthly rate table that was used. */
export interface CompensationBaseRow {
  /** The combined rating's column. */
  readonly rating: number;
  /** The dependency status row (spouse and parents); `alone` at 10% and 20%, where dependents do not count. */
  readonly dependency_status: DependencyStatus;
  /** True when the "with one child under 18" row was used. */
  readonly with_child_under_18: boolean;
}

/** What {@link computeCompensation} returns. */
export interface ComputeCompensationResult extends RuleCitations {
  /** Estimated monthly compensation in US dollars (sum of `lines`). */
  readonly monthly_amount: Decimal;
  /** The combined rating priced. */
  readonly rating: number;
  /** First day of the rate table used (VA rates change each December 1). */
  readonly rates_effective: string;
  /** The basic rate row used, or null at 0%. */
  readonly base_row: CompensationBaseRow | null;
  /** The base amount and each added amount. */
  readonly lines: readonly CompensationLine[];
  /** One-sentence result. */
  readonly summary: string;
  /** What was ignored and what is out of scope. */
  readonly notes: readonly string[];
}

const FN = 'computeCompensation';

/**
 * Prices a veteran's monthly VA disability compensation from the combined rating and dependents, using VA's
 * published rate tables (effective 2024-12-01 and 2025-12-01).
 *
 * @remarks
 * At 10% and 20% the flat rate is paid whatever the dependents. From 30%, the basic rate comes from the row for the
 * veteran's spouse and dependent parents, the "with one child" row when there is at least one child under 18; VA
 * then adds a fixed amount for each further child under 18, each child over 18 in a qualifying school program
 * (never part of the basic rows) and a spouse receiving Aid and Attendance. Amounts are summed in integer cents.
 * Special monthly compensation, TDIU, offsets and apportionment are out of scope.
 *
 * @param input - See {@link CompensationInput}.
 * @param options - See {@link ComputeCompensationOptions}.
 * @returns The monthly amount as a Decimal, the lines that make it up and the rule citation.
 * @throws {@link GuidekitError} `invalid_type` (input not an object, a flag not a boolean), `invalid_number`,
 *   `too_small` or `too_big` (rating not 0–100 in steps of 10, counts not whole numbers from 0 to
 *   {@link MAX_CHILDREN}, parents not 0–2), `invalid_combination` (spouse Aid and Attendance without a spouse),
 *   `invalid_date` or `out_of_range` on `asOf` (before 2024-12-01), `invalid_lang`.
 * @example
 * ```ts
 * computeCompensation({ rating: 100 }, { asOf: '2025-06-01' }).monthly_amount.toFixed(2) //=> '3831.30'
 * computeCompensation({ rating: 10, spouse: true }, { asOf: '2024-12-01' }).monthly_amount.toFixed(2) //=> '175.51'
 * ```
 * @see https://www.va.gov/disability/compensation-rates/veteran-rates/
 * @see https://www.law.cornell.edu/uscode/text/38/1115
 * @see spec: Veterans Benefits Guidance Service, What the service does (disability: monthly compensation)
 */
export function computeCompensation(input: CompensationInput, options: ComputeCompensationOptions): ComputeCompensationResult {
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const t = createTranslate(COMPUTE_COMPENSATION_MESSAGES, lang);
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const facts = normalize(input);
  const rule = pickRule(VA_COMPENSATION_RATES, asOf);
  if (rule === undefined) {
    throw new GuidekitError(`${FN}: asOf ${asOf} is before 2024-12-01, the oldest VA rate table encoded`, { code: 'out_of_range', field: 'asOf' });
  }
  const rates = rule.value;
  const citation = citeRules([rule], { lang });
  const notes: string[] = [];
  const money = (text: string): number => toCents(text, { fn: FN, field: 'rates' });

  if (facts.rating === 0) {
    notes.push(t('note_zero'));
    return {
      monthly_amount: new Decimal(0),
      rating: 0,
      rates_effective: rule.effective,
      base_row: null,
      lines: [],
      summary: t('summary_zero'),
      notes,
      ...citation,
    };
  }

  const lines: { line: CompensationLineKind; description: string; quantity: number; unitCents: number }[] = [];
  let baseRow: CompensationBaseRow;
  if (facts.rating === 10 || facts.rating === 20) {
    baseRow = { rating: facts.rating, dependency_status: 'alone', with_child_under_18: false };
    lines.push({ line: 'base', description: t('line_flat', { rating: facts.rating }), quantity: 1, unitCents: money(rates.flat[facts.rating === 10 ? '10' : '20']) });
    if (facts.spouse || facts.children > 0 || facts.schoolChildren > 0 || facts.parents > 0) notes.push(t('note_flat_dependents'));
  } else {
    const column = DEPENDENCY_RATINGS.indexOf(facts.rating as DependencyRating);
    const at = (row: readonly string[]): number => money(row[column] as string);
    const status = dependencyStatus(facts.spouse, facts.parents);
    const withChild = facts.children > 0;
    baseRow = { rating: facts.rating, dependency_status: status, with_child_under_18: withChild };
    const statusText = t(`status_${status}`);
    lines.push({
      line: 'base',
      description: t(withChild ? 'line_base_child' : 'line_base', { rating: facts.rating, status: statusText }),
      quantity: 1,
      unitCents: at((withChild ? rates.one_child : rates.no_children)[status]),
    });
    if (facts.children > 1) {
      const unit = at(rates.each_additional_child_under_18);
      lines.push({
        line: 'additional_children_under_18',
        description: t('line_additional_children', { count: facts.children - 1, unit: centsToDecimal(unit).toFixed(2) }),
        quantity: facts.children - 1,
        unitCents: unit,
      });
    }
    if (facts.schoolChildren > 0) {
      const unit = at(rates.each_school_child_over_18);
      lines.push({
        line: 'school_children_over_18',
        description: t('line_school_children', { count: facts.schoolChildren, unit: centsToDecimal(unit).toFixed(2) }),
        quantity: facts.schoolChildren,
        unitCents: unit,
      });
    }
    if (facts.spouseAidAttendance) {
      lines.push({ line: 'spouse_aid_attendance', description: t('line_spouse_aid_attendance'), quantity: 1, unitCents: at(rates.spouse_aid_attendance) });
    }
  }
  notes.push(t('note_scope'));

  const totalCents = lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
  const monthly = centsToDecimal(totalCents);
  return {
    monthly_amount: monthly,
    rating: facts.rating,
    rates_effective: rule.effective,
    base_row: baseRow,
    lines: lines.map((l) => ({
      line: l.line,
      description: l.description,
      quantity: l.quantity,
      unit_amount: centsToDecimal(l.unitCents),
      amount: centsToDecimal(l.quantity * l.unitCents),
    })),
    summary: t('summary', { rating: facts.rating, amount: monthly.toFixed(2), effective: rule.effective }),
    notes,
    ...citation,
  };
}

interface Facts {
  readonly rating: number;
  readonly spouse: boolean;
  readonly spouseAidAttendance: boolean;
  readonly children: number;
  readonly schoolChildren: number;
  readonly parents: number;
}

function normalize(input: CompensationInput): Facts {
  if (typeof input !== 'object' || input === null) {
    throw new GuidekitError(`${FN}: input must be an object with a rating`, { code: 'invalid_type', field: 'input' });
  }
  const rating = count(input.rating, 'rating', 100);
  if (rating % 10 !== 0) {
    throw new GuidekitError(`${FN}: rating must be a combined rating in steps of 10 (0, 10, …, 100), got ${rating}`, {
      code: 'invalid_number',
      field: 'rating',
    });
  }
  const spouse = flag(input.spouse, 'spouse');
  const spouseAidAttendance = flag(input.spouse_aid_attendance, 'spouse_aid_attendance');
  if (spouseAidAttendance && !spouse) {
    throw new GuidekitError(`${FN}: spouse_aid_attendance needs spouse: true`, { code: 'invalid_combination', field: 'spouse_aid_attendance' });
  }
  return {
    rating,
    spouse,
    spouseAidAttendance,
    children: input.children_under_18 === undefined ? 0 : count(input.children_under_18, 'children_under_18', MAX_CHILDREN),
    schoolChildren: input.school_children === undefined ? 0 : count(input.school_children, 'school_children', MAX_CHILDREN),
    parents: input.parents === undefined ? 0 : count(input.parents, 'parents', 2),
  };
}

function count(value: unknown, field: string, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new GuidekitError(`${FN}: ${field} must be a whole number, got ${JSON.stringify(value)}`, { code: 'invalid_number', field });
  }
  if (value < 0) throw new GuidekitError(`${FN}: ${field} must be at least 0, got ${value}`, { code: 'too_small', field });
  if (value > max) throw new GuidekitError(`${FN}: ${field} must be at most ${max}, got ${value}`, { code: 'too_big', field });
  return value;
}

function flag(value: unknown, field: string): boolean {
  if (value === undefined) return false;
  if (typeof value !== 'boolean') {
    throw new GuidekitError(`${FN}: ${field} must be true or false, got ${JSON.stringify(value)}`, { code: 'invalid_type', field });
  }
  return value;
}

function dependencyStatus(spouse: boolean, parents: number): DependencyStatus {
  if (spouse) return parents === 2 ? 'spouse_two_parents' : parents === 1 ? 'spouse_one_parent' : 'spouse';
  return parents === 2 ? 'two_parents' : parents === 1 ? 'one_parent' : 'alone';
}
