import { addDays, format, parse } from 'date-fns';
import { addMonthsIso } from '../core/addMonthsIso.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import { requireRule } from '../core/requireRule.js';
import type { AppliedRule, RuleTable } from '../core/ruleTable.js';
import { CHECK_STATUTE_OF_LIMITATIONS_MESSAGES } from './messages/checkStatuteOfLimitations.js';
import { CREDIT_REPORTING_PERIODS, type ReportingClockStart } from './rules/creditReportingPeriods.js';
import { normalizeRegionCode } from './_lib/normalizeRegionCode.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import type { JurisdictionLimitations, LimitationCategory, LimitationPeriod, LimitationTransition } from './rules/limitationPeriods.js';
import { AU_LIMITATION_PERIODS, CA_LIMITATION_PERIODS, UK_LIMITATION_PERIODS } from './rules/limitationPeriodsIntl.js';
import {
  US_FEDERAL_STUDENT_LOAN_RULE,
  US_JURISDICTION_CODES,
  US_LIMITATION_PERIODS,
  US_SALE_OF_GOODS_PERIOD,
} from './rules/limitationPeriodsUs.js';
import { REVIVAL_RULES, type RevivalAfterExpiry } from './rules/revivalRules.js';

const FN = 'checkStatuteOfLimitations';

/** Debt types of GET /api/debt/statute. */
export const STATUTE_DEBT_TYPES = ['credit_card', 'medical', 'student_loan', 'auto', 'personal_loan'] as const;
/** A debt type of GET /api/debt/statute. */
export type StatuteDebtType = (typeof STATUTE_DEBT_TYPES)[number];

/** Limitation status of a debt at `asOf`. */
export type SolStatus = 'active' | 'expired' | 'expiring_soon' | 'unknown' | 'no_limit' | 'disputed';

/** Names accepted for the UK nations in `province` (matched without regard to case, spaces, `_` or `-`). */
export const UK_NATION_ALIASES: Readonly<Record<string, string>> = {
  ENG: 'ENG', ENGLAND: 'ENG', WLS: 'WLS', WALES: 'WLS', SCT: 'SCT', SCOTLAND: 'SCT', NIR: 'NIR', NI: 'NIR', 'NORTHERN IRELAND': 'NIR',
};

/** The debt and where it is owed. */
export interface CheckStatuteOfLimitationsInput {
  readonly debt_type: StatuteDebtType;
  /** US, UK, CA or AU (any case, or the country's name: `United Kingdom`, `Canada`). Default US. */
  readonly country?: 'US' | 'UK' | 'CA' | 'AU';
  /**
   * US state or DC, as its postal code or name in any case (`NY`, `new york`); required for a US answer. Outside the
   * US it is read like `province` when `province` is not given.
   */
  readonly state?: string;
  /**
   * CA province or territory, AU state or territory, or UK nation, as its code or name in any case (`ON`, `Québec`,
   * `nsw`, `New South Wales`, `ENG`, `Northern Ireland`). Without it a UK answer uses England and Wales and shows
   * Scotland and Northern Ireland beside it; CA and AU answers are `unknown`.
   */
  readonly province?: string;
  /** Date of the last payment (YYYY-MM-DD), used as a stand-in for the date the claim accrued. */
  readonly last_payment?: string;
  /** For `student_loan` only: `federal` (government loan, the default) or `private`. */
  readonly student_loan_type?: 'federal' | 'private';
}

/** Options of {@link checkStatuteOfLimitations}. */
export interface CheckStatuteOfLimitationsOptions {
  /** ISO date the answer is for (YYYY-MM-DD); the engine never reads the clock. */
  readonly asOf: string;
  /** Narrative language; default `'en'`. */
  readonly lang?: 'en' | 'es';
}

/** Credit-reporting side of the answer. */
export interface CreditReportingStatus {
  /** Years a negative item may be reported, null when unknown. */
  readonly period_years: number | null;
  /** Event the reporting clock runs from. */
  readonly starts_from: ReportingClockStart;
  /** Estimated removal date from last_payment (a proxy for the start event); null without last_payment. */
  readonly estimated_removal_date: string | null;
  /** True when `estimated_removal_date` is computed from last_payment as a stand-in (always, when present). */
  readonly estimate_is_proxy: boolean;
  /** Whether the item is likely still reportable at asOf on that estimate; null without last_payment. */
  readonly likely_still_reportable: boolean | null;
  /** True when the period was verified against an official text. */
  readonly verified: boolean;
  readonly note: string;
}

