import type { PortCall } from '../../core/sourceUse.js';

/**
 * Prices in the Fantasy Premier League game are whole tenths of a million pounds (`62` is £6.2m), so they stay
 * integers here: never a binary fraction.
 */
export type FplPriceTenths = number;

/** One Premier League club as the game rates it. */
export interface FplTeam {
  readonly id: number;
  readonly name: string;
  readonly shortName: string;
  /** The game's overall strength (1–5). */
  readonly strength: number;
  /** The game's finer strengths, home and away (around 1000–1400). */
  readonly strengthAttackHome: number;
  readonly strengthAttackAway: number;
  readonly strengthDefenceHome: number;
  readonly strengthDefenceAway: number;
}

/** One position of the game, with its squad limits. */
export interface FplPosition {
  readonly id: number;
  /** `GKP`, `DEF`, `MID`, `FWD` (and any other the game adds). */
  readonly shortName: string;
  readonly name: string;
  /** How many a 15-player squad holds. */
  readonly squadSelect: number;
  /** Least and most in a starting eleven. */
  readonly minPlay: number | null;
  readonly maxPlay: number | null;
}

/** One player of the pool. */
export interface FplPlayer {
  readonly id: number;
  /** The game's stable player code (kept across seasons). */
  readonly code: number;
  readonly webName: string;
  readonly firstName: string;
  readonly secondName: string;
  /** {@link FplTeam.id}. */
  readonly team: number;
  /** {@link FplPosition.id}. */
  readonly position: number;
  readonly price: FplPriceTenths;
  /** `a` available, `d` doubtful, `i` injured, `s` suspended, `u` unavailable (left the league), `n` not eligible. */
  readonly status: string;
  /** Percent chance of playing next round (0–100); null when the game has no doubt about it. */
  readonly chanceOfPlayingNextRound: number | null;
  readonly news: string;
  readonly totalPoints: number;
  /** Points per game over the last 30 days, as the game computes it. */
  readonly form: number;
  readonly pointsPerGame: number;
  /** Percent of managers who own the player. */
  readonly selectedByPercent: number;
  readonly minutes: number;
  readonly starts: number;
  readonly goalsScored: number;
  readonly assists: number;
  readonly cleanSheets: number;
  readonly expectedGoals: number;
  readonly expectedAssists: number;
  readonly ictIndex: number;
}

/** One gameweek. */
export interface FplGameweek {
  readonly id: number;
  readonly name: string;
  /** Transfer deadline (ISO 8601). */
  readonly deadlineTime: string;
  readonly finished: boolean;
  readonly isCurrent: boolean;
  readonly isNext: boolean;
  readonly averageScore: number | null;
  readonly highestScore: number | null;
}

/** The squad rules of the season. */
export interface FplSquadRules {
  /** 15. */
  readonly squadSize: number;
  /** 11. */
  readonly startingSize: number;
  /** Most players from one club (3). */
  readonly maxPerTeam: number;
  /** The budget, in tenths of a million (1000 = £100m). */
  readonly budget: FplPriceTenths;
}

/** The game as it stands: the full player pool, clubs, positions, gameweeks and squad rules. */
export interface FplGame {
  readonly players: readonly FplPlayer[];
  readonly teams: readonly FplTeam[];
  readonly positions: readonly FplPosition[];
  readonly gameweeks: readonly FplGameweek[];
  readonly rules: FplSquadRules;
  /** Registered managers. */
  readonly totalManagers: number;
}

/** One Premier League fixture. */
export interface FplFixture {
  readonly id: number;
  /** Gameweek; null while unscheduled. */
  readonly event: number | null;
  readonly kickoffTime: string | null;
  readonly homeTeam: number;
  readonly awayTeam: number;
  readonly homeScore: number | null;
  readonly awayScore: number | null;
  /** The game's fixture difficulty (1–5) for the home and the away side. */
  readonly homeDifficulty: number;
  readonly awayDifficulty: number;
  readonly started: boolean;
  readonly finished: boolean;
}

/** One player's match in the game's record. */
export interface FplPlayerMatch {
  readonly fixture: number;
  readonly round: number;
  readonly opponentTeam: number;
  readonly wasHome: boolean;
  readonly kickoffTime: string;
  readonly minutes: number;
  readonly totalPoints: number;
  readonly goalsScored: number;
  readonly assists: number;
  readonly cleanSheets: number;
  readonly goalsConceded: number;
  readonly saves: number;
  readonly bonus: number;
  readonly bps: number;
  readonly yellowCards: number;
  readonly redCards: number;
  /** Null in seasons before the game published them. */
  readonly starts: number | null;
  readonly expectedGoals: number | null;
  readonly expectedAssists: number | null;
  /** Price at the time. */
  readonly value: FplPriceTenths;
  readonly selected: number;
}

/** One past season's totals. */
export interface FplPastSeason {
  /** `2022/23`. */
  readonly seasonName: string;
  readonly totalPoints: number;
  readonly minutes: number;
  readonly startCost: FplPriceTenths;
  readonly endCost: FplPriceTenths;
}

/** One player's record: this season's matches, coming fixtures and past seasons. */
export interface FplPlayerHistory {
  readonly playerId: number;
  readonly matches: readonly FplPlayerMatch[];
  readonly upcoming: readonly { readonly fixture: number; readonly event: number | null; readonly kickoffTime: string | null; readonly isHome: boolean; readonly difficulty: number }[];
  readonly pastSeasons: readonly FplPastSeason[];
}

/**
 * The `fpl` port: the Fantasy Premier League game (player pool, clubs, gameweeks, squad rules), its fixtures, and one
 * player's history. A player id the game does not know is a `GuidekitError` naming `playerId` (a 400). The game's API
 * down, or answering "the game is being updated" at season rollover, is a `SourceUnavailableError` (a 503).
 */
export interface FplSource {
  game(call?: PortCall): Promise<FplGame>;
  /** Every fixture of the season, or one gameweek's when `event` is given. */
  fixtures(request?: { readonly event?: number }, call?: PortCall): Promise<readonly FplFixture[]>;
  playerHistory(playerId: number, call?: PortCall): Promise<FplPlayerHistory>;
}
