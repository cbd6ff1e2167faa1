import type { RuleTable } from '../../core/ruleTable.js';
import type { SessionVenue } from './instruments.js';

/**
 * One trading window of a trading date, in the venue's local wall time (`HH:MM`, `24:00` for midnight at the end of
 * the day). `opensPreviousDay` marks the overnight sessions that open the evening before the trading date they belong
 * to (FX at 17:00 New York, CME Globex at 17:00 Chicago).
 */
export interface SessionWindow {
  readonly open: string;
  readonly close: string;
  readonly opensPreviousDay?: boolean;
}

/** A venue's regular week: its IANA time zone, the weekdays that are trading dates and each date's windows in order. */
export interface VenueHours {
  readonly timeZone: string;
  /** ISO weekdays (1 = Monday … 7 = Sunday) of the trading dates. */
  readonly tradingDays: readonly number[];
  readonly windows: readonly SessionWindow[];
}

const WEEKDAYS = [1, 2, 3, 4, 5] as const;

function hours(id: string, title: string, versions: RuleTable<VenueHours>['versions']): RuleTable<VenueHours> {
  return { id: `markets.session_hours.${id}`, title, versions };
}

/**
 * Regular trading hours per venue, as dated rule tables. Times are local wall times in the venue's IANA zone, so
 * daylight-saving changes (US and EU on different Sundays) follow from the zone and need no rule of their own.
 * Holidays and early closes are in `SESSION_CALENDARS`.
 */
