import { GuidekitError } from '../../core/GuidekitError.js';
import type { ShippedLanguage } from '../../core/i18n/resolveLang.js';
import type { Translate } from '../../core/i18n/createTranslate.js';
import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { StatedRatingsResult } from '../assessDisabilityClaim.js';
import { combineRatings, type RatedDisability } from '../combineRatings.js';
import { computeCompensation } from '../computeCompensation.js';
import type { AssessDisabilityClaimMessageKey } from '../messages/assessDisabilityClaim.js';
import { parseStatedRatings, type StatedRating } from '../parseStatedRatings.js';
import { VA_COMPENSATION_RATES } from '../rules/compensationRates.js';
import { runAsOwnError } from './runAsOwnError.js';

/**
 * Combines the ratings the veteran already holds exactly (38 CFR 4.25, 4.26), with the monthly amount for a veteran
 * alone at the combined rating. With no `ratings`, conditions that all name a percentage ("PTSD 50%") are read as
 * stated; a list only partly so is left alone, with a note. Outside the US the ratings are not combined, and a note
 * says so.
 *
 * @param conditions - The conditions as read (the fallback source of stated ratings).
 * @param ratings - The `ratings` input, or undefined when none were sent.
 * @param options - `asOf`, `lang`, the translator, whether the claim is US, the country's name and the engine's
 *   name (`fn`) for errors.
 * @returns The stated ratings combined (null when none or outside the US), the rules applied and the notes.
 * @throws {@link GuidekitError} A bad stated rating, under `fn`'s name, naming `ratings[i]`.
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.25
 */
export function combineStatedRatings(
  conditions: readonly string[],
  ratings: string | readonly unknown[] | undefined,
  options: {
    readonly asOf: string;
    readonly lang: ShippedLanguage;
    readonly t: Translate<AssessDisabilityClaimMessageKey>;
    readonly isUs: boolean;
    readonly countryName: string;
    readonly fn: string;
  },
): { stated: StatedRatingsResult | null; rules: AppliedRule<unknown>[]; notes: string[] } {
  const { asOf, lang, t, isUs, countryName, fn } = options;
  const rules: AppliedRule<unknown>[] = [];
  const notes: string[] = [];
  let statedList: StatedRating[] | null = null;
  let statedFrom: StatedRatingsResult['from'] = 'ratings';
  if (ratings !== undefined) {
    statedList = runAsOwnError(fn, () => parseStatedRatings(ratings, { asOf, field: 'ratings' }));
  } else {
    // A percentage, or a bare rating (0, 10, …, 100) standing after the condition's words, is the rating the veteran
    // holds: "PTSD 50" means what "PTSD 50%" means. Other numbers ("type 2 diabetes", "L5") are part of the name.
    const withPercent = conditions.filter(looksRated).length;
    if (withPercent > 0 && withPercent === conditions.length) {
      try {
        statedList = parseStatedRatings(conditions, { asOf, field: 'conditions' });
        statedFrom = 'conditions';
        // Outside the US nothing is combined, so only the note that says so is given (below).
        if (isUs) notes.push(t('note_ratings_from_conditions'));
      } catch (error) {
        if (!(error instanceof GuidekitError)) throw error;
        notes.push(t('note_rating_in_conditions'));
      }
    } else if (withPercent > 0) notes.push(t('note_rating_in_conditions'));
  }
  let stated: StatedRatingsResult | null = null;
  if (statedList !== null && !isUs) {
    notes.push(t('note_stated_non_us', { country: countryName }));
  } else if (statedList !== null) {
    const list = statedList.map((r): RatedDisability => ({ rating: r.rating, ...(r.side === null ? {} : { side: r.side }), ...(r.limb === null ? {} : { limb: r.limb }) }));
    const result = runAsOwnError(fn, () => combineRatings(list, { asOf, lang }));
    rules.push(...(result.rules_applied as AppliedRule<unknown>[]));
    let pay: StatedRatingsResult['monthly_compensation'] = null;
    if (pickRule(VA_COMPENSATION_RATES, asOf) !== undefined) {
      const c = computeCompensation({ rating: result.combined }, { asOf, lang });
      pay = { amount: c.monthly_amount, currency: 'USD', rates_effective: c.rates_effective, basis: 'veteran_alone' };
      rules.push(...(c.rules_applied as AppliedRule<unknown>[]));
    }
    stated = {
      from: statedFrom, ratings: statedList, unrounded: result.unrounded, combined: result.combined, steps: result.steps,
      bilateral: result.bilateral, notes: result.notes, monthly_compensation: pay,
    };
  }
  return { stated, rules, notes };
}

/** A condition item that states its rating: a percentage, or a whole-ten rating after the condition's words. */
function looksRated(item: string): boolean {
  if (/\d\s*(?:%|percent\b|por ?ciento\b)/i.test(item)) return true;
  return /\p{L}/u.test(item) && /(?:^|[\s(:=])(?:100|[1-9]0|0)(?=$|[\s),;])/.test(item.trim());
}
