import type { RuleTable } from '../../core/ruleTable.js';

/** Merchant scores at which a shopping trip is stopped or flagged. */
export interface TripVerdictThresholds {
  /** A merchant scoring at or below this stops the trip (ScamAdviser's "very likely unsafe" band ends at 20). */
  readonly merchant_stop_max: number;
  /** A merchant scoring at or below this (and above the stop line) calls for caution (the "caution" band ends at 60). */
  readonly merchant_caution_max: number;
}

/**
 * Verdict lines of the shopping-trip check: `stop` when an item is recalled, a merchant is blocklisted or scores in the
 * lowest band; `caution` on a possible recall match, an unknown recall status, a merchant in the unsafe or caution
 * bands, or any source that was not current. Design from the research notes (A3), bands from ScamAdviser.
 */
export const TRIP_VERDICT_THRESHOLDS: RuleTable<TripVerdictThresholds> = {
  id: 'safety.trip_verdict_thresholds',
  title: 'Merchant score lines of the shopping-trip verdict',
  versions: [
    {
      value: { merchant_stop_max: 20, merchant_caution_max: 60 },
      source: 'guidekit default (/work/shared/research/safety-style.md A3); bands: scamadviser.com/articles/scamadviser-algorithm-explainer',
      effective: '2020-01-01',
      verified: null,
    },
  ],
};
