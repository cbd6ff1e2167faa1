import type { FplPlayer } from '../ports/FplSource.js';
import { fail } from '../sports/_lib/readInput.js';

/**
 * Finds one player of the FPL pool by what a caller types: the game's player id (`355`), the name the game shows
 * (`Haaland`), or a full name (`Erling Haaland`), without regard to case or accents.
 *
 * @param query - What the caller typed.
 * @param players - The pool.
 * @param field - The parameter the query came from, named in the 400 (`player`, `players[1]`, `squad[3]`).
 * @returns The player.
 * @throws {@link GuidekitError} `unknown_player` when nobody matches, `ambiguous_player` (listing up to five matches)
 *   when several do: a name is never guessed.
 * @example
 * ```ts
 * findFplPlayer('haaland', game.players, 'player').id; //=> 430
 * ```
 * @see docs/sports-endpoints.md
 */
export function findFplPlayer(query: string, players: readonly FplPlayer[], field: string): FplPlayer {
  const fn = 'findFplPlayer';
  const text = fold(String(query));
  if (/^\d+$/.test(text)) {
    const byId = players.find((p) => p.id === Number(text));
    if (byId === undefined) fail(fn, field, 'unknown_player', `no FPL player has id ${text}`);
    return byId;
  }
  const exact = players.filter((p) => fold(p.webName) === text || fold(`${p.firstName} ${p.secondName}`) === text);
  if (exact.length === 1) return exact[0]!;
  const words = text.split(' ').filter((w) => w.length > 0);
  const loose = exact.length > 1 ? exact : players.filter((p) => {
    const name = fold(`${p.firstName} ${p.secondName} ${p.webName}`).split(' ');
    return words.every((w) => name.includes(w));
  });
  if (loose.length === 1) return loose[0]!;
  if (loose.length === 0) fail(fn, field, 'unknown_player', `no FPL player is called ${JSON.stringify(query)}`);
  fail(fn, field, 'ambiguous_player', `${JSON.stringify(query)} names ${loose.length} players (${loose.slice(0, 5).map((p) => `${p.firstName} ${p.secondName}, id ${p.id}`).join('; ')}); give the full name or the id`);
}

function fold(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
