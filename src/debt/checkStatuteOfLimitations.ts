import type { DebtCurrency } from './debtCountries.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import { requireRule } from '../core/requireRule.js';
import type { AppliedRule, RuleTable } from '../core/ruleTable.js';
import { CHECK_STATUTE_OF_LIMITATIONS_MESSAGES } from './messages/checkStatuteOfLimitations.js';
import type { ReportingClockStart } from './rules/creditReportingPeriods.js';
import type { LimitationCategory } from './rules/limitationPeriods.js';
import { US_FEDERAL_STUDENT_LOAN_RULE, US_JURISDICTION_CODES } from './rules/limitationPeriodsUs.js';
import { REVIVAL_RULES, type RevivalAfterExpiry } from './rules/revivalRules.js';
import { assembleStatuteResult, type StatuteAnswerFields } from './_lib/assembleStatuteResult.js';
import { collectLimitationReadings } from './_lib/collectLimitationReadings.js';
import { computeLimitationExpiry } from './_lib/computeLimitationExpiry.js';
import { estimateCreditReporting } from './_lib/estimateCreditReporting.js';
import { listLimitationRegionCodes } from './_lib/listLimitationRegionCodes.js';
import { listStatuteWarnings } from './_lib/listStatuteWarnings.js';
import { readStatuteInput } from './_lib/readStatuteInput.js';
import { resolveLimitationJurisdiction } from './_lib/resolveLimitationJurisdiction.js';
import { selectLimitationCategories } from './_lib/selectLimitationCategories.js';
import { summarizeStatute } from './_lib/summarizeStatute.js';
import type { ShippedLanguage } from '../core/i18n/resolveLang.js';

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
  readonly lang?: ShippedLanguage;
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
  /** Currency of every amount in the answer: the country's own (USD, GBP, CAD, AUD). */
  readonly currency: DebtCurrency;
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
  const { debtType, country: cty, studentLoanType, lastPayment } = readStatuteInput(input, { asOf, debtTypes: STATUTE_DEBT_TYPES, fn: FN });
  const jurisdiction = resolveLimitationJurisdiction(cty, input.state, input.province, FN);

  const applied: AppliedRule<unknown>[] = [];
  const warnings: string[] = [];
  const reporting = estimateCreditReporting(cty, lastPayment, asOf, t, applied);
  const base = { as_of: asOf, country: cty, debt_type: debtType, credit_reporting_status: reporting };
  const juris = jurisdiction === null ? null : { jurisdiction: `${cty}-${jurisdiction.code}`, jurisdiction_name: nameOverride ?? jurisdiction.name };
  const finish = (fields: StatuteAnswerFields): CheckStatuteOfLimitationsResult => assembleStatuteResult(fields, { warnings, applied, lang: options.lang ?? 'en' });

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
    warnings.push(cty === 'US' ? t('missing_state', { codes: US_JURISDICTION_CODES.join(', ') }) : t('missing_province', { field, codes: listLimitationRegionCodes(cty).join(', ') }));
    if (cty === 'US') warnings.push(t('reg_f'));
    return finish({ ...base, jurisdiction: null, jurisdiction_name: null, limitation_basis: [], sol_status: 'unknown', summary: t('summary_unknown_jurisdiction', { field }) });
  }

  // Every reading that may apply: each candidate claim kind, at asOf and (if the law changed since) at accrual.
  const basis = selectLimitationCategories(debtType, jurisdiction);
  const { readings, citedPeriods, lawChange, warnings: transitionWarnings } = collectLimitationReadings(jurisdiction, basis, { asOf, lastPayment, t, fn: FN });
  warnings.push(...transitionWarnings);
  applied.unshift(...citedPeriods);
  const name = nameOverride ?? jurisdiction.name;

  const revivalTable = REVIVAL_RULES[`${cty}-${jurisdiction.code}`];
  const revival = (revivalTable && pickRule(revivalTable, asOf)) || requireRule(REVIVAL_RULES[cty] as RuleTable<never>, asOf);
  applied.push(revival);
  const revivalValue = revival.value as { extinguishes_debt: boolean | null; revival_after_expiry: RevivalAfterExpiry };

  const expiry = computeLimitationExpiry(readings, lastPayment, asOf);
  warnings.push(...listStatuteWarnings({
    country: cty, jurisdiction, name, debtType, basis, readings, citedPeriods, lawChange, expiry, revival: revivalValue, revivalSource: revival.source, lastPayment,
  }, t));
  return finish({
    ...base,
    jurisdiction: `${cty}-${jurisdiction.code}`,
    jurisdiction_name: name,
    limitation_basis: basis,
    sol_years: expiry.longest,
    sol_years_shortest: expiry.ranged ? expiry.shortest : null,
    accrual_date: expiry.accrual,
    sol_expiry_date: expiry.expiry,
    sol_expiry_date_shortest: expiry.ranged ? expiry.expiryShortest : null,
    transition: expiry.transitionApplied,
    sol_status: expiry.status,
    is_zombie_debt: expiry.status === 'expired',
    debt_extinguished_on_expiry: revivalValue.extinguishes_debt,
    revival_after_expiry: revivalValue.revival_after_expiry,
    summary: summarizeStatute(expiry, name, lastPayment, t),
  });
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
