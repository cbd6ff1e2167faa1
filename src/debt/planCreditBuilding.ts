import Decimal from 'decimal.js';
import { addMonthsIso } from '../core/addMonthsIso.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { requireRule } from '../core/requireRule.js';
import { toCents } from '../core/toCents.js';
import { formatMoney } from '../core/formatMoney.js';
import { readCreditScore } from './_lib/readCreditScore.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import { DEBT_CURRENCIES, type DebtCountry, type DebtCurrency } from './debtCountries.js';
import { PLAN_CREDIT_BUILDING_MESSAGES, type CreditBuildingStepId } from './messages/planCreditBuilding.js';
import { CREDIT_SCORE_SCALES } from './rules/creditScoreScales.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../core/i18n/resolveLang.js';

const FN = 'planCreditBuilding';

/**
 * Points a score typically gains per month with on-time payments and low balances, by country (each on its own
 * scale). Editorial, unverified: no bureau publishes a pace; it slows as the score rises.
 */
export const CREDIT_BUILDING_POINTS_PER_MONTH: Readonly<Record<DebtCountry, { readonly low: number; readonly high: number }>> = {
  US: { low: 5, high: 15 },
  UK: { low: 10, high: 25 },
  CA: { low: 5, high: 15 },
  AU: { low: 10, high: 30 },
};
/** Months before a new file gets a first score (FICO's minimum: an account open and reported for six months). */
export const CREDIT_BUILDING_FIRST_SCORE_MONTHS = 6;
/** Score a new, clean file is assumed to start at, by country. Editorial, unverified. */
export const CREDIT_BUILDING_FIRST_SCORE: Readonly<Record<DebtCountry, number>> = { US: 600, UK: 550, CA: 600, AU: 500 };
/** Share of monthly income the plan treats as an affordable one-off secured-card deposit. Editorial. */
export const CREDIT_BUILDING_DEPOSIT_SHARE_OF_INCOME = 0.05;
/** Minimum and sensible maximum secured-card deposit assumed (editorial), in the answer's currency. */
export const CREDIT_BUILDING_SECURED_DEPOSIT = { min: '200', max: '1000' } as const;
/** Utilization ceiling and ideal, as shares of the limit. */
export const CREDIT_BUILDING_UTILIZATION = { ceiling: 0.3, ideal: 0.1 } as const;

/** The starting point and the goal. */
export interface CreditBuildingInput {
  /** Current score on the country's scale; 0 (the default) means no credit file or unknown. */
  readonly score?: number;
  /** Jurisdiction: US (default), UK, CA or AU. */
  readonly country?: DebtCountry;
  /** Target score on the same scale. Default 700. */
  readonly goal_score?: number;
  /** Monthly income in the country's currency, used to size the secured deposit. */
  readonly income?: Decimal.Value;
}

/** Options of {@link planCreditBuilding}. */
export interface PlanCreditBuildingOptions {
  /** ISO date (YYYY-MM-DD) the plan starts from. */
  readonly asOf: string;
  /** Narrative language: `'en'` (default) or `'es'`. */
  readonly lang?: ShippedLanguage;
}

/** One step of the plan. */
export interface CreditBuildingStep {
  readonly id: CreditBuildingStepId;
  readonly description: string;
  readonly why: string;
}

/** Result of {@link planCreditBuilding}. */
export interface PlanCreditBuildingResult extends RuleCitations {
  readonly as_of: string;
  readonly country: DebtCountry;
  /** Currency of every amount, in fields and text: the country's own (USD, GBP, CAD, AUD). */
  readonly currency: DebtCurrency;
  /** 0 when there is no file yet. */
  readonly score: number;
  readonly goal_score: number;
  readonly status: 'no_file' | 'building' | 'reached';
  readonly points_needed: number;
  /** Months to the goal, fastest and slowest, with the dates they fall on. */
  readonly time_estimate: { readonly months_low: number; readonly months_high: number; readonly date_low: string; readonly date_high: string };
  /** Every assumption behind the estimate; editorial and unverified. */
  readonly assumptions: {
    readonly points_per_month: { readonly low: number; readonly high: number };
    readonly first_score_months: number;
    readonly first_score: number;
    readonly deposit_share_of_income: number;
    readonly editorial: true;
    readonly verified: null;
  };
  readonly secured_deposit: {
    readonly suggested: Decimal;
    /** Deposit the income affords at the share above (null without income). */
    readonly affordable_amount: Decimal | null;
    /** Whether the usual minimum fits the income (null without income). */
    readonly affordable: boolean | null;
    readonly max_balance_30_percent: Decimal;
    readonly max_balance_10_percent: Decimal;
    readonly note: string;
  };
  readonly steps: readonly CreditBuildingStep[];
  readonly warnings: readonly string[];
  readonly narrative: string;
}

