import Decimal from 'decimal.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { requireRule } from '../core/requireRule.js';
import { pickRule } from '../core/pickRule.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { toCents } from '../core/toCents.js';
import { computeAmortizedPayment } from './_lib/amortize.js';
import { formatMoney } from '../core/formatMoney.js';
import { PLAN_NEGOTIATION_MESSAGES, type PlanNegotiationKey } from './messages/planNegotiation.js';
import { NEGOTIATION_AU_HARDSHIP } from './rules/negotiationAuHardship.js';
import { NEGOTIATION_OUTCOMES, US_CHARGE_OFF_POLICY, type DelinquencyStage } from './rules/negotiationOutcomes.js';
import { DEBT_CURRENCIES, type DebtCurrency } from './debtCountries.js';
import { NEGOTIATION_PROGRAMS, type NegotiationProgramId } from './rules/negotiationPrograms.js';
import { NEGOTIATION_UK_BREATHING_SPACE } from './rules/negotiationUkBreathingSpace.js';
import { PRIORITY_LIMITATION_CHECK } from './rules/priorityLimitationCheck.js';
import { SETTLEMENT_RANGES } from './rules/settlementRanges.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../core/i18n/resolveLang.js';

const FN = 'planNegotiation';

/** The account to negotiate. */
export interface NegotiationInput {
  /** Creditor name, used in the script. */
  readonly creditor: string;
  /** Balance owed, in the country's currency (see {@link PlanNegotiationResult.currency}). */
  readonly balance: Decimal.Value;
  /** Whole months behind, 0–600. Default 0 (the spec's default: current). */
  readonly months_behind?: number;
  /** Jurisdiction: US (default), UK, CA or AU. */
  readonly country?: 'US' | 'UK' | 'CA' | 'AU';
}

/** Options of {@link planNegotiation}. */
export interface PlanNegotiationOptions {
  /** ISO date (YYYY-MM-DD) the plan is for; picks the rule versions in force. */
  readonly asOf: string;
  /** Language of the narrative: `'en'` (default) or `'es'`. */
  readonly lang?: ShippedLanguage;
}

/** One relief program worth asking for. */
export interface AvailableProgram {
  readonly id: NegotiationProgramId;
  /** Short name. */
  readonly summary: string;
  readonly description: string;
  /** `good` when the account's months behind fall in the program's usual window, else `possible`. */
  readonly fit: 'good' | 'possible';
  /** Statute, regulation or body the program comes from. */
  readonly source: string;
}

/** What the debtor can realistically expect. */
export interface RealisticOutcomes {
  readonly stage: DelinquencyStage;
  readonly summary: string;
  /** Reduced APR range (percent) under a hardship plan, or `null` when unlikely at this stage. */
  readonly hardship_apr_percent: { readonly low: number; readonly high: number } | null;
  /** Usual length of a hardship plan, in months, or `null`. */
  readonly hardship_months: { readonly min: number; readonly max: number } | null;
  readonly fee_waiver: 'likely' | 'possible' | 'unlikely';
  /** Lump-sum settlement range (credit-card figures), or `null` when a settlement is unrealistic at this stage. */
  readonly settlement: {
    readonly percent: { readonly low: number; readonly typical: number; readonly high: number };
    readonly amounts: { readonly low: Decimal; readonly typical: Decimal; readonly high: Decimal };
  } | null;
  /** Illustrative debt management plan payment, or `null` where not modelled (AU). */
  readonly debt_management_plan: { readonly apr_percent: number; readonly term_months: number; readonly monthly_payment: Decimal } | null;
  readonly notes: readonly string[];
}

/** Result of {@link planNegotiation}. */
export interface PlanNegotiationResult extends RuleCitations {
  readonly creditor: string;
  readonly balance: Decimal;
  readonly months_behind: number;
  readonly country: 'US' | 'UK' | 'CA' | 'AU';
  /** Currency of every amount, in fields and text: the country's own (USD, GBP, CAD, AUD). */
  readonly currency: DebtCurrency;
  readonly available_programs: readonly AvailableProgram[];
  readonly opening_script: string;
  readonly negotiation_tactics: readonly string[];
  readonly realistic_outcomes: RealisticOutcomes;
  readonly warnings: readonly string[];
  readonly narrative: string;
}

