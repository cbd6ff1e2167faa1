import type { RuleTable } from '../../core/ruleTable.js';

/*
 * The crypto scanner (GET /api/scan/crypto) and the lite tick (GET /api/scan/crypto-lite): how many assets, which are
 * left out, and how funding and the fear-and-greed index become the engine's positioning and sentiment readings.
 * The specification names the inputs (market-cap ranking, funding, ETF flows, on-chain data, GEX, fear and greed) but
 * no number: each value is guidekit's own methodology choice.
 */

const OWN_CHOICE = 'guidekit methodology choice (the specification names the crypto scanner\'s inputs but no number); see docs/market-endpoints.md';

/** The crypto scanner's settings. */
export interface CryptoScanRule {
  /** Assets taken from the market-cap ranking (the specification's "dynamic top 25"). */
  readonly top_count: number;
  /** Quote currency of the pairs the bars are read for (`<SYMBOL>-<quote>`). */
  readonly quote: string;
  /** Assets pegged to a currency: they have no price signal, so they are listed as skipped. */
  readonly stablecoins: readonly string[];
  /** Hours of funding settlements averaged into the reading. */
  readonly funding_window_hours: number;
  /**
   * Annualised funding rate that reads as z = 1 on the engine's positioning scale (contrarian beyond ±1.5): funding
   * of 1.5 × this much a year is a crowded long.
   */
  readonly funding_unit_annualised: number;
  /** Fear-and-greed value read as neutral; sentiment = (value − neutral) ÷ half_range, within [−1, 1]. */
  readonly fear_greed_neutral: number;
  readonly fear_greed_half_range: number;
  /** The three assets of the lite tick. */
  readonly lite_assets: readonly string[];
}

/**
 * Crypto scanner settings: the top 25 by market capitalisation less stablecoins, funding and fear-and-greed readings.
 *
 * @see docs/market-endpoints.md
 */
export const CRYPTO_SCAN: RuleTable<CryptoScanRule> = {
  id: 'markets.scan.crypto',
  title: 'Crypto scanner: universe, funding and fear-and-greed readings',
  versions: [
    {
      value: {
        top_count: 25,
        quote: 'USD',
        stablecoins: ['USDT', 'USDC', 'DAI', 'FDUSD', 'TUSD', 'USDE', 'USDS', 'PYUSD', 'BUSD', 'USDD', 'FRAX', 'USDP', 'GUSD', 'LUSD'],
        funding_window_hours: 24,
        funding_unit_annualised: 0.25,
        fear_greed_neutral: 50,
        fear_greed_half_range: 50,
        lite_assets: ['BTC', 'ETH', 'SOL'],
      },
      source: OWN_CHOICE,
      effective: '2026-11-25',
      verified: null,
      note: 'Perpetual funding of 0.01 % per 8 hours, about 11 % a year, is the usual resting level; 1.5 units (37.5 % a year) is a crowded long, read contrarian like extreme futures positioning. The index runs 0 to 100 with 50 neutral, so (value − 50) ÷ 50 puts it on the engine\'s sentiment scale; 75 (greed) reads +0.5, past the engine\'s ±0.25 vote line. The lite tick shows the three largest non-stable assets by market value in 2026.',
    },
  ],
};

/** An input the specification names for the crypto scanner, and whether a source is configured for it. */
export interface CryptoScanInput {
  readonly factor: 'etf_flows' | 'on_chain' | 'gamma_exposure';
  /** Why it is not used. */
  readonly reason: string;
}

/**
 * The crypto scanner's inputs the specification names that no configured source provides: they are listed as not used
 * in every answer, never guessed.
 *
 * @see docs/market-endpoints.md
 */
export const CRYPTO_SCAN_UNSOURCED: RuleTable<readonly CryptoScanInput[]> = {
  id: 'markets.scan.crypto_unsourced',
  title: 'Crypto scanner: inputs named by the specification without a configured source',
  versions: [
    {
      value: [
        { factor: 'etf_flows', reason: 'no configured source of spot ETF creations and redemptions' },
        { factor: 'on_chain', reason: 'no configured source of on-chain activity' },
        { factor: 'gamma_exposure', reason: 'no configured source of options open interest to compute dealer gamma exposure' },
      ],
      source: 'guidekit market specification, "Market signal service: all paid endpoints" (GET /api/scan/crypto: ETF flows, funding, on-chain, GEX)',
      effective: '2026-11-25',
      verified: null,
    },
  ],
};
