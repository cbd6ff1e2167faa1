import { citeRules, type RuleCitations } from '../core/citeRules.js';
import { createTranslate } from '../core/i18n/createTranslate.js';
import { readEngineLang } from '../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../core/parseIsoDate.js';
import { briefCollectionRights } from './briefCollectionRights.js';
import { DEBT_CURRENCIES, type DebtCountry, type DebtCurrency } from './debtCountries.js';
import { readDebtCountry } from './_lib/readDebtCountry.js';
import type { ComplaintBody, ConsumerRight, LegalDeadline } from './_lib/letterTypes.js';
import { SUMMARIZE_CONSUMER_RIGHTS_MESSAGES } from './messages/summarizeConsumerRights.js';
import { planCreditDispute } from './planCreditDispute.js';
import { SHIPPED_LANGUAGES, type ShippedLanguage } from '../core/i18n/resolveLang.js';

const FN = 'summarizeConsumerRights';

/** Which country's rights to summarize. */
export interface SummarizeConsumerRightsInput {
  /** Jurisdiction: US (default), UK, CA or AU. */
  readonly country?: DebtCountry;
}

/** Options of {@link summarizeConsumerRights}. */
export interface SummarizeConsumerRightsOptions {
  /** ISO date (YYYY-MM-DD): picks the rules in force and dates the estimated deadlines. */
  readonly asOf: string;
  /** Language of the narrative: `'en'` (default) or `'es'`. */
  readonly lang?: ShippedLanguage;
}

/** Result of {@link summarizeConsumerRights}. */
export interface SummarizeConsumerRightsResult extends RuleCitations {
  readonly country: DebtCountry;
  /** Currency of every amount, in fields and text: the country's own (USD, GBP, CAD, AUD). */
  readonly currency: DebtCurrency;
  /** Rights against debt collectors (as in /api/debt/collections). */
  readonly collection_rights: readonly ConsumerRight[];
  /** Rights over the credit report (as in /api/debt/dispute). */
  readonly credit_report_rights: readonly ConsumerRight[];
  /** The legal periods of both, dated as if their trigger happened on `asOf` (estimates). */
  readonly key_deadlines: readonly LegalDeadline[];
  /** Every body to complain to, collections first, each once. */
  readonly regulators: readonly ComplaintBody[];
  readonly warnings: readonly string[];
  readonly narrative: string;
}

/**
 * Summarizes a country's consumer debt rights: the rights against collectors and over the credit report, their key
 * deadlines, and the regulators and ombudsmen to complain to. It composes {@link briefCollectionRights} and
 * {@link planCreditDispute}, so the three endpoints never disagree.
 *
 * @param input - See {@link SummarizeConsumerRightsInput}.
 * @param options - See {@link SummarizeConsumerRightsOptions}.
 * @returns The summary; see {@link SummarizeConsumerRightsResult}.
 * @throws {@link GuidekitError} `invalid_date` (asOf), `invalid_lang` (lang), `invalid_value` (country),
 *   `out_of_range` (asOf before the country's rules took effect).
 * @example
 * ```ts
 * summarizeConsumerRights({ country: 'AU' }, { asOf: '2026-11-22' }).regulators.map((r) => r.id) //=> ['afca', 'accc', 'asic', 'oaic']
 * ```
 * @see spec: Debt Elimination Guidance Service (debtRights: consumer debt rights by country)
 */
export function summarizeConsumerRights(input: SummarizeConsumerRightsInput, options: SummarizeConsumerRightsOptions): SummarizeConsumerRightsResult {
  const asOf = parseIsoDate(options?.asOf, { fn: FN, field: 'asOf' });
  const lang = readEngineLang(options?.lang, { fn: FN, languages: SHIPPED_LANGUAGES });
  const country = readDebtCountry(input?.country, { fn: FN });
  const t = createTranslate(SUMMARIZE_CONSUMER_RIGHTS_MESSAGES, lang);
  const collections = briefCollectionRights({ country }, { asOf, lang });
  const dispute = planCreditDispute({ country }, { asOf, lang });

  const regulators: ComplaintBody[] = [];
  for (const body of [...collections.reporting_resources, ...dispute.escalation.map((e) => e.body)]) {
    if (!regulators.some((r) => r.id === body.id)) regulators.push(body);
  }
  const cited = [...collections.rules_applied, ...dispute.rules_applied].map((rule) => ({ ...rule, value: null }));

  return {
    country,
    currency: DEBT_CURRENCIES[country],
    collection_rights: collections.rights,
    credit_report_rights: dispute.rights,
    key_deadlines: [...collections.deadlines, ...dispute.deadlines],
    regulators,
    warnings: [...collections.warnings, t('warn_estimates')],
    narrative: t(`narrative_${country}`, { bodies: regulators.map((r) => r.name).join(', ') }),
    ...citeRules(cited, { lang }),
  };
}