export const SESSION_HOURS: Readonly<Record<SessionVenue, RuleTable<VenueHours>>> = {
  fx: hours('fx', 'Spot FX: Sunday 17:00 to Friday 17:00 New York time, trading dates roll at 17:00 New York', [
    {
      value: { timeZone: 'America/New_York', tradingDays: WEEKDAYS, windows: [{ open: '17:00', close: '17:00', opensPreviousDay: true }] },
      source: 'Interbank market convention: the FX day and the value-date roll at 17:00 New York time, the week from Sunday 17:00 to Friday 17:00',
      effective: '1999-01-04',
      verified: null,
      note: 'A convention of the over-the-counter market, not an exchange rule; brokers differ by minutes at the weekly open and close.',
    },
  ]),
  crypto: hours('crypto', 'Crypto: 24 hours a day, 7 days a week; trading dates are UTC dates', [
    {
      value: { timeZone: 'UTC', tradingDays: [1, 2, 3, 4, 5, 6, 7], windows: [{ open: '00:00', close: '24:00' }] },
      source: 'Crypto spot and perpetual venues trade continuously; UTC daily candles are the common convention',
      effective: '2009-01-03',
      verified: null,
    },
  ]),
  cme_globex: hours('cme_globex', 'CME Globex (equity index, energy, metals, Treasuries): Sunday–Friday 17:00–16:00 Chicago, daily break 16:00–17:00', [
    {
      value: { timeZone: 'America/Chicago', tradingDays: WEEKDAYS, windows: [{ open: '17:00', close: '16:00', opensPreviousDay: true }] },
      source: 'https://www.cmegroup.com/trading-hours.html (CME Globex: Sunday–Friday 5:00 p.m.–4:00 p.m. CT, 60-minute break each day at 4:00 p.m. CT), i.e. 18:00–17:00 New York',
      effective: '2021-06-28',
      verified: null,
      note: 'Hours written from memory of the CME trading-hours page; the effective date is when equity-index futures were aligned on the 16:00–17:00 CT break (from memory). Earlier schedules are not modelled.',
    },
  ]),
  cbot_grains: hours('cbot_grains', 'CBOT grains and oilseeds: 19:00–07:45 and 08:30–13:20 Chicago', [
    {
      value: {
        timeZone: 'America/Chicago',
        tradingDays: WEEKDAYS,
        windows: [
          { open: '19:00', close: '07:45', opensPreviousDay: true },
          { open: '08:30', close: '13:20' },
        ],
      },
      source: 'https://www.cmegroup.com/trading-hours.html (CBOT grains: Sunday–Friday 7:00 p.m.–7:45 a.m. CT and Monday–Friday 8:30 a.m.–1:20 p.m. CT)',
      effective: '2015-01-01',
      verified: null,
      note: 'Hours from memory of the CME trading-hours page; effective date approximate.',
    },
  ]),
  cme_livestock: hours('cme_livestock', 'CME livestock (live cattle, lean hogs): 08:30–13:05 Chicago', [
    {
      value: { timeZone: 'America/Chicago', tradingDays: WEEKDAYS, windows: [{ open: '08:30', close: '13:05' }] },
      source: 'https://www.cmegroup.com/trading-hours.html (livestock: Monday–Friday 8:30 a.m.–1:05 p.m. CT)',
      effective: '2015-01-01',
      verified: null,
      note: 'Hours from memory; effective date approximate.',
    },
  ]),
  ice_us_coffee: hours('ice_us_coffee', 'ICE Futures U.S. Coffee "C": 04:15–13:30 New York', [
    {
      value: { timeZone: 'America/New_York', tradingDays: WEEKDAYS, windows: [{ open: '04:15', close: '13:30' }] },
      source: 'https://www.ice.com/products/15/Coffee-C-Futures (trading hours)',
      effective: '2015-01-01',
      verified: null,
      note: 'Hours from memory; effective date approximate.',
    },
  ]),
  ice_us_sugar: hours('ice_us_sugar', 'ICE Futures U.S. Sugar No. 11: 03:30–13:00 New York', [
    {
      value: { timeZone: 'America/New_York', tradingDays: WEEKDAYS, windows: [{ open: '03:30', close: '13:00' }] },
      source: 'https://www.ice.com/products/23/Sugar-No-11-Futures (trading hours)',
      effective: '2015-01-01',
      verified: null,
      note: 'Hours from memory; effective date approximate.',
    },
  ]),
  ice_us_cocoa: hours('ice_us_cocoa', 'ICE Futures U.S. Cocoa: 04:45–13:30 New York', [
    {
      value: { timeZone: 'America/New_York', tradingDays: WEEKDAYS, windows: [{ open: '04:45', close: '13:30' }] },
      source: 'https://www.ice.com/products/7/Cocoa-Futures (trading hours)',
      effective: '2015-01-01',
      verified: null,
      note: 'Hours from memory; effective date approximate.',
    },
  ]),
  ice_us_cotton: hours('ice_us_cotton', 'ICE Futures U.S. Cotton No. 2: 21:00 (previous day)–14:20 New York', [
    {
      value: { timeZone: 'America/New_York', tradingDays: WEEKDAYS, windows: [{ open: '21:00', close: '14:20', opensPreviousDay: true }] },
      source: 'https://www.ice.com/products/254/Cotton-No-2-Futures (trading hours)',
      effective: '2015-01-01',
      verified: null,
      note: 'Hours from memory; effective date approximate.',
    },
  ]),
  nyse: hours('nyse', 'NYSE core session (US equities and the SPX, NDX, DJI cash indices): 09:30–16:00 New York', [
    {
      value: { timeZone: 'America/New_York', tradingDays: WEEKDAYS, windows: [{ open: '09:30', close: '16:00' }] },
      source: 'https://www.nyse.com/markets/hours-calendars (core trading session 9:30 a.m.–4:00 p.m. ET)',
      effective: '1985-09-30',
      verified: null,
      note: 'The 9:30 open dates from 30 September 1985 (from memory).',
    },
  ]),
  lse: hours('lse', 'London Stock Exchange (FTSE 100): 08:00–16:30 London', [
    {
      value: { timeZone: 'Europe/London', tradingDays: WEEKDAYS, windows: [{ open: '08:00', close: '16:30' }] },
      source: 'https://www.londonstockexchange.com/equities-trading/business-days (continuous trading 08:00–16:30, closing auction to 16:35)',
      effective: '2000-01-04',
      verified: null,
      note: 'Effective date approximate; the closing auction (16:30–16:35) is not counted as open.',
    },
  ]),
  xetra: hours('xetra', 'Xetra (DAX): 09:00–17:30 Frankfurt', [
    {
      value: { timeZone: 'Europe/Berlin', tradingDays: WEEKDAYS, windows: [{ open: '09:00', close: '17:30' }] },
      source: 'https://www.deutsche-boerse-cash-market.com/dbcm-en/trading/trading-calendar-and-trading-hours (Xetra continuous trading 09:00–17:30 CET)',
      effective: '2003-11-03',
      verified: null,
      note: 'Effective date from memory (Xetra close moved to 17:30 in November 2003); the closing auction is not counted as open.',
    },
  ]),
  tse: hours('tse', 'Tokyo Stock Exchange (Nikkei 225): 09:00–11:30 and 12:30–15:30 Tokyo (15:00 close before 2024-11-05)', [
    {
      value: {
        timeZone: 'Asia/Tokyo',
        tradingDays: WEEKDAYS,
        windows: [
          { open: '09:00', close: '11:30' },
          { open: '12:30', close: '15:00' },
        ],
      },
      source: 'https://www.jpx.co.jp/english/equities/trading/domestic/01.html (morning session to 11:30 from 21 November 2011)',
      effective: '2011-11-21',
      verified: null,
      note: 'The morning session was lengthened from 11:00 to 11:30 in November 2011 (reported by Nikkei QUICK News, 2024-10-11).',
    },
    {
      value: {
        timeZone: 'Asia/Tokyo',
        tradingDays: WEEKDAYS,
        windows: [
          { open: '09:00', close: '11:30' },
          { open: '12:30', close: '15:30' },
        ],
      },
      source: 'https://www.jpx.co.jp/english/equities/trading/domestic/01.html (close moved from 15:00 to 15:30 with the arrowhead renewal, closing auction 15:25–15:30)',
      effective: '2024-11-05',
      verified: null,
      note: 'Confirmed by Jiji Press (nippon.com, 2024-11-05) and NHK reports of the first day; the JPX page itself was not read.',
    },
  ]),
};
