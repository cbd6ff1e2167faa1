import Decimal from 'decimal.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { toCents } from '../core/toCents.js';
import { formatMoney } from '../core/formatMoney.js';
import { planMedicalBillAbroad } from './_lib/planMedicalBillAbroad.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import type { DebtCountry, DebtCurrency } from './debtCountries.js';
import type { MedicalAbroadActionId } from './messages/planMedicalBillAbroad.js';
import type { MedicalAbroadProtectionId } from './rules/medicalBillingAbroad.js';
import {
  MEDICAL_PROTECTION_LABELS,
  MEDICAL_SITUATION_LABELS,
  PLAN_MEDICAL_BILL_MESSAGES,
  type MedicalActionId,
  type MedicalProtectionId,
  type PlanMedicalBillKey,
} from './messages/planMedicalBill.js';
import { MEDICAL_GOOD_FAITH_ESTIMATE, MEDICAL_HOSPITAL_FINANCIAL_ASSISTANCE, MEDICAL_INSURANCE_APPEALS, MEDICAL_NO_SURPRISES_ACT } from './rules/medicalBillingProtections.js';
import { MEDICAL_BUREAU_POLICY, MEDICAL_CFPB_RULE, MEDICAL_STATE_CODES, MEDICAL_STATE_REPORTING_LAWS, type MedicalStateCode } from './rules/medicalCreditReporting.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../core/i18n/resolveLang.js';

const FN = 'planMedicalBill';

/** Situations of the medical endpoint (spec: Debt Elimination Guidance Service, debtMedical). */
export const MEDICAL_SITUATIONS = ['uninsured', 'underinsured', 'surprise_bill', 'out_of_network', 'insurance_denied'] as const;
/** A billing situation. */
export type MedicalSituation = (typeof MEDICAL_SITUATIONS)[number];

/** The bill. */
export interface MedicalBillInput {
  /** Amount billed, in the country's currency. */
  readonly bill_amount: Decimal.Value;
  /** Default `uninsured` (the spec's default). */
  readonly situation?: MedicalSituation;
  /** Insurer or plan name, free text (Medicare, Medicaid, TRICARE or VA changes the advice). */
  readonly insurance?: string;
}

/** Options of {@link planMedicalBill}. */
export interface PlanMedicalBillOptions {
  /** ISO date (YYYY-MM-DD) the plan is for; picks the rule versions in force. */
  readonly asOf: string;
  /** Narrative language: `'en'` (default) or `'es'`. */
  readonly lang?: ShippedLanguage;
  /** Total of the good-faith estimate, USD, when the patient has one (an extension: the spec does not list it). */
  readonly good_faith_estimate?: Decimal.Value;
  /**
   * Where the bill is: US (default), UK, CA or AU (the debt service's shared `country`). Outside the US the answer
   * gives that country's own protections and routes, in its currency, and says the US federal rules do not apply.
   */
  readonly country?: DebtCountry;
}

/** How far one protection reaches this bill. */
export type ProtectionFit = 'yes' | 'depends' | 'no';

/** One protection, with whether it fits and where it comes from. */
export interface MedicalProtection {
  /** A US protection, or a UK, Canadian or Australian route (see src/debt/rules/medicalBillingAbroad.ts). */
  readonly id: MedicalProtectionId | MedicalAbroadProtectionId;
  readonly applies: ProtectionFit;
  readonly description: string;
  readonly reason: string;
  readonly rule_id: string;
  readonly source: string;
  readonly effective: string;
  readonly verified: string | null;
}

