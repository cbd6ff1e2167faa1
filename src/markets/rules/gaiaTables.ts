import type { RuleTable } from '../../core/ruleTable.js';

/** One year of NASA GISTEMP's global land-ocean temperature anomaly (°C against 1951-1980). */
export interface GistempYear {
  readonly year: number;
  /** January first; fewer than twelve for a year in progress. */
  readonly months: readonly number[];
  /** The January-December mean as GISTEMP publishes it, or null for a year in progress. */
  readonly annual: number | null;
}

/**
 * NASA GISTEMP v4 global means, the table hottest-year markets are priced against: each year's months and its
 * January-December anomaly, from 1990 (every earlier year is cooler than all since 2001) and the months of the year in
 * progress. Published monthly: a version whose month has passed without a successor is reported stale, and a year the
 * table holds no month of cannot be priced.
 */
export const GISTEMP_GLOBAL_MEANS: RuleTable<readonly GistempYear[]> = {
  id: 'markets.prediction_scan.gistemp_global_means',
  title: 'NASA GISTEMP v4 global land-ocean temperature anomalies (°C vs 1951-1980), monthly and annual, from 1990 to the latest month each version holds',
  cadence: 'monthly',
  versions: [
    {
      value: [
        { year: 1990, months: [0.41, 0.44, 0.8, 0.56, 0.45, 0.37, 0.45, 0.34, 0.23, 0.44, 0.46, 0.4], annual: 0.45 },
        { year: 1991, months: [0.42, 0.5, 0.35, 0.51, 0.34, 0.53, 0.47, 0.39, 0.44, 0.29, 0.29, 0.32], annual: 0.4 },
        { year: 1992, months: [0.47, 0.4, 0.48, 0.27, 0.31, 0.26, 0.08, 0.08, -0.01, 0.06, 0.03, 0.22], annual: 0.22 },
        { year: 1993, months: [0.34, 0.37, 0.36, 0.28, 0.28, 0.23, 0.25, 0.11, 0.11, 0.23, 0.03, 0.18], annual: 0.23 },
        { year: 1994, months: [0.26, 0.02, 0.29, 0.41, 0.28, 0.43, 0.3, 0.21, 0.31, 0.42, 0.44, 0.38], annual: 0.31 },
        { year: 1995, months: [0.52, 0.79, 0.46, 0.46, 0.27, 0.43, 0.45, 0.45, 0.33, 0.47, 0.44, 0.26], annual: 0.44 },
        { year: 1996, months: [0.24, 0.46, 0.32, 0.33, 0.27, 0.29, 0.36, 0.48, 0.25, 0.24, 0.38, 0.37], annual: 0.33 },
        { year: 1997, months: [0.33, 0.4, 0.51, 0.33, 0.34, 0.54, 0.34, 0.41, 0.52, 0.61, 0.64, 0.59], annual: 0.46 },
        { year: 1998, months: [0.57, 0.88, 0.63, 0.63, 0.68, 0.77, 0.66, 0.65, 0.42, 0.41, 0.43, 0.55], annual: 0.61 },
        { year: 1999, months: [0.48, 0.64, 0.32, 0.32, 0.26, 0.36, 0.38, 0.31, 0.38, 0.34, 0.37, 0.4], annual: 0.38 },
        { year: 2000, months: [0.25, 0.56, 0.55, 0.56, 0.36, 0.4, 0.39, 0.42, 0.38, 0.26, 0.3, 0.28], annual: 0.39 },
        { year: 2001, months: [0.45, 0.44, 0.55, 0.5, 0.58, 0.52, 0.59, 0.49, 0.52, 0.5, 0.72, 0.56], annual: 0.53 },
        { year: 2002, months: [0.77, 0.78, 0.88, 0.58, 0.64, 0.53, 0.61, 0.53, 0.63, 0.54, 0.59, 0.44], annual: 0.63 },
        { year: 2003, months: [0.75, 0.58, 0.6, 0.55, 0.61, 0.48, 0.58, 0.65, 0.62, 0.73, 0.53, 0.75], annual: 0.62 },
        { year: 2004, months: [0.58, 0.72, 0.63, 0.61, 0.37, 0.44, 0.26, 0.46, 0.49, 0.61, 0.72, 0.51], annual: 0.53 },
        { year: 2005, months: [0.75, 0.6, 0.74, 0.67, 0.63, 0.65, 0.61, 0.6, 0.71, 0.75, 0.73, 0.68], annual: 0.68 },
        { year: 2006, months: [0.56, 0.73, 0.63, 0.47, 0.48, 0.66, 0.54, 0.7, 0.65, 0.7, 0.73, 0.79], annual: 0.64 },
        { year: 2007, months: [1.01, 0.7, 0.71, 0.76, 0.69, 0.61, 0.59, 0.6, 0.6, 0.58, 0.59, 0.5], annual: 0.66 },
        { year: 2008, months: [0.3, 0.38, 0.75, 0.53, 0.49, 0.48, 0.6, 0.46, 0.61, 0.67, 0.68, 0.54], annual: 0.54 },
        { year: 2009, months: [0.65, 0.52, 0.53, 0.61, 0.65, 0.64, 0.73, 0.69, 0.71, 0.65, 0.79, 0.67], annual: 0.65 },
        { year: 2010, months: [0.75, 0.83, 0.92, 0.84, 0.75, 0.68, 0.63, 0.67, 0.64, 0.71, 0.81, 0.45], annual: 0.72 },
        { year: 2011, months: [0.53, 0.48, 0.66, 0.65, 0.53, 0.62, 0.7, 0.75, 0.56, 0.65, 0.58, 0.6], annual: 0.61 },
        { year: 2012, months: [0.47, 0.49, 0.57, 0.73, 0.78, 0.64, 0.58, 0.66, 0.72, 0.8, 0.78, 0.53], annual: 0.65 },
        { year: 2013, months: [0.71, 0.62, 0.67, 0.54, 0.61, 0.69, 0.6, 0.7, 0.77, 0.69, 0.83, 0.7], annual: 0.68 },
        { year: 2014, months: [0.76, 0.55, 0.78, 0.8, 0.86, 0.67, 0.58, 0.83, 0.87, 0.8, 0.67, 0.78], annual: 0.75 },
        { year: 2015, months: [0.87, 0.9, 0.96, 0.76, 0.8, 0.81, 0.73, 0.79, 0.85, 1.09, 1.06, 1.17], annual: 0.9 },
        { year: 2016, months: [1.18, 1.37, 1.35, 1.11, 0.95, 0.8, 0.84, 1.02, 0.9, 0.88, 0.92, 0.87], annual: 1.02 },
        { year: 2017, months: [1.03, 1.14, 1.16, 0.94, 0.91, 0.72, 0.82, 0.87, 0.77, 0.9, 0.88, 0.94], annual: 0.92 },
        { year: 2018, months: [0.83, 0.85, 0.89, 0.89, 0.82, 0.77, 0.83, 0.77, 0.8, 1.01, 0.82, 0.92], annual: 0.85 },
        { year: 2019, months: [0.94, 0.95, 1.17, 1.02, 0.85, 0.9, 0.94, 0.95, 0.93, 1, 0.99, 1.1], annual: 0.98 },
        { year: 2020, months: [1.17, 1.24, 1.17, 1.13, 1.02, 0.91, 0.89, 0.87, 0.98, 0.88, 1.1, 0.8], annual: 1.01 },
        { year: 2021, months: [0.81, 0.64, 0.89, 0.75, 0.79, 0.84, 0.92, 0.82, 0.92, 0.99, 0.94, 0.86], annual: 0.85 },
        { year: 2022, months: [0.91, 0.89, 1.05, 0.84, 0.84, 0.92, 0.94, 0.95, 0.89, 0.96, 0.73, 0.8], annual: 0.89 },
        { year: 2023, months: [0.88, 0.98, 1.22, 1, 0.93, 1.08, 1.19, 1.2, 1.48, 1.34, 1.43, 1.35], annual: 1.17 },
        { year: 2024, months: [1.22, 1.44, 1.39], annual: null },
      ],
      source:
        'NASA GISS Surface Temperature Analysis (GISTEMP v4), Land-Ocean Temperature Index, GLB.Ts+dSST.csv (data.giss.nasa.gov/gistemp/tabledata_v4/GLB.Ts+dSST.csv), as kept in the public repository ccallahan45/Climate_Acceleration at commit 7adcafebd646f87b8525d5c51e8b5a40f21fffcf (values copied by hand, columns Jan-Dec and J-D)',
      effective: '2024-04-15',
      verified: null,
      note: 'Read from a copy of the file of April 2024, not from NASA in this session. GISTEMP revises past months slightly with each update. Add the months since March 2024 as a new version to price later years.',
    },
    {
      value: [
        { year: 1990, months: [0.42, 0.44, 0.8, 0.56, 0.46, 0.37, 0.46, 0.34, 0.23, 0.45, 0.46, 0.4], annual: 0.45 },
        { year: 1991, months: [0.43, 0.5, 0.36, 0.51, 0.34, 0.53, 0.48, 0.39, 0.44, 0.29, 0.3, 0.32], annual: 0.41 },
        { year: 1992, months: [0.48, 0.4, 0.48, 0.28, 0.31, 0.26, 0.09, 0.08, -0.01, 0.07, 0.03, 0.22], annual: 0.22 },
        { year: 1993, months: [0.35, 0.37, 0.36, 0.28, 0.28, 0.23, 0.25, 0.11, 0.11, 0.24, 0.04, 0.18], annual: 0.23 },
        { year: 1994, months: [0.26, 0.02, 0.29, 0.41, 0.28, 0.43, 0.3, 0.22, 0.31, 0.43, 0.45, 0.39], annual: 0.32 },
        { year: 1995, months: [0.53, 0.79, 0.47, 0.47, 0.27, 0.43, 0.46, 0.45, 0.33, 0.46, 0.45, 0.26], annual: 0.45 },
        { year: 1996, months: [0.24, 0.46, 0.33, 0.33, 0.27, 0.26, 0.37, 0.48, 0.26, 0.22, 0.42, 0.37], annual: 0.33 },
        { year: 1997, months: [0.32, 0.41, 0.52, 0.34, 0.35, 0.55, 0.34, 0.41, 0.52, 0.61, 0.65, 0.59], annual: 0.47 },
        { year: 1998, months: [0.58, 0.88, 0.63, 0.64, 0.68, 0.77, 0.66, 0.65, 0.42, 0.42, 0.43, 0.55], annual: 0.61 },
        { year: 1999, months: [0.48, 0.64, 0.33, 0.32, 0.26, 0.36, 0.39, 0.31, 0.39, 0.34, 0.37, 0.4], annual: 0.38 },
        { year: 2000, months: [0.25, 0.56, 0.55, 0.56, 0.35, 0.4, 0.39, 0.42, 0.39, 0.27, 0.3, 0.28], annual: 0.39 },
        { year: 2001, months: [0.45, 0.44, 0.55, 0.5, 0.57, 0.53, 0.59, 0.48, 0.52, 0.5, 0.72, 0.55], annual: 0.53 },
        { year: 2002, months: [0.77, 0.78, 0.88, 0.58, 0.64, 0.53, 0.61, 0.53, 0.64, 0.54, 0.59, 0.44], annual: 0.63 },
        { year: 2003, months: [0.75, 0.58, 0.6, 0.55, 0.6, 0.48, 0.58, 0.64, 0.62, 0.72, 0.53, 0.75], annual: 0.62 },
        { year: 2004, months: [0.58, 0.72, 0.63, 0.61, 0.37, 0.44, 0.26, 0.45, 0.5, 0.61, 0.73, 0.51], annual: 0.53 },
        { year: 2005, months: [0.75, 0.6, 0.74, 0.67, 0.63, 0.65, 0.61, 0.6, 0.72, 0.76, 0.74, 0.68], annual: 0.68 },
        { year: 2006, months: [0.56, 0.74, 0.63, 0.47, 0.48, 0.67, 0.54, 0.71, 0.66, 0.71, 0.73, 0.79], annual: 0.64 },
        { year: 2007, months: [1.01, 0.7, 0.71, 0.77, 0.69, 0.61, 0.6, 0.6, 0.6, 0.59, 0.59, 0.5], annual: 0.66 },
        { year: 2008, months: [0.3, 0.38, 0.75, 0.54, 0.5, 0.5, 0.6, 0.45, 0.6, 0.67, 0.69, 0.54], annual: 0.54 },
        { year: 2009, months: [0.65, 0.53, 0.53, 0.61, 0.65, 0.63, 0.74, 0.69, 0.72, 0.65, 0.8, 0.67], annual: 0.66 },
        { year: 2010, months: [0.75, 0.84, 0.92, 0.85, 0.75, 0.68, 0.63, 0.67, 0.63, 0.71, 0.81, 0.45], annual: 0.72 },
        { year: 2011, months: [0.52, 0.47, 0.65, 0.64, 0.53, 0.62, 0.71, 0.74, 0.56, 0.65, 0.6, 0.6], annual: 0.61 },
        { year: 2012, months: [0.47, 0.48, 0.57, 0.73, 0.78, 0.65, 0.59, 0.66, 0.72, 0.8, 0.78, 0.53], annual: 0.65 },
        { year: 2013, months: [0.71, 0.62, 0.67, 0.53, 0.6, 0.7, 0.6, 0.7, 0.77, 0.69, 0.83, 0.7], annual: 0.68 },
        { year: 2014, months: [0.76, 0.55, 0.78, 0.81, 0.87, 0.67, 0.58, 0.83, 0.88, 0.8, 0.67, 0.79], annual: 0.75 },
        { year: 2015, months: [0.86, 0.91, 0.96, 0.75, 0.8, 0.82, 0.73, 0.8, 0.84, 1.08, 1.06, 1.17], annual: 0.9 },
        { year: 2016, months: [1.18, 1.37, 1.35, 1.09, 0.96, 0.81, 0.84, 1.01, 0.9, 0.87, 0.91, 0.86], annual: 1.01 },
        { year: 2017, months: [1.02, 1.13, 1.16, 0.94, 0.91, 0.71, 0.82, 0.87, 0.74, 0.88, 0.87, 0.93], annual: 0.92 },
        { year: 2018, months: [0.82, 0.85, 0.88, 0.88, 0.81, 0.77, 0.84, 0.78, 0.8, 1.02, 0.83, 0.93], annual: 0.85 },
        { year: 2019, months: [0.93, 0.96, 1.17, 1.01, 0.86, 0.9, 0.94, 0.95, 0.93, 1, 0.99, 1.12], annual: 0.98 },
        { year: 2020, months: [1.18, 1.24, 1.18, 1.12, 0.99, 0.91, 0.89, 0.86, 0.96, 0.87, 1.09, 0.8], annual: 1.01 },
        { year: 2021, months: [0.82, 0.64, 0.89, 0.76, 0.79, 0.85, 0.92, 0.81, 0.92, 0.98, 0.93, 0.88], annual: 0.85 },
        { year: 2022, months: [0.91, 0.89, 1.05, 0.83, 0.84, 0.93, 0.94, 0.94, 0.88, 0.97, 0.73, 0.8], annual: 0.89 },
        { year: 2023, months: [0.88, 0.97, 1.23, 0.99, 0.94, 1.09, 1.19, 1.19, 1.48, 1.35, 1.4, 1.36], annual: 1.17 },
        { year: 2024, months: [1.25, 1.44, 1.4, 1.32, 1.16, 1.23, 1.2, 1.3, 1.21, 1.35, 1.3, 1.27], annual: 1.29 },
        { year: 2025, months: [1.38, 1.26, 1.37, 1.25, 1.08, 1.07, 1.02, 1.18, 1.25, 1.19, 1.21, 1.06], annual: 1.19 },
        { year: 2026, months: [1.09, 1.25, 1.32, 1.17, 1.13, 1.18, 1.25, 1.4], annual: null },
      ],
      source:
        'NASA GISS Surface Temperature Analysis (GISTEMP v4), Land-Ocean Temperature Index, GLB.Ts+dSST.csv (https://data.giss.nasa.gov/gistemp/tabledata_v4/GLB.Ts+dSST.csv), the release with August 2026 as its last month, as kept in the public repository luciedelobel/INTEG275_Topic1_Environment at commit dcff0219797962f9d17bd7416ed082c70a5fd395, path GLB.Ts+dSST.csv (its README: accessed from NASA on 2026-09-17); columns Jan-Dec and J-D, 1990-2026',
      effective: '2026-09-18',
      verified: null,
      note: 'Read from a public copy of the file NASA published in September 2026, not from NASA in this session; its months from 1990 to July 2026 agree with the independent daily mirror of NASA\'s GLB.Ts+dSST.txt (ChartMeister69/gistemp-mirror, July 2026 release, commit dd163fcf23ec93004a4ae15f4d78c10a1da7d066) to within 0.02 °C. Effective the day after the copy\'s stated access date (NASA posts each month around the 10th-15th of the next). September 2026 onwards is not in this version: add it as a new version when a copy of a later release is found.',
    },
  ],
};

