// Where the vectorbt peer of the sweep benchmark can run, found the way a host would set it up: vectorbt installed for
// some python3 (pip or a distribution package), or a checkout of vectorbt named by VECTORBT_PATH. Nothing is installed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** What a host needs for the peer: Debian's python3 packages (pip cannot reach PyPI here) and vectorbt 0.21.0. */
export const VECTORBT_SETUP =
  'apt-get install python3-numba python3-pandas python3-scipy python3-plotly python3-sklearn python3-imageio ' +
  'python3-mypy-extensions python3-dill python3-tqdm python3-schedule python3-dateparser, then ' +
  '`git archive v0.21.0 vectorbt` of polakowo/vectorbt into a directory named by VECTORBT_PATH ' +
  '(0.21.0 is the last release for numba 0.56 / pandas 1.5; or pip install vectorbt where PyPI is reachable)';

/** A python that imports vectorbt (with the environment that makes it do so), or why there is none. */
export type VectorbtPeer =
  | { readonly python: string; readonly env: NodeJS.ProcessEnv; readonly version: string }
  | { readonly skipped: string };

/**
 * Finds a python3 that imports vectorbt: `$PYTHON`, then Debian's `/usr/bin/python3` (where the apt packages live, apart
 * from a pyenv python3 on PATH), then `python3`; with `$VECTORBT_PATH` prepended to PYTHONPATH when it is set.
 *
 * @param options - `env`: the environment to read and pass on (default `process.env`).
 * @returns The interpreter, its environment and vectorbt's version; or `skipped` with the last import error and
 *   {@link VECTORBT_SETUP}.
 * @example
 * ```ts
 * const peer = locateVectorbt();
 * if ('skipped' in peer) console.log(`vectorbt peer: skipped (${peer.skipped})`);
 * ```
 * @see https://github.com/polakowo/vectorbt/tree/v0.21.0 (the release the bench runs)
 */
export function locateVectorbt(options: { readonly env?: NodeJS.ProcessEnv } = {}): VectorbtPeer {
  const base = options.env ?? process.env;
  const checkout = base.VECTORBT_PATH;
  if (checkout !== undefined && !existsSync(checkout)) return { skipped: `VECTORBT_PATH=${checkout} does not exist; ${VECTORBT_SETUP}` };
  const env: NodeJS.ProcessEnv = checkout === undefined
    ? { ...base }
    : { ...base, PYTHONPATH: [checkout, base.PYTHONPATH].filter((p) => p !== undefined && p !== '').join(':') };
  const candidates = [base.PYTHON, existsSync('/usr/bin/python3') ? '/usr/bin/python3' : undefined, 'python3']
    .filter((p, i, all): p is string => p !== undefined && p !== '' && all.indexOf(p) === i);
  let why = 'no python3';
  for (const python of candidates) {
    try {
      const out = execFileSync(python, ['-W', 'ignore', '-c', 'import vectorbt; print(vectorbt.__version__)'], {
        env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000,
      });
      return { python, env, version: out.trim().split('\n').at(-1) ?? '?' };
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      why = `${python}: ${stderr.trim().split('\n').at(-1) || (error as Error).message.split('\n')[0]}`;
    }
  }
  return { skipped: `vectorbt is not importable (${why}); to time it: ${VECTORBT_SETUP}` };
}
