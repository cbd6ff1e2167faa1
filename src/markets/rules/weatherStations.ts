import type { RuleTable } from '../../core/ruleTable.js';

/** A settlement station a venue names for a city's daily temperature markets. */
export interface SettlementStation {
  /** ICAO id (`KNYC`, `EGLC`). US `K` stations are read from the National Weather Service. */
  readonly station: string;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** A city of the daily temperature ladders, with the station each venue settles on (venues may differ for one city). */
export interface WeatherCity {
  readonly key: string;
  readonly city: string;
  /** Other names a venue's question may use, lower case. */
  readonly aliases: readonly string[];
  /** The zone the settlement day is counted in. */
  readonly timeZone: string;
  /** The unit the venue's buckets are written in. */
  readonly unit: 'F' | 'C';
  /** Kalshi's station and series tickers (highest and lowest temperature), or null when Kalshi lists no ladder for the city. */
  readonly kalshi: (SettlementStation & { readonly highSeries: string | null; readonly lowSeries: string | null }) | null;
  /** Polymarket's station (its rules name the Weather Underground page of an airport station), or null. */
  readonly polymarket: SettlementStation | null;
}

/**
 * The cities of the daily highest- and lowest-temperature ladders and each venue's settlement station. A venue's market
 * is matched to its city by series ticker (Kalshi) or by the city named in the question (Polymarket), and priced at
 * that venue's station: Kalshi settles New York on Central Park (KNYC), Polymarket on LaGuardia (KLGA).
 */
export const WEATHER_SETTLEMENT_STATIONS: RuleTable<readonly WeatherCity[]> = {
  id: 'markets.prediction_scan.weather_stations',
  title: 'Daily temperature ladders: 52 cities and the settlement station each venue names',
  versions: [
    {
      value: [
  { key: 'new-york', city: 'New York City', aliases: ['nyc', 'new york', 'manhattan'], timeZone: 'America/New_York', unit: 'F', kalshi: { station: 'KNYC', name: 'Central Park', latitude: 40.779, longitude: -73.969, highSeries: 'KXHIGHNY', lowSeries: 'KXLOWTNYC' }, polymarket: { station: 'KLGA', name: "LaGuardia Airport", latitude: 40.777, longitude: -73.873 } },
  { key: 'chicago', city: 'Chicago', aliases: ['chi'], timeZone: 'America/Chicago', unit: 'F', kalshi: { station: 'KMDW', name: 'Midway Airport', latitude: 41.786, longitude: -87.752, highSeries: 'KXHIGHCHI', lowSeries: 'KXLOWTCHI' }, polymarket: { station: 'KORD', name: "O'Hare Airport", latitude: 41.978, longitude: -87.905 } },
  { key: 'miami', city: 'Miami', aliases: ['mia'], timeZone: 'America/New_York', unit: 'F', kalshi: { station: 'KMIA', name: 'Miami International Airport', latitude: 25.788, longitude: -80.317, highSeries: 'KXHIGHMIA', lowSeries: 'KXLOWTMIA' }, polymarket: { station: 'KMIA', name: "Miami International Airport", latitude: 25.788, longitude: -80.317 } },
  { key: 'austin', city: 'Austin', aliases: ['atx'], timeZone: 'America/Chicago', unit: 'F', kalshi: { station: 'KAUS', name: 'Austin-Bergstrom Airport', latitude: 30.183, longitude: -97.68, highSeries: 'KXHIGHAUS', lowSeries: 'KXLOWTAUS' }, polymarket: null },
  { key: 'denver', city: 'Denver', aliases: ['den'], timeZone: 'America/Denver', unit: 'F', kalshi: { station: 'KDEN', name: 'Denver International Airport', latitude: 39.847, longitude: -104.656, highSeries: 'KXHIGHDEN', lowSeries: 'KXLOWTDEN' }, polymarket: null },
  { key: 'los-angeles', city: 'Los Angeles', aliases: ['la', 'lax'], timeZone: 'America/Los_Angeles', unit: 'F', kalshi: { station: 'KLAX', name: 'Los Angeles Airport', latitude: 33.938, longitude: -118.389, highSeries: 'KXHIGHLAX', lowSeries: 'KXLOWTLAX' }, polymarket: null },
  { key: 'philadelphia', city: 'Philadelphia', aliases: ['philly', 'phl'], timeZone: 'America/New_York', unit: 'F', kalshi: { station: 'KPHL', name: 'Philadelphia Airport', latitude: 39.873, longitude: -75.227, highSeries: 'KXHIGHPHIL', lowSeries: 'KXLOWTPHIL' }, polymarket: null },
  { key: 'houston', city: 'Houston', aliases: ['hou'], timeZone: 'America/Chicago', unit: 'F', kalshi: { station: 'KHOU', name: 'Hobby Airport', latitude: 29.646, longitude: -95.282, highSeries: 'KXHIGHTHOU', lowSeries: null }, polymarket: null },
  { key: 'dallas', city: 'Dallas', aliases: ['dfw'], timeZone: 'America/Chicago', unit: 'F', kalshi: { station: 'KDFW', name: 'Dallas/Fort Worth Airport', latitude: 32.898, longitude: -97.019, highSeries: 'KXHIGHTDAL', lowSeries: null }, polymarket: { station: 'KDAL', name: "Love Field", latitude: 32.847, longitude: -96.852 } },
  { key: 'san-francisco', city: 'San Francisco', aliases: ['sf', 'sfo'], timeZone: 'America/Los_Angeles', unit: 'F', kalshi: { station: 'KSFO', name: 'San Francisco Airport', latitude: 37.619, longitude: -122.375, highSeries: 'KXHIGHTSFO', lowSeries: null }, polymarket: null },
  { key: 'seattle', city: 'Seattle', aliases: ['sea'], timeZone: 'America/Los_Angeles', unit: 'F', kalshi: { station: 'KSEA', name: 'Seattle-Tacoma Airport', latitude: 47.445, longitude: -122.314, highSeries: 'KXHIGHTSEA', lowSeries: null }, polymarket: { station: 'KSEA', name: "Seattle-Tacoma Airport", latitude: 47.445, longitude: -122.314 } },
  { key: 'las-vegas', city: 'Las Vegas', aliases: ['vegas', 'lv'], timeZone: 'America/Los_Angeles', unit: 'F', kalshi: { station: 'KLAS', name: 'Harry Reid Airport', latitude: 36.072, longitude: -115.163, highSeries: 'KXHIGHTLV', lowSeries: null }, polymarket: null },
  { key: 'phoenix', city: 'Phoenix', aliases: ['phx'], timeZone: 'America/Phoenix', unit: 'F', kalshi: { station: 'KPHX', name: 'Sky Harbor Airport', latitude: 33.428, longitude: -112.004, highSeries: 'KXHIGHTPHX', lowSeries: null }, polymarket: null },
  { key: 'atlanta', city: 'Atlanta', aliases: ['atl'], timeZone: 'America/New_York', unit: 'F', kalshi: { station: 'KATL', name: 'Hartsfield-Jackson Airport', latitude: 33.63, longitude: -84.442, highSeries: 'KXHIGHTATL', lowSeries: null }, polymarket: { station: 'KATL', name: "Hartsfield-Jackson Airport", latitude: 33.63, longitude: -84.442 } },
  { key: 'boston', city: 'Boston', aliases: ['bos'], timeZone: 'America/New_York', unit: 'F', kalshi: { station: 'KBOS', name: 'Logan Airport', latitude: 42.361, longitude: -71.01, highSeries: 'KXHIGHTBOS', lowSeries: null }, polymarket: null },
  { key: 'washington-dc', city: 'Washington, D.C.', aliases: ['dc', 'washington'], timeZone: 'America/New_York', unit: 'F', kalshi: { station: 'KDCA', name: 'Reagan National Airport', latitude: 38.851, longitude: -77.04, highSeries: 'KXHIGHTDC', lowSeries: null }, polymarket: null },
  { key: 'minneapolis', city: 'Minneapolis', aliases: ['msp'], timeZone: 'America/Chicago', unit: 'F', kalshi: { station: 'KMSP', name: 'Minneapolis-St Paul Airport', latitude: 44.883, longitude: -93.229, highSeries: 'KXHIGHTMIN', lowSeries: null }, polymarket: null },
  { key: 'new-orleans', city: 'New Orleans', aliases: ['nola'], timeZone: 'America/Chicago', unit: 'F', kalshi: { station: 'KMSY', name: 'Louis Armstrong Airport', latitude: 29.993, longitude: -90.251, highSeries: 'KXHIGHTNOLA', lowSeries: null }, polymarket: null },
  { key: 'oklahoma-city', city: 'Oklahoma City', aliases: ['okc'], timeZone: 'America/Chicago', unit: 'F', kalshi: { station: 'KOKC', name: 'Will Rogers Airport', latitude: 35.389, longitude: -97.6, highSeries: 'KXHIGHTOKC', lowSeries: null }, polymarket: null },
  { key: 'san-antonio', city: 'San Antonio', aliases: ['satx'], timeZone: 'America/Chicago', unit: 'F', kalshi: { station: 'KSAT', name: 'San Antonio Airport', latitude: 29.534, longitude: -98.47, highSeries: 'KXHIGHTSATX', lowSeries: null }, polymarket: null },
  { key: 'nashville', city: 'Nashville', aliases: ['bna'], timeZone: 'America/Chicago', unit: 'F', kalshi: null, polymarket: { station: 'KBNA', name: "Nashville Airport", latitude: 36.119, longitude: -86.689 } },
  { key: 'salt-lake-city', city: 'Salt Lake City', aliases: ['slc'], timeZone: 'America/Denver', unit: 'F', kalshi: null, polymarket: { station: 'KSLC', name: "Salt Lake City Airport", latitude: 40.788, longitude: -111.969 } },
  { key: 'detroit', city: 'Detroit', aliases: ['dtw'], timeZone: 'America/Detroit', unit: 'F', kalshi: null, polymarket: { station: 'KDTW', name: "Detroit Metro Airport", latitude: 42.231, longitude: -83.331 } },
  { key: 'portland', city: 'Portland', aliases: ['pdx'], timeZone: 'America/Los_Angeles', unit: 'F', kalshi: null, polymarket: { station: 'KPDX', name: "Portland Airport", latitude: 45.596, longitude: -122.609 } },
  { key: 'charlotte', city: 'Charlotte', aliases: ['clt'], timeZone: 'America/New_York', unit: 'F', kalshi: null, polymarket: { station: 'KCLT', name: "Charlotte Airport", latitude: 35.214, longitude: -80.943 } },
  { key: 'tampa', city: 'Tampa', aliases: ['tpa'], timeZone: 'America/New_York', unit: 'F', kalshi: null, polymarket: { station: 'KTPA', name: "Tampa Airport", latitude: 27.962, longitude: -82.54 } },
  { key: 'st-louis', city: 'St. Louis', aliases: ['stl', 'saint louis'], timeZone: 'America/Chicago', unit: 'F', kalshi: null, polymarket: { station: 'KSTL', name: "Lambert Airport", latitude: 38.753, longitude: -90.374 } },
  { key: 'kansas-city', city: 'Kansas City', aliases: ['kc', 'mci'], timeZone: 'America/Chicago', unit: 'F', kalshi: null, polymarket: { station: 'KMCI', name: "Kansas City Airport", latitude: 39.297, longitude: -94.714 } },
  { key: 'san-diego', city: 'San Diego', aliases: ['san'], timeZone: 'America/Los_Angeles', unit: 'F', kalshi: null, polymarket: { station: 'KSAN', name: "San Diego Airport", latitude: 32.734, longitude: -117.183 } },
  { key: 'sacramento', city: 'Sacramento', aliases: ['sac'], timeZone: 'America/Los_Angeles', unit: 'F', kalshi: null, polymarket: { station: 'KSAC', name: "Sacramento Executive Airport", latitude: 38.507, longitude: -121.495 } },
  { key: 'london', city: 'London', aliases: ['ldn'], timeZone: 'Europe/London', unit: 'C', kalshi: null, polymarket: { station: 'EGLC', name: "London City Airport", latitude: 51.505, longitude: 0.055 } },
  { key: 'paris', city: 'Paris', aliases: [], timeZone: 'Europe/Paris', unit: 'C', kalshi: null, polymarket: { station: 'LFPG', name: "Charles de Gaulle Airport", latitude: 49.01, longitude: 2.548 } },
  { key: 'toronto', city: 'Toronto', aliases: ['yyz'], timeZone: 'America/Toronto', unit: 'C', kalshi: null, polymarket: { station: 'CYYZ', name: "Pearson Airport", latitude: 43.677, longitude: -79.631 } },
  { key: 'seoul', city: 'Seoul', aliases: [], timeZone: 'Asia/Seoul', unit: 'C', kalshi: null, polymarket: { station: 'RKSI', name: "Incheon Airport", latitude: 37.469, longitude: 126.451 } },
  { key: 'tokyo', city: 'Tokyo', aliases: [], timeZone: 'Asia/Tokyo', unit: 'C', kalshi: null, polymarket: { station: 'RJTT', name: "Haneda Airport", latitude: 35.552, longitude: 139.78 } },
  { key: 'buenos-aires', city: 'Buenos Aires', aliases: [], timeZone: 'America/Argentina/Buenos_Aires', unit: 'C', kalshi: null, polymarket: { station: 'SAEZ', name: "Ezeiza Airport", latitude: -34.822, longitude: -58.536 } },
  { key: 'sao-paulo', city: 'São Paulo', aliases: ['sao paulo'], timeZone: 'America/Sao_Paulo', unit: 'C', kalshi: null, polymarket: { station: 'SBGR', name: "Guarulhos Airport", latitude: -23.432, longitude: -46.47 } },
  { key: 'wellington', city: 'Wellington', aliases: [], timeZone: 'Pacific/Auckland', unit: 'C', kalshi: null, polymarket: { station: 'NZWN', name: "Wellington Airport", latitude: -41.327, longitude: 174.805 } },
  { key: 'ankara', city: 'Ankara', aliases: [], timeZone: 'Europe/Istanbul', unit: 'C', kalshi: null, polymarket: { station: 'LTAC', name: "Esenboğa Airport", latitude: 40.128, longitude: 32.995 } },
  { key: 'madrid', city: 'Madrid', aliases: [], timeZone: 'Europe/Madrid', unit: 'C', kalshi: null, polymarket: { station: 'LEMD', name: "Barajas Airport", latitude: 40.472, longitude: -3.561 } },
  { key: 'munich', city: 'Munich', aliases: ['münchen'], timeZone: 'Europe/Berlin', unit: 'C', kalshi: null, polymarket: { station: 'EDDM', name: "Munich Airport", latitude: 48.354, longitude: 11.786 } },
  { key: 'milan', city: 'Milan', aliases: ['milano'], timeZone: 'Europe/Rome', unit: 'C', kalshi: null, polymarket: { station: 'LIMC', name: "Malpensa Airport", latitude: 45.63, longitude: 8.723 } },
  { key: 'warsaw', city: 'Warsaw', aliases: [], timeZone: 'Europe/Warsaw', unit: 'C', kalshi: null, polymarket: { station: 'EPWA', name: "Chopin Airport", latitude: 52.166, longitude: 20.967 } },
  { key: 'tel-aviv', city: 'Tel Aviv', aliases: [], timeZone: 'Asia/Jerusalem', unit: 'C', kalshi: null, polymarket: { station: 'LLBG', name: "Ben Gurion Airport", latitude: 32.011, longitude: 34.887 } },
  { key: 'singapore', city: 'Singapore', aliases: [], timeZone: 'Asia/Singapore', unit: 'C', kalshi: null, polymarket: { station: 'WSSS', name: "Changi Airport", latitude: 1.35, longitude: 103.994 } },
  { key: 'hong-kong', city: 'Hong Kong', aliases: [], timeZone: 'Asia/Hong_Kong', unit: 'C', kalshi: null, polymarket: { station: 'VHHH', name: "Hong Kong Airport", latitude: 22.309, longitude: 113.915 } },
  { key: 'shanghai', city: 'Shanghai', aliases: [], timeZone: 'Asia/Shanghai', unit: 'C', kalshi: null, polymarket: { station: 'ZSPD', name: "Pudong Airport", latitude: 31.143, longitude: 121.805 } },
  { key: 'mexico-city', city: 'Mexico City', aliases: ['cdmx'], timeZone: 'America/Mexico_City', unit: 'C', kalshi: null, polymarket: { station: 'MMMX', name: "Benito Juárez Airport", latitude: 19.436, longitude: -99.072 } },
  { key: 'sydney', city: 'Sydney', aliases: [], timeZone: 'Australia/Sydney', unit: 'C', kalshi: null, polymarket: { station: 'YSSY', name: "Kingsford Smith Airport", latitude: -33.946, longitude: 151.177 } },
  { key: 'dubai', city: 'Dubai', aliases: [], timeZone: 'Asia/Dubai', unit: 'C', kalshi: null, polymarket: { station: 'OMDB', name: "Dubai Airport", latitude: 25.253, longitude: 55.365 } },
  { key: 'mumbai', city: 'Mumbai', aliases: ['bombay'], timeZone: 'Asia/Kolkata', unit: 'C', kalshi: null, polymarket: { station: 'VABB', name: "Chhatrapati Shivaji Airport", latitude: 19.089, longitude: 72.868 } },
  { key: 'lucknow', city: 'Lucknow', aliases: [], timeZone: 'Asia/Kolkata', unit: 'C', kalshi: null, polymarket: { station: 'VILK', name: "Chaudhary Charan Singh Airport", latitude: 26.761, longitude: 80.889 } },
      ],
      source:
        'Kalshi series pages and rules (kalshi.com/markets/kxhighny and the other KXHIGH/KXLOWT series: "the highest temperature recorded at <station> as reported by the NWS Daily Climate Report"); Polymarket weather event rules (each names the Weather Underground history page of its station); station coordinates from the stations\' NWS and ICAO listings',
      effective: '2026-01-01',
      verified: null,
      note: 'Assembled from venue listings as remembered, not read in this session: check a market\'s own rules (every answer quotes them) before trading. Venues add and retire cities; a market whose city is not here is listed as not priced.',
    },
  ],
};
