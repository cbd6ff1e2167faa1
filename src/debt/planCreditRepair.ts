import { GuidekitError } from '../core/GuidekitError.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import { requireRule } from '../core/requireRule.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { formatMoney } from '../core/formatMoney.js';
import { readCreditScore } from './_lib/readCreditScore.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import { DEBT_CURRENCIES, type DebtCountry, type DebtCurrency } from './debtCountries.js';
import { PLAN_CREDIT_REPAIR_MESSAGES, type CreditRepairActionId, type PlanCreditRepairKey } from './messages/planCreditRepair.js';
import { CREDIT_ITEM_PERIODS_INTL, CREDIT_ITEM_PERIODS_US, type CreditItemClockStart, type CreditItemPeriods } from './rules/creditItemPeriods.js';
import { CREDIT_NEGATIVE_ITEMS, type CreditItemSeverity, type CreditNegativeItemId } from './rules/creditNegativeItems.js';
import { CREDIT_US_PUBLIC_RECORDS } from './rules/creditPublicRecords.js';
import { CREDIT_REPORTING_PERIODS } from './rules/creditReportingPeriods.js';
import { CREDIT_FICO_BANDS, CREDIT_SCORE_SCALES, type CreditScoreScale, type FicoBand } from './rules/creditScoreScales.js';
import { MEDICAL_BUREAU_POLICY } from './rules/medicalCreditReporting.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../core/i18n/resolveLang.js';

const FN = 'planCreditRepair';
const MAX_NEGATIVES = 50;

/** The credit file to repair. */
export interface CreditRepairInput {
  /** Current score, a whole number on the country's scale (US 300–850, UK 0–1000, CA 300–900, AU 0–1200). */
  readonly score: number;
  /** Jurisdiction: US (default), UK, CA or AU. */
  readonly country?: DebtCountry;
  /** Negative items in free words (`'30 day late'`, `'medical collection'`, `'chapter 13'`); at most 50. */
  readonly negatives?: readonly string[];
  /** A target score (`'720'`) or a goal in words (`'buy a home'`). */
  readonly goal?: string;
}

/** Options of {@link planCreditRepair}. */
export interface PlanCreditRepairOptions {
  /** ISO date (YYYY-MM-DD) the plan is for; picks the rule versions in force. */
  readonly asOf: string;
  /** Narrative language: `'en'` (default) or `'es'`. */
  readonly lang?: ShippedLanguage;
}

/** How long an item may stay on the file. */
export interface CreditItemReportingPeriod {
  /** Months it may be shown; `null` when it lasts only while the condition lasts (utilization). */
  readonly months: number | null;
  /** Days added to the start event before the months run (US collections: 180). */
  readonly extra_days: number;
  readonly starts_from: CreditItemClockStart | string;
  /** Months it counts in scores when shorter than shown (US inquiries: 12), else null. */
  readonly scored_months: number | null;
  readonly citation: string;
}

/** One listed negative item, matched or not; every input appears once, in order. */
export interface CreditRepairItem {
  /** The text as given. */
  readonly input: string;
  readonly item: CreditNegativeItemId | 'unknown';
  readonly label: string;
  readonly severity: CreditItemSeverity | null;
  /** Typical FICO point drop: editorial (`verified: null`); null outside the US and for unknown items. */
  readonly typical_point_drop: { readonly low: number; readonly high: number; readonly scale: 'FICO 300-850'; readonly editorial: true; readonly verified: null } | null;
  /** False when the big bureaus no longer carry the item; null when it depends (medical collections) or is unknown. */
  readonly reported: boolean | null;
  readonly reporting_period: CreditItemReportingPeriod | null;
  readonly notes: readonly string[];
}

/** One step of the plan, with why it comes where it does. */
export interface CreditRepairAction {
  readonly id: CreditRepairActionId;
  readonly action: string;
  readonly reason: string;
}

/** Result of {@link planCreditRepair}. */
export interface PlanCreditRepairResult extends RuleCitations {
  readonly as_of: string;
  readonly score: number;
  readonly country: DebtCountry;
  /** Currency of every amount in the text: the country's own (USD, GBP, CAD, AUD). */
  readonly currency: DebtCurrency;
  readonly score_range: { readonly min: number; readonly max: number; readonly scales: readonly CreditScoreScale[] };
  /** FICO band for a US score; null elsewhere. */
  readonly score_band: FicoBand['band'] | null;
  readonly goal: { readonly text: string; readonly target_score: number | null; readonly points_needed: number | null; readonly summary: string } | null;
  readonly items: readonly CreditRepairItem[];
  /** The inputs that matched no known item (also listed in `items` as `unknown`). */
  readonly unknown_items: readonly string[];
  readonly actions: readonly CreditRepairAction[];
  readonly warnings: readonly string[];
  readonly narrative: string;
}

