import type { RuleTable } from '../../core/ruleTable.js';

/** The daily up/down fair-value band's default confidence level. */
export interface CoinflipRules {
  /** Two-sided confidence of the volatility interval the band is read from. */
  readonly confidence: number;
}

/** The coinflip band's confidence level. */
export const PROBABILITY_COINFLIP_RULES: RuleTable<CoinflipRules> = {
  id: 'markets.probability.coinflip_rules',
  title: 'Daily up/down fair-value band: 90% confidence interval of the remaining-session volatility',
  versions: [
    {
      value: { confidence: 0.9 },
      source: 'guidekit probability models (docs/probability-models.md#coinflip); the χ² interval of a normal sample\'s standard deviation',
      effective: '2000-01-01',
      verified: null,
      note: 'A modelling choice: a 90% band is wide enough to absorb the volatility estimate\'s sampling error on a few hundred intraday returns.',
    },
  ],
};
