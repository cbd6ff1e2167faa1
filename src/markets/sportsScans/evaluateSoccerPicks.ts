import { utc } from '@date-fns/utc';
import { formatISO, subDays } from 'date-fns';
import { requireRule } from '../../core/requireRule.js';
import type { HistoricalMatch, ThreeWayPrices } from '../ports/SportsResultsSource.js';
import { SPORTS_SCAN_SETTINGS } from '../rules/sportsScans.js';
import { devigShin } from '../sports/devigShin.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';
import { priceEventLine } from './priceEventLine.js';
import { predictSoccerLine } from './predictSoccerLine.js';
import { rateSoccerTeams, type SoccerRating } from './rateSoccerTeams.js';
import type { EventLine } from './readEventLines.js';

/** Options of {@link evaluateSoccerPicks}. */
export interface EvaluateSoccerPicksOptions {
  /** ISO date whose rules apply to every pick (today's methodology replayed). Required. */
  readonly asOf: string;
  /** Sport key of the league (its data-confidence tier sets the model weight). Default 'epl'. */
  readonly sport?: string;
}

/** Scores of one set of three-way forecasts. */
export interface ForecastScore {
  readonly matches: number;
  /** Mean of Σ_k (p_k − o_k)² over home, draw and away (0 is perfect; always guessing a third scores 2/3). */
  readonly brier: number;
  /** Mean −ln p of the result. */
  readonly log_loss: number;
}

/** The walk-forward evaluation. */
export interface SoccerPickEvaluation {
  readonly matches: number;
  /** Matches with both books' early prices, the ones evaluated. */
  readonly evaluated: number;
  /** Matches whose fair probability included the rating (both teams rated on earlier matches only). */
  readonly with_model: number;
  /** guidekit's fair probabilities (the blend where the rating could be used, else the consensus). */
  readonly guidekit: ForecastScore;
  /** The early consensus alone (the same books, de-vigged, no rating). */
  readonly consensus: ForecastScore;
  /** Pinnacle's closing prices de-vigged (Shin): the efficient benchmark. */
  readonly closing: ForecastScore;
  /** The same three scores on the matches with the rating only. */
  readonly with_model_scores: { readonly guidekit: ForecastScore; readonly consensus: ForecastScore; readonly closing: ForecastScore };
  /** The picks guidekit would have made: per match the outcome with the highest EV at the better early price, when it is positive. */
  readonly picks: {
    readonly count: number;
    /** Mean stated probability and observed hit rate. */
    readonly mean_probability: number;
    readonly hit_rate: number;
    /** Binary Brier of the stated probability, and of the closing probability of the same outcome. */
    readonly brier: number;
    readonly closing_brier: number;
    /** Closing-line value: price taken × de-vigged closing probability − 1, mean and share above 0. */
    readonly mean_clv: number;
    readonly positive_clv_share: number;
    /** Profit per unit staked at level stakes, and with the quarter-Kelly stakes (per unit of bankroll staked in all). */
    readonly level_roi: number;
    readonly kelly_roi: number;
  };
  /** Refits of the rating (one per match date). */
  readonly refits: number;
  /** Each evaluated match's forecast (home, away, draw) and pick, in date order: what was known before it. */
  readonly forecasts: readonly { readonly date: string; readonly home: string; readonly away: string; readonly fair: readonly number[]; readonly with_model: boolean; readonly pick: number | null }[];
}

const three = (p: ThreeWayPrices | null): [number, number, number] | null => (p === null ? null : [p.home, p.away, p.draw]);

/**
 * Replays guidekit's soccer pick on past seasons, walk-forward: before each match date the Dixon–Coles rating is fitted
 * on the matches already played (nothing later is read), the match's early prices of Pinnacle and Bet365 (the two books
 * the archive names) are de-vigged into the consensus, blended with the rating as signal/sports blends them, and the
 * outcome with the highest EV at the better of the two prices is picked when its EV is positive. Each forecast is then
 * scored against the result, and each pick against Pinnacle's de-vigged closing price (closing-line value).
 *
 * @param matches - Whole seasons of one league, results with early and closing prices (the `sportsResults` port).
 * @param options - {@link EvaluateSoccerPicksOptions}; `asOf` is required.
 * @returns {@link SoccerPickEvaluation}.
 * @throws {@link GuidekitError} `invalid_type` on `matches`.
 * @example
 * ```ts
 * evaluateSoccerPicks(fiveSeasons, { asOf: '2026-11-25' }).picks.mean_clv;
 * ```
 * @see docs/signal-quality.md
 */
