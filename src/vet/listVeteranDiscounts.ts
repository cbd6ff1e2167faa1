import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { GuidekitError } from '../core/GuidekitError.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { type ShippedLanguage, SHIPPED_LANGUAGES } from '../core/i18n/resolveLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { pickRule } from '../core/pickRule.js';
import { suggestNextCalls } from './_lib/suggestNextCalls.js';
import { LIST_VETERAN_DISCOUNTS_MESSAGES } from './messages/listVeteranDiscounts.js';
import { DISCOUNT_CATEGORIES, VETERAN_DISCOUNTS, type DiscountCategory, type DiscountKind } from './rules/discountCatalog.js';
import { scopeVeteranCountry, type CountryScope, type ScopeVeteranCountryResult } from './scopeVeteranCountry.js';

/** What {@link listVeteranDiscounts} filters by. */
export interface DiscountsInput {
  /** One of travel, retail, dining, recreation (case-insensitive); all categories when omitted. */
  readonly category?: string;
  /** Combined service-connected rating in percent (0–100), to say which rating-gated benefits apply. */
  readonly disability_rating?: number;
  /** Country whose discounts to list (see `scopeVeteranCountry`). */
  readonly country?: string;
}

/** Options of {@link listVeteranDiscounts}. */
export interface ListVeteranDiscountsOptions {
  /** ISO date (YYYY-MM-DD): only discounts in force on that date are listed. Required. */
  readonly asOf: string;
  /** Language of the narrative text. Default `'en'`. */
  readonly lang?: ShippedLanguage;
}

/** One listed discount. */
export interface ListedDiscount {
  readonly id: string;
  readonly category: DiscountCategory;
  readonly name: string;
  readonly provider: string;
  readonly kind: DiscountKind;
  readonly description: string;
  /** True when the rating given meets the requirement, false when it does not, null when it cannot be told. */
  readonly eligible: boolean | null;
  readonly requirement: string | null;
  readonly source: string;
  readonly effective: string;
  readonly verified: string | null;
  /** True for private offers and any entry not verified: check before relying on it. */
  readonly subject_to_change: boolean;
  readonly caveat: string;
}

/** What {@link listVeteranDiscounts} returns. */
export interface ListVeteranDiscountsResult extends RuleCitations {
  readonly country_scope: CountryScope;
  /** Currency of every amount, in fields and text: the paying country's (USD for the US); null for an unmapped country. */
  readonly currency: ScopeVeteranCountryResult['currency'];
  readonly summary: string;
  readonly category: DiscountCategory | null;
  readonly discounts: readonly ListedDiscount[];
  readonly notes: readonly string[];
  readonly disclaimer: string;
  readonly next_calls: readonly string[];
}

const FN = 'listVeteranDiscounts';

/**
 * Lists veteran discounts and access benefits in force at `asOf` for the country, by category: government ones with
 * their legal basis and source, and a few private offers clearly marked unverified and subject to change. A rating
 * requirement (for example Space-A travel at 100% P&T) is checked against `disability_rating` when given.
 *
 * @param input - See {@link DiscountsInput}.
 * @param options - See {@link ListVeteranDiscountsOptions}.
 * @returns The discounts with country scope, disclaimer, next calls and rule citations.
 * @throws {@link GuidekitError} `invalid_value` on `category` (the message lists the allowed values); `invalid_type`,
 *   `too_small` or `too_big` on `disability_rating`; `invalid_date` on asOf; `invalid_lang`.
 * @example
 * ```ts
 * listVeteranDiscounts({ category: 'travel', country: 'UK' }, { asOf: '2026-03-01' }).discounts[0]?.name //=> 'Veterans Railcard'
 * ```
 * @see https://www.nps.gov/planyourvisit/veterans-and-gold-star-families-free-access.htm
 * @see spec: Veterans Benefits Guidance Service, Endpoints (discounts)
 */
