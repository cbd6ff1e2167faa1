import type { RuleTable } from '../../core/ruleTable.js';
import type { SessionVenue } from './instruments.js';

/** A day off the regular week: closed all day, or (with `close`) an early close at that local time. */
export interface SessionException {
  /** The trading date (ISO) concerned. */
  readonly date: string;
  readonly name: string;
  /** Local `HH:MM` at which the day's last window ends; absent when the venue is closed that trading date. */
  readonly close?: string;
}

/** A venue's published holidays and early closes for the years `firstDate`–`lastDate`. */
export interface VenueCalendar {
  /** First and last day (ISO) the list covers; outside them only the regular week applies. */
  readonly firstDate: string;
  readonly lastDate: string;
  readonly exceptions: readonly SessionException[];
}

const closed = (date: string, name: string): SessionException => ({ date, name });
const early = (date: string, close: string, name: string): SessionException => ({ date, name, close });

/** NYSE full-day holidays 2025–2027, as published by NYSE Group. */
const NYSE_HOLIDAYS: readonly SessionException[] = [
  closed('2025-01-01', "New Year's Day"),
  closed('2025-01-20', 'Martin Luther King, Jr. Day'),
  closed('2025-02-17', "Washington's Birthday"),
  closed('2025-04-18', 'Good Friday'),
  closed('2025-05-26', 'Memorial Day'),
  closed('2025-06-19', 'Juneteenth National Independence Day'),
  closed('2025-07-04', 'Independence Day'),
  closed('2025-09-01', 'Labor Day'),
  closed('2025-11-27', 'Thanksgiving Day'),
  closed('2025-12-25', 'Christmas Day'),
  closed('2026-01-01', "New Year's Day"),
  closed('2026-01-19', 'Martin Luther King, Jr. Day'),
  closed('2026-02-16', "Washington's Birthday"),
  closed('2026-04-03', 'Good Friday'),
  closed('2026-05-25', 'Memorial Day'),
  closed('2026-06-19', 'Juneteenth National Independence Day'),
  closed('2026-07-03', 'Independence Day (observed)'),
  closed('2026-09-07', 'Labor Day'),
  closed('2026-11-26', 'Thanksgiving Day'),
  closed('2026-12-25', 'Christmas Day'),
  closed('2027-01-01', "New Year's Day"),
  closed('2027-01-18', 'Martin Luther King, Jr. Day'),
  closed('2027-02-15', "Washington's Birthday"),
  closed('2027-03-26', 'Good Friday'),
  closed('2027-05-31', 'Memorial Day'),
  closed('2027-06-18', 'Juneteenth National Independence Day (observed)'),
  closed('2027-07-05', 'Independence Day (observed)'),
  closed('2027-09-06', 'Labor Day'),
  closed('2027-11-25', 'Thanksgiving Day'),
  closed('2027-12-24', 'Christmas Day (observed)'),
];

/** NYSE 1:00 p.m. early closes 2025–2027. */
const NYSE_EARLY_CLOSES: readonly SessionException[] = [
  early('2025-07-03', '13:00', 'Day before Independence Day'),
  early('2025-11-28', '13:00', 'Day after Thanksgiving'),
  early('2025-12-24', '13:00', 'Christmas Eve'),
  early('2026-11-27', '13:00', 'Day after Thanksgiving'),
  early('2026-12-24', '13:00', 'Christmas Eve'),
  early('2027-11-26', '13:00', 'Day after Thanksgiving'),
];

/** Holidays on which CME Globex does not trade at all (the trading date has no session). */
const CME_FULL_CLOSURES = new Set(["New Year's Day", 'Good Friday', 'Christmas Day', 'Christmas Day (observed)']);

const COVERAGE = { firstDate: '2025-01-01', lastDate: '2027-12-31' } as const;

function calendar(id: string, title: string, version: RuleTable<VenueCalendar>['versions'][number]): RuleTable<VenueCalendar> {
  return { id: `markets.session_calendar.${id}`, title, versions: [version] };
}

const NYSE_CALENDAR = calendar('nyse', 'NYSE holidays and early closes 2025–2027', {
  value: { ...COVERAGE, exceptions: [...NYSE_HOLIDAYS, ...NYSE_EARLY_CLOSES] },
  source:
    'NYSE Group press release "NYSE Group Announces 2025, 2026 and 2027 Holiday and Early Closings Calendar" (2024-11-08), https://www.nyse.com/markets/hours-calendars',
  effective: '2025-01-01',
  verified: '2026-11-25',
  note: 'Read on the press release as reprinted by Mondo Visione (2024-11-08); the Christmas Eve 2025 and 2026 early closes confirmed by the NYSE calendar text quoted in press reports.',
});