/**
 * Plans a credit-score repair: what each listed negative item costs (an editorial point range on the FICO scale)
 * and how long it may stay on the file (FCRA § 605 in the US: 7 years, bankruptcy 10; UK 6 years; Canada about 6;
 * Australia defaults 5 years and repayment history 2), then the actions in order with the reason for each.
 *
 * @remarks
 * Items are matched by their normalised words (case, accents and punctuation ignored; some Spanish words too);
 * an item that matches nothing is kept as `unknown`, never dropped. Collection-type periods come from
 * `CREDIT_REPORTING_PERIODS`. US judgments and tax liens are flagged as no longer carried by the three bureaus
 * from the National Consumer Assistance Plan dates; US medical collections follow the bureaus' medical policy.
 *
 * @param input - See {@link CreditRepairInput}.
 * @param options - See {@link PlanCreditRepairOptions}.
 * @returns The plan; see {@link PlanCreditRepairResult}.
 * @throws {@link GuidekitError} `out_of_range` (score outside the country's range, or a numeric goal outside it; the
 *   message names the score and the range), `invalid_number` (score), `invalid_value` (country, negatives, goal),
 *   `invalid_date` (asOf), `invalid_lang` (lang).
 * @example
 * ```ts
 * const plan = planCreditRepair({ score: 580, negatives: ['30 day late', 'medical collection'] }, { asOf: '2026-11-22' });
 * plan.items[0].reporting_period?.months //=> 84
 * ```
 * @see https://www.law.cornell.edu/uscode/text/15/1681c (FCRA § 605)
 * @see spec: Debt Elimination Guidance Service (debtCredit: score; country; negatives; goal)
 */
