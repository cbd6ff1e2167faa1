import { createTranslate } from '../../../core/i18n/createTranslate.js';
import { formatFigure } from '../../../markets/_lib/formatFigure.js';
import type { SignalEdgeGate } from '../../../markets/signals/gateSignalEdge.js';
import { gateSignalEdgeMessages } from '../../../markets/signals/messages/gateSignalEdge.js';

/** What {@link explainNotSold} reads of a candidate call: its side and, when the engine states them, its probability and break-even. */
export interface NotSoldCandidate {
  readonly candidate: 'long' | 'short' | null;
  readonly probability: number | null;
  readonly breakeven_probability: number | null;
}

/** One reason a candidate is not sold. */
export interface NotSoldReason {
  readonly code: 'no_measured_edge' | 'not_measured' | 'below_breakeven' | 'no_side' | 'no_probability';
  readonly message: string;
}

/**
 * Why a candidate call is not sold, each reason with a sentence: the class's measured edge over drift (its figures),
 * no measurement in force, and, from the engine's own reading, no side or a probability that does not clear its
 * break-even. An empty list means the candidate could be sold.
 *
 * @param row - The candidate.
 * @param gate - The class's gate decision (gateSignalEdge).
 * @param options - `asOf` (the call's date, named when nothing was measured) and `lang`.
 * @returns The reasons, the gate's first.
 * @example
 * ```ts
 * explainNotSold(row, gateSignalEdge('forex', { asOf }), { asOf, lang: 'en' }).map((r) => r.code); //=> ['no_measured_edge']
 * ```
 * @see docs/signal-declines.md
 */
export function explainNotSold(row: NotSoldCandidate, gate: SignalEdgeGate, options: { readonly asOf: string; readonly lang: 'en' | 'es' }): NotSoldReason[] {
  const t = createTranslate(gateSignalEdgeMessages, options.lang);
  const figure = (x: number) => formatFigure(x, { decimals: 3, lang: options.lang });
  const out: NotSoldReason[] = [];
  if (gate.figures === null) out.push({ code: 'not_measured', message: t('not_sold_not_measured', { asOf: options.asOf }) });
  else if (!gate.sell) {
    const f = gate.figures;
    const params = { class: f.measured_class, edge: figure(f.edge), lo: figure(f.ci95[0]), hi: figure(f.ci95[1]), calls: f.calls };
    out.push({ code: 'no_measured_edge', message: t(f.ci_known ? 'not_sold_edge' : 'not_sold_edge_unknown_ci', params) });
  }
  if (row.candidate === null) out.push({ code: 'no_side', message: t('not_sold_no_side') });
  else if (row.probability === null || row.breakeven_probability === null) out.push({ code: 'no_probability', message: t('not_sold_no_probability') });
  else if (!(row.probability > row.breakeven_probability)) {
    out.push({ code: 'below_breakeven', message: t('not_sold_below_breakeven', { probability: figure(row.probability), breakeven: figure(row.breakeven_probability) }) });
  }
  return out;
}
