import Decimal from 'decimal.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate, type Translate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { type ShippedLanguage, SHIPPED_LANGUAGES } from '../core/i18n/resolveLang.js';
import type { AppliedRule } from '../core/ruleTable.js';
import { compactKey } from './_lib/normalizeWords.js';
import { ruleInForce } from './_lib/ruleInForce.js';
import { suggestNextCalls } from './_lib/suggestNextCalls.js';
import { LIST_STATE_BENEFITS_MESSAGES, type ListStateBenefitsMessageKey } from './messages/listStateBenefits.js';
import { US_STATE_ALIASES, US_STATE_BENEFIT_CODES, US_STATE_BENEFITS } from './rules/stateBenefits.js';
import {
  STATE_BENEFIT_CATEGORIES, type BenefitBeneficiary, type BenefitFact, type BenefitKind, type JurisdictionBenefits, type StateBenefitCategory,
} from './rules/stateBenefitsTypes.js';
import { SUBNATIONAL_BENEFITS } from './rules/subnationalBenefits.js';
import { scopeVeteranCountry, type CountryScope } from './scopeVeteranCountry.js';

/** What {@link listStateBenefits} looks up. */
export interface StateBenefitsInput {
  /** A US state or DC (USPS code or name, any case), or a province, nation, state or Land when `country` names another country. */
  readonly state: string;
  /** Combined service-connected rating, whole percent 0–100. Marks which rating-gated benefits likely apply. */
  readonly disability_rating?: number;
  /** Country (see `scopeVeteranCountry`); when omitted it is inferred from `state` (Ontario → Canada, NSW → Australia). */
  readonly country?: string;
}

/** Options of {@link listStateBenefits}. */
export interface ListStateBenefitsOptions {
  /** ISO date (YYYY-MM-DD) whose rules apply. Default: the newest version encoded (never the clock). */
  readonly asOf?: string;
  /** Language of the narrative text. Default `'en'`. */
  readonly lang?: ShippedLanguage;
}

/** How a benefit relates to the caller's rating. */
export type BenefitEligibility =
  | 'likely_qualifies'
  | 'qualifies_if_permanent_and_total'
  | 'not_at_this_rating'
  | 'rating_not_given'
  | 'not_rating_based'
  | 'no_program'
  | 'check_locally';

/** One benefit in a category. */
export interface StateBenefitItem {
  /** Program name (proper noun) or the category's name when the program has none. */
  readonly name: string;
  readonly kind: BenefitKind;
  readonly description: string;
  readonly law: string | null;
  readonly beneficiary: BenefitBeneficiary;
  /** The rating threshold, or null when the benefit is not rating-gated. */
  readonly threshold: { readonly min_rating: number; readonly permanent_and_total: boolean } | null;
  readonly eligibility: BenefitEligibility;
  readonly eligibility_detail: string;
  /** Amounts by rating tier (jurisdiction currency), or null. */
  readonly tiers: readonly { readonly min_rating: number; readonly amount: Decimal }[] | null;
  /** The tier amount that applies at `disability_rating`, or null. */
  readonly amount_at_rating: Decimal | null;
  /** Other dated figures (exemption amounts, income limits), or null. */
  readonly figures: Readonly<Record<string, Decimal>> | null;
  /** Statute or official page for this benefit. */
  readonly source: string;
  /** ISO date the fact was checked against its source, or null (unverified). */
  readonly verified: string | null;
}

/** One of the seven categories. */
export interface StateBenefitCategoryResult {
  readonly category: StateBenefitCategory;
  readonly title: string;
  readonly benefits: readonly StateBenefitItem[];
}

