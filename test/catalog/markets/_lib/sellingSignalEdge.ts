// SYNTHETIC rule table for tests only: a markets.signal_edge version under which every class sells (lower bound above
// zero), so the tests of the signal endpoints' 200 path (response shapes, rankings, references, the signal log) keep
// running now that the real table's measured edges decline every class. Its figures are invented and labelled so; it
// is injected with vi.mock in the test files that need the 200 path and never reaches an answer outside them.
import type { RuleTable } from '../../../../src/core/ruleTable.js';
import type { SignalEdgeMeasure, SignalEdgeTable } from '../../../../src/markets/rules/signalEdge.js';

const SELLS: SignalEdgeMeasure = { edge: 0.05, ci95: [0.01, 0.09], ci_known: true, calls: 1000, histories: 20, half: 'held_out', measured_by: 'SYNTHETIC test table' };

/** Every class sells from 1990 on (synthetic). */
export const SELLING_SIGNAL_EDGE: RuleTable<SignalEdgeTable> = {
  id: 'markets.signal_edge',
  title: 'SYNTHETIC: every class sells (tests of the 200 path only)',
  versions: [
    {
      value: {
        pooled: SELLS,
        classes: { forex: SELLS, metal: SELLS, energy: SELLS, index: SELLS, equity: SELLS, crypto: SELLS },
        covers: { forex: 'forex', metal: 'metal', commodity: 'energy', index: 'index', equity: 'equity', crypto: 'crypto', future: 'pooled' },
      },
      source: 'SYNTHETIC (test/catalog/markets/_lib/sellingSignalEdge.ts)',
      effective: '1990-01-01',
      verified: null,
    },
  ],
};

/**
 * The vi.mock factory of src/markets/rules/signalEdge.js that swaps in {@link SELLING_SIGNAL_EDGE}:
 * `vi.mock('…/src/markets/rules/signalEdge.js', async (original) => (await import('…/sellingSignalEdge.js')).withSellingEdge(await original()))`.
 */
export function withSellingEdge<M extends object>(original: M): M {
  return { ...original, MARKETS_SIGNAL_EDGE: SELLING_SIGNAL_EDGE };
}
