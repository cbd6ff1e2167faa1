import type { PortCall } from '../../core/sourceUse.js';

/** Where a meeting is run: Great Britain or Ireland. */
export type RacingCountry = 'GB' | 'IRE';

/** The code of a race. */
export type RaceType = 'flat' | 'hurdle' | 'chase' | 'nh_flat';

/** One bookmaker's price for a runner. */
export interface RunnerPrice {
  /** The bookmaker's key (lower case), or `sp` for a starting-price return. */
  readonly bookmaker: string;
  /** Decimal odds (stake included). */
  readonly decimal: number;
  /** The price as the bookmaker prints it (`9/2`), when given. */
  readonly fractional: string | null;
}

/** One runner of a race. */
export interface RacecardRunner {
  /** Saddle-cloth number. */
  readonly number: number;
  /** Stall (flat races); null over jumps. */
  readonly draw: number | null;
  readonly horse: string;
  readonly age: number | null;
  /** Weight carried, in pounds. */
  readonly weightLbs: number | null;
  readonly jockey: string | null;
  readonly trainer: string | null;
  readonly officialRating: number | null;
  /** Recent form figures as printed (`1-23P`), when given. */
  readonly form: string | null;
  /** Declared but withdrawn. */
  readonly nonRunner: boolean;
  readonly prices: readonly RunnerPrice[];
}

/** The each-way terms offered on a race: the places paid and the fraction of the win odds paid on them. */
export interface PlaceTerms {
  readonly places: number;
  /** 0.2 for "1/5 the odds", 0.25 for "1/4". */
  readonly fraction: number;
}

/** One race's card. */
export interface Racecard {
  readonly raceId: string;
  readonly course: string;
  readonly country: RacingCountry;
  /** ISO date of the meeting. */
  readonly date: string;
  /** Off time (ISO 8601 with offset). */
  readonly offTime: string;
  readonly raceName: string;
  readonly type: RaceType;
  readonly handicap: boolean;
  /** Class 1–7 (GB), when given. */
  readonly raceClass: number | null;
  /** Distance in yards (a furlong is 220 yards). */
  readonly distanceYards: number;
  /** Distance as printed (`2m4f`). */
  readonly distanceText: string;
  /** Official going (`Good to Soft`, `Standard` on all-weather). */
  readonly going: string;
  readonly surface: 'turf' | 'all_weather';
  /** The each-way terms bookmakers offer; null when the race is win-only or the terms are not given. */
  readonly placeTerms: PlaceTerms | null;
  readonly runners: readonly RacecardRunner[];
}

/** Which cards. */
export interface RacecardRequest {
  /** ISO date of the meetings. */
  readonly date: string;
  /** Only GB or only Irish meetings; default both. */
  readonly country?: RacingCountry;
  /** Only this course (matched without regard to case). */
  readonly course?: string;
}

/**
 * The `racecards` port: GB and Irish racecards with runners, prices, going, distance and each-way place terms. It
 * exists only when a racecard feed is configured (docs/sports-sources.md defines the feed's format); without one the
 * endpoints that read it answer 503. A malformed date or an unknown country is a `GuidekitError` (a 400).
 */
export interface RacecardSource {
  racecards(request: RacecardRequest, call?: PortCall): Promise<readonly Racecard[]>;
}
