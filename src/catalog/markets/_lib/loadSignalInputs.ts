import { utc } from '@date-fns/utc';
import { endOfDay, subDays, subHours } from 'date-fns';
import { millisecondsInWeek } from 'date-fns/constants';
import { GuidekitError } from '../../../core/GuidekitError.js';
import { requireRule } from '../../../core/requireRule.js';
import { SourceUnavailableError } from '../../../core/SourceUnavailableError.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { CryptoMarketSource, FearGreedReading, FundingRate } from '../../../markets/ports/CryptoMarketSource.js';
import type { BarInterval, MarketBars, Timeframe } from '../../../markets/ports/MarketBars.js';
import type { CotReport, PositioningSource } from '../../../markets/ports/PositioningSource.js';
import type { PriceSource } from '../../../markets/ports/PriceSource.js';
import type { InstrumentSpec } from '../../../markets/rules/instruments.js';
import { COT_MARKETS, POSITIONING_MODEL } from '../../../markets/rules/positioning.js';
import { SIGNAL_HISTORY } from '../../../markets/rules/scanSettings.js';
import type { ScanEntry } from '../../../markets/scans/assembleSignalScan.js';
import type { ContinuousFuturesOutcome } from '../../../markets/scans/assembleContinuousFutures.js';
import type { InstrumentSignalInputs, OptionalInput } from '../../../markets/scans/generateInstrumentSignal.js';
import { loadContinuousFutures } from './loadContinuousFutures.js';

/** The market ports a call may read (any may be absent: only the bars' port is required). */
export interface SignalPorts {
  readonly prices?: PriceSource;
  readonly crypto?: CryptoMarketSource;
  readonly positioning?: PositioningSource;
}

/** Reads shared by every instrument of one call, each fetched at most once. */
export interface SignalInputsMemo {
  fearGreed?: Promise<OptionalInput<readonly FearGreedReading[]>>;
  readonly cot: Map<string, Promise<OptionalInput<readonly CotReport[]>>>;
}

/** What loading one instrument gave: its inputs, or why there are none. */
export type LoadedInputs =
  | { readonly ok: true; readonly inputs: InstrumentSignalInputs; readonly continuity?: ContinuousFuturesOutcome }
  | { readonly ok: false; readonly skipped: NonNullable<ScanEntry['skipped']>; readonly error: unknown };

/** Options of {@link loadSignalInputs}. */
export interface LoadSignalInputsOptions {
  readonly timeframe: Timeframe;
  readonly asOf: string;
  readonly ports: SignalPorts;
  readonly trace: SourceRecorder;
  readonly memo: SignalInputsMemo;
  /**
   * Call a futures root on its back-adjusted continuous series of daily bars (loadContinuousFutures), or on the
   * source's front month with the reason when the series cannot be built. Default false: the front month.
   */
  readonly continuousFutures?: boolean;
  /** Language of the continuity reason. Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** The interval a timeframe is resampled from: hourly bars for 1h and 4h, daily bars for the rest. */
function baseIntervalOf(timeframe: Timeframe): BarInterval {
  return timeframe === '1h' || timeframe === '4h' ? '1h' : '1d';
}

/**
 * Reads everything one instrument's call needs through the ports: its bars (crypto from the `crypto` port, everything
 * else from `prices`; every bar up to the end of the `asOf` day), and the optional inputs (Commitments of Traders
 * reports, a crypto perpetual's funding, the fear-and-greed index), each optional input failing on its own into a
 * "not used" note. A bars source that is down gives `source_unavailable`; one that does not know the symbol gives
 * `unknown_at_source`.
 *
 * @param spec - The instrument.
 * @param options - {@link LoadSignalInputsOptions}.
 * @returns {@link LoadedInputs}.
 * @example
 * ```ts
 * const loaded = await loadSignalInputs(eurusd, { timeframe: '4h', asOf, ports: ctx.ports, trace: clock.trace, memo: { cot: new Map() } });
 * ```
 */
export async function loadSignalInputs(spec: InstrumentSpec, options: LoadSignalInputsOptions): Promise<LoadedInputs> {
  const { ports, trace, asOf } = options;
  const interval = baseIntervalOf(options.timeframe);
  const to = endOfDay(asOf, { in: utc }).getTime();
  const history = requireRule(SIGNAL_HISTORY, asOf).value;
  let bars: MarketBars;
  let continuity: ContinuousFuturesOutcome | undefined;
  try {
    if (spec.assetClass === 'crypto') {
      if (ports.crypto === undefined) throw new SourceUnavailableError('crypto', 'no crypto source is configured');
      const from = interval === '1d' ? subDays(to, history.crypto_daily_days, { in: utc }).getTime() : subHours(to, history.crypto_hourly_hours).getTime();
      bars = await ports.crypto.loadBars({ symbol: spec.id, interval, from, to }, { trace });
    } else {
      if (ports.prices === undefined) throw new SourceUnavailableError('prices', 'no price source is configured');
      if (options.continuousFutures === true && spec.futures !== undefined && interval === '1d') {
        continuity = await loadContinuousFutures(spec.id, { asOf, lang: options.lang ?? 'en', prices: ports.prices, trace, to });
      }
      bars = continuity?.bars ?? (await ports.prices.loadBars({ symbol: spec.id, interval, to }, { trace }));
    }
  } catch (error) {
    if (error instanceof SourceUnavailableError) return { ok: false, skipped: { reason: 'source_unavailable', source: error.source, detail: error.reason }, error };
    if (error instanceof GuidekitError) return { ok: false, skipped: { reason: 'unknown_at_source', source: spec.assetClass === 'crypto' ? 'crypto' : 'prices', detail: error.message }, error };
    throw error;
  }

  if (spec.assetClass === 'crypto') {
    const crypto = ports.crypto!;
    options.memo.fearGreed ??= optional(() => crypto.fearGreed(Math.min(3650, history.crypto_daily_days), { trace }));
    const [funding, sentiment] = await Promise.all([optional<readonly FundingRate[]>(() => crypto.funding(spec.id, { trace })), options.memo.fearGreed]);
    return { ok: true, inputs: { instrument: spec, bars, funding, sentiment } };
  }
  const series = continuity === undefined ? {} : { continuity };
  const cot = requireRule(COT_MARKETS, asOf).value[spec.id];
  if (cot === undefined) return { ok: true, inputs: { instrument: spec, bars }, ...series };
  const positioningPort = ports.positioning;
  if (positioningPort === undefined) return { ok: true, inputs: { instrument: spec, bars, positioning: { missing: 'source_not_configured' } }, ...series };
  const model = requireRule(POSITIONING_MODEL, asOf).value;
  const first = bars.times.length === 0 ? to : (bars.times[0] as number);
  const weeks = Math.min(model.max_weeks, Math.ceil((to - first) / millisecondsInWeek) + model.window_weeks);
  const key = `${cot.code}:${weeks}`;
  let reports = options.memo.cot.get(key);
  if (reports === undefined) {
    reports = optional(() => positioningPort.cotReports(cot.code, weeks, { trace }));
    options.memo.cot.set(key, reports);
  }
  return { ok: true, inputs: { instrument: spec, bars, positioning: await reports }, ...series };
}

/** An optional read: its data, or why there is none (a failed optional read never fails the call). */
async function optional<T>(read: () => Promise<T>): Promise<OptionalInput<T>> {
  try {
    return { data: await read() };
  } catch (error) {
    if (error instanceof SourceUnavailableError) return { missing: 'source_unavailable', detail: error.reason };
    if (error instanceof GuidekitError) return { missing: 'unknown_at_source', detail: error.message };
    throw error;
  }
}
