import { GuidekitError } from '../../core/GuidekitError.js';
import { pickRule } from '../../core/pickRule.js';
import type { AppliedRule, RuleTable } from '../../core/ruleTable.js';
import type { AssetClass } from '../rules/instruments.js';
import { MARKETS_SIGNAL_EDGE, SIGNAL_EDGE_CLASSES, type SignalEdgeClass, type SignalEdgeMeasure, type SignalEdgeTable } from '../rules/signalEdge.js';

/** Options of {@link gateSignalEdge}. */
export interface GateSignalEdgeOptions {
  /** ISO date of the call: the table's version in force on it is used. Required. */
  readonly asOf: string;
  /** The dated table of measured edges. Default {@link MARKETS_SIGNAL_EDGE}. */
  readonly table?: RuleTable<SignalEdgeTable>;
}

/** The figures a gate decision rests on, as a declined call reports them. */
export interface SignalEdgeFigures {
  /** The instrument class asked about. */
  readonly class: string;
  /** The measured class whose figure applies (`pooled` when no class history covers it). */
  readonly measured_class: SignalEdgeClass | 'pooled';
  readonly edge: number;
  readonly ci95: readonly [number, number];
  readonly ci_known: boolean;
  readonly calls: number;
  readonly histories: number | null;
  readonly half: 'held_out';
  readonly measured_by: string;
  /** The rule version the figure comes from. */
  readonly rule: { readonly id: string; readonly source: string; readonly effective: string; readonly verified: string | null };
}

/** What {@link gateSignalEdge} decides. */
export type SignalEdgeGate =
  /** The interval's lower bound is above zero: a call of the class may be sold. */
  | { readonly sell: true; readonly reason: 'edge_measured'; readonly figures: SignalEdgeFigures; readonly rule: AppliedRule<SignalEdgeTable> }
  /** Measured, and the lower bound is at or below zero: a call of the class has no proven edge over drift. */
  | { readonly sell: false; readonly reason: 'edge_not_positive'; readonly figures: SignalEdgeFigures; readonly rule: AppliedRule<SignalEdgeTable> }
  /** No version of the table is in force on `asOf`: nothing was measured, so nothing is sold. */
  | { readonly sell: false; readonly reason: 'not_measured'; readonly figures: null; readonly rule: null };

const FN = 'gateSignalEdge';
const MEASURED = new Set<string>(SIGNAL_EDGE_CLASSES);
/** The catalog's asset classes (src/markets/rules/instruments.ts), each covered by a measured class in every version. */
const ASSET_CLASSES: readonly AssetClass[] = ['forex', 'commodity', 'metal', 'index', 'crypto', 'future', 'equity'];
const KNOWN = new Set<string>([...ASSET_CLASSES, ...SIGNAL_EDGE_CLASSES, 'pooled']);

/**
 * Says whether a call of the signal engine on an instrument of this class may be sold: only when the measured
 * out-of-sample edge of its calls over drift (the held-out half, at the endpoints' costs) has the lower bound of its
 * 95 % interval above zero. Otherwise the call adds nothing a buyer does not get for free, and the endpoint declines
 * (409 `no-edge`, never charged) with the figures returned here. The version of the table in force at `asOf` is used;
 * before the first version nothing was measured and nothing sells. A catalog class (`commodity`, `future`) is gated by
 * the measured class the table says covers it, a measured class (`energy`) by its own row.
 *
 * @param instrumentClass - The instrument's class: an asset class of the catalog (`forex`, `commodity`, `metal`,
 *   `index`, `crypto`, `future`, `equity`), a measured class (`energy`) or `pooled`.
 * @param options - {@link GateSignalEdgeOptions}; `asOf` is required.
 * @returns {@link SignalEdgeGate}: `sell`, the reason, the figures and the applied rule (null when not measured).
 * @throws {@link GuidekitError} when `instrumentClass` is neither a class the table covers nor a measured class
 *   (`instrumentClass`), or `asOf` is not an ISO date (`asOf`).
 * @example
 * ```ts
 * gateSignalEdge('forex', { asOf: '2026-12-01' }).sell; //=> false (edge -0.049, ci95 [-0.097, -0.001])
 * ```
 * @see docs/signal-declines.md
 */
export function gateSignalEdge(instrumentClass: AssetClass | SignalEdgeClass | 'pooled', options: GateSignalEdgeOptions): SignalEdgeGate {
  if (typeof instrumentClass !== 'string' || !KNOWN.has(instrumentClass)) throw badClass(instrumentClass);
  if (typeof options?.asOf !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(options.asOf)) {
    throw new GuidekitError(`${FN}: asOf must be an ISO date (YYYY-MM-DD), got ${JSON.stringify(options?.asOf)}`, { code: 'invalid_date', field: 'asOf' });
  }
  const table = options.table ?? MARKETS_SIGNAL_EDGE;
  const rule = pickRule(table, options.asOf);
  if (rule === undefined) return { sell: false, reason: 'not_measured', figures: null, rule: null };
  const value = rule.value;
  // A measured class is gated by its own row, a catalog class by the row the version says covers it.
  const measuredClass: SignalEdgeClass | 'pooled' =
    instrumentClass === 'pooled' || MEASURED.has(instrumentClass) ? (instrumentClass as SignalEdgeClass | 'pooled') : (value.covers[instrumentClass as AssetClass] ?? 'pooled');
  const measure: SignalEdgeMeasure = measuredClass === 'pooled' ? value.pooled : value.classes[measuredClass];
  const figures: SignalEdgeFigures = {
    class: instrumentClass,
    measured_class: measuredClass,
    edge: measure.edge,
    ci95: measure.ci95,
    ci_known: measure.ci_known,
    calls: measure.calls,
    histories: measure.histories,
    half: measure.half,
    measured_by: measure.measured_by,
    rule: { id: rule.id, source: rule.source, effective: rule.effective, verified: rule.verified },
  };
  // A lower bound at zero is no evidence of edge; an unknown interval ([-1, 1]) never sells. NaN never sells either.
  if (measure.ci95[0] > 0) return { sell: true, reason: 'edge_measured', figures, rule };
  return { sell: false, reason: 'edge_not_positive', figures, rule };
}

function badClass(instrumentClass: unknown): GuidekitError {
  return new GuidekitError(`${FN}: instrumentClass must be an instrument class (${[...KNOWN].join(', ')}), got ${JSON.stringify(instrumentClass)}`, {
    code: 'invalid_enum',
    field: 'instrumentClass',
  });
}
