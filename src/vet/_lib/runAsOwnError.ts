import { GuidekitError } from '../../core/GuidekitError.js';

/**
 * Runs a helper engine, reporting its bad-argument errors as the calling engine's (same code and field), so a caller
 * reads one engine's name whichever engine found the bad argument.
 *
 * @param fn - The calling engine's name, put at the start of the message.
 * @param run - The call to the helper engine.
 * @returns What `run` returns.
 * @throws {@link GuidekitError} The helper's error under `fn`'s name; any other error as thrown.
 */
export function runAsOwnError<R>(fn: string, run: () => R): R {
  try {
    return run();
  } catch (error) {
    if (error instanceof GuidekitError && !error.message.startsWith(`${fn}: `)) {
      const message = error.message.replace(/^\w+: /, '');
      throw new GuidekitError(`${fn}: ${message}`, { code: error.code, ...(error.field === undefined ? {} : { field: error.field }) });
    }
    throw error;
  }
}
