import type { RuleTable } from '../../core/ruleTable.js';

/*
 * Fantasy rules: the Fantasy Premier League game rules the squad optimiser enforces, the objective weights of the bench,
 * the simple expected-points model, and the DFS lineup rules. Game rules are the official game's; the rest are guidekit's
 * or an open-source optimiser's choices. None could be read at its official source here, so every version is
 * `verified: null`.
 */

/** FPL positions. */
export type FplPosition = 'GK' | 'DEF' | 'MID' | 'FWD';

/** The FPL squad and team-selection rules. */
export interface FplRules {
  /** Squad count per position (2/5/5/3 = 15). */
  readonly squad: Readonly<Record<FplPosition, number>>;
  /** Least starters per position. */
  readonly lineup_min: Readonly<Record<FplPosition, number>>;
  /** Most starters per position. */
  readonly lineup_max: Readonly<Record<FplPosition, number>>;
  /** Starters. */
  readonly lineup_size: number;
  /** Most squad players from one club. */
  readonly max_per_club: number;
  /** Initial budget in tenths of a million (1000 = 100.0m). */
  readonly budget_tenths: number;
  /** Points deducted per transfer beyond the free ones. */
  readonly hit_cost: number;
  /** The captain's points are multiplied by this. */
  readonly captain_multiplier: number;
}

/**
 * FPL game rules: 15-man squad of 2 GK, 5 DEF, 5 MID, 3 FWD; 11 starters with 1 GK, 3–5 DEF, 2–5 MID, 1–3 FWD; at most 3
 * players per club; 100.0m budget; each extra transfer costs 4 points; the captain scores double.
 *
 * @see docs/sports-models.md
 */
export const SPORTS_FPL_RULES: RuleTable<FplRules> = {
  id: 'markets.sports.fpl.rules',
  title: 'Fantasy Premier League: squad, formation, club limit, budget, transfer hit and captain rules',
  versions: [
    {
      value: {
        squad: { GK: 2, DEF: 5, MID: 5, FWD: 3 },
        lineup_min: { GK: 1, DEF: 3, MID: 2, FWD: 1 },
        lineup_max: { GK: 1, DEF: 5, MID: 5, FWD: 3 },
        lineup_size: 11,
        max_per_club: 3,
        budget_tenths: 1000,
        hit_cost: 4,
        captain_multiplier: 2,
      },
      source: 'Fantasy Premier League game rules (fantasy.premierleague.com/help/rules: "Selecting your initial squad", "Managing your squad", "Transfers").',
      effective: '2015-08-01',
      verified: null,
      note: 'Read only in third-party restatements of the official page, which agree on every figure; the official page was not reachable. The rules have been the same every season since at least 2015/16.',
    },
  ],
};

/** Objective weights of the bench in the squad optimiser. */
export interface FplBenchWeights {
  /** Weight of the bench goalkeeper's expected points. */
  readonly goalkeeper: number;
  /** Weights of the first, second and third outfield substitutes. */
  readonly outfield: readonly [number, number, number];
}

/**
 * Bench weights: a bench player's expected points count by the chance he comes on (0.03 for the goalkeeper; 0.21, 0.06,
 * 0.002 for the outfield order), so a cheap bench is preferred but its order still matters.
 *
 * @see docs/sports-models.md
 */
export const SPORTS_FPL_BENCH_WEIGHTS: RuleTable<FplBenchWeights> = {
  id: 'markets.sports.fpl.bench_weights',
  title: 'FPL optimiser: objective weight of each bench slot',
  versions: [
    {
      value: { goalkeeper: 0.03, outfield: [0.21, 0.06, 0.002] },
      source: 'FPL-Optimization-Tools (github.com/sertalpbilal/FPL-Optimization-Tools, Apache-2.0), default bench weights {0: 0.03, 1: 0.21, 2: 0.06, 3: 0.002}.',
      effective: '1990-01-01',
      verified: null,
    },
  ],
};

/** The expected-points model's parameters. */
export interface FplExpectedPointsModel {
  /** Prior points per 90 minutes by position (what a regular starter of the position averages). */
  readonly prior_points_per_90: Readonly<Record<FplPosition, number>>;
  /** Prior weight, in full matches (90-minute units) of recent play. */
  readonly prior_strength_90s: number;
  /** Multiplier of the per-90 rate by fixture difficulty rating 1 (easiest) to 5 (hardest). */
  readonly fdr_multiplier: readonly [number, number, number, number, number];
  /** Points for playing: 1 for under 60 minutes, 2 for 60 or more (FPL scoring). */
  readonly appearance_points: { readonly under_60: number; readonly from_60: number };
}

/**
 * The simple expected-points model: a per-90 rate of recent non-appearance points shrunk toward the position's prior,
 * scaled by fixture difficulty, times expected minutes, plus appearance points.
 *
 * @see docs/sports-models.md
 */
export const SPORTS_FPL_XP_MODEL: RuleTable<FplExpectedPointsModel> = {
  id: 'markets.sports.fpl.expected_points_model',
  title: 'FPL expected points: position priors, shrinkage, fixture-difficulty multipliers',
  versions: [
    {
      value: {
        prior_points_per_90: { GK: 1.5, DEF: 1.8, MID: 2.4, FWD: 2.6 },
        prior_strength_90s: 4,
        fdr_multiplier: [1.25, 1.1, 1, 0.88, 0.75],
        appearance_points: { under_60: 1, from_60: 2 },
      },
      source: 'guidekit methodology choice (no external source sets these numbers); appearance points are the FPL scoring rules (fantasy.premierleague.com/help/rules, "Scoring"). See docs/sports-models.md.',
      effective: '1990-01-01',
      verified: null,
      note: 'Priors are points beyond appearance points per 90 minutes, near what regular starters of each position score; the multipliers are a simple monotone reading of the official fixture difficulty rating.',
    },
  ],
};

/** A DFS stacking rule for tournaments (gpp). */
export interface DfsStackRule {
  /** Position of the stack's anchor (e.g. QB). */
  readonly anchor: string;
  /** Positions that count as stack partners from the anchor's team. */
  readonly partners: readonly string[];
  /** Least partners with the anchor. */
  readonly min_partners: number;
}

/** DFS lineup rules by sport. */
export interface DfsRules {
  /** Tournament stacking by sport (absent: no stack required). */
  readonly gpp_stacks: Readonly<Record<string, DfsStackRule>>;
  /** Most players from one team when the caller sets no limit. */
  readonly default_max_per_team: number;
}

/**
 * DFS lineup rules: in tournaments an NFL quarterback is stacked with at least one of his receivers (WR/TE); cash lineups
 * are not stacked; at most 4 players of one team unless the site's own limit is passed.
 *
 * @see docs/sports-models.md
 */
export const SPORTS_DFS_RULES: RuleTable<DfsRules> = {
  id: 'markets.sports.dfs.rules',
  title: 'DFS lineups: tournament stacking by sport and the default team limit',
  versions: [
    {
      value: {
        gpp_stacks: {
          nfl: { anchor: 'QB', partners: ['WR', 'TE'], min_partners: 1 },
        },
        default_max_per_team: 4,
      },
      source: 'guidekit methodology choice: the quarterback–receiver stack is the standard tournament construction because their scores are positively correlated (a touchdown pass scores for both). See docs/sports-models.md.',
      effective: '1990-01-01',
      verified: null,
    },
  ],
};
