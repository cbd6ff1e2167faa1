import type { PortCall } from '../../core/sourceUse.js';

/** A session of a race weekend. */
export interface F1Session {
  /** `practice1`, `practice2`, `practice3`, `qualifying`, `sprintQualifying`, `sprint`. */
  readonly name: 'practice1' | 'practice2' | 'practice3' | 'qualifying' | 'sprintQualifying' | 'sprint';
  /** ISO date. */
  readonly date: string;
  /** Start (UTC `HH:MM:SSZ`), when published. */
  readonly time: string | null;
}

/** One Grand Prix of a season's calendar. */
export interface F1Race {
  readonly season: number;
  readonly round: number;
  readonly raceName: string;
  readonly circuitId: string;
  readonly circuitName: string;
  readonly locality: string;
  readonly country: string;
  /** Race day (ISO date). */
  readonly date: string;
  /** Race start (UTC `HH:MM:SSZ`), when published. */
  readonly time: string | null;
  /** The weekend's other sessions, as published (older seasons have none). */
  readonly sessions: readonly F1Session[];
  /** True when the weekend has a sprint race. */
  readonly hasSprint: boolean;
}

/** A driver as the source identifies them. */
export interface F1Driver {
  /** The source's stable id, e.g. `max_verstappen`. */
  readonly driverId: string;
  /** Three-letter code (`VER`), when the source has one. */
  readonly code: string | null;
  readonly permanentNumber: number | null;
  readonly givenName: string;
  readonly familyName: string;
  readonly nationality: string;
}

/** A team (the source's constructor). */
export interface F1Constructor {
  /** The source's stable id, e.g. `red_bull`. */
  readonly constructorId: string;
  readonly name: string;
  readonly nationality: string;
}

/** One driver's race result. */
export interface F1RaceResult {
  /** Finishing order as classified by the source (retirements are ranked after the finishers). */
  readonly position: number;
  /** The official classification: a number, or `R` retired, `D` disqualified, `E` excluded, `W` withdrawn, `F` failed to qualify, `N` not classified. */
  readonly positionText: string;
  readonly points: number;
  /** Starting position; 0 when the driver started from the pit lane. */
  readonly grid: number;
  readonly laps: number;
  /** `Finished`, `+1 Lap`, `Power loss`, ... */
  readonly status: string;
  /** Race time in ms for the finishers on the lead lap; null otherwise. */
  readonly timeMillis: number | null;
  /** Rank of the driver's fastest lap among the field; null when the source has none. */
  readonly fastestLapRank: number | null;
  readonly driver: F1Driver;
  /** The driver's team (the source's constructor). */
  readonly team: F1Constructor;
}

/** One driver's qualifying result. */
export interface F1QualifyingResult {
  readonly position: number;
  readonly driver: F1Driver;
  readonly team: F1Constructor;
  /** Best lap of each part, as the source writes it (`1:20.965`); null for a part the driver did not reach. */
  readonly q1: string | null;
  readonly q2: string | null;
  readonly q3: string | null;
}

/** One driver's place in the championship. */
export interface F1DriverStanding {
  /** Null when the source gives the driver no championship position. */
  readonly position: number | null;
  readonly positionText: string;
  readonly points: number;
  readonly wins: number;
  readonly driver: F1Driver;
  /** The teams the driver drove for that season, in order. */
  readonly teams: readonly F1Constructor[];
}

/** One team's place in the constructors' championship. */
export interface F1ConstructorStanding {
  readonly position: number | null;
  readonly positionText: string;
  readonly points: number;
  readonly wins: number;
  readonly team: F1Constructor;
}

/** The standings after a round. */
export interface F1Standings<T> {
  readonly season: number;
  /** The round the standings are after. */
  readonly round: number;
  readonly standings: readonly T[];
}

/** A round's classification with its race. */
export interface F1Classification<T> {
  readonly race: F1Race;
  readonly results: readonly T[];
}

/**
 * The `f1` port: Formula 1 calendars, race and qualifying results, and driver and constructor standings, from an
 * Ergast-compatible API. A season or round the source has no data for is a `GuidekitError` naming `season` or `round`
 * (a 400); a source that is down or unreadable is a `SourceUnavailableError` (a 503).
 */
export interface F1Source {
  /** The season's calendar, in round order. */
  schedule(season: number, call?: PortCall): Promise<readonly F1Race[]>;
  raceResults(season: number, round: number, call?: PortCall): Promise<F1Classification<F1RaceResult>>;
  qualifying(season: number, round: number, call?: PortCall): Promise<F1Classification<F1QualifyingResult>>;
  /** After `round`; the latest round of the season when absent. */
  driverStandings(season: number, round?: number, call?: PortCall): Promise<F1Standings<F1DriverStanding>>;
  constructorStandings(season: number, round?: number, call?: PortCall): Promise<F1Standings<F1ConstructorStanding>>;
}
