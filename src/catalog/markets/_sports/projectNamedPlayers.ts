import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { FplSource } from '../../../markets/ports/FplSource.js';
import { findFplPlayer } from '../../../markets/sportsScans/findFplPlayer.js';
import { projectFplPlayer, type FplPlayerProjection } from '../../../markets/sportsScans/projectFplPlayer.js';
import { loadFplPool, type FplPoolContext } from './loadFplPool.js';

/**
 * Finds each named player in the FPL game and projects his next gameweek from his own match record.
 *
 * @param port - The `fpl` port.
 * @param names - Ids or names, as typed.
 * @param options - `asOf`, `trace`, `lang`; `field`, the parameter the names came from.
 * @returns The game's context and one projection per name, in order.
 */
export async function projectNamedPlayers(
  port: FplSource,
  names: readonly string[],
  options: { readonly asOf: string; readonly trace: SourceRecorder; readonly lang: 'en' | 'es'; readonly field: string; readonly single?: boolean },
): Promise<{ readonly context: FplPoolContext; readonly projections: FplPlayerProjection[] }> {
  const context = await loadFplPool(port, { asOf: options.asOf, trace: options.trace, lang: options.lang, horizon: 1 });
  const positions = new Map(context.pool.players.map((p) => [p.id, p]));
  const projections: FplPlayerProjection[] = [];
  for (const [i, name] of names.entries()) {
    const player = findFplPlayer(name, context.game.players, options.single === true ? options.field : `${options.field}[${i}]`);
    const pooled = positions.get(String(player.id));
    const history = await port.playerHistory(player.id, { trace: options.trace });
    const fixtures = context.fixtures
      .filter((f) => f.event === context.gameweek.id && (f.homeTeam === player.team || f.awayTeam === player.team))
      .map((f) => Math.min(5, Math.max(1, Math.round(f.homeTeam === player.team ? f.homeDifficulty : f.awayDifficulty))));
    projections.push(
      projectFplPlayer(
        { id: String(player.id), name: player.webName, position: pooled?.position ?? 'MID', club: pooled?.club_name ?? String(player.team), chance_of_playing: player.chanceOfPlayingNextRound },
        history,
        { asOf: options.asOf, fixtures, lang: options.lang },
      ),
    );
  }
  return { context, projections };
}