/** What {@link listStateBenefits} returns. */
export interface ListStateBenefitsResult extends RuleCitations {
  readonly country_scope: CountryScope;
  /** The state, province, nation or Land answered for; null when the country is not mapped. */
  readonly jurisdiction: { readonly code: string; readonly name: string; readonly country: string; readonly agency: string; readonly agency_url: string } | null;
  readonly disability_rating: number | null;
  /** ISO 4217 currency of amounts, or null when unmapped. */
  readonly currency: string | null;
  /** The seven categories in the spec's order (empty when the country is not mapped). */
  readonly categories: readonly StateBenefitCategoryResult[];
  /** Regional programs outside the seven categories (UK covenant, commissioners; German Land services). */
  readonly other_programs: readonly StateBenefitItem[];
  /** How many benefits fall under each eligibility mark. */
  readonly eligibility_counts: Readonly<Record<BenefitEligibility, number>>;
  readonly summary: string;
  readonly notes: readonly string[];
  readonly disclaimer: string;
  readonly next_calls: readonly string[];
}

const FN = 'listStateBenefits';
type T = Translate<ListStateBenefitsMessageKey>;

/**
 * Lists a US state's veterans benefits (property tax, tuition, employment preference, motor vehicle, hunting and
 * fishing, burial, veterans homes), or the sub-national equivalents of a Canadian province, Australian state, UK
 * nation, German Land or New Zealand region, each with its source, and marks which ones the veteran's rating reaches.
 *
 * @remarks
 * `state` is matched by code or name, case- and punctuation-insensitively. With no `country`, the country comes from
 * the region (`scopeVeteranCountry`: Ontario → Canada, NSW → Australia, Bayern → Germany, Scotland → UK, TX → US). A
 * rating-gated benefit is `likely_qualifies` when `disability_rating` reaches its threshold (or
 * `qualifies_if_permanent_and_total` when the law also requires P&T), else `not_at_this_rating` with the threshold;
 * nothing is dropped. Every fact is `verified: null`: the response says so and names the department to confirm with.
 * A state whose figures are re-set every year (California's exemption amounts, § 205.5(h)) is reported stale
 * (`stale_rules`, `stale_note` and a note naming the department) when `asOf` is past the last year recorded.
 *
 * @param input - See {@link StateBenefitsInput}.
 * @param options - See {@link ListStateBenefitsOptions}.
 * @returns The benefits by category with country scope, disclaimer, next calls and rule citations.
 * @throws {@link GuidekitError} `invalid_state` on `state` for an unknown US state or region (the message lists the
 *   allowed values); `invalid_type`, `invalid_number`, `too_small`, `too_big` on a bad field; `invalid_date` or
 *   `out_of_range` on `asOf` (before 2024-01-01); `invalid_lang`.
 * @example
 * ```ts
 * const r = listStateBenefits({ state: 'TX', disability_rating: 100 }, { asOf: '2026-03-01' });
 * r.categories[0]?.benefits[0]?.eligibility //=> 'likely_qualifies' (Tex. Tax Code § 11.131)
 * ```
 * @see spec: Veterans Benefits Guidance Service, Endpoints (rule 1)
 * @see https://statutes.capitol.texas.gov/Docs/TX/htm/TX.11.htm
 */
