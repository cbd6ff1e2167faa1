import { existsSync } from 'node:fs';
import { GuidekitError } from '../../core/GuidekitError.js';

/** Options of {@link locateAnalysisWorker}. */
export interface LocateAnalysisWorkerOptions {
  /** Tells whether a file exists. Default `fs.existsSync`. */
  readonly exists?: (file: URL) => boolean;
}

/**
 * Finds the built analysis worker file for the module at `moduleUrl` (the caller's `import.meta.url`), in the caller's
 * own module format: `analysisWorker.js` for the ESM build, `analysisWorker.cjs` for the CommonJS build, so a CommonJS
 * consumer's workers load the same CommonJS engines it does.
 *
 * The build writes the worker beside the workers entry (`dist/adapters/workers/`), but code the bundler splits into a
 * shared chunk runs from the dist root, and in the CommonJS build `import.meta.url` is shimmed to that chunk's file;
 * both places are tried, so the pool starts from either build wherever its code landed.
 *
 * @param moduleUrl - `import.meta.url` of the module that starts workers (a `file:` URL of a `.js` or `.cjs` file).
 * @param options - {@link LocateAnalysisWorkerOptions}.
 * @returns The worker file's URL, to pass to `new Worker(...)`.
 * @throws {@link GuidekitError} with code `worker_missing` when neither place has the worker (the package was
 *   re-bundled without its worker file): a clear error on the caller's thread instead of a worker that fails to start.
 * @example
 * ```ts
 * new Worker(locateAnalysisWorker(import.meta.url));
 * ```
 * @see docs/packaging.md (what the built package ships and where).
 */
export function locateAnalysisWorker(moduleUrl: string, options: LocateAnalysisWorkerOptions = {}): URL {
  const exists = options.exists ?? existsSync;
  const file = moduleUrl.endsWith('.cjs') ? 'analysisWorker.cjs' : 'analysisWorker.js';
  const candidates = [new URL(`./${file}`, moduleUrl), new URL(`./adapters/workers/${file}`, moduleUrl)];
  const found = candidates.find((url) => exists(url));
  if (found) return found;
  throw new GuidekitError(
    `locateAnalysisWorker: the analysis worker ${file} is not beside ${moduleUrl} nor in its adapters/workers folder; ` +
      'ship guidekit/dist/adapters/workers with the code that starts workers',
    { code: 'worker_missing', field: 'workers' },
  );
}