/** Continental US hurricane landfalls per year. */
export interface HurricaneLandfallYear {
  readonly year: number;
  readonly landfalls: number;
}

/**
 * Hurricanes striking the continental United States per year (each hurricane once, whatever the number of states), the
 * climatology of the landfall-count markets. Counted from NOAA HRD's table of continental US hurricane impacts, 1966
 * to 2016.
 */
export const US_HURRICANE_LANDFALLS: RuleTable<readonly HurricaneLandfallYear[]> = {
  id: 'markets.prediction_scan.us_hurricane_landfalls',
  title: 'Continental US hurricane landfalls per year, 1966-2016 (NOAA HRD table)',
  versions: [
    {
      value: [{ year: 1966, landfalls: 2 }, { year: 1967, landfalls: 1 }, { year: 1968, landfalls: 1 }, { year: 1969, landfalls: 2 }, { year: 1970, landfalls: 1 }, { year: 1971, landfalls: 3 }, { year: 1972, landfalls: 1 }, { year: 1973, landfalls: 0 }, { year: 1974, landfalls: 1 }, { year: 1975, landfalls: 1 }, { year: 1976, landfalls: 1 }, { year: 1977, landfalls: 1 }, { year: 1978, landfalls: 0 }, { year: 1979, landfalls: 3 }, { year: 1980, landfalls: 1 }, { year: 1981, landfalls: 0 }, { year: 1982, landfalls: 0 }, { year: 1983, landfalls: 1 }, { year: 1984, landfalls: 1 }, { year: 1985, landfalls: 6 }, { year: 1986, landfalls: 2 }, { year: 1987, landfalls: 1 }, { year: 1988, landfalls: 1 }, { year: 1989, landfalls: 3 }, { year: 1990, landfalls: 0 }, { year: 1991, landfalls: 1 }, { year: 1992, landfalls: 1 }, { year: 1993, landfalls: 1 }, { year: 1994, landfalls: 0 }, { year: 1995, landfalls: 2 }, { year: 1996, landfalls: 2 }, { year: 1997, landfalls: 1 }, { year: 1998, landfalls: 3 }, { year: 1999, landfalls: 3 }, { year: 2000, landfalls: 0 }, { year: 2001, landfalls: 0 }, { year: 2002, landfalls: 1 }, { year: 2003, landfalls: 2 }, { year: 2004, landfalls: 6 }, { year: 2005, landfalls: 6 }, { year: 2006, landfalls: 0 }, { year: 2007, landfalls: 1 }, { year: 2008, landfalls: 3 }, { year: 2009, landfalls: 0 }, { year: 2010, landfalls: 0 }, { year: 2011, landfalls: 1 }, { year: 2012, landfalls: 2 }, { year: 2013, landfalls: 0 }, { year: 2014, landfalls: 1 }, { year: 2015, landfalls: 0 }, { year: 2016, landfalls: 2 }],
      source:
        'NOAA AOML Hurricane Research Division, "Continental United States Hurricane Impacts/Landfalls 1851-2016" (aoml.noaa.gov/hrd/hurdat/All_U.S._Hurricanes.html), as transcribed in the public repository mayadebellis/hurricane (js/data.js) at commit ef032545b377d4771e708bec133018c8aa9bb79f; counted per year by guidekit',
      effective: '2017-06-01',
      verified: null,
      note: 'The transcription ends with 2016; later seasons are not in the table, so the climatology is 1966-2016. The season in progress has no source of its landfalls so far: a market is priced only before its season starts (June 1).',
    },
  ],
};

/** The rate of explosive eruptions of VEI 6 or more. */
export interface VolcanicRateRule {
  /** Eruptions of VEI ≥ 6 in the window. */
  readonly eruptions: number;
  /** Years the count covers. */
  readonly years: number;
}

/**
 * How often an eruption of VEI 6 or more happens: the count since 1815 (Tambora, VEI 7; Krakatau 1883, Santa María
 * 1902, Novarupta 1912, Pinatubo 1991, VEI 6) over the years since, a Poisson rate for the "VEI 6 before a date" markets.
 */
export const VEI6_ERUPTION_RATE: RuleTable<VolcanicRateRule> = {
  id: 'markets.prediction_scan.vei6_rate',
  title: 'Eruptions of VEI 6 or more: 5 since 1815',
  versions: [
    {
      value: { eruptions: 5, years: 211 },
      source: 'Smithsonian Institution Global Volcanism Program, Volcanoes of the World database (volcano.si.edu), eruptions of VEI 6 and 7 since 1815',
      effective: '2026-01-01',
      verified: null,
      note: 'Counted from memory of the database, not read in this session (Hunga Tonga-Hunga Ha\'apai 2022 is listed as VEI 5 there as remembered). A market\'s own rules decide which catalogue settles it.',
    },
  ],
};
