import { readEngineLang } from '../core/i18n/readEngineLang.js';
import Decimal from 'decimal.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { type ShippedLanguage, SHIPPED_LANGUAGES } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { toCents } from '../core/toCents.js';
import { US_JURISDICTION_CODES, US_LIMITATION_PERIODS } from '../debt/rules/limitationPeriodsUs.js';
import { compactKey } from './_lib/normalizeWords.js';
import { ruleInForce } from './_lib/ruleInForce.js';
import { suggestNextCalls } from './_lib/suggestNextCalls.js';
import { PLAN_HOME_LOAN_MESSAGES } from './messages/planHomeLoan.js';
import { HOME_PROGRAMS_ABROAD } from './rules/homeLoanCountries.js';
import { ASSUMED_PMI_RATE, CONFORMING_LOAN_LIMIT_BASELINE, VA_ENTITLEMENT_POLICY } from './rules/homeLoanEntitlement.js';
import { VA_FUNDING_FEE, VA_FUNDING_FEE_EXEMPTIONS, type FundingFeeSchedule } from './rules/homeLoanFundingFee.js';
import { STATE_HOME_PROGRAMS, US_TERRITORY_CODES } from './rules/homeLoanStatePrograms.js';
import { scopeVeteranCountry, type CountryScope, type ScopeVeteranCountryResult } from './scopeVeteranCountry.js';

/** What {@link planHomeLoan} plans. */
export interface HomeLoanInput {
  /** Combined service-connected rating in percent (0–100); 10% or more means compensation is paid, which exempts the fee. */
  readonly disability_rating?: number;
  /** Purchase price in US dollars (exact decimal). */
  readonly purchase_price?: Decimal.Value;
  /** True when a VA-guaranteed loan was used before (subsequent-use fee, possibly partial entitlement). */
  readonly prior_va_loan?: boolean;
  /** US state or territory (postal code or name); elsewhere a region that identifies the country. */
  readonly state?: string;
  /** Down payment in US dollars (exact decimal), default 0. Not a declared parameter of the spec. */
  readonly down_payment?: Decimal.Value;
  /** Country whose programs to describe (see `scopeVeteranCountry`). */
  readonly country?: string;
}

/** Options of {@link planHomeLoan}. */
export interface PlanHomeLoanOptions {
  /** ISO date (YYYY-MM-DD) of the closing the plan is for. Required. */
  readonly asOf: string;
  /** Language of the narrative text. Default `'en'`. */
  readonly lang?: ShippedLanguage;
}

/** The funding fee part of the plan (US only). */
export interface FundingFeePlan {
  readonly status: 'computed' | 'exempt' | 'needs_price' | 'not_encoded';
  /** True (rating ≥ 10%), false (0% rating, no compensation) or null (rating not given). */
  readonly exempt: boolean | null;
  readonly use: 'first' | 'subsequent';
  readonly loan_amount: Decimal | null;
  readonly down_payment: Decimal | null;
  readonly down_payment_percent: Decimal | null;
  readonly rate_percent: Decimal | null;
  /** The fee due (0 when exempt). */
  readonly amount: Decimal | null;
  /** What the fee would be without the exemption. */
  readonly amount_if_not_exempt: Decimal | null;
  readonly schedule: FundingFeeSchedule | null;
  readonly detail: string;
}

/** A program named in the plan. */
export interface NamedProgram {
  readonly name: string;
  readonly authority: string;
  readonly veteran_specific: boolean;
  readonly summary: string;
  readonly url: string;
  readonly figures: Readonly<Record<string, string>>;
  readonly verified: boolean;
}