/** Result of {@link planMedicalBill}. */
export interface PlanMedicalBillResult extends RuleCitations {
  readonly as_of: string;
  /** Where the bill is: US (default), UK, CA or AU. */
  readonly country: DebtCountry;
  /** Currency of every amount, in fields and text: the country's own (USD, GBP, CAD, AUD). */
  readonly currency: DebtCurrency;
  readonly bill_amount: Decimal;
  readonly situation: MedicalSituation;
  readonly insurance: string | null;
  readonly protections: readonly MedicalProtection[];
  /** Patient-provider dispute resolution against the good-faith estimate; null when the situation is not self-pay. */
  readonly estimate_dispute: {
    readonly threshold: Decimal;
    readonly good_faith_estimate: Decimal | null;
    readonly excess_over_estimate: Decimal | null;
    /** True/false with an estimate; false when the bill is below the threshold; otherwise null. */
    readonly eligible: boolean | null;
    /** Highest estimate for which this bill qualifies (bill − threshold); null when the bill is below the threshold. */
    readonly max_qualifying_estimate: Decimal | null;
    readonly window_days: number;
    readonly fee: Decimal;
    readonly explanation: string;
  } | null;
  readonly itemized_bill_checklist: readonly string[];
  readonly credit_reporting: {
    /** Whether the bill is under the bureaus' medical reporting threshold; null without a policy. */
    readonly below_bureau_threshold: boolean | null;
    readonly bureau_wait_days: number | null;
    readonly cfpb_rule_status: 'final_not_in_force' | 'vacated' | null;
    readonly state_laws: readonly { readonly state: MedicalStateCode; readonly citation: string; readonly effective: string; readonly in_force: boolean; readonly verified: string | null }[];
    readonly notes: readonly string[];
  };
  readonly actions: readonly { readonly id: MedicalActionId | MedicalAbroadActionId; readonly action: string; readonly reason: string }[];
  readonly warnings: readonly string[];
  readonly narrative: string;
}

/**
 * Builds a US medical-bill strategy: the itemized-bill review, the No Surprises Act for surprise and out-of-network
 * bills (42 U.S.C. 300gg-111 et seq., from 2022-01-01), the good-faith estimate and its dispute process when the bill
 * is $400 or more above it (45 CFR 149.610, 149.620), nonprofit-hospital financial assistance (IRC 501(r): 240-day
 * application period, no extraordinary collection actions for 120 days), insurance appeals and external review
 * (45 CFR 147.136), and how the debt may and may not be reported (bureau policies of 2022 and 2023, the CFPB rule
 * vacated on 2025-07-11, state laws).
 *
 * @param input - See {@link MedicalBillInput}.
 * @param options - See {@link PlanMedicalBillOptions}.
 * @returns The strategy; see {@link PlanMedicalBillResult}.
 * @throws {@link GuidekitError} `invalid_number`/`too_small`/`too_big` (bill_amount, good_faith_estimate),
 *   `invalid_value` (situation, listing the allowed values; insurance), `invalid_date` (asOf), `invalid_lang` (lang).
 * @example
 * ```ts
 * planMedicalBill({ bill_amount: '2400' }, { asOf: '2026-11-22', good_faith_estimate: '1800' }).estimate_dispute?.eligible //=> true
 * ```
 * @see https://www.ecfr.gov/current/title-45/subtitle-A/subchapter-B/part-149
 * @see https://www.irs.gov/charities-non-profits/billing-and-collections-section-501r6
 * @see spec: Debt Elimination Guidance Service (debtMedical: bill_amount; situation; insurance)
 */
