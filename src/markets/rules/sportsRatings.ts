import type { RuleTable } from '../../core/ruleTable.js';

/*
 * Parameters of the rating models: Elo's K factor and home advantage per sport, and the Dixon–Coles time decay. Sources
 * are the rating systems' own published methodologies; none could be re-read here, so every version is `verified: null`.
 * Versions take effect in 1990 so that a replay of any past date uses the same parameters.
 */

/** Elo parameters of one sport. */
export interface EloParameters {
  /** K factor: rating points moved by a result that was certain to go the other way. */
  readonly k: number;
  /** Home advantage in rating points, added to the home side's rating when predicting (0 on neutral ground). */
  readonly home_advantage: number;
  /** Rating of a team seen for the first time. */
  readonly initial: number;
  /** Logistic scale: a lead of `scale` points means 10-to-1 expected odds. */
  readonly scale: number;
}

/**
 * Elo K and home advantage by sport; `default` for a sport not listed.
 *
 * @see docs/sports-models.md
 */
export const SPORTS_ELO_PARAMETERS: RuleTable<{ readonly by_sport: Readonly<Record<string, EloParameters>>; readonly default: EloParameters }> = {
  id: 'markets.sports.elo',
  title: 'Elo ratings: K factor and home advantage by sport',
  versions: [
    {
      value: {
        by_sport: {
          nfl: { k: 20, home_advantage: 65, initial: 1500, scale: 400 },
          nba: { k: 20, home_advantage: 100, initial: 1500, scale: 400 },
          mlb: { k: 4, home_advantage: 24, initial: 1500, scale: 400 },
          nhl: { k: 6, home_advantage: 50, initial: 1500, scale: 400 },
          soccer: { k: 20, home_advantage: 100, initial: 1500, scale: 400 },
        },
        default: { k: 20, home_advantage: 50, initial: 1500, scale: 400 },
      },
      source:
        'FiveThirtyEight\'s published Elo methodologies ("How our NFL predictions work": K 20, home field 65; "How we calculate NBA Elo ratings": K 20, home court 100; MLB K 4, home 24; NHL K 6, home 50) and the World Football Elo Ratings (eloratings.net: home advantage 100, K 20 for friendlies-to-qualifiers league play); default is guidekit\'s choice.',
      effective: '1990-01-01',
      verified: null,
      note: 'Figures recalled from those methodology pages, not re-read; FiveThirtyEight later lowered the NFL home advantage (about 48). Pass k and homeAdvantage to fitEloRatings to override them for a league.',
    },
  ],
};

/** Dixon–Coles fitting defaults. */
export interface DixonColesDefaults {
  /** Time-decay rate ξ per day: a match `d` days before asOf weighs exp(−ξ·d). */
  readonly xi_per_day: number;
  /** Largest goal count per side in the score matrix. */
  readonly max_goals: number;
}

/**
 * Dixon–Coles time decay: ξ = 0.0018 per day (Dixon and Coles' 0.0065 per half-week), the default of the penaltyblog
 * library; score matrices run to 10 goals a side.
 *
 * @see docs/sports-models.md
 */
export const SPORTS_DIXON_COLES: RuleTable<DixonColesDefaults> = {
  id: 'markets.sports.dixon_coles',
  title: 'Dixon–Coles: time-decay rate and score-matrix size',
  versions: [
    {
      value: { xi_per_day: 0.0018, max_goals: 10 },
      source:
        'M. J. Dixon, S. G. Coles (1997), "Modelling association football scores and inefficiencies in the football betting market", Journal of the Royal Statistical Society C 46(2): ξ = 0.0065 per half-week; penaltyblog (github.com/martineastwood/penaltyblog, penaltyblog/models/utils.py, dixon_coles_weights) defaults to xi = 0.0018 per day. max_goals is guidekit\'s choice (P(more than 10 goals a side) is below 1e-6 for any Premier League fit).',
      effective: '1990-01-01',
      verified: '2026-11-25',
      note: 'Verified against penaltyblog\'s source (the default xi); the paper itself was not re-read.',
    },
  ],
};
