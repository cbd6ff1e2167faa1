import type { RuleTable } from '../../core/ruleTable.js';

/** A city of the monthly precipitation ladders and the gauge its markets settle on. */
export interface RainCity {
  readonly key: string;
  readonly city: string;
  readonly aliases: readonly string[];
  readonly timeZone: string;
  /** ICAO id of the settlement gauge (read from the National Weather Service). */
  readonly station: string;
  readonly stationName: string;
  readonly latitude: number;
  readonly longitude: number;
  /** Kalshi's monthly rain series ticker. */
  readonly kalshiSeries: string;
}

/**
 * The five cities of the monthly rain ladders. Each month's total is the gauge's month-to-date precipitation (a
 * floor) plus the rest of the month, priced from the climatology of the same days and the forecast ensemble.
 */
export const RAIN_CITIES: RuleTable<readonly RainCity[]> = {
  id: 'markets.prediction_scan.rain_cities',
  title: 'Monthly rain ladders: New York, Chicago, Seattle, Los Angeles and Miami, each on its settlement gauge',
  versions: [
    {
      value: [
        { key: 'new-york', city: 'New York City', aliases: ['nyc', 'new york'], timeZone: 'America/New_York', station: 'KNYC', stationName: 'Central Park', latitude: 40.779, longitude: -73.969, kalshiSeries: 'KXRAINNYCM' },
        { key: 'chicago', city: 'Chicago', aliases: ['chi'], timeZone: 'America/Chicago', station: 'KMDW', stationName: 'Midway Airport', latitude: 41.786, longitude: -87.752, kalshiSeries: 'KXRAINCHIM' },
        { key: 'seattle', city: 'Seattle', aliases: ['sea'], timeZone: 'America/Los_Angeles', station: 'KSEA', stationName: 'Seattle-Tacoma Airport', latitude: 47.445, longitude: -122.314, kalshiSeries: 'KXRAINSEAM' },
        { key: 'los-angeles', city: 'Los Angeles', aliases: ['la', 'lax'], timeZone: 'America/Los_Angeles', station: 'KLAX', stationName: 'Los Angeles Airport', latitude: 33.938, longitude: -118.389, kalshiSeries: 'KXRAINLAXM' },
        { key: 'miami', city: 'Miami', aliases: ['mia'], timeZone: 'America/New_York', station: 'KMIA', stationName: 'Miami International Airport', latitude: 25.788, longitude: -80.317, kalshiSeries: 'KXRAINMIAM' },
      ],
      source: 'Kalshi monthly rain series (kalshi.com/markets/kxrainseam/rain-seattle and its sister series: settle on NOAA daily summaries, from March 2026 on the NWS Daily Climate Report, of the named station)',
      effective: '2026-01-01',
      verified: null,
      note: 'The Seattle page was read for the settlement source (see markets.probability.weather_rules); the other four series tickers and stations are as listed by the venue and not checked here. Every answer quotes the market\'s own rules.',
    },
  ],
};
