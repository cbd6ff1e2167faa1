import type { RuleTable } from '../../core/ruleTable.js';
import type { AssetClass } from './instruments.js';

/*
 * The measured out-of-sample edge of the signal engine's calls over drift, per instrument class: what a buyer of a
 * call gets beyond what they get for free (the walk-forward hit rate of the same-direction trade on the instrument so
 * far), measured by `guidekit evaluate signals` on the project's held-out histories at the endpoints' own costs. A
 * call is sold only where the lower bound of the interval is above zero (gateSignalEdge); elsewhere the endpoint
 * declines with a 409 `no-edge`, never charged (docs/signal-declines.md). One file, one table, so that a new
 * measurement is one new version here.
 */

/** The instrument classes the evaluation reports apart (the histories of test/fixtures/history/daily, by class). */
export type SignalEdgeClass = 'forex' | 'metal' | 'energy' | 'index' | 'equity' | 'crypto';

/** The measured classes, in the order the docs list them. */
export const SIGNAL_EDGE_CLASSES: readonly SignalEdgeClass[] = ['forex', 'metal', 'energy', 'index', 'equity', 'crypto'];

/** One measurement: the calls' mean margin over drift, with its interval, on the held-out half. */
export interface SignalEdgeMeasure {
  /** Mean of (call won − drift's stated probability) over the calls, as a probability margin (−0.038 = 3.8 points worse than drift). */
  readonly edge: number;
  /** 95 % interval of `edge` (block bootstrap by month in the evaluation); [−1, 1] when it is not known (`ci_known: false`). */
  readonly ci95: readonly [number, number];
  /** False when the run gave no interval and `ci95` is the whole range of a margin, a placeholder that can never sell. */
  readonly ci_known: boolean;
  /** Calls the edge was measured over. */
  readonly calls: number;
  /** Daily histories the calls came from; null when the run did not report it for the class. */
  readonly histories: number | null;
  /** Which half of the histories: always the held-out one, on which no choice was tuned. */
  readonly half: 'held_out';
  /** The command that measures it, on the project's own data. */
  readonly measured_by: string;
}

/** A version of the table: the pooled figure, each class's, and which measured class covers each instrument class. */
export interface SignalEdgeTable {
  readonly pooled: SignalEdgeMeasure;
  readonly classes: Readonly<Record<SignalEdgeClass, SignalEdgeMeasure>>;
  /**
   * The measured class whose figure gates each instrument class of the catalog (`commodity` instruments are gated by
   * the energy histories; a futures root by the pooled figure); `pooled` for a class no history covers.
   */
  readonly covers: Readonly<Record<AssetClass, SignalEdgeClass | 'pooled'>>;
}

const MEASURED_BY = 'guidekit evaluate signals --data test/fixtures/history/daily';
const UNKNOWN_CI: readonly [number, number] = [-1, 1];

/** A held-out measurement of the earlier run. */
function heldOut(edge: number, ci95: readonly [number, number] | null, calls: number, histories: number | null): SignalEdgeMeasure {
  return { edge, ci95: ci95 ?? UNKNOWN_CI, ci_known: ci95 !== null, calls, histories, half: 'held_out', measured_by: MEASURED_BY };
}

/**
 * The signal engine's measured out-of-sample edge over drift, per instrument class and pooled. The version in force
 * at the call's date gates every call of signal/generate, signal/equities, signal/basket, signal/screener and the price
 * scans (gateSignalEdge): a call is sold only where `ci95[0] > 0`. Before the first version nothing was measured, and
 * nothing is sold.
 *
 * @see docs/signal-declines.md
 * @see docs/signal-quality.md
 */
export const MARKETS_SIGNAL_EDGE: RuleTable<SignalEdgeTable> = {
  id: 'markets.signal_edge',
  title: "Signal engine: measured out-of-sample edge of its calls over drift, per instrument class (held-out half)",
  jurisdiction: 'INTL',
  versions: [
    {
      value: {
        pooled: heldOut(-0.0382, [-0.0718, -0.0056], 4937, 26),
        classes: {
          forex: heldOut(-0.049, [-0.097, -0.001], 2049, null),
          metal: heldOut(-0.005, null, 105, null),
          energy: heldOut(-0.225, [-0.332, -0.098], 129, null),
          index: heldOut(-0.127, null, 27, null),
          equity: heldOut(-0.017, [-0.062, 0.026], 2527, null),
          crypto: heldOut(-0.118, null, 100, null),
        },
        covers: { forex: 'forex', metal: 'metal', commodity: 'energy', index: 'index', equity: 'equity', crypto: 'crypto', future: 'pooled' },
      },
      source: `${MEASURED_BY} (held-out half, 26 histories), run of 2026-11-26; see docs/signal-quality.md`,
      effective: '2026-11-26',
      verified: null,
      note:
        'Provisional: the figures of the earlier held-out run (26 daily histories, effective 2026-11-26), to be replaced by the run of the evaluation command over the project\'s full held-out set. The run reported no interval for metal (105 calls), index (27) or crypto (100): their ci95 is the placeholder [-1, 1] (ci_known false), which never sells. Per-class history counts were not reported (null). Commodity instruments (grains, copper) are gated by the energy histories, the only commodities measured; futures roots by the pooled figure. Every lower bound is at or below zero, so no class sells a call.',
    },
    {
      value: {
        pooled: heldOut(-0.0188, [-0.0572, 0.02], 2603, 28),
        classes: {
          forex: heldOut(0.0001, [-0.1277, 0.1148], 268, 6),
          metal: heldOut(-0.0214, [-0.1606, 0.1056], 165, 3),
          energy: heldOut(-0.0293, [-0.1138, 0.0485], 499, 3),
          index: heldOut(-0.1781, [-0.2923, -0.0651], 219, 5),
          equity: heldOut(0.0023, [-0.0536, 0.0602], 1292, 6),
          crypto: heldOut(0.0327, [-0.1153, 0.1542], 160, 5),
        },
        covers: { forex: 'forex', metal: 'metal', commodity: 'energy', index: 'index', equity: 'equity', crypto: 'crypto', future: 'pooled' },
      },
      source: `${MEASURED_BY} --json (held-out half: 28 of the 51 histories of test/fixtures/history/daily/manifest.json; seed 19, 1,000 month-block resamples), run of 2026-12-02; docs/signal-quality.md, "For the no-edge gate"`,
      effective: '2026-12-02',
      verified: '2026-12-02',
      note:
        'Measured by the project on its own held-out half (out-of-instrument, not out-of-time: the halves share years). Every lower bound is at or below zero, so no class sells a call. Commodity instruments (grains, copper) are gated by the energy histories, futures roots by the pooled figure. Re-run npm run evaluate and add a version when the data or the model changes.',
    },
  ],
};
