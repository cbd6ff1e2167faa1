import Decimal from 'decimal.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { requireRule } from '../core/requireRule.js';
import { toCents } from '../core/toCents.js';
import { computeAmortizedPayment } from './_lib/amortize.js';
import { formatMoney } from '../core/formatMoney.js';
import { DEBT_CURRENCIES, type DebtCurrency } from './debtCountries.js';
import { readDebtList, type DebtItem } from './_lib/readDebtList.js';
import { COMPARE_CONSOLIDATION_MESSAGES, type CompareConsolidationKey } from './messages/compareConsolidation.js';
import { CONSOLIDATION_RATES, type ApprovalOdds, type ConsolidationBand } from './rules/consolidationRates.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../core/i18n/resolveLang.js';

const FN = 'compareConsolidation';
/** Longest simulation: 50 years of monthly payments. A plan still owing then is reported as not paid off. */
const HORIZON_MONTHS = 600;

/** The consolidation products compared. */
export type ConsolidationOptionId = 'personal_loan' | 'balance_transfer' | 'home_equity';

/** Options of {@link compareConsolidation}. */
export interface CompareConsolidationOptions {
  /** Credit score, 300–900 (FICO-style; Canadian scores reach 900). Picks the assumed rate band. */
  readonly credit_score: number;
  /** Monthly income in USD, optional; used only to report each payment as a share of income. */
  readonly income?: Decimal.Value;
  /** Whether the borrower owns a home (a home-equity line needs one). Default `false`. */
  readonly homeowner?: boolean;
  /** Jurisdiction: US (default), UK, CA or AU. The assumed rates are US figures. */
  readonly country?: 'US' | 'UK' | 'CA' | 'AU';
  /** ISO date (YYYY-MM-DD) of the comparison; picks the rule versions in force. */
  readonly asOf: string;
  /** Language of the narrative: `'en'` (default) or `'es'`. */
  readonly lang?: ShippedLanguage;
}

/** Keeping the current debts and paying each its minimum. */
export interface KeepCurrentPlan {
  readonly total_balance: Decimal;
  /** Sum of the current minimum payments. */
  readonly monthly_payment: Decimal;
  /** Months until every debt is paid off, or `null` when the minimums never clear them within 600 months. */
  readonly months_to_payoff: number | null;
  readonly total_interest: Decimal;
  readonly total_paid: Decimal;
}

/** One consolidation product, computed with the assumed terms of the borrower's credit band. */
export interface ConsolidationOption {
  readonly option: ConsolidationOptionId;
  readonly summary: string;
  /** False when the product is not available to this borrower (no home; balance transfer at a poor score). */
  readonly eligible: boolean;
  readonly approval_odds: ApprovalOdds;
  /** APR in percent (for a balance transfer: the rate after the promotion). */
  readonly apr: number;
  /** Promotional rate and its length, for a balance transfer. */
  readonly promo: { readonly apr: number; readonly months: number } | null;
  /** Upfront costs: the percent applied and the amount (financed into the new balance). */
  readonly fees: {
    readonly origination_percent: number | null;
    readonly transfer_fee_percent: number | null;
    readonly closing_cost_percent: number | null;
    readonly amount: Decimal | null;
  };
  /** Amount owed on the new product at the start: the debts plus financed fees. `null` when not eligible. */
  readonly principal: Decimal | null;
  readonly term_months: number | null;
  readonly monthly_payment: Decimal | null;
  readonly months_to_payoff: number | null;
  readonly total_interest: Decimal | null;
  /** Fees plus interest: the cost of borrowing. */
  readonly total_cost: Decimal | null;
  readonly total_paid: Decimal | null;
  /** Keep-current interest minus this option's total cost (negative: the option costs more). */
  readonly savings_vs_current: Decimal | null;
  /** First month (1-based) in which the cumulative savings exceed the fees, or `null` when that never happens. */
  readonly break_even_month: number | null;
  /**
   * Month by month (index 0 = month 1): keep-current cumulative interest minus this option's cumulative cost
   * (fees + interest). Break-even is the first month where it is positive.
   */
  readonly cumulative_net_savings: readonly Decimal[] | null;
  /** Monthly payment as a percent of monthly income, when income was given. */
  readonly payment_to_income_percent: number | null;
  /** Eligibility hints, assumptions and risks. */
  readonly notes: readonly string[];
}

