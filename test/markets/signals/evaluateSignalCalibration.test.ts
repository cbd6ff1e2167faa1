import { describe, expect, it } from 'vitest';
import { evaluateSignalCalibration } from '../../../src/markets/signals/evaluateSignalCalibration.js';
import { AS_OF, loadGoogBars } from './_bars.js';

/**
 * How much worse than the random-walk barrier baseline the engine's Brier score on GOOG may be before CI fails
 * (docs/signal-quality.md, "Regression gate"). 0.001 is 0.4 % of the baseline's 0.25: well above run-to-run noise
 * (there is none: the run is deterministic) and below the 0.0025 that counting overlapping trades cost.
 */
const BRIER_TOLERANCE = 0.001;

describe('evaluateSignalCalibration', () => {
  const goog = loadGoogBars();
  const result = evaluateSignalCalibration(goog, { asOf: AS_OF });

  it('on GOOG, states probabilities at least as well calibrated as the barrier baseline (Brier within the tolerance)', () => {
    expect(result.engine.forecaster.count).toBeGreaterThan(1000);
    expect(result.engine.forecaster.brier).toBeLessThanOrEqual(result.engine.barrier.brier + BRIER_TOLERANCE);
    expect(result.engine_with_history.forecaster.brier).toBeLessThanOrEqual(result.engine_with_history.barrier.brier + BRIER_TOLERANCE);
  });

  it('scores the barrier baseline on exactly the engine\'s trades', () => {
    expect(result.engine.barrier.count).toBe(result.engine.forecaster.count);
    expect(result.engine.barrier.observed_rate).toBe(result.engine.forecaster.observed_rate);
    // With reward ratio 1 the baseline is one half for every trade.
    expect(result.engine.barrier.brier).toBeCloseTo(0.25, 15);
  });

  it('states the trend rule at its own walk-forward hit rate: only trades that had exited by the signal bar', () => {
    const events = result.trend_events;
    for (const e of events.filter((_, i) => i % 97 === 0)) {
      const known = events.filter((p) => p.direction === e.direction && p.exit_index <= e.bar_index);
      const expected = known.length >= 30 ? known.filter((p) => p.outcome === 1).length / known.length : 0.5;
      expect(e.probability).toBeCloseTo(expected, 12);
    }
  });

  it('resolves every scored trade after its signal bar', () => {
    for (const e of [...result.engine_events, ...result.trend_events]) expect(e.exit_index).toBeGreaterThan(e.bar_index);
  });

  it('reports the calls it made with their stated and observed rates', () => {
    const traded = result.engine_events.filter((e) => e.traded);
    expect(result.calls.count).toBe(traded.length);
    expect(result.calls.observed_rate).toBeCloseTo(traded.filter((e) => e.outcome === 1).length / traded.length, 12);
  });

  it('rejects a missing asOf', () => {
    expect(() => evaluateSignalCalibration(goog, {} as never)).toThrow(expect.objectContaining({ field: 'asOf', message: expect.stringMatching(/^evaluateSignalCalibration: /) }));
  });
});
