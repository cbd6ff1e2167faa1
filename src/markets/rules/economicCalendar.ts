import type { RuleTable } from '../../core/ruleTable.js';

/**
 * The economic releases the event scanner knows: the Consumer Price Index and the Employment Situation (BLS), the FOMC
 * rate decision (Federal Reserve) and the advance GDP estimate (BEA).
 */
export type EconomicEventKind = 'cpi' | 'nfp' | 'fomc' | 'gdp';

/** Every event kind, in the order the scanner lists them. */
export const ECONOMIC_EVENT_KINDS: readonly EconomicEventKind[] = ['cpi', 'nfp', 'fomc', 'gdp'];

/** One scheduled release of a statistical agency or of the FOMC. */
export interface ScheduledRelease {
  /** Release date (Eastern Time), ISO. For a canceled release, the date it had been scheduled for. */
  readonly date: string;
  /** Release time, Eastern Time, `HH:MM` (08:30 for BLS and BEA, 14:00 for the FOMC statement). */
  readonly time_et: string;
  /** What it reports: a month `YYYY-MM`, a quarter `YYYY-Qn`, or for the FOMC the meeting's month `YYYY-MM`. */
  readonly reference_period: string;
  /** `scheduled` as first published; `rescheduled` moved by the agency (see `originally`); `canceled` never published. */
  readonly status: 'scheduled' | 'rescheduled' | 'canceled';
  /** The date first published, for a rescheduled or canceled release, when known. */
  readonly originally?: string;
}

const release = (date: string, time_et: string, reference_period: string, extra: Partial<Pick<ScheduledRelease, 'status' | 'originally'>> = {}): ScheduledRelease => ({
  date,
  time_et,
  reference_period,
  status: extra.status ?? 'scheduled',
  ...(extra.originally === undefined ? {} : { originally: extra.originally }),
});
const bls = (date: string, period: string, extra?: Partial<Pick<ScheduledRelease, 'status' | 'originally'>>) => release(date, '08:30', period, extra);
const fomc = (date: string) => release(date, '14:00', date.slice(0, 7));

const BLS_CPI_PAGE = 'BLS, Schedule of Releases for the Consumer Price Index, https://www.bls.gov/schedule/news_release/cpi.htm';
const CPI_PAGE_COPY =
  'read on copies of that page kept in the public repository argonprotocol/mainchain (oracle/cpi_schedule.html at b9c79740f9fab5717bbc8ee0c7f4dcf9a57b47f3, committed 2026-02-16, and at 7cd9f5e683f6f41d93f3f03d267c272607ed1b1c, committed 2026-05-26)';

/**
 * Consumer Price Index release dates, one version per calendar year (a version holds the releases dated in its year).
 *
 * @see https://www.bls.gov/schedule/news_release/cpi.htm
 */
export const CPI_RELEASE_CALENDAR: RuleTable<readonly ScheduledRelease[]> = {
  id: 'markets.events.calendar.cpi',
  title: 'US Consumer Price Index (BLS) release dates and times',
  versions: [
    {
      value: [
        bls('2025-01-15', '2024-12'),
        bls('2025-02-12', '2025-01'),
        bls('2025-03-12', '2025-02'),
        bls('2025-04-10', '2025-03'),
        bls('2025-05-13', '2025-04'),
        bls('2025-06-11', '2025-05'),
        bls('2025-07-15', '2025-06'),
        bls('2025-08-12', '2025-07'),
        bls('2025-09-11', '2025-08'),
        bls('2025-10-24', '2025-09', { status: 'rescheduled', originally: '2025-10-15' }),
        bls('2025-11-13', '2025-10', { status: 'canceled' }),
        bls('2025-12-18', '2025-11', { status: 'rescheduled', originally: '2025-12-10' }),
      ],
      source: `${BLS_CPI_PAGE}; BLS notice "September 2025 CPI Release Rescheduled" (https://www.bls.gov/bls/092025-cpi-reschedule-notice.htm); BLS revised release dates after the 2025 lapse in appropriations (October 2025 CPI not published)`,
      effective: '2025-01-01',
      expires: '2025-12-31',
      verified: '2026-11-25',
      note: `Dates ${CPI_PAGE_COPY}; the September notice was read on bls.gov. The October 2025 cancellation (BLS could not collect October survey data) and the move of the November release from 10 to 18 December were read in news reports quoting BLS; the later page copy shows 18 December.`,
    },
    {
      value: [
        bls('2026-01-13', '2025-12'),
        bls('2026-02-13', '2026-01', { status: 'rescheduled', originally: '2026-02-11' }),
        bls('2026-03-11', '2026-02'),
        bls('2026-04-10', '2026-03'),
        bls('2026-05-12', '2026-04'),
        bls('2026-06-10', '2026-05'),
        bls('2026-07-14', '2026-06'),
        bls('2026-08-12', '2026-07'),
        bls('2026-09-11', '2026-08'),
        bls('2026-10-14', '2026-09'),
        bls('2026-11-10', '2026-10'),
        bls('2026-12-10', '2026-11'),
      ],
      source: BLS_CPI_PAGE,
      effective: '2026-01-01',
      expires: '2026-12-31',
      verified: '2026-11-25',
      note: `Dates ${CPI_PAGE_COPY}. The January 2026 release moved from 11 to 13 February after the lapse in appropriations of 31 January to 3 February 2026 (the 2026-05-26 copy shows 13 February; news reports quoting BLS give the original date).`,
    },
  ],
};

