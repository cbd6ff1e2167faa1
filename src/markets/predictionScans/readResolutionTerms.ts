import type { PredictionMarket } from '../predictions/types.js';

/** What decides a market and what could void or delay it, in the venue's own words. */
export interface ResolutionTerms {
  readonly closeTime: string | null;
  readonly expectedResolutionTime: string | null;
  /** The source the venue names for resolution, or null. */
  readonly source: string | null;
  /** The start of the venue's rules text (up to 600 characters), or null. */
  readonly rulesExcerpt: string | null;
  /** The sentences of the rules that could void, delay or change the payout (cancellation, 50-50, postponement, revision, dispute), at most four. */
  readonly voidRisks: readonly string[];
}

const RISK = /\b(cancel|void|refund|50[-/ ]50|postpone|delay|dispute|clarif|revis|discontinu|unavailable|not (?:be )?(?:released|published|available)|at the discretion|sole discretion|determin(?:ed|es) by)\b/i;

/**
 * The resolution terms of a market: close and expected resolution times, the named source, an excerpt of the rules
 * and the rule sentences that could void, delay or change the payout. Venues word these freely; this quotes them and
 * never paraphrases.
 *
 * @param market - The market (not modified).
 * @returns {@link ResolutionTerms}.
 * @example
 * ```ts
 * readResolutionTerms(market).voidRisks; // ['If the data is not released by ..., the market resolves to ...']
 * ```
 */
export function readResolutionTerms(market: PredictionMarket): ResolutionTerms {
  const rules = market.rules?.trim() ?? '';
  const sentences = rules
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s.length <= 400);
  return {
    closeTime: market.closeTime,
    expectedResolutionTime: market.expectedResolutionTime,
    source: market.resolutionSource,
    rulesExcerpt: rules === '' ? null : rules.length > 600 ? `${rules.slice(0, 597)}...` : rules,
    voidRisks: sentences.filter((s) => RISK.test(s)).slice(0, 4),
  };
}