/** What {@link planHomeLoan} returns. */
export interface PlanHomeLoanResult extends RuleCitations {
  readonly country_scope: CountryScope;
  /** Currency of every amount, in fields and text: the paying country's (USD for the US); null for an unmapped country. */
  readonly currency: ScopeVeteranCountryResult['currency'];
  readonly summary: string;
  readonly funding_fee: FundingFeePlan | null;
  readonly fee_exemptions: readonly string[];
  readonly mortgage_insurance: { readonly required: false; readonly assumed_pmi_rate_percent: Decimal; readonly monthly_savings_estimate: Decimal | null; readonly annual_savings_estimate: Decimal | null; readonly detail: string } | null;
  readonly entitlement: { readonly full_entitlement_no_limit: boolean; readonly basic_entitlement: Decimal; readonly conforming_limit_baseline: Decimal | null; readonly partial_entitlement_possible: boolean; readonly detail: string } | null;
  readonly certificate_of_eligibility: readonly string[];
  readonly entitlement_restoration: readonly string[];
  readonly state_programs: { readonly state: string; readonly state_name: string; readonly programs: readonly NamedProgram[]; readonly detail: string } | null;
  /** Outside the US: the military program, or the closest general program when none is veteran-specific. */
  readonly local_programs: readonly NamedProgram[];
  /** Outside the US: whether a veteran-specific program exists (null in the US and for unmapped countries). */
  readonly veteran_specific_program_exists: boolean | null;
  readonly notes: readonly string[];
  readonly disclaimer: string;
  readonly next_calls: readonly string[];
}

const FN = 'planHomeLoan';
const HALF_UP = Decimal.ROUND_HALF_UP;

/**
 * Plans a VA-guaranteed home purchase: the funding fee in force at `asOf` (in dollars when a price is given), the
 * exemptions of 38 U.S.C. 3729(c), the mortgage insurance a VA loan avoids, entitlement and loan limits, the
 * certificate of eligibility, entitlement restoration and state programs; outside the US, the military program
 * (Australia's DHOAS, the UK's Forces Help to Buy) or, for Canada, New Zealand and Germany, a plain statement that no
 * veteran-specific program exists and the closest real one.
 *
 * @remarks
 * Fee = loan amount × rate, rounded half-up to the cent, where loan = purchase_price − down_payment and the rate is
 * the purchase-loan band for the down payment's share of the price (first or subsequent use by `prior_va_loan`). A
 * rating of 10% or more is read as compensation being paid, so the fee is 0 (38 U.S.C. 3729(c)); 0% is not exempt.
 * The PMI savings estimate is loan × an editorial assumed PMI rate, first year.
 *
 * @param input - See {@link HomeLoanInput}.
 * @param options - See {@link PlanHomeLoanOptions}.
 * @returns The plan with country scope, disclaimer, next calls and rule citations.
 * @throws {@link GuidekitError} `invalid_number`, `too_small`, `too_big` or `invalid_type` on a bad field;
 *   `invalid_value` on `state` (the message lists the allowed codes); `invalid_date` or `out_of_range` on asOf; `invalid_lang`.
 * @example
 * ```ts
 * planHomeLoan({ purchase_price: '300000' }, { asOf: '2026-03-01' }).funding_fee?.amount?.toFixed(2) //=> '6450.00'
 * ```
 * @see https://www.law.cornell.edu/uscode/text/38/3729
 * @see spec: Veterans Benefits Guidance Service, Resources and their fields (home-loan)
 */