export function planCreditRepair(input: CreditRepairInput, options: PlanCreditRepairOptions): PlanCreditRepairResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const country = readDebtCountry(input?.country, { fn: FN });
  const t = createTranslate(PLAN_CREDIT_REPAIR_MESSAGES, lang);
  const applied: AppliedRule<unknown>[] = [];

  const scales = requireRule(CREDIT_SCORE_SCALES[country], asOf);
  applied.push(scales);
  const range = scales.value;
  const score = readCreditScore(input.score, range, { fn: FN, field: 'score', country });
  const negatives = readNegatives(input.negatives);

  let band: FicoBand['band'] | null = null;
  if (country === 'US') {
    const bands = requireRule(CREDIT_FICO_BANDS, asOf);
    applied.push(bands);
    band = bands.value.find((b) => score >= b.min && score <= b.max)?.band ?? null;
  }

  // Goal: a number on the same scale, or words echoed back.
  let goal: PlanCreditRepairResult['goal'] = null;
  if (input.goal !== undefined) {
    if (typeof input.goal !== 'string' || input.goal.trim() === '') throw new GuidekitError(`${FN}: goal must be a non-empty text`, { code: 'invalid_value', field: 'goal' });
    const text = input.goal.trim();
    if (/^\d+$/.test(text)) {
      const target = readCreditScore(Number(text), range, { fn: FN, field: 'goal', country });
      const points = Math.max(0, target - score);
      goal = { text, target_score: target, points_needed: points, summary: t('goal_score', { target, points, score }) };
    } else {
      goal = { text, target_score: null, points_needed: null, summary: t('goal_text', { goal: text }) };
    }
  }

  const impacts = requireRule(CREDIT_NEGATIVE_ITEMS, asOf);
  const periodsUs = country === 'US' ? requireRule(CREDIT_ITEM_PERIODS_US, asOf) : undefined;
  const periodsIntl = country === 'US' ? undefined : requireRule(CREDIT_ITEM_PERIODS_INTL[country], asOf);
  const periodsRule = (periodsUs ?? periodsIntl) as AppliedRule<unknown>;
  const periods: CreditItemPeriods = periodsUs?.value ?? periodsIntl!.value;
  const reportingRule = pickRule(CREDIT_REPORTING_PERIODS[country], asOf);
  const publicRecords = country === 'US' ? pickRule(CREDIT_US_PUBLIC_RECORDS, asOf) : undefined;
  const medicalPolicy = country === 'US' ? pickRule(MEDICAL_BUREAU_POLICY, asOf) : undefined;

  const items: CreditRepairItem[] = negatives.map((text) => {
    const id = matchNegativeItem(text);
    if (id === 'unknown') {
      return { input: text, item: 'unknown', label: t('item_unknown'), severity: null, typical_point_drop: null, reported: null, reporting_period: null, notes: [t('note_unknown')] };
    }
    if (!applied.includes(impacts)) applied.push(impacts, periodsRule);
    const impact = impacts.value.find((row) => row.id === id)!;
    const notes: string[] = [];
    let reported: boolean | null = true;
    let period: CreditItemReportingPeriod | null = null;
    const row = periods[id];
    if (row?.reuse_reporting_period === true && reportingRule !== undefined) {
      if (!applied.includes(reportingRule)) applied.push(reportingRule);
      const base = reportingRule.value;
      period = { months: base.years * 12, extra_days: base.extra_days, starts_from: base.starts_from, scored_months: null, citation: row.citation };
    } else if (row !== undefined && row.reuse_reporting_period !== true) {
      period = { months: row.shown_months, extra_days: 0, starts_from: row.starts_from, scored_months: row.scored_months ?? null, citation: row.citation };
    } else {
      notes.push(t('note_no_period'));
    }
    if (id === 'hard_inquiry' && period?.scored_months != null) notes.push(t('note_inquiry_scored', { shown: period.months ?? 0, scored: period.scored_months }));
    if (id === 'high_utilization') notes.push(t('note_utilization'));
    if (publicRecords !== undefined && (id === 'judgment' || id === 'tax_lien')) {
      if (!applied.includes(publicRecords)) applied.push(publicRecords);
      if (id === 'judgment' && !publicRecords.value.civil_judgments_reported) {
        reported = false;
        notes.push(t('note_judgment_not_reported'));
      }
      if (id === 'tax_lien' && publicRecords.value.tax_liens_reported !== 'yes') {
        reported = publicRecords.value.tax_liens_reported === 'no' ? false : null;
        notes.push(t(publicRecords.value.tax_liens_reported === 'no' ? 'note_tax_lien_not_reported' : 'note_tax_lien_partial'));
      }
    }
    if (id === 'medical_collection' && medicalPolicy !== undefined) {
      if (!applied.includes(medicalPolicy)) applied.push(medicalPolicy);
      reported = null;
      notes.push(t('note_medical_policy', { min: formatMoney(medicalPolicy.value.min_reported_cents / 100, { currency: 'USD', lang }), wait: medicalPolicy.value.wait_days }), t('note_medical_states'));
    }
    const points = country === 'US' && reported !== false ? { low: impact.us_points.low, high: impact.us_points.high, scale: 'FICO 300-850' as const, editorial: true as const, verified: null } : null;
    // Outside the US the bankruptcy items are named without the US chapters.
    const label = country !== 'US' && (id === 'bankruptcy_ch7' || id === 'bankruptcy_ch13') ? t(`item_${id}_intl`) : t(`item_${id}`);
    return { input: text, item: id, label, severity: impact.severity, typical_point_drop: points, reported, reporting_period: period, notes };
  });

  const kinds = new Set(items.map((i) => i.item));
  const unknown = items.filter((i) => i.item === 'unknown').map((i) => i.input);
  const has = (...ids: (CreditNegativeItemId | 'unknown')[]) => ids.some((id) => kinds.has(id));
  const actions: CreditRepairAction[] = [];
  const add = (id: CreditRepairActionId, action: PlanCreditRepairKey, reason: PlanCreditRepairKey) => actions.push({ id, action: t(action), reason: t(reason) });
  add('get_reports', `action_get_reports_${country}`, 'reason_get_reports');
  add('dispute_errors', 'action_dispute_errors', `reason_dispute_errors_${country}`);
  if (has('late_30', 'late_60', 'late_90')) add('catch_up_late', 'action_catch_up_late', 'reason_catch_up_late');
  add('lower_utilization', 'action_lower_utilization', has('high_utilization') ? 'reason_lower_utilization_flagged' : 'reason_lower_utilization');
  if (has('collection', 'charge_off', 'medical_collection', 'default')) add('handle_collections', 'action_handle_collections', 'reason_handle_collections');
  if (country === 'US' && has('medical_collection')) add('medical_rules', 'action_medical_rules', 'reason_medical_rules');
  if (items.some((i) => (i.item === 'judgment' || i.item === 'tax_lien') && i.reported === false)) add('public_records', 'action_public_records', 'reason_public_records');
  if (has('late_30', 'late_60')) add('goodwill_letter', 'action_goodwill_letter', 'reason_goodwill_letter');
  if (has('hard_inquiry')) add('pause_applications', 'action_pause_applications', 'reason_pause_applications');
  if (has('bankruptcy_ch7', 'bankruptcy_ch13')) add('rebuild_after_bankruptcy', 'action_rebuild_after_bankruptcy', 'reason_rebuild_after_bankruptcy');
  add('add_positive_history', 'action_add_positive_history', 'reason_add_positive_history');
  if (items.length > 0) add('let_time_work', 'action_let_time_work', 'reason_let_time_work');
  add('avoid_repair_scams', country === 'US' ? 'action_avoid_repair_scams' : 'action_avoid_repair_scams_intl', country === 'US' ? 'reason_avoid_repair_scams' : 'reason_avoid_repair_scams_intl');
  if (unknown.length > 0) add('identify_unknown', 'action_identify_unknown', 'reason_identify_unknown');

  const warnings: string[] = [];
  if (items.some((i) => i.typical_point_drop !== null)) warnings.push(t('warn_points_editorial'));
  if (country !== 'US' && items.length > unknown.length) warnings.push(t('warn_no_points_outside_us'));
  if (unknown.length > 0) warnings.push(t('warn_unknown', { items: unknown.join('; ') }));

  const fill = { score, country, min: range.min, max: range.max, count: items.length, unknown: unknown.length };
  const narrative = items.length === 0 ? t('narrative_none', fill) : band !== null ? t('narrative_band', { ...fill, band: t(`band_${band}`) }) : t('narrative', fill);
  return {
    as_of: asOf,
    score,
    country,
    currency: DEBT_CURRENCIES[country],
    score_range: { min: range.min, max: range.max, scales: range.scales },
    score_band: band,
    goal,
    items,
    unknown_items: unknown,
    actions,
    warnings,
    narrative: goal === null ? narrative : `${narrative} ${goal.summary}`,
    ...citeRules(applied, { lang }),
  };
}

