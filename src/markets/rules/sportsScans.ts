import type { RuleTable } from '../../core/ruleTable.js';

/*
 * Settings of the sports scans (signal/sports, scan/game, pm-sports, F1, racing, golf, FPL and the player scans): how
 * many picks, how much history, which books count as which, how names are matched. None is set by a regulator, a
 * league or a bookmaker: each is guidekit's own methodology choice, stated as such in `source`, so every version is
 * `verified: null`. Versions take effect in 1990 so that a replay of any past date uses today's methodology.
 */

const OWN_CHOICE = 'guidekit methodology choice (no external source sets this number); see docs/sports-endpoints.md';

/** How the match scans read the board and build the fair probability. */
export interface SportsScanSettings {
  /** Picks signal/sports ranks (the spec: "Returns 3 ranked picks"); plays scan/game ranks. */
  readonly picks: number;
  /** Books that must price a line for its consensus to stand (one book's de-vigged price is not a consensus). */
  readonly min_books: number;
  /** Soccer seasons of results the Dixon–Coles rating is fitted on: the current one and the ones before it. */
  readonly history_seasons: number;
  /** Matches each team needs in the fitted window before the rating is used for its games. */
  readonly min_team_matches: number;
  /**
   * Book keys the odds source uses that are the same book as a key of the consensus weights (The Odds API lists
   * Betfair's exchange per region: `betfair_ex_uk`, `betfair_ex_eu`, `betfair_ex_au`).
   */
  readonly book_aliases: Readonly<Record<string, string>>;
  /** Market keys never read as prices (an exchange's lay side is what a backer is offered against, not a price to take). */
  readonly ignored_markets: readonly string[];
}

/**
 * The match scans' settings: three ranked picks, at least two books behind a consensus, two soccer seasons of results
 * for the rating with ten matches a team, Betfair's regional exchange keys read as the exchange.
 *
 * @see docs/sports-endpoints.md
 */
export const SPORTS_SCAN_SETTINGS: RuleTable<SportsScanSettings> = {
  id: 'markets.sports.scan.settings',
  title: 'Sports scans: picks ranked, books behind a consensus, results history for the rating',
  versions: [
    {
      value: {
        picks: 3,
        min_books: 2,
        history_seasons: 2,
        min_team_matches: 10,
        book_aliases: { betfair_ex_uk: 'betfair_exchange', betfair_ex_eu: 'betfair_exchange', betfair_ex_au: 'betfair_exchange' },
        ignored_markets: ['h2h_lay', 'outrights_lay'],
      },
      source: `${OWN_CHOICE}. Three picks: the specification's signal/sports ("Returns 3 ranked picks") and scan/game ("3 ranked positive-expected-value plays").`,
      effective: '1990-01-01',
      verified: null,
      note: 'Two seasons give a newly promoted club half a season of matches before it is rated; until then its games are priced from the market alone, and the answer says so.',
    },
  ],
};

/** How team names from different sources are read as the same club. */
export interface TeamNameRules {
  /** Whole-word abbreviations and their spelled-out form, lower case (`man` → `manchester`). */
  readonly token_aliases: Readonly<Record<string, string>>;
  /** Whole names that no token rule reaches (`west brom` → `west bromwich albion`). */
  readonly name_aliases: Readonly<Record<string, string>>;
  /** Words dropped before matching (`fc`, `afc`, `the`). */
  readonly dropped_tokens: readonly string[];
  /** Words too common to identify a club on their own in free text (`united`, `city`, `real`). */
  readonly generic_tokens: readonly string[];
}

/**
 * Team-name matching between the results archive (football-data's short names: `Man City`, `Nott'm Forest`), the odds
 * source (`Manchester City`, `Nottingham Forest`) and prediction-market questions. A name matches when, after these
 * rewrites, every word of the shorter name appears in order in the longer and exactly one candidate does so.
 *
 * @see docs/sports-endpoints.md
 */
