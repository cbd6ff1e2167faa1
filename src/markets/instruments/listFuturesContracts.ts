import { UTCDate } from '@date-fns/utc';
import { formatISO, lastDayOfMonth } from 'date-fns';
import { GuidekitError } from '../../core/GuidekitError.js';
import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import type { FuturesContractSpec } from '../rules/instruments.js';
import { FUTURES_CONTRACT_CALENDAR, type ContractDateRule, type FuturesContractDates } from '../rules/futuresContracts.js';
import { addIsoDays, isoWeekday } from '../sessions/_lib/zonedTime.js';
import { resolveInstrument } from './resolveInstrument.js';

/** Options of {@link listFuturesContracts}. */
export interface ListFuturesContractsOptions {
  /** ISO date (YYYY-MM-DD): the front contract is the one the series holds on this date. Required. */
  readonly asOf: string;
  /** Contracts listed before the front one (0–12). Default 1. */
  readonly previous?: number;
}

/** One contract of a root, with the dates its roll depends on. */
export interface FuturesContract {
  /** Root, CME month code and two-digit year: `CLZ26`. */
  readonly code: string;
  readonly root: string;
  /** The contract month, ISO `YYYY-MM`. */
  readonly month: string;
  /** The month code (F G H J K M N Q U V X Z). */
  readonly monthCode: string;
  readonly lastTradeDate: string;
  /** Present for roots whose roll is anchored on the first notice date. */
  readonly firstNoticeDate?: string;
  /** First trading date taken from the next contract: the root's roll rule applied to this contract's anchor date. */
  readonly rollDate: string;
}

/** What {@link listFuturesContracts} returns. */
export type FuturesContractList =
  | {
      readonly status: 'listed';
      readonly root: string;
      /** Oldest first; the last one is the front contract at `asOf`. */
      readonly contracts: readonly FuturesContract[];
      readonly exchange: FuturesContractSpec['exchange'];
      readonly roll: FuturesContractSpec['roll'];
      readonly rules: readonly AppliedRule<unknown>[];
    }
  | {
      /** The calendar does not know how this root's roll date falls: no contract list, never a guessed date. */
      readonly status: 'unknown';
      readonly root: string;
      readonly missing: 'last_trade' | 'first_notice';
      readonly rules: readonly AppliedRule<unknown>[];
    };

/** CME month codes, January to December. */
const MONTH_CODES = 'FGHJKMNQUVXZ';

/**
 * The contracts a continuous futures series of a root is made of at a date: the front contract (the first of the
 * root's listed contract months whose roll date is after `asOf`) and the `previous` contracts before it, each with its
 * code (`CLZ26`), last trade date, first notice date where the roll is anchored on it, and roll date.
 *
 * @remarks
 * Dates follow `markets.futures.contract_calendar`; business days are weekdays (exchange holidays are not modelled).
 * The roll date is the root's roll rule (markets.instruments): N weekdays before the contract's last trade or first
 * notice date, the same count `buildContinuousSeries` makes, so the series rolls on the listed dates.
 *
 * @param root - A futures root of the instrument table (ES, CL, GC, ...; aliases such as `CL1!` accepted).
 * @param options - {@link ListFuturesContractsOptions}: `asOf`, `previous` (default 1).
 * @returns The contracts oldest first, or `status: 'unknown'` when the calendar lacks the root's roll anchor.
 * @throws {@link GuidekitError} `invalid_root` on `root` (not a futures root); `invalid_date` on `asOf`;
 *   `invalid_number` on `previous`; `out_of_range` on `asOf` before the calendar's first version.
 * @example
 * ```ts
 * listFuturesContracts('ES', { asOf: '2026-11-25' }).contracts.map((c) => c.code) //=> ['ESU26', 'ESZ26']
 * ```
 * @see docs/markets-instruments.md
 */
