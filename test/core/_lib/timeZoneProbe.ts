// Child process of test/core/timeZoneIndependence.test.ts: runs representative engines on the cases given as JSON in
// argv[2] and prints their answers as JSON, so the test can compare the answers of the same cases under two TZ values.
import { addDaysIso } from '../../../src/core/addDaysIso.js';
import { addMonthsIso } from '../../../src/core/addMonthsIso.js';
import { projectTaxDebt } from '../../../src/debt/projectTaxDebt.js';
import { listFuturesContracts } from '../../../src/markets/instruments/listFuturesContracts.js';
import { daysBetween } from '../../../src/safety/_lib/text.js';

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

const cases = JSON.parse(process.argv[2] ?? '[]') as ProbeCase[];
const answers = cases.map((c) => ({
  addDaysIso: addDaysIso(c.isoDate, c.days),
  addMonthsIso: addMonthsIso(c.isoDate, c.months),
  daysBetween: daysBetween(c.isoDate, c.otherDate),
  projectTaxDebt: attempt(() => projectTaxDebt({ amount_owed: c.amount, years_behind: 1, months: 3 }, { asOf: c.otherDate })),
  listFuturesContracts: attempt(() => listFuturesContracts(c.root, { asOf: c.otherDate })),
}));
process.stdout.write(JSON.stringify({ tz: process.env.TZ, offsetMinutes: new Date('2026-03-08T12:00:00Z').getTimezoneOffset(), answers }));