export function planHomeLoan(input: HomeLoanInput, options: PlanHomeLoanOptions): PlanHomeLoanResult {
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const facts = readInput(input);
  const t = createTranslate(PLAN_HOME_LOAN_MESSAGES, lang);
  const scope = scopeVeteranCountry(facts.country, { lang, ...(facts.state === undefined ? {} : { state: facts.state }) });
  const base = { country_scope: scope.country_scope, currency: scope.currency, disclaimer: scope.disclaimer, next_calls: suggestNextCalls('home-loan') };
  const empty = { funding_fee: null, fee_exemptions: [], mortgage_insurance: null, entitlement: null, certificate_of_eligibility: [], entitlement_restoration: [], state_programs: null };

  if (scope.key !== 'US') {
    const name = scope.country_scope.country_name;
    if (scope.key === null) {
      return { ...base, ...empty, summary: t('summary_unmapped', { country: name }), local_programs: [], veteran_specific_program_exists: null, notes: [t('abroad_unmapped', { country: name })], ...citeRules([]) };
    }
    const applied = HOME_PROGRAMS_ABROAD[scope.key].map((table) => pickRule(table, asOf)).filter((r) => r !== undefined);
    const programs = applied.map((r) => named(r, lang));
    const specific = programs.some((p) => p.veteran_specific);
    const list = programs.map((p) => p.name).join('; ');
    const notes = [specific ? t('abroad_specific', { country: name, program: list }) : t('abroad_none', { country: name, program: list })];
    if (scope.key === 'UK') notes.push(t('abroad_uk_veterans'));
    return {
      ...base,
      ...empty,
      summary: specific ? t('summary_abroad_specific', { country: name, program: list }) : t('summary_abroad_none', { country: name, program: list }),
      local_programs: programs,
      veteran_specific_program_exists: specific,
      notes,
      ...citeRules(applied, { lang }),
    };
  }

  const feeRule = ruleInForce(VA_FUNDING_FEE, asOf, FN);
  const exemptRule = ruleInForce(VA_FUNDING_FEE_EXEMPTIONS, asOf, FN);
  const entRule = ruleInForce(VA_ENTITLEMENT_POLICY, asOf, FN);
  const pmiRule = ruleInForce(ASSUMED_PMI_RATE, asOf, FN);
  const limitRule = pickRule(CONFORMING_LOAN_LIMIT_BASELINE, asOf);
  const rules: AppliedRule<unknown>[] = [feeRule, exemptRule, entRule, pmiRule, ...(limitRule === undefined ? [] : [limitRule])];
  const notes: string[] = [];

  // Funding fee.
  const schedule = feeRule.value;
  const subsequent = facts.priorVaLoan === true;
  const useText = facts.priorVaLoan === undefined ? t('use_unknown') : subsequent ? t('use_subsequent') : t('use_first');
  const exempt = facts.rating === undefined ? null : facts.rating >= 10;
  const expired = asOf >= schedule.closing_before;
  let fee: FundingFeePlan;
  const loanCents = facts.priceCents === null ? null : facts.priceCents - facts.downCents;
  if (expired) {
    fee = feePlan('not_encoded', exempt, subsequent, null, null, null, null, null, t('fee_not_encoded', { date: schedule.closing_before }));
  } else if (facts.priceCents === null || loanCents === null) {
    fee = feePlan('needs_price', exempt, subsequent, null, null, null, exempt === true ? new Decimal(0) : null, schedule, t('fee_needs_price'));
  } else {
    const downPercent = facts.priceCents === 0 ? new Decimal(0) : new Decimal(facts.downCents).times(100).div(facts.priceCents);
    const band = [...schedule.purchase].reverse().find((b) => downPercent.gte(b.min_down_percent)) ?? schedule.purchase[0];
    const rate = new Decimal(subsequent ? band!.subsequent_use_percent : band!.first_use_percent);
    const feeCents = new Decimal(loanCents).times(rate).div(100).toDecimalPlaces(0, HALF_UP).toNumber();
    const full = centsToDecimal(feeCents);
    const detail = exempt === true
      ? t('fee_exempt', { rating: facts.rating ?? 0, fee: full.toFixed(2) })
      : t('fee_computed', { rate: rate.toString(), loan: centsToDecimal(loanCents).toFixed(2), use: useText, down: downPercent.toDecimalPlaces(2, HALF_UP).toString(), fee: full.toFixed(2) });
    fee = {
      status: exempt === true ? 'exempt' : 'computed',
      exempt,
      use: subsequent ? 'subsequent' : 'first',
      loan_amount: centsToDecimal(loanCents),
      down_payment: centsToDecimal(facts.downCents),
      down_payment_percent: downPercent.toDecimalPlaces(4, HALF_UP),
      rate_percent: rate,
      amount: exempt === true ? new Decimal(0) : full,
      amount_if_not_exempt: full,
      schedule,
      detail,
    };
  }
  if (exempt === null) notes.push(t('fee_exemption_unknown'));
  if (facts.rating === 0) notes.push(t('fee_zero_rating'));
  if (subsequent) notes.push(t('manufactured_exception'));

  // No mortgage insurance.
  const pmiRate = new Decimal(pmiRule.value);
  const pmiAnnualCents = loanCents === null ? null : new Decimal(loanCents).times(pmiRate).div(100).toDecimalPlaces(0, HALF_UP).toNumber();
  const pmiMonthlyCents = pmiAnnualCents === null ? null : new Decimal(pmiAnnualCents).div(12).toDecimalPlaces(0, HALF_UP).toNumber();
  const mortgageInsurance = {
    required: false as const,
    assumed_pmi_rate_percent: pmiRate,
    monthly_savings_estimate: pmiMonthlyCents === null ? null : centsToDecimal(pmiMonthlyCents),
    annual_savings_estimate: pmiAnnualCents === null ? null : centsToDecimal(pmiAnnualCents),
    detail: pmiAnnualCents === null || pmiMonthlyCents === null
      ? t('pmi_no_price')
      : t('pmi_savings', { rate: pmiRate.toString(), monthly: centsToDecimal(pmiMonthlyCents).toFixed(2), annual: centsToDecimal(pmiAnnualCents).toFixed(2) }),
  };

  // Entitlement.
  const ent = entRule.value;
  const limit = limitRule === undefined ? null : new Decimal(limitRule.value);
  const entDetail = [t('entitlement_full', { basic: new Decimal(ent.basic_entitlement).toFixed(0) })];
  if (subsequent) entDetail.push(t('entitlement_partial', { limit: limit === null ? '—' : limit.toFixed(0), year: limitRule?.effective.slice(0, 4) ?? '—' }));

  // State programs.
  let statePrograms: PlanHomeLoanResult['state_programs'] = null;
  if (facts.state !== undefined) {
    const code = resolveUsState(facts.state);
    const stateName = US_LIMITATION_PERIODS[code]?.name ?? US_TERRITORY_CODES[code] ?? code;
    const applied = (STATE_HOME_PROGRAMS[code] ?? []).map((table) => pickRule(table, asOf)).filter((r) => r !== undefined);
    rules.push(...applied);
    statePrograms = {
      state: code,
      state_name: stateName,
      programs: applied.map((r) => named({ ...r, value: { ...r.value, authority: r.value.agency, veteran_specific: true, figures: {} } }, lang)),
      detail: applied.length > 0 ? t('state_programs', { state: stateName }) : t('state_none', { state: stateName }),
    };
    notes.push(t('state_tax_hint'));
  }

  const feeLine = fee.detail;
  return {
    ...base,
    summary: t('summary_us', { fee_line: feeLine, entitlement_line: entDetail[entDetail.length - 1] ?? '' }),
    funding_fee: fee,
    fee_exemptions: exemptRule.value.map((id) => t(`exempt_${id}` as 'exempt_compensation')),
    mortgage_insurance: mortgageInsurance,
    entitlement: {
      full_entitlement_no_limit: ent.full_entitlement_no_limit,
      basic_entitlement: new Decimal(ent.basic_entitlement),
      conforming_limit_baseline: limit,
      partial_entitlement_possible: subsequent,
      detail: entDetail.join(' '),
    },
    certificate_of_eligibility: [t('coe_1'), t('coe_2'), t('coe_3'), t('coe_4')],
    entitlement_restoration: [t('restore_1'), t('restore_2'), t('restore_3')],
    state_programs: statePrograms,
    local_programs: [],
    veteran_specific_program_exists: null,
    notes,
    ...citeRules(rules, { lang }),
  };

  function feePlan(
    status: FundingFeePlan['status'], ex: boolean | null, sub: boolean, loan: Decimal | null, down: Decimal | null,
    rate: Decimal | null, amount: Decimal | null, sched: FundingFeeSchedule | null, detail: string,
  ): FundingFeePlan {
    return { status, exempt: ex, use: sub ? 'subsequent' : 'first', loan_amount: loan, down_payment: down, down_payment_percent: null, rate_percent: rate, amount, amount_if_not_exempt: null, schedule: sched, detail };
  }
}

