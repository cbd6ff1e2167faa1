import type { BacktestStrategy } from '../types.js';

/**
 * The strategy, silenced before bar `firstDecision`: its indicators still warm up on the earlier (in-sample) bars, but it
 * holds no position until the out-of-sample window, so the out-of-sample equity is untouched by in-sample trading.
 */
export function gateStrategy(strategy: BacktestStrategy, firstDecision: number): BacktestStrategy {
  return {
    name: strategy.name,
    prepare(bars, context) {
      const prepared = context === undefined ? strategy.prepare(bars) : strategy.prepare(bars, context);
      return {
        warmupBars: prepared.warmupBars,
        decide: (t, position) => (t < firstDecision ? null : prepared.decide(t, position)),
      };
    },
  };
}
