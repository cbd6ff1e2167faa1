import type { RuleTable } from '../../core/ruleTable.js';

/*
 * Rules of the perpetual dislocation scan (GET /api/signal/perps): each venue's fee schedule, its default funding
 * interval, and guidekit's own modelling choices (the cost buffer, the default size and holding period, the
 * convergence model behind take-profit, stop-loss, EV and Kelly, and the scan's limits). Venue fee schedules are
 * editorial snapshots of a vendor's published page, in force from the day they were read (2026-11-25; earlier history
 * is not recorded): they carry an annual cadence, so a schedule nobody re-read for a year is reported stale. guidekit's own choices say so in their source and stay unverified.
 */

const OWN_CHOICE = 'guidekit methodology choice (no external source sets this number); see docs/perps-tokenized-preipo.md';

/** One venue's taker and maker fee for its base tier, as fractions of notional (0.00045 = 4.5 bps). */
export interface PerpFeeRate {
  readonly taker: number;
  readonly maker: number;
}

/** Which fee schedule a listing pays: the venue's own, or Hyperliquid's builder-deployed (HIP-3) perpetuals. */
export type PerpFeeSchedule = 'hyperliquid' | 'hyperliquid-hip3' | 'binance';

/**
 * Base-tier fees per venue (no volume tier, no staking or referral discount, no BNB discount): the cost floor charges
 * the taker fee on both legs, entry and exit, because a convergence trade that waits to be filled is not the trade
 * priced.
 *
 * @see docs/perps-tokenized-preipo.md
 */
export const PERPS_VENUE_FEES: Readonly<Record<PerpFeeSchedule, RuleTable<PerpFeeRate>>> = {
  hyperliquid: {
    id: 'markets.perps.fees.hyperliquid',
    title: 'Perpetual fees: Hyperliquid perpetuals, base tier (14-day volume ≤ $5M)',
    cadence: 'annual',
    versions: [
      {
        value: { taker: 0.00045, maker: 0.00015 },
        source:
          'Hyperliquid docs, Trading > Fees (https://hyperliquid.gitbook.io/hyperliquid-docs/trading/fees): perps tier 0 taker 0.045 %, maker 0.015 %',
        effective: '2026-11-25',
        verified: null,
        note: 'The official page was read only in part (its fee-tier history); the tier-0 figures come from copies of the same table (docs.hyperodd.com/trading/fees, hypernode-docs.polynode.dev/research/fees), so the value stays unverified.',
      },
    ],
  },
  'hyperliquid-hip3': {
    id: 'markets.perps.fees.hyperliquid_hip3',
    title: 'Perpetual fees: Hyperliquid builder-deployed (HIP-3) perpetuals, base tier',
    cadence: 'annual',
    versions: [
      {
        value: { taker: 0.0009, maker: 0.0003 },
        source:
          'Hyperliquid docs, Trading > Fees (https://hyperliquid.gitbook.io/hyperliquid-docs/trading/fees): HIP-3 deployers add a fee share of 0–300 %; at the default 100 % share the base tier is twice the validator perps\' (taker 0.090 %, maker 0.030 %, as usefelix.gitbook.io/perps/getting-started/fees tabulates it)',
        effective: '2026-11-25',
        verified: null,
        note: 'A deployer share above 100 % or growth mode (fees cut by 90 %) changes this per dex; the engine charges the default-share figure to every HIP-3 listing.',
      },
    ],
  },
  binance: {
    id: 'markets.perps.fees.binance_usdm',
    title: 'Perpetual fees: Binance USDⓈ-M futures, regular user (VIP 0)',
    cadence: 'annual',
    versions: [
      {
        value: { taker: 0.0005, maker: 0.0002 },
        source:
          'Binance, Fee Schedule of Binance Futures (https://www.binance.com/en/support/faq/360033544231): USDⓈ-M regular user maker 0.0200 %, taker 0.0500 %',
        effective: '2026-11-25',
        verified: null,
        note: 'The official page\'s fee table is an image not read here; the figures come from secondary copies of it (babianfox.com, br-binance.com). The 10 % BNB discount is not applied.',
      },
    ],
  },
};

/**
 * Funding interval assumed when a venue does not state it for a listing, in hours. Binance lists in
 * `/fapi/v1/fundingInfo` only the symbols whose interval was adjusted; the others settle every 8 hours. Hyperliquid
 * funds every hour.
 *
 * @see docs/perps-tokenized-preipo.md
 */
export const PERPS_DEFAULT_FUNDING_INTERVAL_HOURS: RuleTable<Readonly<Record<string, number>>> = {
  id: 'markets.perps.default_funding_interval_hours',
  title: 'Perpetual funding: interval in hours when the venue does not state it',
  versions: [
    {
      value: { binance: 8, hyperliquid: 1 },
      source:
        'Binance USDⓈ-M API, Get Funding Rate Info (GET /fapi/v1/fundingInfo): "symbols that had FundingRateCap/FundingRateFloor/fundingIntervalHours adjustment"; Hyperliquid docs, Trading > Funding: funding is paid every hour',
      effective: '2026-11-25',
      verified: null,
    },
  ],
};

/**
 * The buffer added to every cost floor, in basis points of notional: the quote-currency basis between venues (USDT
 * against USDC), the latency between reading the books and trading them, and mark noise.
 *
 * @see docs/perps-tokenized-preipo.md
 */