/**
 * A law change's transition rule applied to a claim that arose before it: the old period still runs from accrual, but
 * no suit may be brought after `latest` (e.g. Ohio S.B. 13 § 4).
 */
export interface TransitionApplied {
  /** Id of the transition rule (listed in rules_applied). */
  readonly rule_id: string;
  /** Day the new period came into force. */
  readonly changed_on: string;
  readonly old_years: number;
  readonly new_years: number;
  /** Last day a suit on this claim is on time, whatever the old period says. */
  readonly latest: string;
  /** True when `latest` comes before the end of the old period, so it is the expiry date. */
  readonly capped: boolean;
}

/** The answer for another UK nation, shown beside the assumed England-and-Wales one. */
export interface OtherJurisdictionAnswer {
  readonly jurisdiction: string;
  readonly jurisdiction_name: string;
  readonly sol_years: number | null;
  readonly sol_expiry_date: string | null;
  readonly sol_status: SolStatus;
  readonly is_zombie_debt: boolean;
  readonly debt_extinguished_on_expiry: boolean | null;
  readonly summary: string;
}

/** Answer of {@link checkStatuteOfLimitations}. Field meanings are documented in docs/statute.md. */
export interface CheckStatuteOfLimitationsResult extends RuleCitations {
  readonly as_of: string;
  readonly country: 'US' | 'UK' | 'CA' | 'AU';
  /** `US-NY`, `CA-ON`, `UK-SCT`; null when the state or province was not given (UK: `UK-ENG`, assumed). */
  readonly jurisdiction: string | null;
  readonly jurisdiction_name: string | null;
  /** True when no UK nation was given and the answer uses England and Wales; `other_jurisdictions` then shows the others. */
  readonly jurisdiction_assumed: boolean;
  /** The other UK nations' answers when the nation was assumed (Scotland, Northern Ireland); empty otherwise. */
  readonly other_jurisdictions: readonly OtherJurisdictionAnswer[];
  readonly debt_type: StatuteDebtType;
  /** Claim kinds whose periods were considered for this debt type (see docs/statute.md). */
  readonly limitation_basis: readonly LimitationCategory[];
  /** Years to sue: the longest period that may apply (conservative). Null when unknown or no limit. */
  readonly sol_years: number | null;
  /** Shortest period that may apply when readings differ; null when there is a single reading. */
  readonly sol_years_shortest: number | null;
  /**
   * Date the period is counted from: last_payment, or later where the statute fixes accrual after it (Ohio
   * consumer transactions: 30 days). Null without last_payment.
   */
  readonly accrual_date: string | null;
  /** accrual_date + sol_years, or the transition deadline when that comes first; null without last_payment. */
  readonly sol_expiry_date: string | null;
  /** Expiry under the shortest reading; null when there is a single reading or no last_payment. */
  readonly sol_expiry_date_shortest: string | null;
  /** Set when the claim arose before a law change whose transition rule governs it (see {@link TransitionApplied}). */
  readonly transition: TransitionApplied | null;
  readonly sol_status: SolStatus;
  /** True when the period has run out on every reading: any collection is of time-barred ("zombie") debt. */
  readonly is_zombie_debt: boolean;
  /** True where expiry extinguishes the debt itself; null when not researched or not applicable. */
  readonly debt_extinguished_on_expiry: boolean | null;
  /** What a payment or acknowledgment does after expiry; null when not applicable. */
  readonly revival_after_expiry: RevivalAfterExpiry | null;
  readonly critical_warnings: readonly string[];
  readonly credit_reporting_status: CreditReportingStatus;
  readonly summary: string;
}