export function listStateBenefits(input: StateBenefitsInput, options: ListStateBenefitsOptions = {}): ListStateBenefitsResult {
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const { state, rating, country } = readInput(input);
  const t = createTranslate(LIST_STATE_BENEFITS_MESSAGES, lang);
  const scope = country === undefined ? scopeVeteranCountry(undefined, { state, lang }) : scopeVeteranCountry(country, { lang });
  const key = compactKey(state);
  const notes: string[] = [];
  if (rating !== null && rating % 10 !== 0) notes.push(t('note_rating_rounding', { rating }));

  if (scope.key === null) {
    const name = scope.country_scope.country_name;
    return {
      country_scope: scope.country_scope, jurisdiction: null, disability_rating: rating, currency: null, categories: [], other_programs: [],
      eligibility_counts: countMarks([]), summary: t('summary_unmapped', { country: name }),
      notes: [t('note_unmapped', { country: name, region: state }), ...notes], disclaimer: scope.disclaimer, next_calls: suggestNextCalls('state-benefits'),
      ...citeRules([]),
    };
  }

  let rule: AppliedRule<unknown>;
  let jurisdiction: NonNullable<ListStateBenefitsResult['jurisdiction']>;
  let benefits: JurisdictionBenefits;
  let other: readonly BenefitFact[] = [];
  if (scope.key === 'US') {
    const code = US_STATE_ALIASES[key];
    const table = code === undefined ? undefined : US_STATE_BENEFITS[code];
    if (table === undefined) {
      throw new GuidekitError(
        `${FN}: state must be a US state or DC (code or name: ${US_STATE_BENEFIT_CODES.join(', ')}), got ${JSON.stringify(state)}; for a province, nation or region elsewhere pass country`,
        { code: 'invalid_state', field: 'state' },
      );
    }
    const applied = ruleInForce(table, options?.asOf, FN);
    const v = applied.value;
    rule = applied;
    jurisdiction = { code: v.code, name: v.name, country: 'US', agency: v.agency, agency_url: v.agency_url };
    benefits = v.benefits;
  } else {
    const applied = ruleInForce(SUBNATIONAL_BENEFITS[scope.key], options?.asOf, FN);
    const region = applied.value.regions.find((r) => r.aliases.includes(key) || compactKey(r.code) === key);
    if (region === undefined) {
      const allowed = applied.value.regions.map((r) => `${r.code} (${r.name})`).join(', ');
      throw new GuidekitError(`${FN}: state must be a region of ${scope.key}: ${allowed}; got ${JSON.stringify(state)}`, { code: 'invalid_state', field: 'state' });
    }
    rule = applied;
    jurisdiction = { code: region.code, name: region.name, country: scope.key, agency: region.agency, agency_url: region.agency_url };
    benefits = region.benefits;
    other = region.other;
    const structure = applied.value.structure_note;
    notes.push(
      structure === 'germany_federal' ? t('note_germany_federal')
        : structure === 'nz_no_subnational' ? t('note_nz_no_subnational')
          : t('note_national_programs', { country: scope.country_scope.country_name }),
    );
    if (rating !== null) notes.push(t('note_rating_not_used'));
  }

  const toItem = (fact: BenefitFact, category: StateBenefitCategory | 'other'): StateBenefitItem =>
    buildItem(fact, category, { t, rating, agency: jurisdiction.agency, fallbackSource: jurisdiction.agency_url, verified: rule.verified });
  const categories = STATE_BENEFIT_CATEGORIES.map((c) => ({ category: c, title: t(`what_${c}`), benefits: benefits[c].map((f) => toItem(f, c)) }));
  const otherItems = other.map((f) => toItem(f, 'other'));
  const all = [...categories.flatMap((c) => c.benefits), ...otherItems];
  const counts = countMarks(all);
  notes.push(t('note_conditions'), t('note_unverified', { agency: jurisdiction.agency }));
  // An indexed figure (an exemption amount re-set each year) whose year has passed with no newer version recorded.
  if (rule.stale) {
    notes.push(t('note_stale_figures', { name: jurisdiction.name, effective: rule.effective, since: rule.stale_since ?? '', agency: jurisdiction.agency }));
  }
  const gated = all.filter((i) => i.threshold !== null).length;
  const summary = rating === null
    ? t('summary_unrated', { name: jurisdiction.name, gated })
    : t('summary_rated', { name: jurisdiction.name, rating, likely: counts.likely_qualifies + counts.qualifies_if_permanent_and_total, not_at: counts.not_at_this_rating });

  return {
    country_scope: scope.country_scope,
    jurisdiction,
    disability_rating: rating,
    currency: scope.currency,
    categories,
    other_programs: otherItems,
    eligibility_counts: counts,
    summary,
    notes,
    disclaimer: scope.disclaimer,
    next_calls: suggestNextCalls('state-benefits'),
    ...citeRules([rule], { lang }),
  };
}

