import { GuidekitError } from './GuidekitError.js';

/**
 * An outside source could not give a usable answer: it is down, slow, rate-limited, refused, or sent something that
 * could not be parsed (malformed or truncated). Not a bad argument: the catalog turns it into a 503 problem
 * `data-unavailable` naming the source and when to retry, and the call is never charged. Code `data_unavailable`.
 *
 * @example
 * ```ts
 * throw new SourceUnavailableError('yahoo', 'answered 429 Too Many Requests', { retryAfterSeconds: 30 });
 * ```
 */
export class SourceUnavailableError extends GuidekitError {
  /** The source's id, e.g. `yahoo`, `recalls.cpsc`, or a port name when no source is configured for it. */
  readonly source: string;
  /** Why, in a sentence a caller can read. */
  readonly reason: string;
  /** Seconds after which a retry may succeed, when the source said so or a circuit breaker knows; else undefined. */
  readonly retryAfterSeconds: number | undefined;

  /**
   * @param source - The source's id.
   * @param reason - Why it gave no usable answer.
   * @param options - `retryAfterSeconds` when known; `cause`, the underlying error (kept, never shown to callers);
   *   `extensions`, members added to the 503 problem document.
   */
  constructor(source: string, reason: string, options: { readonly retryAfterSeconds?: number; readonly cause?: unknown; readonly extensions?: Readonly<Record<string, unknown>> } = {}) {
    super(`${source}: ${reason}`, { code: 'data_unavailable', ...(options.extensions === undefined ? {} : { extensions: options.extensions }) });
    this.name = 'SourceUnavailableError';
    this.source = source;
    this.reason = reason;
    this.retryAfterSeconds = options.retryAfterSeconds;
    if (options.cause !== undefined) (this as { cause?: unknown }).cause = options.cause;
  }
}