/**
 * Works out the statute of limitations on a consumer debt: the period that applies where the debtor is, its expiry
 * date counted from the last payment, whether the debt is time-barred ("zombie"), what restarts or does not restart
 * the clock there, and how long the debt may stay on a credit report.
 *
 * Where sources or courts disagree, or a debt type can be sued under more than one rule (a medical bill as an open
 * account or as a written contract), every reading is considered: `sol_years` is the longest, `sol_years_shortest`
 * the shortest, and `sol_status` is `'disputed'` when the readings disagree on whether the debt is time-barred.
 * A missing state or province is an answer (`'unknown'`), not an error.
 *
 * @param input - Debt type, country, state or province, last payment date and (student loans) loan type.
 * @param options - `asOf` (required) and `lang`.
 * @returns Periods, dates, status, warnings, credit-reporting estimate and the rules applied.
 * @throws {@link GuidekitError} `invalid_state` (field `state`) for a code outside the 50 states and DC;
 *   `invalid_province` (field `province`) for an unknown province, AU state or UK nation; `invalid_date` /
 *   `out_of_range` (field `last_payment` or `asOf`); `invalid_value` for a bad `debt_type`, `country` or
 *   `student_loan_type`.
 * @example
 * ```ts
 * checkStatuteOfLimitations({ debt_type: 'credit_card', country: 'US', state: 'TX', last_payment: '2020-03-01' }, { asOf: '2026-11-22' })
 * //=> { sol_years: 4, sol_expiry_date: '2024-03-01', sol_status: 'expired', is_zombie_debt: true, ... }
 * ```
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1006/26/ (Reg F, time-barred debt)
 * @see ../../docs/statute.md
 */
export function checkStatuteOfLimitations(
  input: CheckStatuteOfLimitationsInput,
  options: CheckStatuteOfLimitationsOptions,
): CheckStatuteOfLimitationsResult {
  return answerStatute(input, options, undefined);
}