function buildItem(
  fact: BenefitFact,
  category: StateBenefitCategory | 'other',
  ctx: { readonly t: T; readonly rating: number | null; readonly agency: string; readonly fallbackSource: string; readonly verified: string | null },
): StateBenefitItem {
  const { t, rating } = ctx;
  const what = t(`what_${category}`);
  const beneficiary = fact.beneficiary ?? 'veteran';
  const threshold = fact.min_rating === undefined ? null : { min_rating: fact.min_rating, permanent_and_total: fact.pt === true };
  const parts = [t(`kind_${fact.kind}`, { what, agency: ctx.agency })];
  if (fact.law !== undefined) parts.push(t('law', { law: fact.law }));
  if (threshold !== null) parts.push(t(threshold.permanent_and_total ? 'threshold_pt' : 'threshold', { min: threshold.min_rating }));
  if (beneficiary === 'dependents') parts.push(t('for_dependents'));
  if (beneficiary === 'veteran_and_dependents') parts.push(t('for_veteran_and_dependents'));
  if (fact.tiers !== undefined) parts.push(t('has_tiers'));
  if (fact.figures !== undefined) parts.push(t('has_figures'));

  let eligibility: BenefitEligibility;
  if (fact.kind === 'none') eligibility = 'no_program';
  else if (threshold !== null) {
    if (rating === null) eligibility = 'rating_not_given';
    else if (rating < threshold.min_rating) eligibility = 'not_at_this_rating';
    else eligibility = threshold.permanent_and_total ? 'qualifies_if_permanent_and_total' : 'likely_qualifies';
  } else eligibility = fact.kind === 'check' ? 'check_locally' : 'not_rating_based';

  const tiers = fact.tiers?.map((tier) => ({ min_rating: tier.min_rating, amount: new Decimal(tier.amount) })) ?? null;
  const reached = tiers === null || rating === null ? [] : tiers.filter((tier) => rating >= tier.min_rating);
  return {
    name: fact.program ?? what,
    kind: fact.kind,
    description: parts.join(' '),
    law: fact.law ?? null,
    beneficiary,
    threshold,
    eligibility,
    eligibility_detail: t(`status_${eligibility}`, { rating: rating ?? '—', min: threshold?.min_rating ?? '—' }),
    tiers,
    amount_at_rating: reached.length === 0 ? null : (reached[reached.length - 1] as { amount: Decimal }).amount,
    figures: fact.figures === undefined ? null : Object.fromEntries(Object.entries(fact.figures).map(([k, v]) => [k, new Decimal(v)])),
    source: fact.source ?? ctx.fallbackSource,
    verified: ctx.verified,
  };
}

function countMarks(items: readonly StateBenefitItem[]): Record<BenefitEligibility, number> {
  const counts: Record<BenefitEligibility, number> = {
    likely_qualifies: 0, qualifies_if_permanent_and_total: 0, not_at_this_rating: 0, rating_not_given: 0, not_rating_based: 0, no_program: 0, check_locally: 0,
  };
  for (const item of items) counts[item.eligibility] += 1;
  return counts;
}

function readInput(input: StateBenefitsInput): { state: string; rating: number | null; country: string | undefined } {
  if (typeof input !== 'object' || input === null) {
    throw new GuidekitError(`${FN}: input must be an object`, { code: 'invalid_type', field: 'input' });
  }
  if (typeof input.state !== 'string' || input.state.trim() === '') {
    throw new GuidekitError(`${FN}: state is required (a US state code or name, or a region when country is given)`, { code: 'invalid_type', field: 'state' });
  }
  let rating: number | null = null;
  const r: unknown = input.disability_rating;
  if (r !== undefined) {
    if (typeof r !== 'number' || !Number.isInteger(r)) {
      throw new GuidekitError(`${FN}: disability_rating must be a whole percentage, got ${JSON.stringify(r)}`, { code: 'invalid_number', field: 'disability_rating' });
    }
    if (r < 0) throw new GuidekitError(`${FN}: disability_rating must be at least 0, got ${r}`, { code: 'too_small', field: 'disability_rating' });
    if (r > 100) throw new GuidekitError(`${FN}: disability_rating must be at most 100, got ${r}`, { code: 'too_big', field: 'disability_rating' });
    rating = r;
  }
  if (input.country !== undefined && typeof input.country !== 'string') {
    throw new GuidekitError(`${FN}: country must be a string`, { code: 'invalid_type', field: 'country' });
  }
  const country = input.country?.trim() === '' ? undefined : input.country?.trim();
  return { state: input.state.trim(), rating, country };
}
