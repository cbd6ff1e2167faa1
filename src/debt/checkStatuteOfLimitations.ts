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
import type { JurisdictionLimitations, LimitationCategory, LimitationPeriod } from './rules/limitationPeriods.js';
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
  /** US, UK, CA or AU. Default US. */
  readonly country?: 'US' | 'UK' | 'CA' | 'AU';
  /** US state or DC postal code (`NY`); required for a US answer. */
  readonly state?: string;
  /** CA province/territory code, AU state/territory code, or UK nation (`ENG`, `WLS`, `SCT`, `NIR` or their names). */
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

/** Answer of {@link checkStatuteOfLimitations}. Field meanings are documented in docs/statute.md. */
export interface CheckStatuteOfLimitationsResult extends RuleCitations {
  readonly as_of: string;
  readonly country: 'US' | 'UK' | 'CA' | 'AU';
  /** `US-NY`, `CA-ON`, `UK-SCT`; null when the state or province was not given. */
  readonly jurisdiction: string | null;
  readonly jurisdiction_name: string | null;
  readonly debt_type: StatuteDebtType;
  /** Claim kinds whose periods were considered for this debt type (see docs/statute.md). */
  readonly limitation_basis: readonly LimitationCategory[];
  /** Years to sue: the longest period that may apply (conservative). Null when unknown or no limit. */
  readonly sol_years: number | null;
  /** Shortest period that may apply when readings differ; null when there is a single reading. */
  readonly sol_years_shortest: number | null;
  /** last_payment + sol_years; null without last_payment. */
  readonly sol_expiry_date: string | null;
  /** last_payment + sol_years_shortest; null when there is a single reading or no last_payment. */
  readonly sol_expiry_date_shortest: string | null;
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
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const t = createTranslate(CHECK_STATUTE_OF_LIMITATIONS_MESSAGES, options.lang ?? 'en');
  const debtType = input?.debt_type;
  if (!(STATUTE_DEBT_TYPES as readonly string[]).includes(debtType as string)) {
    throw new GuidekitError(`${FN}: debt_type must be one of ${STATUTE_DEBT_TYPES.join(', ')}`, { code: 'invalid_value', field: 'debt_type' });
  }
  const country = (input.country ?? 'US') as string;
  if (!['US', 'UK', 'CA', 'AU'].includes(country)) {
    throw new GuidekitError(`${FN}: country must be US, UK, CA or AU`, { code: 'invalid_value', field: 'country' });
  }
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
  const cty = country as 'US' | 'UK' | 'CA' | 'AU';
  const jurisdiction = resolveJurisdiction(cty, input.state, input.province);

  const applied: AppliedRule<unknown>[] = [];
  const warnings: string[] = [];
  const reporting = creditReporting(cty, lastPayment, asOf, t, applied);
  const base = { as_of: asOf, country: cty, debt_type: debtType, credit_reporting_status: reporting };
  const juris = jurisdiction === null ? null : { jurisdiction: `${cty}-${jurisdiction.code}`, jurisdiction_name: jurisdiction.name };

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

  if (jurisdiction === null) {
    const field = cty === 'US' ? 'state' : 'province';
    warnings.push(cty === 'US' ? t('missing_state', { codes: US_JURISDICTION_CODES.join(', ') }) : t('missing_province', { field, codes: validProvinceCodes(cty).join(', ') }));
    if (cty === 'US') warnings.push(t('reg_f'));
    return finish({ ...base, jurisdiction: null, jurisdiction_name: null, limitation_basis: [], sol_status: 'unknown', summary: t('summary_unknown_jurisdiction', { field }) });
  }

  // Every reading that may apply: each candidate claim kind, at asOf and (if the law changed since) at accrual.
  const basis = categoriesFor(debtType, jurisdiction);
  const readings: AppliedRule<LimitationPeriod>[] = [];
  let lawChange: { old: number; now: number } | null = null;
  for (const category of basis) {
    const table = tableFor(jurisdiction, category);
    const now = requireRule(table, asOf);
    readings.push(now);
    const then = lastPayment === undefined ? undefined : pickRule(table, lastPayment);
    if (then !== undefined && then.effective !== now.effective) {
      readings.push(then);
      if (then.value.years !== now.value.years) lawChange = { old: then.value.years, now: now.value.years };
    }
  }
  applied.unshift(...readings);
  const longest = Math.max(...readings.map((r) => r.value.years));
  const shortest = Math.min(...readings.map((r) => r.value.alternative_years ?? r.value.years));
  const name = jurisdiction.name;

  const revivalTable = REVIVAL_RULES[`${cty}-${jurisdiction.code}`];
  const revival = (revivalTable && pickRule(revivalTable, asOf)) || requireRule(REVIVAL_RULES[cty] as RuleTable<never>, asOf);
  applied.push(revival);
  const revivalValue = revival.value as { extinguishes_debt: boolean | null; revival_after_expiry: RevivalAfterExpiry };

