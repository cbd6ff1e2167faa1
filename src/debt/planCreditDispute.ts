import { GuidekitError } from '../core/GuidekitError.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate, type Translate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import { requireRule } from '../core/requireRule.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { DEBT_CURRENCIES, type DebtCountry, type DebtCurrency } from './debtCountries.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import { buildLetter, complaintBodies, type LetterParams } from './_lib/letterBuild.js';
import { addPeriod } from './_lib/letterDates.js';
import { readOptionalText } from './_lib/letterInputs.js';
import type { ComplaintBody, ConsumerRight, LegalDeadline, LetterTemplate, PeriodUnit } from './_lib/letterTypes.js';
import { PLAN_CREDIT_DISPUTE_MESSAGES as MESSAGES, type PlanCreditDisputeKey as Key } from './messages/planCreditDispute.js';
import { US_LEGAL_PUBLIC_HOLIDAYS } from './rules/collectionsUsHolidays.js';
import { UK_FOS_LIMITS } from './rules/collectionsUk.js';
import { AU_CREDIT_CORRECTION, AU_IDR } from './rules/disputeAu.js';
import { DISPUTE_BUREAUS, type CreditBureau } from './rules/disputeBureaus.js';
import { CA_BUREAU_DISPUTE, CA_OBSI_LIMITS } from './rules/disputeCa.js';
import { UK_CRA_CORRECTION, UK_RECTIFICATION } from './rules/disputeUk.js';
import { US_DIRECT_DISPUTE, US_FCRA_REINVESTIGATION } from './rules/disputeUs.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../core/i18n/resolveLang.js';

const FN = 'planCreditDispute';
/** Most negative items one plan accepts (the catalog's list limit). */
const MAX_ITEMS = 50;

/** What to dispute, and where. */
export interface PlanCreditDisputeInput {
  /** Jurisdiction: US (default), UK, CA or AU. */
  readonly country?: DebtCountry;
  /** Negative items as the consumer would describe them (each at most 120 characters, at most 50 items). */
  readonly negative_items?: readonly string[];
  /** Bureau id, any case: US equifax|experian|transunion; UK experian|equifax|transunion; CA equifax|transunion; AU equifax|experian|illion. */
  readonly bureau?: string;
}

/** Options of {@link planCreditDispute}. */
export interface PlanCreditDisputeOptions {
  /** ISO date (YYYY-MM-DD): picks the rules in force and dates the letters and estimated deadlines. */
  readonly asOf: string;
  /** Language of the narrative and letters: `'en'` (default) or `'es'`. */
  readonly lang?: ShippedLanguage;
}

/** One step of the bureau process. */
export interface DisputeStep {
  readonly step: number;
  readonly description: string;
}

/** One rung of the escalation ladder. */
export interface EscalationStep {
  readonly step: number;
  readonly body: ComplaintBody;
  /** When and why to go there. */
  readonly when: string;
}

/** Result of {@link planCreditDispute}. */
export interface PlanCreditDisputeResult extends RuleCitations {
  readonly country: DebtCountry;
  /** Currency of every amount, in fields and text: the country's own (USD, GBP, CAD, AUD). */
  readonly currency: DebtCurrency;
  /** The bureau asked for, or `null` (letters then keep `{bureau}`). */
  readonly bureau: CreditBureau | null;
  /** Every bureau of the country (the allowed values of `bureau`). */
  readonly bureaus: readonly CreditBureau[];
  readonly negative_items: readonly string[];
  /** The consumer's credit-report rights, each with its provision. */
  readonly rights: readonly ConsumerRight[];
  /** Per item a bureau dispute and a direct dispute to the furnisher; then one goodwill request. */
  readonly letters: readonly LetterTemplate[];
  readonly process: readonly DisputeStep[];
  /** Legal periods, dated as if the letter arrived on `asOf` (estimates). */
  readonly deadlines: readonly LegalDeadline[];
  readonly escalation: readonly EscalationStep[];
  readonly warnings: readonly string[];
  readonly narrative: string;
}

interface CountryPlan {
  readonly rights: ConsumerRight[];
  readonly bureauParams: LetterParams;
  readonly furnisherParams: LetterParams;
  readonly stepParams: LetterParams;
  readonly steps: number;
  readonly deadlines: LegalDeadline[];
  readonly escalationParams: LetterParams;
  /** Days (or months for the UK) quoted in the narrative, and the date they end on. */
  readonly headline: { readonly days?: number; readonly months?: number; readonly due: string };
}