export function planMedicalBill(input: MedicalBillInput, options: PlanMedicalBillOptions): PlanMedicalBillResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const billCents = toCents(input?.bill_amount, { fn: FN, field: 'bill_amount' });
  const situation = input.situation ?? 'uninsured';
  if (!(MEDICAL_SITUATIONS as readonly string[]).includes(situation)) {
    throw new GuidekitError(`${FN}: situation must be one of ${MEDICAL_SITUATIONS.join(', ')}, got ${JSON.stringify(situation)}`, { code: 'invalid_value', field: 'situation' });
  }
  if (input.insurance !== undefined && (typeof input.insurance !== 'string' || input.insurance.trim() === '')) {
    throw new GuidekitError(`${FN}: insurance must be a non-empty text`, { code: 'invalid_value', field: 'insurance' });
  }
  const insurance = input.insurance?.trim() ?? null;
  const estimateCents = options.good_faith_estimate === undefined ? null : toCents(options.good_faith_estimate, { fn: FN, field: 'good_faith_estimate' });
  const country = readDebtCountry(options.country, { fn: FN });
  if (country !== 'US') return planMedicalBillAbroad({ country, asOf, lang, billCents, situation, insurance });
  const t = createTranslate(PLAN_MEDICAL_BILL_MESSAGES, lang, { currency: 'USD' });
  const money = (cents: number) => formatMoney(centsToDecimal(cents), { currency: 'USD', lang });
  const applied: AppliedRule<unknown>[] = [];
  const cite = <T>(rule: AppliedRule<T> | undefined): AppliedRule<T> | undefined => {
    if (rule !== undefined) applied.push(rule);
    return rule;
  };

  const nsa = cite(pickRule(MEDICAL_NO_SURPRISES_ACT, asOf));
  const gfe = cite(pickRule(MEDICAL_GOOD_FAITH_ESTIMATE, asOf));
  const fap = cite(pickRule(MEDICAL_HOSPITAL_FINANCIAL_ASSISTANCE, asOf));
  const appeal = cite(pickRule(MEDICAL_INSURANCE_APPEALS, asOf));

  const protections: MedicalProtection[] = [];
  const protect = (id: MedicalProtectionId, rule: AppliedRule<unknown>, applies: ProtectionFit, description: string, reason: string) =>
    protections.push({ id, applies, description, reason, rule_id: rule.id, source: rule.source, effective: rule.effective, verified: rule.verified });
  const nsaFit: Record<MedicalSituation, ProtectionFit> = { uninsured: 'no', underinsured: 'depends', surprise_bill: 'yes', out_of_network: 'depends', insurance_denied: 'depends' };
  const gfeFit: Record<MedicalSituation, ProtectionFit> = { uninsured: 'yes', underinsured: 'depends', surprise_bill: 'no', out_of_network: 'no', insurance_denied: 'no' };
  const appealFit: Record<MedicalSituation, ProtectionFit> = { uninsured: 'no', underinsured: 'depends', surprise_bill: 'depends', out_of_network: 'depends', insurance_denied: 'yes' };
  if (nsa !== undefined) protect('no_surprises_act', nsa, nsaFit[situation], t('protection_no_surprises_act'), t(`applies_nsa_${situation}`));
  let dispute: PlanMedicalBillResult['estimate_dispute'] = null;
  if (gfe !== undefined) {
    const g = gfe.value;
    protect('good_faith_estimate', gfe, gfeFit[situation], t('protection_good_faith_estimate', { threshold: money(g.dispute_threshold_cents), days: g.dispute_window_days, fee: money(g.dispute_fee_cents) }), t(`applies_gfe_${situation}`));
    if (gfeFit[situation] !== 'no') {
      const excess = estimateCents === null ? null : billCents - estimateCents;
      const eligible = excess !== null ? excess >= g.dispute_threshold_cents : billCents < g.dispute_threshold_cents ? false : null;
      const maxEstimate = billCents >= g.dispute_threshold_cents ? billCents - g.dispute_threshold_cents : null;
      const fill = { threshold: money(g.dispute_threshold_cents), excess: money(Math.max(0, excess ?? 0)), max_estimate: money(maxEstimate ?? 0) };
      const explanation = excess !== null ? t(eligible ? 'ppdr_eligible' : 'ppdr_not_eligible', fill) : maxEstimate === null ? t('ppdr_impossible', fill) : t('ppdr_unknown', fill);
      dispute = {
        threshold: centsToDecimal(g.dispute_threshold_cents),
        good_faith_estimate: estimateCents === null ? null : centsToDecimal(estimateCents),
        excess_over_estimate: excess === null ? null : centsToDecimal(excess),
        eligible,
        max_qualifying_estimate: maxEstimate === null ? null : centsToDecimal(maxEstimate),
        window_days: g.dispute_window_days,
        fee: centsToDecimal(g.dispute_fee_cents),
        explanation,
      };
    }
  }
  if (fap !== undefined) {
    const f = fap.value;
    protect('financial_assistance', fap, 'depends', t('protection_financial_assistance', { application_days: f.application_period_days, eca_days: f.eca_wait_days, notice_days: f.eca_notice_days }), t('applies_fap'));
  }
  if (appeal !== undefined) {
    const a = appeal.value;
    protect('insurance_appeal', appeal, appealFit[situation], t('protection_insurance_appeal', { appeal_days: a.internal_appeal_days, review_months: a.external_review_months, expedited: a.expedited_hours }), t(`applies_appeal_${situation}`));
  }

  // Credit reporting: the bureaus' voluntary policy, the vacated CFPB rule and state bans in force at asOf.
  const policy = cite(pickRule(MEDICAL_BUREAU_POLICY, asOf));
  const cfpb = cite(pickRule(MEDICAL_CFPB_RULE, asOf));
  const reportNotes: string[] = [];
  const below = policy === undefined ? null : billCents < policy.value.min_reported_cents;
  if (policy === undefined) reportNotes.push(t('report_no_policy'));
  else {
    if (below) reportNotes.push(t('report_below_threshold', { amount: money(billCents), min: money(policy.value.min_reported_cents) }));
    reportNotes.push(t('report_wait', { wait: policy.value.wait_days }));
    if (policy.value.paid_removed) reportNotes.push(t('report_paid'));
  }
  if (cfpb !== undefined) reportNotes.push(t(cfpb.value.status === 'vacated' ? 'report_cfpb_vacated' : 'report_cfpb_pending'));
  const stateLaws = MEDICAL_STATE_CODES.map((state) => {
    const table = MEDICAL_STATE_REPORTING_LAWS[state];
    const inForce = cite(pickRule(table, asOf));
    const row = inForce ?? { ...table.versions[0]!, value: table.versions[0]!.value };
    return { state, citation: row.value.citation, effective: row.effective, in_force: inForce !== undefined, verified: row.verified };
  });
  const inForceStates = stateLaws.filter((s) => s.in_force).map((s) => s.state);
  if (inForceStates.length > 0) reportNotes.push(t('report_states', { states: inForceStates.join(', ') }));

  const actions: PlanMedicalBillResult['actions'][number][] = [];
  const act = (id: MedicalActionId, params?: Readonly<Record<string, string | number>>) =>
    actions.push({ id, action: t(`action_${id}` as PlanMedicalBillKey, params), reason: t(`reason_${id}` as PlanMedicalBillKey) });
  act('itemized_bill');
  if (nsa !== undefined && nsaFit[situation] !== 'no') act('surprise_billing_rights', { phone: nsa.value.help_desk_phone });
  if (dispute !== null && dispute.eligible !== false) act('dispute_over_estimate', { threshold: money(gfe!.value.dispute_threshold_cents), days: gfe!.value.dispute_window_days });
  if (situation === 'uninsured') act('self_pay_discount');
  if (appeal !== undefined && appealFit[situation] !== 'no') act('appeal_denial', { appeal_days: appeal.value.internal_appeal_days });
  if (fap !== undefined) act('financial_assistance', { application_days: fap.value.application_period_days });
  act('payment_plan');
  act('check_credit_reports');
  act('avoid_credit_cards');

  const warnings: string[] = [];
  const program = insurance === null ? undefined : /\b(medicare|medicaid|tricare|medi-cal|va)\b/i.exec(insurance)?.[1];
  if (program !== undefined) warnings.push(t('warn_federal_program', { program }));
  if (nsa === undefined) warnings.push(t('nsa_not_in_force'));
  warnings.push(t('warn_not_advice'));

  const fitting = protections.filter((p) => p.applies !== 'no').map((p) => (MEDICAL_PROTECTION_LABELS[lang] ?? MEDICAL_PROTECTION_LABELS.en)[p.id as MedicalProtectionId]);
  return {
    as_of: asOf,
    country,
    currency: 'USD',
    bill_amount: centsToDecimal(billCents),
    situation,
    insurance,
    protections,
    estimate_dispute: dispute,
    itemized_bill_checklist: ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const).map((n) => t(`check_${n}`)),
    credit_reporting: {
      below_bureau_threshold: below,
      bureau_wait_days: policy?.value.wait_days ?? null,
      cfpb_rule_status: cfpb?.value.status ?? null,
      state_laws: stateLaws,
      notes: reportNotes,
    },
    actions,
    warnings,
    narrative: t('narrative', { amount: money(billCents), situation: (MEDICAL_SITUATION_LABELS[lang] ?? MEDICAL_SITUATION_LABELS.en)[situation], protections: fitting.join('; ') }),
    ...citeRules(applied, { lang }),
  };
}
