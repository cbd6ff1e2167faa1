import { utc } from '@date-fns/utc';
import { differenceInCalendarDays, parse } from 'date-fns';
import Decimal from 'decimal.js';
import { addMonthsIso } from '../../core/addMonthsIso.js';
import { centsToDecimal } from '../../core/centsToDecimal.js';
import type { Translate } from '../../core/i18n/createTranslate.js';
import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { DebtCountry } from '../debtCountries.js';
import type { ProjectTaxDebtKey } from '../messages/projectTaxDebt.js';
import { TAX_AU_PLANS } from '../rules/taxAu.js';
import { TAX_CA_COLLECTION_LIMIT } from '../rules/taxCa.js';
import { TAX_UK_TIME_TO_PAY } from '../rules/taxUk.js';
import { TAX_US_COLLECTION_STATUTE, TAX_US_OFFER, TAX_US_PAYMENT_PLANS, TAX_US_PLAN_FEES } from '../rules/taxUsResolution.js';
import { computeAmortizedPayment } from './amortize.js';
import type { TaxSituationFlags } from './taxSituation.js';

/** One way to pay or settle a tax debt. */
export interface TaxPaymentOption {
  readonly id: string;
  readonly name: string;
  /** Whether the amount owed fits the option's limits (`null`: no published limit or it depends on facts we lack). */
  readonly eligible: boolean | null;
  readonly max_months: number | null;
  /** Setup fee in the local currency, when one applies. */
  readonly setup_fee: Decimal | null;
  /** Level monthly payment that clears the balance within `max_months` at the current rate (an estimate). */
  readonly monthly_payment: Decimal | null;
  readonly notes: readonly string[];
}

/** Offer in compromise basics (US). */
export interface TaxOfferInCompromise {
  readonly application_fee: Decimal;
  readonly lump_sum_down_percent: number;
  readonly rcp_months_lump_sum: number;
  readonly rcp_months_periodic: number;
  readonly notes: readonly string[];
}

/** The collection time limit. */
export interface TaxCollectionLimit {
  /** Years the authority has to collect, `null` when no general limit is modelled. */
  readonly years: number | null;
  /** Estimated end, counting from an assessment `years_behind` years before `asOf`; `null` without a limit. */
  readonly estimated_expiry: string | null;
  readonly citation: string | null;
  readonly note: string;
}

/** What {@link buildTaxOptions} needs. */
export interface TaxOptionsContext {
  readonly country: DebtCountry;
  readonly asOf: string;
  readonly amountCents: number;
  readonly yearsBehind: number;
  /** Payment due date assumed (ISO; default `asOf` − `yearsBehind` years): HMRC's online window counts from it. */
  readonly dueDate?: string;
  /** What the situation text says (returns unfiled, a plan already in place); default: nothing. */
  readonly situation?: TaxSituationFlags;
  /** Current annual interest rate in percent (for payment estimates). */
  readonly annualPercent: Decimal;
  /** Extra yearly percent charged during a plan (US: the 0.25 %/month installment penalty = 3). */
  readonly planPenaltyPercent: Decimal;
  readonly t: Translate<ProjectTaxDebtKey>;
  readonly money: (amount: Decimal.Value) => string;
  readonly applied: AppliedRule<unknown>[];
}

/** Payment options, offer in compromise and collection limit of {@link buildTaxOptions}. */
export interface TaxOptions {
  readonly payment_options: readonly TaxPaymentOption[];
  readonly offer_in_compromise: TaxOfferInCompromise | null;
  readonly collection_limit: TaxCollectionLimit;
}

/**
 * Lists the authority's payment plans with eligibility by amount and an estimated monthly payment, the US offer in
 * compromise basics and the collection time limit.
 *
 * @param ctx - See {@link TaxOptionsContext}.
 * @returns The options.
 * @example
 * ```ts
 * buildTaxOptions(ctx).payment_options[0]!.id //=> 'short_term'
 * ```
 * @see https://www.irs.gov/payments/payment-plans-installment-agreements
 */