export function listFuturesContracts(root: string, options: ListFuturesContractsOptions): FuturesContractList {
  const fn = 'listFuturesContracts';
  let spec: FuturesContractSpec | undefined;
  try {
    spec = resolveInstrument(root).futures;
  } catch {
    spec = undefined;
  }
  if (spec === undefined) throw new GuidekitError(`${fn}: ${JSON.stringify(root)} is not a futures root of the instrument table`, { code: 'invalid_root', field: 'root' });
  const asOf = options?.asOf;
  if (typeof asOf !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) throw new GuidekitError(`${fn}: asOf must be an ISO date (YYYY-MM-DD), got ${JSON.stringify(asOf)}`, { code: 'invalid_date', field: 'asOf' });
  const previous = options.previous ?? 1;
  if (!Number.isInteger(previous) || previous < 0 || previous > 12) throw new GuidekitError(`${fn}: previous must be a whole number from 0 to 12, got ${String(previous)}`, { code: 'invalid_number', field: 'previous' });
  const calendar = pickRule(FUTURES_CONTRACT_CALENDAR, asOf);
  if (calendar === undefined) throw new GuidekitError(`${fn}: the futures contract calendar starts after ${asOf}`, { code: 'out_of_range', field: 'asOf' });
  const rules = [calendar];
  const dates: FuturesContractDates | undefined = calendar.value[spec.root];
  const anchorRule = spec.roll.anchor === 'first_notice' ? dates?.firstNotice : dates?.lastTrade;
  if (dates?.lastTrade == null) return { status: 'unknown', root: spec.root, missing: 'last_trade', rules };
  if (anchorRule == null) return { status: 'unknown', root: spec.root, missing: 'first_notice', rules };

  // Walk the listed months from the year before asOf until the front contract (a roll date after asOf) is found.
  const [year] = asOf.split('-').map(Number) as [number];
  const listed: FuturesContract[] = [];
  for (let y = year - 2; y <= year + 3 && (listed.length === 0 || (listed[listed.length - 1] as FuturesContract).rollDate <= asOf); y++) {
    for (const code of spec.contractMonths) {
      const monthIndex = MONTH_CODES.indexOf(code);
      const lastTradeDate = applyDateRule(dates.lastTrade, y, monthIndex);
      const firstNoticeDate = dates.firstNotice == null ? undefined : applyDateRule(dates.firstNotice, y, monthIndex);
      const anchor = spec.roll.anchor === 'first_notice' ? (firstNoticeDate as string) : lastTradeDate;
      const contract: FuturesContract = {
        code: `${spec.root}${code}${String(y % 100).padStart(2, '0')}`,
        root: spec.root,
        month: `${y}-${String(monthIndex + 1).padStart(2, '0')}`,
        monthCode: code,
        lastTradeDate,
        ...(spec.roll.anchor === 'first_notice' && firstNoticeDate !== undefined ? { firstNoticeDate } : {}),
        rollDate: weekdaysBefore(anchor, spec.roll.businessDaysBefore),
      };
      listed.push(contract);
      if (contract.rollDate > asOf) break;
    }
  }
  const front = listed.findIndex((c) => c.rollDate > asOf);
  return { status: 'listed', root: spec.root, contracts: listed.slice(Math.max(0, front - previous), front + 1), exchange: spec.exchange, roll: spec.roll, rules };
}

/** The ISO date a contract date rule gives for the contract month (year, 0-based month index). */
function applyDateRule(rule: ContractDateRule, year: number, monthIndex: number): string {
  // UTCDate carries month overflow into the year, as Date.UTC does: month −1 of January is December of the year before.
  const first = new UTCDate(year, monthIndex + rule.monthOffset, 1);
  const firstIso = formatISO(first, { representation: 'date' });
  const lastIso = formatISO(lastDayOfMonth(first), { representation: 'date' });
  switch (rule.kind) {
    case 'nth_weekday': {
      const shift = (rule.weekday - isoWeekday(firstIso) + 7) % 7;
      return addIsoDays(firstIso, shift + 7 * (rule.n - 1));
    }
    case 'business_days_before_day': {
      let from = addIsoDays(firstIso, rule.day - 1);
      if (rule.nonBusinessDayEarlier === true && !isWeekday(from)) from = weekdaysBefore(from, 1);
      return weekdaysBefore(from, rule.days);
    }
    case 'business_days_before_month_end': {
      const lastBusiness = isWeekday(lastIso) ? lastIso : weekdaysBefore(lastIso, 1);
      return weekdaysBefore(lastBusiness, rule.days);
    }
    case 'nth_business_day': {
      const firstBusiness = isWeekday(firstIso) ? firstIso : weekdaysAfter(firstIso, 1);
      return weekdaysAfter(firstBusiness, rule.n - 1);
    }
  }
}

function isWeekday(iso: string): boolean {
  return isoWeekday(iso) <= 5;
}

/** The date `n` weekdays before the given one (the given one not counted). */
function weekdaysBefore(iso: string, n: number): string {
  let date = iso;
  for (let counted = 0; counted < n; ) {
    date = addIsoDays(date, -1);
    if (isWeekday(date)) counted++;
  }
  return date;
}

/** The date `n` weekdays after the given one. */
function weekdaysAfter(iso: string, n: number): string {
  let date = iso;
  for (let counted = 0; counted < n; ) {
    date = addIsoDays(date, 1);
    if (isWeekday(date)) counted++;
  }
  return date;
}