export const SPORTS_TEAM_NAMES: RuleTable<TeamNameRules> = {
  id: 'markets.sports.team_names',
  title: 'Sports scans: team-name abbreviations and aliases across sources',
  versions: [
    {
      value: {
        token_aliases: {
          man: 'manchester', utd: 'united', nottm: 'nottingham', ath: 'atletico', st: 'saint', mgladbach: 'monchengladbach',
          qpr: 'queens park rangers', psg: 'paris saint germain', ein: 'eintracht', munich: 'munchen',
          spurs: 'tottenham hotspur', wolves: 'wolverhampton wanderers',
        },
        name_aliases: {
          'west brom': 'west bromwich albion',
          'sheffield weds': 'sheffield wednesday',
          'paris sg': 'paris saint germain',
          'fc koln': 'koln',
          'inter milan': 'inter',
          'ac milan': 'milan',
          'la galaxy': 'los angeles galaxy',
          'la lakers': 'los angeles lakers',
          'la clippers': 'los angeles clippers',
        },
        dropped_tokens: ['fc', 'afc', 'cf', 'sc', 'the', 'and', 'de', 'club', 'calcio', 'ac', 'as', 'ssc', 'hove', 'albion'],
        generic_tokens: ['united', 'city', 'town', 'real', 'sporting', 'athletic', 'atletico', 'county', 'rovers', 'wanderers', 'saint', 'inter', 'new', 'los', 'angeles', 'york', 'san', 'state', 'north', 'south', 'west', 'east'],
      },
      source: `${OWN_CHOICE}. The short names are football-data.co.uk's (its notes file); the long ones The Odds API's as its published answers spell them.`,
      effective: '1990-01-01',
      verified: null,
      note: '`hove` and `albion` are dropped so that football-data\'s `Brighton` matches `Brighton and Hove Albion`; a West Bromwich Albion is reached through its alias.',
    },
  ],
};

/** How the F1 field is rated from results when no odds source prices Formula 1. */
export interface F1RatingRules {
  /** Classified races read (the most recent before the target round, the previous season's last ones when needed). */
  readonly races: number;
  /** Weight of a race one round older than the next (exponential decay by recency). */
  readonly decay: number;
  /** Virtual win and loss each driver gets against an average car, in race weights: keeps a driver without a win finite. */
  readonly prior_weight: number;
  /** Iterations of Hunter's MM algorithm. */
  readonly iterations: number;
  /** Seeded Plackett–Luce draws for top-6 and top-10. */
  readonly draws: number;
  readonly seed: number;
}

/**
 * The F1 results rating: the last six classified races, each race 0.8 of the next more recent one, a prior of one
 * virtual win and one virtual loss a driver, Plackett–Luce strengths by 200 MM iterations, 20,000 seeded draws.
 *
 * @see docs/sports-endpoints.md
 */
export const SPORTS_F1_RATING: RuleTable<F1RatingRules> = {
  id: 'markets.sports.f1.rating',
  title: 'F1 scan: races, recency decay and prior of the results-based Plackett–Luce rating',
  versions: [
    {
      value: { races: 6, decay: 0.8, prior_weight: 1, iterations: 200, draws: 20_000, seed: 20_260_101 },
      source: `${OWN_CHOICE}. Plackett–Luce fitted by D. R. Hunter (2004), "MM algorithms for generalized Bradley–Terry models", Annals of Statistics 32(1).`,
      effective: '1990-01-01',
      verified: null,
      note: 'Retirements count as finishing where the classification ranks them (after the finishers): a mechanical failure and a slow car look the same to this rating.',
    },
  ],
};

/** How player projections are read from a player's record. */
export interface PlayerProjectionRules {
  /** Most recent matches read (the form window). */
  readonly recent_matches: number;
  /** Fewer matches with minutes than this and the projection is the position prior with a wide spread, said so. */
  readonly min_matches: number;
  /** FPL-points lines priced as over/under. */
  readonly points_lines: readonly number[];
  /** z of the floor (a low outcome, 25th percentile) and the ceiling (a high one, 85th) under a normal spread. */
  readonly floor_z: number;
  readonly ceiling_z: number;
}

