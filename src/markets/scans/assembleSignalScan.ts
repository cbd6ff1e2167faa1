import { GuidekitError } from '../../core/GuidekitError.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import type { InstrumentSpec } from '../rules/instruments.js';
import { SCAN_SPREAD_BPS } from '../rules/scanSettings.js';
import type { GenerateSignalResult } from '../signals/generateSignal.js';
import { rankSignals } from '../signals/rankSignals.js';
import type { RankSignalsKey } from '../signals/messages/rankSignals.js';
import { assembleSignalScanMessages, type AssembleSignalScanKey } from './messages/assembleSignalScan.js';
import { readScanRule } from './_lib/readScanRule.js';

/** Why an instrument of a scan has no call. */
export type ScanSkipReason = 'no_data' | 'bad_data' | 'too_little_history' | 'stale_bars' | 'source_unavailable' | 'unknown_at_source';

/** One instrument of a scan: its call, or why there is none, or why it is not eligible now. */
export interface ScanEntry {
  readonly instrument: InstrumentSpec;
  /** The engine's call, when it ran. */
  readonly call?: GenerateSignalResult;
  /** Why the engine did not run. */
  readonly skipped?: {
    readonly reason: ScanSkipReason;
    /** Bars at the timeframe (too little history, stale). */
    readonly bars?: number;
    readonly min_bars?: number;
    /** Days since the last bar (stale). */
    readonly age_days?: number;
    /** The source that failed or refused (source_unavailable, unknown_at_source). */
    readonly source?: string;
    /** The source's own words. */
    readonly detail?: string;
  };
  /** Not eligible now (a session-aware scan): its session is closed; `next_open` epoch ms or null. */
  readonly ineligible?: { readonly reason: 'session_closed'; readonly next_open: number | null };
  /** How the call's optional inputs (positioning, sentiment) were used. */
  readonly inputs?: readonly ScanInputSummary[];
}

/** An optional input of a call, in short: used, or why not. */
export interface ScanInputSummary {
  readonly factor: 'positioning' | 'sentiment';
  readonly source: string;
  readonly used: boolean;
  readonly reason: string | null;
}