/**
 * Plans a credit-report dispute: letters for each negative item (a dispute to the bureau under FCRA s611, UK GDPR
 * art 16 / CCA s159, the Canadian bureaus' procedures or Privacy Act s20T; a direct dispute to the company that
 * reported it under FCRA s623 / Regulation V 1022.43 or the local equivalent) and a goodwill request, the bureau
 * process with its deadlines dated from `asOf`, and the escalation ladder (CFPB; FOS and ICO; provincial regulator,
 * FCAC and OBSI; AFCA and OAIC).
 *
 * @remarks
 * Deadlines are estimates that assume the letter arrives on `asOf`. US business days skip weekends and the legal
 * public holidays of 5 U.S.C. 6103(a). Letters keep `{your_name}`, `{your_address}`, `{account_number}`,
 * `{bureau_address}`, `{furnisher}` and `{furnisher_address}` visible, and `{bureau}` / `{item}` when not given.
 *
 * @param input - See {@link PlanCreditDisputeInput}.
 * @param options - See {@link PlanCreditDisputeOptions}.
 * @returns The plan; see {@link PlanCreditDisputeResult}.
 * @throws {@link GuidekitError} `invalid_date` (asOf), `invalid_lang` (lang), `invalid_value` (country; a bureau not
 *   listed for the country, with the allowed values in the message; a blank or non-text item), `too_big` (more than
 *   50 items or an item over 120 characters), `out_of_range` (asOf before the country's rules took effect).
 * @example
 * ```ts
 * const plan = planCreditDispute({ country: 'US', negative_items: ['Late payment, Acme Card, March 2025'], bureau: 'experian' }, { asOf: '2026-11-22' });
 * plan.deadlines.find((d) => d.id === 'reinvestigation_complete')?.due_date //=> '2026-12-22'
 * ```
 * @see spec: Debt Elimination Guidance Service (debtDispute: letter templates, bureau process, escalation by country)
 * @see https://www.law.cornell.edu/uscode/text/15/1681i
 * @see https://www.oaic.gov.au/privacy/privacy-guidance-for-organisations-and-government-agencies/organisations/credit-reporting
 */
export function planCreditDispute(input: PlanCreditDisputeInput, options: PlanCreditDisputeOptions): PlanCreditDisputeResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const country = readDebtCountry(input?.country, { fn: FN });
  const items = readItems(input?.negative_items);
  const applied: AppliedRule<unknown>[] = [];
  const bureausRule = requireRule(DISPUTE_BUREAUS[country], asOf);
  applied.push(bureausRule);
  const bureau = readBureau(input?.bureau, country, bureausRule.value);
  const t = createTranslate(MESSAGES, lang);

  const plan = country === 'US' ? usPlan(asOf, applied, t) : country === 'UK' ? ukPlan(asOf, applied, t) : country === 'CA' ? caPlan(asOf, applied, t) : auPlan(asOf, applied, t);

  const common: LetterParams = { date: asOf, ...(bureau === null ? {} : { bureau: bureau.name }) };
  const letters: LetterTemplate[] = [];
  const targets = items.length === 0 ? [null] : items;
  targets.forEach((item, index) => {
    const withItem = item === null ? common : { ...common, item };
    letters.push(
      buildLetter(MESSAGES, lang, { id: `bureau_dispute_${index + 1}`, title: 'letter_title_bureau_dispute', sendTo: 'send_to_bureau', body: `letter_body_${country}_bureau_dispute`, params: { ...withItem, ...plan.bureauParams } }),
      buildLetter(MESSAGES, lang, { id: `furnisher_dispute_${index + 1}`, title: 'letter_title_furnisher_dispute', sendTo: 'send_to_furnisher', body: `letter_body_${country}_furnisher_dispute`, params: { ...withItem, ...plan.furnisherParams } }),
    );
  });
  const goodwillItems: LetterParams = items.length === 0 ? {} : { item: items.map((i) => `- ${i}`).join('\n') };
  letters.push(buildLetter(MESSAGES, lang, { id: 'goodwill_request', title: 'letter_title_goodwill_request', sendTo: 'send_to_goodwill', body: 'letter_body_goodwill_request', params: { ...common, ...goodwillItems } }));

  const process: DisputeStep[] = Array.from({ length: plan.steps }, (_, i) => ({ step: i + 1, description: t(`step_${country}_${i + 1}` as Key, plan.stepParams) }));

  const { bodies, applied: regulatorRules } = complaintBodies(country, { asOf, lang, topic: 'credit_reporting' });
  applied.push(...regulatorRules);
  const escalation: EscalationStep[] = bodies.map((body, i) => ({ step: i + 1, body, when: t(`escalate_${body.id}` as Key, plan.escalationParams) }));

  const warnings = [t('warn_accurate_items')];
  if (items.length === 0) warnings.push(t('warn_no_items'));
  if (bureau === null) warnings.push(t('warn_no_bureau'));
  warnings.push(t('warn_estimates'));

  const count = items.length === 0 ? t('count_unnamed') : t('count_items', { n: items.length });
  return {
    country,
    currency: DEBT_CURRENCIES[country],
    bureau,
    bureaus: bureausRule.value,
    negative_items: items,
    rights: plan.rights,
    letters,
    process,
    deadlines: plan.deadlines,
    escalation,
    warnings,
    narrative: t(`narrative_${country}`, { count, bureau: bureau?.name ?? t('your_bureaus'), ...plan.headline }),
    ...citeRules(applied, { lang }),
  };
}

