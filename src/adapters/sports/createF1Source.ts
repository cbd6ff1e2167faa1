import type { z } from 'zod';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { F1Constructor, F1Driver, F1Race, F1Session, F1Source } from '../../markets/ports/F1Source.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { failUnreadable } from '../markets/_lib/failUnreadable.js';
import { pickTrace } from '../markets/_lib/pickTrace.js';
import { fetchJolpica } from './jolpica/fetchJolpica.js';
import { JOLPICA_SOURCE, type JolpicaRace, type jolpicaConstructorSchema, type jolpicaDriverSchema } from './jolpica/jolpicaSchemas.js';

/** Options of {@link createF1Source}. */
export interface CreateF1SourceOptions {
  /** The fetch layer (policy `jolpica`). */
  readonly fetcher: SourceFetcher;
}

const SESSION_KEYS = [
  ['FirstPractice', 'practice1'],
  ['SecondPractice', 'practice2'],
  ['ThirdPractice', 'practice3'],
  ['SprintQualifying', 'sprintQualifying'],
  ['SprintShootout', 'sprintQualifying'],
  ['Sprint', 'sprint'],
  ['Qualifying', 'qualifying'],
] as const;

function readDriver(d: z.infer<typeof jolpicaDriverSchema>): F1Driver {
  return {
    driverId: d.driverId,
    code: d.code ?? null,
    permanentNumber: d.permanentNumber === undefined ? null : Number(d.permanentNumber),
    givenName: d.givenName,
    familyName: d.familyName,
    nationality: d.nationality ?? '',
  };
}

function readTeam(c: z.infer<typeof jolpicaConstructorSchema>): F1Constructor {
  return { constructorId: c.constructorId, name: c.name, nationality: c.nationality ?? '' };
}

function readRace(r: JolpicaRace): F1Race {
  const sessions: F1Session[] = [];
  for (const [key, name] of SESSION_KEYS) {
    const s = r[key];
    if (s !== undefined) sessions.push({ name, date: s.date, time: s.time ?? null });
  }
  sessions.sort((a, b) => `${a.date}${a.time ?? ''}`.localeCompare(`${b.date}${b.time ?? ''}`));
  return {
    season: Number(r.season),
    round: Number(r.round),
    raceName: r.raceName,
    circuitId: r.Circuit.circuitId,
    circuitName: r.Circuit.circuitName,
    locality: r.Circuit.Location.locality,
    country: r.Circuit.Location.country,
    date: r.date,
    time: r.time ?? null,
    sessions,
    hasSprint: r.Sprint !== undefined,
  };
}

function readSeason(fn: string, season: number): number {
  if (!Number.isInteger(season) || season < 1950 || season > 2100) {
    throw new GuidekitError(`${fn}: season must be a year from 1950 (the first championship), got ${String(season)}`, { code: 'invalid_season', field: 'season' });
  }
  return season;
}

function readRound(fn: string, round: number): number {
  if (!Number.isInteger(round) || round < 1 || round > 99) throw new GuidekitError(`${fn}: round must be an integer from 1, got ${String(round)}`, { code: 'invalid_round', field: 'round' });
  return round;
}

const unknown = (fn: string, field: 'season' | 'round', season: number, round?: number) =>
  new GuidekitError(`${fn}: the F1 source has no ${field === 'round' ? `round ${round} in ${season}` : `data for ${season}`}`, { code: `unknown_${field}`, field });

/**
 * The `f1` port over the Jolpica F1 API, the Ergast-compatible successor of the Ergast API: season calendars with
 * session times, race and qualifying classifications, and driver and constructor standings after a round (the latest
 * when none is given). Ergast writes every number as a string; here they are numbers. A season or round with no data
 * is a 400 naming `season` or `round`; the API down, throttling or unreadable is a 503 naming `jolpica`.
 *
 * @param options - {@link CreateF1SourceOptions}.
 * @returns The port.
 * @example
 * ```ts
 * const f1 = createF1Source({ fetcher });
 * const { results } = await f1.raceResults(2023, 9, { trace });
 * results[0].driver.code //=> 'VER'
 * ```
 * @see docs/sports-sources.md
 */