/** Result of {@link compareConsolidation}. */
export interface CompareConsolidationResult extends RuleCitations {
  readonly country: 'US' | 'UK' | 'CA' | 'AU';
  /** Currency of every amount, in fields and text: the country's own (USD, GBP, CAD, AUD). */
  readonly currency: DebtCurrency;
  readonly credit_score: number;
  readonly credit_band: ConsolidationBand['band'];
  readonly homeowner: boolean;
  readonly keep_current: KeepCurrentPlan;
  readonly options: readonly ConsolidationOption[];
  /**
   * The recommended option: eligible, approval not unlikely and saving money; unsecured options before the home-equity
   * line, a payment within the current minimums before a higher one, then the larger saving. `'keep_current'` when none.
   */
  readonly best_option: ConsolidationOptionId | 'keep_current';
  readonly recommendation: string;
  readonly warnings: readonly string[];
  readonly narrative: string;
}

interface LoanRun {
  readonly months: number;
  readonly paidOff: boolean;
  /** Cumulative interest in cents after each month. */
  readonly cumulativeInterest: number[];
  readonly totalPaid: number;
}

/**
 * Compares consolidating debts with a personal loan, a 0 % balance-transfer card or a home-equity line against
 * keeping them and paying the current minimums: fees, promotional period, monthly payment, total cost and the
 * month the fees are earned back.
 *
 * @remarks
 * Interest accrues monthly at APR / 12 on the balance, rounded half up to the cent, then the payment is applied
 * (the last payment is what is left). Fees are financed: the origination fee is taken from the loan (so the loan
 * is grossed up to clear the debts), the transfer fee and closing costs are added to the new balance. Personal-loan
 * and home-equity terms are the shortest tried term whose payment is not above the current minimums (else the
 * longest). The balance-transfer payment clears the balance within the promotion. Break-even is the first month in
 * which keep-current cumulative interest exceeds the option's fees plus cumulative interest. Assumed rates by
 * credit band come from a dated, unverified rule table.
 *
 * @param debts - One to 100 debts (creditor, balance, rate as APR percent, minPayment).
 * @param options - See {@link CompareConsolidationOptions}.
 * @returns The comparison; see {@link CompareConsolidationResult}.
 * @throws {@link GuidekitError} `invalid_date` (asOf), `invalid_lang` (lang), `invalid_value` (country),
 *   `out_of_range` (credit_score), `invalid_type` (homeowner), money codes on `income` and `debts[i].*`.
 * @example
 * ```ts
 * const r = compareConsolidation([{ creditor: 'Card', balance: '10000', rate: 24, minPayment: '300' }], { credit_score: 760, asOf: '2026-11-22' });
 * r.options[0].option //=> 'personal_loan'
 * ```
 * @see spec: Debt Elimination Guidance Service (debtConsolidate: personal loan vs balance transfer vs home-equity line, with break-even math)
 * @see https://www.federalreserve.gov/releases/g19/current/default.htm
 */