const NYSE_SPECIAL_CLOSURES = calendar('nyse_special', 'NYSE closures outside the published calendar', {
  value: { ...COVERAGE, exceptions: [closed('2025-01-09', 'National Day of Mourning for President Jimmy Carter')] },
  source: 'NYSE and Nasdaq announcements of 2024-12-30 (markets closed on 2025-01-09, National Day of Mourning)',
  effective: '2025-01-01',
  verified: null,
  note: 'Known from press reports (inkl.com, fnnewsglobal.com); the exchange notice itself was not read.',
});

const CME_GLOBEX_CALENDAR = calendar('cme_globex', 'CME Globex holiday schedule 2025–2027 (approximation)', {
  value: {
    ...COVERAGE,
    exceptions: [
      ...NYSE_HOLIDAYS.map((h) => (CME_FULL_CLOSURES.has(h.name) ? h : early(h.date, '12:00', `${h.name} (abbreviated session)`))),
      ...NYSE_EARLY_CLOSES.map((h) => early(h.date, '12:15', h.name)),
    ],
  },
  source: 'https://www.cmegroup.com/trading-hours.html#holidays (CME Group holiday calendar)',
  effective: '2025-01-01',
  verified: null,
  note: "Derived from the NYSE calendar: no session on New Year's Day, Good Friday and Christmas; a 12:00 CT halt on the other US exchange holidays and 12:15 CT on the NYSE early-close days. CME publishes per-product times that differ by up to 45 minutes, and may open on a Good Friday with a payrolls release; check its holiday notice.",
});

const US_HOLIDAY_CLOSURES = (id: string, title: string, source: string): RuleTable<VenueCalendar> =>
  calendar(id, title, {
    value: { ...COVERAGE, exceptions: NYSE_HOLIDAYS },
    source,
    effective: '2025-01-01',
    verified: null,
    note: 'Closed on the US exchange holidays (taken from the NYSE calendar); holiday-eve early closes are not modelled.',
  });

const LSE_CALENDAR = calendar('lse', 'London Stock Exchange holidays and half days 2025–2027', {
  value: {
    ...COVERAGE,
    exceptions: [
      closed('2025-01-01', "New Year's Day"),
      closed('2025-04-18', 'Good Friday'),
      closed('2025-04-21', 'Easter Monday'),
      closed('2025-05-05', 'Early May bank holiday'),
      closed('2025-05-26', 'Spring bank holiday'),
      closed('2025-08-25', 'Summer bank holiday'),
      early('2025-12-24', '12:30', 'Christmas Eve'),
      closed('2025-12-25', 'Christmas Day'),
      closed('2025-12-26', 'Boxing Day'),
      early('2025-12-31', '12:30', "New Year's Eve"),
      closed('2026-01-01', "New Year's Day"),
      closed('2026-04-03', 'Good Friday'),
      closed('2026-04-06', 'Easter Monday'),
      closed('2026-05-04', 'Early May bank holiday'),
      closed('2026-05-25', 'Spring bank holiday'),
      closed('2026-08-31', 'Summer bank holiday'),
      early('2026-12-24', '12:30', 'Christmas Eve'),
      closed('2026-12-25', 'Christmas Day'),
      closed('2026-12-28', 'Boxing Day (substitute day)'),
      early('2026-12-31', '12:30', "New Year's Eve"),
      closed('2027-01-01', "New Year's Day"),
      closed('2027-03-26', 'Good Friday'),
      closed('2027-03-29', 'Easter Monday'),
      closed('2027-05-03', 'Early May bank holiday'),
      closed('2027-05-31', 'Spring bank holiday'),
      closed('2027-08-30', 'Summer bank holiday'),
      early('2027-12-24', '12:30', 'Christmas Eve'),
      closed('2027-12-27', 'Christmas Day (substitute day)'),
      closed('2027-12-28', 'Boxing Day (substitute day)'),
      early('2027-12-31', '12:30', "New Year's Eve"),
    ],
  },
  source: 'https://www.londonstockexchange.com/equities-trading/business-days (England and Wales bank holidays; 12:30 close on Christmas Eve and New Year\'s Eve)',
  effective: '2025-01-01',
  verified: null,
  note: 'Dates derived from the bank-holiday rules (Easter, first and last Mondays of May, last Monday of August, substitute days), not read on the exchange page.',
});