/** The engine; `nameOverride` names the jurisdiction differently (England and Wales when the UK nation is assumed). */
function answerStatute(
  input: CheckStatuteOfLimitationsInput,
  options: CheckStatuteOfLimitationsOptions,
  nameOverride: string | undefined,
): CheckStatuteOfLimitationsResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const t = createTranslate(CHECK_STATUTE_OF_LIMITATIONS_MESSAGES, options.lang ?? 'en');
  const debtType = input?.debt_type;
  if (!(STATUTE_DEBT_TYPES as readonly string[]).includes(debtType as string)) {
    throw new GuidekitError(`${FN}: debt_type must be one of ${STATUTE_DEBT_TYPES.join(', ')}`, { code: 'invalid_value', field: 'debt_type' });
  }
  const country = readDebtCountry(input.country, { fn: FN });
  const studentLoanType = input.student_loan_type ?? 'federal';
  if (studentLoanType !== 'federal' && studentLoanType !== 'private') {
    throw new GuidekitError(`${FN}: student_loan_type must be federal or private`, { code: 'invalid_value', field: 'student_loan_type' });
  }
  let lastPayment: string | undefined;
  if (input.last_payment !== undefined) {
    lastPayment = parseIsoDate(input.last_payment, { fn: FN, field: 'last_payment' });
    if (lastPayment > asOf) {
      throw new GuidekitError(`${FN}: last_payment ${lastPayment} is after asOf ${asOf}`, { code: 'out_of_range', field: 'last_payment' });
    }
  }
  const cty = country;
  const jurisdiction = resolveJurisdiction(cty, input.state, input.province);

  const applied: AppliedRule<unknown>[] = [];
  const warnings: string[] = [];
  const reporting = creditReporting(cty, lastPayment, asOf, t, applied);
  const base = { as_of: asOf, country: cty, debt_type: debtType, credit_reporting_status: reporting };
  const juris = jurisdiction === null ? null : { jurisdiction: `${cty}-${jurisdiction.code}`, jurisdiction_name: nameOverride ?? jurisdiction.name };

  // Government student loans are outside the ordinary limitation statutes.
  if (debtType === 'student_loan' && studentLoanType === 'federal') {
    if (cty === 'US') {
      applied.unshift(requireRule(US_FEDERAL_STUDENT_LOAN_RULE, asOf));
      warnings.push(t('federal_student_no_limit'));
      return finish({ ...base, ...(juris ?? { jurisdiction: null, jurisdiction_name: null }), limitation_basis: [], sol_status: 'no_limit', summary: t('summary_no_limit') });
    }
    warnings.push(t('government_student_loan', { country: cty }));
    return finish({ ...base, ...(juris ?? { jurisdiction: null, jurisdiction_name: null }), limitation_basis: [], sol_status: 'unknown', summary: t('summary_government_student_loan', { country: cty }) });
  }

  // Most people in the UK live under the law of England and Wales; the other nations are shown beside it.
  if (jurisdiction === null && cty === 'UK') return answerUkWithoutNation(input, options, t);

  if (jurisdiction === null) {
    const field = cty === 'US' ? 'state' : 'province';
    warnings.push(cty === 'US' ? t('missing_state', { codes: US_JURISDICTION_CODES.join(', ') }) : t('missing_province', { field, codes: validProvinceCodes(cty).join(', ') }));
    if (cty === 'US') warnings.push(t('reg_f'));
    return finish({ ...base, jurisdiction: null, jurisdiction_name: null, limitation_basis: [], sol_status: 'unknown', summary: t('summary_unknown_jurisdiction', { field }) });
  }

  // Every reading that may apply: each candidate claim kind, at asOf and (if the law changed since) at accrual.
  const basis = categoriesFor(debtType, jurisdiction);
  const readings: Reading[] = [];
  const citedPeriods: AppliedRule<unknown>[] = [];
  let lawChange: { old: number; now: number } | null = null;
  for (const category of basis) {
    const table = tableFor(jurisdiction, category);
    const now = requireRule(table, asOf);
    const then = lastPayment === undefined ? undefined : pickRule(table, lastPayment);
    if (then === undefined || then.effective === now.effective) {
      readings.push({ period: now, transition: null, changedTo: null });
      citedPeriods.push(now);
      continue;
    }
    // The law changed after accrual. Where every change since has a transition rule, the claim keeps the period of
    // its accrual date, cut off at the earliest transition deadline; otherwise both periods are considered.
    const transitions = transitionsSince(jurisdiction, category, table, then.effective, asOf);
    if (transitions !== null) {
      const binding = transitions.reduce((a, b) => (b.value.latest < a.value.latest ? b : a));
      const changedTo = requireRule(table, binding.effective);
      readings.push({ period: then, transition: binding, changedTo });
      citedPeriods.push(then, ...transitions, now);
      warnings.push(t('law_changed_transition', { changed_on: binding.effective, old: then.value.years, new: changedTo.value.years, latest: binding.value.latest, source: binding.source }));
    } else {
      readings.push({ period: now, transition: null, changedTo: null }, { period: then, transition: null, changedTo: null });
      citedPeriods.push(now, then);
      if (then.value.years !== now.value.years) lawChange = { old: then.value.years, now: now.value.years };
    }
  }
  applied.unshift(...citedPeriods);
  const name = nameOverride ?? jurisdiction.name;

  const revivalTable = REVIVAL_RULES[`${cty}-${jurisdiction.code}`];
  const revival = (revivalTable && pickRule(revivalTable, asOf)) || requireRule(REVIVAL_RULES[cty] as RuleTable<never>, asOf);
  applied.push(revival);
  const revivalValue = revival.value as { extinguishes_debt: boolean | null; revival_after_expiry: RevivalAfterExpiry };

  // Longest and shortest readings: by expiry date when the accrual date is known, else by years.
  let longest = Math.max(...readings.map((r) => r.period.value.years));
  let shortest = Math.min(...readings.map((r) => r.period.value.alternative_years ?? r.period.value.years));
  let status: SolStatus = 'unknown';
  let expiry: string | null = null;
  let expiryShortest: string | null = null;
  let accrual: string | null = null;
  let transitionApplied: TransitionApplied | null = null;
  let capped = false;
  if (lastPayment !== undefined) {
    const dated = readings.map((r) => expiriesOf(r, lastPayment as string));
    const long = dated.reduce((a, b) => (b.expiry > a.expiry || (b.expiry === a.expiry && b.years > a.years) ? b : a));
    const short = dated.reduce((a, b) => (b.expiryShortest < a.expiryShortest || (b.expiryShortest === a.expiryShortest && b.yearsShortest < a.yearsShortest) ? b : a));
    longest = long.years;
    shortest = short.expiryShortest === long.expiry ? long.years : short.yearsShortest;
    expiry = long.expiry;
    expiryShortest = short.expiryShortest;
    accrual = long.accrual;
    capped = long.capped;
    const { transition: tr, changedTo } = long.reading;
    if (tr !== null && changedTo !== null) {
      transitionApplied = { rule_id: tr.id, changed_on: tr.effective, old_years: long.reading.period.value.years, new_years: changedTo.value.years, latest: tr.value.latest, capped: long.capped };
    }
    const soon = addMonthsIso(asOf, 6);
    const statusOf = (date: string): SolStatus => (asOf > date ? 'expired' : date <= soon ? 'expiring_soon' : 'active');
    const underLongest = statusOf(expiry);
    const underShortest = statusOf(expiryShortest);
    status = underLongest === 'expired' ? 'expired' : underShortest === 'expired' ? 'disputed' : underShortest;
  }
  const ranged = expiry === null ? shortest !== longest : expiryShortest !== expiry;

  if (status === 'expired') warnings.push(t(revivalValue.extinguishes_debt === true ? 'status_expired_extinguished' : 'status_expired', { expiry: expiry as string }));
  if (status === 'expiring_soon') warnings.push(t('status_expiring_soon', { expiry: expiryShortest as string }));
  if (status === 'disputed') warnings.push(t('status_disputed', { shortest, longest, shortest_expiry: expiryShortest as string, expiry: expiry as string }));
  if (revivalValue.extinguishes_debt === true) warnings.push(t('extinguished', { jurisdiction: name, source: revival.source }));
  // An extinguished debt cannot be revived; the extinction warning already says so.
  if (revivalValue.extinguishes_debt !== true) warnings.push(revivalWarning(revivalValue.revival_after_expiry, name, revival.source, t));
  if (cty === 'UK' && jurisdiction.code !== 'SCT') warnings.push(t('uk_restart_before_expiry'));
  if (cty === 'UK' && jurisdiction.code === 'SCT') warnings.push(t('scotland_interruption'));
  if (cty === 'CA' && longest === 2) warnings.push(t('ca_discovery', { years: longest }));
  if (cty === 'US') warnings.push(t('reg_f'));
  if (ranged && status !== 'disputed') warnings.push(t('period_range', { shortest, longest, basis: basis.join(', ') }));
  if (lawChange !== null) warnings.push(t('law_changed', { old: lawChange.old, new: lawChange.now }));
  const offset = readings.find((r) => (r.period.value.accrual_offset_days ?? 0) > 0)?.period;
  if (offset !== undefined && lastPayment !== undefined) {
    warnings.push(t('accrual_offset', { days: offset.value.accrual_offset_days as number, accrual: addDaysIso(lastPayment, offset.value.accrual_offset_days as number), source: offset.source }));
  }
  const unverified = citedPeriods.filter((r) => r.unverified).map((r) => r.id);
  if (unverified.length > 0) warnings.push(t('unverified_period', { rules: [...new Set(unverified)].join(', ') }));
  warnings.push(lastPayment === undefined ? t('no_last_payment') : t('accrual_proxy'));
  if (cty === 'US' && jurisdiction.code === 'AZ' && debtType === 'credit_card') warnings.push(t('az_card_accrual'));
  if (cty === 'US' && debtType === 'medical') warnings.push(t('medical_mapping'));
  if (cty === 'US' && debtType === 'auto') warnings.push(t('auto_mapping'));
  if (cty === 'US') warnings.push(t('borrowing_statute'));
  warnings.push(t('judgment_differs'));

  const params = {
    jurisdiction: name, years: longest, shortest, last_payment: lastPayment ?? '', expiry: expiry ?? '', shortest_expiry: expiryShortest ?? '',
    changed_on: transitionApplied?.changed_on ?? '',
  };
  const summaryKey =
    lastPayment === undefined ? 'summary_unknown_date'
      : status === 'disputed' ? 'summary_disputed'
        : ranged ? (status === 'expired' ? 'summary_expired' : 'summary_range')
          : capped ? (status === 'expired' ? 'summary_transition_expired' : 'summary_transition')
            : status === 'expired' ? 'summary_expired'
              : status === 'expiring_soon' ? 'summary_expiring_soon' : 'summary_active';
  return finish({
    ...base,
    jurisdiction: `${cty}-${jurisdiction.code}`,
    jurisdiction_name: name,
    limitation_basis: basis,
    sol_years: longest,
    sol_years_shortest: ranged ? shortest : null,
    accrual_date: accrual,
    sol_expiry_date: expiry,
    sol_expiry_date_shortest: ranged ? expiryShortest : null,
    transition: transitionApplied,
    sol_status: status,
    is_zombie_debt: status === 'expired',
    debt_extinguished_on_expiry: revivalValue.extinguishes_debt,
    revival_after_expiry: revivalValue.revival_after_expiry,
    summary: t(summaryKey, params),
  });

  function finish(partial: {
    as_of: string; country: 'US' | 'UK' | 'CA' | 'AU'; jurisdiction: string | null; jurisdiction_name: string | null; debt_type: StatuteDebtType;
    limitation_basis: readonly LimitationCategory[]; sol_status: SolStatus; summary: string; credit_reporting_status: CreditReportingStatus;
    sol_years?: number; sol_years_shortest?: number | null; accrual_date?: string | null; sol_expiry_date?: string | null; sol_expiry_date_shortest?: string | null;
    transition?: TransitionApplied | null; is_zombie_debt?: boolean; debt_extinguished_on_expiry?: boolean | null; revival_after_expiry?: RevivalAfterExpiry | null;
  }): CheckStatuteOfLimitationsResult {
    return {
      as_of: partial.as_of,
      country: partial.country,
      jurisdiction: partial.jurisdiction,
      jurisdiction_name: partial.jurisdiction_name,
      jurisdiction_assumed: false,
      other_jurisdictions: [],
      debt_type: partial.debt_type,
      limitation_basis: partial.limitation_basis,
      sol_years: partial.sol_years ?? null,
      sol_years_shortest: partial.sol_years_shortest ?? null,
      accrual_date: partial.accrual_date ?? null,
      sol_expiry_date: partial.sol_expiry_date ?? null,
      sol_expiry_date_shortest: partial.sol_expiry_date_shortest ?? null,
      transition: partial.transition ?? null,
      sol_status: partial.sol_status,
      is_zombie_debt: partial.is_zombie_debt ?? false,
      debt_extinguished_on_expiry: partial.debt_extinguished_on_expiry ?? null,
      revival_after_expiry: partial.revival_after_expiry ?? null,
      critical_warnings: warnings,
      credit_reporting_status: partial.credit_reporting_status,
      summary: partial.summary,
      ...citeRules(applied, { lang: options.lang ?? 'en' }),
    };
  }
}