/** Options of {@link assembleSignalScan}. */
export interface AssembleSignalScanOptions {
  /** ISO date whose cost table applies. Required. */
  readonly asOf: string;
  /** Language of the reasons. Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** A factor of a ranked call, in short. */
export interface ScanFactorSummary {
  readonly name: string;
  readonly vote: -1 | 0 | 1;
  readonly state: string;
  readonly value: number | null;
}

/** One ranked instrument. */
export interface ScanRow {
  readonly rank: number;
  readonly symbol: string;
  readonly name: string;
  readonly asset_class: string;
  /** The side when the call clears its costs, else no_signal. */
  readonly direction: 'long' | 'short' | 'no_signal';
  readonly tradable: boolean;
  /** The side the vote picked, whether or not it clears its costs. */
  readonly candidate: 'long' | 'short' | null;
  readonly probability: number;
  readonly probability_interval: { readonly lower: number; readonly upper: number; readonly level: number };
  readonly baseline_probability: number;
  readonly breakeven_probability: number | null;
  readonly edge: number | null;
  /** Round-trip cost charged, in price units (the class's basis points of the entry). */
  readonly spread: number;
  readonly samples: number;
  readonly history_sufficient: boolean;
  readonly entry: number;
  readonly stop: number | null;
  readonly take_profit: number | null;
  readonly risk_points: number | null;
  readonly reward_ratio: number;
  /** Open time of the signal bar, epoch ms. */
  readonly bar_time: number;
  readonly factors: readonly ScanFactorSummary[];
  /** The optional inputs (positioning, sentiment): used, or why not. */
  readonly inputs: readonly ScanInputSummary[];
  /** The engine's reasons for this call. */
  readonly reasons: readonly { readonly code: string; readonly message: string }[];
}

/** An instrument with no call, and why. */
export interface ScanSkip {
  readonly symbol: string;
  readonly reason: ScanSkipReason;
  readonly source: string | null;
  readonly bars: number | null;
  readonly message: string;
}

/** An instrument not eligible now. */
export interface ScanIneligible {
  readonly symbol: string;
  readonly reason: 'session_closed';
  readonly next_open: number | null;
  readonly message: string;
}

/** Result of {@link assembleSignalScan}. */
export interface AssembleSignalScanResult extends RuleCitations {
  /** The best call that clears its costs; null when none does. */
  readonly top: ScanRow | null;
  /** Every call, tradable first then by edge after costs. */
  readonly ranked: readonly ScanRow[];
  readonly skipped: readonly ScanSkip[];
  readonly ineligible: readonly ScanIneligible[];
  /** True when some instruments' data could not be read (source unavailable): the ranking covers the others. */
  readonly partial: boolean;
  /** The instruments whose data could not be read. */
  readonly failed: readonly string[];
  readonly reasons: readonly { readonly code: RankSignalsKey | AssembleSignalScanKey; readonly message: string }[];
}

/**
 * Ranks the calls of a scan by edge after costs (each asset class costed at its round trip in basis points of the
 * entry, `markets.scan.spread_bps`), picks the top call, and lists every instrument without a call with the reason:
 * no data, too little history, stale bars, a source that failed (partial data, said plainly) or did not know it, or,
 * in a session-aware scan, a closed session.
 *
 * @param entries - One per instrument of the scan's list, in the list's order. Not modified.
 * @param options - {@link AssembleSignalScanOptions}.
 * @returns {@link AssembleSignalScanResult}.
 * @throws {@link GuidekitError} `invalid_type` on `entries` or an entry with neither a call, a skip nor an ineligibility;
 *   a bad `asOf` or `lang`.
 * @example
 * ```ts
 * const scan = assembleSignalScan([{ instrument: eurusd, call }, { instrument: gbpusd, skipped: { reason: 'no_data' } }], { asOf: '2026-11-25' });
 * scan.top?.symbol;
 * ```
 * @see docs/market-endpoints.md
 */
export function assembleSignalScan(entries: readonly ScanEntry[], options: AssembleSignalScanOptions): AssembleSignalScanResult {
  const fn = 'assembleSignalScan';
  if (!Array.isArray(entries)) throw new GuidekitError(`${fn}: entries must be an array`, { code: 'invalid_type', field: 'entries' });
  const lang = readEngineLang(options?.lang, { fn });
  const t = createTranslate(assembleSignalScanMessages, lang);
  const spreadRule = readScanRule(fn, SCAN_SPREAD_BPS, options?.asOf);

  const calls: { entry: ScanEntry; call: GenerateSignalResult }[] = [];
  const skipped: ScanSkip[] = [];
  const ineligible: ScanIneligible[] = [];
  entries.forEach((entry, i) => {
    const symbol = entry?.instrument?.id;
    if (typeof symbol !== 'string') throw new GuidekitError(`${fn}: entries[${i}].instrument must be an instrument spec`, { code: 'invalid_type', field: `entries[${i}].instrument` });
    if (entry.ineligible !== undefined) {
      const next = entry.ineligible.next_open;
      const nextText = next === null ? '' : lang === 'es' ? ` (abre ${new Date(next).toISOString()})` : ` (opens ${new Date(next).toISOString()})`;
      ineligible.push({ symbol, reason: 'session_closed', next_open: next, message: t('session_closed', { symbol, next: nextText }) });
    } else if (entry.call !== undefined) {
      calls.push({ entry, call: entry.call });
    } else if (entry.skipped !== undefined) {
      const s = entry.skipped;
      skipped.push({
        symbol,
        reason: s.reason,
        source: s.source ?? null,
        bars: s.bars ?? null,
        message: t(s.reason, { symbol, bars: s.bars ?? 0, min: s.min_bars ?? 0, days: s.age_days ?? 0, detail: s.detail ?? '' }),
      });
    } else {
      throw new GuidekitError(`${fn}: entries[${i}] has neither a call, a skip nor an ineligibility`, { code: 'invalid_type', field: `entries[${i}]` });
    }
  });

  const ranking = rankSignals(
    calls.map(({ entry, call }) => ({ call, instrumentClass: entry.instrument.assetClass })),
    { spreadBps: spreadRule.value, lang },
  );
  const rows: ScanRow[] = ranking.ranked.map((r) => {
    const { entry, call } = calls[r.index]!;
    return {
      rank: r.rank,
      symbol: entry.instrument.id,
      name: entry.instrument.name,
      asset_class: entry.instrument.assetClass,
      direction: r.direction,
      tradable: r.tradable,
      candidate: call.candidate,
      probability: call.probability,
      probability_interval: call.probability_interval,
      baseline_probability: call.baseline_probability,
      breakeven_probability: r.breakeven_probability,
      edge: r.edge,
      spread: r.spread,
      samples: r.samples,
      history_sufficient: call.history.sufficient,
      entry: call.entry,
      stop: call.stop,
      take_profit: call.take_profit,
      risk_points: call.risk_points,
      reward_ratio: call.reward_ratio,
      bar_time: call.bar_time,
      factors: call.factors.map((f) => ({ name: f.name, vote: f.vote, state: f.state, value: f.value })),
      inputs: (entry.inputs ?? []).map((i) => ({ factor: i.factor, source: i.source, used: i.used, reason: i.reason })),
      reasons: call.reasons.map((reason) => ({ code: reason.code, message: reason.message })),
    };
  });
  const failed = skipped.filter((s) => s.reason === 'source_unavailable').map((s) => s.symbol);
  const reasons: { code: RankSignalsKey | AssembleSignalScanKey; message: string }[] = [...ranking.reasons];
  if (failed.length > 0) reasons.push({ code: 'partial', message: t('partial', { count: failed.length, symbols: failed.join(', ') }) });
  const other = skipped.length - failed.length;
  if (other > 0) reasons.push({ code: 'skipped_summary', message: t('skipped_summary', { count: other }) });
  if (ineligible.length > 0) reasons.push({ code: 'ineligible_summary', message: t('ineligible_summary', { count: ineligible.length }) });
  return {
    top: rows[0]?.tradable === true ? rows[0] : null,
    ranked: rows,
    skipped,
    ineligible,
    partial: failed.length > 0,
    failed,
    reasons,
    ...citeRules([spreadRule], { lang }),
  };
}
