import type { RuleTable } from '../../../core/ruleTable.js';

/** One pre-declared variant: a direction rule and the state its walk-forward hit rate is kept by. */
export interface SignalVariant {
  readonly id: string;
  /** tsmom: sign of close[t − skip] − close[t − lookback]; reversal: minus the sign over lookback; long: always long. */
  readonly direction: 'tsmom' | 'reversal' | 'long';
  readonly lookback: number;
  readonly skip: number;
  /** The state the hit rate is conditioned on. */
  readonly state: 'none' | 'volatility' | 'turn_of_month' | 'weekday';
  /** Trade only in the high-volatility regime. */
  readonly highVolOnly: boolean;
}

/** The variants and their shared estimation settings. */
export interface SignalVariantSet {
  readonly variants: readonly SignalVariant[];
  /** Pseudo-trades at the drift rate in the variant's shrunk estimate. */
  readonly prior_strength: number;
  /** Resolved trades in the state before a call can be made. */
  readonly min_samples: number;
}

const v = (id: string, direction: SignalVariant['direction'], lookback: number, skip: number, state: SignalVariant['state'], highVolOnly = false): SignalVariant => ({ id, direction, lookback, skip, state, highVolOnly });

/**
 * The variants of issue 19, declared in docs/signal-model.md ("Pre-declared variants") before any was run. Lookbacks
 * are the literature's (21, 63, 126, 252 trading days; 5 for reversal), not fitted.
 *
 * @see docs/signal-model.md
 */
export const SIGNAL_VARIANTS: RuleTable<SignalVariantSet> = {
  id: 'markets.signal_variants',
  title: 'Signal model variants tried on the tuning half (issue 19)',
  versions: [
    {
      value: {
        variants: [
          v('tsmom_21', 'tsmom', 21, 0, 'none'),
          v('tsmom_63', 'tsmom', 63, 0, 'none'),
          v('tsmom_126', 'tsmom', 126, 0, 'none'),
          v('tsmom_252', 'tsmom', 252, 0, 'none'),
          v('tsmom_12_1', 'tsmom', 252, 21, 'none'),
          v('tsmom_252_vol', 'tsmom', 252, 0, 'volatility'),
          v('tsmom_12_1_vol', 'tsmom', 252, 21, 'volatility'),
          v('reversal_5', 'reversal', 5, 0, 'none'),
          v('reversal_5_highvol', 'reversal', 5, 0, 'none', true),
          v('long_vol', 'long', 0, 0, 'volatility'),
          v('long_turn_of_month', 'long', 0, 0, 'turn_of_month'),
          v('long_weekday', 'long', 0, 0, 'weekday'),
        ],
        prior_strength: 50,
        min_samples: 30,
      },
      source: 'Moskowitz, Ooi and Pedersen (2012) J. Financial Economics 104(2); Moreira and Muir (2017) J. Finance 72(4); Lehmann (1990) QJE 105(1); Nagel (2012) RFS 25(7); Ariel (1987) JFE 18(1); French (1980) JFE 8(1)',
      effective: '2026-12-02',
      verified: null,
      note: 'guidekit evaluation choices (which published predictors to try, the shrinkage toward drift); not official figures.',
    },
  ],
};
