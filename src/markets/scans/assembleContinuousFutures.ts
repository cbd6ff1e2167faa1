import { GuidekitError } from '../../core/GuidekitError.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { buildContinuousSeries, type ContinuousRoll } from '../buildContinuousSeries.js';
import type { FuturesContract, FuturesContractList } from '../instruments/listFuturesContracts.js';
import type { MarketBars } from '../ports/MarketBars.js';
import { FUTURES_CONTINUOUS } from '../rules/futuresContracts.js';
import type { FuturesRollRule } from '../rules/instruments.js';
import { SIGNAL_HISTORY } from '../rules/scanSettings.js';
import { assembleContinuousFuturesMessages } from './messages/assembleContinuousFutures.js';
import { readScanRule } from './_lib/readScanRule.js';

/** One listed contract and what the price source gave for it. */
export interface LoadedContract {
  readonly contract: FuturesContract;
  /** Its daily bars; null when the source does not have them. */
  readonly bars: MarketBars | null;
  /** The source's words when it has no bars (Yahoo's "No data found ..."). */
  readonly detail?: string;
}

/** What {@link assembleContinuousFutures} reads. */
export interface ContinuousFuturesInput {
  /** The root's contracts at the call's date (listFuturesContracts). */
  readonly listing: FuturesContractList;
  /**
   * The listed contracts with their bars, oldest first (a caller may stop at the first one the source lacks); null
   * when the price source gives no single-contract bars at all.
   */
  readonly loaded: readonly LoadedContract[] | null;
}

