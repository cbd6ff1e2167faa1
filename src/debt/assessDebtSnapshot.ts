import Decimal from 'decimal.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { type ShippedLanguage, SHIPPED_LANGUAGES } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { requireRule } from '../core/requireRule.js';
import { toCents } from '../core/toCents.js';
import { formatMoney } from '../core/formatMoney.js';
import { formatPercent } from './_lib/payoffFormat.js';
import { canonicalOrder, validateDebts } from './_lib/payoffInput.js';
import type { DebtItem } from './_lib/readDebtList.js';
import { interestForMonth, prepareDebts } from './_lib/payoffSimulation.js';
import { planPayoff, type PayoffMethodName } from './planPayoff.js';
import { ASSESS_DEBT_SNAPSHOT_MESSAGES, type AssessDebtSnapshotMessageKey } from './messages/assessDebtSnapshot.js';
import { DEBT_TO_INCOME_THRESHOLDS } from './rules/debtToIncomeThresholds.js';
import { HIGH_COST_APR_BENCHMARK } from './rules/highCostAprBenchmark.js';

/** Most points each burden component can add; they sum to 100. */
export const BURDEN_WEIGHTS = {
  debt_to_income: 35,
  average_apr: 25,
  high_apr_share: 15,
  negative_amortization: 15,
  debt_count: 10,
} as const;

/** Debt-to-income ratio scoring 0 points; the points rise linearly from here… */
export const BURDEN_DTI_FLOOR = 0.1;
/** …to the full weight at this ratio. */
export const BURDEN_DTI_CEILING = 0.5;
/** Balance-weighted average APR (percent) scoring the full `average_apr` weight; linear from 0 %. */
export const BURDEN_APR_CEILING = 30;
/** APR (percent) from which a balance counts as high-APR for the `high_apr_share` component. */
export const BURDEN_HIGH_APR_PERCENT = 20;
/** Number of debts with a balance scoring the full `debt_count` weight; one debt scores 0, linear between. */
export const BURDEN_DEBT_COUNT_CEILING = 6;
/** Lower bounds of the burden ratings: a score below 25 is `low`, below 50 `moderate`, below 75 `high`, else `severe`. */
export const BURDEN_RATING_BANDS = [
  { rating: 'low', min: 0 },
  { rating: 'moderate', min: 25 },
  { rating: 'high', min: 50 },
  { rating: 'severe', min: 75 },
] as const;

/** A burden rating. */
export type BurdenRating = (typeof BURDEN_RATING_BANDS)[number]['rating'];
/** Jurisdictions of the debt service. */
export type { DebtCountry } from './debtCountries.js';
import { DEBT_CURRENCIES, type DebtCountry, type DebtCurrency } from './debtCountries.js';

/** Options of {@link assessDebtSnapshot}. */
export interface AssessDebtSnapshotOptions {
  /** ISO date the snapshot is for. Required. */
  readonly asOf: string;
  /** Gross monthly income in USD. Optional: without it the debt-to-income component is left out. */
  readonly income?: Decimal.Value;
  /** Jurisdiction for the help resources named in the actions. Default `US`. */
  readonly country?: DebtCountry;
  /** Narrative language. Default `en`. */
  readonly lang?: ShippedLanguage;
}

/** One component of the burden score with the points it added and why. */
export interface BurdenComponent {
  readonly component: keyof typeof BURDEN_WEIGHTS;
  readonly points: number;
  readonly max_points: number;
  /** The measured value (ratio, APR percent, share or count), or null when not available. */
  readonly value: number | null;
  /** False when the component could not be measured (no income) and was left out of the score. */
  readonly included: boolean;
  readonly reason: string;
}

/** A warning flag. */
export interface SnapshotWarningFlag {
  readonly code:
    | 'negative_amortization'
    | 'very_high_apr'
    | 'high_debt_to_income'
    | 'elevated_debt_to_income'
    | 'minimums_exceed_income'
    | 'behind_on_payments'
    | 'in_collections'
    | 'lawsuit'
    | 'secured_behind'
    | 'never_paid_on_minimums';
  readonly severity: 'high' | 'medium';
  readonly creditor: string | null;
  readonly message: string;
}