export const PERPS_COST_BUFFER_BPS: RuleTable<number> = {
  id: 'markets.perps.cost_buffer_bps',
  title: 'Perpetual cost floor: buffer (basis points of notional)',
  versions: [{ value: 5, source: OWN_CHOICE, effective: '1990-01-01', verified: null, note: 'USDT has traded within a few basis points of USD most days; 5 bps covers that basis and a second of latency on a large-cap book.' }],
};

/** Defaults of the scan: notional per leg and the holding period funding is counted over. */
export interface PerpsScanDefaults {
  /** Notional per leg, in USD (USDT counted at par). */
  readonly size_usd: number;
  /** Hours the convergence trade is expected to be held. */
  readonly holding_hours: number;
}

/**
 * The size and holding period a call uses when it names none.
 *
 * @see docs/perps-tokenized-preipo.md
 */
export const PERPS_SCAN_DEFAULTS: RuleTable<PerpsScanDefaults> = {
  id: 'markets.perps.scan_defaults',
  title: 'Perpetual scan: default notional per leg and holding period',
  versions: [{ value: { size_usd: 10_000, holding_hours: 8 }, source: OWN_CHOICE, effective: '1990-01-01', verified: null, note: 'One 8-hour funding period; a size a retail account can place without dominating a large-cap book.' }],
};

/** The convergence model: where the trade is closed and how often it converges first. */
export interface PerpsConvergenceModel {
  /** Take profit once the gap has shrunk to this share of its entry size (0.1: 90 % converged). */
  readonly take_profit_residual: number;
  /** Stop once the gap has widened by this share of its entry size (0.5: to 1.5 times the entry gap). */
  readonly stop_widening: number;
  /**
   * Measured probability that a gap clearing its floor reaches the take-profit before the stop within the holding
   * period, from recorded gaps that were not used to choose it; null while none is on record. EV and Kelly size are
   * given only from a measured figure, never an assumed one.
   */
  readonly convergence_probability: number | null;
}

/**
 * The convergence model behind take-profit and stop-loss, and behind net EV and the Kelly size when a measured
 * convergence probability is on record. None is: under a driftless gap the probability would be stop/(1 + stop) and
 * the EV minus the costs, and no recorded history of cross-venue gaps has been scored, so the answer gives the bet's
 * payoffs and its break-even probability instead of an EV.
 *
 * @see docs/perps-tokenized-preipo.md
 */
export const PERPS_CONVERGENCE_MODEL: RuleTable<PerpsConvergenceModel> = {
  id: 'markets.perps.convergence_model',
  title: 'Perpetual scan: take-profit residual, stop widening and measured convergence probability (none on record)',
  versions: [
    {
      value: { take_profit_residual: 0.1, stop_widening: 0.5, convergence_probability: null },
      source: OWN_CHOICE,
      effective: '1990-01-01',
      verified: null,
      note: 'No published study of cross-venue perpetual gaps was read and no recorded gap history has been scored, so no convergence probability is measured. An earlier methodology assumed 0.7 and sold an EV and a Kelly size scaled by it; an assumed probability is not an edge (issue 19), so EV and size stay null until a measured figure with its sample is added here.',
    },
  ],
};

/** Sizing of the convergence trade. */
export interface PerpsKellyRule {
  /** Share of the full Kelly fraction advised. */
  readonly fraction: number;
  /** Largest notional per leg advised, as a share of bankroll (1: no leverage beyond the bankroll). */
  readonly max_notional_fraction: number;
}

/**
 * Quarter Kelly, capped at one bankroll of notional per leg: a binary convergence bet with a small loss at the stop
 * has a full-Kelly notional of many bankrolls, which no margin account should take.
 *
 * @see docs/perps-tokenized-preipo.md
 */
export const PERPS_KELLY: RuleTable<PerpsKellyRule> = {
  id: 'markets.perps.kelly',
  title: 'Perpetual scan: Kelly fraction and notional cap (share of bankroll)',
  versions: [
    {
      value: { fraction: 0.25, max_notional_fraction: 1 },
      source: `${OWN_CHOICE}. Fractional Kelly: L. C. MacLean, E. O. Thorp, W. T. Ziemba (2010), "Good and bad properties of the Kelly criterion"`,
      effective: '1990-01-01',
      verified: null,
    },
  ],
};

/** Limits of one scan. */
export interface PerpsScanLimits {
  /** Gap in cost-floor units a candidate must exceed to clear (1: the gap pays the whole floor). */
  readonly min_score: number;
  /** Assets whose books are read after the mark screen (each costs one or two book requests). */
  readonly max_candidates: number;
  /** Near misses listed after the winner (or in the 409). */
  readonly ladder_size: number;
}

/**
 * How many books a scan reads and how the answer is cut.
 *
 * @see docs/perps-tokenized-preipo.md
 */
export const PERPS_SCAN_LIMITS: RuleTable<PerpsScanLimits> = {
  id: 'markets.perps.scan_limits',
  title: 'Perpetual scan: clearing score, candidates read with books, near-miss ladder length',
  versions: [{ value: { min_score: 1, max_candidates: 8, ladder_size: 5 }, source: OWN_CHOICE, effective: '1990-01-01', verified: null, note: 'Eight assets keep a scan within 16 book requests, well inside every venue\'s rate limit.' }],
};