/** One reading of the period: the rule that governs it and, for a claim older than a law change, the transition deadline. */
interface Reading {
  readonly period: AppliedRule<LimitationPeriod>;
  readonly transition: AppliedRule<LimitationTransition> | null;
  /** With a transition: the period the law changed to on the transition's date. */
  readonly changedTo: AppliedRule<LimitationPeriod> | null;
}

/** Expiry dates of one reading counted from the last payment: statutory accrual offset, whole years, transition deadline. */
function expiriesOf(reading: Reading, lastPayment: string) {
  const { years, alternative_years, accrual_offset_days } = reading.period.value;
  const accrual = addDaysIso(lastPayment, accrual_offset_days ?? 0);
  const latest = reading.transition?.value.latest;
  const cut = (date: string): string => (latest !== undefined && latest < date ? latest : date);
  const uncapped = addMonthsIso(accrual, years * 12);
  return {
    reading,
    accrual,
    years,
    yearsShortest: alternative_years ?? years,
    expiry: cut(uncapped),
    expiryShortest: cut(addMonthsIso(accrual, (alternative_years ?? years) * 12)),
    capped: cut(uncapped) !== uncapped,
  };
}

/**
 * The transition rules of every change to `table` after the version in force at accrual (effective `since`) up to
 * asOf, or null when one of those changes has none on record.
 */
