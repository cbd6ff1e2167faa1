import type { RuleCitations } from '../../../core/citeRules.js';
import { createTranslate } from '../../../core/i18n/createTranslate.js';
import { NothingClearsError } from '../../../core/NothingClearsError.js';
import type { AppliedRule } from '../../../core/ruleTable.js';
import { formatFigure } from '../../../markets/_lib/formatFigure.js';
import type { AssetClass } from '../../../markets/rules/instruments.js';
import type { SignalEdgeTable } from '../../../markets/rules/signalEdge.js';
import type { ScanRow } from '../../../markets/scans/assembleSignalScan.js';
import { gateSignalEdge, type SignalEdgeGate } from '../../../markets/signals/gateSignalEdge.js';
import { gateSignalEdgeMessages } from '../../../markets/signals/messages/gateSignalEdge.js';
import { mergeSportsCitations } from '../../../markets/sportsScans/mergeSportsCitations.js';
import { explainNotSold } from './explainNotSold.js';
import { SCAN_NEAR_MISSES, type ScanAnswer } from './requireScanCall.js';

/**
 * The edge gate of a price scan: a call is sold only on an instrument whose class has a measured out-of-sample edge
 * over drift (the lower bound of its interval above zero, gateSignalEdge). The scan's `top` becomes the best tradable
 * call of a class that sells, the table is cited, and calls of classes that do not sell stay in `ranked` with a reason
 * in `reasons`; where the top's class sells the answer is unchanged but for the citation. When the scan called
 * instruments and none of a selling class is tradable while a call was withheld (or no called class sells at all),
 * the endpoint declines with a 409 `no-edge`, never charged: `measured` holds each called class's figures and
 * `near_misses` the nearest calls, each with its probability, break-even and why it is not sold. A scan that called
 * nothing is returned as it is (requireScanCall answers it).
 *
 * @param answer - The scan's answer as serveScan gives it (the endpoint's own members added).
 * @param options - `asOf` (the table's version in force is used) and `lang`.
 * @returns The answer with its top gated and `markets.signal_edge` cited.
 * @throws {@link NothingClearsError} `no-edge` as above.
 * @example
 * ```ts
 * const body = gateScanAnswer(await serveUniverseScan('forex', ctx, { style }), { asOf: ctx.asOf, lang: ctx.lang.lang });
 * ```
 * @see docs/signal-declines.md
 */
export function gateScanAnswer<A extends ScanAnswer>(answer: A, options: { readonly asOf: string; readonly lang: 'en' | 'es' }): A {
  const { ranked } = answer;
  if (ranked.length === 0) return answer;
  // One decision per class: the gate is a table lookup, taken once per scan and class.
  const gates = new Map<string, SignalEdgeGate>();
  const gateOf = (row: ScanRow): SignalEdgeGate => {
    let gate = gates.get(row.asset_class);
    if (gate === undefined) {
      gate = gateSignalEdge(row.asset_class as AssetClass, { asOf: options.asOf });
      gates.set(row.asset_class, gate);
    }
    return gate;
  };
  for (const row of ranked) gateOf(row);
  const rules = [...gates.values()].flatMap((g) => (g.rule === null ? [] : [g.rule as AppliedRule<SignalEdgeTable>]));
  const cite = (body: Record<string, unknown>) => mergeSportsCitations(['rules_applied' in body ? (body as unknown as RuleCitations) : null, ...rules.slice(0, 1)], options.lang);
  const top = ranked.find((r) => r.tradable && gateOf(r).sell) ?? null;
  const anySells = [...gates.values()].some((g) => g.sell);
  const t = createTranslate(gateSignalEdgeMessages, options.lang);
  if (top !== null || (answer.top === null && anySells)) {
    const withheld = [...new Set(ranked.filter((r) => r.tradable && !gateOf(r).sell).map((r) => r.asset_class))];
    const reasons = Array.isArray(answer.reasons) ? (answer.reasons as unknown[]) : [];
    return {
      ...answer,
      top: top === null ? null : (answer.top !== null && answer.top.symbol === top.symbol ? answer.top : top),
      ...(withheld.length === 0 ? {} : { reasons: [...reasons, { code: 'no_measured_edge', message: t('withheld_classes', { classes: withheld.join(', ') }) }] }),
      ...cite(answer),
    };
  }
  const figure = (x: number) => formatFigure(x, { decimals: 3, lang: options.lang });
  const nearest = ranked[0]!;
  const near_misses = ranked.slice(0, SCAN_NEAR_MISSES).map((r) => ({ ...r, not_sold: explainNotSold(r, gateOf(r), options) }));
  const classes = [...gates.keys()];
  const measured = {
    called: ranked.length,
    tradable: ranked.filter((r) => r.tradable).length,
    skipped: answer.skipped.length,
    ineligible: answer.ineligible?.length ?? 0,
    best_edge: nearest.edge,
    best_probability: nearest.probability,
    best_breakeven: nearest.breakeven_probability,
    classes: classes.map((c) => ({ class: c, gate: gates.get(c)!.reason, figures: gates.get(c)!.figures })),
  };
  const reason = t('no_edge_scan', {
    universe: answer.universe.id,
    classes: classes.join(', '),
    count: ranked.length,
    symbol: nearest.symbol,
    side: nearest.candidate ?? '—',
    probability: figure(nearest.probability),
    breakeven: nearest.breakeven_probability === null ? '—' : figure(nearest.breakeven_probability),
  });
  const { top: _top, ranked: _ranked, ...rest } = answer;
  throw new NothingClearsError(reason, { problem: 'no-edge', details: { ...rest, ...cite(answer), measured, near_misses } });
}