function readItems(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new GuidekitError(`${FN}: negative_items must be a list of text items`, { code: 'invalid_value', field: 'negative_items' });
  if (value.length > MAX_ITEMS) throw new GuidekitError(`${FN}: negative_items must list at most ${MAX_ITEMS} items`, { code: 'too_big', field: 'negative_items' });
  return value.map((item, i) => readOptionalText(item ?? '', { fn: FN, field: `negative_items[${i}]`, max: 120 }) as string);
}

function readBureau(value: unknown, country: DebtCountry, bureaus: readonly CreditBureau[]): CreditBureau | null {
  if (value === undefined || value === null) return null;
  const allowed = bureaus.map((b) => b.id);
  const found = typeof value === 'string' ? bureaus.find((b) => b.id === value.trim().toLowerCase()) : undefined;
  if (found === undefined) {
    throw new GuidekitError(`${FN}: bureau must be one of ${allowed.join(', ')} for ${country}, got ${JSON.stringify(value)}`, { code: 'invalid_value', field: 'bureau' });
  }
  return found;
}

function right(id: string, summary: string, rule: AppliedRule<{ readonly citation: string }>): ConsumerRight {
  return { id, summary, citation: rule.value.citation, rule_id: rule.id };
}

function deadline(id: string, description: string, period: number, unit: PeriodUnit, due: string | null, ruleId: string): LegalDeadline {
  return { id, description, period, unit, due_date: due, estimate: true, rule_id: ruleId };
}

type T = Translate<Key>;

function usPlan(asOf: string, applied: AppliedRule<unknown>[], t: T): CountryPlan {
  const fcra = requireRule(US_FCRA_REINVESTIGATION, asOf);
  const direct = requireRule(US_DIRECT_DISPUTE, asOf);
  const holidays = pickRule(US_LEGAL_PUBLIC_HOLIDAYS, asOf);
  applied.push(fcra, direct, ...(holidays === undefined ? [] : [holidays]));
  const f = fcra.value;
  const bd = { holidays: holidays?.value ?? [] };
  const due = addPeriod(asOf, f.investigation_days, 'calendar_days');
  const params = { days: f.investigation_days, furnisher_days: f.furnisher_notice_business_days, results_days: f.results_notice_business_days };
  return {
    rights: [
      right('bureau_reinvestigation', t('right_US_reinvestigation', { ...params, max_days: f.investigation_days + f.extension_days, citation: f.citation }), fcra),
      right('direct_dispute', t('right_US_direct_dispute', { days: direct.value.investigation_days, citation: direct.value.citation }), direct),
    ],
    bureauParams: params,
    furnisherParams: { days: direct.value.investigation_days },
    stepParams: { ...params, max_days: f.investigation_days + f.extension_days, direct_days: direct.value.investigation_days },
    steps: 5,
    deadlines: [
      deadline('furnisher_notified', t('deadline_US_furnisher_notice'), f.furnisher_notice_business_days, 'business_days', addPeriod(asOf, f.furnisher_notice_business_days, 'business_days', bd), fcra.id),
      deadline('reinvestigation_complete', t('deadline_US_investigation'), f.investigation_days, 'calendar_days', due, fcra.id),
      deadline('reinvestigation_complete_extended', t('deadline_US_investigation_extended', { days: f.investigation_days }), f.investigation_days + f.extension_days, 'calendar_days', addPeriod(asOf, f.investigation_days + f.extension_days, 'calendar_days'), fcra.id),
      deadline('results_sent', t('deadline_US_results'), f.results_notice_business_days, 'business_days', addPeriod(due, f.results_notice_business_days, 'business_days', bd), fcra.id),
      deadline('direct_dispute_complete', t('deadline_US_direct_dispute'), direct.value.investigation_days, 'calendar_days', addPeriod(asOf, direct.value.investigation_days, 'calendar_days'), direct.id),
    ],
    escalationParams: {},
    headline: { days: f.investigation_days, due },
  };
}

