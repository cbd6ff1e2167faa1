import type { PortCall } from '../../core/sourceUse.js';

/** Decimal odds of the three outcomes of a soccer match (1X2). */
export interface ThreeWayPrices {
  readonly home: number;
  readonly draw: number;
  readonly away: number;
}

/** Decimal odds of over and under a goal line. */
export interface TotalsPrices {
  /** The goal line (2.5 in the archive this port reads). */
  readonly line: number;
  readonly over: number;
  readonly under: number;
}

/** Decimal odds of both sides of an Asian handicap. */
export interface AsianHandicapPrices {
  /** The handicap from the home team's side (−0.5: home gives half a goal). */
  readonly line: number;
  readonly home: number;
  readonly away: number;
}

/** The prices of one match at one moment, by book. Null where the archive has no price for that book. */
export interface MatchPrices {
  /** Pinnacle: the sharpest book, whose closing prices are the usual efficient benchmark. */
  readonly pinnacle: ThreeWayPrices | null;
  readonly bet365: ThreeWayPrices | null;
  /** The best price offered across the books the archive surveys. */
  readonly marketMax: ThreeWayPrices | null;
  /** The average price across those books. */
  readonly marketAverage: ThreeWayPrices | null;
  /** Over/under 2.5 goals: Pinnacle, Bet365, market maximum and average. */
  readonly totals: {
    readonly pinnacle: TotalsPrices | null;
    readonly bet365: TotalsPrices | null;
    readonly marketMax: TotalsPrices | null;
    readonly marketAverage: TotalsPrices | null;
  };
  /** Asian handicap at the market's line: Pinnacle, Bet365, market maximum and average. */
  readonly asianHandicap: {
    readonly pinnacle: AsianHandicapPrices | null;
    readonly bet365: AsianHandicapPrices | null;
    readonly marketMax: AsianHandicapPrices | null;
    readonly marketAverage: AsianHandicapPrices | null;
  };
}

/** One played match with its result and its prices before kick-off. */
export interface HistoricalMatch {
  /** The guidekit league key (`epl`, `championship`, `bundesliga`, ...). */
  readonly league: string;
  /** The archive's division code (`E0`, `D1`, ...). */
  readonly division: string;
  /** `YYYY-YY`, e.g. `2023-24`. */
  readonly season: string;
  /** Match date (ISO `YYYY-MM-DD`). */
  readonly date: string;
  /** Kick-off, UK time `HH:MM`, when the archive has it. */
  readonly kickoff: string | null;
  readonly homeTeam: string;
  readonly awayTeam: string;
  readonly homeGoals: number;
  readonly awayGoals: number;
  readonly result: 'H' | 'D' | 'A';
  /** Half-time score, when the archive has it. */
  readonly halfTime: { readonly home: number; readonly away: number } | null;
  /**
   * Prices collected before the match (the archive takes them on Friday afternoons for weekend games and Tuesday
   * afternoons for midweek games): early prices, not opening ones.
   */
  readonly early: MatchPrices;
  /** Closing prices (the last before kick-off). Pinnacle's 1X2 from 2012/13, the rest from 2019/20; null before. */
  readonly closing: MatchPrices;
}

/** Which season of which league. */
export interface SeasonResultsRequest {
  /** A guidekit soccer league key the archive covers (docs/sports-sources.md lists them). */
  readonly league: string;
  /** `YYYY-YY` (e.g. `2023-24`) or the archive's four digits (`2324`). */
  readonly season: string;
}

/**
 * The `sportsResults` port: historical soccer results with the prices before kick-off, closing prices included, one
 * season of one league at a time, in match order. A league the archive does not cover is a `GuidekitError` naming
 * `league`; a season it does not hold, one naming `season` (400s). A source that is down or answers something
 * unreadable is a `SourceUnavailableError` (503).
 */
export interface SportsResultsSource {
  seasonResults(request: SeasonResultsRequest, call?: PortCall): Promise<readonly HistoricalMatch[]>;
}
