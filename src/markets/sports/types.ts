/**
 * Types shared by the sports engines: de-vig results and the MIP solver the fantasy optimisers are handed.
 * @packageDocumentation
 */

/** The de-vig methods: how the bookmaker's margin is taken out of a set of prices. */
export type DevigMethod = 'basic' | 'additive' | 'power' | 'shin' | 'odds_ratio' | 'balanced_book';

/** Every method, in the order the docs list them. */
export const DEVIG_METHODS: readonly DevigMethod[] = ['basic', 'additive', 'power', 'shin', 'odds_ratio', 'balanced_book'];

/** Probabilities implied by one market's prices once the margin is removed. */
export interface DevigResult {
  readonly method: DevigMethod;
  /** One probability per outcome, in the order of the odds; they sum to `target_probability`. */
  readonly probabilities: readonly number[];
  /** Σ 1/odds: the booksum (1 + margin for a one-winner market). */
  readonly booksum: number;
  /** booksum − target_probability: the margin the method removed (negative when the prices were generous). */
  readonly margin: number;
  /** What the probabilities sum to: 1 for a one-winner market, k for a market that pays k places. */
  readonly target_probability: number;
  /**
   * The method's fitted parameter: Shin's and balanced book's insider share z, the power method's k (p = r^(1/k)), the
   * odds ratio c; null for basic and additive.
   */
  readonly parameter: number | null;
  /** Iterations of the method's solver (0 for a closed form). */
  readonly iterations: number;
  /**
   * True when some probability is not inside (0, 1): additive and balanced book can push a long shot below zero when the
   * margin is large against its price (the R package implied reports the same case as `problematic`).
   */
  readonly problematic: boolean;
}

/** One column of a MIP solution as HiGHS reports it. */
export interface MipColumn {
  readonly Primal: number;
}

/** What a MIP solve returns (the fields of the `highs` package's solution that the optimisers read). */
export interface MipSolution {
  /** 'Optimal', 'Infeasible', 'Time limit reached', ... */
  readonly Status: string;
  readonly ObjectiveValue: number;
  readonly Columns: Readonly<Record<string, MipColumn>>;
}

/**
 * A loaded mixed-integer solver that takes a model in CPLEX LP text: the object `await loadHighs()` returns (npm `highs`).
 * The engines never load it themselves (loading reads a wasm file); the caller loads it once and passes it in.
 */
export interface MipSolver {
  solve(lpText: string, options?: Readonly<Record<string, string | number | boolean>>): MipSolution;
}
