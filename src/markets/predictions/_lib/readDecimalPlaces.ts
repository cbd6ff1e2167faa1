import { GuidekitError } from '../../../core/GuidekitError.js';

/**
 * Reads the `decimals` option of the prediction-market engines that round their results (half-even): a whole number of
 * decimal places in [0, 30], 10 when absent.
 *
 * @param fn - The calling engine's name, which starts the error message.
 * @param value - The caller's `options.decimals`.
 * @returns The number of decimal places.
 * @throws {@link GuidekitError} `invalid_number` (field `decimals`) for anything but a whole number in [0, 30].
 * @example
 * ```ts
 * readDecimalPlaces('sizeQuarterKelly', undefined); //=> 10
 * ```
 * @see docs/prediction-venues.md
 */
export function readDecimalPlaces(fn: string, value: number | undefined): number {
  const places = value ?? 10;
  if (!Number.isInteger(places) || places < 0 || places > 30) throw new GuidekitError(`${fn}: decimals must be a whole number in [0, 30]`, { code: 'invalid_number', field: 'decimals' });
  return places;
}
