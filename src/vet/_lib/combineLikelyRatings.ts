import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';
import type { Translate } from '../../core/i18n/createTranslate.js';
import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { AssessDisabilityClaimResult, CombinedEnd } from '../assessDisabilityClaim.js';
import { combineRatings, type RatingInput } from '../combineRatings.js';
import { computeCompensation } from '../computeCompensation.js';
import type { AssessDisabilityClaimMessageKey } from '../messages/assessDisabilityClaim.js';
import { VA_COMPENSATION_RATES } from '../rules/compensationRates.js';

/**
 * Combines the low and the high ends of the claimed conditions' likely ratings (38 CFR 4.25, 4.26) and prices both
 * for a veteran alone when VA rates are encoded for asOf, so the claim shows the range it may lead to.
 *
 * @param ratingsLow - Low end of each likely rating (one per side for a paired extremity).
 * @param ratingsHigh - High end of each likely rating, in the same order.
 * @param options - `asOf`, `lang` and the translator of the engine's messages.
 * @returns The combined range, the monthly range (null without rates for asOf), the rules applied and the notes.
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.25
 */
export function combineLikelyRatings(
  ratingsLow: readonly RatingInput[],
  ratingsHigh: readonly RatingInput[],
  options: { readonly asOf: string; readonly lang: ShippedLanguage; readonly t: Translate<AssessDisabilityClaimMessageKey> },
): {
  combined: NonNullable<AssessDisabilityClaimResult['combined_rating']>;
  money: AssessDisabilityClaimResult['monthly_compensation'];
  rules: AppliedRule<unknown>[];
  notes: string[];
} {
  const { asOf, lang, t } = options;
  const rules: AppliedRule<unknown>[] = [];
  const notes: string[] = [];
  let money: AssessDisabilityClaimResult['monthly_compensation'] = null;
  const low = combineRatings(ratingsLow, { asOf, lang });
  const high = combineRatings(ratingsHigh, { asOf, lang });
  const end = (r: ReturnType<typeof combineRatings>, list: readonly RatingInput[]): CombinedEnd => ({
    ratings: list.map((x) => (typeof x === 'number' ? x : x.rating)),
    unrounded: r.unrounded,
    combined: r.combined,
    steps: r.steps,
    bilateral_factor_applied: r.bilateral?.applied === true,
  });
  const combined = { low: end(low, ratingsLow), high: end(high, ratingsHigh) };
  rules.push(...(low.rules_applied as AppliedRule<unknown>[]), ...(high.rules_applied as AppliedRule<unknown>[]));
  if (pickRule(VA_COMPENSATION_RATES, asOf) === undefined) {
    notes.push(t('note_compensation_unavailable', { asOf }));
  } else {
    const lowPay = computeCompensation({ rating: low.combined }, { asOf, lang });
    const highPay = computeCompensation({ rating: high.combined }, { asOf, lang });
    money = { low: lowPay.monthly_amount, high: highPay.monthly_amount, currency: 'USD', rates_effective: highPay.rates_effective, basis: 'veteran_alone' };
    rules.push(...(highPay.rules_applied as AppliedRule<unknown>[]));
    notes.push(t('note_compensation_scope'));
  }
  notes.push(t('note_likely_ranges'));
  return { combined, money, rules, notes };
}
