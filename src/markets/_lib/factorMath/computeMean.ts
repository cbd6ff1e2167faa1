/**
 * Arithmetic mean, summed in the order given (callers pass values in a canonical order so results do not depend on
 * input order).
 *
 * @param values - At least one finite number.
 * @returns The mean; NaN for an empty list.
 */
export function computeMean(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i] as number;
  return sum / values.length;
}