function transitionsSince(
  j: JurisdictionLimitations,
  category: LimitationCategory,
  table: RuleTable<LimitationPeriod>,
  since: string,
  asOf: string,
): AppliedRule<LimitationTransition>[] | null {
  const transitionTable = j.transitions?.[category];
  if (transitionTable === undefined) return null;
  const found: AppliedRule<LimitationTransition>[] = [];
  for (const change of table.versions.filter((v) => v.effective > since && v.effective <= asOf)) {
    const rule = pickRule(transitionTable, change.effective);
    if (rule === undefined || rule.effective !== change.effective) return null;
    found.push(rule);
  }
  return found.length === 0 ? null : found;
}

/** The nations shown beside England and Wales when no UK nation is given. */
const UK_OTHER_NATIONS = ['SCT', 'NIR'] as const;

/**
 * A UK answer without a nation: England and Wales (where most people in the UK live), with Scotland's and Northern
 * Ireland's answers beside it and every rule of the three cited.
 */
function answerUkWithoutNation(
  input: CheckStatuteOfLimitationsInput,
  options: CheckStatuteOfLimitationsOptions,
  t: ReturnType<typeof createTranslate<'uk_assumed_ew'>>,
): CheckStatuteOfLimitationsResult {
  const { state: _state, ...rest } = input;
  const main = answerStatute({ ...rest, province: 'ENG' }, options, 'England and Wales');
  const others = UK_OTHER_NATIONS.map((code) => checkStatuteOfLimitations({ ...rest, province: code }, options));
  const rules = [main, ...others].flatMap((r) => r.rules_applied).map((r) => ({ ...r, value: undefined }) as AppliedRule<unknown>);
  return {
    ...main,
    jurisdiction_assumed: true,
    other_jurisdictions: others.map((o) => ({
      jurisdiction: o.jurisdiction as string,
      jurisdiction_name: o.jurisdiction_name as string,
      sol_years: o.sol_years,
      sol_expiry_date: o.sol_expiry_date,
      sol_status: o.sol_status,
      is_zombie_debt: o.is_zombie_debt,
      debt_extinguished_on_expiry: o.debt_extinguished_on_expiry,
      summary: o.summary,
    })),
    critical_warnings: [t('uk_assumed_ew'), ...main.critical_warnings],
    ...citeRules(rules, { lang: options.lang ?? 'en' }),
  };
}

