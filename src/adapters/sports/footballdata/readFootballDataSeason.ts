import { GuidekitError } from '../../../core/GuidekitError.js';

/**
 * A season as the archive names it: `2324` in its paths, `2023-24` in answers. Accepts either form; seasons start
 * with 1993-94, the archive's first, and end with 2092-93 (the four-digit codes repeat after a century).
 *
 * @param fn - The port method, for the start of the message.
 * @param season - `YYYY-YY` or the four-digit code.
 * @returns The archive code and the label.
 * @throws {@link GuidekitError} `invalid_season` (field `season`) for another form or consecutive years that are not.
 * @example
 * ```ts
 * readFootballDataSeason('sportsResults.seasonResults', '2023-24') //=> { code: '2324', label: '2023-24', endYear: 2024 }
 * readFootballDataSeason('sportsResults.seasonResults', '9900') //=> { code: '9900', label: '1999-00', endYear: 2000 }
 * ```
 * @see docs/sports-sources.md
 */
export function readFootballDataSeason(fn: string, season: string): { readonly code: string; readonly label: string; readonly endYear: number } {
  const text = typeof season === 'string' ? season.trim() : '';
  let start: number | undefined;
  let endTwo: number | undefined;
  const long = /^(\d{4})[-/](\d{2})$/.exec(text);
  const short = /^(\d{2})(\d{2})$/.exec(text);
  if (long !== null) {
    start = Number(long[1]);
    endTwo = Number(long[2]);
  } else if (short !== null) {
    const first = Number(short[1]);
    start = first >= 93 ? 1900 + first : 2000 + first;
    endTwo = Number(short[2]);
  }
  if (start === undefined || endTwo === undefined || start < 1993 || start > 2092 || (start + 1) % 100 !== endTwo) {
    throw new GuidekitError(`${fn}: season must be two consecutive years from 1993-94, as 2023-24 or 2324, got ${JSON.stringify(season)}`, { code: 'invalid_season', field: 'season' });
  }
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return { code: `${two(start)}${two(start + 1)}`, label: `${start}-${two(start + 1)}`, endYear: start + 1 };
}
