import { utc } from '@date-fns/utc';
import { differenceInCalendarDays, parse } from 'date-fns';
import { addDaysIso } from '../core/addDaysIso.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { addMonthsIso } from '../core/addMonthsIso.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { requireRule } from '../core/requireRule.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import { DEBT_CURRENCIES, type DebtCountry, type DebtCurrency } from './debtCountries.js';
import { PLAN_MORTGAGE_RELIEF_MESSAGES, type IntlMortgageOptionId, type MortgageStepId } from './messages/planMortgageRelief.js';
import { MORTGAGE_AU_HARDSHIP, MORTGAGE_CA_ENFORCEMENT, MORTGAGE_UK_ARREARS } from './rules/mortgageIntl.js';
import { MORTGAGE_LOAN_TYPES, MORTGAGE_LOSS_MITIGATION, type MortgageLoanType, type MortgageOptionId } from './rules/mortgageLossMitigation.js';
import { MORTGAGE_HUD_COUNSELING, MORTGAGE_SERVICING_TIMING } from './rules/mortgageServicingUs.js';
import { NEGOTIATION_AU_HARDSHIP } from './rules/negotiationAuHardship.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../core/i18n/resolveLang.js';

const FN = 'planMortgageRelief';

/** The loan in trouble. */
export interface MortgageReliefInput {
  /** Jurisdiction: US (default), UK, CA or AU. */
  readonly country?: DebtCountry;
  /** Whole monthly payments behind, 0–600. Default 1 (the spec's default). */
  readonly months_behind?: number;
  /** Servicer or lender name, used in the script. */
  readonly servicer?: string;
  /** US loan type: Conventional (default), FHA, VA or USDA. Ignored outside the US. */
  readonly loan_type?: MortgageLoanType;
}

/** Options of {@link planMortgageRelief}. */
export interface PlanMortgageReliefOptions {
  /** ISO date (YYYY-MM-DD) the plan is for; anchors the foreclosure timeline. */
  readonly asOf: string;
  /** Narrative language: `'en'` (default) or `'es'`. */
  readonly lang?: ShippedLanguage;
}

/** One relief option. */
export interface MortgageReliefOption {
  readonly id: MortgageOptionId | IntlMortgageOptionId;
  /** `good` when the months behind fall in the option's usual window; `possible` otherwise. */
  readonly fit: 'good' | 'possible';
  readonly description: string;
  readonly source: string;
}

/** US foreclosure timeline under Regulation X. */
export interface ForeclosureTimeline {
  /** Estimated due date of the oldest unpaid payment: `asOf` minus `months_behind` months (see `assumption`). */
  readonly first_missed_payment: string;
  readonly days_delinquent: number;
  /** First missed payment + 120 days: no first foreclosure notice or filing before (or on) this date. */
  readonly foreclosure_not_before: string;
  /** The day after: the loan is then more than 120 days delinquent (12 CFR 1024.41(f)(1)). */
  readonly earliest_first_filing: string;
  readonly pre_foreclosure_period: 'running' | 'ended';
  readonly assumption: string;
  readonly explanation: string;
}

/** Result of {@link planMortgageRelief}. */
export interface PlanMortgageReliefResult extends RuleCitations {
  readonly as_of: string;
  readonly country: DebtCountry;
  /** Currency of every amount, in fields and text: the country's own (USD, GBP, CAD, AUD). */
  readonly currency: DebtCurrency;
  readonly months_behind: number;
  /** The US loan type, or null outside the US. */
  readonly loan_type: MortgageLoanType | null;
  readonly servicer: string | null;
  /** US only; null outside the US or when no payment is missed. */
  readonly foreclosure_timeline: ForeclosureTimeline | null;
  readonly options: readonly MortgageReliefOption[];
  /** US loss-mitigation timing rules in words; empty outside the US. */
  readonly loss_mitigation_rules: readonly string[];
  readonly counseling: string;
  readonly servicer_script: string;
  readonly steps: readonly string[];
  readonly warnings: readonly string[];
  readonly narrative: string;
}

