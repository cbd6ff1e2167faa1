// Child process of test/core/timeZoneIndependence.test.ts: runs representative engines on the cases given as JSON in
// argv[2] and prints their answers as JSON, so the test can compare the answers of the same cases under two TZ values.
import { addDaysIso } from '../../../src/core/addDaysIso.js';
import { addMonthsIso } from '../../../src/core/addMonthsIso.js';
import { projectTaxDebt } from '../../../src/debt/projectTaxDebt.js';
import { listFuturesContracts } from '../../../src/markets/instruments/listFuturesContracts.js';
import { daysBetween } from '../../../src/safety/_lib/text.js';
import { parseIsoDate } from '../../../src/core/parseIsoDate.js';
import { addPeriod, usHolidayDates } from '../../../src/debt/_lib/letterDates.js';
import { US_LEGAL_PUBLIC_HOLIDAYS } from '../../../src/debt/rules/collectionsUsHolidays.js';
import { computeActuarialApr } from '../../../src/debt/computeActuarialApr.js';
import { rankDebtPriority } from '../../../src/debt/rankDebtPriority.js';
import { planMortgageRelief } from '../../../src/debt/planMortgageRelief.js';
import { resolveDeadline } from '../../../src/markets/ask/_lib/resolveDeadline.js';
import { radarPreIpo } from '../../../src/markets/preipo/radarPreIpo.js';
import { FEEDS, PREIPO_BOOK, SUBMISSIONS } from '../../markets/preipo/fixtures.js';

/** One generated case. */
export interface ProbeCase {
  readonly isoDate: string;
  readonly otherDate: string;
  readonly days: number;
  readonly months: number;
  readonly root: string;
  readonly amount: string;
}

function attempt<T>(run: () => T): T | { error: string } {
  try {
    return run();
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

// The holiday list in force on the last version's date: the weekday rules (the nth Monday) are what local time moved.
const holidays = US_LEGAL_PUBLIC_HOLIDAYS.versions.at(-1)!.value;
const DEADLINES = ['tomorrow', 'friday', 'end of the week', 'end of the month', 'end of the quarter', 'q1', 'march', 'dec 31', 'feb 29', 'christmas'];
const ordered = (c: ProbeCase): [string, string] => (c.isoDate <= c.otherDate ? [c.isoDate, c.otherDate] : [c.otherDate, c.isoDate]);

const cases = JSON.parse(process.argv[2] ?? '[]') as ProbeCase[];
const answers = cases.map((c) => ({
  addDaysIso: addDaysIso(c.isoDate, c.days),
  addMonthsIso: addMonthsIso(c.isoDate, c.months),
  daysBetween: daysBetween(c.isoDate, c.otherDate),
  projectTaxDebt: attempt(() => projectTaxDebt({ amount_owed: c.amount, years_behind: 1, months: 3 }, { asOf: c.otherDate })),
  // UK: the days since the filing deadline against the Time to Pay window (taxOptions).
  projectTaxDebtUk: attempt(() => projectTaxDebt({ amount_owed: c.amount, years_behind: 1, months: 3, country: 'UK' }, { asOf: c.otherDate })),
  listFuturesContracts: attempt(() => listFuturesContracts(c.root, { asOf: c.otherDate })),
  // The date-validity check itself (in local time Samoa's skipped 2011-12-30 read as no date at all).
  parseIsoDate: attempt(() => parseIsoDate(c.isoDate)),
  // Letter deadlines: calendar, month and business-day periods, and the holidays of the year (nth-weekday rules).
  addPeriod: (['calendar_days', 'months', 'business_days', 'working_days'] as const).map((unit) => addPeriod(c.isoDate, Math.abs(c.days) % 40, unit, { holidays })),
  usHolidayDates: [...usHolidayDates(Number(c.isoDate.slice(0, 4)), holidays)].sort(),
  // Appendix J unit periods (days between dates, whole months back) and the UK day count.
  computeActuarialApr: attempt(() => {
    const [from, to] = ordered(c);
    const amount = Number(c.amount);
    const r = computeActuarialApr([{ amount: c.amount, date: from }], [{ amount: (amount * 1.1).toFixed(2), date: to === from ? addDaysIso(to, 30) : to }], {});
    const uk = computeActuarialApr([{ amount: c.amount, date: from }], [{ amount: (amount * 1.1).toFixed(2), date: to === from ? addDaysIso(to, 30) : to }], { method: 'uk_conc' });
    return [r.apr.toString(), uk.apr.toString()];
  }),
  // Months since the last payment.
  rankDebtPriority: attempt(() => {
    const [from, to] = ordered(c);
    return rankDebtPriority([{ creditor: 'Card', balance: c.amount, rate: 20, minPayment: '25', last_payment: from }], { asOf: to, country: 'UK' }).ranked_debts.map((d) => d.limitation_check);
  }),
  // Days since the first missed payment against the 120-day pre-foreclosure period.
  planMortgageRelief: attempt(() => planMortgageRelief({ months_behind: Math.abs(c.months) % 8, loan_type: 'FHA' }, { asOf: c.isoDate }).foreclosure_timeline),
  // Deadlines of a question, read at a date (weekdays, month and quarter ends).
  resolveDeadline: DEADLINES.map((phrase) => resolveDeadline(phrase, c.isoDate)),
  // Pre-IPO windows in business days from filing and pricing dates (the recorded SEC feeds, read on 2026-11-25 or a later case date: the perp-venue table starts then).
  radarPreIpo: attempt(() => radarPreIpo({ feeds: FEEDS, submissions: SUBMISSIONS, perps: [PREIPO_BOOK] }, { asOf: c.otherDate < '2026-11-25' ? '2026-11-25' : c.otherDate })),
}));
process.stdout.write(JSON.stringify({ tz: process.env.TZ, offsetMinutes: new Date('2026-03-08T12:00:00Z').getTimezoneOffset(), answers }));
