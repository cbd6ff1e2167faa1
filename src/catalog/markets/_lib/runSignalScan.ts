import { requireRule } from '../../../core/requireRule.js';
import { SourceUnavailableError } from '../../../core/SourceUnavailableError.js';
import type { RuleCitations } from '../../../core/citeRules.js';
import type { AppliedRule } from '../../../core/ruleTable.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { Timeframe } from '../../../markets/ports/MarketBars.js';
import type { PerpBookSource } from '../../../markets/ports/PerpBookSource.js';
import type { ReferencePrice } from '../../../markets/reference/gateReferencePrice.js';
import type { InstrumentSpec } from '../../../markets/rules/instruments.js';
import { SIGNAL_HISTORY } from '../../../markets/rules/scanSettings.js';
import type { ContinuousFuturesOutcome } from '../../../markets/scans/assembleContinuousFutures.js';
import { assembleSignalScan, type AssembleSignalScanResult, type ScanEntry } from '../../../markets/scans/assembleSignalScan.js';
import { generateInstrumentSignal, type InstrumentSignal } from '../../../markets/scans/generateInstrumentSignal.js';
import { isSessionOpen } from '../../../markets/sessions/isSessionOpen.js';
import { nextSessionOpen } from '../../../markets/sessions/nextSessionOpen.js';
import { loadSignalInputs, type LoadedInputs, type SignalPorts } from './loadSignalInputs.js';
import { mapLimited } from './mapLimited.js';
import { mergeSportsCitations } from '../../../markets/sportsScans/mergeSportsCitations.js';
import { observeClock } from './observeClock.js';
import { readReference, type ListingsMemo, type ReferenceOutcome } from './readReference.js';

/** Options of {@link runSignalScan}. */
export interface RunSignalScanOptions {
  readonly instruments: readonly InstrumentSpec[];
  readonly timeframe: Timeframe;
  readonly asOf: string;
  readonly lang: 'en' | 'es';
  /** The call's trace (`ctx.trace`). */
  readonly trace: SourceRecorder;
  readonly ports: SignalPorts & { readonly perpBook?: PerpBookSource };
  /** A closed session's instrument is not eligible (listed, not ranked). Default false. */
  readonly sessionAware?: boolean;
  /** Look up the reference price of every instrument whose session is closed. Default false. */
  readonly references?: boolean;
  /** Rules the caller applied (the list, the style), cited in the answer. */
  readonly rules?: readonly AppliedRule<unknown>[];
  /** Call futures roots on their back-adjusted continuous series (see loadSignalInputs). Default false. */
  readonly continuousFutures?: boolean;
}

/** What a scan run gives the endpoint. */
export interface SignalScanRun {
  readonly scan: AssembleSignalScanResult;
  /** The instant the scan was judged at, epoch ms (see observeClock). */
  readonly instant: number;
  /** Reference objects by symbol: only instruments whose session is closed and that have a perpetual listing. */
  readonly references: Readonly<Record<string, ReferencePrice>>;
  /** How each looked-up reference was decided, by symbol (closed sessions only). */
  readonly reference_outcomes: Readonly<Record<string, ReferenceOutcome>>;
  /** Each instrument's call with its inputs, by symbol, when the engine ran. */
  readonly signals: ReadonlyMap<string, InstrumentSignal>;
  /** The series each futures root was called on (continuous or front month, and why), by symbol; empty otherwise. */
  readonly continuity: Readonly<Record<string, ContinuousFuturesOutcome>>;
  readonly citations: RuleCitations;
}

/**
 * Runs the signal engine over a list of instruments through the ports and ranks the calls: every instrument's bars
 * and optional inputs are read (a few at a time), the instant of the call is taken from the sources' clock, each
 * instrument is called at the timeframe (or marked not eligible when its session is closed in a session-aware scan),
 * and the calls are ranked by edge after costs. Instruments whose data could not be read are listed as failed (a
 * partial answer); when every instrument failed for an unavailable source, the first such failure is thrown (a 503,
 * never charged).
 *
 * @param options - {@link RunSignalScanOptions}.
 * @returns {@link SignalScanRun}.
 * @throws {@link SourceUnavailableError} when no instrument's data could be read because its source was unavailable.
 * @example
 * ```ts
 * const run = await runSignalScan({ instruments, timeframe: '4h', asOf: ctx.asOf, lang: 'en', trace: ctx.trace, ports: ctx.ports });
 * run.scan.top?.symbol;
 * ```
 */
export async function runSignalScan(options: RunSignalScanOptions): Promise<SignalScanRun> {
  const { asOf, lang, timeframe } = options;
  const clock = observeClock(options.trace, asOf);
  const history = requireRule(SIGNAL_HISTORY, asOf);
  const memo = { cot: new Map() };
  const loaded: LoadedInputs[] = await mapLimited(options.instruments, history.value.concurrency, (spec) =>
    loadSignalInputs(spec, { timeframe, asOf, ports: options.ports, trace: clock.trace, memo, lang, ...(options.continuousFutures === undefined ? {} : { continuousFutures: options.continuousFutures }) }),
  );
  if (loaded.length > 0 && loaded.every((l) => !l.ok && l.error instanceof SourceUnavailableError)) {
    throw (loaded[0] as { error: SourceUnavailableError }).error;
  }
  const instant = clock.instant();
  const entries: ScanEntry[] = [];
  const signals = new Map<string, InstrumentSignal>();
  const rules: AppliedRule<unknown>[] = [...(options.rules ?? []), history];
  const callCitations: RuleCitations[] = [];
  const continuity: Record<string, ContinuousFuturesOutcome> = {};
  options.instruments.forEach((spec, i) => {
    const item = loaded[i]!;
    if (item.ok && item.continuity !== undefined) {
      continuity[spec.id] = item.continuity;
      rules.push(...item.continuity.rules);
    }
    if (!item.ok) {
      entries.push({ instrument: spec, skipped: item.skipped });
      return;
    }
    if (options.sessionAware === true && spec.assetClass !== 'crypto' && !isSessionOpen(spec, instant)) {
      entries.push({ instrument: spec, ineligible: { reason: 'session_closed', next_open: nextSessionOpen(spec, instant) } });
      return;
    }
    const signal = generateInstrumentSignal(item.inputs, { asOf, timeframe, instantMs: instant, lang });
    rules.push(...signal.rules);
    if (signal.call !== null) callCitations.push(signal.call);
    if (signal.entry.call !== undefined) signals.set(spec.id, signal);
    entries.push(signal.entry);
  });
  const scan = assembleSignalScan(entries, { asOf, lang });

  const references: Record<string, ReferencePrice> = {};
  const outcomes: Record<string, ReferenceOutcome> = {};
  const referenceCitations: RuleCitations[] = [];
  if (options.references === true) {
    const listingsMemo: ListingsMemo = {};
    for (const [i, spec] of options.instruments.entries()) {
      const item = loaded[i]!;
      if (!item.ok || spec.assetClass === 'crypto' || isSessionOpen(spec, instant)) continue;
      const outcome = await readReference(spec, { perpBook: options.ports.perpBook, memo: listingsMemo, bars: item.inputs.bars, instantMs: instant, lang, trace: clock.trace });
      outcomes[spec.id] = outcome;
      if (outcome.reference !== null) references[spec.id] = outcome.reference;
      if (outcome.citations !== null) referenceCitations.push(outcome.citations);
    }
  }
  return {
    scan,
    instant,
    references,
    reference_outcomes: outcomes,
    signals,
    continuity,
    citations: mergeSportsCitations([...rules, ...callCitations, scan, ...referenceCitations], lang),
  };
}