/**
 * Lays out mortgage relief by country, months behind and (US) loan type: the options in the usual loss-mitigation
 * order (forbearance, repayment plan, deferral, Fannie/Freddie Flex Modification, FHA partial claim and FHA-HAMP, VA
 * partial claim and modification, USDA relief, short sale, deed in lieu), the US 120-day pre-foreclosure period
 * (12 CFR 1024.41(f)) and 37-day complete-application rule (1024.41(c), (g)), a HUD-approved counselor, and a
 * servicer script; UK (pre-action protocol, Support for Mortgage Interest), Canada (default management, power of
 * sale vs judicial enforcement) and Australia (hardship notice under NCC s72, AFCA).
 *
 * @remarks
 * Timeline assumption: the oldest unpaid payment fell due exactly `months_behind` months before `asOf` (one month
 * behind = 30 days past due), so `foreclosure_not_before` = that date + 120 days.
 *
 * @param input - See {@link MortgageReliefInput}.
 * @param options - See {@link PlanMortgageReliefOptions}.
 * @returns The plan; see {@link PlanMortgageReliefResult}.
 * @throws {@link GuidekitError} `out_of_range` (months_behind), `invalid_value` (loan_type or country, listing the
 *   allowed values; servicer), `invalid_date` (asOf), `invalid_lang` (lang).
 * @example
 * ```ts
 * planMortgageRelief({ months_behind: 2, loan_type: 'FHA' }, { asOf: '2026-11-22' }).foreclosure_timeline?.foreclosure_not_before //=> '2027-01-20'
 * ```
 * @see https://www.consumerfinance.gov/rules-policy/regulations/1024/41/
 * @see spec: Debt Elimination Guidance Service (debtMortgageRelief: country; months_behind (1); servicer; loan_type)
 */
