import Decimal from 'decimal.js';
import { centsToDecimal } from '../core/centsToDecimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { toCents } from '../core/toCents.js';
import { auOptions, caOptions, ukOptions, usOptions, type InsolvencyFacts, type InsolvencyOption } from './_lib/insolvencyOptions.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import { readDebtList, type DebtItem } from './_lib/readDebtList.js';
import { UK_NATION_ALIASES } from './checkStatuteOfLimitations.js';
import { DEBT_CURRENCIES, type DebtCountry } from './debtCountries.js';
import { ASSESS_INSOLVENCY_MESSAGES } from './messages/assessInsolvency.js';
import { US_STATE_NAMES } from './rules/garnishmentUsStates.js';
import { AU_GARNISHMENT_RULES, CA_GARNISHMENT_RULES } from './rules/garnishmentIntl.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../core/i18n/resolveLang.js';

export type { InsolvencyOption } from './_lib/insolvencyOptions.js';
export type { InsolvencyTest, InsolvencyVerdict, TestOutcome } from './_lib/insolvencyTests.js';

const FN = 'assessInsolvency';

/** The debtor's situation; every field is optional and a missing one makes the tests that need it `unknown`. */
export interface AssessInsolvencyInput {
  /** US, UK, CA or AU; default US. */
  readonly country?: DebtCountry;
  /** Monthly income (gross for the US means test; after tax for Part IX; see docs/insolvency.md). */
  readonly income?: Decimal.Value;
  /** Total debts, or a list of debts (`secured: true` or type `mortgage` count as secured). */
  readonly debts?: Decimal.Value | readonly DebtItem[];
  /** Total value of assets (for Part IX, divisible property). */
  readonly assets?: Decimal.Value;
  /** US state or DC code (means test); UK nation (ENG, WLS, SCT, NIR); CA province or AU state (checked, but federal law applies). */
  readonly state?: string;
  /** People in the household, 1–20 (means test). */
  readonly household_size?: number;
}

/** Options of {@link assessInsolvency}. */
export interface AssessInsolvencyOptions {
  /** ISO date the answer is for (YYYY-MM-DD); the engine never reads the clock. */
  readonly asOf: string;
  /** Narrative language; default `'en'`. */
  readonly lang?: ShippedLanguage;
}

/** Answer of {@link assessInsolvency}; fields are documented in docs/insolvency.md. */
export interface AssessInsolvencyResult extends RuleCitations {
  readonly as_of: string;
  readonly country: DebtCountry;
  /** `US-CA`, `UK-ENG`, or the country alone. */
  readonly jurisdiction: string;
  readonly currency: 'USD' | 'GBP' | 'CAD' | 'AUD';
  readonly monthly_income: Decimal | null;
  readonly total_debts: Decimal | null;
  readonly secured_debts: Decimal | null;
  readonly unsecured_debts: Decimal | null;
  readonly assets: Decimal | null;
  readonly household_size: number | null;
  readonly options: readonly InsolvencyOption[];
  readonly warnings: readonly string[];
  readonly summary: string;
}

/**
 * Screens a debtor for the formal insolvency options of their country: US Chapter 7 (means test against the state
 * median income) and Chapter 13 (debt limits), England and Wales DRO, IVA and bankruptcy, the Canadian consumer
 * proposal and bankruptcy, and Australian Part IX, Part X and bankruptcy. Each option gets a verdict
 * (`likely_eligible`, `likely_ineligible` or `unknown` when an input is missing; unknown is never counted as eligible)
 * with the tests and reasons behind it.
 *
 * @param input - Country, monthly income, debts (total or list), assets, state or nation, household size.
 * @param options - `asOf` (required) and `lang`.
 * @returns Options with verdicts, tests and reasons, warnings and the rules applied.
 * @throws {@link GuidekitError} `invalid_state` (field `state`, listing allowed codes), `invalid_value` (`country`,
 *   `household_size`), money errors on `income`, `assets`, `debts`, `invalid_debts` for a bad list, `invalid_date`.
 * @example
 * ```ts
 * assessInsolvency({ country: 'UK', debts: '12000', income: '60', assets: '500' }, { asOf: '2026-11-22' }).options[0]?.verdict //=> 'likely_eligible'
 * ```
 * @see https://www.law.cornell.edu/uscode/text/11/707 (11 U.S.C. § 707(b), means test)
 * @see https://www.law.cornell.edu/uscode/text/11/109 (11 U.S.C. § 109(e), Chapter 13 limits)
 * @see https://www.gov.uk/debt-relief-order
 * @see ../../docs/insolvency.md
 */
