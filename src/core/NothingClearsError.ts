import { GuidekitError } from './GuidekitError.js';

/**
 * An endpoint looked and found nothing it may sell: no candidate clears the bar the answer is priced on (a perpetual
 * dislocation scan where no gap clears its cost floor). Not a bad argument and not a failed source: the catalog turns
 * it into a 409 problem `nothing-clears` whose extension members (`details`, e.g. the near-miss ladder) say what was
 * found and by how much it fell short, and the call is never charged (the payment adapters settle only answers below
 * 400; a credit is refunded). Code `nothing_clears`.
 *
 * @example
 * ```ts
 * throw new NothingClearsError('no dislocation clears its cost floor', { details: { near_misses: ladder } });
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service, Errors (409 on /api/signal/perps)
 */
export class NothingClearsError extends GuidekitError {
  /** Why nothing was answered, in a sentence a caller can read. */
  readonly reason: string;
  /** Extension members of the 409 problem document (RFC 9457 §3.2), e.g. `{ near_misses: [...] }`. */
  readonly details: Readonly<Record<string, unknown>>;

  /**
   * @param reason - Why nothing cleared, as a sentence.
   * @param options - `details`: members added to the problem document; default none.
   */
  constructor(reason: string, options: { readonly details?: Readonly<Record<string, unknown>> } = {}) {
    super(reason, { code: 'nothing_clears' });
    this.name = 'NothingClearsError';
    this.reason = reason;
    this.details = options.details ?? {};
  }
}
