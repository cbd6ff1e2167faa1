import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { SPORTS_FPL_XP_MODEL, type FplPosition } from '../rules/sportsFantasy.js';
import { fail, readEnum, readNumber, readOptions, readRule } from './_lib/readInput.js';

/** One recent appearance (or non-appearance, minutes 0). */
export interface FplRecentMatch {
  readonly minutes: number;
  /** FPL points scored in the match (appearance points included). */
  readonly points: number;
}

/** What the expected-points model reads for one player. */
export interface FplExpectedPointsInput {
  readonly position: FplPosition;
  /** Recent matches, most recent last (the caller chooses the window, e.g. the last 6). */
  readonly recent: readonly FplRecentMatch[];
  /** Minutes expected in each coming fixture (0–90), from team news or the recent average. */
  readonly expected_minutes: number;
  /** Fixture difficulty rating (1 easiest … 5 hardest) of each fixture in the horizon; two for a double gameweek. */
  readonly fixtures: readonly number[];
}

/** Options of {@link estimateFplExpectedPoints}. */
export interface EstimateFplExpectedPointsOptions {
  /** ISO date whose rule versions apply. Required. */
  readonly asOf: string;
  readonly lang?: 'en' | 'es';
}

/** Expected points with the parts that produced them. */
export interface FplExpectedPointsResult extends RuleCitations {
  /** Σ over fixtures of appearance points + rate × difficulty multiplier × expected minutes/90. */
  readonly xp: number;
  /** Non-appearance points per 90 minutes, shrunk toward the position's prior. */
  readonly rate_per_90: number;
  /** Raw recent rate per 90 (null without minutes). */
  readonly recent_rate_per_90: number | null;
  /** Weight of the recent rate against the prior: minutes/90 ÷ (minutes/90 + prior strength). */
  readonly form_weight: number;
  readonly appearance_points_per_fixture: number;
  readonly per_fixture: readonly number[];
}

/**
 * A simple, documented expected-points model for FPL: the player's recent points beyond appearance points per 90
 * minutes, shrunk toward his position's prior by the minutes behind them; each fixture scales the rate by its difficulty
 * (FDR 1 × 1.25 … FDR 5 × 0.75) and by expected minutes, and adds the appearance points those minutes earn (2 from 60
 * minutes, 1 below, 0 when not expected to play).
 *
 * @param input - {@link FplExpectedPointsInput}.
 * @param options - {@link EstimateFplExpectedPointsOptions}; `asOf` is required.
 * @returns {@link FplExpectedPointsResult}.
 * @throws {@link GuidekitError} `invalid_enum` on position; `invalid_number` on minutes, points or a difficulty rating.
 * @example
 * ```ts
 * estimateFplExpectedPoints({ position: 'MID', recent: [{ minutes: 90, points: 8 }], expected_minutes: 85, fixtures: [2] }, { asOf: '2026-11-25' }).xp;
 * ```
 * @see https://fantasy.premierleague.com/help/rules (scoring)
 * @see docs/sports-models.md
 */
export function estimateFplExpectedPoints(input: FplExpectedPointsInput, options: EstimateFplExpectedPointsOptions): FplExpectedPointsResult {
  const fn = 'estimateFplExpectedPoints';
  const opts = readOptions(fn, options);
  const rule = readRule(fn, SPORTS_FPL_XP_MODEL, opts.asOf);
  const model = rule.value;
  if (input === null || typeof input !== 'object') fail(fn, 'input', 'invalid_type', 'input must be an object');
  const position = readEnum(fn, input.position, 'position', ['GK', 'DEF', 'MID', 'FWD'] as const, 'MID');
  if (input.position === undefined) fail(fn, 'position', 'required', 'position is required');
  if (!Array.isArray(input.recent)) fail(fn, 'recent', 'invalid_type', 'recent must be an array');
  if (!Array.isArray(input.fixtures)) fail(fn, 'fixtures', 'invalid_type', 'fixtures must be an array of difficulty ratings');
  const expectedMinutes = readNumber(fn, input.expected_minutes, 'expected_minutes', Number.NaN, 0, 90);
  const appearance = (minutes: number) => (minutes >= 60 ? model.appearance_points.from_60 : minutes > 0 ? model.appearance_points.under_60 : 0);
  let minutes = 0;
  let bonus = 0;
  input.recent.forEach((m, i) => {
    const mins = readNumber(fn, m?.minutes, `recent[${i}].minutes`, Number.NaN, 0, 120);
    const pts = readNumber(fn, m?.points, `recent[${i}].points`, Number.NaN, -20, 50);
    minutes += mins;
    bonus += pts - appearance(mins);
  });
  const nineties = minutes / 90;
  const k = model.prior_strength_90s;
  const prior = model.prior_points_per_90[position];
  const rate = (bonus + k * prior) / (nineties + k);
  const perFixture = input.fixtures.map((fdr, i) => {
    if (!Number.isInteger(fdr) || fdr < 1 || fdr > 5) fail(fn, `fixtures[${i}]`, 'invalid_number', `fixtures[${i}] must be a difficulty rating from 1 to 5`);
    return appearance(expectedMinutes) + rate * model.fdr_multiplier[fdr - 1]! * (expectedMinutes / 90);
  });
  return {
    xp: perFixture.reduce((s, x) => s + x, 0),
    rate_per_90: rate,
    recent_rate_per_90: nineties > 0 ? bonus / nineties : null,
    form_weight: nineties / (nineties + k),
    appearance_points_per_fixture: appearance(expectedMinutes),
    per_fixture: perFixture,
    ...citeRules([rule], { lang: opts.lang ?? 'en' }),
  };
}
