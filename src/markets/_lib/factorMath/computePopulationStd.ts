import { computeMean } from './computeMean.js';

/**
 * Population standard deviation (divides by n): the cross-sectional spread of a set that is the whole universe, not
 * a sample of it.
 *
 * @param values - At least one finite number.
 * @returns The standard deviation; 0 for one value.
 */
export function computePopulationStd(values: ArrayLike<number>): number {
  const mean = computeMean(values);
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += ((values[i] as number) - mean) ** 2;
  return Math.sqrt(sum / values.length);
}
