import type { RuleTable } from '../../core/ruleTable.js';
import type { RecallSourceId } from '../recallTypes.js';

/** Confidence given to each kind of recall match, 0 to 1. */
export interface RecallMatchConfidence {
  /** GTIN equal, check digit valid, brand agrees: reported as `recalled`. */
  readonly gtin_brand_agrees: number;
  /** GTIN equal but the brand is not given or not on the record (barcodes get reused): `possible_match`. */
  readonly gtin_brand_unknown: number;
  /** GTIN equal but the brand disagrees: `possible_match`. */
  readonly gtin_brand_disagrees: number;
  /** Normalised model number equal, brand agrees: `recalled`. */
  readonly model_brand_agrees: number;
  /** Model equal, brand not given or not on the record: `possible_match`. */
  readonly model_brand_unknown: number;
  /** Model equal, brand disagrees: `possible_match`. */
  readonly model_brand_disagrees: number;
  /** The recall's model (≥ 5 characters) is a prefix of the product's (a series), brand agrees: `recalled`. */
  readonly model_prefix_brand_agrees: number;
  /** Series prefix without brand agreement: `possible_match`. */
  readonly model_prefix_brand_unknown: number;
  /** Only the brand agrees (no model, barcode or name given): `possible_match`. */
  readonly brand_only: number;
  /** Ceiling of a name match: the fuzzy tier never says more than `possible_match`. */
  readonly name_max: number;
  /** Token-set Dice coefficient from which two names count as similar. */
  readonly name_dice_threshold: number;
  /** Shortest recall model number that may cover a longer product model as a series prefix. */
  readonly model_prefix_min_length: number;
}

/**
 * Match confidences and thresholds. They are guidekit's calibration defaults, taken from the matching design in the
 * research notes (GTIN with brand 0.95, model exact 0.9, series prefix 0.7, name ≤ 0.5, prefix ≥ 5 characters,
 * Dice ≥ 0.8); no agency publishes such numbers, so they are unverified by construction.
 */
export const RECALL_MATCH_CONFIDENCE: RuleTable<RecallMatchConfidence> = {
  id: 'safety.recall_match_confidence',
  title: 'Confidence of recall matches by tier',
  versions: [
    {
      value: {
        gtin_brand_agrees: 0.95,
        gtin_brand_unknown: 0.75,
        gtin_brand_disagrees: 0.5,
        model_brand_agrees: 0.9,
        model_brand_unknown: 0.6,
        model_brand_disagrees: 0.35,
        model_prefix_brand_agrees: 0.7,
        model_prefix_brand_unknown: 0.45,
        brand_only: 0.3,
        name_max: 0.5,
        name_dice_threshold: 0.8,
        model_prefix_min_length: 5,
      },
      source: 'guidekit calibration default; design in /work/shared/research/safety-style.md A1 "Matching a query to recalls"',
      effective: '2020-01-01',
      verified: null,
      note: 'Heuristic weights, not an agency rule; CPSC itself warns that UPC searches give false hits.',
    },
  ],
};

/**
 * Days after which a recall snapshot is too old to rule a recall out. CPSC, Health Canada, Safety Gate and the ACCC
 * publish new notices every week, and NHTSA files new campaigns daily, so a snapshot older than a week may miss one.
 */
export const RECALL_SNAPSHOT_FRESHNESS_DAYS: RuleTable<Readonly<Record<RecallSourceId, number>>> = {
  id: 'safety.recall_snapshot_freshness_days',
  title: 'Largest snapshot age (days) that still counts as current, per recall source',
  versions: [
    {
      value: { cpsc: 7, 'health-canada': 7, 'safety-gate': 7, accc: 7, nhtsa: 7 },
      source: 'guidekit default from the sources\' weekly publication rhythm (cpsc.gov/Recalls, recalls-rappels.canada.ca, Safety Gate weekly overview, productsafety.gov.au/recalls, nhtsa.gov/recalls)',
      effective: '2020-01-01',
      verified: null,
    },
  ],
};