/**
 * Player projections: the last six matches, at least three with minutes, FPL-points lines 2.5, 4.5, 6.5 and 9.5,
 * floors at the 25th and ceilings at the 85th percentile.
 *
 * @see docs/sports-endpoints.md
 */
export const SPORTS_PLAYER_PROJECTION: RuleTable<PlayerProjectionRules> = {
  id: 'markets.sports.player.projection',
  title: 'Player scans: form window, minimum sample, points lines and floor/ceiling percentiles',
  versions: [
    {
      value: { recent_matches: 6, min_matches: 3, points_lines: [2.5, 4.5, 6.5, 9.5], floor_z: -0.674, ceiling_z: 1.036 },
      source: `${OWN_CHOICE}. The z values are the standard normal's 25th and 85th percentiles.`,
      effective: '1990-01-01',
      verified: null,
    },
  ],
};

/** The FPL signal's horizons and shortlists. */
export interface FplSignalRules {
  /** Gameweeks a squad build or transfer plan optimises over. */
  readonly horizon_gameweeks: number;
  /** Players per position the transfer scan lists. */
  readonly scan_per_position: number;
  /** Ownership (percent of managers) under which a player counts as a differential (the "waiver" list). */
  readonly differential_ownership_pct: number;
  /** Chance of playing (percent) below which a flagged player is expected to miss the gameweek. */
  readonly min_chance_of_playing: number;
}

/**
 * FPL signal: squads and transfers over the next three gameweeks, five players per position in the transfer scan,
 * differentials under 5 % ownership, flagged players under 50 % chance expected to miss.
 *
 * @see docs/sports-endpoints.md
 */
export const SPORTS_FPL_SIGNAL: RuleTable<FplSignalRules> = {
  id: 'markets.sports.fpl.signal',
  title: 'FPL signal: optimisation horizon, transfer-scan shortlist, differential ownership, availability',
  versions: [
    {
      value: { horizon_gameweeks: 3, scan_per_position: 5, differential_ownership_pct: 5, min_chance_of_playing: 50 },
      source: OWN_CHOICE,
      effective: '2015-07-01',
      verified: null,
    },
  ],
};

/** The golf, racing and prediction-market scans' settings. */
export interface FieldScanRules {
  /** Golf: seeded simulated tournaments. */
  readonly golf_draws: number;
  readonly golf_seed: number;
  /** Golf: players of the head of the market paired into matchups (1 v 2, 3 v 4, ...). */
  readonly golf_matchup_players: number;
  /** Golf: the odds source's competition key fragments and the cut rule each means (the rest: the PGA Tour's). */
  readonly golf_events: Readonly<Record<string, string>>;
  /** Prediction markets: listing pages read per venue. */
  readonly venue_pages: number;
  /** Prediction markets: venue moneylines listed, best edge first. */
  readonly venue_listed: number;
}

/**
 * Golf 10,000 seeded tournaments and the top ten paired into five matchups; the majors' cut rules by competition key;
 * three listing pages per prediction venue, ten moneylines listed.
 *
 * @see docs/sports-endpoints.md
 */
export const SPORTS_FIELD_SCANS: RuleTable<FieldScanRules> = {
  id: 'markets.sports.field_scans',
  title: 'Golf, racing and prediction-market sports scans: draws, matchups, event cut rules, pages read',
  versions: [
    {
      value: {
        golf_draws: 10_000,
        golf_seed: 20_260_401,
        golf_matchup_players: 10,
        golf_events: { masters: 'masters', us_open: 'us_open', the_open: 'the_open', open_championship: 'the_open', pga_championship: 'pga_championship' },
        venue_pages: 3,
        venue_listed: 10,
      },
      source: `${OWN_CHOICE}. The golf competition keys are The Odds API's (golf_masters_tournament_winner, golf_us_open_winner, golf_the_open_championship_winner, golf_pga_championship_winner).`,
      effective: '1990-01-01',
      verified: null,
    },
  ],
};
