import Decimal from 'decimal.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { requireRule } from '../core/requireRule.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { toCents } from '../core/toCents.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import { buildAuPlans, buildCaPlans, buildUkPlans } from './_lib/studentIntl.js';
import { readCaProvince, readUkStudentPlan, type CaProvince } from './_lib/studentInput.js';
import { formatLocalMoney, LOCAL_CURRENCY, type LocalCurrency } from './_lib/studentMoney.js';
import { buildUsPrivatePlans } from './_lib/studentPrivate.js';
import type { StudentPlanOption, StudentPlanSet } from './_lib/studentTypes.js';
import { buildUsFederalPlans } from './_lib/studentUs.js';
import type { DebtCountry } from './debtCountries.js';
import { PLAN_STUDENT_LOANS_MESSAGES } from './messages/planStudentLoans.js';
import type { UkStudentPlan } from './rules/studentUk.js';
import { STUDENT_US_FORGIVENESS_TAX } from './rules/studentUsPrograms.js';
import { STUDENT_US_DEFAULT_RATE, STUDENT_US_STANDARD } from './rules/studentUsStandard.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../core/i18n/resolveLang.js';

export type { StudentPlanOption } from './_lib/studentTypes.js';

const FN = 'planStudentLoans';
const EMPLOYER_TYPES = ['government', 'nonprofit', 'private'] as const;
const LOAN_TYPES = ['federal', 'private'] as const;
/** Most dependents accepted. */
const MAX_DEPENDENTS = 20;

/** The student loans to plan (the spec's parameters plus guidekit's undeclared extensions). */
export interface StudentLoanInput {
  /** Total balance, in the country's currency (see docs/student-loans.md). */
  readonly balance: Decimal.Value;
  /** US (default), UK, CA or AU. */
  readonly country?: DebtCountry;
  /** `'federal'` (default; government loans elsewhere) or `'private'`. */
  readonly type?: 'federal' | 'private';
  /** Monthly GROSS income; yearly income (US: AGI) is estimated as 12 × income. */
  readonly income?: Decimal.Value;
  /** Employer kind; government or nonprofit can qualify for PSLF. */
  readonly employer_type?: 'government' | 'nonprofit' | 'private';
  /** UK: plan type (plan1, plan2, plan4, plan5, postgraduate). CA: province or territory code. Ignored elsewhere. */
  readonly province?: string;
  /** Extension, UK only: the plan type (as `province` accepts it); takes precedence over `province` and must agree with it. */
  readonly plan?: string;
  /** Extension: annual interest rate in percent (default: the Direct Loan undergraduate rate for US federal loans). */
  readonly interest_rate?: Decimal.Value;
  /** Extension: number of dependents (RAP reduction, IBR household size, CA family size). Default 0. */
  readonly dependents?: number;
  /** Extension: ISO date the (latest) loan was first disbursed; decides Tiered Standard vs 10-year and IBR 10 % vs 15 %. */
  readonly loan_disbursed?: string;
}

/** Options of {@link planStudentLoans}. */
export interface PlanStudentLoansOptions {
  /** ISO date (YYYY-MM-DD) the plan is for; picks the rules in force. */
  readonly asOf: string;
  /** `'en'` (default) or `'es'`. */
  readonly lang?: ShippedLanguage;
}

/** Result of {@link planStudentLoans}. */
export interface PlanStudentLoansResult extends RuleCitations {
  readonly country: DebtCountry;
  /** Currency the amounts are read and returned in. */
  readonly currency: LocalCurrency;
  readonly type: 'federal' | 'private';
  readonly balance: Decimal;
  readonly monthly_income: Decimal | null;
  /** 12 × monthly income (the AGI estimate in the US). */
  readonly annual_income: Decimal | null;
  readonly employer_type: 'government' | 'nonprofit' | 'private' | null;
  /** UK plan type read from `province`. */
  readonly plan_type: UkStudentPlan | null;
  /** Canadian province read from `province`. */
  readonly province: CaProvince | null;
  readonly dependents: number;
  /** Interest rate used for projections (percent), `null` when none applied. */
  readonly interest_rate: Decimal | null;
  readonly plans: readonly StudentPlanOption[];
  /** Id of the recommended plan (one of `plans[].id`, or `uk_identify_plan`). */
  readonly recommendation: string;
  readonly recommendation_reasons: readonly string[];
  readonly warnings: readonly string[];
  readonly assumptions: readonly string[];
  readonly narrative: string;
}