  let status: SolStatus = 'unknown';
  let expiry: string | null = null;
  let expiryShortest: string | null = null;
  if (lastPayment !== undefined) {
    expiry = addMonthsIso(lastPayment, longest * 12);
    expiryShortest = addMonthsIso(lastPayment, shortest * 12);
    const soon = addMonthsIso(asOf, 6);
    const statusOf = (date: string): SolStatus => (asOf > date ? 'expired' : date <= soon ? 'expiring_soon' : 'active');
    const underLongest = statusOf(expiry);
    const underShortest = statusOf(expiryShortest);
    status = underLongest === 'expired' ? 'expired' : underShortest === 'expired' ? 'disputed' : underShortest;
  }

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
  if (shortest !== longest && status !== 'disputed') warnings.push(t('period_range', { shortest, longest, basis: basis.join(', ') }));
  if (lawChange !== null) warnings.push(t('law_changed', { old: lawChange.old, new: lawChange.now }));
  const unverified = readings.filter((r) => r.unverified).map((r) => r.id);
  if (unverified.length > 0) warnings.push(t('unverified_period', { rules: [...new Set(unverified)].join(', ') }));
  warnings.push(lastPayment === undefined ? t('no_last_payment') : t('accrual_proxy'));
  if (cty === 'US' && jurisdiction.code === 'AZ' && debtType === 'credit_card') warnings.push(t('az_card_accrual'));
  if (cty === 'US' && debtType === 'medical') warnings.push(t('medical_mapping'));
  if (cty === 'US' && debtType === 'auto') warnings.push(t('auto_mapping'));
  if (cty === 'US') warnings.push(t('borrowing_statute'));
  warnings.push(t('judgment_differs'));

  const params = { jurisdiction: name, years: longest, shortest, last_payment: lastPayment ?? '', expiry: expiry ?? '', shortest_expiry: expiryShortest ?? '' };
  const summaryKey =
    lastPayment === undefined ? 'summary_unknown_date'
      : status === 'disputed' ? 'summary_disputed'
        : status === 'expired' ? 'summary_expired'
          : shortest !== longest ? 'summary_range'
            : status === 'expiring_soon' ? 'summary_expiring_soon' : 'summary_active';
  return finish({
    ...base,
    jurisdiction: `${cty}-${jurisdiction.code}`,
    jurisdiction_name: name,
    limitation_basis: basis,
    sol_years: longest,
    sol_years_shortest: shortest === longest ? null : shortest,
    sol_expiry_date: expiry,
    sol_expiry_date_shortest: shortest === longest ? null : expiryShortest,
    sol_status: status,
    is_zombie_debt: status === 'expired',
    debt_extinguished_on_expiry: revivalValue.extinguishes_debt,
    revival_after_expiry: revivalValue.revival_after_expiry,
    summary: t(summaryKey, params),
  });

  function finish(partial: {
    as_of: string; country: 'US' | 'UK' | 'CA' | 'AU'; jurisdiction: string | null; jurisdiction_name: string | null; debt_type: StatuteDebtType;
    limitation_basis: readonly LimitationCategory[]; sol_status: SolStatus; summary: string; credit_reporting_status: CreditReportingStatus;
    sol_years?: number; sol_years_shortest?: number | null; sol_expiry_date?: string | null; sol_expiry_date_shortest?: string | null;
    is_zombie_debt?: boolean; debt_extinguished_on_expiry?: boolean | null; revival_after_expiry?: RevivalAfterExpiry | null;
  }): CheckStatuteOfLimitationsResult {
    return {
      as_of: partial.as_of,
      country: partial.country,
      jurisdiction: partial.jurisdiction,
      jurisdiction_name: partial.jurisdiction_name,
      debt_type: partial.debt_type,
      limitation_basis: partial.limitation_basis,
      sol_years: partial.sol_years ?? null,
      sol_years_shortest: partial.sol_years_shortest ?? null,
      sol_expiry_date: partial.sol_expiry_date ?? null,
      sol_expiry_date_shortest: partial.sol_expiry_date_shortest ?? null,
      sol_status: partial.sol_status,
      is_zombie_debt: partial.is_zombie_debt ?? false,
      debt_extinguished_on_expiry: partial.debt_extinguished_on_expiry ?? null,
      revival_after_expiry: partial.revival_after_expiry ?? null,
      critical_warnings: warnings,
      credit_reporting_status: partial.credit_reporting_status,
      summary: partial.summary,
      ...citeRules(applied),
    };
  }
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

function resolveJurisdiction(country: 'US' | 'UK' | 'CA' | 'AU', state: string | undefined, province: string | undefined): JurisdictionLimitations | null {
  if (country === 'US') {
    if (state === undefined || state.trim() === '') return null;
    const code = state.trim().toUpperCase();
    const found = US_LIMITATION_PERIODS[code];
    if (found === undefined) {
      throw new GuidekitError(`${FN}: state must be a US state or DC postal code (${US_JURISDICTION_CODES.join(', ')}), got ${JSON.stringify(state)}`, { code: 'invalid_state', field: 'state' });
    }
    return found;
  }
  if (province === undefined || province.trim() === '') return null;
  const normalized = province.trim().toUpperCase().replace(/[\s_-]+/g, ' ');
  const table = country === 'CA' ? CA_LIMITATION_PERIODS : country === 'AU' ? AU_LIMITATION_PERIODS : UK_LIMITATION_PERIODS;
  const code = country === 'UK' ? UK_NATION_ALIASES[normalized] : normalized;
  const found = code === undefined ? undefined : table[code];
  if (found === undefined) {
    throw new GuidekitError(`${FN}: province must be one of ${validProvinceCodes(country).join(', ')} for ${country}, got ${JSON.stringify(province)}`, { code: 'invalid_province', field: 'province' });
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
