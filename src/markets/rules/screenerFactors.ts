import type { RuleTable } from '../../core/ruleTable.js';

/*
 * Windows, weights and thresholds of the equity screener (momentum, low volatility, trend, value, quality, market
 * regime). The momentum window follows Kenneth French's published definition; the filing lag follows the SEC's 10-K
 * deadlines; every other number is guidekit's own methodology choice, said so in `source`. Versions take effect in 1990
 * so a replay of any past date uses today's methodology.
 */

const OWN_CHOICE = 'guidekit methodology choice (the specification names a factor and regime screen, not its numbers); see docs/markets-reference-basket-screener.md';

/** The momentum window in trading days: the return from `lookback_days` ago to `skip_days` ago. */
export interface MomentumWindow {
  readonly lookback_days: number;
  readonly skip_days: number;
}

/**
 * Momentum 12-1 on daily bars: the cumulative return from the close 250 trading days ago to the close 20 trading days
 * ago, skipping the most recent month (short-term reversal), as the Fama–French daily momentum factor defines its
 * prior (2-12) return.
 *
 * @see https://mba.tuck.dartmouth.edu/pages/faculty/ken.french/Data_Library/det_mom_factor_daily.html
 */
export const SCREENER_MOMENTUM_WINDOW: RuleTable<MomentumWindow> = {
  id: 'markets.screener.momentum_window',
  title: 'Screener: momentum 12-1 window (trading days back to the start, and skipped at the end)',
  versions: [
    {
      value: { lookback_days: 250, skip_days: 20 },
      source:
        'Kenneth R. French Data Library, "Detail for Daily Momentum Factor (Mom)": prior (2-12) return, a stock must have a price for the end of day t-251 and a good return for t-21 (https://mba.tuck.dartmouth.edu/pages/faculty/ken.french/Data_Library/det_mom_factor_daily.html)',
      effective: '1990-01-01',
      verified: '2026-11-25',
      note: 'For a ranking made after the close of day i (French\'s t − 1): close[i − 20] ÷ close[i − 250] − 1.',
    },
  ],
};

/** Windows of the price factors other than momentum, in trading days. */
export interface PriceFactorWindows {
  /** Realised volatility window (daily log returns). */
  readonly volatility_days: number;
  /** Moving average the close is compared with for trend. */
  readonly trend_days: number;
  /** Trading days per year, to annualise volatility. */
  readonly annualisation_days: number;
}

/**
 * Low volatility over 60 daily returns, trend against the 200-day average, volatility annualised with 252 days.
 *
 * @see docs/markets-reference-basket-screener.md
 */
export const SCREENER_PRICE_WINDOWS: RuleTable<PriceFactorWindows> = {
  id: 'markets.screener.price_windows',
  title: 'Screener: low-volatility and trend windows, and the annualisation factor (trading days)',
  versions: [
    {
      value: { volatility_days: 60, trend_days: 200, annualisation_days: 252 },
      source: OWN_CHOICE,
      effective: '1990-01-01',
      verified: null,
      note: 'About three months of daily returns for volatility; the 200-day average is the usual long-trend line.',
    },
  ],
};

/** The five factors of the screen. */
export type ScreenerFactor = 'momentum' | 'low_volatility' | 'trend' | 'value' | 'quality';

/**
 * Weights of the composite: the composite is Σ weight × z over the factors a ticker has, divided by the sum of those
 * weights (a missing factor is left out, never scored as zero).
 *
 * @see docs/markets-reference-basket-screener.md
 */
export const SCREENER_FACTOR_WEIGHTS: RuleTable<Readonly<Record<ScreenerFactor, number>>> = {
  id: 'markets.screener.factor_weights',
  title: 'Screener: weight of each factor in the composite',
  versions: [
    {
      value: { momentum: 0.3, low_volatility: 0.2, trend: 0.2, value: 0.15, quality: 0.15 },
      source: OWN_CHOICE,
      effective: '1990-01-01',
      verified: null,
      note: 'Price factors carry 70 % because every ticker has them; value and quality, which need filings, carry 30 %.',
    },
  ],
};