/** Options of {@link assembleContinuousFutures}. */
export interface AssembleContinuousFuturesOptions {
  /** ISO date whose rules apply. Required. */
  readonly asOf: string;
  /** Language of the reason. Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** Why a root is called on the source's front month instead of a continuous series. */
export type FrontMonthCause = 'no_calendar' | 'not_offered' | 'unknown_contract' | 'too_short' | 'no_overlap';

/** The series a futures root is called on, and why. */
export interface ContinuousFuturesOutcome {
  readonly root: string;
  /** `back_adjusted`: the continuous series in `bars`; `front_month`: read the source's rolled front month instead. */
  readonly method: 'back_adjusted' | 'front_month';
  /** The back-adjusted daily bars (symbol: the root); null for `front_month`. */
  readonly bars: MarketBars | null;
  /** The contracts the series is made of, oldest first (codes); empty for `front_month`. */
  readonly contracts: readonly string[];
  /** Every switch of the series, with its reference date, closes and adjustment. */
  readonly rolls: readonly ContinuousRoll[];
  readonly roll_rule: FuturesRollRule | null;
  readonly adjustment: 'difference' | 'ratio' | null;
  /** Null for `back_adjusted`. */
  readonly cause: FrontMonthCause | null;
  /** `back_adjusted`, or `front_month_not_back_adjusted`, with the sentence. */
  readonly reason: { readonly code: 'back_adjusted' | 'front_month_not_back_adjusted'; readonly message: string };
  readonly rules: readonly AppliedRule<unknown>[];
}

/**
 * Decides the series a futures root is called on: the listed contracts chained into a back-adjusted continuous series
 * (`buildContinuousSeries`, the root's roll rule, `markets.futures.continuous`'s adjustment) when the price source has
 * every one of them and the series holds at least `markets.scan.history`'s `min_bars` daily bars; otherwise the
 * source's front month, with the reason said plainly ("front month, not back-adjusted") and its cause: the roll date is
 * not known here, the source gives no single-contract bars, it lacks a contract, the history is too short, or two
 * contracts share no trading date before their roll.
 *
 * @param input - {@link ContinuousFuturesInput}. Not modified.
 * @param options - {@link AssembleContinuousFuturesOptions}.
 * @returns {@link ContinuousFuturesOutcome}.
 * @throws {@link GuidekitError} `invalid_type` on `input`; what `buildContinuousSeries` throws for malformed bars.
 * @example
 * ```ts
 * const listing = listFuturesContracts('CL', { asOf });
 * const outcome = assembleContinuousFutures({ listing, loaded: [{ contract: clz26, bars: z }, { contract: clf27, bars: f }] }, { asOf });
 * outcome.method; //=> 'back_adjusted'
 * ```
 * @see docs/markets-instruments.md
 */
export function assembleContinuousFutures(input: ContinuousFuturesInput, options: AssembleContinuousFuturesOptions): ContinuousFuturesOutcome {
  const fn = 'assembleContinuousFutures';
  if (input === null || typeof input !== 'object' || input.listing === undefined) throw new GuidekitError(`${fn}: input must hold the listing and the loaded contracts`, { code: 'invalid_type', field: 'input' });
  const t = createTranslate(assembleContinuousFuturesMessages, readEngineLang(options.lang, { fn }));
  const history = readScanRule(fn, SIGNAL_HISTORY, options.asOf);
  const continuous = readScanRule(fn, FUTURES_CONTINUOUS, options.asOf);
  const { listing } = input;
  const root = listing.root;
  const rules: AppliedRule<unknown>[] = [...listing.rules, continuous, history];
  const frontMonth = (cause: FrontMonthCause, key: Parameters<typeof t>[0], params: Record<string, string | number>): ContinuousFuturesOutcome => ({
    root,
    method: 'front_month',
    bars: null,
    contracts: [],
    rolls: [],
    roll_rule: null,
    adjustment: null,
    cause,
    reason: { code: 'front_month_not_back_adjusted', message: t(key, { root, ...params }) },
    rules,
  });

  if (listing.status === 'unknown') return frontMonth('no_calendar', 'front_month_no_calendar', { missing: listing.missing === 'first_notice' ? 'first notice' : 'last trade' });
  if (input.loaded === null) return frontMonth('not_offered', 'front_month_not_offered', {});
  // Newest first, the order a caller reads them in: the contract named is the one the source said it lacks.
  for (const contract of [...listing.contracts].reverse()) {
    const loaded = input.loaded.find((l) => l.contract.code === contract.code);
    if (loaded?.bars == null || loaded.bars.times.length === 0) {
      return frontMonth('unknown_contract', 'front_month_unknown_contract', { contract: contract.code, detail: loaded?.detail ?? 'no bars' });
    }
  }
  const contracts = listing.contracts.map((contract) => {
    const bars = (input.loaded as readonly LoadedContract[]).find((l) => l.contract.code === contract.code)?.bars as MarketBars;
    return { contract: contract.code, lastTradeDate: contract.lastTradeDate, ...(contract.firstNoticeDate === undefined ? {} : { firstNoticeDate: contract.firstNoticeDate }), bars };
  });
  let series;
  try {
    series = buildContinuousSeries(contracts, { roll: listing.roll, adjustment: continuous.value.adjustment });
  } catch (error) {
    // Two contracts without a common trading date before their roll is a fact about the data, not a bad argument.
    if (error instanceof GuidekitError && error.code === 'no_overlap') return frontMonth('no_overlap', 'front_month_no_overlap', { detail: error.message.replace(/^buildContinuousSeries: /, '') });
    throw error;
  }
  const min = history.value.min_bars;
  if (series.bars.times.length < min) return frontMonth('too_short', 'front_month_too_short', { bars: series.bars.times.length, min });
  const rolls = series.rolls.map((r) => `${r.from} → ${r.to} ${r.date}, ${r.adjustment >= 0 ? '+' : ''}${Number(r.adjustment.toFixed(6))}`).join('; ');
  return {
    root,
    method: 'back_adjusted',
    bars: { ...series.bars, symbol: root },
    contracts: listing.contracts.map((c) => c.code),
    rolls: series.rolls,
    roll_rule: series.rollRule,
    adjustment: series.adjustment,
    cause: null,
    reason: {
      code: 'back_adjusted',
      message: t('back_adjusted', {
        root,
        contracts: listing.contracts.map((c) => c.code).join(', '),
        adjustment: series.adjustment,
        rolls: rolls === '' ? '—' : rolls,
        days: series.rollRule.businessDaysBefore,
        anchor: series.rollRule.anchor === 'first_notice' ? (options.lang === 'es' ? 'la fecha de primer aviso' : 'first notice date') : options.lang === 'es' ? 'la última negociación' : 'last trade date',
      }),
    },
    rules,
  };
}
