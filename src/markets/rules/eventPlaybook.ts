import type { RuleTable } from '../../core/ruleTable.js';
import type { EconomicEventKind } from './economicCalendar.js';

/*
 * How the event scanner turns a release into a surprise and past releases into a playbook. None of these numbers is set
 * by an agency: each is guidekit's modelling choice, stated as such in `source`, so every version is `verified: null`.
 * Versions take effect in 2000 so that a replay of any past date uses today's method.
 */

const OWN_CHOICE = 'guidekit methodology choice (no external source sets this); see docs/ask-analysis-event.md#the-event-scanner';

/** The macro series a release is read from (the `macroReleases` port's names). */
export type MacroSeriesId = 'cpi_all_items_nsa' | 'nonfarm_payrolls' | 'fed_funds_target_upper' | 'real_gdp_growth';

/** How a release's headline figure is computed from its series. */
export interface EventMeasure {
  readonly series: MacroSeriesId;
  /**
   * `yoy_pct`: 12-month percent change of a monthly index (CPI); `diff`: change from the previous period (payrolls, in
   * thousands); `level`: the published figure itself (GDP growth); `change_at_date`: change of a daily series across the
   * release date (the target rate across an FOMC decision, in percentage points).
   */
  readonly transform: 'yoy_pct' | 'diff' | 'level' | 'change_at_date';
  /** Unit of the headline figure, in words. */
  readonly unit: string;
  /** Decimals the headline figure is published with (the surprise is rounded the same way). */
  readonly decimals: number;
}

/**
 * The headline figure of each release: CPI-U all items 12-month change (not seasonally adjusted, the figure the
 * headlines and the prediction-market ladders use), the change in nonfarm payrolls, the change in the upper bound of
 * the federal funds target range at the decision, and real GDP growth at an annual rate.
 */
export const EVENT_MEASURES: RuleTable<Readonly<Record<EconomicEventKind, EventMeasure>>> = {
  id: 'markets.events.measures',
  title: 'Event scanner: the headline figure of each release and its unit',
  versions: [
    {
      value: {
        cpi: { series: 'cpi_all_items_nsa', transform: 'yoy_pct', unit: 'percent, 12-month change', decimals: 1 },
        nfp: { series: 'nonfarm_payrolls', transform: 'diff', unit: 'thousand jobs, monthly change', decimals: 0 },
        fomc: { series: 'fed_funds_target_upper', transform: 'change_at_date', unit: 'percentage points, change of the target range upper bound', decimals: 2 },
        gdp: { series: 'real_gdp_growth', transform: 'level', unit: 'percent, annual rate', decimals: 1 },
      },
      source: `${OWN_CHOICE}. Series: BLS CUUR0000SA0 (FRED CPIAUCNS), BLS CES0000000001 (FRED PAYEMS), FRED DFEDTARU, BEA real GDP percent change (FRED A191RL1Q225SBEA).`,
      effective: '2000-01-01',
      verified: null,
      note: 'Values are the latest published (revised) figures the sources give, not the first print, so a past surprise is measured on revised data; the answer says so.',
    },
  ],
};

/** How a surprise is measured and sized. */
export interface SurpriseRule {
  /** Without a consensus source: the forecast is the mean of the previous `trendWindow` headline figures. */
  readonly trendWindow: number;
  /** Past surprises needed before a surprise can be scaled (z) and bucketed. */
  readonly minHistory: number;
  /** |z| at or above this is a large surprise. */
  readonly largeZ: number;
  /** |z| below this is in line. */
  readonly inLineZ: number;
}

/** Surprise: actual against consensus when one is given, else against the prior trend; sized by its z-score. */
export const EVENT_SURPRISE_RULE: RuleTable<SurpriseRule> = {
  id: 'markets.events.surprise',
  title: 'Event scanner: prior-trend forecast over 3 releases, surprises scaled by their own spread (in line below 0.25, large from 1)',
  versions: [
    {
      value: { trendWindow: 3, minHistory: 6, largeZ: 1, inLineZ: 0.25 },
      source: `${OWN_CHOICE}. A trend forecast stands in for a survey consensus only when no consensus source is configured; the z-score divides by the standard deviation of the past surprises of the same release.`,
      effective: '2000-01-01',
      verified: null,
    },
  ],
};

/** How reactions are measured and when a bucket has enough of them. */
export interface ReactionRule {
  /** Trading days after the release the move is measured over (close of the day before to close of day N). */
  readonly horizonsDays: readonly number[];
  /** A bucket with fewer past releases gives no direction (status `insufficient`). */
  readonly minSamples: number;
  /** Calendar days of bars loaded before the first release, for the close before it. */
  readonly lookbackDays: number;
}

/** Reactions: close-to-close moves over 1 and 5 trading days; a bucket needs 3 past releases for a direction. */
export const EVENT_REACTION_RULE: RuleTable<ReactionRule> = {
  id: 'markets.events.reaction',
  title: 'Event scanner: moves over 1 and 5 trading days from the close before the release; 3 releases per bucket for a direction',
  versions: [
    {
      value: { horizonsDays: [1, 5], minSamples: 3, lookbackDays: 14 },
      source: `${OWN_CHOICE}. Releases at 08:30 or 14:00 Eastern Time fall inside the trading date of the release day on every venue of the default instruments, so the day-1 move contains the reaction.`,
      effective: '2000-01-01',
      verified: null,
    },
  ],
};

/** Instruments whose reactions the playbook reports when the caller names none. */
export const EVENT_PLAYBOOK_INSTRUMENTS: RuleTable<readonly string[]> = {
  id: 'markets.events.default_instruments',
  title: 'Event scanner: instruments of the playbook when none is named (S&P 500, Nasdaq-100, gold, EURUSD, USDJPY)',
  versions: [
    {
      value: ['SPX', 'NDX', 'XAUUSD', 'EURUSD', 'USDJPY'],
      source: `${OWN_CHOICE}: the US equity indices, gold and the two most traded dollar pairs, all priced by the \`prices\` port.`,
      effective: '2000-01-01',
      verified: null,
    },
  ],
};