const BLS_EMPSIT_PAGE = 'BLS, Schedule of Releases for the Employment Situation, https://www.bls.gov/schedule/news_release/empsit.htm';

/**
 * Employment Situation (nonfarm payrolls and the unemployment rate) release dates, one version per calendar year.
 *
 * @see https://www.bls.gov/schedule/news_release/empsit.htm
 */
export const EMPLOYMENT_RELEASE_CALENDAR: RuleTable<readonly ScheduledRelease[]> = {
  id: 'markets.events.calendar.employment_situation',
  title: 'US Employment Situation (BLS) release dates and times',
  versions: [
    {
      value: [
        bls('2025-01-10', '2024-12'),
        bls('2025-02-07', '2025-01'),
        bls('2025-03-07', '2025-02'),
        bls('2025-04-04', '2025-03'),
        bls('2025-05-02', '2025-04'),
        bls('2025-06-06', '2025-05'),
        bls('2025-07-03', '2025-06'),
        bls('2025-08-01', '2025-07'),
        bls('2025-09-05', '2025-08'),
        bls('2025-11-07', '2025-10', { status: 'canceled' }),
        bls('2025-11-20', '2025-09', { status: 'rescheduled', originally: '2025-10-03' }),
        bls('2025-12-16', '2025-11', { status: 'rescheduled', originally: '2025-12-05' }),
      ],
      source: `${BLS_EMPSIT_PAGE}; BLS revised release dates after the 2025 lapse in appropriations`,
      effective: '2025-01-01',
      expires: '2025-12-31',
      verified: null,
      note: "The BLS schedule page itself was not read in this session; the dates follow BLS's usual rule (the third Friday after the week including the 12th, a day earlier before a holiday) and news reports quoting BLS for the 2025 shutdown: the September report came out on 20 November, the October household survey was never collected (October payrolls were published with November's report on 16 December).",
    },
    {
      value: [
        bls('2026-01-09', '2025-12'),
        bls('2026-02-11', '2026-01', { status: 'rescheduled', originally: '2026-02-06' }),
        bls('2026-03-06', '2026-02'),
        bls('2026-04-03', '2026-03'),
        bls('2026-05-08', '2026-04'),
        bls('2026-06-05', '2026-05'),
        bls('2026-07-02', '2026-06'),
        bls('2026-08-07', '2026-07'),
        bls('2026-09-04', '2026-08'),
        bls('2026-10-02', '2026-09'),
        bls('2026-11-06', '2026-10'),
        bls('2026-12-04', '2026-11'),
      ],
      source: BLS_EMPSIT_PAGE,
      effective: '2026-01-01',
      expires: '2026-12-31',
      verified: null,
      note: "Not read on the BLS page in this session. The 9 January date and the move of the January report from 6 to 11 February (lapse in appropriations of 31 January to 3 February 2026) were read in news reports quoting BLS (Bloomberg Tax, AP, 4 February 2026); the other dates follow BLS's usual rule and should be checked against the schedule page.",
    },
  ],
};

const FOMC_SOURCE_2025 =
  'Federal Reserve press release "Federal Open Market Committee announces its tentative meeting schedule for 2025" (with 2026), https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm';

/**
 * FOMC rate decisions: the second day of each regularly scheduled meeting, when the Committee releases its policy
 * statement at 14:00 Eastern Time. One version per calendar year.
 *
 * @see https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm
 */
