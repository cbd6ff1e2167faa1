import { GuidekitError } from '../../core/GuidekitError.js';

/** The abort and progress options shared by the long engines (sweeps, Monte Carlo, walk-forward). */
export interface LongWorkOptions {
  /**
   * Stops the work: checked between units of work (a combination, a chunk of resamples, a window). When it fires the
   * function throws an `AbortError` (see {@link throwIfAborted}). Default none.
   */
  readonly signal?: AbortSignal;
  /**
   * Called with `(done, total)` units as the work advances (at most about 200 times per call, and once with
   * `done === total` at the end). Called synchronously from the engine; an error it throws propagates. Default none.
   */
  readonly onProgress?: (done: number, total: number) => void;
}

/** An `Error` named `AbortError`, `message` `<fn>: aborted after <done> of <total>`, `cause` the signal's reason. */
export interface AbortErrorShape extends Error {
  readonly name: 'AbortError';
  readonly cause: unknown;
}

/** Validates `signal` and `onProgress` (a bad one is a bad argument naming its field). */
export function readLongWork(fn: string, options: LongWorkOptions): { signal: AbortSignal | undefined; onProgress: ((done: number, total: number) => void) | undefined } {
  const { signal, onProgress } = options;
  if (signal !== undefined && (signal === null || typeof signal !== 'object' || typeof (signal as { aborted?: unknown }).aborted !== 'boolean')) {
    throw new GuidekitError(`${fn}: signal must be an AbortSignal`, { code: 'invalid_type', field: 'signal' });
  }
  if (onProgress !== undefined && typeof onProgress !== 'function') {
    throw new GuidekitError(`${fn}: onProgress must be a function (done, total) => void`, { code: 'invalid_type', field: 'onProgress' });
  }
  return { signal, onProgress };
}

/**
 * Throws when `signal` has fired: an `Error` with `name` `'AbortError'` (what `fetch` and Node's APIs throw, so
 * `error.name === 'AbortError'` tests work), a message naming the function and how far it got, and the signal's
 * `reason` as `cause`.
 */
export function throwIfAborted(fn: string, signal: AbortSignal | undefined, done: number, total: number): void {
  if (signal?.aborted !== true) return;
  const error = new Error(`${fn}: aborted after ${done} of ${total}`, { cause: signal.reason }) as Error & { name: string };
  error.name = 'AbortError';
  throw error;
}

/**
 * A progress reporter that calls `onProgress` about every `total / 200` units (and always for the last one), so a
 * million-combination sweep does not call back a million times. `report(done)` is cheap when nothing is due.
 */
export function createProgressReporter(onProgress: ((done: number, total: number) => void) | undefined, total: number): (done: number) => void {
  if (onProgress === undefined) return () => {};
  const every = Math.max(1, Math.ceil(total / 200));
  let next = every;
  return (done: number) => {
    if (done >= next || done === total) {
      next = done + every;
      onProgress(done, total);
    }
  };
}
