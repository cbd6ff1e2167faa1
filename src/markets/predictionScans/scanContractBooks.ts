import { GuidekitError } from '../../core/GuidekitError.js';
import { requireRule } from '../../core/requireRule.js';
import { PROBABILITY_EDGE_RULES } from '../rules/probabilityEdges.js';
import { evaluateContract, type ContractBook, type ContractEvaluation } from './evaluateContract.js';
import { rankContractEvaluations, type RankedContracts } from './rankContractEvaluations.js';

/** One market of a scan: its book, guidekit's probability and what the caller carries with it. */
export interface ScannedBook<T> {
  readonly item: T;
  readonly book: ContractBook;
  readonly probability: number;
}

/** Options of {@link scanContractBooks}. */
export interface ScanContractBooksOptions {
  /** ISO date of the scan. Required. */
  readonly asOf: string;
  /** The instant of the scan, epoch ms. Default: the start of `asOf`. */
  readonly nowMs?: number;
  /** The edge to beat. Default: the rule (0.10). */
  readonly minEdge?: number;
  /** Closest misses kept. Default 5. */
  readonly misses?: number;
  /** Contracts each book is walked to. Default: the rule (100). */
  readonly contracts?: number;
}

/** What {@link scanContractBooks} returns. */
export interface ScannedContracts<T> extends RankedContracts<T> {
  /** Markets priced exactly (every one that could clear or be among the closest misses). */
  readonly evaluated: number;
  /** Markets whose edge before fees already fell below the closest misses: not priced exactly, since fees only lower an edge. */
  readonly belowMisses: number;
}

/** The best edge of either side at the book before fees, in floats (an upper bound of the edge after fees). */
function edgeBeforeFees(book: ContractBook, p: number, size: number): number {
  let best = Number.NEGATIVE_INFINITY;
  for (const side of [0, 1] as const) {
    const levels = side === 0 ? book.yesAsks : book.yesBids;
    let left = size;
    let cost = 0;
    const sorted = levels.map((l) => ({ price: l.price.toNumber(), size: l.size.toNumber() })).sort((a, b) => (side === 0 ? a.price - b.price : b.price - a.price));
    for (const l of sorted) {
      if (left <= 0) break;
      const take = Math.min(left, l.size);
      cost += take * (side === 0 ? l.price : 1 - l.price);
      left -= take;
    }
    const filled = size - left;
    if (filled > 0) best = Math.max(best, (side === 0 ? p : 1 - p) - cost / filled);
  }
  return best;
}

/**
 * Scans many markets at their books: each one's edge before fees is found in floating point (walking both sides),
 * and the markets are then priced exactly (evaluateContract: exact decimals, the venue's fee per fill) in descending
 * order of that edge until no market left can clear the threshold or displace the closest misses, because fees only
 * lower an edge. The result is what pricing every market exactly would rank, without pricing the ones that cannot
 * matter. Markets whose fee the venue's data cannot settle are listed as unknown without pricing.
 *
 * @param markets - Books with probabilities (not modified).
 * @param options - {@link ScanContractBooksOptions}; `asOf` is required.
 * @returns {@link ScannedContracts}.
 * @throws {@link GuidekitError} `invalid_date` for `asOf`; what evaluateContract throws for a bad probability.
 * @example
 * ```ts
 * const { opportunities, closestMisses } = scanContractBooks(markets, { asOf: '2026-11-25' });
 * ```
 * @see docs/prediction-endpoints.md
 */
export function scanContractBooks<T>(markets: readonly ScannedBook<T>[], options: ScanContractBooksOptions): ScannedContracts<T> {
  if (typeof options?.asOf !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(options.asOf)) throw new GuidekitError('scanContractBooks: asOf must be an ISO date', { code: 'invalid_date', field: 'asOf' });
  const rule = requireRule(PROBABILITY_EDGE_RULES, options.asOf).value;
  const minEdge = options.minEdge ?? rule.minEdge;
  const misses = options.misses ?? 5;
  const size = options.contracts ?? rule.evaluationContracts;
  const unknown: { item: T; evaluation: ContractEvaluation }[] = [];
  const screened: { m: ScannedBook<T>; upper: number }[] = [];
  for (const m of markets) {
    if ((m.book.fee as { settled?: boolean }).settled === false && (m.book.money ?? 'real') === 'real') {
      unknown.push({ item: m.item, evaluation: { status: 'unknown', reason: 'fee_unknown', rules_applied: [], unverified_rules: [], stale_rules: [] } });
      continue;
    }
    screened.push({ m, upper: edgeBeforeFees(m.book, m.probability, size) });
  }
  screened.sort((a, b) => b.upper - a.upper);
  const evaluated: { item: T; evaluation: ContractEvaluation }[] = [];
  const exactEdges: number[] = [];
  let i = 0;
  for (; i < screened.length; i++) {
    const { m, upper } = screened[i]!;
    // Stop once nothing left can clear and the closest misses are already better than anything left could be.
    if (upper <= minEdge && exactEdges.length >= misses && exactEdges[misses - 1]! >= upper) break;
    const evaluation = evaluateContract(m.book, m.probability, { asOf: options.asOf, contracts: size, ...(options.nowMs === undefined ? {} : { nowMs: options.nowMs }) });
    evaluated.push({ item: m.item, evaluation });
    if (evaluation.status === 'priced' && evaluation.best.edge <= minEdge) {
      exactEdges.push(evaluation.best.edge);
      exactEdges.sort((a, b) => b - a);
    }
  }
  const ranked = rankContractEvaluations([...evaluated, ...unknown], { minEdge, misses });
  return { ...ranked, evaluated: evaluated.length, belowMisses: screened.length - i };
}