/** A priority action, most urgent first. */
export interface SnapshotAction {
  readonly code:
    | 'respond_to_lawsuit'
    | 'protect_collateral'
    | 'stop_balance_growth'
    | 'seek_counselling'
    | 'validate_collection'
    | 'review_high_cost'
    | 'follow_method'
    | 'raise_payment';
  readonly creditor: string | null;
  readonly action: string;
}

/** Projection summary of one plan. */
export interface SnapshotPlanSummary {
  readonly months: number;
  readonly paid_off: boolean;
  readonly debt_free_date: string | null;
  readonly total_interest: Decimal;
  readonly remaining_balance: Decimal;
}

/** Result of {@link assessDebtSnapshot}; field names follow GET /api/debt/snapshot. */
export interface AssessDebtSnapshotResult extends RuleCitations {
  readonly as_of: string;
  readonly country: DebtCountry;
  /** Currency of every amount, in fields and text: the country's own (USD, GBP, CAD, AUD). */
  readonly currency: DebtCurrency;
  readonly total_debt: Decimal;
  readonly total_minimum_payment: Decimal;
  /** 0 to 100, higher is heavier. */
  readonly burden_score: number;
  readonly burden_rating: BurdenRating;
  readonly score_components: readonly BurdenComponent[];
  /** Monthly minimum payments ÷ gross monthly income, 4 decimals; null without income (or with zero income). */
  readonly debt_to_income_ratio: number | null;
  /** Balance-weighted average APR, percent, 2 decimals. */
  readonly weighted_average_apr: number;
  readonly warning_flags: readonly SnapshotWarningFlag[];
  readonly priority_actions: readonly SnapshotAction[];
  readonly payoff_projection: {
    readonly minimums_only: SnapshotPlanSummary;
    readonly recommended_method: PayoffMethodName;
    readonly with_recommended_method: SnapshotPlanSummary;
    readonly interest_savings: Decimal;
    readonly interest_savings_is_lower_bound: boolean;
  };
  readonly narrative: string;
}

const FN = 'assessDebtSnapshot';

/**
 * Assesses the weight of a set of debts: a 0–100 burden score built from five documented components, a rating,
 * the debt-to-income ratio, warning flags, priority actions and a payoff projection (minimums only versus the
 * recommended method, from {@link planPayoff} with no extra payment).
 *
 * @remarks
 * Score = Σ component points; each component is its weight ({@link BURDEN_WEIGHTS}) times a 0–1 measure. Without
 * income the debt-to-income component is left out and the score is `100 × points ÷ 65`. Debt-to-income here is
 * the back-end style ratio of the listed debts only: their monthly minimum payments ÷ gross monthly income.
 *
 * @param debts - One to 100 debts (creditor, balance, rate APR %, minPayment; optional type, secured, months_behind, in_collections, lawsuit).
 * @param options - See {@link AssessDebtSnapshotOptions}; `asOf` is required.
 * @returns The score with its components, rating, ratio, flags, actions, projection and narrative.
 * @throws {@link GuidekitError} `invalid_debts` (issues per field such as `debts[0].rate`), `invalid_date` (asOf),
 *   `invalid_number`/`too_small`/`too_big` (income), `invalid_value` (country), `invalid_lang` (lang).
 * @example
 * ```ts
 * const s = assessDebtSnapshot([{ creditor: 'Card', balance: '6000', rate: 26, minPayment: '180' }], { asOf: '2026-11-22', income: '3000' });
 * s.debt_to_income_ratio; //=> 0.06
 * ```
 * @see spec: Debt Elimination Guidance Service, GET /api/debt/snapshot
 * @see https://www.consumerfinance.gov/ask-cfpb/what-is-a-debt-to-income-ratio-en-1791/
 */
