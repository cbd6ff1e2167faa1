// Hand-built engine calls for the scan and gating tests: a GenerateSignalResult with the fields those engines read.
import type { GenerateSignalResult, SignalFactor } from '../../../src/markets/signals/generateSignal.js';

export function factor(name: SignalFactor['name'], vote: -1 | 0 | 1, value: number | null): SignalFactor {
  return { name, value, vote, weight: name === 'volatility' ? 0 : 1, state: vote === 1 ? 'long' : vote === -1 ? 'short' : 'neutral', inputs: {}, in_history: true };
}

/** A call on `symbol` entered at `entry` with a 1-unit risk, 1:1, at `probability` from `samples` past trades. */
export function call(symbol: string, options: { entry?: number; probability?: number; samples?: number; candidate?: 'long' | 'short' | null; factors?: SignalFactor[]; direction?: 'long' | 'short' | 'no_signal' } = {}): GenerateSignalResult {
  const entry = options.entry ?? 100;
  const candidate = options.candidate === undefined ? 'long' : options.candidate;
  const probability = options.probability ?? 0.6;
  const samples = options.samples ?? 60;
  const dir = candidate === 'short' ? -1 : 1;
  return {
    symbol,
    bar_time: Date.parse('2026-11-24T00:00:00Z'),
    bar_index: 999,
    direction: options.direction ?? (candidate ?? 'no_signal'),
    candidate,
    entry,
    stop: candidate === null ? null : entry - dir,
    take_profit: candidate === null ? null : entry + dir,
    risk_points: 1,
    reward_ratio: 1,
    spread: 0,
    probability,
    probability_interval: { lower: probability - 0.1, upper: probability + 0.1, level: 0.9 },
    baseline_probability: 0.5,
    breakeven_probability: 0.5,
    edge: probability - 0.5,
    history: { state: 's', samples, hits: Math.round(samples * probability), unresolved: 0, empirical_rate: probability, weight: samples / (samples + 20), prior_strength: 20, min_samples: 30, sufficient: samples >= 30 },
    score: 2,
    threshold: 1,
    factors: options.factors ?? [factor('trend', 1, 0.8), factor('momentum', 1, 2.1), factor('mean_reversion', 0, 0.4), factor('volatility', 0, 0.5)],
    reasons: [{ code: 'vote_long', message: 'The weighted vote of the factors is 2.' }],
    rules_applied: [],
    unverified_rules: [],
    stale_rules: [],
  };
}
