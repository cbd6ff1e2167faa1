import type { Translate } from '../../core/i18n/createTranslate.js';
import type { AssessDisabilityClaimResult, AssessedCondition, StatedRatingsResult } from '../assessDisabilityClaim.js';
import type { AssessDisabilityClaimMessageKey } from '../messages/assessDisabilityClaim.js';
import type { ScopeVeteranCountryResult } from '../scopeVeteranCountry.js';

/**
 * Writes the claim's one-paragraph summary: how many conditions matched and, in the US, the combined range and its
 * monthly amounts; outside the US, the local scheme. Ratings the veteran already holds lead, since their combined
 * figure is certain where the ranges are estimates.
 *
 * @param assessed - The conditions as assessed.
 * @param options - The count of unknown conditions, the country scope, the combined range and money (US), the stated
 *   ratings and the translator.
 * @returns The summary in the engine's language.
 */
export function summarizeDisabilityClaim(
  assessed: readonly AssessedCondition[],
  options: {
    readonly unknownCount: number;
    readonly scope: ScopeVeteranCountryResult;
    readonly combined: AssessDisabilityClaimResult['combined_rating'];
    readonly money: AssessDisabilityClaimResult['monthly_compensation'];
    readonly stated: StatedRatingsResult | null;
    readonly t: Translate<AssessDisabilityClaimMessageKey>;
  },
): string {
  const { unknownCount, scope, combined, money, stated, t } = options;
  const isUs = scope.key === 'US';
  const matchedCount = assessed.length - unknownCount;
  let summary: string;
  if (matchedCount === 0) summary = t('summary_none_matched', { total: assessed.length });
  else if (!isUs && scope.key === null) summary = t('summary_unmapped', { matched: matchedCount, total: assessed.length, country: scope.country_scope.country_name });
  else if (!isUs) summary = t('summary_non_us', { matched: matchedCount, total: assessed.length, country: scope.country_scope.country_name, program: scope.programs?.disability ?? '' });
  // With ratings the veteran holds, the summary gives their combined rating, not a second, estimated one.
  else if (stated !== null) summary = t('summary_stated_matched', { matched: matchedCount, total: assessed.length });
  else if (combined !== null && money !== null) {
    summary = t('summary_us', {
      matched: matchedCount, total: assessed.length, low: combined.low.combined, high: combined.high.combined,
      low_amount: money.low.toFixed(2), high_amount: money.high.toFixed(2), effective: money.rates_effective,
    });
  } else summary = t('summary_us_no_money', { matched: matchedCount, total: assessed.length, low: combined?.low.combined ?? 0, high: combined?.high.combined ?? 0 });
  if (stated !== null) {
    const lead = stated.monthly_compensation === null
      ? t('summary_stated', { count: stated.ratings.length, combined: stated.combined, unrounded: stated.unrounded })
      : t('summary_stated_money', {
        count: stated.ratings.length, combined: stated.combined, unrounded: stated.unrounded,
        amount: stated.monthly_compensation.amount.toFixed(2), effective: stated.monthly_compensation.rates_effective,
      });
    summary = assessed.length === 0 ? lead : `${lead} ${summary}`;
  } else if (assessed.length === 0) {
    // Only ratings were sent, and they are not combined outside the US: the note that says so is the answer.
    summary = t('note_stated_non_us', { country: scope.country_scope.country_name });
  }
  return summary;
}
