import { SourceUnavailableError } from '../../../core/SourceUnavailableError.js';

/**
 * The error for an answer a market source sent but that cannot be read (malformed JSON, a CSV without its header, an
 * HTML page where data was expected): a 503 naming the source, never a guess at what it meant.
 *
 * @param source - The source id (`yahoo`, `coinbase`, ...).
 * @param reason - What was wrong, in a sentence a caller can read.
 * @param cause - The underlying error, kept for logs.
 * @returns The error to throw.
 * @example
 * ```ts
 * throw failUnreadable('stooq', 'its answer is an HTML page, not the CSV file');
 * ```
 * @see docs/market-sources.md
 */
export function failUnreadable(source: string, reason: string, cause?: unknown): SourceUnavailableError {
  return new SourceUnavailableError(source, reason, cause === undefined ? {} : { cause });
}
