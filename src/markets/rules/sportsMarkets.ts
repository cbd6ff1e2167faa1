import type { RuleTable } from '../../core/ruleTable.js';
import type { DevigMethod } from '../sports/types.js';

/*
 * Weights and defaults of the sports market engines: how the de-vigged consensus weighs books, which de-vig method it
 * uses, how much of Kelly's stake is advised, and how far a model may move the market. None is set by a regulator or a
 * venue: each is guidekit's own methodology choice, stated as such in `source` with the literature behind it, so every
 * version is `verified: null`. Versions take effect in 1990 so that a replay of any past date uses today's methodology.
 */

const OWN_CHOICE = 'guidekit methodology choice (no external source sets this number); see docs/sports-models.md';

/** How much each book counts in the consensus, by book key; books not listed count `default_weight`. */
export interface BookWeights {
  /** Weight by book key (lower-case, underscores). */
  readonly weights: Readonly<Record<string, number>>;
  /** Weight of a book not in `weights`. */
  readonly default_weight: number;
}

/**
 * Book weights of the de-vigged consensus: the sharpest books (the ones that take the largest limits from professional
 * bettors and move on their money) count three times a recreational book.
 *
 * @see docs/sports-models.md
 */
export const SPORTS_BOOK_WEIGHTS: RuleTable<BookWeights> = {
  id: 'markets.sports.consensus.book_weights',
  title: 'Sports consensus: weight of each book in the de-vigged consensus',
  versions: [
    {
      value: {
        weights: {
          pinnacle: 3,
          circa: 3,
          betfair_exchange: 3,
          bookmaker_eu: 2,
          betcris: 2,
          matchbook: 2,
          smarkets: 2,
          sbobet: 2,
          betonline: 1.5,
          prophetx: 1.5,
          novig: 1.5,
        },
        default_weight: 1,
      },
      source: `${OWN_CHOICE}. Pinnacle's closing prices are the usual efficient benchmark (J. Buchdahl, "Using the wisdom of the crowd to find value in a football match betting market", football-data.co.uk/wisdom_of_crowd_bets); Circa takes the largest US limits; Betfair's exchange prices are set by bettors, not a trader.`,
      effective: '1990-01-01',
      verified: null,
      note: 'Weights are relative: only their ratios matter. A recreational book (default 1) still adds information on a market the sharp books do not price.',
    },
  ],
};

/**
 * The de-vig method the consensus uses when the caller names none: Shin, which models insider money and so takes more
 * margin off long shots than favourites; with two outcomes it equals the additive method.
 *
 * @see docs/sports-models.md
 */
export const SPORTS_CONSENSUS_METHOD: RuleTable<DevigMethod> = {
  id: 'markets.sports.consensus.method',
  title: 'Sports consensus: default de-vig method',
  versions: [
    {
      value: 'shin',
      source: `${OWN_CHOICE}. Shin and power were the most accurate of the methods compared by S. Clarke, S. Kovalchik and M. Ingram (2017), "Adjusting bookmaker's odds to allow for overround", American Journal of Sports Science 5(6).`,
      effective: '1990-01-01',
      verified: null,
    },
  ],
};

/**
 * The share of the full Kelly stake advised: a quarter. Full Kelly maximises long-run growth only when the probability is
 * exact; a fraction gives up little growth for a large cut in drawdowns when the edge is estimated.
 *
 * @see docs/sports-models.md
 */
export const SPORTS_KELLY_FRACTION: RuleTable<number> = {
  id: 'markets.sports.kelly_fraction',
  title: 'Sports staking: fraction of the Kelly stake advised',
  versions: [
    {
      value: 0.25,
      source: `${OWN_CHOICE}. Fractional Kelly: L. C. MacLean, E. O. Thorp, W. T. Ziemba (2010), "Good and bad properties of the Kelly criterion", in The Kelly Capital Growth Investment Criterion, World Scientific.`,
      effective: '1990-01-01',
      verified: null,
      note: 'Quarter Kelly is the usual sports-betting convention; the spec\'s perpetuals scan also sizes at a quarter Kelly.',
    },
  ],
};

/** A sport's data-confidence tier (the spec's "Data confidence for sports"). */
export type DataConfidence = 'high' | 'medium' | 'limited';

/**
 * Data confidence by sport, as the specification states it: high for NFL, NBA, MLB, NHL, EPL, UCL and MMA; medium for
 * AFL, NRL, rugby and cricket; limited for esports. Sports not listed are treated as `default`.
 *
 * @see docs/sports-models.md
 */
export const SPORTS_DATA_CONFIDENCE: RuleTable<{ readonly by_sport: Readonly<Record<string, DataConfidence>>; readonly default: DataConfidence }> = {
  id: 'markets.sports.data_confidence',
  title: 'Sports: data-confidence tier of each sport',
  versions: [
    {
      value: {
        by_sport: {
          nfl: 'high', nba: 'high', mlb: 'high', nhl: 'high', epl: 'high', ucl: 'high', mma: 'high', ufc: 'high',
          afl: 'medium', nrl: 'medium', rugby: 'medium', rugbyleague: 'medium', rugbyunion: 'medium', superrugby: 'medium', cricket: 'medium', ipl: 'medium', bbl: 'medium',
          esports: 'limited', cs2: 'limited', lol: 'limited', dota2: 'limited', valorant: 'limited',
        },
        default: 'medium',
      },
      source: 'Market Signal Service and Shopping Safety Service specification, section Endpoints ("Data confidence for sports"); sports it does not name take the middle tier (guidekit choice).',
      effective: '1990-01-01',
      verified: '2026-11-25',
    },
  ],
};

/** How much a model may move the market, by data-confidence tier. */
export interface BlendWeights {
  /** Weight of the model's probability in the logarithmic pool (the market gets 1 − weight), by tier. */
  readonly model_weight: Readonly<Record<DataConfidence, number>>;
}

/**
 * Model weight in the blend with the de-vigged market: the market of sharp books is the anchor, and a model counts for at
 * most a third of the blended log-odds, less where the sport's data are thinner.
 *
 * @see docs/sports-models.md
 */
export const SPORTS_BLEND_WEIGHTS: RuleTable<BlendWeights> = {
  id: 'markets.sports.blend.model_weight',
  title: 'Sports blend: weight of the model against the de-vigged market, by data confidence',
  versions: [
    {
      value: { model_weight: { high: 0.3, medium: 0.2, limited: 0.1 } },
      source: `${OWN_CHOICE}. Closing prices of sharp books beat published rating models in most studies of football and US sports betting markets (e.g. Buchdahl, op. cit.), so the model only tilts the market.`,
      effective: '1990-01-01',
      verified: null,
    },
    {
      value: { model_weight: { high: 0, medium: 0, limited: 0 } },
      source: `${OWN_CHOICE}, from guidekit's own walk-forward evaluation (docs/signal-quality.md, Sports): on five Premier League seasons (1,900 matches) blending the Dixon–Coles rating at weight 0.3 scored worse than the de-vigged consensus alone (three-way Brier +0.00205), and the picks it produced stated 35.0 % and won 30.9 %. Until a rating is shown to help, a pick's probability is the sharp-book consensus alone; the rating is still fitted and shown beside it.`,
      effective: '2026-11-25',
      verified: null,
      note: 'The historical replay in docs/signal-quality.md applies the 1990 version (weight 0.3) to its past dates; the consensus-alone row of the same page is what this version states.',
    },
  ],
};
