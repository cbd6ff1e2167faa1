import { createTranslate } from '../../../core/i18n/createTranslate.js';
import { GuidekitError } from '../../../core/GuidekitError.js';
import { NothingClearsError } from '../../../core/NothingClearsError.js';
import { requireRule } from '../../../core/requireRule.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { FplFixture, FplGame, FplSource } from '../../../markets/ports/FplSource.js';
import { SPORTS_FPL_SIGNAL } from '../../../markets/rules/sportsScans.js';
import { sportsScanMessages } from '../../../markets/sportsScans/messages/sportsScans.js';
import { projectFplPool, type FplPoolProjection } from '../../../markets/sportsScans/projectFplPool.js';
import { readFplSeasonState, type FplSeasonState } from '../../../markets/sportsScans/readFplSeasonState.js';

/** The FPL game as the fantasy endpoints read it. */
export interface FplPoolContext {
  readonly game: FplGame;
  readonly state: FplSeasonState;
  readonly fixtures: readonly FplFixture[];
  /** The gameweek advised on (the next one, or the slate asked). */
  readonly gameweek: { readonly id: number; readonly name: string; readonly deadline: string };
  readonly pool: FplPoolProjection;
}

/**
 * Reads the FPL game and its fixtures and projects the whole pool over the horizon from the gameweek advised on. Before
 * the season (no gameweek finished) and at rollover (all finished) there is no verdict: a 409 (never charged), as the
 * spec says for the FPL signal.
 *
 * @param port - The `fpl` port.
 * @param options - `asOf`, `trace`, `lang`; `horizon` in gameweeks (default the FPL signal rule's); `gameweek` to advise
 *   on another unfinished gameweek than the next (a DFS slate override).
 * @returns The context.
 * @throws {@link NothingClearsError} pre-season or at rollover; {@link GuidekitError} `slate` for a gameweek that is not
 *   unfinished.
 */
export async function loadFplPool(
  port: FplSource,
  options: { readonly asOf: string; readonly trace: SourceRecorder; readonly lang: 'en' | 'es'; readonly horizon?: number; readonly gameweek?: number },
): Promise<FplPoolContext> {
  const t = createTranslate(sportsScanMessages, options.lang);
  const game = await port.game({ trace: options.trace });
  const state = readFplSeasonState(game);
  if (state.state === 'pre_season') throw new NothingClearsError(t('fpl_pre_season'), { details: { season_state: 'pre_season', gameweeks: state.gameweeks } });
  if (state.state === 'rollover' || state.next === null) throw new NothingClearsError(t('fpl_rollover'), { details: { season_state: 'rollover', finished_gameweeks: state.finished_gameweeks } });
  let gameweek = state.next;
  if (options.gameweek !== undefined) {
    const gw = game.gameweeks.find((g) => g.id === options.gameweek);
    if (gw === undefined || gw.finished) throw new GuidekitError(`the FPL slate must be an unfinished gameweek (${state.next.id} to ${state.gameweeks}), got ${options.gameweek}`, { code: 'invalid_slate', field: 'slate' });
    gameweek = { id: gw.id, name: gw.name, deadline: gw.deadlineTime };
  }
  const horizon = options.horizon ?? requireRule(SPORTS_FPL_SIGNAL, options.asOf).value.horizon_gameweeks;
  const ids = game.gameweeks.map((g) => g.id).filter((id) => id >= gameweek.id).sort((a, b) => a - b).slice(0, horizon);
  const fixtures = await port.fixtures({}, { trace: options.trace });
  const pool = projectFplPool(game, fixtures, { asOf: options.asOf, gameweeks: ids, lang: options.lang });
  return { game, state, fixtures, gameweek, pool };
}