type ProgramRule = AppliedRule<{ readonly name: string; readonly authority: string; readonly veteran_specific: boolean; readonly summary: { readonly en: string; readonly es: string; readonly de?: string; readonly fr?: string }; readonly url: string; readonly figures: Readonly<Record<string, string>> }>;

function named(rule: ProgramRule, lang: ShippedLanguage): NamedProgram {
  const v = rule.value;
  return { name: v.name, authority: v.authority, veteran_specific: v.veteran_specific, summary: v.summary[lang] ?? v.summary.en, url: v.url, figures: v.figures, verified: !rule.unverified };
}

/** The 50 states, DC and the territories, by postal code and by folded name. */
function resolveUsState(raw: string): string {
  const key = compactKey(raw);
  const all: [string, string][] = [
    ...US_JURISDICTION_CODES.map((c): [string, string] => [c, US_LIMITATION_PERIODS[c]?.name ?? c]),
    ...Object.entries(US_TERRITORY_CODES),
  ];
  const hit = all.find(([code, name]) => code.toLowerCase() === key || compactKey(name) === key);
  if (hit === undefined) {
    throw new GuidekitError(`${FN}: state ${JSON.stringify(raw)} is not a US state or territory; allowed values: ${all.map(([c]) => c).join(', ')} (or their names)`, {
      code: 'invalid_value',
      field: 'state',
    });
  }
  return hit[0];
}

