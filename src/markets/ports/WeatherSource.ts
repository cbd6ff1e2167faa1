import type { PortCall } from '../../core/sourceUse.js';

/** One observation of a weather station, in the units the weather ladders settle in. */
export interface StationObservation {
  /** Epoch milliseconds of the observation. */
  readonly time: number;
  /** Air temperature in °F, or null when the station reported none (or failed quality control). */
  readonly temperatureF: number | null;
  /** Precipitation over the hour before, in inches, or null when not reported. */
  readonly precipitationLastHourIn: number | null;
}

/** What an observations request names: a station (ICAO id, e.g. `KNYC`) and a period. */
export interface StationObservationsRequest {
  readonly station: string;
  /** First instant wanted, epoch ms (inclusive). */
  readonly from: number;
  /** Last instant wanted, epoch ms (inclusive). */
  readonly to: number;
}

/** A station's observations over a period, oldest first. */
export interface StationObservations {
  readonly station: string;
  readonly observations: readonly StationObservation[];
}

/** Which forecast ensemble to read: a point, its time zone, a variable and the days around now. */
export interface EnsembleRequest {
  readonly latitude: number;
  readonly longitude: number;
  /** IANA zone the settlement day is counted in (the station's), e.g. `America/New_York`. */
  readonly timeZone: string;
  /** `temperature` (2 m air temperature, °F) or `precipitation` (inches per hour). */
  readonly variable: 'temperature' | 'precipitation';
  /** Days before today included (model values, not observations). Default 1. */
  readonly pastDays?: number;
  /** Days of forecast from today. Default 3. */
  readonly forecastDays?: number;
}

/** An ensemble forecast: one hourly series per member. */
export interface EnsembleForecast {
  /** The ensemble model that produced it, as the source names it. */
  readonly model: string;
  /** Hour starts, epoch ms, ascending. */
  readonly times: Float64Array;
  /** One series per member, aligned with `times`; NaN where the member has no value. */
  readonly members: readonly Float64Array[];
  /** `°F` for temperature, `inch` for precipitation. */
  readonly unit: '°F' | 'inch';
}

/** Which daily history to read: a point and a date range. */
export interface DailyHistoryRequest {
  readonly latitude: number;
  readonly longitude: number;
  /** First day, ISO date. */
  readonly from: string;
  /** Last day, ISO date. */
  readonly to: string;
  readonly timeZone: string;
}

/** Daily precipitation totals (inches) over a range: the climatology of the rain ladders. */
export interface DailyHistory {
  /** ISO dates, ascending. */
  readonly dates: readonly string[];
  /** Inches per day; NaN where the source has no value. */
  readonly precipitationIn: Float64Array;
}

/**
 * The `weather` port: settlement-station observations (the realised extreme so far), forecast ensembles (the hours or
 * days left) and daily history (climatology) for the temperature and precipitation ladders. A station the source does
 * not know is a bad argument (400 naming `station`); a source that is down, rate-limited or unreadable is a 503 naming it.
 */
export interface WeatherSource {
  stationObservations(request: StationObservationsRequest, call?: PortCall): Promise<StationObservations>;
  ensemble(request: EnsembleRequest, call?: PortCall): Promise<EnsembleForecast>;
  dailyHistory(request: DailyHistoryRequest, call?: PortCall): Promise<DailyHistory>;
}
