import { requireRule } from '../../../core/requireRule.js';
import type { AppliedRule } from '../../../core/ruleTable.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { PerpBookSource } from '../../../markets/ports/PerpBookSource.js';
import type { InstrumentSpec } from '../../../markets/rules/instruments.js';
import { FUTURES_CONTINUOUS } from '../../../markets/rules/futuresContracts.js';
import { SCAN_STYLE_TIMEFRAMES, type ScanStyle } from '../../../markets/rules/scanSettings.js';
import type { SignalPorts } from './loadSignalInputs.js';
import { runSignalScan, type SignalScanRun } from './runSignalScan.js';

/** Options of {@link serveScan}. */
export interface ServeScanOptions {
  /** The list's id as the answer names it (`market`, `forex`, `cmi`, `futures.metals`, ...). */
  readonly universe: string;
  readonly instruments: readonly InstrumentSpec[];
  /** The list rule applied, cited in the answer. */
  readonly listRules: readonly AppliedRule<unknown>[];
  /** The style asked for; absent: the rule's default. */
  readonly style: ScanStyle | undefined;
  readonly asOf: string;
  readonly lang: 'en' | 'es';
  readonly trace: SourceRecorder;
  readonly ports: SignalPorts & { readonly perpBook?: PerpBookSource };
  readonly sessionAware?: boolean;
  readonly references?: boolean;
  /**
   * A futures scan: without a style, the style of `markets.futures.continuous` (daily bars), and each root called on
   * its back-adjusted continuous series, or on the source's front month with the reason said (`continuous` in the
   * answer, the reason in the root's row and, for a fallback, in the scan's reasons). Default false.
   */
  readonly futures?: boolean;
}

/** A served scan: the answer's fields and the run behind them. */
export interface ServedScan {
  readonly body: Record<string, unknown>;
  readonly run: SignalScanRun;
}

/**
 * Serves a scan over a list of instruments, as the market, forex, CMI and futures scanners answer: the style mapped to
 * its timeframe (`markets.scan.style_timeframes`), every instrument called and ranked by edge after costs, the top
 * call (or none), what was skipped and why, the closed-session instruments not eligible (session-aware scans), and the
 * reference objects by symbol (only instruments whose session is closed and that a perpetual lists).
 *
 * @param options - {@link ServeScanOptions}.
 * @returns {@link ServedScan}.
 * @throws What {@link runSignalScan} throws (a 503 when no instrument could be read).
 * @example
 * ```ts
 * const { body } = await serveScan({ universe: 'forex', instruments, listRules: [rule], style: p.style, asOf, lang, trace, ports });
 * ```
 */
export async function serveScan(options: ServeScanOptions): Promise<ServedScan> {
  const styleRule = requireRule(SCAN_STYLE_TIMEFRAMES, options.asOf);
  const futuresRule = options.futures === true ? requireRule(FUTURES_CONTINUOUS, options.asOf) : undefined;
  const style = options.style ?? futuresRule?.value.style ?? styleRule.value.default;
  const timeframe = styleRule.value[style];
  const run = await runSignalScan({
    instruments: options.instruments,
    timeframe,
    asOf: options.asOf,
    lang: options.lang,
    trace: options.trace,
    ports: options.ports,
    rules: [styleRule, ...(futuresRule === undefined ? [] : [futuresRule]), ...options.listRules],
    ...(options.futures === true ? { continuousFutures: true } : {}),
    ...(options.sessionAware === undefined ? {} : { sessionAware: options.sessionAware }),
    ...(options.references === undefined ? {} : { references: options.references }),
  });
  const { scan } = run;
  // Each futures row says which series it was called on; a fallback to the front month is said in the scan's reasons too.
  const withSeries = <R extends { readonly symbol: string; readonly reasons: readonly { readonly code: string; readonly message: string }[] }>(row: R): R => {
    const outcome = run.continuity[row.symbol];
    return outcome === undefined ? row : { ...row, reasons: [...row.reasons, outcome.reason] };
  };
  const fallbacks = Object.values(run.continuity).filter((o) => o.method === 'front_month').map((o) => o.reason);
  const detail = Object.fromEntries(
    Object.entries(run.reference_outcomes).map(([symbol, o]) => [
      symbol,
      { absent: o.absent, session: o.session, explanation: o.explanation, checks: o.checks, observed: o.observed, last_close: o.last_close, listing: o.listing },
    ]),
  );
  return {
    run,
    body: {
      universe: { id: options.universe, count: options.instruments.length, symbols: options.instruments.map((i) => i.id) },
      style,
      style_defaulted: options.style === undefined,
      timeframe,
      evaluated_at: new Date(run.instant).toISOString(),
      top: scan.top === null ? null : withSeries(scan.top),
      ranked: scan.ranked.map(withSeries),
      skipped: scan.skipped,
      ...(options.sessionAware === true ? { ineligible: scan.ineligible } : {}),
      partial: scan.partial,
      failed: scan.failed,
      reasons: [...scan.reasons, ...fallbacks],
      ...(options.futures === true
        ? {
            continuous: Object.fromEntries(
              Object.entries(run.continuity).map(([symbol, o]) => [
                symbol,
                { method: o.method, contracts: o.contracts, rolls: o.rolls, roll_rule: o.roll_rule, adjustment: o.adjustment, cause: o.cause, reason: o.reason },
              ]),
            ),
          }
        : {}),
      ...(options.references === true ? { _meta: { reference: run.references, reference_detail: detail } } : {}),
      ...run.citations,
    },
  };
}
