import { SourceUnavailableError } from '../../../core/SourceUnavailableError.js';

/**
 * The player scans' only player source is the Fantasy Premier League game: a sport other than `epl` has no player
 * projections to read, so the call is a 503 naming the missing source, before payment (never a made-up projection).
 *
 * @param sport - The sport asked; absent means the FPL game.
 * @param fn - The operation id, for the message.
 * @throws {@link SourceUnavailableError} `player-projections` for any other sport.
 */
export function requireFplSport(sport: string | undefined, fn: string): void {
  if (sport === undefined || sport === 'epl') return;
  throw new SourceUnavailableError(
    'player-projections',
    `${fn}: no player-projection source is configured for ${sport}; guidekit's only player source is the Fantasy Premier League game (sport=epl)`,
  );
}
