import type { RuleTable } from '../../core/ruleTable.js';

/** How many venue markets one scan call reads, and how it ranks and reports them. */
export interface PredictionScanLimits {
  /** Listing pages read per venue and category (the venue's page size applies). */
  readonly pagesPerVenue: number;
  /** Markets asked per listing page. */
  readonly pageSize: number;
  /** Markets whose full books are read per call (the most promising by their listed top of book). */
  readonly booksPerCall: number;
  /** Closest misses reported when nothing clears (and beside what clears). */
  readonly closestMisses: number;
  /** Markets closing sooner than this many hours are left out: their price may already reflect the outcome (resolution leakage). */
  readonly minHoursToClose: number;
}

/** The scan's reading limits. */
export const PREDICTION_SCAN_LIMITS: RuleTable<PredictionScanLimits> = {
  id: 'markets.prediction_scan.limits',
  title: 'Prediction scans: 2 listing pages of 100 per venue and category, 24 books per call, 5 closest misses, nothing closing within 1 hour',
  versions: [
    {
      value: { pagesPerVenue: 2, pageSize: 100, booksPerCall: 24, closestMisses: 5, minHoursToClose: 1 },
      source: 'guidekit prediction endpoints (docs/prediction-endpoints.md): sized to the venues\' documented rate limits (Kalshi 20 reads a second; Gamma 300 requests per 10 s)',
      effective: '2000-01-01',
      verified: null,
      note: 'Operating limits, not figures from a source: 24 books at four requests a Kalshi market stay under five seconds of Kalshi\'s Basic tier.',
    },
  ],
};

/** How predvenue calibrates the market-implied probability on resolved markets of the same category. */
export interface PredictionCalibrationRule {
  /** Resolved markets read per venue for the fit (the most recent pages). */
  readonly maxResolvedPerVenue: number;
  /** Fewer usable resolved markets than this: no calibration is applied (the answer says so), never a guessed one. */
  readonly minSample: number;
  /** The price a resolved market is scored at: its last quote at least this many days before the close. */
  readonly leadDays: number;
  /** `platt` (two parameters, stable on few points) or `isotonic` (monotone, needs more). */
  readonly method: 'platt' | 'isotonic';
}

/** The calibration predvenue fits per category. */
export const PREDICTION_CALIBRATION: RuleTable<PredictionCalibrationRule> = {
  id: 'markets.prediction_scan.calibration',
  title: 'Category calibration: Platt scaling on up to 200 resolved markets per venue, at least 50, priced 7 days before the close',
  versions: [
    {
      value: { maxResolvedPerVenue: 200, minSample: 50, leadDays: 7, method: 'platt' },
      source: 'J. Platt, "Probabilistic Outputs for Support Vector Machines", 1999 (the logistic map on the logit); guidekit docs/prediction-endpoints.md for the sample and lead choices',
      effective: '2000-01-01',
      verified: null,
      note: 'Modelling choices: scoring each market a week before its close keeps resolution leakage out of the fit; below 50 markets a two-parameter fit is too noisy to move a price by ten points.',
    },
  ],
};

/** How the same question is matched across venues. */
export interface CrossVenueMatchRule {
  /** Smallest word-set similarity (Jaccard on normalised words) for two questions to be one event. */
  readonly minSimilarity: number;
  /** Largest gap between the two close times, in days. */
  readonly maxCloseGapDays: number;
}

/** Cross-venue matching thresholds. */
export const PREDICTION_CROSS_VENUE: RuleTable<CrossVenueMatchRule> = {
  id: 'markets.prediction_scan.cross_venue',
  title: 'Cross-venue events: questions at least 0.6 alike in words, closing within 3 days of each other',
  versions: [
    {
      value: { minSimilarity: 0.6, maxCloseGapDays: 3 },
      source: 'guidekit prediction endpoints (docs/prediction-endpoints.md): word-set (Jaccard) similarity after dropping stop words, numbers kept',
      effective: '2000-01-01',
      verified: null,
      note: 'A match is reported with its similarity and both venues\' rules, since venues word the same event differently and may resolve it on different sources.',
    },
  ],
};
