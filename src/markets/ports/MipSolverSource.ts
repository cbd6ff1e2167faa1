import type { MipSolver } from '../sports/types.js';

/**
 * The `solver` port: a mixed-integer solver that takes CPLEX LP text (HiGHS, compiled to WebAssembly), loaded once per
 * app on first use and handed to the fantasy optimisers (FPL squads and transfers, DFS lineups), which never load it
 * themselves. Loading reads a wasm file, so it lives in an adapter; a solver that cannot be loaded is a
 * `SourceUnavailableError` (a 503 naming `highs`, never charged).
 *
 * @example
 * ```ts
 * const solver = await ctx.ports.solver.load();
 * buildFplSquad(players, { solver, asOf });
 * ```
 * @see docs/sports-endpoints.md
 */
export interface MipSolverSource {
  /** The loaded solver (the same instance on every call of one app). */
  load(): Promise<MipSolver>;
}
