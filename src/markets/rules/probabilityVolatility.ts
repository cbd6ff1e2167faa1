import type { RuleTable } from '../../core/ruleTable.js';

/** How many return periods make a year when a per-period volatility is annualised (σ_year = σ_period·√periods). */
export interface VolatilityAnnualisation {
  /** Daily bars of an exchange that trades on business days only (stocks, futures, FX sessions). */
  readonly trading: number;
  /** Daily bars of a market that trades every day (crypto). */
  readonly continuous: number;
}

/**
 * The annualisation factors of the volatility estimators: 252 trading days for exchange-traded underlyings, 365 for
 * markets that trade every day. A convention, not a law: it stands until guidekit changes it, and it is dated early so
 * that backtests of past markets apply it too.
 */
export const PROBABILITY_ANNUALISATION: RuleTable<VolatilityAnnualisation> = {
  id: 'markets.probability.volatility_annualisation',
  title: 'Volatility annualisation: 252 trading days a year, 365 for markets that trade every day',
  versions: [
    {
      value: { trading: 252, continuous: 365 },
      source:
        'Market convention for daily returns: √252 for exchange sessions, √365 for every-day markets (backtesting.py _stats.py uses 252, or 365 when weekends carry bars; vectorbt year_freq "365 days"); guidekit docs/probability-models.md',
      effective: '2000-01-01',
      verified: null,
      note: 'A convention checked against the peers\' source code, not an official figure. Pass periodsPerYear for intraday or weekly bars.',
    },
  ],
};