export const FOMC_DECISION_CALENDAR: RuleTable<readonly ScheduledRelease[]> = {
  id: 'markets.events.calendar.fomc',
  title: 'FOMC policy statements (second day of each scheduled meeting, 14:00 ET)',
  versions: [
    {
      value: ['2025-01-29', '2025-03-19', '2025-05-07', '2025-06-18', '2025-07-30', '2025-09-17', '2025-10-29', '2025-12-10'].map(fomc),
      source: FOMC_SOURCE_2025,
      effective: '2025-01-01',
      expires: '2025-12-31',
      verified: '2026-11-25',
      note: 'Read on the press release as reprinted verbatim by Mondo Visione (mondovisione.com); the statement time is the release\'s own ("a policy statement at 2 p.m. Eastern Time on the second day").',
    },
    {
      value: ['2026-01-28', '2026-03-18', '2026-04-29', '2026-06-17', '2026-07-29', '2026-09-16', '2026-10-28', '2026-12-09'].map(fomc),
      source: FOMC_SOURCE_2025,
      effective: '2026-01-01',
      expires: '2026-12-31',
      verified: '2026-11-25',
      note: 'Read on the same press release (it announced 2025 and 2026 together) as reprinted by Mondo Visione.',
    },
    {
      value: ['2027-01-27', '2027-03-17', '2027-04-28', '2027-06-09', '2027-07-28', '2027-09-15', '2027-10-27', '2027-12-08'].map(fomc),
      source: 'Federal Reserve press release of 5 September 2025, "Federal Open Market Committee announces its tentative meeting schedule for 2027", https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm',
      effective: '2027-01-01',
      expires: '2027-12-31',
      verified: '2026-11-25',
      note: 'Read on the press release as reprinted verbatim by EIN Presswire and MENAFN. The schedule is tentative: unscheduled meetings are not listed.',
    },
  ],
};

const BEA_SCHEDULE = 'BEA, release schedule, https://www.bea.gov/news/schedule';

/**
 * BEA's first GDP estimate of each quarter (the advance estimate; after the 2025 shutdown an "initial" estimate took
 * its place for the third quarter of 2025). One version per calendar year.
 *
 * @see https://www.bea.gov/news/schedule
 */
export const GDP_RELEASE_CALENDAR: RuleTable<readonly ScheduledRelease[]> = {
  id: 'markets.events.calendar.gdp',
  title: 'US GDP first estimate (BEA advance estimate) release dates and times',
  versions: [
    {
      value: [
        bls('2025-01-30', '2024-Q4'),
        bls('2025-04-30', '2025-Q1'),
        bls('2025-07-30', '2025-Q2'),
        bls('2025-10-30', '2025-Q3', { status: 'canceled' }),
        bls('2025-12-23', '2025-Q3', { status: 'rescheduled', originally: '2025-10-30' }),
      ],
      source: `${BEA_SCHEDULE}; BEA schedule updates after the 2025 lapse in appropriations ("Gross Domestic Product, 3rd Quarter 2025 (Advance Estimate) is cancelled")`,
      effective: '2025-01-01',
      expires: '2025-12-31',
      verified: null,
      note: 'The cancellation of the third-quarter advance estimate was read in reports quoting BEA\'s update (Reuters, NDTV Profit, 24-25 November 2025); the 23 December initial estimate and the other dates were not read on bea.gov in this session.',
    },
    {
      value: [bls('2026-02-20', '2025-Q4', { status: 'rescheduled' }), bls('2026-04-30', '2026-Q1'), bls('2026-07-30', '2026-Q2'), bls('2026-10-29', '2026-Q3')],
      source: BEA_SCHEDULE,
      effective: '2026-01-01',
      expires: '2026-12-31',
      verified: null,
      note: "The 20 February 2026 advance estimate of the fourth quarter of 2025 (delayed by the shutdown) was read on bea.gov's front page (\"GDP (Advance Estimate), 4th Quarter and Year 2025\"); the April, July and October dates were not read and should be checked against BEA's schedule.",
    },
  ],
};

/** The calendar table of each event kind. */
export const ECONOMIC_CALENDARS: Readonly<Record<EconomicEventKind, RuleTable<readonly ScheduledRelease[]>>> = {
  cpi: CPI_RELEASE_CALENDAR,
  nfp: EMPLOYMENT_RELEASE_CALENDAR,
  fomc: FOMC_DECISION_CALENDAR,
  gdp: GDP_RELEASE_CALENDAR,
};
