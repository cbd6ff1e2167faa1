import { GuidekitError } from '../core/GuidekitError.js';
import { resolveInstrument } from './instruments/resolveInstrument.js';
import type { MarketBars } from './ports/MarketBars.js';
import type { FuturesRollRule } from './rules/instruments.js';
import { addIsoDays, isoWeekday } from './sessions/_lib/zonedTime.js';

/** One futures contract's daily bars with the dates its roll depends on. */
export interface FuturesContractBars {
  /** Contract code as the source names it (ESH6, CLZ2026, ...). */
  readonly contract: string;
  /** Last trade date (ISO). Contracts are ordered by it. */
  readonly lastTradeDate: string;
  /** First notice date (ISO), required when the roll rule is anchored on it (physically delivered contracts). */
  readonly firstNoticeDate?: string;
  /** Daily bars (`interval: '1d'`, times at 00:00 UTC of each trading date), oldest first. */
  readonly bars: MarketBars;
}

/** Options of {@link buildContinuousSeries}. */
export interface BuildContinuousSeriesOptions {
  /**
   * The futures root (ES, CL, ZN, ...): its roll rule comes from the instrument table, and it names the series.
   * Required unless `roll` is given.
   */
  readonly root?: string;
  /** The roll rule, overriding the root's. */
  readonly roll?: FuturesRollRule;
  /**
   * Back-adjustment: `difference` (default) adds each roll's price gap to all earlier bars, keeping point moves
   * exact; `ratio` multiplies earlier bars by the roll's price ratio, keeping percentage moves exact.
   */
  readonly adjustment?: 'difference' | 'ratio';
}

/** One switch of the continuous series from a contract to the next. */
export interface ContinuousRoll {
  /** First trading date (ISO) taken from the new contract. */
  readonly date: string;
  readonly from: string;
  readonly to: string;
  /** The last date before the roll on which both contracts traded; the gap is measured on its closes. */
  readonly referenceDate: string;
  readonly fromClose: number;
  readonly toClose: number;
  /** `toClose − fromClose` (difference adjustment) or `toClose / fromClose` (ratio adjustment). */
  readonly adjustment: number;
}

