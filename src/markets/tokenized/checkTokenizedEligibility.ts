import { GuidekitError } from '../../core/GuidekitError.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { TOKENIZED_ELIGIBILITY, type EligibilityProduct, type EligibilityTerms } from '../rules/tokenizedEligibility.js';
import { checkTokenizedEligibilityMessages } from './messages/checkTokenizedEligibility.js';

/** Options of {@link checkTokenizedEligibility}. */
export interface CheckTokenizedEligibilityOptions {
  /** ISO date the terms are picked for. Required. */
  readonly asOf: string;
  /** ISO 3166-1 alpha-2 country, or an ISO 3166-2 subdivision (`CA-ON`); absent: the table without a verdict. */
  readonly jurisdiction?: string;
  /** Only issuers and venues of this product. Default both. */
  readonly product?: EligibilityProduct;
  /** Only this issuer or venue (a key of the terms table). Default all. */
  readonly issuer?: string;
  /** Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** How one issuer's or venue's terms stand toward the jurisdiction. Never "eligible". */
export type EligibilityStatus = 'excluded' | 'outside_offer' | 'not_excluded_by_terms' | 'unknown';

/** One issuer's or venue's terms and, with a jurisdiction, where it stands. */
export interface EligibilityRow {
  readonly issuer: string;
  readonly label: string;
  readonly role: 'issuer' | 'venue';
  readonly products: readonly EligibilityProduct[];
  /** Null without a jurisdiction. */
  readonly status: EligibilityStatus | null;
  readonly reason: string;
  readonly excluded: readonly string[];
  readonly excluded_groups: readonly string[];
  readonly offered_only_in: readonly string[] | null;
  readonly exclusion_list_complete: boolean;
  readonly terms_url: string;
  readonly source: string;
  readonly effective: string;
  /** Date the terms were read; null when they were not. */
  readonly verified: string | null;
}

/** Result of {@link checkTokenizedEligibility}. */
export interface CheckTokenizedEligibilityResult extends RuleCitations {
  readonly jurisdiction: string | null;
  readonly rows: readonly EligibilityRow[];
  readonly counts: { readonly excluded: number; readonly outside_offer: number; readonly unknown: number; readonly not_excluded_by_terms: number };
  readonly summary: string;
  /** Always present: this answer never says a person is eligible. */
  readonly disclaimer: string;
}

const FN = 'checkTokenizedEligibility';
const JURISDICTION = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;

/**
 * Who may buy tokenized stocks and pre-IPO perpetuals from a jurisdiction, per issuer and venue, as their own terms
 * say it: `excluded` when the terms name the jurisdiction (or its country), `outside_offer` when the terms restrict
 * the offer to a list it is not on, `not_excluded_by_terms` only when the whole exclusion list was read and does not
 * name it, and `unknown` otherwise. It never answers "eligible": an unread list is unknown, not clean, and identity
 * checks, investor category and local law decide the rest.
 *
 * @param options - {@link CheckTokenizedEligibilityOptions}.
 * @returns Each issuer's and venue's row (status, reason, the terms' lists, source, verification), counts, a summary
 *   and the standing disclaimer.
 * @throws {@link GuidekitError} `invalid_format` (field `jurisdiction`) for a code that is not ISO 3166 shaped;
 *   `unknown_issuer` (field `issuer`) for an issuer not in the table; a bad `asOf` or `lang`.
 * @example
 * ```ts
 * checkTokenizedEligibility({ asOf: '2026-11-25', jurisdiction: 'US' }).rows.every((r) => r.status === 'excluded'); //=> true
 * ```
 * @see docs/perps-tokenized-preipo.md
 */
export function checkTokenizedEligibility(options: CheckTokenizedEligibilityOptions): CheckTokenizedEligibilityResult {
  const lang = readEngineLang(options?.lang, { fn: FN });
  const t = createTranslate(checkTokenizedEligibilityMessages, lang);
  const asOf = parseIsoDate(options.asOf, { fn: FN, field: 'asOf' });
  const jurisdiction = options.jurisdiction === undefined ? null : options.jurisdiction.trim().toUpperCase();
  if (jurisdiction !== null && !JURISDICTION.test(jurisdiction)) {
    throw new GuidekitError(`${FN}: jurisdiction must be an ISO 3166-1 alpha-2 code (US, DE) or an ISO 3166-2 subdivision (CA-ON), got ${JSON.stringify(options.jurisdiction)}`, { code: 'invalid_format', field: 'jurisdiction' });
  }
  if (options.issuer !== undefined && TOKENIZED_ELIGIBILITY[options.issuer] === undefined) {
    throw new GuidekitError(`${FN}: unknown issuer ${JSON.stringify(options.issuer)}; known: ${Object.keys(TOKENIZED_ELIGIBILITY).join(', ')}`, { code: 'unknown_issuer', field: 'issuer' });
  }
  const country = jurisdiction?.slice(0, 2) ?? null;
  const applied: AppliedRule<EligibilityTerms>[] = [];
  const rows: EligibilityRow[] = [];
  for (const [issuer, table] of Object.entries(TOKENIZED_ELIGIBILITY)) {
    if (options.issuer !== undefined && issuer !== options.issuer) continue;
    const rule = pickRule(table, asOf);
    if (rule === undefined) continue;
    const terms = rule.value;
    if (options.product !== undefined && !terms.products.includes(options.product)) continue;
    applied.push(rule);
    let status: EligibilityStatus | null = null;
    let reason = t('status_no_jurisdiction');
    if (jurisdiction !== null) {
      const named = terms.excluded.includes(jurisdiction) || terms.excluded.includes(country!);
      const parts = terms.excluded.filter((e) => e.startsWith(`${jurisdiction}-`));
      if (named) {
        status = 'excluded';
        reason = t(rule.verified === null ? 'status_excluded_unverified' : 'status_excluded', { label: terms.label, jurisdiction });
      } else if (terms.offered_only_in !== null && !terms.offered_only_in.includes(country!)) {
        status = 'outside_offer';
        reason = t('status_outside_offer', { label: terms.label, jurisdiction, count: terms.offered_only_in.length });
      } else if (parts.length > 0) {
        status = 'unknown';
        reason = t('status_unknown_subdivision', { label: terms.label, jurisdiction, parts: parts.join(', ') });
      } else if (terms.exclusion_list_complete && rule.verified !== null) {
        status = 'not_excluded_by_terms';
        reason = t('status_not_excluded', { label: terms.label, jurisdiction });
      } else {
        status = 'unknown';
        reason = t('status_unknown', { label: terms.label, jurisdiction });
      }
    }
    rows.push({
      issuer,
      label: terms.label,
      role: terms.role,
      products: terms.products,
      status,
      reason,
      excluded: terms.excluded,
      excluded_groups: terms.excluded_groups,
      offered_only_in: terms.offered_only_in,
      exclusion_list_complete: terms.exclusion_list_complete,
      terms_url: terms.terms_url,
      source: rule.source,
      effective: rule.effective,
      verified: rule.verified,
    });
  }
  const count = (s: EligibilityStatus) => rows.filter((r) => r.status === s).length;
  const counts = { excluded: count('excluded'), outside_offer: count('outside_offer'), unknown: count('unknown'), not_excluded_by_terms: count('not_excluded_by_terms') };
  return {
    jurisdiction,
    rows,
    counts,
    summary:
      jurisdiction === null
        ? t('summary_no_jurisdiction', { count: rows.length })
        : t('summary', { jurisdiction, excluded: counts.excluded, outside: counts.outside_offer, unknown: counts.unknown, clear: counts.not_excluded_by_terms }),
    disclaimer: t('never_eligible'),
    ...citeRules(applied, { lang }),
  };
}
