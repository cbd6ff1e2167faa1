import { GuidekitError } from './GuidekitError.js';

/**
 * Which 409 problem a {@link NothingClearsError} becomes: `nothing-clears` (no candidate clears the bar the answer is
 * priced on) or `no-edge` (a call could be made, but its measured out-of-sample edge over what a buyer gets for free,
 * such as the drift or the market price, is not positive at the endpoint's costs).
 */
export type NothingClearsProblem = 'nothing-clears' | 'no-edge';

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
 * throw new NothingClearsError('no measured edge over drift', { problem: 'no-edge', details: { measured } });
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service, Errors (409 on /api/signal/perps)
 */
export class NothingClearsError extends GuidekitError {
  /** Why nothing was answered, in a sentence a caller can read. */
  readonly reason: string;
  /** Extension members of the 409 problem document (RFC 9457 §3.2), e.g. `{ near_misses: [...] }`. */
  readonly details: Readonly<Record<string, unknown>>;
  /** The problem type it becomes (`nothing-clears` unless the endpoint declined for want of a measured edge). */
  readonly problem: NothingClearsProblem;

  /**
   * @param reason - Why nothing cleared, as a sentence.
   * @param options - `details`: members added to the problem document, default none; `problem`: the 409's type,
   *   default `nothing-clears` (`no-edge` gives code `no_edge`).
   */
  constructor(
    reason: string,
    options: { readonly details?: Readonly<Record<string, unknown>>; readonly problem?: NothingClearsProblem } = {},
  ) {
    const problem = options.problem ?? 'nothing-clears';
    super(reason, { code: problem === 'no-edge' ? 'no_edge' : 'nothing_clears' });
    this.name = 'NothingClearsError';
    this.reason = reason;
    this.details = options.details ?? {};
    this.problem = problem;
  }
}