/** What {@link buildContinuousSeries} returns. */
export interface ContinuousSeries {
  /** Back-adjusted daily bars; the newest contract's prices are unchanged. Volume is the traded contract's own. */
  readonly bars: MarketBars;
  /** The contract each bar was taken from. */
  readonly contracts: readonly string[];
  readonly rolls: readonly ContinuousRoll[];
  readonly rollRule: FuturesRollRule;
  readonly adjustment: 'difference' | 'ratio';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Chains per-contract daily bars into one back-adjusted continuous futures series.
 *
 * @remarks
 * Roll rule (documented in docs/markets-instruments.md): the series moves to the next contract on the N-th weekday
 * before the front contract's anchor date, its last trade date (cash-settled and energy contracts) or its first notice
 * date (physically delivered metals, grains, softs, Treasuries); N and the anchor are per root in the instrument table
 * (ES: 6 weekdays before the third-Friday expiry, CME's roll Thursday). The date is known in advance, so the series
 * never looks ahead. Weekdays are counted without holidays.
 *
 * Each roll is priced on the last date before it on which both contracts have a bar: the gap between their closes is
 * added to (or, for `ratio`, the ratio multiplies) every earlier bar, so the series has no artificial jump at the roll
 * and the newest contract's prices are the real ones.
 *
 * @param contracts - Contracts in any order, each with daily bars and its last trade (and first notice) date. Not modified.
 * @param options - {@link BuildContinuousSeriesOptions}: `root` or `roll`, and `adjustment` (default `difference`).
 * @returns The adjusted bars, the contract of each bar and the rolls made.
 * @throws {@link GuidekitError} `invalid_contracts` on `contracts` (empty, or a contract's bars not daily, unordered or
 *   of unequal lengths, or a date not ISO); `missing_first_notice` on `contracts[i].firstNoticeDate`; `no_overlap` on
 *   `contracts[i].bars` when two consecutive contracts share no date before the roll; `invalid_roll` on `roll`/`root`.
 * @example
 * ```ts
 * const series = buildContinuousSeries([esh6, esm6], { root: 'ES' });
 * series.rolls[0].date //=> '2026-03-12' (six weekdays before the 2026-03-20 expiry)
 * ```
 * @see docs/markets-instruments.md
 */
export function buildContinuousSeries(contracts: readonly FuturesContractBars[], options: BuildContinuousSeriesOptions = {}): ContinuousSeries {
  const fn = 'buildContinuousSeries';
  const rollRule = readRollRule(fn, options);
  const adjustment = options.adjustment ?? 'difference';
  if (adjustment !== 'difference' && adjustment !== 'ratio') {
    throw new GuidekitError(`${fn}: adjustment must be difference or ratio, got ${JSON.stringify(adjustment)}`, { code: 'invalid_adjustment', field: 'adjustment' });
  }
  if (!Array.isArray(contracts) || contracts.length === 0) {
    throw new GuidekitError(`${fn}: contracts must be a non-empty list`, { code: 'invalid_contracts', field: 'contracts' });
  }
  const ordered = contracts.map((c, index) => ({ c, index, dates: readContract(fn, c, index, rollRule) })).sort((a, b) => (a.c.lastTradeDate < b.c.lastTradeDate ? -1 : a.c.lastTradeDate > b.c.lastTradeDate ? 1 : 0));
  const rollDates = ordered.map(({ c }) => rollDateOf(c, rollRule));

  // Segment k covers [rollDates[k-1], rollDates[k]) of contract k; the last contract runs to the end of its bars.
  const segments = ordered.map(({ c, dates }, k) => {
    const start = k === 0 ? '' : (rollDates[k - 1] as string);
    const end = k === ordered.length - 1 ? '\uffff' : (rollDates[k] as string);
    const rows: number[] = [];
    dates.forEach((date, i) => {
      if (date >= start && date < end) rows.push(i);
    });
    return { contract: c, dates, rows };
  });

  const rolls: ContinuousRoll[] = [];
  const factors: number[] = ordered.map(() => (adjustment === 'ratio' ? 1 : 0));
  for (let k = ordered.length - 2; k >= 0; k--) {
    const front = segments[k] as (typeof segments)[number];
    const next = segments[k + 1] as (typeof segments)[number];
    if (front.rows.length === 0) {
      factors[k] = factors[k + 1] as number;
      continue;
    }
    const rollDate = rollDates[k] as string;
    const nextIndex = new Map(next.dates.map((d, i) => [d, i]));
    let reference: { date: string; fromClose: number; toClose: number } | undefined;
    for (let i = front.dates.length - 1; i >= 0 && reference === undefined; i--) {
      const date = front.dates[i] as string;
      const j = date < rollDate ? nextIndex.get(date) : undefined;
      if (j !== undefined) reference = { date, fromClose: front.contract.bars.close[i] as number, toClose: next.contract.bars.close[j] as number };
    }
    if (reference === undefined) {
      const position = ordered[k + 1]?.index ?? k + 1;
      throw new GuidekitError(`${fn}: ${next.contract.contract} shares no trading date with ${front.contract.contract} before the roll on ${rollDate}`, {
        code: 'no_overlap',
        field: `contracts[${position}].bars`,
      });
    }
    const step = adjustment === 'ratio' ? reference.toClose / reference.fromClose : reference.toClose - reference.fromClose;
    factors[k] = adjustment === 'ratio' ? (factors[k + 1] as number) * step : (factors[k + 1] as number) + step;
    if (next.rows.length > 0) {
      rolls.unshift({ date: next.dates[next.rows[0] as number] as string, from: front.contract.contract, to: next.contract.contract, referenceDate: reference.date, fromClose: reference.fromClose, toClose: reference.toClose, adjustment: step });
    }
  }

  const out = { times: [] as number[], open: [] as number[], high: [] as number[], low: [] as number[], close: [] as number[], volume: [] as number[], contracts: [] as string[] };
  segments.forEach((segment, k) => {
    const f = factors[k] as number;
    const adjust = adjustment === 'ratio' ? (x: number) => x * f : (x: number) => x + f;
    const b = segment.contract.bars;
    for (const i of segment.rows) {
      out.times.push(b.times[i] as number);
      out.open.push(adjust(b.open[i] as number));
      out.high.push(adjust(b.high[i] as number));
      out.low.push(adjust(b.low[i] as number));
      out.close.push(adjust(b.close[i] as number));
      out.volume.push(b.volume[i] as number);
      out.contracts.push(segment.contract.contract);
    }
  });
  const newest = ordered[ordered.length - 1]?.c as FuturesContractBars;
  return {
    bars: {
      symbol: options.root ?? newest.bars.symbol,
      interval: '1d',
      currency: newest.bars.currency,
      times: Float64Array.from(out.times),
      open: Float64Array.from(out.open),
      high: Float64Array.from(out.high),
      low: Float64Array.from(out.low),
      close: Float64Array.from(out.close),
      volume: Float64Array.from(out.volume),
    },
    contracts: out.contracts,
    rolls,
    rollRule,
    adjustment,
  };
}

/** The roll rule from the options, or the root's from the instrument table. */
function readRollRule(fn: string, options: BuildContinuousSeriesOptions): FuturesRollRule {
  if (options.roll !== undefined) {
    const { anchor, businessDaysBefore } = options.roll;
    if ((anchor !== 'last_trade' && anchor !== 'first_notice') || !Number.isInteger(businessDaysBefore) || businessDaysBefore < 0 || businessDaysBefore > 60) {
      throw new GuidekitError(`${fn}: roll must name an anchor (last_trade or first_notice) and 0–60 business days`, { code: 'invalid_roll', field: 'roll' });
    }
    return options.roll;
  }
  if (options.root === undefined) throw new GuidekitError(`${fn}: give the futures root or a roll rule`, { code: 'invalid_roll', field: 'root' });
  let rule: FuturesRollRule | undefined;
  try {
    rule = resolveInstrument(options.root).futures?.roll;
  } catch {
    rule = undefined;
  }
  if (rule === undefined) throw new GuidekitError(`${fn}: ${JSON.stringify(options.root)} is not a futures root of the instrument table`, { code: 'invalid_roll', field: 'root' });
  return rule;
}

/** Validates one contract and returns the ISO trading date of each bar. */
function readContract(fn: string, c: FuturesContractBars, index: number, rule: FuturesRollRule): string[] {
  const field = `contracts[${index}]`;
  if (c === null || typeof c !== 'object' || typeof c.contract !== 'string' || !ISO_DATE.test(c.lastTradeDate ?? '')) {
    throw new GuidekitError(`${fn}: ${field} needs a contract code and an ISO lastTradeDate`, { code: 'invalid_contracts', field: `${field}.lastTradeDate` });
  }
  if (rule.anchor === 'first_notice' && !ISO_DATE.test(c.firstNoticeDate ?? '')) {
    throw new GuidekitError(`${fn}: ${field}.firstNoticeDate is required: the roll is anchored on the first notice date`, { code: 'missing_first_notice', field: `${field}.firstNoticeDate` });
  }
  const b = c.bars;
  if (b?.interval !== '1d') throw new GuidekitError(`${fn}: ${field}.bars must be daily bars`, { code: 'invalid_contracts', field: `${field}.bars` });
  const n = b.times.length;
  for (const key of ['open', 'high', 'low', 'close', 'volume'] as const) {
    if (b[key]?.length !== n) throw new GuidekitError(`${fn}: ${field}.bars.${key} must have as many entries as times`, { code: 'invalid_contracts', field: `${field}.bars.${key}` });
  }
  const dates: string[] = [];
  for (let i = 0; i < n; i++) {
    const t = b.times[i] as number;
    if (!Number.isFinite(t) || (i > 0 && !(t > (b.times[i - 1] as number)))) {
      throw new GuidekitError(`${fn}: ${field}.bars.times must be finite and strictly increasing`, { code: 'invalid_contracts', field: `${field}.bars.times` });
    }
    dates.push(new Date(t).toISOString().slice(0, 10)); // the bar's UTC date
  }
  return dates;
}

/** The first trading date on the next contract: N weekdays before the contract's anchor date. */
function rollDateOf(c: FuturesContractBars, rule: FuturesRollRule): string {
  let date = rule.anchor === 'first_notice' ? (c.firstNoticeDate as string) : c.lastTradeDate;
  for (let counted = 0; counted < rule.businessDaysBefore; ) {
    date = addIsoDays(date, -1);
    if (isoWeekday(date) <= 5) counted++;
  }
  return date;
}