/**
 * Plans how to build credit from a score (or no file) to a goal score: the steps in order (secured card,
 * credit-builder loan, authorized user, rent reporting, utilization under 30% and ideally 10%, on-time payments),
 * a time estimate with its assumptions, and a secured deposit the income can afford.
 *
 * @remarks
 * Months = (first-score months when there is no file) + ⌈points needed ÷ pace⌉, with the fast pace giving
 * `months_low` and the slow pace `months_high`. The pace and first score are the exported editorial constants
 * {@link CREDIT_BUILDING_POINTS_PER_MONTH} and {@link CREDIT_BUILDING_FIRST_SCORE}. Deposit = 5% of monthly income
 * rounded down to $10, between $200 and $1,000.
 *
 * @param input - See {@link CreditBuildingInput}.
 * @param options - See {@link PlanCreditBuildingOptions}.
 * @returns The plan; see {@link PlanCreditBuildingResult}.
 * @throws {@link GuidekitError} `out_of_range` (score or goal_score outside the country's range, naming it),
 *   `invalid_number` (score, goal_score, income), `too_small`/`too_big` (income), `invalid_value` (country),
 *   `invalid_date` (asOf), `invalid_lang` (lang).
 * @example
 * ```ts
 * planCreditBuilding({ score: 640, goal_score: 700 }, { asOf: '2026-11-22' }).time_estimate //=> { months_low: 4, months_high: 12, ... }
 * ```
 * @see https://www.myfico.com/credit-education/credit-scores/minimum-requirements (first score)
 * @see spec: Debt Elimination Guidance Service (debtBuildCredit: score (0); country; goal_score (700); income)
 */
