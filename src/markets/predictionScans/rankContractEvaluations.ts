import type { ContractEvaluation, ContractSide } from './evaluateContract.js';

/** One evaluated contract with what the caller attaches to it (market, model). */
export interface EvaluatedContract<T> {
  readonly item: T;
  readonly evaluation: ContractEvaluation;
}

/** Options of {@link rankContractEvaluations}. */
export interface RankContractEvaluationsOptions {
  /** The edge a contract must exceed, in probability points. */
  readonly minEdge: number;
  /** How many closest misses to keep. */
  readonly misses: number;
}

/** What {@link rankContractEvaluations} returns. */
export interface RankedContracts<T> {
  /** Contracts whose best side beats `minEdge`, largest edge first. */
  readonly opportunities: readonly { readonly item: T; readonly side: ContractSide }[];
  /** The best of the rest by edge, so an empty scan still shows how close it came. */
  readonly closestMisses: readonly { readonly item: T; readonly side: ContractSide }[];
  /** Contracts whose fee the venue's data does not settle: not priced, not folded into "no edge". */
  readonly unknown: readonly T[];
  /** Contracts with no executable quote, play money, or a price outside (0, 1). */
  readonly skipped: readonly { readonly item: T; readonly reason: string }[];
}

/**
 * Splits evaluated contracts into opportunities (best side's edge above the threshold), the closest misses, the
 * unknown (fee not settled) and the skipped: nothing clearing is an answer too, with how close it came.
 *
 * @param evaluated - Contracts with their evaluations (not modified).
 * @param options - {@link RankContractEvaluationsOptions}.
 * @returns {@link RankedContracts}.
 * @example
 * ```ts
 * rankContractEvaluations(evaluated, { minEdge: 0.1, misses: 5 }).opportunities.length;
 * ```
 */
export function rankContractEvaluations<T>(evaluated: readonly EvaluatedContract<T>[], options: RankContractEvaluationsOptions): RankedContracts<T> {
  const clears: { item: T; side: ContractSide }[] = [];
  const rest: { item: T; side: ContractSide }[] = [];
  const unknown: T[] = [];
  const skipped: { item: T; reason: string }[] = [];
  for (const { item, evaluation } of evaluated) {
    if (evaluation.status === 'priced') (evaluation.best.edge > options.minEdge ? clears : rest).push({ item, side: evaluation.best });
    else if (evaluation.status === 'unknown') unknown.push(item);
    else skipped.push({ item, reason: evaluation.reason });
  }
  const byEdge = (a: { side: ContractSide }, b: { side: ContractSide }) => b.side.edge - a.side.edge;
  clears.sort(byEdge);
  rest.sort(byEdge);
  return { opportunities: clears, closestMisses: rest.slice(0, Math.max(0, options.misses)), unknown, skipped };
}