const XETRA_CALENDAR = calendar('xetra', 'Xetra trading holidays 2025–2027', {
  value: {
    ...COVERAGE,
    exceptions: [
      closed('2025-01-01', "New Year's Day"),
      closed('2025-04-18', 'Good Friday'),
      closed('2025-04-21', 'Easter Monday'),
      closed('2025-05-01', 'Labour Day'),
      closed('2025-12-24', 'Christmas Eve'),
      closed('2025-12-25', 'Christmas Day'),
      closed('2025-12-26', 'Boxing Day'),
      closed('2025-12-31', "New Year's Eve"),
      closed('2026-01-01', "New Year's Day"),
      closed('2026-04-03', 'Good Friday'),
      closed('2026-04-06', 'Easter Monday'),
      closed('2026-05-01', 'Labour Day'),
      closed('2026-12-24', 'Christmas Eve'),
      closed('2026-12-25', 'Christmas Day'),
      closed('2026-12-31', "New Year's Eve"),
      closed('2027-01-01', "New Year's Day"),
      closed('2027-03-26', 'Good Friday'),
      closed('2027-03-29', 'Easter Monday'),
      closed('2027-12-24', 'Christmas Eve'),
      closed('2027-12-31', "New Year's Eve"),
    ],
  },
  source: 'https://www.deutsche-boerse-cash-market.com/dbcm-en/trading/trading-calendar-and-trading-hours (Xetra trading calendar)',
  effective: '2025-01-01',
  verified: null,
  note: 'Xetra closes on New Year, Good Friday, Easter Monday, 1 May and 24–26 and 31 December when they fall on weekdays; dates derived from that rule, not read on the calendar.',
});

const TSE_CALENDAR = calendar('tse', 'Tokyo Stock Exchange holidays 2025–2027', {
  value: {
    ...COVERAGE,
    exceptions: [
      ...['2025-01-01', '2025-01-02', '2025-01-03'].map((d) => closed(d, 'New Year holidays')),
      closed('2025-01-13', 'Coming of Age Day'),
      closed('2025-02-11', 'National Foundation Day'),
      closed('2025-02-24', "Emperor's Birthday (observed)"),
      closed('2025-03-20', 'Vernal Equinox Day'),
      closed('2025-04-29', 'Showa Day'),
      closed('2025-05-05', "Children's Day"),
      closed('2025-05-06', 'Substitute holiday'),
      closed('2025-07-21', 'Marine Day'),
      closed('2025-08-11', 'Mountain Day'),
      closed('2025-09-15', 'Respect for the Aged Day'),
      closed('2025-09-23', 'Autumnal Equinox Day'),
      closed('2025-10-13', 'Sports Day'),
      closed('2025-11-03', 'Culture Day'),
      closed('2025-11-24', 'Labor Thanksgiving Day (observed)'),
      closed('2025-12-31', 'Year-end holiday'),
      ...['2026-01-01', '2026-01-02'].map((d) => closed(d, 'New Year holidays')),
      closed('2026-01-12', 'Coming of Age Day'),
      closed('2026-02-11', 'National Foundation Day'),
      closed('2026-02-23', "Emperor's Birthday"),
      closed('2026-03-20', 'Vernal Equinox Day'),
      closed('2026-04-29', 'Showa Day'),
      closed('2026-05-04', 'Greenery Day'),
      closed('2026-05-05', "Children's Day"),
      closed('2026-05-06', 'Substitute holiday'),
      closed('2026-07-20', 'Marine Day'),
      closed('2026-08-11', 'Mountain Day'),
      closed('2026-09-21', 'Respect for the Aged Day'),
      closed('2026-09-22', "Citizens' holiday"),
      closed('2026-09-23', 'Autumnal Equinox Day'),
      closed('2026-10-12', 'Sports Day'),
      closed('2026-11-03', 'Culture Day'),
      closed('2026-11-23', 'Labor Thanksgiving Day'),
      closed('2026-12-31', 'Year-end holiday'),
      closed('2027-01-01', 'New Year holidays'),
      closed('2027-01-11', 'Coming of Age Day'),
      closed('2027-02-11', 'National Foundation Day'),
      closed('2027-02-23', "Emperor's Birthday"),
      closed('2027-03-22', 'Vernal Equinox Day (observed)'),
      closed('2027-04-29', 'Showa Day'),
      closed('2027-05-03', 'Constitution Memorial Day'),
      closed('2027-05-04', 'Greenery Day'),
      closed('2027-05-05', "Children's Day"),
      closed('2027-07-19', 'Marine Day'),
      closed('2027-08-11', 'Mountain Day'),
      closed('2027-09-20', 'Respect for the Aged Day'),
      closed('2027-09-23', 'Autumnal Equinox Day'),
      closed('2027-10-11', 'Sports Day'),
      closed('2027-11-03', 'Culture Day'),
      closed('2027-11-23', 'Labor Thanksgiving Day'),
      closed('2027-12-31', 'Year-end holiday'),
    ],
  },
  source: 'https://www.jpx.co.jp/english/corporate/about-jpx/calendar/ (JPX market holidays: national holidays, 1–3 January and 31 December)',
  effective: '2025-01-01',
  verified: null,
  note: 'Derived from the Act on National Holidays (substitute and sandwiched days) with the equinox dates of the National Astronomical Observatory (2027 vernal equinox assumed 21 March); not read on the JPX calendar.',
});