export function buildTaxOptions(ctx: TaxOptionsContext): TaxOptions {
  const { t, money, applied } = ctx;
  const amount = centsToDecimal(ctx.amountCents);
  const payment = (months: number) => centsToDecimal(computeAmortizedPayment(ctx.amountCents, ctx.annualPercent.plus(ctx.planPenaltyPercent), months));
  const options: TaxPaymentOption[] = [];
  let offer: TaxOfferInCompromise | null = null;
  let limit: TaxCollectionLimit = { years: null, estimated_expiry: null, citation: null, note: t('limit_none') };
  const assessed = addMonthsIso(ctx.asOf, -12 * ctx.yearsBehind);

  if (ctx.country === 'US') {
    const plans = pickRule(TAX_US_PAYMENT_PLANS, ctx.asOf);
    const fees = pickRule(TAX_US_PLAN_FEES, ctx.asOf);
    if (plans !== undefined) {
      applied.push(plans, ...(fees === undefined ? [] : [fees]));
      const v = plans.value;
      const fee = fees === undefined ? null : new Decimal(fees.value.online_direct_debit);
      const feeNote = fees === undefined ? [] : [t('us_fees', { dd: money(fees.value.online_direct_debit), other: money(fees.value.online_other), phone: money(fees.value.phone_mail_direct_debit), phone_other: money(fees.value.phone_mail_other) })];
      const shortMonths = Math.floor(v.short_term_days / 30);
      options.push({ id: 'short_term', name: t('opt_short_term'), eligible: amount.lessThan(v.short_term_below), max_months: shortMonths, setup_fee: new Decimal(0), monthly_payment: payment(shortMonths), notes: [t('us_short_term', { days: v.short_term_days, max: money(v.short_term_below) })] });
      options.push({ id: 'guaranteed', name: t('opt_guaranteed'), eligible: amount.lessThanOrEqualTo(v.guaranteed_max), max_months: v.guaranteed_years * 12, setup_fee: fee, monthly_payment: payment(v.guaranteed_years * 12), notes: [t('us_guaranteed', { max: money(v.guaranteed_max), years: v.guaranteed_years }), ...feeNote] });
      options.push({ id: 'streamlined', name: t('opt_streamlined'), eligible: amount.lessThanOrEqualTo(v.streamlined_max), max_months: v.streamlined_months, setup_fee: fee, monthly_payment: payment(v.streamlined_months), notes: [t('us_streamlined', { max: money(v.streamlined_max), months: v.streamlined_months }), ...feeNote] });
      options.push({ id: 'non_streamlined', name: t('opt_non_streamlined'), eligible: amount.greaterThan(v.streamlined_max), max_months: null, setup_fee: null, monthly_payment: null, notes: [t('us_non_streamlined')] });
    }
    options.push({ id: 'currently_not_collectible', name: t('opt_cnc'), eligible: null, max_months: null, setup_fee: null, monthly_payment: null, notes: [t('us_cnc')] });
    const oic = pickRule(TAX_US_OFFER, ctx.asOf);
    if (oic !== undefined) {
      applied.push(oic);
      offer = {
        application_fee: new Decimal(oic.value.application_fee),
        lump_sum_down_percent: oic.value.lump_sum_down_percent,
        rcp_months_lump_sum: oic.value.rcp_months_lump_sum,
        rcp_months_periodic: oic.value.rcp_months_periodic,
        notes: [t('us_oic', { fee: money(oic.value.application_fee), down: oic.value.lump_sum_down_percent, lump: oic.value.rcp_months_lump_sum, periodic: oic.value.rcp_months_periodic })],
      };
    }
    const csed = pickRule(TAX_US_COLLECTION_STATUTE, ctx.asOf);
    if (csed !== undefined) {
      applied.push(csed);
      limit = { years: csed.value.years, estimated_expiry: addMonthsIso(assessed, 12 * csed.value.years), citation: '26 U.S.C. 6502(a)(1)', note: t('us_csed') };
    }
  } else if (ctx.country === 'UK') {
    const ttp = pickRule(TAX_UK_TIME_TO_PAY, ctx.asOf);
    if (ttp !== undefined) {
      applied.push(ttp);
      const v = ttp.value;
      const due = ctx.dueDate ?? assessed;
      const daysLate = differenceInCalendarDays(parse(ctx.asOf, 'yyyy-MM-dd', 0, { in: utc }), parse(due, 'yyyy-MM-dd', 0, { in: utc }), { in: utc });
      // Every condition of the self-serve service that the inputs can tell; any one failing sends the taxpayer to the phone.
      const blocked: string[] = [];
      if (amount.greaterThan(v.online_max)) blocked.push(t('uk_ttp_over_max', { max: money(v.online_max) }));
      if (daysLate >= v.within_days_of_deadline) blocked.push(t('uk_ttp_too_late', { days: v.within_days_of_deadline, due, late: daysLate }));
      if (v.requires_returns_filed && ctx.situation?.unfiled_returns === true) blocked.push(t('uk_ttp_unfiled'));
      if (v.no_other_plans_or_debts && ctx.situation?.installment_agreement === true) blocked.push(t('uk_ttp_has_plan'));
      const eligible = blocked.length === 0;
      options.push({
        id: 'time_to_pay_online', name: t('opt_uk_ttp'), eligible, max_months: v.max_months, setup_fee: new Decimal(0),
        monthly_payment: eligible ? payment(v.max_months) : null,
        notes: [t('uk_ttp', { max: money(v.online_max), days: v.within_days_of_deadline, months: v.max_months }), ...blocked, t(eligible ? 'uk_ttp_assumed_no_other_debts' : 'uk_ttp_call')],
      });
    }
    options.push({ id: 'time_to_pay_phone', name: t('opt_uk_ttp_phone'), eligible: null, max_months: null, setup_fee: null, monthly_payment: null, notes: [t('uk_ttp_phone')] });
  } else if (ctx.country === 'CA') {
    options.push({ id: 'payment_arrangement', name: t('opt_ca_arrangement'), eligible: null, max_months: null, setup_fee: null, monthly_payment: null, notes: [t('ca_arrangement')] });
    options.push({ id: 'taxpayer_relief', name: t('opt_ca_relief'), eligible: null, max_months: null, setup_fee: null, monthly_payment: null, notes: [t('ca_relief')] });
    const ca = pickRule(TAX_CA_COLLECTION_LIMIT, ctx.asOf);
    if (ca !== undefined) {
      applied.push(ca);
      limit = { years: ca.value.years, estimated_expiry: addMonthsIso(assessed, 12 * ca.value.years), citation: 'Income Tax Act s 222', note: t('ca_limit') };
    }
  } else {
    const au = pickRule(TAX_AU_PLANS, ctx.asOf);
    if (au !== undefined) {
      applied.push(au);
      options.push({ id: 'payment_plan_online', name: t('opt_au_plan'), eligible: amount.lessThanOrEqualTo(au.value.self_serve_max), max_months: null, setup_fee: new Decimal(0), monthly_payment: null, notes: [t('au_plan', { max: money(au.value.self_serve_max), date: au.value.gic_non_deductible_from })] });
    }
    options.push({ id: 'gic_remission', name: t('opt_au_remission'), eligible: null, max_months: null, setup_fee: null, monthly_payment: null, notes: [t('au_remission')] });
  }
  return { payment_options: options, offer_in_compromise: offer, collection_limit: limit };
}