function readNegatives(value: unknown): readonly string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_NEGATIVES || value.some((v) => typeof v !== 'string')) {
    throw new GuidekitError(`${FN}: negatives must be a list of at most ${MAX_NEGATIVES} texts`, { code: 'invalid_value', field: 'negatives' });
  }
  return (value as string[]).map((v) => v.trim()).filter((v) => v.length > 0);
}

const BANKRUPTCY = ['bankruptcy', 'bankrupt', 'bk', 'ch7', 'ch13', 'quiebra', 'bancarrota', 'insolvency', 'iva', 'dro'];
const LATE = ['late', 'past', 'due', 'delinquent', 'delinquency', 'missed', 'days', 'day', 'atraso', 'atrasado', 'retraso', 'tardio', 'mora', 'arrears'];

/** Maps free words to a known negative item, most specific first; `unknown` when nothing fits. */
function matchNegativeItem(text: string): CreditNegativeItemId | 'unknown' {
  const normalised = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  const words = new Set(normalised.split(' ').filter((w) => w !== ''));
  const joined = normalised.replace(/ /g, '');
  const any = (list: readonly string[]) => list.some((w) => words.has(w));
  const all = (list: readonly string[]) => list.every((w) => words.has(w));
  if (any(['medical', 'hospital', 'doctor', 'medica', 'medico', 'hospitalaria', 'ambulance', 'dental'])) return 'medical_collection';
  if (any(BANKRUPTCY) || joined.includes('chapter7') || joined.includes('chapter13') || all(['consumer', 'proposal']) || all(['debt', 'agreement'])) {
    return words.has('13') || words.has('ch13') || words.has('xiii') || joined.includes('chapter13') || any(['proposal', 'iva', 'dro']) || all(['debt', 'agreement']) ? 'bankruptcy_ch13' : 'bankruptcy_ch7';
  }
  if (any(['foreclosure', 'foreclosed', 'ejecucion']) || all(['home', 'repossession'])) return 'foreclosure';
  if (any(['repo', 'repossession', 'repossessed', 'reposesion', 'repossess'])) return 'repossession';
  if (joined.includes('chargeoff') || joined.includes('chargedoff') || joined.includes('writeoff') || joined.includes('writtenoff') || words.has('castigada')) return 'charge_off';
  if (any(['judgment', 'judgement', 'judgments', 'ccj', 'sentencia'])) return 'judgment';
  if (any(['lien', 'liens', 'gravamen'])) return 'tax_lien';
  if (any(['inquiry', 'inquiries', 'enquiry', 'enquiries', 'consulta', 'consultas']) || all(['hard', 'pull']) || all(['hard', 'search'])) return 'hard_inquiry';
  if (any(['utilization', 'utilisation', 'utilizacion', 'maxed']) || all(['max', 'out']) || all(['high', 'balance']) || all(['high', 'balances'])) return 'high_utilization';
  if (any(['default', 'defaulted', 'defaults', 'incumplimiento', 'impago'])) return 'default';
  if (any(['collection', 'collections', 'collector', 'cobranza', 'cobro'])) return 'collection';
  const days = [...words].map((w) => /^(\d{2,3})(d|day|days|dias)?$/.exec(w)).filter((m) => m !== null).map((m) => Number(m![1]));
  if (any(LATE) || days.length > 0) {
    const worst = Math.max(0, ...days);
    return worst >= 90 ? 'late_90' : worst >= 60 ? 'late_60' : 'late_30';
  }
  return 'unknown';
}
