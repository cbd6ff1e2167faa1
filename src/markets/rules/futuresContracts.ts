import type { RuleTable } from '../../core/ruleTable.js';
import type { ScanStyle } from './scanSettings.js';

/*
 * The dates of each futures contract that the continuous series rolls on (the last trade date, and the first notice
 * date of physically delivered contracts), as computable rules per root, and how the futures scanners build their
 * continuous series. The rules restate, in a form a function can apply, the last-trade rules of the instrument table
 * (markets.instruments), which were written from memory of CME Group and ICE Futures U.S. contract specifications.
 * "Business day" is a weekday (Monday to Friday): exchange holidays are not modelled, so a date next to a holiday can
 * be a day off (docs/markets-instruments.md).
 */

/** How one date of a contract falls, counted from its contract month (monthOffset −1 is the month before it). */
export type ContractDateRule =
  /** The n-th given ISO weekday (1 Monday … 7 Sunday) of the month: the third Friday. */
  | { readonly kind: 'nth_weekday'; readonly monthOffset: number; readonly weekday: number; readonly n: number }
  /**
   * `days` business days before the given calendar day of the month; when `nonBusinessDayEarlier` and that calendar
   * day is not a business day, counted from the business day before it instead.
   */
  | { readonly kind: 'business_days_before_day'; readonly monthOffset: number; readonly day: number; readonly days: number; readonly nonBusinessDayEarlier?: boolean }
  /** `days` business days before the last business day of the month (0: the last business day itself). */
  | { readonly kind: 'business_days_before_month_end'; readonly monthOffset: number; readonly days: number }
  /** The n-th business day of the month. */
  | { readonly kind: 'nth_business_day'; readonly monthOffset: number; readonly n: number };

/** The dates a root's contracts roll on; null where the rule is not known here (no continuous series then). */
export interface FuturesContractDates {
  readonly lastTrade: ContractDateRule | null;
  /** Required by roots whose roll is anchored on the first notice date; absent for the others. */
  readonly firstNotice?: ContractDateRule | null;
}

const THIRD_FRIDAY: FuturesContractDates = { lastTrade: { kind: 'nth_weekday', monthOffset: 0, weekday: 5, n: 3 } };
const LAST_BUSINESS_DAY_BEFORE: ContractDateRule = { kind: 'business_days_before_month_end', monthOffset: -1, days: 0 };
const METALS: FuturesContractDates = { lastTrade: { kind: 'business_days_before_month_end', monthOffset: 0, days: 2 }, firstNotice: LAST_BUSINESS_DAY_BEFORE };
const GRAINS: FuturesContractDates = { lastTrade: { kind: 'business_days_before_day', monthOffset: 0, day: 15, days: 1 }, firstNotice: LAST_BUSINESS_DAY_BEFORE };
const NOTES_SHORT: FuturesContractDates = { lastTrade: { kind: 'business_days_before_month_end', monthOffset: 0, days: 0 }, firstNotice: LAST_BUSINESS_DAY_BEFORE };
const NOTES_LONG: FuturesContractDates = { lastTrade: { kind: 'business_days_before_month_end', monthOffset: 0, days: 7 }, firstNotice: LAST_BUSINESS_DAY_BEFORE };

/**
 * Each futures root's last trade and first notice dates as rules a function applies (the text of the instrument
 * table's `lastTrade`). Coffee, cocoa and cotton roll on their first notice date, whose rule the instrument table does
 * not give: `firstNotice: null`, so they have no continuous series and the scanners read the source's front month.
 *
 * @see docs/markets-instruments.md
 */
