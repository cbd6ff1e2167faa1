import type { FplGame } from '../ports/FplSource.js';
import { fail } from '../sports/_lib/readInput.js';

/** Where the FPL season stands. */
export interface FplSeasonState {
  /**
   * `in_season`: a gameweek is finished and another is to come; `pre_season`: no gameweek finished yet, so no player
   * has a minute of this season to project from; `rollover`: every gameweek is finished (the game is between seasons).
   */
  readonly state: 'in_season' | 'pre_season' | 'rollover';
  /** The next gameweek (the game's `is_next`, else the first unfinished one); null at rollover. */
  readonly next: { readonly id: number; readonly name: string; readonly deadline: string } | null;
  readonly finished_gameweeks: number;
  readonly gameweeks: number;
}

/**
 * Reads where the Fantasy Premier League season stands from the game's gameweeks: in season, pre-season (nothing
 * played yet) or rollover (everything played).
 *
 * @param game - The `fpl` port's game.
 * @returns {@link FplSeasonState}.
 * @throws {@link GuidekitError} `invalid_type` on `game`.
 * @example
 * ```ts
 * readFplSeasonState(game).state; //=> 'rollover' after gameweek 38
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service, Errors (409 on /api/signal/fpl pre-season and at rollover)
 */
export function readFplSeasonState(game: FplGame): FplSeasonState {
  if (game === null || typeof game !== 'object' || !Array.isArray(game.gameweeks as unknown)) fail('readFplSeasonState', 'game', 'invalid_type', 'game must be the fpl port\'s game');
  const finished = game.gameweeks.filter((g) => g.finished).length;
  const next = game.gameweeks.find((g) => g.isNext) ?? game.gameweeks.find((g) => !g.finished) ?? null;
  const state = next === null ? 'rollover' : finished === 0 ? 'pre_season' : 'in_season';
  return {
    state,
    next: next === null ? null : { id: next.id, name: next.name, deadline: next.deadlineTime },
    finished_gameweeks: finished,
    gameweeks: game.gameweeks.length,
  };
}
