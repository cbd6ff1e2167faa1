import Decimal from 'decimal.js';
import type { Translate } from '../../core/i18n/createTranslate.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { DebtCountry } from '../debtCountries.js';
import type { CalculateGarnishmentMessageKey } from '../messages/calculateGarnishment.js';
import type { IntlGarnishmentRule } from '../rules/garnishmentIntl.js';
import type { PayFrequency } from '../rules/garnishmentUsFederal.js';
import type { StateGarnishmentRule } from '../rules/garnishmentUsStates.js';
import { formatMoney, MONEY_CURRENCIES, type MoneyCurrency } from '../../core/formatMoney.js';
import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';

/** The translator of calculateGarnishment's catalog. */
export type GarnishmentT = Translate<CalculateGarnishmentMessageKey>;

/**
 * Writes an amount in the jurisdiction's currency for narrative text with the shared {@link formatMoney} (a currency it
 * does not know keeps its ISO code after the number).
 *
 * @param amount - The amount.
 * @param currency - ISO currency code.
 * @param lang - `'en'` or `'es'`.
 * @returns The formatted text.
 * @example
 * ```ts
 * formatGarnishmentMoney('1234.5', 'GBP', 'en') //=> '£1,234.50'
 * ```
 */
export function formatGarnishmentMoney(amount: Decimal.Value, currency: string, lang: ShippedLanguage): string {
  if ((MONEY_CURRENCIES as readonly string[]).includes(currency)) return formatMoney(amount, { currency: currency as MoneyCurrency, lang });
  // A currency formatMoney does not write: the number in the language's format, then the ISO code.
  const usd = formatMoney(amount, { lang });
  return `${usd.replace(/^(-?)\$/, '$1').replace(/[\s\u00a0\u202f]*(US\$|\$US|\$)$/, '')} ${currency}`;
}

/**
 * The narrative parts of a garnishment answer: rule sentences, objection steps and the summary. Private to the debt
 * domain; every string comes from the calculateGarnishment message catalog.
 *
 * @param t - The calculateGarnishment translator.
 * @returns Builders for rule sentences, objection steps and the summary.
 * @example
 * ```ts
 * garnishmentText(t).objectionSteps('UK', 'ENG', 'credit_card', null)[0] // the N56 reply step
 * ```
 */
export function garnishmentText(t: GarnishmentT) {
  return {
    /** One sentence on a state's rule; `wageText` names the wage its floor multiplies (federal, or the state's with its figure). */
    stateRule(name: string, rule: AppliedRule<StateGarnishmentRule>, wageText: string): string {
      const v = rule.value;
      if (v.consumer_garnishment === 'barred') return t('state_barred', { state: name, source: rule.source });
      const parts = [t('state_rule', { state: name, percent: v.percent ?? '25', base: t(v.percent_base === 'gross' ? 'base_gross' : 'base_disposable'), hours: v.floor_hours ?? 30, wage: wageText, source: rule.source })];
      if (v.excess_percent !== null) parts.push(t('state_excess', { percent: v.excess_percent }));
      if (v.low_earner !== null) parts.push(t('state_low_earner', { weekly: v.low_earner.weekly_at_most, percent: v.low_earner.percent }));
      if (v.head_of_household?.fully_exempt) parts.push(t('state_hoh_exempt'));
      else if (v.head_of_household?.percent) parts.push(t('state_hoh_percent', { percent: v.head_of_household.percent }));
      return parts.join(' ');
    },

    intlRule(country: DebtCountry, name: string, rule: AppliedRule<IntlGarnishmentRule>): string {
      const v = rule.value;
      switch (v.kind) {
        case 'court_set':
          return t('intl_court_set', { name, source: rule.source });
        case 'percent_of_net':
          return t('intl_percent', { name, percent: v.percent, source: rule.source });
        case 'protected_weekly':
          return t('intl_protected_weekly', { name, amount: v.protected_weekly, effective: rule.effective, source: rule.source });
        case 'alberta':
          return t('intl_alberta', { base: v.base, share: v.share_percent, cap: v.cap, dependant: v.per_dependant, source: rule.source });
        case 'not_modelled':
          return t('intl_not_modelled', { name, country, source: rule.source });
      }
    },

    objectionSteps(country: DebtCountry, code: string | null, debtType: string, allowed: boolean | null): string[] {
      if (country === 'US') {
        if (debtType === 'student_loan') return [t('obj_awg_hearing'), t('obj_awg_hardship'), t('obj_awg_rehab')];
        if (debtType === 'tax') return [t('obj_tax_cdp'), t('obj_tax_hardship')];
        if (debtType === 'child_support') return [t('obj_support_agency'), t('obj_support_modify')];
        if (allowed === false) return [t('obj_barred'), t('obj_bank_accounts'), t('obj_legal_aid')];
        const steps = [t('obj_us_claim')];
        if (code === 'CA') steps.push(t('obj_us_ca'));
        if (code === 'FL') steps.push(t('obj_us_fl'));
        steps.push(t('obj_us_evidence'), t('obj_us_hearing'), t('obj_bankruptcy_stay'), t('obj_legal_aid'));
        return steps;
      }
      if (country === 'UK') {
        if (code === 'SCT') return [t('obj_sct'), t('obj_uk_advice')];
        if (code === 'NIR') return [t('obj_uk_advice')];
        return [t('obj_uk_n56'), t('obj_uk_vary'), t('obj_uk_ccj'), t('obj_uk_advice')];
      }
      if (country === 'CA') return [t('obj_ca_court'), t('obj_ca_insolvency'), t('obj_legal_aid')];
      return [t('obj_au_vary'), t('obj_au_instalment'), t('obj_legal_aid')];
    },

    summary(s: {
      jurisdiction: string; perPeriodMax: Decimal | null; perMonthMax: Decimal | null; frequency: PayFrequency;
      allowed: boolean | null; binding: string | null; currency: string; lang: ShippedLanguage;
    }): string {
      if (s.allowed === false) return t('summary_barred', { jurisdiction: s.jurisdiction });
      if (s.perPeriodMax === null || s.perMonthMax === null) return t(s.binding === 'court_set' ? 'summary_court_set' : 'summary_unknown', { jurisdiction: s.jurisdiction });
      // Monthly pay: one amount, not "at most X per month, about X a month".
      return t(s.frequency === 'monthly' ? 'summary_amount_monthly' : 'summary_amount', {
        jurisdiction: s.jurisdiction,
        per_period: formatGarnishmentMoney(s.perPeriodMax, s.currency, s.lang),
        frequency: t(`freq_${s.frequency}` as CalculateGarnishmentMessageKey),
        per_month: formatGarnishmentMoney(s.perMonthMax, s.currency, s.lang),
        binding: t(`binding_${s.binding ?? 'federal'}` as CalculateGarnishmentMessageKey),
      });
    },
  };
}
