import type { PortCall } from '../../core/sourceUse.js';

/** An earthquake window: a magnitude floor and a period (ISO instants or dates). */
export interface EarthquakeWindow {
  readonly minMagnitude: number;
  readonly from: string;
  readonly to: string;
}

/** One catalogued earthquake. */
export interface EarthquakeEvent {
  readonly id: string;
  readonly magnitude: number | null;
  readonly place: string | null;
  /** Epoch ms. */
  readonly time: number;
}

/** One preliminary tornado report of a convective day (12Z to 12Z). */
export interface TornadoReport {
  /** `HHMM` (UTC) as the source writes it. */
  readonly time: string;
  /** EF rating or `UNK`. */
  readonly rating: string;
  readonly location: string;
  readonly state: string;
}

/** One month's count of tornadoes in the final database. */
export interface TornadoMonth {
  readonly year: number;
  readonly month: number;
  readonly count: number;
}

/** One day of the Arctic or Antarctic sea-ice extent (millions of km²). */
export interface SeaIceDay {
  readonly date: string;
  readonly extent: number;
}

/**
 * The `geo` port: the earthquake catalogue (counts and events), the preliminary tornado reports of each day and the
 * final tornado database by month, and the daily sea-ice extent index. A date the source has no report for is a 400
 * naming `date`; a source that is down or unreadable is a 503 naming it.
 */
export interface GeophysicalSource {
  countEarthquakes(window: EarthquakeWindow, call?: PortCall): Promise<number>;
  listEarthquakes(window: EarthquakeWindow & { readonly limit?: number }, call?: PortCall): Promise<readonly EarthquakeEvent[]>;
  /** The preliminary (filtered) tornado reports of the convective day starting 12Z on `date`. */
  tornadoReports(date: string, call?: PortCall): Promise<readonly TornadoReport[]>;
  /** Tornadoes per month in the final database (every month it covers, oldest first). */
  tornadoMonths(call?: PortCall): Promise<readonly TornadoMonth[]>;
  /** Daily Northern Hemisphere sea-ice extent, oldest first. */
  seaIceExtent(call?: PortCall): Promise<readonly SeaIceDay[]>;
}