export function evaluateSoccerPicks(matches: readonly HistoricalMatch[], options: EvaluateSoccerPicksOptions): SoccerPickEvaluation {
  const fn = 'evaluateSoccerPicks';
  const opts = readOptions(fn, options);
  if (!Array.isArray(matches as unknown)) fail(fn, 'matches', 'invalid_type', 'matches must be an array');
  const asOf = String(opts.asOf);
  const sport = opts.sport ?? 'epl';
  const settings = requireRule(SPORTS_SCAN_SETTINGS, asOf).value;
  const sorted = [...matches].sort((a, b) => a.date.localeCompare(b.date));
  const results = sorted.map((m) => ({ date: m.date, home: m.homeTeam, away: m.awayTeam, home_goals: m.homeGoals, away_goals: m.awayGoals }));
  const scoresOf = () => ({ n: 0, brier: 0, log: 0 });
  const all = { g: scoresOf(), c: scoresOf(), x: scoresOf() };
  const modelled = { g: scoresOf(), c: scoresOf(), x: scoresOf() };
  const add = (s: { n: number; brier: number; log: number }, p: readonly number[], outcome: number) => {
    s.n++;
    s.brier += p.reduce((acc, pk, k) => acc + (pk - (k === outcome ? 1 : 0)) ** 2, 0);
    s.log += -Math.log(Math.max(p[outcome]!, 1e-15));
  };
  const picks: { p: number; won: number; close: number; price: number; stake: number }[] = [];
  const forecasts: { date: string; home: string; away: string; fair: number[]; with_model: boolean; pick: number | null }[] = [];
  let rating: SoccerRating | null = null;
  let ratedOn = '';
  let refits = 0;
  let evaluated = 0;
  let withModel = 0;
  // The rating window: the rule's seasons of history, read as that many years before the match.
  const windowDays = 365 * settings.history_seasons;
  for (const m of sorted) {
    const pin = three(m.early.pinnacle);
    const b365 = three(m.early.bet365);
    const close = three(m.closing.pinnacle);
    if (pin === null || b365 === null || close === null) continue;
    const dayBefore = formatISO(subDays(m.date, 1, { in: utc }), { representation: 'date' });
    if (ratedOn !== dayBefore) {
      const from = formatISO(subDays(m.date, windowDays, { in: utc }), { representation: 'date' });
      const window = results.filter((r) => r.date >= from && r.date <= dayBefore);
      rating = window.length === 0 ? null : rateSoccerTeams(window, { asOf: dayBefore });
      ratedOn = dayBefore;
      refits++;
    }
    evaluated++;
    const line: EventLine = {
      market: 'h2h',
      line: null,
      outcomes: [{ name: m.homeTeam, point: null }, { name: m.awayTeam, point: null }, { name: 'Draw', point: null }],
      books: [
        { book: 'pinnacle', title: 'Pinnacle', odds: pin, last_update: null },
        { book: 'bet365', title: 'Bet365', odds: b365, last_update: null },
      ],
      partial_books: 0,
    };
    const model = rating === null ? null : predictSoccerLine(rating, line, { asOf: dayBefore, home: m.homeTeam, away: m.awayTeam }).model;
    const priced = priceEventLine(line, { asOf, sport, model });
    const consensusOnly = priceEventLine(line, { asOf, sport });
    if (priced.status !== 'ok' || consensusOnly.status !== 'ok') continue;
    const outcome = m.result === 'H' ? 0 : m.result === 'A' ? 1 : 2;
    const closing = devigShin(close).probabilities;
    const g = priced.outcomes.map((o) => o.fair_probability);
    const c = consensusOnly.outcomes.map((o) => o.fair_probability);
    add(all.g, g, outcome);
    add(all.c, c, outcome);
    add(all.x, closing, outcome);
    if (model !== null) {
      withModel++;
      add(modelled.g, g, outcome);
      add(modelled.c, c, outcome);
      add(modelled.x, closing, outcome);
    }
    const best = priced.outcomes.reduce((a, b, i) => (b.ev > a.o.ev ? { o: b, i } : a), { o: priced.outcomes[0]!, i: 0 });
    if (best.o.ev > 0) picks.push({ p: best.o.fair_probability, won: best.i === outcome ? 1 : 0, close: closing[best.i]!, price: best.o.best.price, stake: best.o.kelly.stake });
    forecasts.push({ date: m.date, home: m.homeTeam, away: m.awayTeam, fair: g, with_model: model !== null, pick: best.o.ev > 0 ? best.i : null });
  }
  const score = (s: { n: number; brier: number; log: number }): ForecastScore => ({ matches: s.n, brier: s.n === 0 ? Number.NaN : s.brier / s.n, log_loss: s.n === 0 ? Number.NaN : s.log / s.n });
  const mean = (xs: readonly number[]) => (xs.length === 0 ? Number.NaN : xs.reduce((a, b) => a + b, 0) / xs.length);
  const staked = picks.reduce((s, p) => s + p.stake, 0);
  return {
    matches: matches.length,
    evaluated,
    with_model: withModel,
    guidekit: score(all.g),
    consensus: score(all.c),
    closing: score(all.x),
    with_model_scores: { guidekit: score(modelled.g), consensus: score(modelled.c), closing: score(modelled.x) },
    picks: {
      count: picks.length,
      mean_probability: mean(picks.map((p) => p.p)),
      hit_rate: mean(picks.map((p) => p.won)),
      brier: mean(picks.map((p) => (p.p - p.won) ** 2)),
      closing_brier: mean(picks.map((p) => (p.close - p.won) ** 2)),
      mean_clv: mean(picks.map((p) => p.price * p.close - 1)),
      positive_clv_share: mean(picks.map((p) => (p.price * p.close - 1 > 0 ? 1 : 0))),
      level_roi: mean(picks.map((p) => p.won * p.price - 1)),
      kelly_roi: staked === 0 ? Number.NaN : picks.reduce((s, p) => s + p.stake * (p.won * p.price - 1), 0) / staked,
    },
    refits,
    forecasts,
  };
}
