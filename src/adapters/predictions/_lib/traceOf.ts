import type { PortCall, SourceRecorder } from '../../../core/sourceUse.js';

/**
 * The `trace` of a port call as a fetch-request field, so every request a venue adapter sends is noted in the answer's
 * `data` block (and nothing is sent when the caller keeps no trace).
 *
 * @param call - The port call, if any.
 * @returns `{ trace }` when the call carries one, else `{}`.
 * @example
 * ```ts
 * await fetcher.fetch('kalshi', { url, ...traceOf(call) });
 * ```
 * @see docs/configuration.md
 */
export function traceOf(call?: PortCall): { readonly trace?: SourceRecorder } {
  return call?.trace === undefined ? {} : { trace: call.trace };
}
