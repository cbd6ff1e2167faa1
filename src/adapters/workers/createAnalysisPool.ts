import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { AnalysisTask } from './analysisWorker.js';

/** A pool of analysis worker threads that can run several batches of tasks (one batch at a time) before it is closed. */
export interface AnalysisPool {
  /** Number of worker threads. */
  readonly size: number;
  /** Runs the tasks, each idle worker taking the next one, and returns the results in task order. */
  run(tasks: readonly AnalysisTask[]): Promise<unknown[]>;
  /** Terminates every worker. */
  close(): Promise<void>;
}

/** Options of {@link createAnalysisPool}. */
export interface CreateAnalysisPoolOptions {
  /** Worker threads to start. Default `os.availableParallelism()`. */
  readonly workers?: number;
}

/**
 * Starts one worker on the worker module next to this file: the `.js` build directly; under tsx or vitest (the `.ts` source)
 * through a small bootstrap that registers tsx's loader inside the worker first (a worker does not inherit loader hooks).
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./analysisWorker.js', import.meta.url));
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
  const workers = Array.from({ length: size }, startWorker);
  let queue: Promise<unknown> = Promise.resolve();

  const runBatch = (tasks: readonly AnalysisTask[]): Promise<unknown[]> =>
    new Promise<unknown[]>((resolve, reject) => {
      const results: unknown[] = new Array(tasks.length);
      if (tasks.length === 0) {
        resolve(results);
        return;
      }
      let next = 0;
      let done = 0;
      let failed = false;
      const listeners: [Worker, (m: Reply) => void, (e: Error) => void][] = [];
      const finish = (error?: Error): void => {
        for (const [w, onMessage, onError] of listeners) {
          w.off('message', onMessage);
          w.off('error', onError);
        }
        if (error) reject(error);
        else resolve(results);
      };
      const feed = (w: Worker): void => {
        if (next < tasks.length) {
          const id = next++;
          w.postMessage({ id, task: tasks[id] });
        }
      };
      for (const w of workers) {
        const onMessage = (m: Reply): void => {
          if (failed) return;
          if (!m.ok) {
            failed = true;
            const e = m.error!;
            finish(e.name === 'GuidekitError' ? new GuidekitError(e.message, { code: e.code ?? 'worker_error', field: e.field }) : new Error(e.message));
            return;
          }
          results[m.id] = m.value;
          if (++done === tasks.length) finish();
          else feed(w);
        };
        const onError = (error: Error): void => {
          if (!failed) {
            failed = true;
            finish(error);
          }
        };
        w.on('message', onMessage);
        w.on('error', onError);
        listeners.push([w, onMessage, onError]);
        feed(w);
      }
    });

  return {
    size,
    run(tasks) {
      const result = queue.then(() => runBatch(tasks));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