export function createF1Source(options: CreateF1SourceOptions): F1Source {
  const { fetcher } = options;

  async function racesOf(fn: string, path: string, season: number, round: number | undefined, call: Parameters<typeof pickTrace>[0]): Promise<JolpicaRace[]> {
    const data = await fetchJolpica(fetcher, path, pickTrace(call));
    const races = data.RaceTable?.Races;
    if (races === undefined) throw failUnreadable(JOLPICA_SOURCE, `the ${path} answer has no race table`);
    if (races.length === 0) throw unknown(fn, round === undefined ? 'season' : 'round', season, round);
    return races;
  }

  async function standingsOf(fn: string, table: 'driverstandings' | 'constructorstandings', season: number, round: number | undefined, call: Parameters<typeof pickTrace>[0]) {
    const path = round === undefined ? `${season}/${table}` : `${season}/${round}/${table}`;
    const data = await fetchJolpica(fetcher, path, pickTrace(call));
    const lists = data.StandingsTable?.StandingsLists;
    if (lists === undefined) throw failUnreadable(JOLPICA_SOURCE, `the ${path} answer has no standings table`);
    const list = lists[0];
    if (list === undefined) throw unknown(fn, round === undefined ? 'season' : 'round', season, round);
    return list;
  }

  return {
    async schedule(season, call) {
      const fn = 'f1.schedule';
      const races = await racesOf(fn, `${readSeason(fn, season)}/races`, season, undefined, call);
      return races.map(readRace).sort((a, b) => a.round - b.round);
    },

    async raceResults(season, round, call) {
      const fn = 'f1.raceResults';
      const path = `${readSeason(fn, season)}/${readRound(fn, round)}/results`;
      const [race] = await racesOf(fn, path, season, round, call);
      if (race!.Results === undefined) throw failUnreadable(JOLPICA_SOURCE, `the ${path} answer has no results`);
      return {
        race: readRace(race!),
        results: race!.Results.map((r) => ({
          position: Number(r.position),
          positionText: r.positionText,
          points: Number(r.points),
          grid: Number(r.grid),
          laps: Number(r.laps),
          status: r.status,
          timeMillis: r.Time?.millis === undefined ? null : Number(r.Time.millis),
          fastestLapRank: r.FastestLap?.rank === undefined ? null : Number(r.FastestLap.rank),
          driver: readDriver(r.Driver),
          team: readTeam(r.Constructor),
        })),
      };
    },

    async qualifying(season, round, call) {
      const fn = 'f1.qualifying';
      const path = `${readSeason(fn, season)}/${readRound(fn, round)}/qualifying`;
      const [race] = await racesOf(fn, path, season, round, call);
      if (race!.QualifyingResults === undefined) throw failUnreadable(JOLPICA_SOURCE, `the ${path} answer has no qualifying results`);
      return {
        race: readRace(race!),
        results: race!.QualifyingResults.map((q) => ({
          position: Number(q.position),
          driver: readDriver(q.Driver),
          team: readTeam(q.Constructor),
          q1: q.Q1 || null,
          q2: q.Q2 || null,
          q3: q.Q3 || null,
        })),
      };
    },

    async driverStandings(season, round, call) {
      const fn = 'f1.driverStandings';
      const list = await standingsOf(fn, 'driverstandings', readSeason(fn, season), round === undefined ? undefined : readRound(fn, round), call);
      if (list.DriverStandings === undefined) throw failUnreadable(JOLPICA_SOURCE, `the ${season} driver standings answer has no driver standings`);
      return {
        season: Number(list.season),
        round: Number(list.round),
        standings: list.DriverStandings.map((s) => ({
          position: s.position === undefined ? null : Number(s.position),
          positionText: s.positionText,
          points: Number(s.points),
          wins: Number(s.wins),
          driver: readDriver(s.Driver),
          teams: s.Constructors.map(readTeam),
        })),
      };
    },

    async constructorStandings(season, round, call) {
      const fn = 'f1.constructorStandings';
      const list = await standingsOf(fn, 'constructorstandings', readSeason(fn, season), round === undefined ? undefined : readRound(fn, round), call);
      if (list.ConstructorStandings === undefined) throw failUnreadable(JOLPICA_SOURCE, `the ${season} constructor standings answer has no constructor standings`);
      return {
        season: Number(list.season),
        round: Number(list.round),
        standings: list.ConstructorStandings.map((s) => ({
          position: s.position === undefined ? null : Number(s.position),
          positionText: s.positionText,
          points: Number(s.points),
          wins: Number(s.wins),
          team: readTeam(s.Constructor),
        })),
      };
    },
  };
}
