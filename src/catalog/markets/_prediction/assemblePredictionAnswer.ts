import type { RuleCitations } from '../../../core/citeRules.js';
import type { AppliedRule } from '../../../core/ruleTable.js';
import type { PredictionScanKey } from '../../../markets/predictionScans/messages/predictionScans.js';
import type { ProbabilityEdgeRules } from '../../../markets/rules/probabilityEdges.js';
import { mergeSportsCitations } from '../../../markets/sportsScans/mergeSportsCitations.js';
import { describePricedScan } from './describePricedScan.js';
import type { PricedScan } from './scanPricedMarkets.js';

/** Options of {@link assemblePredictionAnswer}. */
export interface AssemblePredictionAnswerOptions {
  readonly lang: 'en' | 'es';
  readonly edges: AppliedRule<ProbabilityEdgeRules>;
  readonly venues: readonly string[];
  /** Markets read but not priced before the book scan (unknown city, no model data...). */
  readonly notPriced?: PricedScan['not_priced'];
  /** The endpoint's own notes. */
  readonly notes?: readonly { readonly key: PredictionScanKey; readonly params?: Record<string, string | number> }[];
  /** Every rule and engine citation block used. */
  readonly citations: readonly (RuleCitations | AppliedRule<unknown> | null | undefined)[];
}

/**
 * The members every prediction answer shares: the four lists, the scan block (threshold, size, Kelly fraction, what
 * was read), the summary sentence and notes in the answer's language, and one citation block for every rule applied.
 *
 * @param scan - From scanPricedMarkets.
 * @param options - {@link AssemblePredictionAnswerOptions}.
 * @returns The shared members, to spread into the endpoint's answer.
 * @example
 * ```ts
 * return { city, ladders, ...assemblePredictionAnswer(scan, { lang, edges, venues: ['kalshi'], citations }) };
 * ```
 */
export function assemblePredictionAnswer(scan: PricedScan, options: AssemblePredictionAnswerOptions) {
  const lists = {
    opportunities: scan.opportunities,
    closest_misses: scan.closest_misses,
    fee_unknown: scan.fee_unknown,
    not_priced: [...(options.notPriced ?? []), ...scan.not_priced],
  };
  const { summary, notes } = describePricedScan({ ...scan, ...lists }, { lang: options.lang, minEdge: options.edges.value.minEdge, extra: options.notes ?? [] });
  return {
    ...lists,
    scan: {
      min_edge: options.edges.value.minEdge,
      contracts: options.edges.value.evaluationContracts,
      kelly_fraction: options.edges.value.kellyFraction,
      markets_listed: scan.counts.listed,
      books_read: scan.counts.books_read,
      venues: [...options.venues],
    },
    summary,
    notes,
    ...mergeSportsCitations(options.citations, options.lang),
  };
}