export function compareConsolidation(debts: readonly DebtItem[], options: CompareConsolidationOptions): CompareConsolidationResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const country = readDebtCountry(options.country, { fn: FN });
  const score = options.credit_score;
  if (typeof score !== 'number' || !Number.isFinite(score) || score < 300 || score > 900) {
    throw new GuidekitError(`${FN}: credit_score must be a number from 300 to 900`, { code: 'out_of_range', field: 'credit_score' });
  }
  const homeowner = options.homeowner ?? false;
  if (typeof homeowner !== 'boolean') throw new GuidekitError(`${FN}: homeowner must be true or false`, { code: 'invalid_type', field: 'homeowner' });
  const incomeCents = options.income === undefined ? undefined : toCents(options.income, { fn: FN, field: 'income' });
  const list = readDebtList(debts, { fn: FN });

  const currency = DEBT_CURRENCIES[country];
  const t = createTranslate(COMPARE_CONSOLIDATION_MESSAGES, lang, { currency });
  const money = (cents: number) => formatMoney(centsToDecimal(cents), { currency, lang });
  const rates = requireRule(CONSOLIDATION_RATES, asOf);
  const band = [...rates.value.bands].sort((a, b) => b.min_score - a.min_score).find((b) => score >= b.min_score);
  if (band === undefined) throw new GuidekitError(`${FN}: no credit band covers score ${score}`, { code: 'out_of_range', field: 'credit_score' });

  const totalCents = list.reduce((sum, d) => sum + d.balanceCents, 0);
  const budgetCents = list.reduce((sum, d) => sum + (d.balanceCents > 0 ? d.minPaymentCents : 0), 0);
  const current = simulateCurrent(list);
  const currentInterest = current.cumulativeInterest.at(-1) ?? 0;
  const keepCurrent: KeepCurrentPlan = {
    total_balance: centsToDecimal(totalCents),
    monthly_payment: centsToDecimal(budgetCents),
    months_to_payoff: current.paidOff ? current.months : null,
    total_interest: centsToDecimal(currentInterest),
    total_paid: centsToDecimal(current.totalPaid),
  };

  const bandName = t(`band_${band.band}` as CompareConsolidationKey);
  const approvalNote = (odds: ApprovalOdds) => t(`approval_${odds}` as CompareConsolidationKey, { band: bandName, score });

  const build = (
    option: ConsolidationOptionId,
    terms: {
      eligible: boolean;
      ineligibleNote?: string;
      approval: ApprovalOdds;
      apr: number;
      promo: { apr: number; months: number } | null;
      fees: Omit<ConsolidationOption['fees'], 'amount'>;
      feeCents: number;
      principalCents: number;
      choose: (principalCents: number) => { term: number; paymentCents: number; aprFor: (month: number) => Decimal };
      extraNotes: (p: { paymentCents: number; term: number; feeCents: number; principalCents: number }) => string[];
    },
  ): ConsolidationOption => {
    const summary = t(`option_${option}` as CompareConsolidationKey);
    if (!terms.eligible) {
      return {
        option,
        summary,
        eligible: false,
        approval_odds: terms.approval,
        apr: terms.apr,
        promo: terms.promo,
        fees: { ...terms.fees, amount: null },
        principal: null,
        term_months: null,
        monthly_payment: null,
        months_to_payoff: null,
        total_interest: null,
        total_cost: null,
        total_paid: null,
        savings_vs_current: null,
        break_even_month: null,
        cumulative_net_savings: null,
        payment_to_income_percent: null,
        notes: [terms.ineligibleNote ?? '', approvalNote(terms.approval)].filter((n) => n !== ''),
      };
    }
    const chosen = terms.choose(terms.principalCents);
    const { term, aprFor } = chosen;
    // A payment rounded to zero would never repay a tiny balance: pay at least one cent.
    const paymentCents = terms.principalCents > 0 ? Math.max(1, chosen.paymentCents) : 0;
    const run = simulateLoan(terms.principalCents, paymentCents, aprFor);
    const optionInterest = run.cumulativeInterest.at(-1) ?? 0;
    const length = Math.max(run.months, current.months);
    const series: Decimal[] = [];
    let breakEven: number | null = null;
    for (let m = 1; m <= length; m++) {
      const keep = current.cumulativeInterest[Math.min(m, current.months) - 1] ?? 0;
      const opt = terms.feeCents + (run.cumulativeInterest[Math.min(m, run.months) - 1] ?? 0);
      if (breakEven === null && keep - opt > 0) breakEven = m;
      series.push(centsToDecimal(keep - opt));
    }
    const totalCost = terms.feeCents + optionInterest;
    const notes = [approvalNote(terms.approval), ...terms.extraNotes({ paymentCents, term, feeCents: terms.feeCents, principalCents: terms.principalCents })];
    if (paymentCents > budgetCents) notes.push(t('payment_above_current', { payment: money(paymentCents), current: money(budgetCents) }));
    let paymentToIncome: number | null = null;
    if (incomeCents !== undefined && incomeCents > 0) {
      paymentToIncome = new Decimal(paymentCents).times(100).dividedBy(incomeCents).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toNumber();
      notes.push(t('payment_income', { percent: paymentToIncome }));
    }
    notes.push(breakEven === null ? t('no_break_even') : t('break_even', { month: breakEven }));
    return {
      option,
      summary,
      eligible: true,
      approval_odds: terms.approval,
      apr: terms.apr,
      promo: terms.promo,
      fees: { ...terms.fees, amount: centsToDecimal(terms.feeCents) },
      principal: centsToDecimal(terms.principalCents),
      term_months: term,
      monthly_payment: centsToDecimal(paymentCents),
      months_to_payoff: run.paidOff ? run.months : null,
      total_interest: centsToDecimal(optionInterest),
      total_cost: centsToDecimal(totalCost),
      total_paid: centsToDecimal(run.totalPaid),
      savings_vs_current: centsToDecimal(currentInterest - totalCost),
      break_even_month: breakEven,
      cumulative_net_savings: series,
      payment_to_income_percent: paymentToIncome,
      notes,
    };
  };

  // The shortest term whose payment fits the current minimums, else the longest.
  const chooseTerm = (termsList: readonly number[], apr: number) => (principalCents: number) => {
    const sorted = [...termsList].sort((a, b) => a - b);
    let term = sorted[sorted.length - 1] ?? 60;
    for (const candidate of sorted) {
      if (computeAmortizedPayment(principalCents, apr, candidate) <= budgetCents) {
        term = candidate;
        break;
      }
    }
    const aprDecimal = new Decimal(apr);
    return { term, paymentCents: computeAmortizedPayment(principalCents, apr, term), aprFor: () => aprDecimal };
  };

  const pl = band.personal_loan;
  // The origination fee is withheld from the proceeds, so the loan is grossed up to pay the debts in full.
  const plPrincipal = new Decimal(totalCents).times(100).dividedBy(new Decimal(100).minus(pl.origination_percent)).toDecimalPlaces(0, Decimal.ROUND_UP).toNumber();
  const personalLoan = build('personal_loan', {
    eligible: true,
    approval: pl.approval,
    apr: pl.apr,
    promo: null,
    fees: { origination_percent: pl.origination_percent, transfer_fee_percent: null, closing_cost_percent: null },
    feeCents: plPrincipal - totalCents,
    principalCents: plPrincipal,
    choose: chooseTerm(rates.value.personal_loan_terms, pl.apr),
    extraNotes: ({ feeCents, principalCents }) => [
      t('note_pl_origination', { percent: pl.origination_percent, fee: money(feeCents), principal: money(principalCents), total: money(totalCents) }),
    ],
  });

  const bt = band.balance_transfer;
  const btFee = new Decimal(totalCents).times(bt.fee_percent).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  const balanceTransfer = build('balance_transfer', {
    eligible: bt.available && bt.promo_months > 0,
    ineligibleNote: t('ineligible_bt_band'),
    approval: bt.approval,
    apr: bt.go_to_apr,
    promo: bt.available ? { apr: bt.promo_apr, months: bt.promo_months } : null,
    fees: { origination_percent: null, transfer_fee_percent: bt.fee_percent, closing_cost_percent: null },
    feeCents: btFee,
    principalCents: totalCents + btFee,
    choose: (principalCents) => {
      const promoApr = new Decimal(bt.promo_apr);
      const goTo = new Decimal(bt.go_to_apr);
      // Pay enough to clear the balance before the promotion ends.
      const paymentCents = bt.promo_apr === 0
        ? Math.ceil(principalCents / bt.promo_months)
        : computeAmortizedPayment(principalCents, bt.promo_apr, bt.promo_months);
      return { term: bt.promo_months, paymentCents, aprFor: (month: number) => (month <= bt.promo_months ? promoApr : goTo) };
    },
    extraNotes: ({ paymentCents, feeCents }) => [
      t('note_bt_fee', { percent: bt.fee_percent, fee: money(feeCents), payment: money(paymentCents), months: bt.promo_months, apr: bt.go_to_apr }),
      t('note_bt_limit'),
    ],
  });

  const he = band.heloc;
  const heFee = new Decimal(totalCents).times(he.closing_cost_percent).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
  const homeEquity = build('home_equity', {
    eligible: homeowner,
    ineligibleNote: t('ineligible_not_homeowner'),
    approval: he.approval,
    apr: he.apr,
    promo: null,
    fees: { origination_percent: null, transfer_fee_percent: null, closing_cost_percent: he.closing_cost_percent },
    feeCents: heFee,
    principalCents: totalCents + heFee,
    choose: chooseTerm(rates.value.heloc_terms, he.apr),
    extraNotes: ({ feeCents }) => [t('note_he_risk'), t('note_he_variable'), t('note_he_costs', { percent: he.closing_cost_percent, fee: money(feeCents) })],
  });

  const optionsList = [personalLoan, balanceTransfer, homeEquity];
  // Best: an option likely enough to be approved that saves money. Unsecured options come before borrowing against
  // the home; within each group a payment that fits the current minimums comes first, then the larger saving.
  const candidates = optionsList.filter(
    (o) => o.eligible && o.approval_odds !== 'unlikely' && o.savings_vs_current !== null && o.savings_vs_current.greaterThan(0),
  );
  const tier = (o: ConsolidationOption) =>
    (o.option === 'home_equity' ? 2 : 0) + (o.monthly_payment !== null && o.monthly_payment.lessThanOrEqualTo(centsToDecimal(budgetCents)) ? 0 : 1);
  const best = [...candidates].sort(
    (a, b) => tier(a) - tier(b) || (b.savings_vs_current as Decimal).comparedTo(a.savings_vs_current as Decimal),
  )[0];
  const recommendation =
    totalCents === 0
      ? t('recommendation_empty')
      : best === undefined
        ? t('recommendation_keep')
        : t('recommendation_option', {
            option: best.summary,
            savings: formatMoney(best.savings_vs_current ?? 0, { currency, lang }),
            payment: formatMoney(best.monthly_payment ?? 0, { currency, lang }),
          });

  const warnings: string[] = [t('warn_new_charges'), t('warn_assumed_rates')];
  if (!current.paidOff) warnings.push(t('keep_not_paid_off'));
  if (country !== 'US') warnings.push(t(`warn_non_us_${country}` as CompareConsolidationKey));
  if (homeowner) warnings.push(t('note_he_risk'));

  return {
    country,
    currency,
    credit_score: score,
    credit_band: band.band,
    homeowner,
    keep_current: keepCurrent,
    options: optionsList,
    best_option: best?.option ?? 'keep_current',
    recommendation,
    warnings,
    narrative: t('narrative', {
      total: money(totalCents),
      count: list.length,
      band: bandName,
      current_payment: money(budgetCents),
      current_interest: money(currentInterest),
      recommendation,
    }),
    // The assumed terms are a US market snapshot; elsewhere they are a labelled comparison (warn_non_us_* says so).
    ...citeRules([country === 'US' ? rates : { ...rates, comparison: true }], { lang }),
  };
}

