import type { AskSportsName } from '../types.js';

const cache = new Map<string, readonly AskSportsName[]>();

/**
 * Unpacks a team or player table (`sport|Name|alias,alias`, one a line), once per table.
 *
 * @param packed - The table's packed text.
 * @returns The names, in table order.
 * @example
 * ```ts
 * unpackSportsNames('nba|Boston Celtics|celtics') //=> [{ name: 'Boston Celtics', sport: 'nba', aliases: ['celtics'] }]
 * ```
 */
export function unpackSportsNames(packed: string): readonly AskSportsName[] {
  let names = cache.get(packed);
  if (names === undefined) {
    names = packed.split('\n').map((line) => {
      const [sport = '', name = '', aliases = ''] = line.split('|');
      return { name, sport, aliases: aliases === '' ? [] : aliases.split(',') };
    });
    cache.set(packed, names);
  }
  return names;
}
