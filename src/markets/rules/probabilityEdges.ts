import type { RuleTable } from '../../core/ruleTable.js';

/** When a calibrated probability counts as an edge over a venue's executable price, and how it is sized. */
export interface ProbabilityEdgeRules {
  /** The calibrated probability must beat the all-in executable price by more than this, in probability points. */
  readonly minEdge: number;
  /** The fraction of the full Kelly stake reported (¼: quarter-Kelly). */
  readonly kellyFraction: number;
  /** Contracts an edge is priced at: the book is walked to this size and the venue's fee charged on it. */
  readonly evaluationContracts: number;
  /** Days in the year returns are annualised over. */
  readonly daysPerYear: number;
}

/**
 * The edge threshold of the prediction-market scan and its sizing. The spec's scan reports markets where "the
 * data-driven probability differs from market price by more than 10%"; guidekit reads that as 10 probability points
 * (0.10 absolute) against the all-in executable price, never the mid or last trade. Quarter-Kelly is the sizing the spec
 * states for its other edge scan (the perpetual dislocations); 100 contracts is guidekit's evaluation size.
 */
export const PROBABILITY_EDGE_RULES: RuleTable<ProbabilityEdgeRules> = {
  id: 'markets.probability.edge_rules',
  title: 'Calibrated edge: more than 10 points over the all-in executable price, quarter-Kelly, priced at 100 contracts',
  versions: [
    {
      value: { minEdge: 0.1, kellyFraction: 0.25, evaluationContracts: 100, daysPerYear: 365 },
      source:
        'spec: Market Signal Service and Shopping Safety Service, Endpoints (GET /api/signal/predvenue: "differs from market price by more than 10%"; GET /api/signal/perps: "quarter-Kelly size"); J. L. Kelly, "A New Interpretation of Information Rate", Bell System Technical Journal 35(4), 1956',
      effective: '2000-01-01',
      verified: null,
      note: 'The spec says "10%" without saying relative or absolute; guidekit applies 10 points absolute. The evaluation size (100 contracts) and the 365-day year are guidekit choices. Dated early so backtests apply it.',
    },
  ],
};