/**
 * Prepares a negotiation with one creditor: the relief programs of the country (hardship plans, rate reductions,
 * forbearance, re-aging, debt management plans; UK breathing space, Canadian credit counselling and consumer
 * proposals, Australian hardship variations), an opening script fitted to how far behind the account is, tactics,
 * and the outcomes that are realistic at that stage.
 *
 * @remarks
 * Stages: current (0 months), early delinquency (1–2), serious delinquency (3–5), charged off (6 or more, i.e.
 * 180 days). Programs whose usual months-behind window contains the account come first (`fit: 'good'`).
 * Settlement figures reuse the settlement table (credit-card row); the debt management plan payment is the
 * standard annuity payment at the table's illustrative rate over its term.
 *
 * @param input - The account; see {@link NegotiationInput}.
 * @param options - See {@link PlanNegotiationOptions}.
 * @returns The plan; see {@link PlanNegotiationResult}.
 * @throws {@link GuidekitError} `invalid_date` (asOf), `invalid_lang` (lang), `invalid_value` (country), `required`
 *   (creditor), `invalid_number`/`too_small`/`too_big` (balance), `out_of_range` (months_behind, or asOf before every rule version).
 * @example
 * ```ts
 * const plan = planNegotiation({ creditor: 'Acme Card', balance: '4000', months_behind: 2, country: 'AU' }, { asOf: '2026-11-22' });
 * plan.available_programs[0].id //=> 'hardship_variation'
 * ```
 * @see spec: Debt Elimination Guidance Service (debtNegotiate: available_programs, opening_script, negotiation_tactics, realistic_outcomes)
 * @see https://www.legislation.gov.uk/uksi/2020/1311/contents/made
 * @see https://www.legislation.gov.au/C2009A00134/latest/text (National Credit Code s72)
 */
