import { GuidekitError } from '../../core/GuidekitError.js';
import type { DisabilityClaimInput } from '../assessDisabilityClaim.js';

/** The claim's input as the engine uses it: trimmed conditions, the era or null, and the stated ratings when any were sent. */
export interface DisabilityClaimReading {
  readonly conditions: string[];
  readonly era: string | null;
  readonly country: string | undefined;
  readonly residence: string | undefined;
  readonly ratings: string | readonly unknown[] | undefined;
}

/**
 * Reads and checks a disability-claim input: a claim names its conditions in words, or sends the ratings already held
 * instead; blank stated ratings count as none.
 *
 * @param input - The caller's {@link DisabilityClaimInput}, unchecked.
 * @param options - `fn`, the engine named in error messages; `maxConditions`, the most conditions one call may list.
 * @returns The input as read.
 * @throws {@link GuidekitError} `invalid_type`, `too_small`, `too_big` or `invalid_value`, naming the offending field.
 */
export function readDisabilityClaimInput(input: DisabilityClaimInput, options: { readonly fn: string; readonly maxConditions: number }): DisabilityClaimReading {
  const { fn, maxConditions } = options;
  if (typeof input !== 'object' || input === null) {
    throw new GuidekitError(`${fn}: input must be an object with conditions`, { code: 'invalid_type', field: 'input' });
  }
  const ratings: unknown = input.ratings;
  if (ratings !== undefined && typeof ratings !== 'string' && !Array.isArray(ratings)) {
    throw new GuidekitError(`${fn}: ratings must be text ("PTSD 50, knee left 10") or a list`, { code: 'invalid_type', field: 'ratings' });
  }
  const stated = ratings as string | readonly unknown[] | undefined;
  const hasRatings = stated !== undefined && (typeof stated !== 'string' || stated.trim() !== '');
  if (!Array.isArray(input.conditions)) {
    if (input.conditions === undefined && hasRatings) return { conditions: [], era: readEra(input, fn), country: readCountry(input, fn), residence: input.residence, ratings: stated };
    throw new GuidekitError(`${fn}: conditions must be an array of strings`, { code: 'invalid_type', field: 'conditions' });
  }
  if (input.conditions.length === 0 && !hasRatings) {
    throw new GuidekitError(`${fn}: conditions must list at least one condition (or send the ratings you hold in ratings)`, { code: 'too_small', field: 'conditions' });
  }
  if (input.conditions.length > maxConditions) {
    throw new GuidekitError(`${fn}: conditions must list at most ${maxConditions} conditions, got ${input.conditions.length}`, { code: 'too_big', field: 'conditions' });
  }
  const conditions = input.conditions.map((c: unknown, i) => {
    if (typeof c !== 'string') throw new GuidekitError(`${fn}: conditions[${i}] must be a string`, { code: 'invalid_type', field: `conditions[${i}]` });
    const trimmed = c.trim();
    if (trimmed === '') throw new GuidekitError(`${fn}: conditions[${i}] must not be empty`, { code: 'too_small', field: `conditions[${i}]` });
    // A condition is named in words; an item of punctuation only ("[]", "---") is a malformed list, not an unknown condition.
    if (!/[\p{L}\p{N}]/u.test(trimmed)) {
      throw new GuidekitError(`${fn}: conditions[${i}] must name a condition in words, got ${JSON.stringify(trimmed.slice(0, 40))}`, { code: 'invalid_value', field: `conditions[${i}]` });
    }
    return trimmed;
  });
  return { conditions, era: readEra(input, fn), country: readCountry(input, fn), residence: input.residence, ratings: hasRatings ? stated : undefined };
}

/** The service era in the veteran's words, or null when none was given. */
function readEra(input: DisabilityClaimInput, fn: string): string | null {
  if (input.service_era !== undefined && typeof input.service_era !== 'string') {
    throw new GuidekitError(`${fn}: service_era must be a string`, { code: 'invalid_type', field: 'service_era' });
  }
  const era = input.service_era?.trim() ?? '';
  return era === '' ? null : era;
}

function readCountry(input: DisabilityClaimInput, fn: string): string | undefined {
  if (input.country !== undefined && typeof input.country !== 'string') {
    throw new GuidekitError(`${fn}: country must be a string`, { code: 'invalid_type', field: 'country' });
  }
  return input.country;
}