interface Facts {
  readonly rating: number | undefined;
  readonly priceCents: number | null;
  readonly downCents: number;
  readonly priorVaLoan: boolean | undefined;
  readonly state: string | undefined;
  readonly country: string | undefined;
}

function readInput(input: HomeLoanInput): Facts {
  if (input === null || typeof input !== 'object') throw new GuidekitError(`${FN}: input must be an object`, { code: 'invalid_type', field: '' });
  const r = input.disability_rating;
  if (r !== undefined && (typeof r !== 'number' || !Number.isInteger(r) || r < 0 || r > 100)) {
    throw new GuidekitError(`${FN}: disability_rating must be a whole percent from 0 to 100`, { code: typeof r === 'number' ? 'too_big' : 'invalid_type', field: 'disability_rating' });
  }
  const priceCents = input.purchase_price === undefined ? null : toCents(input.purchase_price, { fn: FN, field: 'purchase_price' });
  if (priceCents !== null && priceCents <= 0) throw new GuidekitError(`${FN}: purchase_price must be more than 0`, { code: 'too_small', field: 'purchase_price' });
  const downCents = input.down_payment === undefined ? 0 : toCents(input.down_payment, { fn: FN, field: 'down_payment' });
  if (downCents < 0) throw new GuidekitError(`${FN}: down_payment must not be negative`, { code: 'too_small', field: 'down_payment' });
  if (priceCents !== null && downCents >= priceCents) throw new GuidekitError(`${FN}: down_payment must be less than purchase_price`, { code: 'too_big', field: 'down_payment' });
  if (input.prior_va_loan !== undefined && typeof input.prior_va_loan !== 'boolean') throw new GuidekitError(`${FN}: prior_va_loan must be a boolean`, { code: 'invalid_type', field: 'prior_va_loan' });
  for (const field of ['state', 'country'] as const) {
    const v = input[field];
    if (v !== undefined && typeof v !== 'string') throw new GuidekitError(`${FN}: ${field} must be a string`, { code: 'invalid_type', field });
  }
  const state = input.state?.trim();
  return {
    rating: r,
    priceCents,
    downCents,
    priorVaLoan: input.prior_va_loan,
    state: state === '' ? undefined : state,
    country: input.country,
  };
}