export const FUTURES_CONTRACT_CALENDAR: RuleTable<Readonly<Record<string, FuturesContractDates>>> = {
  id: 'markets.futures.contract_calendar',
  title: 'Futures contracts: how each root\'s last trade and first notice dates fall (weekdays as business days)',
  versions: [
    {
      value: {
        ES: THIRD_FRIDAY,
        NQ: THIRD_FRIDAY,
        YM: THIRD_FRIDAY,
        RTY: THIRD_FRIDAY,
        CL: { lastTrade: { kind: 'business_days_before_day', monthOffset: -1, day: 25, days: 3, nonBusinessDayEarlier: true } },
        BZ: { lastTrade: { kind: 'business_days_before_month_end', monthOffset: -2, days: 0 } },
        NG: { lastTrade: { kind: 'business_days_before_day', monthOffset: 0, day: 1, days: 3 } },
        RB: { lastTrade: LAST_BUSINESS_DAY_BEFORE },
        HO: { lastTrade: LAST_BUSINESS_DAY_BEFORE },
        GC: METALS,
        SI: METALS,
        HG: METALS,
        PL: METALS,
        PA: METALS,
        ZC: GRAINS,
        ZW: GRAINS,
        ZS: GRAINS,
        ZL: GRAINS,
        ZM: GRAINS,
        KC: { lastTrade: { kind: 'business_days_before_month_end', monthOffset: 0, days: 8 }, firstNotice: null },
        SB: { lastTrade: LAST_BUSINESS_DAY_BEFORE },
        CC: { lastTrade: { kind: 'business_days_before_month_end', monthOffset: 0, days: 11 }, firstNotice: null },
        CT: { lastTrade: null, firstNotice: null },
        LE: { lastTrade: { kind: 'business_days_before_month_end', monthOffset: 0, days: 0 } },
        HE: { lastTrade: { kind: 'nth_business_day', monthOffset: 0, n: 10 } },
        ZT: NOTES_SHORT,
        ZF: NOTES_SHORT,
        ZN: NOTES_LONG,
        ZB: NOTES_LONG,
        UB: NOTES_LONG,
      },
      source:
        'CME Group and ICE Futures U.S. contract specifications (termination of trading, first notice day), as restated in the instrument table (markets.instruments); CL: https://www.cmegroup.com/trading/energy/crude-oil/light-sweet-crude-cash-settled_contractSpecs_futures.html',
      effective: '2025-01-01',
      verified: null,
      note:
        'In force from the instrument table\'s own date (the exchanges\' rules are older). Written from the instrument table\'s last-trade rules, themselves from memory of the exchanges\' specifications. Read on 2026-11-25: CME\'s page for the cash-settled WTI contract (WS), which ends trading 4 business days before the 25th calendar day of the month before the contract month, "1 business day prior to the termination of trading in Light Sweet Crude Oil Futures", i.e. CL ends 3 business days before the 25th; the shift when the 25th is not a business day comes from a third-party reprint of the NYMEX rule, not from CME. Cotton\'s "seventeen business days before the end of the contract month" is ambiguous and left unknown, as are the first notice dates of coffee, cocoa and cotton. Exchange holidays are not modelled.',
    },
  ],
};

/** How the futures scanners build each root's continuous series. */
export interface FuturesContinuousRule {
  /** Contracts read before the front one (the front contract at the call's date is always read). */
  readonly previous_contracts: number;
  /** Back-adjustment of the series (buildContinuousSeries). */
  readonly adjustment: 'difference' | 'ratio';
  /** The scan style the futures endpoints use: the continuous series is daily. */
  readonly style: ScanStyle;
}

/**
 * The continuous series of scan/futures and signal/futures: the front contract and the one before it, back-adjusted
 * by difference, on daily bars.
 *
 * @see docs/market-endpoints.md
 */
export const FUTURES_CONTINUOUS: RuleTable<FuturesContinuousRule> = {
  id: 'markets.futures.continuous',
  title: 'Futures scanners: contracts read per root, back-adjustment and the bars the calls are made on',
  versions: [
    {
      value: { previous_contracts: 1, adjustment: 'difference', style: 'longterm' },
      source: 'guidekit methodology choice (the specification names the futures scanner and signal but no series construction); see docs/market-endpoints.md',
      effective: '2026-11-25',
      verified: null,
      note:
        'Two contracts per root (the front one and the one it replaced) keep a 30-root scan at 60 requests, the price source\'s rate for a minute, and put at least one roll in every series. The older contract also gives its earlier days, when it was not yet the front month, so the history reaches as far back as the source keeps it. Difference adjustment keeps point moves, which the stops and take-profits are measured in, exact. The series is built from daily bars (a roll is a trading date, its gap measured on daily closes), so the calls are made on daily bars.',
    },
  ],
};