export function assessDebtSnapshot(debts: readonly DebtItem[], options: AssessDebtSnapshotOptions): AssessDebtSnapshotResult {
  if (typeof options !== 'object' || options === null) {
    throw new GuidekitError(`${FN}: options with asOf are required`, { code: 'required', field: 'asOf' });
  }
  const asOf = parseIsoDate(options.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const country = readDebtCountry(options.country, { fn: FN });
  const incomeCents = options.income === undefined ? undefined : toCents(options.income, { fn: FN, field: 'income' });
  const valid = validateDebts(debts, FN);
  const prepared = prepareDebts(valid);
  const dtiRule = requireRule(DEBT_TO_INCOME_THRESHOLDS[country], asOf);
  const aprRule = requireRule(HIGH_COST_APR_BENCHMARK[country], asOf);
  const currency = DEBT_CURRENCIES[country];
  const t = createTranslate(ASSESS_DEBT_SNAPSHOT_MESSAGES, lang, { currency });
  const money = (cents: number) => formatMoney(centsToDecimal(cents), { currency, lang });
  const pct = (ratio: number) => formatPercent(ratio, lang);

  // Per-debt facts, in the canonical order of the prepared debts (input order does not matter).
  const details = canonicalOrder(valid);
  const total = prepared.totalCents;
  const minimums = prepared.minimumBudgetCents;
  let weightedAprNumerator = 0;
  let highAprCents = 0;
  let negAmCents = 0;
  let withBalance = 0;
  const negAmCreditors: string[] = [];
  for (let i = 0; i < prepared.count; i++) {
    const b = prepared.balances[i]!;
    if (b <= 0) continue;
    withBalance++;
    weightedAprNumerator += b * prepared.aprs[i]!;
    if (prepared.aprs[i]! >= BURDEN_HIGH_APR_PERCENT) highAprCents += b;
    const interest = interestForMonth(b, prepared.aprScaled[i]!, 'monthly', 1);
    if (interest > 0 && prepared.minimums[i]! <= interest) {
      negAmCents += b;
      negAmCreditors.push(prepared.creditors[i]!);
    }
  }
  const weightedApr = total > 0 ? weightedAprNumerator / total : 0;
  const highShare = total > 0 ? highAprCents / total : 0;
  const negShare = total > 0 ? negAmCents / total : 0;
  const dti = incomeCents !== undefined && incomeCents > 0 ? minimums / incomeCents : null;

  // Score components.
  const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);
  const round2 = (x: number) => Math.round(x * 100) / 100;
  const components: BurdenComponent[] = [];
  if (incomeCents === undefined) {
    components.push({ component: 'debt_to_income', points: 0, max_points: BURDEN_WEIGHTS.debt_to_income, value: null, included: false, reason: t('reason_dti_missing') });
  } else if (dti === null) {
    components.push({
      component: 'debt_to_income',
      points: minimums > 0 ? BURDEN_WEIGHTS.debt_to_income : 0,
      max_points: BURDEN_WEIGHTS.debt_to_income,
      value: null,
      included: true,
      reason: t('reason_dti_no_income'),
    });
  } else {
    components.push({
      component: 'debt_to_income',
      points: round2(BURDEN_WEIGHTS.debt_to_income * clamp01((dti - BURDEN_DTI_FLOOR) / (BURDEN_DTI_CEILING - BURDEN_DTI_FLOOR))),
      max_points: BURDEN_WEIGHTS.debt_to_income,
      value: Math.round(dti * 10_000) / 10_000,
      included: true,
      reason: t('reason_dti', { ratio: pct(dti) }),
    });
  }
  components.push({
    component: 'average_apr',
    points: round2(BURDEN_WEIGHTS.average_apr * clamp01(weightedApr / BURDEN_APR_CEILING)),
    max_points: BURDEN_WEIGHTS.average_apr,
    value: round2(weightedApr),
    included: true,
    reason: t('reason_apr', { apr: pct(weightedApr / 100) }),
  });
  components.push({
    component: 'high_apr_share',
    points: round2(BURDEN_WEIGHTS.high_apr_share * highShare),
    max_points: BURDEN_WEIGHTS.high_apr_share,
    value: Math.round(highShare * 10_000) / 10_000,
    included: true,
    reason: t('reason_high_apr', { share: pct(highShare), threshold: BURDEN_HIGH_APR_PERCENT }),
  });
  components.push({
    component: 'negative_amortization',
    points: round2(BURDEN_WEIGHTS.negative_amortization * negShare),
    max_points: BURDEN_WEIGHTS.negative_amortization,
    value: Math.round(negShare * 10_000) / 10_000,
    included: true,
    reason: t('reason_negative_amortization', { share: pct(negShare) }),
  });
  components.push({
    component: 'debt_count',
    points: round2(BURDEN_WEIGHTS.debt_count * clamp01((withBalance - 1) / (BURDEN_DEBT_COUNT_CEILING - 1))),
    max_points: BURDEN_WEIGHTS.debt_count,
    value: withBalance,
    included: true,
    reason: t('reason_count', { count: withBalance }),
  });
  const included = components.filter((c) => c.included);
  const points = included.reduce((s, c) => s + c.points, 0);
  const maxPoints = included.reduce((s, c) => s + c.max_points, 0);
  const score = Math.min(100, Math.max(0, Math.round((100 * points) / maxPoints)));
  const rating = [...BURDEN_RATING_BANDS].reverse().find((band) => score >= band.min)!.rating;

  // Projection from the payoff engine (no extra payment: the snapshot shows where the minimums lead).
  const plan = planPayoff(valid, { asOf, lang, country, schedule: 'none' });
  const rec = plan.methods[plan.recommended_method];
  const recFirst = firstWithBalance(rec.priority, valid);

  // Warning flags.
  const flags: SnapshotWarningFlag[] = [];
  const actions: SnapshotAction[] = [];
  for (const c of negAmCreditors) flags.push({ code: 'negative_amortization', severity: 'high', creditor: c, message: t('flag_negative_amortization', { creditor: c }) });
  for (const d of details) {
    if (new Decimal(d.balance).isZero()) continue;
    if (d.rate >= aprRule.value) {
      flags.push({ code: 'very_high_apr', severity: 'high', creditor: d.creditor, message: t('flag_very_high_apr', { creditor: d.creditor, apr: d.rate, threshold: aprRule.value }) });
    }
  }
  if (incomeCents !== undefined && minimums > incomeCents) {
    flags.push({ code: 'minimums_exceed_income', severity: 'high', creditor: null, message: t('flag_minimums_exceed_income', { minimums: money(minimums), income: money(incomeCents) }) });
  } else if (dti !== null && dti >= dtiRule.value.high) {
    flags.push({ code: 'high_debt_to_income', severity: 'high', creditor: null, message: t('flag_high_dti', { ratio: pct(dti), threshold: pct(dtiRule.value.high) }) });
  } else if (dti !== null && dti > dtiRule.value.elevated) {
    flags.push({ code: 'elevated_debt_to_income', severity: 'medium', creditor: null, message: t('flag_elevated_dti', { ratio: pct(dti), threshold: pct(dtiRule.value.elevated) }) });
  }
  for (const d of details) {
    if (d.lawsuit) flags.push({ code: 'lawsuit', severity: 'high', creditor: d.creditor, message: t('flag_lawsuit', { creditor: d.creditor }) });
    if (d.secured && (d.months_behind ?? 0) > 0) flags.push({ code: 'secured_behind', severity: 'high', creditor: d.creditor, message: t('flag_secured_behind', { creditor: d.creditor }) });
    if (d.in_collections) flags.push({ code: 'in_collections', severity: 'medium', creditor: d.creditor, message: t('flag_in_collections', { creditor: d.creditor }) });
    if ((d.months_behind ?? 0) > 0) flags.push({ code: 'behind_on_payments', severity: 'medium', creditor: d.creditor, message: t('flag_behind', { creditor: d.creditor, months: d.months_behind ?? 0 }) });
  }
  if (!plan.minimums_only.paid_off) {
    flags.push({ code: 'never_paid_on_minimums', severity: 'high', creditor: null, message: t('flag_never_paid_on_minimums', { months: plan.minimums_only.months }) });
  }

  // Priority actions: legal risk, then collateral, then growing balances, then help, then the plan.
  for (const d of details) if (d.lawsuit) actions.push({ code: 'respond_to_lawsuit', creditor: d.creditor, action: t('action_respond_to_lawsuit', { creditor: d.creditor }) });
  for (const d of details) if (d.secured && (d.months_behind ?? 0) > 0) actions.push({ code: 'protect_collateral', creditor: d.creditor, action: t('action_protect_collateral', { creditor: d.creditor }) });
  for (const c of negAmCreditors) actions.push({ code: 'stop_balance_growth', creditor: c, action: t('action_stop_balance_growth', { creditor: c }) });
  if (flags.some((f) => f.code === 'minimums_exceed_income' || f.code === 'high_debt_to_income' || f.code === 'lawsuit' || f.code === 'never_paid_on_minimums')) {
    actions.push({ code: 'seek_counselling', creditor: null, action: t(`action_seek_counselling_${country}` as AssessDebtSnapshotMessageKey) });
  }
  for (const d of details) if (d.in_collections) actions.push({ code: 'validate_collection', creditor: d.creditor, action: t('action_validate_collection', { creditor: d.creditor }) });
  const veryHigh = flags.find((f) => f.code === 'very_high_apr');
  if (veryHigh?.creditor) actions.push({ code: 'review_high_cost', creditor: veryHigh.creditor, action: t('action_review_high_cost', { creditor: veryHigh.creditor }) });
  const methodName = t(`method_${plan.recommended_method}` as AssessDebtSnapshotMessageKey);
  if (rec.paid_off) {
    actions.push({ code: 'follow_method', creditor: recFirst, action: t('action_follow_method', { creditor: recFirst, method: methodName, months: rec.months }) });
  } else {
    actions.push({ code: 'raise_payment', creditor: recFirst, action: t('action_raise_payment', { creditor: recFirst }) });
  }

  const summary = (p: { months: number; paid_off: boolean; debt_free_date: string | null; total_interest: Decimal; remaining_balance: Decimal }): SnapshotPlanSummary => ({
    months: p.months,
    paid_off: p.paid_off,
    debt_free_date: p.debt_free_date,
    total_interest: p.total_interest,
    remaining_balance: p.remaining_balance,
  });
  const outcome = (p: SnapshotPlanSummary) =>
    p.paid_off
      ? t('outcome_paid', { months: p.months, interest: formatMoney(p.total_interest, { currency, lang }) })
      : t('outcome_unpaid', { months: p.months, remaining: formatMoney(p.remaining_balance, { currency, lang }) });
  const minimumsSummary = summary(plan.minimums_only);
  const recSummary = summary(rec);
  // When the method changes nothing (one debt, or minimums that already clear everything in order), say it once.
  const sameOutcome = outcome(minimumsSummary) === outcome(recSummary);
  const narrative = t(sameOutcome ? 'narrative_same' : 'narrative', {
    total: money(total),
    count: prepared.count,
    score,
    rating: t(`rating_${rating}` as AssessDebtSnapshotMessageKey),
    dti: dti === null ? '' : t('narrative_dti', { ratio: pct(dti) }),
    minimums_outcome: outcome(minimumsSummary),
    method: methodName,
    method_outcome: outcome(recSummary),
  });

  return {
    as_of: asOf,
    country,
    currency,
    total_debt: centsToDecimal(total),
    total_minimum_payment: centsToDecimal(minimums),
    burden_score: score,
    burden_rating: rating,
    score_components: components,
    debt_to_income_ratio: dti === null ? null : Math.round(dti * 10_000) / 10_000,
    weighted_average_apr: round2(weightedApr),
    warning_flags: flags,
    priority_actions: actions,
    payoff_projection: {
      minimums_only: minimumsSummary,
      recommended_method: plan.recommended_method,
      with_recommended_method: recSummary,
      interest_savings: plan.interest_savings_vs_minimums,
      interest_savings_is_lower_bound: plan.interest_savings_is_lower_bound,
    },
    narrative,
    ...citeRules([dtiRule, aprRule], { lang }),
  };
}

function firstWithBalance(priority: readonly string[], debts: readonly { creditor: string; balance: string }[]): string {
  for (const c of priority) if (debts.some((d) => d.creditor === c && !new Decimal(d.balance).isZero())) return c;
  return priority[0] ?? '';
}
