import type { AsianHandicapPrices, HistoricalMatch, MatchPrices, ThreeWayPrices, TotalsPrices } from '../../../markets/ports/SportsResultsSource.js';
import { readCsvRows } from '../../../core/_lib/readCsvRows.js';
import { failUnreadable } from '../../markets/_lib/failUnreadable.js';
import { FOOTBALL_DATA_SOURCE } from './footballDataDivisions.js';

/** Which file the text is. */
export interface ParseFootballDataCsvOptions {
  /** The guidekit league key. */
  readonly league: string;
  /** The division code (`E0`). */
  readonly division: string;
  /** `YYYY-YY`. */
  readonly season: string;
}

/**
 * The archive's column name, whatever copy the file comes from: public mirrors that load the files into databases
 * rename `B365>2.5` to `B365_2_5` and `B365<2.5` to `B365_2_5_1`; both read as the archive's own names.
 */
function canonical(name: string): string {
  const trimmed = name.trim();
  const under = /^(.*)_2_5_1$/.exec(trimmed);
  if (under !== null) return `${under[1]}<2.5`;
  const over = /^(.*)_2_5$/.exec(trimmed);
  if (over !== null) return `${over[1]}>2.5`;
  return trimmed;
}

/** dd/mm/yy or dd/mm/yyyy, as the archive writes dates, to ISO. */
function isoDate(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text.trim());
  if (m === null) return null;
  const year = m[3]!.length === 4 ? Number(m[3]) : Number(m[3]) + (Number(m[3]) < 50 ? 2000 : 1900);
  const iso = `${year}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/**
 * One season file of the football-data.co.uk results-and-odds archive (`mmz4281/<season>/<division>.csv`) as the
 * port's matches, in file order (match order). Columns are read by name, so the layout of any season works: results
 * (`FTHG`, `FTAG`, `FTR`, `HTHG`, `HTAG`), early prices (Pinnacle `PSH/PSD/PSA`, Bet365 `B365H/D/A`, market maximum
 * `MaxH` or the older Betbrain `BbMxH`, average `AvgH` or `BbAvH`, over/under 2.5 and Asian handicap alike) and
 * closing prices (the same names with `C`: `PSCH/PSCD/PSCA`, `B365CH`, `MaxCH`, `AvgCH`, `PC>2.5`, `AHCh`, ...). A
 * price missing or not above 1 leaves that book null; rows without a result (blank trailing lines) are skipped. A
 * file without the result columns (an HTML page, another file) or with a score that is not a whole number is a 503
 * naming `football-data`, never a guess.
 *
 * @param text - The CSV text.
 * @param options - {@link ParseFootballDataCsvOptions}.
 * @returns The matches.
 * @throws {@link SourceUnavailableError} `football-data` when the text is not a readable season file.
 * @example
 * ```ts
 * const matches = parseFootballDataCsv(csv, { league: 'epl', division: 'E0', season: '2023-24' });
 * matches[0].closing.pinnacle //=> { home: 9.62, draw: 5.81, away: 1.33 }
 * ```
 * @see https://www.football-data.co.uk/notes.txt
 */
export function parseFootballDataCsv(text: string, options: ParseFootballDataCsvOptions): HistoricalMatch[] {
  const rows = readCsvRows(text, { trim: true });
  const header = (rows[0]?.fields ?? []).map(canonical);
  const at = new Map(header.map((name, i) => [name, i] as const));
  const col = (...names: string[]) => names.map((n) => at.get(n)).find((i) => i !== undefined);
  const required = {
    date: col('Date'),
    home: col('HomeTeam', 'Home', 'HT'),
    away: col('AwayTeam', 'Away', 'AT'),
    homeGoals: col('FTHG', 'HG'),
    awayGoals: col('FTAG', 'AG'),
    result: col('FTR', 'Res'),
  };
  const missing = Object.entries(required).filter(([, i]) => i === undefined);
  if (missing.length > 0) {
    throw failUnreadable(FOOTBALL_DATA_SOURCE, `the ${options.division} ${options.season} file is not a results file (no ${missing.map(([k]) => k).join(', ')} column)`);
  }
  const timeAt = col('Time');
  const htHome = col('HTHG');
  const htAway = col('HTAG');

  const matches: HistoricalMatch[] = [];
  for (const { line, fields: cells, error } of rows.slice(1)) {
    if (cells.every((c) => c === '')) continue;
    if (error !== null) throw failUnreadable(FOOTBALL_DATA_SOURCE, `line ${line} of the ${options.division} ${options.season} file has malformed quotes (${error})`);
    const cell = (i: number | undefined) => (i === undefined ? '' : (cells[i] ?? '').trim());
    const price = (...names: string[]): number | null => {
      const raw = cell(col(...names));
      if (raw === '') return null;
      const value = Number(raw);
      return Number.isFinite(value) && value > 1 ? value : null;
    };
    const number = (...names: string[]): number | null => {
      const raw = cell(col(...names));
      const value = raw === '' ? NaN : Number(raw);
      return Number.isFinite(value) ? value : null;
    };
    const threeWay = (h: string[], d: string[], a: string[]): ThreeWayPrices | null => {
      const [home, draw, away] = [price(...h), price(...d), price(...a)];
      return home === null || draw === null || away === null ? null : { home, draw, away };
    };
    const totals = (over: string[], under: string[]): TotalsPrices | null => {
      const [o, u] = [price(...over), price(...under)];
      return o === null || u === null ? null : { line: 2.5, over: o, under: u };
    };
    const handicap = (handicapLine: number | null, home: string[], away: string[]): AsianHandicapPrices | null => {
      const [h, a] = [price(...home), price(...away)];
      return handicapLine === null || h === null || a === null ? null : { line: handicapLine, home: h, away: a };
    };
    /** The prices of one moment: `c` is '' for the early prices and 'C' for the closing ones. */
    const pricesAt = (c: '' | 'C'): MatchPrices => {
      const ahLine = c === '' ? number('AHh', 'BbAHh') : number('AHCh');
      return {
        pinnacle: threeWay([`PS${c}H`], [`PS${c}D`], [`PS${c}A`]),
        bet365: threeWay([`B365${c}H`], [`B365${c}D`], [`B365${c}A`]),
        marketMax: c === '' ? threeWay(['MaxH', 'BbMxH'], ['MaxD', 'BbMxD'], ['MaxA', 'BbMxA']) : threeWay(['MaxCH'], ['MaxCD'], ['MaxCA']),
        marketAverage: c === '' ? threeWay(['AvgH', 'BbAvH'], ['AvgD', 'BbAvD'], ['AvgA', 'BbAvA']) : threeWay(['AvgCH'], ['AvgCD'], ['AvgCA']),
        totals: {
          pinnacle: totals([`P${c}>2.5`], [`P${c}<2.5`]),
          bet365: totals([`B365${c}>2.5`], [`B365${c}<2.5`]),
          marketMax: c === '' ? totals(['Max>2.5', 'BbMx>2.5'], ['Max<2.5', 'BbMx<2.5']) : totals(['MaxC>2.5'], ['MaxC<2.5']),
          marketAverage: c === '' ? totals(['Avg>2.5', 'BbAv>2.5'], ['Avg<2.5', 'BbAv<2.5']) : totals(['AvgC>2.5'], ['AvgC<2.5']),
        },
        asianHandicap: {
          pinnacle: handicap(ahLine, [`P${c}AHH`], [`P${c}AHA`]),
          bet365: handicap(ahLine, [`B365${c}AHH`], [`B365${c}AHA`]),
          marketMax: c === '' ? handicap(ahLine, ['MaxAHH', 'BbMxAHH'], ['MaxAHA', 'BbMxAHA']) : handicap(ahLine, ['MaxCAHH'], ['MaxCAHA']),
          marketAverage: c === '' ? handicap(ahLine, ['AvgAHH', 'BbAvAHH'], ['AvgAHA', 'BbAvAHA']) : handicap(ahLine, ['AvgCAHH'], ['AvgCAHA']),
        },
      };
    };

    const homeTeam = cell(required.home);
    const result = cell(required.result);
    if (homeTeam === '' || result === '') continue;
    const date = isoDate(cell(required.date));
    const homeGoals = cell(required.homeGoals);
    const awayGoals = cell(required.awayGoals);
    if (date === null || !/^\d+$/.test(homeGoals) || !/^\d+$/.test(awayGoals) || !['H', 'D', 'A'].includes(result)) {
      throw failUnreadable(FOOTBALL_DATA_SOURCE, `line ${line} of the ${options.division} ${options.season} file is not a readable result`);
    }
    const htH = cell(htHome);
    const htA = cell(htAway);
    const kickoff = cell(timeAt);
    matches.push({
      league: options.league,
      division: options.division,
      season: options.season,
      date,
      kickoff: /^\d{1,2}:\d{2}$/.test(kickoff) ? kickoff.padStart(5, '0') : null,
      homeTeam,
      awayTeam: cell(required.away),
      homeGoals: Number(homeGoals),
      awayGoals: Number(awayGoals),
      result: result as 'H' | 'D' | 'A',
      halfTime: /^\d+$/.test(htH) && /^\d+$/.test(htA) ? { home: Number(htH), away: Number(htA) } : null,
      early: pricesAt(''),
      closing: pricesAt('C'),
    });
  }
  return matches;
}
