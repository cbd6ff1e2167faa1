import type { RuleTable } from '../../core/ruleTable.js';

/** The economic series the macro ladders trade, by the scan's family name. */
export type MacroSeries = 'cpi_yoy' | 'unrate' | 'us10y';

/** How a series is published: its units and the step it is rounded to (a ladder settles on the published figure). */
export interface MacroSeriesRule {
  readonly unit: string;
  /** The published figure's rounding step (0.1 for one decimal). */
  readonly step: number;
  readonly publisher: string;
}

/** The published rounding of each macro series. */
export const PROBABILITY_MACRO_SERIES: RuleTable<Readonly<Record<MacroSeries, MacroSeriesRule>>> = {
  id: 'markets.probability.macro_series',
  title: 'Macro ladder series: CPI 12-month change and unemployment rate to 0.1 point, 10-year Treasury yield to 0.01 point',
  versions: [
    {
      value: {
        cpi_yoy: { unit: 'percent', step: 0.1, publisher: 'BLS, Consumer Price Index news release (CPI-U, 12-month percent change, not seasonally adjusted)' },
        unrate: { unit: 'percent', step: 0.1, publisher: 'BLS, The Employment Situation (unemployment rate, seasonally adjusted)' },
        us10y: { unit: 'percent', step: 0.01, publisher: 'Federal Reserve H.15 Selected Interest Rates (10-year Treasury constant maturity)' },
      },
      source: 'https://www.bls.gov/cpi/ ; https://www.bls.gov/ces/ (Employment Situation tables); https://www.federalreserve.gov/releases/h15/',
      effective: '2000-01-01',
      verified: null,
      note: 'Rounding steps as the tables print them; the venue\'s contract terms decide which figure settles (first release, not revisions). Not checked against the releases in this session.',
    },
  ],
};

/** How the spread of the next print around its nowcast is estimated. */
export interface MacroModelRule {
  /** Past releases the surprise spread is estimated from (the most recent ones). */
  readonly window: number;
  /** Fewer past surprises than this: the ladder is not priced (status `insufficient_history`). */
  readonly minSurprises: number;
  /** The predictive distribution of the next surprise: Student t (df = n − 1) or normal. */
  readonly distribution: 't' | 'normal';
}

/** The macro ladder model's window, minimum sample and distribution. */
export const PROBABILITY_MACRO_MODEL: RuleTable<MacroModelRule> = {
  id: 'markets.probability.macro_model',
  title: 'Macro ladder model: surprise spread over the last 36 releases (at least 8), Student t predictive distribution',
  versions: [
    {
      value: { window: 36, minSurprises: 8, distribution: 't' },
      source: 'guidekit probability models (docs/probability-models.md#macro); the t predictive distribution of a normal sample with unknown mean and variance (e.g. Gelman et al., Bayesian Data Analysis, 3rd ed., §3.2)',
      effective: '2000-01-01',
      verified: null,
      note: 'Modelling choices: three years of monthly releases, a t with n − 1 degrees of freedom because the spread is estimated from n surprises.',
    },
  ],
};