/** How the cross-section is standardised and who may be ranked. */
export interface ScreenerCrossSection {
  /** Raw values are winsorised at mean ± this many standard deviations (repeated until none lies beyond) before the z-scores are taken. */
  readonly winsor_sigma: number;
  /** Fewest tickers with a value for a factor to be scored at all. */
  readonly min_observations: number;
  /** Fewest nominal weight (of 1) a ticker's available factors must carry for it to be ranked. */
  readonly min_weight_coverage: number;
  /** A ticker (or the index) whose last bar is more than this many calendar days before `asOf` is left out as stale. */
  readonly max_bar_age_days: number;
}

/**
 * Winsorise at ±3 standard deviations, score a factor only with at least five tickers, rank a ticker only when its
 * factors carry at least half the weight, and leave out tickers with no bar in the last seven days.
 *
 * @see docs/markets-reference-basket-screener.md
 */
export const SCREENER_CROSS_SECTION: RuleTable<ScreenerCrossSection> = {
  id: 'markets.screener.cross_section',
  title: 'Screener: winsorisation, fewest observations per factor, least weight coverage per ticker, bar staleness',
  versions: [
    {
      value: { winsor_sigma: 3, min_observations: 5, min_weight_coverage: 0.5, max_bar_age_days: 7 },
      source: OWN_CHOICE,
      effective: '1990-01-01',
      verified: null,
      note: 'Winsorising at ±3σ is the common practice of risk-model descriptors. It is repeated until no value lies beyond (a lone outlier inflates the σ it is measured against), then the values are standardised, so each factor\'s z-scores have mean 0, standard deviation 1 and lie within ±3.',
    },
  ],
};

/** How company facts are used. */
export interface ScreenerFundamentals {
  /** A fact whose period ended more than this many months before `asOf` is stale and not used. */
  readonly max_fact_age_months: number;
  /** A fact given without its filing date is taken as known this many days after its period end. */
  readonly assumed_filing_lag_days: number;
}

/**
 * Company facts older than 18 months are stale; a fact without a filing date is known 90 days after its period end,
 * the longest 10-K deadline, so no figure is used before it could have been read.
 *
 * @see https://www.sec.gov/files/form10-k.pdf
 */
export const SCREENER_FUNDAMENTALS: RuleTable<ScreenerFundamentals> = {
  id: 'markets.screener.fundamentals',
  title: 'Screener: age limit of company facts and the filing lag assumed when the filing date is missing',
  versions: [
    {
      value: { max_fact_age_months: 18, assumed_filing_lag_days: 90 },
      source:
        'Filing lag: SEC Form 10-K General Instruction A(2), annual report due 60 days (large accelerated filers), 75 days (accelerated filers) or 90 days (others) after fiscal year end (https://www.sec.gov/files/form10-k.pdf); age limit: ' +
        OWN_CHOICE,
      effective: '1990-01-01',
      verified: null,
      note: 'Deadlines read on secondary summaries only. 18 months lets a fiscal-year figure serve until the next annual report is past due.',
    },
  ],
};

/** The market regime read from an index. */
export interface ScreenerRegimeRule {
  /** Moving average the index close is compared with. */
  readonly trend_days: number;
  /** Realised volatility window of the index (daily log returns). */
  readonly volatility_days: number;
  /** How many daily volatility readings the current one is ranked among. */
  readonly percentile_days: number;
  /** Risk-off when the current volatility's percentile is at least this. */
  readonly risk_off_percentile: number;
}

/**
 * Risk-off when the index closes below its 200-day average, or when its 20-day realised volatility ranks in the top
 * tenth of the last 252 readings.
 *
 * @see docs/markets-reference-basket-screener.md
 */
export const SCREENER_REGIME: RuleTable<ScreenerRegimeRule> = {
  id: 'markets.screener.regime',
  title: 'Screener: market regime from an index (trend average, volatility window, percentile window and risk-off percentile)',
  versions: [
    {
      value: { trend_days: 200, volatility_days: 20, percentile_days: 252, risk_off_percentile: 0.9 },
      source: OWN_CHOICE,
      effective: '1990-01-01',
      verified: null,
      note: 'A long-trend filter (close against its long average) plus a volatility-stress filter; either one says risk-off.',
    },
  ],
};
