/**
 * Codes of a side and a limb in combineRatings' parsed input (parallel integer arrays); 0 when the entry gives none.
 * 38 CFR 4.26 pairs the arms and the legs, left with right.
 *
 * @see https://www.ecfr.gov/current/title-38/chapter-I/part-4/subpart-A/section-4.26
 */
export const LEFT = 1;
/** An arm (upper extremity). */
export const ARM = 1;
/** A leg (lower extremity). */
export const LEG = 2;
