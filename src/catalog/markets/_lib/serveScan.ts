import { requireRule } from '../../../core/requireRule.js';
import type { AppliedRule } from '../../../core/ruleTable.js';
import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { PerpBookSource } from '../../../markets/ports/PerpBookSource.js';
import type { InstrumentSpec } from '../../../markets/rules/instruments.js';
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
  const style = options.style ?? styleRule.value.default;
  const timeframe = styleRule.value[style];
  const run = await runSignalScan({
    instruments: options.instruments,
    timeframe,
    asOf: options.asOf,
    lang: options.lang,
    trace: options.trace,
    ports: options.ports,
    rules: [styleRule, ...options.listRules],
    ...(options.sessionAware === undefined ? {} : { sessionAware: options.sessionAware }),
    ...(options.references === undefined ? {} : { references: options.references }),
  });
  const { scan } = run;
  const detail = Object.fromEntries(
    Object.entries(run.reference_outcomes).map(([symbol, o]) => [
      symbol,
      { absent: o.absent, session: o.session, explanation: o.explanation, checks: o.checks, observed: o.observed, last_close: o.last_close },
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
      top: scan.top,
      ranked: scan.ranked,
      skipped: scan.skipped,
      ...(options.sessionAware === true ? { ineligible: scan.ineligible } : {}),
      partial: scan.partial,
      failed: scan.failed,
      reasons: scan.reasons,
      ...(options.references === true ? { _meta: { reference: run.references, reference_detail: detail } } : {}),
      ...run.citations,
    },
  };
}
