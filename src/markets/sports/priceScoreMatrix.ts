import { priceGoalSpreads, type GoalSpreadPrices } from './priceGoalSpreads.js';
import type { GoalDifferenceDistribution } from './computeSkellamDistribution.js';
import { fail, readOptions } from './_lib/readInput.js';

/** Options of {@link priceScoreMatrix}. */
export interface PriceScoreMatrixOptions {
  /** Total-goals lines. Default [1.5, 2.5, 3.5]. */
  readonly totals?: readonly number[];
  /** Handicap lines on the home side, multiples of 0.25. Default [−1.5, −1, −0.5, 0, 0.5]. */
  readonly handicaps?: readonly number[];
}

/** One total-goals line. */
export interface TotalPrice {
  readonly line: number;
  readonly over: number;
  readonly under: number;
  /** Whole lines only: exactly `line` goals, stakes returned. */
  readonly push: number;
}

/** Market probabilities read off a score matrix. */
export interface ScoreMatrixPrices {
  readonly home: number;
  readonly draw: number;
  readonly away: number;
  readonly both_teams_score: number;
  readonly totals: readonly TotalPrice[];
  /** Home minus away goals. */
  readonly goal_difference: GoalDifferenceDistribution;
  readonly spreads: GoalSpreadPrices;
}

/**
 * Reads the common football markets off a score matrix: 1X2, both teams to score, totals (over, under, push on whole
 * lines) and handicaps through the goal-difference distribution (see {@link priceGoalSpreads}).
 *
 * @param matrix - P(home goals = row, away goals = column), e.g. from {@link buildScoreMatrix} or {@link predictDixonColes}.
 * @param options - {@link PriceScoreMatrixOptions}.
 * @returns {@link ScoreMatrixPrices}; probabilities are over the matrix (normalise it first for a full 1).
 * @throws {@link GuidekitError} `invalid_type` when the matrix is not rows of numbers ≥ 0; `invalid_number` on a line.
 * @example
 * ```ts
 * priceScoreMatrix(buildScoreMatrix(1.9, 1.1)).home;
 * ```
 * @see docs/sports-models.md
 */
export function priceScoreMatrix(matrix: readonly (readonly number[])[], options?: PriceScoreMatrixOptions): ScoreMatrixPrices {
  const fn = 'priceScoreMatrix';
  const opts = readOptions(fn, options);
  if (!Array.isArray(matrix) || matrix.length === 0 || !matrix.every((row) => Array.isArray(row) && row.every((v) => typeof v === 'number' && v >= 0))) {
    fail(fn, 'matrix', 'invalid_type', 'matrix must be rows of probabilities ≥ 0');
  }
  const totals = opts.totals ?? [1.5, 2.5, 3.5];
  totals.forEach((line, i) => {
    if (typeof line !== 'number' || !(line >= 0) || Math.abs(line * 2 - Math.round(line * 2)) > 1e-9) fail(fn, `totals[${i}]`, 'invalid_number', `totals[${i}] must be a whole or half line ≥ 0`);
  });
  let home = 0;
  let draw = 0;
  let away = 0;
  let btts = 0;
  const rows = matrix.length;
  const cols = Math.max(...matrix.map((r) => r.length));
  const diff = new Array<number>(rows + cols - 1).fill(0);
  const total = new Array<number>(rows + cols - 1).fill(0);
  matrix.forEach((row: readonly number[], x: number) =>
    row.forEach((p: number, y: number) => {
      if (x > y) home += p;
      else if (x === y) draw += p;
      else away += p;
      if (x > 0 && y > 0) btts += p;
      diff[x - y + cols - 1]! += p;
      total[x + y]! += p;
    }),
  );
  const goalDifference: GoalDifferenceDistribution = { min: -(cols - 1), pmf: diff };
  return {
    home,
    draw,
    away,
    both_teams_score: btts,
    totals: totals.map((line) => {
      let over = 0;
      let under = 0;
      let push = 0;
      total.forEach((p, g) => {
        if (g > line) over += p;
        else if (g < line) under += p;
        else push += p;
      });
      return { line, over, under, push };
    }),
    goal_difference: goalDifference,
    spreads: priceGoalSpreads(goalDifference, opts.handicaps === undefined ? {} : { lines: opts.handicaps }),
  };
}
