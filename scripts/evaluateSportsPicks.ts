// The sports section of npm run evaluate: guidekit's soccer pick replayed walk-forward on the five real Premier League
// seasons with closing prices kept in test/fixtures/history/football-data (2019-20 to 2023-24, provenance in
// test/fixtures/README.md and that folder's PROVENANCE.md), scored by Brier score against the results and by
// closing-line value against Pinnacle's de-vigged closing price.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFootballDataCsv } from '../src/adapters/sports/footballdata/parseFootballDataCsv.js';
import type { HistoricalMatch } from '../src/markets/ports/SportsResultsSource.js';
import { SPORTS_BLEND_WEIGHTS } from '../src/markets/rules/sportsMarkets.js';
import { SPORTS_SCAN_SETTINGS } from '../src/markets/rules/sportsScans.js';
import { evaluateSoccerPicks, type ForecastScore, type SoccerPickEvaluation } from '../src/markets/sportsScans/evaluateSoccerPicks.js';

const SEASONS = [
  ['E0_1920.csv', '2019-20'],
  ['E0_2021.csv', '2020-21'],
  ['E0_2122.csv', '2021-22'],
  ['E0_2223.csv', '2022-23'],
  ['E0_2324.csv', '2023-24'],
] as const;

const f4 = (x: number) => (Number.isFinite(x) ? x.toFixed(4) : '—');
const f5 = (x: number) => (Number.isFinite(x) ? x.toFixed(5) : '—');
const signed = (x: number) => (Number.isFinite(x) ? `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(x).toFixed(5)}` : '—');
const pct = (x: number) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)} %` : '—');

function row(name: string, s: ForecastScore, closing: ForecastScore): string {
  return `| ${name} | ${s.matches} | ${f5(s.brier)} | ${f5(s.log_loss)} | ${signed(s.brier - closing.brier)} |`;
}

/**
 * Runs the walk-forward soccer evaluation and returns the markdown section of docs/signal-quality.md.
 *
 * @param root - The project root.
 * @param asOf - The date whose rules are replayed (today's methodology).
 * @returns The section's lines.
 */
export function evaluateSportsPicks(root: string, asOf: string): string[] {
  const matches: HistoricalMatch[] = SEASONS.flatMap(([file, season]) =>
    parseFootballDataCsv(readFileSync(join(root, 'test/fixtures/history/football-data', file), 'utf8'), { league: 'epl', division: 'E0', season } as never),
  );
  const started = performance.now();
  const e: SoccerPickEvaluation = evaluateSoccerPicks(matches, { asOf, sport: 'epl' });
  console.log(`EPL 2019-20 to 2023-24: ${e.evaluated} matches, ${e.refits} rating refits, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const settings = SPORTS_SCAN_SETTINGS.versions.at(-1)!.value;
  const weight = SPORTS_BLEND_WEIGHTS.versions.at(-1)!.value.model_weight.high;
  const p = e.picks;
  const d = e.guidekit.brier - e.closing.brier;
  const dm = e.with_model_scores.guidekit.brier - e.with_model_scores.consensus.brier;
  return [
    '## Sports: the soccer pick on five Premier League seasons',
    '',
    `What this section measures: signal/sports' fair probability and pick for a soccer match, replayed on the ${e.matches} Premier League matches of 2019-20 to 2023-24 (football-data.co.uk's archive, test/fixtures/history/football-data). Walk-forward: before each match date the Dixon–Coles rating is fitted on the results already played in the previous ${settings.history_seasons} years (nothing later is read; a club needs ${settings.min_team_matches} matches in that window to be rated), the match's early prices of Pinnacle and Bet365 (the two books the archive names; collected on the Friday or Tuesday before) are de-vigged into the weighted consensus (Shin, Pinnacle 3 : Bet365 1), and the rating's 1X2 is blended in with the EPL weight ${weight} (logarithmic pool). The pick is the outcome with the highest EV at the better of the two early prices, when that EV is positive. Forecasts are scored against the results; picks against Pinnacle's closing price de-vigged by Shin (the efficient benchmark), as closing-line value: price taken × closing probability − 1.`,
    '',
    `**Verdict in plain words.** On ${e.evaluated} matches, guidekit's three-way Brier score is ${f5(e.guidekit.brier)} against ${f5(e.closing.brier)} for the de-vigged closing price (${signed(d)}: ${d > 0 ? 'worse than the close, as any forecast made days earlier is expected to be' : 'no worse than the close'}) and ${f5(e.consensus.brier)} for the early consensus alone. On the ${e.with_model} matches where the rating could be used, blending it changed the Brier score by ${signed(dm)} against the consensus alone (${dm < 0 ? 'the rating helped' : 'the rating did not help'}). The ${p.count} picks stated ${f4(p.mean_probability)} on average and won ${f4(p.hit_rate)}; their mean closing-line value is ${signed(p.mean_clv)} (${pct(p.positive_clv_share)} beat the close), a level-stakes return of ${signed(p.level_roi)} per unit and ${signed(p.kelly_roi)} per unit staked at quarter Kelly. ${p.mean_clv > 0 ? 'The picks beat the closing line on average.' : 'The picks do not beat the closing line on average: on these seasons, taking the better of two early prices against this fair probability does not find value the market had not priced by kick-off.'}`,
    '',
    '| forecast | matches | Brier (3-way) | log loss | − closing |',
    '| --- | ---: | ---: | ---: | ---: |',
    row('guidekit (blend where rated, else consensus)', e.guidekit, e.closing),
    row('early consensus alone', e.consensus, e.closing),
    row('Pinnacle closing, de-vigged', e.closing, e.closing),
    row('guidekit, rated matches only', e.with_model_scores.guidekit, e.with_model_scores.closing),
    row('early consensus, rated matches only', e.with_model_scores.consensus, e.with_model_scores.closing),
    row('closing, rated matches only', e.with_model_scores.closing, e.with_model_scores.closing),
    '',
    '| picks | count | mean stated | hit rate | Brier (stated) | Brier (closing prob.) | mean CLV | CLV > 0 | level ROI | quarter-Kelly ROI |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| positive-EV picks | ${p.count} | ${f4(p.mean_probability)} | ${f4(p.hit_rate)} | ${f5(p.brier)} | ${f5(p.closing_brier)} | ${signed(p.mean_clv)} | ${pct(p.positive_clv_share)} | ${signed(p.level_roi)} | ${signed(p.kelly_roi)} |`,
    '',
    'How to read these numbers:',
    '',
    '- **The closing price is not a forecast made at the same time.** It is the last price before kick-off, after team news; an early forecast scoring a little worse than it is expected.',
    '- **Two books only.** The live endpoint averages every book The Odds API returns and takes the best price among them; the archive names Pinnacle and Bet365 only, so these picks take the better of two prices. The live consensus weighs more books; the evaluation is of the method, not of a live record.',
    `- **Walk-forward, but one methodology.** The rating weights, the ${weight} blend weight and the minimum of ${settings.min_team_matches} matches are today's rules replayed on past seasons; they were not tuned on these seasons. A club in its first Premier League season is left to the market until it has played enough matches.`,
    '- **Sample size.** Roughly 1,900 matches; a Brier difference of a few ten-thousandths, or a CLV of a few tenths of a percent, is within noise.',
    '',
    'Reproduce: `npm run evaluate` (the sports section needs only the fixtures in the repository).',
    '',
  ];
}
