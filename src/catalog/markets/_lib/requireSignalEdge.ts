import { createTranslate } from '../../../core/i18n/createTranslate.js';
import { NothingClearsError } from '../../../core/NothingClearsError.js';
import type { RuleCitations } from '../../../core/citeRules.js';
import type { AppliedRule, RuleTable } from '../../../core/ruleTable.js';
import { mergeSportsCitations } from '../../../markets/sportsScans/mergeSportsCitations.js';
import { formatFigure } from '../../../markets/_lib/formatFigure.js';
import type { AssetClass } from '../../../markets/rules/instruments.js';
import type { SignalEdgeTable } from '../../../markets/rules/signalEdge.js';
import { gateSignalEdge } from '../../../markets/signals/gateSignalEdge.js';
import { gateSignalEdgeMessages } from '../../../markets/signals/messages/gateSignalEdge.js';
import { explainNotSold, type NotSoldCandidate } from './explainNotSold.js';

/** How many of the engine's candidates a declined call names (`near_misses`). */
export const EDGE_NEAR_MISSES = 5;

/** Options of {@link requireSignalEdge}. */
export interface RequireSignalEdgeOptions<C extends NotSoldCandidate> {
  readonly asOf: string;
  readonly lang: 'en' | 'es';
  /** What the call is on, as the reason names it: the instrument's id, or the basket or screen. */
  readonly subject: string;
  /** The candidates the engine computed, best first; the first is the call that would be sold. */
  readonly candidates: readonly C[];
  /** Members of the would-be answer kept in the 409 (the bars read, the factor inputs, the rules applied). Default none. */
  readonly details?: Readonly<Record<string, unknown>>;
  /** The table of measured edges. Default `markets.signal_edge` (gateSignalEdge's default). */
  readonly table?: RuleTable<SignalEdgeTable>;
}

/**
 * The edge gate of an endpoint that sells one call of the signal engine's (or of an equity engine gated by the equity
 * figure): when the class's measured out-of-sample edge over drift has its lower bound above zero the call is sold
 * and the applied rule is returned for the answer to cite; otherwise the endpoint declines with a 409 `no-edge`,
 * never charged, whose `measured` member holds the figures (edge, interval, calls, histories, half, the rule's source)
 * and whose `near_misses` are the engine's candidates, each with its probability, break-even and why it is not sold.
 *
 * @param assetClass - The instrument's class (the catalog's asset class).
 * @param options - {@link RequireSignalEdgeOptions}.
 * @returns The applied `markets.signal_edge` rule, when the class sells.
 * @throws {@link NothingClearsError} `no-edge` when the class has no measured edge, or no measurement is in force.
 * @example
 * ```ts
 * const rule = requireSignalEdge(spec.assetClass, { asOf, lang, subject: spec.id, candidates: [row] });
 * ```
 * @see docs/signal-declines.md
 */
export function requireSignalEdge<C extends NotSoldCandidate>(assetClass: AssetClass, options: RequireSignalEdgeOptions<C>): AppliedRule<SignalEdgeTable> {
  const gate = gateSignalEdge(assetClass, { asOf: options.asOf, ...(options.table === undefined ? {} : { table: options.table }) });
  if (gate.sell) return gate.rule;
  const t = createTranslate(gateSignalEdgeMessages, options.lang);
  const figure = (x: number) => formatFigure(x, { decimals: 3, lang: options.lang });
  const near_misses = options.candidates.slice(0, EDGE_NEAR_MISSES).map((c) => ({ ...c, not_sold: explainNotSold(c, gate, options) }));
  const best = options.candidates[0];
  let reason: string;
  if (gate.figures === null) reason = t('not_measured_call', { subject: options.subject, asOf: options.asOf });
  else {
    const f = gate.figures;
    const params = { subject: options.subject, class: f.measured_class, edge: figure(f.edge), lo: figure(f.ci95[0]), hi: figure(f.ci95[1]), calls: f.calls };
    reason =
      best === undefined || best.candidate === null || best.probability === null || best.breakeven_probability === null
        ? t('no_edge_call_no_side', params)
        : t('no_edge_call', { ...params, side: best.candidate, probability: figure(best.probability), breakeven: figure(best.breakeven_probability) });
  }
  // The 409 cites the table it declined on beside the would-be answer's own rules.
  const details = options.details ?? {};
  const cited = gate.rule === null ? {} : mergeSportsCitations(['rules_applied' in details ? (details as unknown as RuleCitations) : null, gate.rule], options.lang);
  throw new NothingClearsError(reason, {
    problem: 'no-edge',
    details: { ...details, ...cited, measured: { gate: gate.reason, ...(gate.figures ?? { class: assetClass, measured_class: null, rule: null }) }, near_misses },
  });
}