const NO_EXCEPTIONS = (id: string, title: string, source: string, note: string): RuleTable<VenueCalendar> =>
  calendar(id, title, { value: { ...COVERAGE, exceptions: [] }, source, effective: '2025-01-01', verified: null, note });

/**
 * Published holidays and early closes per venue, as dated tables covering 2025–2027. A venue may combine several
 * tables (NYSE: the published calendar and ad-hoc closures). Outside the covered years only the regular week of
 * `SESSION_HOURS` applies, and sessions report `calendar: 'weekdays_only'`.
 */
export const SESSION_CALENDARS: Readonly<Record<SessionVenue, readonly RuleTable<VenueCalendar>[]>> = {
  fx: [
    NO_EXCEPTIONS(
      'fx',
      'Spot FX holidays (none modelled)',
      'Interbank market convention',
      'The interbank market has no exchange holidays; liquidity is thin on 25 December and 1 January, when many brokers close, but no closure is modelled.',
    ),
  ],
  crypto: [NO_EXCEPTIONS('crypto', 'Crypto holidays (none)', 'Crypto venues trade every day of the year', 'Continuous market.')],
  cme_globex: [CME_GLOBEX_CALENDAR],
  cbot_grains: [US_HOLIDAY_CLOSURES('cbot_grains', 'CBOT grain holidays 2025–2027', 'https://www.cmegroup.com/trading-hours.html#holidays (CME Group holiday calendar)')],
  cme_livestock: [US_HOLIDAY_CLOSURES('cme_livestock', 'CME livestock holidays 2025–2027', 'https://www.cmegroup.com/trading-hours.html#holidays (CME Group holiday calendar)')],
  ice_us_coffee: [US_HOLIDAY_CLOSURES('ice_us_coffee', 'ICE Futures U.S. softs holidays 2025–2027 (coffee)', 'https://www.ice.com/holiday-hours (ICE Futures U.S. holiday schedule)')],
  ice_us_sugar: [US_HOLIDAY_CLOSURES('ice_us_sugar', 'ICE Futures U.S. softs holidays 2025–2027 (sugar)', 'https://www.ice.com/holiday-hours (ICE Futures U.S. holiday schedule)')],
  ice_us_cocoa: [US_HOLIDAY_CLOSURES('ice_us_cocoa', 'ICE Futures U.S. softs holidays 2025–2027 (cocoa)', 'https://www.ice.com/holiday-hours (ICE Futures U.S. holiday schedule)')],
  ice_us_cotton: [US_HOLIDAY_CLOSURES('ice_us_cotton', 'ICE Futures U.S. softs holidays 2025–2027 (cotton)', 'https://www.ice.com/holiday-hours (ICE Futures U.S. holiday schedule)')],
  nyse: [NYSE_CALENDAR, NYSE_SPECIAL_CLOSURES],
  lse: [LSE_CALENDAR],
  xetra: [XETRA_CALENDAR],
  tse: [TSE_CALENDAR],
};
