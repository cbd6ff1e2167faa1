import type { PortCall } from '../../core/sourceUse.js';

/** An options-implied volatility for an underlying and an expiry. */
export interface ImpliedVolatilityQuote {
  /** Annualised implied volatility (0.25 = 25 %). */
  readonly volatility: number;
  /** Epoch ms of the quote. */
  readonly time: number;
  /** Where it came from, in words (the options venue or data vendor). */
  readonly source: string;
}

/**
 * The `impliedVol` port: options-implied volatility of an underlying near an expiry. guidekit ships no adapter (no
 * keyless options source); when an application configures one, the ticker scan prices its rungs with it, and with
 * realised volatility otherwise. An underlying the source does not cover answers null.
 */
export interface ImpliedVolatilitySource {
  impliedVolatility(request: { readonly underlying: string; readonly expiry: string }, call?: PortCall): Promise<ImpliedVolatilityQuote | null>;
}