/** Keeps every debt and pays each its own minimum (capped at what is owed) until all are paid or the horizon. */
function simulateCurrent(debts: readonly { balanceCents: number; rate: Decimal; minPaymentCents: number }[]): LoanRun {
  const balances = debts.map((d) => d.balanceCents);
  const monthlyRates = debts.map((d) => d.rate.dividedBy(1200));
  const cumulativeInterest: number[] = [];
  let interestSoFar = 0;
  let totalPaid = 0;
  let month = 0;
  while (balances.some((b) => b > 0) && month < HORIZON_MONTHS) {
    month++;
    for (let i = 0; i < balances.length; i++) {
      let balance = balances[i] as number;
      if (balance <= 0) continue;
      const interest = new Decimal(balance).times(monthlyRates[i] as Decimal).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
      balance += interest;
      interestSoFar += interest;
      const pay = Math.min((debts[i] as { minPaymentCents: number }).minPaymentCents, balance);
      balance -= pay;
      totalPaid += pay;
      balances[i] = balance;
    }
    cumulativeInterest.push(interestSoFar);
  }
  return { months: month, paidOff: balances.every((b) => b <= 0), cumulativeInterest, totalPaid };
}

/** Pays one loan a fixed payment (the last one is what is left) with a month-dependent APR. */
function simulateLoan(principalCents: number, paymentCents: number, aprFor: (month: number) => Decimal): LoanRun {
  const cumulativeInterest: number[] = [];
  let balance = principalCents;
  let interestSoFar = 0;
  let totalPaid = 0;
  let month = 0;
  while (balance > 0 && month < HORIZON_MONTHS) {
    month++;
    const interest = new Decimal(balance).times(aprFor(month)).dividedBy(1200).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
    balance += interest;
    interestSoFar += interest;
    const pay = Math.min(paymentCents, balance);
    balance -= pay;
    totalPaid += pay;
    cumulativeInterest.push(interestSoFar);
  }
  return { months: month, paidOff: balance <= 0, cumulativeInterest, totalPaid };
}