export function planNegotiation(input: NegotiationInput, options: PlanNegotiationOptions): PlanNegotiationResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  if (typeof input?.creditor !== 'string' || input.creditor.trim() === '') {
    throw new GuidekitError(`${FN}: creditor must be a non-empty name`, { code: 'required', field: 'creditor' });
  }
  const creditor = input.creditor.trim();
  const balanceCents = toCents(input.balance, { fn: FN, field: 'balance' });
  const months = input.months_behind ?? 0;
  if (!Number.isInteger(months) || months < 0 || months > 600) {
    throw new GuidekitError(`${FN}: months_behind must be a whole number from 0 to 600`, { code: 'out_of_range', field: 'months_behind' });
  }
  const country = readDebtCountry(input.country, { fn: FN });

  const currency = DEBT_CURRENCIES[country];
  const t = createTranslate(PLAN_NEGOTIATION_MESSAGES, lang, { currency });
  const money = (cents: number) => formatMoney(centsToDecimal(cents), { currency, lang });
  const applied: AppliedRule<unknown>[] = [];

  // Programs of the country; statutory ones carry their own verified figures.
  const programs = requireRule(NEGOTIATION_PROGRAMS[country], asOf);
  applied.push(programs);
  const breathingSpace = country === 'UK' ? pickRule(NEGOTIATION_UK_BREATHING_SPACE, asOf) : undefined;
  const auHardship = country === 'AU' ? pickRule(NEGOTIATION_AU_HARDSHIP, asOf) : undefined;
  if (breathingSpace !== undefined) applied.push(breathingSpace);
  if (auHardship !== undefined) applied.push(auHardship);
  const available: AvailableProgram[] = programs.value
    .filter((p) => (p.id !== 'breathing_space' || breathingSpace !== undefined) && (p.id !== 'hardship_variation' || auHardship !== undefined))
    .map((p) => {
      const days = p.id === 'breathing_space' ? breathingSpace?.value.standard_days : p.id === 'hardship_variation' ? auHardship?.value.information_request_days : undefined;
      const fit: 'good' | 'possible' = months >= p.min_months && (p.max_months === null || months <= p.max_months) ? 'good' : 'possible';
      return {
        id: p.id,
        summary: t(`program_summary_${p.id}`),
        description: t(`program_description_${p.id}`, days === undefined ? undefined : { days }),
        fit,
        source: p.source,
      };
    });
  // Good fits first, each group in the table's order (the table lists the gentlest options first).
  const ordered = [...available.filter((p) => p.fit === 'good'), ...available.filter((p) => p.fit === 'possible')];

  const outcomes = requireRule(NEGOTIATION_OUTCOMES, asOf);
  applied.push(outcomes);
  if (country === 'US') applied.push(requireRule(US_CHARGE_OFF_POLICY, asOf));
  const stageRow = [...outcomes.value.stages].reverse().find((s) => months >= s.min_months);
  if (stageRow === undefined) throw new GuidekitError(`${FN}: no delinquency stage covers ${months} months`, { code: 'out_of_range', field: 'months_behind' });
  const stage = stageRow.stage;

  const fill = { creditor, balance: money(balanceCents), months };
  const openingParts = [t(`opening_${stage}` as PlanNegotiationKey, fill)];
  if (country === 'UK') openingParts.push(t('opening_suffix_UK'));
  if (country === 'AU' && auHardship !== undefined) openingParts.push(t('opening_suffix_AU'));
  openingParts.push(t('opening_close'));

  const tactics: string[] = [t('tactic_budget'), t('tactic_hardship_team'), t('tactic_cause'), t('tactic_specific_ask')];
  if (stageRow.settlement_realistic) tactics.push(t('tactic_lump_sum'));
  if (country === 'US' && stage === 'charged_off') tactics.push(t('tactic_validation'));
  if (country === 'AU' && auHardship !== undefined) tactics.push(t('tactic_au_notice'));
  if (country === 'UK') tactics.push(t('tactic_uk_adviser'));
  tactics.push(t('tactic_affordable'), t('tactic_records'), t('tactic_in_writing'), t('tactic_call_again'));

  // Realistic outcomes at this stage.
  const notes: string[] = [];
  if (stageRow.hardship_apr_percent !== null && stageRow.hardship_months !== null) {
    notes.push(t('outcome_hardship_apr', { ...stageRow.hardship_apr_percent, ...stageRow.hardship_months }));
  }
  let settlement: RealisticOutcomes['settlement'] = null;
  if (stageRow.settlement_realistic) {
    // US observations: elsewhere cited, and said, to be a comparison.
    const ranges = requireRule(SETTLEMENT_RANGES, asOf);
    applied.push(country === 'US' ? ranges : { ...ranges, comparison: true });
    const band = ranges.value.bands.find((b) => months >= b.min_months && (b.max_months === null || months <= b.max_months));
    if (band !== undefined) {
      const offset = ranges.value.debt_type_offsets.credit_card;
      const pct = (p: number) => Math.min(100, Math.max(5, p + offset));
      const percent = { low: pct(band.low), typical: pct(band.typical), high: pct(band.high) };
      const amount = (p: number) => new Decimal(balanceCents).times(p).dividedBy(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
      const cents = { low: amount(percent.low), typical: amount(percent.typical), high: amount(percent.high) };
      settlement = { percent, amounts: { low: centsToDecimal(cents.low), typical: centsToDecimal(cents.typical), high: centsToDecimal(cents.high) } };
      notes.push(t(country === 'US' ? 'outcome_settlement' : 'outcome_settlement_abroad', { ...percent, low_amount: money(cents.low), high_amount: money(cents.high), country: t(`country_${country}`) }));
    }
  }
  const dmpApr = outcomes.value.dmp.apr_percent[country];
  let dmp: RealisticOutcomes['debt_management_plan'] = null;
  if (dmpApr !== null && balanceCents > 0) {
    const term = outcomes.value.dmp.term_months;
    const paymentCents = computeAmortizedPayment(balanceCents, dmpApr, term);
    dmp = { apr_percent: dmpApr, term_months: term, monthly_payment: centsToDecimal(paymentCents) };
    notes.push(t('outcome_dmp', { term, apr: dmpApr, payment: money(paymentCents) }));
  }
  const summary = t((stage === 'charged_off' && country !== 'US' ? 'outcome_charged_off_abroad' : `outcome_${stage}`) as PlanNegotiationKey);

  const warnings: string[] = [t('warn_reporting')];
  if (ordered.some((p) => p.id === 'debt_management_plan' || p.id === 'free_debt_advice_dmp' || p.id === 'credit_counselling_dmp')) warnings.push(t('warn_dmp_accounts'));
  warnings.push(t('warn_for_profit'));
  if (country === 'UK' && breathingSpace !== undefined) warnings.push(t('warn_breathing_space_scope'));
  const limitation = requireRule(PRIORITY_LIMITATION_CHECK[country], asOf);
  if (months >= limitation.value) {
    applied.push(limitation);
    warnings.push(t('warn_limitation', { months, threshold: limitation.value }));
  }

  const best = ordered.filter((p) => p.fit === 'good').slice(0, 3);
  const programList = (best.length > 0 ? best : ordered.slice(0, 2)).map((p) => p.summary).join('; ');

  return {
    creditor,
    balance: centsToDecimal(balanceCents),
    months_behind: months,
    country,
    currency,
    available_programs: ordered,
    opening_script: openingParts.join(' '),
    negotiation_tactics: tactics,
    realistic_outcomes: {
      stage,
      summary,
      hardship_apr_percent: stageRow.hardship_apr_percent,
      hardship_months: stageRow.hardship_months,
      fee_waiver: stageRow.fee_waiver,
      settlement,
      debt_management_plan: dmp,
      notes,
    },
    warnings,
    narrative: t('narrative', { ...fill, programs: programList, outcome: summary }),
    ...citeRules(applied, { lang }),
  };
}