export function listVeteranDiscounts(input: DiscountsInput, options: ListVeteranDiscountsOptions): ListVeteranDiscountsResult {
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  if (input === null || typeof input !== 'object') throw new GuidekitError(`${FN}: input must be an object`, { code: 'invalid_type', field: '' });
  const category = readCategory(input.category);
  const rating = readRating(input.disability_rating);
  if (input.country !== undefined && typeof input.country !== 'string') throw new GuidekitError(`${FN}: country must be a string`, { code: 'invalid_type', field: 'country' });
  const t = createTranslate(LIST_VETERAN_DISCOUNTS_MESSAGES, lang);
  const scope = scopeVeteranCountry(input.country, { lang });
  const name = scope.country_scope.country_name;
  const categoryText = category === null ? '' : ` (${category})`;
  const base = { country_scope: scope.country_scope, currency: scope.currency, category, disclaimer: scope.disclaimer, next_calls: suggestNextCalls('discounts') };

  if (scope.key === null) {
    return { ...base, summary: t('summary_none', { country: name, category: categoryText }), discounts: [], notes: [t('unmapped', { country: name })], ...citeRules([]) };
  }
  const applied = VETERAN_DISCOUNTS.map((table) => pickRule(table, asOf))
    .filter((r) => r !== undefined)
    .filter((r) => r.value.country === scope.key && (category === null || r.value.category === category));
  const discounts: ListedDiscount[] = applied.map((r) => {
    const v = r.value;
    let eligible: boolean | null = true;
    let requirement: string | null = null;
    if (v.min_rating !== null) {
      const pt = v.requires_permanent_total ? ' (P&T)' : '';
      if (rating === undefined) {
        eligible = null;
        requirement = t('rating_unknown', { min: v.min_rating, pt });
      } else if (rating < v.min_rating) {
        eligible = false;
        requirement = t('needs_rating', { min: v.min_rating, rating });
      } else if (v.requires_permanent_total) {
        // A 100% rating is not necessarily permanent and total; only VA's decision says so.
        eligible = null;
        requirement = t('needs_pt');
      }
    }
    return {
      id: r.id,
      category: v.category,
      name: v.name,
      provider: v.provider,
      kind: v.kind,
      description: v.summary[lang] ?? v.summary.en,
      eligible,
      requirement,
      source: r.source,
      effective: r.effective,
      verified: r.verified,
      subject_to_change: v.kind === 'private' || r.unverified,
      caveat: v.kind === 'private' ? t('private_caveat') : t('government_basis'),
    };
  });
  const notes: string[] = [];
  if (scope.key === 'NewZealand') notes.push(t('nz_none'));
  if (discounts.length === 0 && category !== null) notes.push(t('none_in_category', { category, country: name }));
  const usable = discounts.filter((d) => d.eligible !== false).length;
  return {
    ...base,
    summary: discounts.length === 0
      ? t('summary_none', { country: name, category: categoryText })
      : t('summary', { count: discounts.length, country: name, category: categoryText, eligible: usable }),
    discounts,
    notes,
    ...citeRules(applied, { lang }),
  };
}

function readCategory(raw: unknown): DiscountCategory | null {
  if (raw === undefined) return null;
  if (typeof raw !== 'string') throw new GuidekitError(`${FN}: category must be a string`, { code: 'invalid_type', field: 'category' });
  const found = DISCOUNT_CATEGORIES.find((c) => c === raw.trim().toLowerCase());
  if (found === undefined) {
    throw new GuidekitError(`${FN}: category ${JSON.stringify(raw)} is not known; allowed values: ${DISCOUNT_CATEGORIES.join(', ')}`, { code: 'invalid_value', field: 'category' });
  }
  return found;
}

function readRating(raw: unknown): number | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'number' || !Number.isInteger(raw)) throw new GuidekitError(`${FN}: disability_rating must be a whole percent`, { code: 'invalid_type', field: 'disability_rating' });
  if (raw < 0) throw new GuidekitError(`${FN}: disability_rating must not be negative`, { code: 'too_small', field: 'disability_rating' });
  if (raw > 100) throw new GuidekitError(`${FN}: disability_rating must be at most 100`, { code: 'too_big', field: 'disability_rating' });
  return raw;
}
