import type { RuleTable } from '../../core/ruleTable.js';

/*
 * Racing and golf rules: each-way place terms by field size and race type, and the golf cut rules and scoring spread the
 * field simulation uses. Standard terms and tour regulations recalled from the bookmakers' and tours' published rules,
 * not re-read here, so every version is `verified: null`.
 */

/** One row of the each-way terms: fields of `min_runners` to `max_runners` runners (null = no upper bound). */
export interface EachWayTermsRow {
  readonly min_runners: number;
  readonly max_runners: number | null;
  /** Whether the row applies to handicaps (true), non-handicaps (false) or both (null). */
  readonly handicap: boolean | null;
  /** Places paid; 0 = win only (no each-way). */
  readonly places: number;
  /** Fraction of the win odds paid on the place part. */
  readonly fraction: number;
}

/**
 * Standard UK and Irish each-way terms: fewer than 5 runners win only; 5–7 runners 1/4 the odds 2 places; 8+ runners 1/5
 * the odds 3 places; handicaps of 12–15 runners 1/4 the odds 3 places; handicaps of 16+ runners 1/4 the odds 4 places.
 *
 * @see docs/sports-models.md
 */
export const SPORTS_EACH_WAY_TERMS: RuleTable<readonly EachWayTermsRow[]> = {
  id: 'markets.sports.each_way_terms',
  title: 'Racing: standard each-way place terms by runners and race type',
  versions: [
    {
      value: [
        { min_runners: 1, max_runners: 4, handicap: null, places: 0, fraction: 0 },
        { min_runners: 5, max_runners: 7, handicap: null, places: 2, fraction: 1 / 4 },
        { min_runners: 8, max_runners: null, handicap: false, places: 3, fraction: 1 / 5 },
        { min_runners: 8, max_runners: 11, handicap: true, places: 3, fraction: 1 / 5 },
        { min_runners: 12, max_runners: 15, handicap: true, places: 3, fraction: 1 / 4 },
        { min_runners: 16, max_runners: null, handicap: true, places: 4, fraction: 1 / 4 },
      ],
      source: 'Standard each-way terms of UK and Irish bookmakers (the terms most firms print in their racing rules; Tattersalls\' Rules on Betting govern disputes). Individual races are often offered with enhanced places: pass the race\'s own terms when known.',
      effective: '1990-01-01',
      verified: null,
    },
  ],
};

/** A golf event's cut. */
export interface GolfCutRule {
  /** Holes-played rounds before the cut (0 = no cut). */
  readonly after_round: number;
  /** Players at or better than this position make the cut (ties included when `ties`). */
  readonly top: number;
  readonly ties: boolean;
}

/** Golf field-simulation rules: cut rules by event type and the spread of one round's score. */
export interface GolfFieldRules {
  readonly rounds: number;
  readonly cuts: Readonly<Record<string, GolfCutRule>>;
  /** Standard deviation of one player's round score about his expected score, in strokes. */
  readonly round_sd: number;
}

/**
 * Golf: four rounds; PGA Tour and DP World Tour cut top 65 and ties after two rounds; the Masters top 50 and ties; the
 * US Open top 60 and ties; the Open and the PGA Championship top 70 and ties; no-cut events none. One round's score
 * spreads about 2.75 strokes around a player's expectation.
 *
 * @see docs/sports-models.md
 */
export const SPORTS_GOLF_FIELD: RuleTable<GolfFieldRules> = {
  id: 'markets.sports.golf_field',
  title: 'Golf: rounds, cut rules by event type and the spread of a round\'s score',
  versions: [
    {
      value: {
        rounds: 4,
        cuts: {
          pga_tour: { after_round: 2, top: 65, ties: true },
          dp_world_tour: { after_round: 2, top: 65, ties: true },
          masters: { after_round: 2, top: 50, ties: true },
          us_open: { after_round: 2, top: 60, ties: true },
          the_open: { after_round: 2, top: 70, ties: true },
          pga_championship: { after_round: 2, top: 70, ties: true },
          no_cut: { after_round: 0, top: 0, ties: false },
        },
        round_sd: 2.75,
      },
      source:
        'Cut rules as the tours and the majors publish them (PGA Tour Player Handbook: low 65 and ties after 36 holes; Masters: top 50 and ties; USGA: top 60 and ties; R&A and PGA of America: top 70 and ties). Round-score spread: guidekit\'s choice near the 2.7–2.9 strokes that published strokes-gained studies report for tour players.',
      effective: '1990-01-01',
      verified: null,
      note: 'Cut rules change (the Masters\' 10-shot rule was dropped in 2020, the PGA Tour moved from 70 to 65 in 2020); pass the event\'s own rule when it differs.',
    },
  ],
};