export function assessInsolvency(input: AssessInsolvencyInput, options: AssessInsolvencyOptions): AssessInsolvencyResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const country = readDebtCountry(input?.country, { fn: FN });
  const t = createTranslate(ASSESS_INSOLVENCY_MESSAGES, lang, { currency: DEBT_CURRENCIES[country] });
  const money = (value: Decimal.Value | undefined, field: string) => (value === undefined ? null : centsToDecimal(toCents(value, { fn: FN, field })));
  const monthlyIncome = money(input.income, 'income');
  const assets = money(input.assets, 'assets');
  const size = input.household_size;
  if (size !== undefined && (!Number.isInteger(size) || size < 1 || size > 20)) {
    throw new GuidekitError(`${FN}: household_size must be a whole number from 1 to 20`, { code: 'invalid_value', field: 'household_size' });
  }
  const warnings: string[] = [];
  let total: Decimal | null = null;
  let secured: Decimal | null = null;
  let mortgage: Decimal | null = null;
  if (Array.isArray(input.debts)) {
    const list = readDebtList(input.debts as readonly DebtItem[], { fn: FN });
    const sum = (keep: (x: (typeof list)[number]) => boolean) => centsToDecimal(list.filter(keep).reduce((s, x) => s + x.balanceCents, 0));
    total = sum(() => true);
    secured = sum((x) => x.secured === true || x.type === 'mortgage');
    mortgage = sum((x) => x.type === 'mortgage');
    warnings.push(t('secured_assumption'));
  } else if (input.debts !== undefined) {
    total = money(input.debts as Decimal.Value, 'debts');
    warnings.push(t('debts_total_only'));
  }
  const region = resolveRegion(country, input.state);
  const currency = DEBT_CURRENCIES[country];
  const facts: InsolvencyFacts = {
    asOf, monthlyIncome, totalDebts: total, securedDebts: secured, unsecuredDebts: secured === null || total === null ? null : total.minus(secured),
    mortgageDebts: mortgage, assets, householdSize: size ?? null, stateCode: region?.code ?? null, currency, lang,
  };
  if (country === 'US' && region === null) warnings.push(t('no_state_us', { codes: Object.keys(US_STATE_NAMES).sort().join(', ') }));
  if (country === 'UK' && region === null) warnings.push(t('uk_assumed_ew'));
  if (country === 'UK' && (region?.code === 'SCT' || region?.code === 'NIR')) warnings.push(t('uk_nation_other', { nation: region.name }));
  if (country !== 'US') warnings.push(t('currency_note', { currency }));
  const built = country === 'US' ? usOptions(facts, t) : country === 'UK' ? ukOptions(facts, t) : country === 'CA' ? caOptions(facts, t) : auOptions(facts, t);
  warnings.push(...built.warnings, t('not_advice'));
  const names = (v: string) => built.options.filter((o) => o.verdict === v).map((o) => o.name).join(', ') || t('none');
  return {
    as_of: asOf,
    country,
    jurisdiction: region === null ? country : `${country}-${region.code}`,
    currency,
    monthly_income: monthlyIncome,
    total_debts: total,
    secured_debts: secured,
    unsecured_debts: facts.unsecuredDebts,
    assets,
    household_size: size ?? null,
    options: built.options,
    warnings,
    summary: t('summary', { jurisdiction: region?.name ?? country, eligible: names('likely_eligible'), unknown: names('unknown'), ineligible: names('likely_ineligible') }),
    ...citeRules(built.applied, { lang }),
  };
}

const UK_NAMES: Readonly<Record<string, string>> = { ENG: 'England', WLS: 'Wales', SCT: 'Scotland', NIR: 'Northern Ireland' };

function resolveRegion(country: DebtCountry, state: unknown): { code: string; name: string } | null {
  if (state === undefined || (typeof state === 'string' && state.trim() === '')) return null;
  const raw = typeof state === 'string' ? state.trim().toUpperCase().replace(/[\s_-]+/g, ' ') : '';
  if (country === 'CA' || country === 'AU') {
    // Insolvency is federal law in Canada and Australia: a valid province or state is accepted and does not change the answer.
    const codes = Object.keys(country === 'CA' ? CA_GARNISHMENT_RULES : AU_GARNISHMENT_RULES).sort();
    if (codes.includes(raw)) return null;
    throw new GuidekitError(`${FN}: state must be one of ${codes.join(', ')} for ${country}, got ${JSON.stringify(state)}`, { code: 'invalid_state', field: 'state' });
  }
  const code = country === 'UK' ? UK_NATION_ALIASES[raw] : raw;
  const name = code === undefined ? undefined : country === 'UK' ? UK_NAMES[code] : US_STATE_NAMES[code];
  if (code === undefined || name === undefined) {
    const allowed = country === 'UK' ? Object.keys(UK_NATION_ALIASES).sort() : Object.keys(US_STATE_NAMES).sort();
    throw new GuidekitError(`${FN}: state must be one of ${allowed.join(', ')} for ${country}, got ${JSON.stringify(state)}`, { code: 'invalid_state', field: 'state' });
  }
  return { code, name };
}
