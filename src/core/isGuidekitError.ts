import { GuidekitError } from './GuidekitError.js';

/**
 * Tells whether a value is a {@link GuidekitError}, also across bundle copies (ESM and CJS).
 *
 * @param value - Anything caught.
 * @returns True when the value carries guidekit's error shape.
 * @example
 * ```ts
 * isGuidekitError(new GuidekitError('x', { code: 'bad' })) //=> true
 * ```
 */
export function isGuidekitError(value: unknown): value is GuidekitError {
  return value instanceof GuidekitError || (value instanceof Error && value.name === 'GuidekitError' && 'code' in value && 'issues' in value);
}