export function planCreditBuilding(input: CreditBuildingInput, options: PlanCreditBuildingOptions): PlanCreditBuildingResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const country = readDebtCountry(input?.country, { fn: FN });
  const t = createTranslate(PLAN_CREDIT_BUILDING_MESSAGES, lang, { currency: DEBT_CURRENCIES[country] });
  const scales = requireRule(CREDIT_SCORE_SCALES[country], asOf);
  const range = scales.value;
  const score = readCreditScore(input.score ?? 0, range, { fn: FN, field: 'score', country, allowZero: true });
  const goal = readCreditScore(input.goal_score ?? 700, range, { fn: FN, field: 'goal_score', country });
  const incomeCents = input.income === undefined ? null : toCents(input.income, { fn: FN, field: 'income' });
  const currency = DEBT_CURRENCIES[country];
  const money = (cents: number) => formatMoney(centsToDecimal(cents), { currency, lang });

  const pace = CREDIT_BUILDING_POINTS_PER_MONTH[country];
  const noFile = score === 0;
  const start = noFile ? CREDIT_BUILDING_FIRST_SCORE[country] : score;
  const lead = noFile ? CREDIT_BUILDING_FIRST_SCORE_MONTHS : 0;
  const gap = Math.max(0, goal - start);
  const monthsLow = lead + Math.ceil(gap / pace.high);
  const monthsHigh = lead + Math.ceil(gap / pace.low);
  const status: PlanCreditBuildingResult['status'] = noFile ? 'no_file' : score >= goal ? 'reached' : 'building';

  // Secured deposit: a share of one month's income, rounded down to $10, within the usual bounds.
  const minCents = toCents(CREDIT_BUILDING_SECURED_DEPOSIT.min);
  const maxCents = toCents(CREDIT_BUILDING_SECURED_DEPOSIT.max);
  const affordableCents = incomeCents === null ? null : Math.floor((incomeCents * CREDIT_BUILDING_DEPOSIT_SHARE_OF_INCOME) / 1000) * 1000;
  const depositCents = affordableCents === null ? minCents : Math.min(maxCents, Math.max(minCents, affordableCents));
  const affordable = affordableCents === null ? null : affordableCents >= minCents;
  const share = CREDIT_BUILDING_DEPOSIT_SHARE_OF_INCOME * 100;
  const depositNote =
    incomeCents === null
      ? t('deposit_no_income', { minimum: money(minCents) })
      : affordable
        ? t('deposit_affordable', { deposit: money(depositCents), share, income: money(incomeCents) })
        : t('deposit_stretch', { share, income: money(incomeCents), affordable: money(affordableCents ?? 0), minimum: money(minCents) });
  const tenPercent = Math.floor(depositCents * CREDIT_BUILDING_UTILIZATION.ideal);
  const thirtyPercent = Math.floor(depositCents * CREDIT_BUILDING_UTILIZATION.ceiling);

  const fill = { deposit: money(depositCents), ten_percent: money(tenPercent) };
  const step = (id: CreditBuildingStepId): CreditBuildingStep => ({ id, description: t(`step_${id}`, fill), why: t(`why_${id}`) });
  const card: CreditBuildingStepId = country === 'US' || country === 'CA' ? 'secured_card' : 'starter_card';
  const builderLoan = country === 'AU' ? [] : (['credit_builder_loan'] as const);
  const authorized = country === 'US' || country === 'CA' ? (['authorized_user'] as const) : [];
  const rent = country === 'AU' ? [] : (['rent_reporting'] as const);
  const roll = country === 'UK' ? (['electoral_roll'] as const) : [];
  const loanFirst = affordable === false;
  let ids: CreditBuildingStepId[];
  if (status === 'no_file') {
    const openers: CreditBuildingStepId[] = loanFirst ? [...builderLoan, card] : [card, ...builderLoan];
    ids = [...roll, ...openers, ...authorized, ...rent, 'on_time_payments', 'utilization', 'limit_applications'];
  } else if (status === 'building') {
    ids = ['check_reports', ...roll, 'on_time_payments', 'utilization', ...authorized, ...rent, card, ...builderLoan, 'limit_applications', 'keep_accounts_open'];
  } else {
    ids = ['check_reports', 'on_time_payments', 'utilization', 'keep_accounts_open', 'limit_applications'];
  }

  const warnings = [t('warn_editorial')];
  if (country !== 'US') warnings.push(t('warn_local_scale', { goal, country, min: range.min, max: range.max }));
  if (noFile && country === 'US') warnings.push(t('warn_no_file_other_models'));
  const dateLow = addMonthsIso(asOf, monthsLow);
  const dateHigh = addMonthsIso(asOf, monthsHigh);
  const narrativeFill = { score, goal, gap, low: monthsLow, high: monthsHigh, date_low: dateLow, date_high: dateHigh, first_months: lead };
  const narrative = t(status === 'no_file' ? 'narrative_no_file' : status === 'reached' ? 'narrative_reached' : 'narrative_building', narrativeFill);

  return {
    as_of: asOf,
    country,
    currency,
    score,
    goal_score: goal,
    status,
    points_needed: Math.max(0, goal - score),
    time_estimate: { months_low: monthsLow, months_high: monthsHigh, date_low: dateLow, date_high: dateHigh },
    assumptions: {
      points_per_month: { low: pace.low, high: pace.high },
      first_score_months: CREDIT_BUILDING_FIRST_SCORE_MONTHS,
      first_score: CREDIT_BUILDING_FIRST_SCORE[country],
      deposit_share_of_income: CREDIT_BUILDING_DEPOSIT_SHARE_OF_INCOME,
      editorial: true,
      verified: null,
    },
    secured_deposit: {
      suggested: centsToDecimal(depositCents),
      affordable_amount: affordableCents === null ? null : centsToDecimal(affordableCents),
      affordable,
      max_balance_30_percent: centsToDecimal(thirtyPercent),
      max_balance_10_percent: centsToDecimal(tenPercent),
      note: depositNote,
    },
    steps: ids.map(step),
    warnings,
    narrative,
    ...citeRules([scales], { lang }),
  };
}
