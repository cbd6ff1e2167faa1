import { centsToDecimal } from '../../core/centsToDecimal.js';
import { citeRules } from '../../core/citeRules.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { formatMoney } from '../../core/formatMoney.js';
import { requireRule } from '../../core/requireRule.js';
import { toCents } from '../../core/toCents.js';
import { DEBT_CURRENCIES } from '../debtCountries.js';
import { PLAN_MEDICAL_BILL_ABROAD_MESSAGES, type MedicalAbroadActionId, type PlanMedicalBillAbroadKey } from '../messages/planMedicalBillAbroad.js';
import type { MedicalSituation, PlanMedicalBillResult } from '../planMedicalBill.js';
import { MEDICAL_BILLING_ABROAD } from '../rules/medicalBillingAbroad.js';
import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';

/** What the abroad plan needs, already read and checked by planMedicalBill. */
export interface MedicalBillAbroadFacts {
  readonly country: 'UK' | 'CA' | 'AU';
  readonly asOf: string;
  readonly lang: ShippedLanguage;
  readonly billCents: number;
  readonly situation: MedicalSituation;
  readonly insurance: string | null;
}

/**
 * The medical-bill answer for the UK, Canada or Australia: that country's own protections and complaint routes (public
 * health cover first, then the provider, insurer and ombudsman routes, then how the debt is enforced and reported),
 * never the US federal rules, which the answer says do not apply.
 *
 * @param f - See {@link MedicalBillAbroadFacts}.
 * @returns The answer in the shape of {@link PlanMedicalBillResult}, with no estimate dispute and no US reporting fields.
 */
export function planMedicalBillAbroad(f: MedicalBillAbroadFacts): PlanMedicalBillResult {
  const currency = DEBT_CURRENCIES[f.country];
  const t = createTranslate(PLAN_MEDICAL_BILL_ABROAD_MESSAGES, f.lang, { currency });
  const money = (cents: number) => formatMoney(centsToDecimal(cents), { currency, lang: f.lang });
  const rule = requireRule(MEDICAL_BILLING_ABROAD[f.country], f.asOf);
  const fill = { nhs_debt: '500' };
  const protections = rule.value.protections.map((p) => ({
    id: p.id,
    applies: p.fit[f.situation],
    description: t(`protection_${p.id}`, fill),
    reason: t(`fit_${p.fit[f.situation]}`),
    rule_id: rule.id,
    source: p.source,
    effective: rule.effective,
    verified: rule.verified,
  }));
  const fitting = rule.value.protections.filter((p) => p.fit[f.situation] !== 'no');
  const names = fitting.map((p) => t(`name_${p.id}` as PlanMedicalBillAbroadKey)).join('; ');

  const report = rule.value.credit_reporting;
  const reportNotes: string[] = [];
  if (f.country === 'AU' && report.default_minimum !== undefined) {
    reportNotes.push(t('report_AU', { minimum: report.default_minimum, days: report.overdue_days ?? 0 }));
    if (f.billCents < toCents(report.default_minimum)) reportNotes.push(t('report_below_au_minimum', { minimum: report.default_minimum }));
  } else {
    reportNotes.push(t(f.country === 'UK' ? 'report_UK' : 'report_CA'));
  }

  const actions: PlanMedicalBillResult['actions'][number][] = [];
  const act = (id: MedicalAbroadActionId, params?: Readonly<Record<string, string | number>>) =>
    actions.push({ id, action: t(`action_${id}`, params), reason: t(`reason_${id}`) });
  act('itemized_bill');
  act('check_public_cover');
  const routes = fitting.filter((p) => /ombudsman|complaint/.test(p.id)).map((p) => t(`name_${p.id}` as PlanMedicalBillAbroadKey));
  if (routes.length > 0) act('complain', { routes: routes.join('; ') });
  act('payment_plan');
  act('answer_letters');
  act('avoid_credit_cards');

  return {
    as_of: f.asOf,
    country: f.country,
    currency,
    bill_amount: centsToDecimal(f.billCents),
    situation: f.situation,
    insurance: f.insurance,
    protections,
    estimate_dispute: null,
    itemized_bill_checklist: ([1, 2, 3, 4, 5, 6] as const).map((n) => t(`check_${n}`)),
    credit_reporting: { below_bureau_threshold: null, bureau_wait_days: null, cfpb_rule_status: null, state_laws: [], notes: reportNotes },
    actions,
    warnings: [t('warn_us_rules_not_applied'), t(`warn_not_advice_${f.country}`)],
    narrative: t('narrative', { amount: money(f.billCents), situation: t(`situation_${f.situation}`), country: t(`country_${f.country}`), protections: names }),
    ...citeRules([rule], { lang: f.lang }),
  };
}
