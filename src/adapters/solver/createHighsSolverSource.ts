import { SourceUnavailableError } from '../../core/SourceUnavailableError.js';
import type { MipSolverSource } from '../../markets/ports/MipSolverSource.js';
import type { MipSolver } from '../../markets/sports/types.js';
import type { DataSourceHandle } from '../ports/DataSourceHandle.js';

/** Options of {@link createHighsSolverSource}. */
export interface CreateHighsSolverSourceOptions {
  /**
   * How the solver module is loaded. Default: `import('highs')` and its loader (the wasm build beside it). Tests pass
   * one that fails to check the 503.
   */
  readonly importSolver?: () => Promise<MipSolver>;
}

/** The solver port with a handle that says whether it is loaded, for `guidekit data status`. */
export interface HighsSolverSource {
  readonly port: MipSolverSource;
  readonly handle: DataSourceHandle;
}

async function importHighs(): Promise<MipSolver> {
  const module = (await import('highs')) as unknown as { default: (settings?: object) => Promise<MipSolver> };
  return module.default();
}

/**
 * The `solver` port over HiGHS (npm `highs`, WebAssembly): loaded on the first call that needs it and kept for the
 * app's life, so a process that never builds an FPL squad never reads the wasm file. The engines take the loaded solver
 * as an argument and never import `highs` (the engine subpaths stay free of it; a packaging test checks it). A failed
 * load is a 503 naming `highs`, and the next call tries again.
 *
 * @param options - {@link CreateHighsSolverSourceOptions}.
 * @returns The port and its data-status handle.
 * @example
 * ```ts
 * const { port } = createHighsSolverSource();
 * const solver = await port.load();
 * ```
 * @see docs/sports-endpoints.md
 */
export function createHighsSolverSource(options: CreateHighsSolverSourceOptions = {}): HighsSolverSource {
  const load = options.importSolver ?? importHighs;
  let loading: Promise<MipSolver> | null = null;
  let loaded = false;
  let lastError: string | null = null;
  const port: MipSolverSource = {
    load() {
      if (loading === null) {
        loading = load().then(
          (solver) => {
            loaded = true;
            lastError = null;
            return solver;
          },
          (error: unknown) => {
            loading = null;
            lastError = error instanceof Error ? error.message : String(error);
            throw new SourceUnavailableError('highs', `the HiGHS solver could not be loaded (${lastError})`, { cause: error });
          },
        );
      }
      return loading;
    },
  };
  const handle: DataSourceHandle = {
    id: 'highs',
    port: 'solver',
    async describe() {
      return {
        id: 'highs',
        port: 'solver',
        description: 'HiGHS mixed-integer solver (npm highs, WebAssembly), loaded on first use',
        status: lastError === null ? 'ok' : 'degraded',
        detail: lastError === null ? (loaded ? 'loaded' : 'not loaded yet: it loads on the first FPL or DFS call') : `the last load failed: ${lastError}`,
        last_fetch: null,
        age_seconds: null,
        cache: null,
        rate_limit: null,
        circuit: null,
      };
    },
  };
  return { port, handle };
}
