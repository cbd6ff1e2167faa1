import type { RuleTable } from '../../core/ruleTable.js';

/** The months a league plays in: first and last month (1–12), wrapping over the new year when first > last. */
export type SeasonMonths = readonly [first: number, last: number];

/**
 * When each league the question router infers plays, so a nickname several leagues share ("Giants", "Warriors",
 * "Panthers") is read as the league in season on the question's date when the rest of the question does not decide.
 *
 * @see docs/ask-analysis-event.md#dictionaries
 */
export const SPORTS_SEASONS: RuleTable<Readonly<Record<string, SeasonMonths>>> = {
  id: 'markets.sports.seasons',
  title: 'Months each league plays in (regular season to final), for the question router',
  versions: [
    {
      value: {
        nfl: [9, 2], ncaaf: [8, 1], nba: [10, 6], ncaab: [11, 4], mlb: [3, 11], nhl: [10, 6], mls: [2, 12], afl: [3, 9], nrl: [3, 10],
        epl: [8, 5], laliga: [8, 5], bundesliga: [8, 5], seriea: [8, 5], ligue1: [8, 5], ucl: [9, 5],
      },
      source: "The leagues' published season calendars (NFL, NBA, MLB, NHL, MLS, AFL, NRL, the European leagues), as months from the opening round to the final; guidekit's summary",
      effective: '2020-01-01',
      verified: null,
      note: 'Whole months, first to last, wrapping over the new year (NFL September to February).',
    },
  ],
};
