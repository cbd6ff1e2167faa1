import type { RuleTable } from '../../../core/ruleTable.js';

/** Periods, thresholds, weights and priors of the signal model (see docs/signal-model.md for the reasoning). */
export interface SignalModel {
  /** ATR period (Wilder) of the default risk and of the volatility regime. */
  readonly atr_period: number;
  /** Default risk in ATRs: stop distance = atr_multiple × ATR(atr_period) of the timeframe's bars. */
  readonly atr_multiple: number;
  /** Default take-profit distance as a multiple of the risk. */
  readonly default_reward_ratio: number;
  /** Trend: EMA(fast) against EMA(slow), counted only when ADX(adx_period) ≥ adx_min. */
  readonly trend: { readonly ema_fast: number; readonly ema_slow: number; readonly adx_period: number; readonly adx_min: number; readonly weight: number };
  /** Momentum: ROC(roc_period) sign confirmed by RSI(rsi_period) above rsi_long / below rsi_short. */
  readonly momentum: { readonly roc_period: number; readonly rsi_period: number; readonly rsi_long: number; readonly rsi_short: number; readonly weight: number };
  /** Mean reversion: Bollinger z = (close − SMA)/σ over `period`; votes against the move at |z| ≥ z_extreme. */
  readonly mean_reversion: { readonly period: number; readonly z_extreme: number; readonly weight: number };
  /** Volatility regime: percentile of ATR/close among the last `lookback` bars; terciles split low/normal/high. No vote. */
  readonly volatility: { readonly lookback: number; readonly low_below: number; readonly high_from: number };
  /** Positioning z-score, contrarian beyond ±z_extreme. */
  readonly positioning: { readonly z_extreme: number; readonly weight: number };
  /** Sentiment reading in [−1, 1], followed beyond ±threshold. */
  readonly sentiment: { readonly threshold: number; readonly weight: number };
  /** A direction needs |Σ weight × vote| ≥ vote_threshold. */
  readonly vote_threshold: number;
  /** Pseudo-observations of the Beta prior centred on the random-walk barrier probability. */
  readonly prior_strength: number;
  /** Fewer resolved past samples than this: the answer is the barrier baseline and the call is no_signal. */
  readonly min_samples: number;
  /** Two-sided level of the Beta posterior interval. */
  readonly interval_level: number;
}

/**
 * The signal model of GET /api/signal/generate, version 1. The indicator periods are the conventional ones of their
 * authors (Wilder's 14 for ATR, RSI and ADX and his ADX 20 trend line; Bollinger's 20 and 2σ; TA-Lib's 10 for ROC); the
 * weights, vote threshold, prior strength (200 pseudo-trades, chosen walk-forward on the earlier half of five real
 * histories and confirmed on the later half, see docs/signal-model.md) and minimum sample (30 resolved trades, the usual
 * large-sample rule) are guidekit's own modelling choices, documented and evaluated walk-forward in
 * docs/signal-model.md and docs/signal-quality.md. None is an official figure, so the table is unverified.
 */
export const SIGNAL_MODEL: RuleTable<SignalModel> = {
  id: 'markets.signal_model',
  title: 'Signal model: factor periods, vote thresholds and weights, probability prior',
  versions: [
    {
      value: {
        atr_period: 14,
        atr_multiple: 1.5,
        default_reward_ratio: 1,
        trend: { ema_fast: 20, ema_slow: 50, adx_period: 14, adx_min: 20, weight: 1 },
        momentum: { roc_period: 10, rsi_period: 14, rsi_long: 55, rsi_short: 45, weight: 1 },
        mean_reversion: { period: 20, z_extreme: 2, weight: 1 },
        volatility: { lookback: 252, low_below: 1 / 3, high_from: 2 / 3 },
        positioning: { z_extreme: 1.5, weight: 1 },
        sentiment: { threshold: 0.25, weight: 0.5 },
        vote_threshold: 1,
        prior_strength: 200,
        min_samples: 30,
        interval_level: 0.9,
      },
      source:
        'guidekit signal model v1 (docs/signal-model.md); periods from J. W. Wilder, New Concepts in Technical Trading Systems (1978), J. Bollinger, Bollinger on Bollinger Bands (2001), TA-Lib defaults',
      effective: '2026-11-25',
      verified: null,
      note: 'Modelling choices, not official figures; their walk-forward calibration is in docs/signal-quality.md. prior_strength was 20 when this version was first published on 2026-11-25; that prior stated probabilities worse calibrated than the random-walk baseline (Brier +0.00017 over 11,906 candidates) and was replaced the same day.',
    },
  ],
};
