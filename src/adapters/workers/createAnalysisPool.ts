import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { AnalysisTask } from './analysisWorker.js';
import { locateAnalysisWorker } from './locateAnalysisWorker.js';

/** A pool of analysis worker threads that can run several batches of tasks (one batch at a time) before it is closed. */
export interface AnalysisPool {
  /** Number of worker threads. */
  readonly size: number;
  /**
   * Runs the tasks, each idle worker taking the next one, and returns the results in task order. `hooks.onResult`
   * is called with each task's index as its result arrives; once `hooks.signal` fires no further task is handed out
   * and the batch rejects with an `Error` named `AbortError` (`cause` the signal's reason).
   */
  run(tasks: readonly AnalysisTask[], hooks?: AnalysisRunHooks): Promise<unknown[]>;
  /** Terminates every worker. */
  close(): Promise<void>;
}

/** Progress and abort of one {@link AnalysisPool.run} batch. */
export interface AnalysisRunHooks {
  /** Called with the index of each task whose result has arrived (in arrival order). */
  readonly onResult?: (index: number) => void;
  /** Stops handing out tasks and rejects the batch with an `AbortError`. */
  readonly signal?: AbortSignal;
}

/** Options of {@link createAnalysisPool}. */
export interface CreateAnalysisPoolOptions {
  /** Worker threads to start. Default `os.availableParallelism()`. */
  readonly workers?: number;
}

/**
 * Starts one worker: from the built package, the worker file {@link locateAnalysisWorker} finds for this build (ESM or
 * CommonJS); under tsx or vitest (the `.ts` source) through a small bootstrap that registers tsx's loader inside the
 * worker first (a worker does not inherit loader hooks).
 */
function startWorker(built: URL | null): Worker {
  if (built) return new Worker(built);
  // tsx's ESM API (its CommonJS build resolves its own files wrongly when imported from an eval'd worker).
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const entry = new URL('./analysisWorker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true });
}

type Reply = { id: number; ok: boolean; value?: unknown; error?: { message: string; code?: string; field?: string; name?: string } };

/**
 * Starts a pool of worker threads for sweeps and Monte Carlo runs. Keeping one pool across many runs avoids paying the
 * workers' start-up each time; close it when done.
 *
 * @param options - {@link CreateAnalysisPoolOptions}.
 * @returns The pool.
 * @throws {@link GuidekitError} when `workers` is not a positive integer.
 * @example
 * ```ts
 * const pool = createAnalysisPool();
 * try { await sweepParametersInWorkers(bars, { kind: 'sma_cross' }, grid, { pool }); } finally { await pool.close(); }
 * ```
 */
export function createAnalysisPool(options: CreateAnalysisPoolOptions = {}): AnalysisPool {
  const size = options.workers ?? availableParallelism();
  if (!Number.isInteger(size) || size < 1) throw new GuidekitError('createAnalysisPool: workers must be a positive integer', { code: 'invalid_number', field: 'workers' });
  const built = import.meta.url.endsWith('.ts') ? null : locateAnalysisWorker(import.meta.url);
  const workers = Array.from({ length: size }, () => startWorker(built));
  // A worker that fails or exits between batches must not crash the caller's process (an 'error' event with no
  // listener is thrown): the first such failure is kept and fails the running batch and every later one.
  let broken: Error | null = null;
  let failRunning: ((error: Error) => void) | null = null;
  let closing = false;
  const breakPool = (error: Error): void => {
    broken ??= error;
    failRunning?.(broken);
  };
  for (const w of workers) {
    w.on('error', breakPool);
    w.on('exit', (code) => {
      if (!closing) breakPool(new Error(`createAnalysisPool: an analysis worker exited with code ${code}`));
    });
  }
  let queue: Promise<unknown> = Promise.resolve();
  // Task ids run on across batches, so a reply still in flight from a batch that failed early is never taken for one of
  // the next batch's.
  let nextId = 0;

  const abortError = (signal: AbortSignal): Error => {
    const error = new Error('createAnalysisPool: aborted', { cause: signal.reason });
    error.name = 'AbortError';
    return error;
  };
  const runBatch = (tasks: readonly AnalysisTask[], hooks: AnalysisRunHooks = {}): Promise<unknown[]> =>
    new Promise<unknown[]>((resolve, reject) => {
      const results: unknown[] = new Array(tasks.length);
      if (broken) {
        reject(broken);
        return;
      }
      const { signal, onResult } = hooks;
      if (signal?.aborted === true) {
        reject(abortError(signal));
        return;
      }
      if (tasks.length === 0) {
        resolve(results);
        return;
      }
      const base = nextId;
      nextId += tasks.length;
      let next = 0;
      let done = 0;
      let failed = false;
      const listeners: [Worker, (m: Reply) => void][] = [];
      const onAbort = (): void => fail(abortError(signal!));
      signal?.addEventListener('abort', onAbort, { once: true });
      const finish = (error?: Error): void => {
        failRunning = null;
        signal?.removeEventListener('abort', onAbort);
        for (const [w, onMessage] of listeners) w.off('message', onMessage);
        if (error) reject(error);
        else resolve(results);
      };
      const fail = (error: Error): void => {
        if (!failed) {
          failed = true;
          finish(error);
        }
      };
      failRunning = fail;
      const feed = (w: Worker): void => {
        if (next < tasks.length) {
          const index = next++;
          w.postMessage({ id: base + index, task: tasks[index] });
        }
      };
      for (const w of workers) {
        const onMessage = (m: Reply): void => {
          if (failed || m.id < base || m.id >= base + tasks.length) return;
          if (!m.ok) {
            const e = m.error!;
            fail(e.name === 'GuidekitError' ? new GuidekitError(e.message, { code: e.code ?? 'worker_error', field: e.field }) : new Error(e.message));
            return;
          }
          results[m.id - base] = m.value;
          onResult?.(m.id - base);
          if (++done === tasks.length) finish();
          else feed(w);
        };
        w.on('message', onMessage);
        listeners.push([w, onMessage]);
        feed(w);
      }
    });

  return {
    size,
    run(tasks, hooks) {
      const result = queue.then(() => runBatch(tasks, hooks));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      closing = true;
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
