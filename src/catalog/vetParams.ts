import { q } from '../core/queryParams.js';

/**
 * Countries for which the veterans service names a benefits system (spec: Veterans Benefits Guidance Service, What the service
 * does). Any other country name is accepted as well and gets a best-effort assessment, so this list documents the
 * named systems; it does not restrict the `country` parameter.
 *
 * @see spec: Veterans Benefits Guidance Service, What the service does
 */
export const VET_NAMED_COUNTRIES = ['US', 'UK', 'Canada', 'Australia', 'NewZealand', 'Germany'] as const;

/**
 * `country` of the veterans service: free text (US, UK, Canada, Australia, NewZealand, Germany or any other country
 * name), optional with no default, because the engine infers the country when it is omitted (from a recognized
 * region name, else a US-anchored answer with a note asking the caller to specify one).
 *
 * @example
 * ```ts
 * vetCountryParam.parse('NewZealand') //=> 'NewZealand'
 * vetCountryParam.parse(undefined) //=> undefined
 * ```
 * @see spec: Veterans Benefits Guidance Service, What the service does
 */
export const vetCountryParam = q.text({ max: 60 }).optional();

/**
 * A disability rating in percent, 0 to 100 (`rating`, `current_rating`, `disability_rating`). Whole percentages
 * only; rounding to the nearest 10 is the engine's business, because not every national scale steps by 10.
 *
 * @example
 * ```ts
 * vetRatingParam.parse('70') //=> 70
 * ```
 * @see spec: Veterans Benefits Guidance Service, Endpoints
 */
export const vetRatingParam = q.integer({ min: 0, max: 100 });

/** A count of dependents (education, healthcare), sent as a string like every query value. */
export const vetDependentsParam = q.integer({ min: 0, max: 30 });

export { UNDECLARED_PARAM_META } from './sharedParams.js';

/**
 * Discount categories of /api/vet/discounts, as the endpoint table lists them.
 *
 * @see spec: Veterans Benefits Guidance Service, Endpoints
 */
export const VET_DISCOUNT_CATEGORIES = ['travel', 'retail', 'dining', 'recreation'] as const;

/**
 * A comma-separated list of disability ratings in percent (`70,30,10`), or a JSON array of them; each item is read
 * as {@link vetRatingParam} and a bad one is reported at its index (`disability_ratings[1]`).
 *
 * @example
 * ```ts
 * vetRatingListParam.parse('70, 30,10') //=> [70, 30, 10]
 * ```
 * @see spec: Veterans Benefits Guidance Service, Endpoints (rule 2)
 */
export const vetRatingListParam = q.list({ maxItems: 20, maxLength: 8 }).transform((items, ctx) => {
  const ratings: number[] = [];
  items.forEach((item, index) => {
    const parsed = vetRatingParam.safeParse(item);
    if (parsed.success) ratings.push(parsed.data);
    else for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [index], message: issue.message });
  });
  return ratings;
});