function ukPlan(asOf: string, applied: AppliedRule<unknown>[], t: T): CountryPlan {
  const rect = requireRule(UK_RECTIFICATION, asOf);
  const cra = requireRule(UK_CRA_CORRECTION, asOf);
  const fos = requireRule(UK_FOS_LIMITS, asOf);
  applied.push(rect, cra, fos);
  const months = rect.value.response_months;
  const due = addPeriod(asOf, months, 'months');
  const fosParams = { weeks: fos.value.firm_response_weeks, months: fos.value.referral_months };
  return {
    rights: [
      right('rectification', t('right_UK_rectification', { months, citation: rect.value.citation }), rect),
      right('notice_of_correction', t('right_UK_notice_of_correction', { words: cra.value.notice_max_words, citation: cra.value.citation }), cra),
    ],
    bureauParams: { months, words: cra.value.notice_max_words },
    furnisherParams: { months },
    stepParams: { months, words: cra.value.notice_max_words, weeks: fos.value.firm_response_weeks },
    steps: 4,
    deadlines: [
      deadline('rectification_response', t('deadline_UK_rectification'), months, 'months', due, rect.id),
      deadline('agency_reply', t('deadline_UK_cra_reply'), cra.value.agency_reply_days, 'calendar_days', addPeriod(asOf, cra.value.agency_reply_days, 'calendar_days'), cra.id),
      deadline('lender_final_response', t('deadline_UK_fos_firm'), fos.value.firm_response_weeks, 'weeks', addPeriod(asOf, fos.value.firm_response_weeks, 'weeks'), fos.id),
    ],
    escalationParams: fosParams,
    headline: { months, due },
  };
}

function caPlan(asOf: string, applied: AppliedRule<unknown>[], t: T): CountryPlan {
  const bureau = requireRule(CA_BUREAU_DISPUTE, asOf);
  const obsi = pickRule(CA_OBSI_LIMITS, asOf);
  applied.push(bureau, ...(obsi === undefined ? [] : [obsi]));
  const days = bureau.value.investigation_days;
  const due = addPeriod(asOf, days, 'calendar_days');
  const deadlines = [deadline('bureau_answer', t('deadline_CA_investigation'), days, 'calendar_days', due, bureau.id)];
  if (obsi !== undefined) {
    const bankDays = obsi.value.bank_response_days;
    deadlines.push(deadline('bank_complaint_response', t('deadline_CA_obsi_bank'), bankDays, 'calendar_days', addPeriod(asOf, bankDays, 'calendar_days'), obsi.id));
  }
  return {
    rights: [right('bureau_dispute', t('right_CA_dispute', { days, citation: bureau.value.citation }), bureau)],
    bureauParams: { days },
    furnisherParams: {},
    stepParams: { days },
    steps: 4,
    deadlines,
    escalationParams: obsi === undefined ? {} : { days: obsi.value.bank_response_days, referral_days: obsi.value.referral_days },
    headline: { days, due },
  };
}

function auPlan(asOf: string, applied: AppliedRule<unknown>[], t: T): CountryPlan {
  const correction = requireRule(AU_CREDIT_CORRECTION, asOf);
  const idr = pickRule(AU_IDR, asOf);
  applied.push(correction, ...(idr === undefined ? [] : [idr]));
  const days = correction.value.correction_days;
  const due = addPeriod(asOf, days, 'calendar_days');
  const deadlines = [deadline('correction_decision', t('deadline_AU_correction'), days, 'calendar_days', due, correction.id)];
  if (idr !== undefined) {
    deadlines.push(deadline('complaint_response', t('deadline_AU_idr'), idr.value.standard_days, 'calendar_days', addPeriod(asOf, idr.value.standard_days, 'calendar_days'), idr.id));
  }
  return {
    rights: [right('correction_request', t('right_AU_correction', { days, citation: correction.value.citation }), correction)],
    bureauParams: { days },
    furnisherParams: { days },
    stepParams: { days },
    steps: 4,
    deadlines,
    escalationParams: idr === undefined ? {} : { days: idr.value.standard_days },
    headline: { days, due },
  };
}