/** The claim kinds whose periods may govern a debt type in a jurisdiction (mapping documented in docs/statute.md). */
function categoriesFor(debtType: StatuteDebtType, j: JurisdictionLimitations): LimitationCategory[] {
  if (j.country !== 'US') return ['general'];
  const p = j.periods;
  switch (debtType) {
    case 'credit_card':
      // A statute naming cards or consumer credit governs; otherwise courts split between open account and written contract.
      return p.credit_card ? ['credit_card'] : p.consumer_credit ? ['consumer_credit'] : ['open_account', 'written'];
    case 'medical':
      // Provider bills are open accounts unless the patient signed a financial agreement (written contract).
      return [...(p.medical ? (['medical'] as const) : []), ...(p.open_account ? (['open_account'] as const) : []), 'written'];
    case 'auto':
      // A bank car loan is a written contract; a dealer's retail instalment sale may be a sale of goods (UCC 2-725).
      return [p.consumer_credit ? 'consumer_credit' : 'written', 'sale_of_goods'];
    case 'personal_loan':
    case 'student_loan':
      // Loans are written contracts, usually evidenced by a promissory note.
      return p.consumer_credit ? ['consumer_credit'] : ['written', 'promissory_note'];
  }
}

function tableFor(j: JurisdictionLimitations, category: LimitationCategory): RuleTable<LimitationPeriod> {
  if (category === 'sale_of_goods') return US_SALE_OF_GOODS_PERIOD;
  const table = j.periods[category];
  if (table === undefined) throw new Error(`${FN}: no ${category} period for ${j.country}-${j.code}`);
  return table;
}

function validProvinceCodes(country: 'UK' | 'CA' | 'AU'): string[] {
  return Object.keys(country === 'CA' ? CA_LIMITATION_PERIODS : country === 'AU' ? AU_LIMITATION_PERIODS : UK_LIMITATION_PERIODS).sort();
}