/** The UK plan from `plan` (the UK's own parameter) or `province` (the spec's); both sent must name the same plan. */
function readUkPlanOf(input: StudentLoanInput): UkStudentPlan | undefined {
  const fromPlan = input.plan === undefined ? undefined : readUkStudentPlan(input.plan, FN, 'plan');
  const fromProvince = input.province === undefined ? undefined : readUkStudentPlan(input.province, FN, 'province');
  if (fromPlan !== undefined && fromProvince !== undefined && fromPlan !== fromProvince) {
    throw new GuidekitError(`${FN}: plan (${fromPlan}) and province (${fromProvince}) name different UK plans; send one of them`, { code: 'invalid_value', field: 'plan' });
  }
  return fromPlan ?? fromProvince;
}

function readEnum<T extends string>(value: unknown, allowed: readonly T[], field: string): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new GuidekitError(`${FN}: ${field} must be one of ${allowed.join(', ')}; got ${JSON.stringify(value)}`, { code: 'invalid_value', field });
}

/**
 * Plans student-loan repayment: every plan open to the borrower in the jurisdiction with the monthly payment from
 * income, forgiveness and its tax, and a recommendation with reasons.
 *
 * @remarks
 * US federal: RAP (from 2026-07-01), IBR, the 10-year or Tiered Standard plan, PSLF, the SAVE/PAYE/ICR phase-out and
 * the tax of forgiveness. US private: level payment, refinancing, hardship, limitation pointer. UK: Plans 1, 2, 4, 5 and
 * the Postgraduate Loan with the thresholds of the tax year in force. AU: HELP compulsory repayment of the income year
 * in force. CA: standard repayment and RAP. Income is monthly gross; yearly income is 12 × income. Amounts are in the
 * country's currency (no exchange rate).
 *
 * @param input - See {@link StudentLoanInput}.
 * @param options - See {@link PlanStudentLoansOptions}.
 * @returns The plans and recommendation; see {@link PlanStudentLoansResult}.
 * @throws {@link GuidekitError} `invalid_date` (asOf, loan_disbursed), `invalid_lang` (lang), `invalid_value` (country,
 *   type, employer_type, province, plan — listing the allowed values; plan when it names another plan than province),
 *   `invalid_number`/`too_small`/`too_big` (balance, income, interest_rate), `out_of_range` (dependents, or asOf before every rule version).
 * @example
 * ```ts
 * const plan = planStudentLoans({ balance: '30000', income: '5000' }, { asOf: '2026-11-22' });
 * plan.plans.find((p) => p.id === 'rap')!.monthly_payment!.toFixed(2) //=> '250.00'
 * ```
 * @see spec: Debt Elimination Guidance Service (debtStudent)
 * @see https://www.govinfo.gov/content/pkg/FR-2026-05-01/html/2026-08556.htm
 * @see https://www.gov.uk/repaying-your-student-loan/what-you-pay
 * @see https://www.ato.gov.au/tax-rates-and-codes/study-and-training-support-loans-rates-and-repayment-thresholds
 */