export function planMortgageRelief(input: MortgageReliefInput, options: PlanMortgageReliefOptions): PlanMortgageReliefResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const country = readDebtCountry(input?.country, { fn: FN });
  const months = input.months_behind ?? 1;
  if (!Number.isInteger(months) || months < 0 || months > 600) {
    throw new GuidekitError(`${FN}: months_behind must be a whole number from 0 to 600, got ${JSON.stringify(months)}`, { code: 'out_of_range', field: 'months_behind' });
  }
  const loanType = input.loan_type ?? 'Conventional';
  if (!(MORTGAGE_LOAN_TYPES as readonly string[]).includes(loanType)) {
    throw new GuidekitError(`${FN}: loan_type must be one of ${MORTGAGE_LOAN_TYPES.join(', ')}, got ${JSON.stringify(loanType)}`, { code: 'invalid_value', field: 'loan_type' });
  }
  if (input.servicer !== undefined && (typeof input.servicer !== 'string' || input.servicer.trim() === '' || input.servicer.length > 200)) {
    throw new GuidekitError(`${FN}: servicer must be a non-empty name of at most 200 characters`, { code: 'invalid_value', field: 'servicer' });
  }
  const servicer = input.servicer?.trim() ?? null;
  const t = createTranslate(PLAN_MORTGAGE_RELIEF_MESSAGES, lang);
  const servicerName = servicer ?? t('default_servicer');
  const applied: AppliedRule<unknown>[] = [];
  const fitOf = (min: number, max: number | null) => (months >= min && (max === null || months <= max) ? 'good' : 'possible');
  const region = country === 'US' ? 'US' : 'INTL';
  const warnings: string[] = [];
  if (country !== 'US' && input.loan_type !== undefined) warnings.push(t('warn_loan_type_ignored', { country }));
  warnings.push(t('warn_not_advice'));

  let timeline: ForeclosureTimeline | null = null;
  let reliefOptions: MortgageReliefOption[];
  const lossMit: string[] = [];
  let counseling: string;
  let narrativeTimeline = '';
  if (country === 'US') {
    const timing = requireRule(MORTGAGE_SERVICING_TIMING, asOf);
    const hud = requireRule(MORTGAGE_HUD_COUNSELING, asOf);
    const waterfall = requireRule(MORTGAGE_LOSS_MITIGATION, asOf);
    applied.push(timing, waterfall, hud);
    const v = timing.value;
    if (months > 0) {
      const first = addMonthsIso(asOf, -months);
      const notBefore = addDaysIso(first, v.pre_foreclosure_days);
      const days = differenceInCalendarDays(toDate(asOf), toDate(first), { in: utc });
      const running = days <= v.pre_foreclosure_days;
      timeline = {
        first_missed_payment: first,
        days_delinquent: days,
        foreclosure_not_before: notBefore,
        earliest_first_filing: addDaysIso(first, v.pre_foreclosure_days + 1),
        pre_foreclosure_period: running ? 'running' : 'ended',
        assumption: t('assumption_first_missed', { months, as_of: asOf }),
        explanation: t(running ? 'timeline_running' : 'timeline_ended', { date: notBefore }),
      };
      narrativeTimeline = timeline.explanation;
    } else {
      narrativeTimeline = t('timeline_current');
    }
    lossMit.push(
      t('loss_mit_37', { days: v.complete_application_days_before_sale, evaluation: v.evaluation_days }),
      t('loss_mit_45', { days: v.acknowledgment_cutoff_days, business: v.acknowledgment_business_days }),
      t('loss_mit_early', { live: v.live_contact_day, written: v.written_notice_day }),
    );
    const rows = waterfall.value.filter((o) => o.loan_types.includes(loanType));
    const all = rows.map((o) => ({ id: o.id, fit: fitOf(o.min_months, o.max_months), description: t(`option_${o.id}`), source: o.source }) as MortgageReliefOption);
    // Keep-the-home options first (gentlest first), then exits; within each, good fits before possible ones.
    const exits = new Set<string>(['short_sale', 'deed_in_lieu']);
    const keep = all.filter((o) => !exits.has(o.id));
    reliefOptions = [...keep.filter((o) => o.fit === 'good'), ...keep.filter((o) => o.fit === 'possible'), ...all.filter((o) => exits.has(o.id))];
    counseling = t('counsel_US', { phone: hud.value.phone, url: hud.value.url });
  } else if (country === 'UK') {
    const uk = requireRule(MORTGAGE_UK_ARREARS, asOf);
    applied.push(uk);
    const src = uk.source;
    reliefOptions = (['uk_arrangement', 'uk_free_advice', 'uk_smi_loan', 'uk_pre_action_protocol', 'uk_voluntary_sale'] as const).map((id) => ({
      id,
      fit: id === 'uk_pre_action_protocol' || id === 'uk_voluntary_sale' ? fitOf(2, null) : 'good',
      description: t(`option_${id}`, { waiting: uk.value.smi_waiting_months }),
      source: src,
    }));
    counseling = t('counsel_UK');
  } else if (country === 'CA') {
    const ca = requireRule(MORTGAGE_CA_ENFORCEMENT, asOf);
    applied.push(ca);
    const fill = { power_of_sale: ca.value.power_of_sale.join(', '), judicial: ca.value.judicial.join(', '), hypothecary: ca.value.hypothecary.join(', ') };
    reliefOptions = (['ca_default_management', 'ca_credit_counselling', 'ca_enforcement_route', 'ca_sale_before_enforcement'] as const).map((id) => ({
      id,
      fit: id === 'ca_enforcement_route' || id === 'ca_sale_before_enforcement' ? fitOf(3, null) : 'good',
      description: t(`option_${id}`, fill),
      source: ca.source,
    }));
    counseling = t('counsel_CA');
  } else {
    const au = requireRule(MORTGAGE_AU_HARDSHIP, asOf);
    const s72 = requireRule(NEGOTIATION_AU_HARDSHIP, asOf);
    applied.push(s72, au);
    const fill = { afca: au.value.afca_phone, helpline: au.value.debt_helpline_phone, notice: au.value.default_notice_days };
    reliefOptions = (['au_hardship_notice', 'au_financial_counsellor', 'au_afca_complaint', 'au_sell_before_enforcement'] as const).map((id) => ({
      id,
      fit: id === 'au_sell_before_enforcement' ? fitOf(3, null) : 'good',
      description: t(`option_${id}`, fill),
      source: id === 'au_hardship_notice' ? s72.source : au.source,
    }));
    counseling = t('counsel_AU', fill);
  }

  const stepIds: MortgageStepId[] = ['call_servicer', 'apply_complete', 'counselor', 'keep_paying', 'keep_records', 'watch_deadlines', 'avoid_scams'];
  const steps = stepIds.map((id) => t(`step_${id}_${region}`, { servicer: servicerName }));
  // The script is spoken to the servicer: with no name given it says "my mortgage with you", not "with your servicer".
  const script = t(`script_${country}`, { servicer: servicer ?? t('default_servicer_script'), months, loan_type: loanType });
  const best = reliefOptions.filter((o) => o.fit === 'good').slice(0, 3).map((o) => o.description.split(':')[0]).join('; ');
  const narrative =
    country === 'US'
      ? t('narrative_US', { months, loan_type: loanType, timeline: narrativeTimeline, options: best, servicer: servicerName })
      : t('narrative_INTL', { months, country, count: reliefOptions.length, servicer: servicerName });

  return {
    as_of: asOf,
    country,
    currency: DEBT_CURRENCIES[country],
    months_behind: months,
    loan_type: country === 'US' ? loanType : null,
    servicer,
    foreclosure_timeline: timeline,
    options: reliefOptions,
    loss_mitigation_rules: lossMit,
    counseling,
    servicer_script: script,
    steps,
    warnings,
    narrative,
    ...citeRules(applied, { lang }),
  };
}

function toDate(iso: string): Date {
  // In date-fns' UTC context, so the host's time zone never moves a day.
  return parse(iso, 'yyyy-MM-dd', 0, { in: utc });
}