/**
 * The jurisdiction named by `state` (US) or `province` (CA, AU, UK; `state` when `province` is not given), read as
 * users write it (codes or names, any case); null when none was given.
 */
function resolveJurisdiction(country: 'US' | 'UK' | 'CA' | 'AU', state: unknown, province: unknown): JurisdictionLimitations | null {
  const given = (value: unknown): boolean => value !== undefined && !(typeof value === 'string' && value.trim() === '');
  if (country === 'US') {
    if (!given(state)) return null;
    const code = typeof state === 'string' ? normalizeRegionCode('US', state) : undefined;
    const found = code === undefined ? undefined : US_LIMITATION_PERIODS[code];
    if (found === undefined) {
      throw new GuidekitError(`${FN}: state must be a US state or DC, as its postal code or name (${US_JURISDICTION_CODES.join(', ')}), got ${JSON.stringify(state)}`, { code: 'invalid_state', field: 'state' });
    }
    return found;
  }
  const field = given(province) ? 'province' : given(state) ? 'state' : null;
  if (field === null) return null;
  const text = field === 'province' ? province : state;
  const table = country === 'CA' ? CA_LIMITATION_PERIODS : country === 'AU' ? AU_LIMITATION_PERIODS : UK_LIMITATION_PERIODS;
  const code = typeof text === 'string' ? normalizeRegionCode(country, text) : undefined;
  const found = code === undefined ? undefined : table[code];
  if (found === undefined) {
    throw new GuidekitError(`${FN}: ${field} must be one of ${validProvinceCodes(country).join(', ')} for ${country} (code or name), got ${JSON.stringify(text)}`, { code: field === 'province' ? 'invalid_province' : 'invalid_state', field });
  }
  return found;
}

function revivalWarning(
  value: RevivalAfterExpiry,
  jurisdiction: string,
  source: string,
  t: ReturnType<typeof createTranslate<'revival_never' | 'revival_signed_writing_only' | 'revival_debt_buyers' | 'revival_possible' | 'revival_unknown'>>,
): string {
  const key = value === 'never' ? 'revival_never'
    : value === 'signed_writing_only' ? 'revival_signed_writing_only'
      : value === 'not_for_debt_buyers' ? 'revival_debt_buyers'
        : value === 'possible' ? 'revival_possible' : 'revival_unknown';
  return t(key, { jurisdiction, source });
}

function creditReporting(
  country: 'US' | 'UK' | 'CA' | 'AU',
  lastPayment: string | undefined,
  asOf: string,
  t: ReturnType<typeof createTranslate<'reporting_US' | 'reporting_UK' | 'reporting_CA' | 'reporting_AU' | 'reporting_proxy' | 'reporting_unverified'>>,
  applied: AppliedRule<unknown>[],
): CreditReportingStatus {
  const rule = pickRule(CREDIT_REPORTING_PERIODS[country], asOf);
  if (rule === undefined) {
    // The reporting rule of that country is not tabulated for so early a date.
    return { period_years: null, starts_from: CREDIT_REPORTING_PERIODS[country].versions[0]!.value.starts_from, estimated_removal_date: null, estimate_is_proxy: false, likely_still_reportable: null, verified: false, note: t(`reporting_${country}`) };
  }
  applied.push(rule);
  const { years, extra_days, starts_from } = rule.value;
  const removal = lastPayment === undefined ? null : addMonthsIso(addDaysIso(lastPayment, extra_days), years * 12);
  const notes = [t(`reporting_${country}`)];
  if (removal !== null) notes.push(t('reporting_proxy'));
  if (rule.unverified) notes.push(t('reporting_unverified'));
  return {
    period_years: years,
    starts_from,
    estimated_removal_date: removal,
    estimate_is_proxy: removal !== null,
    likely_still_reportable: removal === null ? null : asOf < removal,
    verified: !rule.unverified,
    note: notes.join(' '),
  };
}

function addDaysIso(isoDate: string, days: number): string {
  return format(addDays(parse(isoDate, 'yyyy-MM-dd', new Date(2000, 0, 1)), days), 'yyyy-MM-dd');
}