export function planStudentLoans(input: StudentLoanInput, options: PlanStudentLoansOptions): PlanStudentLoansResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const country = readDebtCountry(input?.country, { fn: FN });
  const type = readEnum(input.type, LOAN_TYPES, 'type') ?? 'federal';
  const employerType = readEnum(input.employer_type, EMPLOYER_TYPES, 'employer_type');
  const balanceCents = toCents(input.balance, { fn: FN, field: 'balance' });
  const incomeCents = input.income === undefined ? null : toCents(input.income, { fn: FN, field: 'income' });
  const dependents = input.dependents ?? 0;
  if (!Number.isInteger(dependents) || dependents < 0 || dependents > MAX_DEPENDENTS) {
    throw new GuidekitError(`${FN}: dependents must be a whole number from 0 to ${MAX_DEPENDENTS}`, { code: 'out_of_range', field: 'dependents' });
  }
  let givenRate: Decimal | null = null;
  if (input.interest_rate !== undefined) {
    givenRate = centsToDecimal(toCents(input.interest_rate, { fn: FN, field: 'interest_rate' }));
    if (givenRate.greaterThan(100)) throw new GuidekitError(`${FN}: interest_rate must be a percent from 0 to 100`, { code: 'too_big', field: 'interest_rate' });
  }
  const loanDisbursed = input.loan_disbursed === undefined ? undefined : parseIsoDate(input.loan_disbursed, { fn: FN, field: 'loan_disbursed' });
  const ukPlan = country === 'UK' ? readUkPlanOf(input) : undefined;
  const caProvince = country === 'CA' && input.province !== undefined ? readCaProvince(input.province, FN) : undefined;

  const currency = LOCAL_CURRENCY[country];
  const t = createTranslate(PLAN_STUDENT_LOANS_MESSAGES, lang, { currency });
  const money = (amount: Decimal.Value) => formatLocalMoney(amount, currency, lang);
  const applied: AppliedRule<unknown>[] = [];
  const monthlyIncome = incomeCents === null ? null : centsToDecimal(incomeCents);
  const annualIncome = monthlyIncome === null ? null : monthlyIncome.times(12);
  const assumptions: string[] = [];
  if (monthlyIncome !== null) assumptions.push(t('assumption_income'));
  if (country !== 'US') assumptions.push(t('assumption_currency', { currency }));
  if (input.province !== undefined && (country === 'US' || country === 'AU')) assumptions.push(t('assumption_province_ignored'));
  if (input.plan !== undefined && country !== 'UK') assumptions.push(t('assumption_plan_ignored'));

  let set: StudentPlanSet;
  let rateUsed: Decimal | null = givenRate;
  if (type === 'private') {
    set = buildUsPrivatePlans({ balanceCents, ratePercent: givenRate, monthlyIncome, t, money });
  } else if (country === 'US') {
    let rateAssumed = false;
    if (rateUsed === null) {
      const fallback = requireRule(STUDENT_US_DEFAULT_RATE, asOf);
      applied.push(fallback);
      rateUsed = new Decimal(fallback.value.percent);
      rateAssumed = true;
    }
    const tieredFrom = STUDENT_US_STANDARD.versions.find((v) => v.value.tiered_from !== null)?.value.tiered_from ?? null;
    if (loanDisbursed === undefined && tieredFrom !== null) assumptions.push(t('assumption_us_loans_before', { date: tieredFrom }));
    set = buildUsFederalPlans({ asOf, balanceCents, annualIncome, dependents, ratePercent: rateUsed, rateAssumed, employerType, loanDisbursed, t, money, applied });
    const forgivesTaxably = set.plans.some((p) => p.forgiveness_taxable === true);
    const tax = forgivesTaxably ? requireRule(STUDENT_US_FORGIVENESS_TAX, asOf) : undefined;
    if (tax !== undefined) applied.push(tax);
    set = { ...set, warnings: [...set.warnings, ...(forgivesTaxably ? [t('us_forgiveness_tax')] : []), t('warn_default')] };
  } else {
    const ctx = { asOf, balanceCents, annualIncome, dependents, t, money, applied };
    set = country === 'UK' ? buildUkPlans(ctx, ukPlan) : country === 'AU' ? buildAuPlans(ctx) : buildCaPlans(ctx, caProvince);
    // Official rates (UK), indexation (AU) and the interest-free federal portion (CA) apply instead.
    rateUsed = null;
  }
  if (monthlyIncome !== null) assumptions.push(t('assumption_constant_income'));

  const chosen = set.plans.find((p) => p.id === set.recommendation);
  const reason = set.reasons[0] ?? '';
  const narrative =
    chosen?.monthly_payment != null
      ? t('narrative', { plan: chosen.name, payment: money(chosen.monthly_payment), reason })
      : t('narrative_no_payment', { plan: chosen?.name ?? set.recommendation, reason });
  return {
    country,
    currency,
    type,
    balance: centsToDecimal(balanceCents),
    monthly_income: monthlyIncome,
    annual_income: annualIncome,
    employer_type: employerType ?? null,
    plan_type: ukPlan ?? null,
    province: caProvince ?? null,
    dependents,
    interest_rate: rateUsed,
    plans: set.plans,
    recommendation: set.recommendation,
    recommendation_reasons: set.reasons,
    warnings: set.warnings,
    assumptions,
    narrative,
    ...citeRules(applied, { lang }),
  };
}
