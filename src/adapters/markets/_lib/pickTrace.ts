import type { PortCall, SourceRecorder } from '../../../core/sourceUse.js';

/**
 * The `trace` of a port call as a fetch-request field, so every request a market adapter sends notes its source in the
 * answer's `data` block (and sends nothing when the caller keeps no trace).
 *
 * @param call - The port call, if any.
 * @returns `{ trace }` when the call carries one, else `{}`.
 * @example
 * ```ts
 * await fetcher.fetch('yahoo', { url, ...pickTrace(call) });
 * ```
 * @see docs/configuration.md
 */
export function pickTrace(call?: PortCall): { readonly trace?: SourceRecorder } {
  return call?.trace === undefined ? {} : { trace: call.trace };
}
