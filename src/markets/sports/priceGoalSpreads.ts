import type { GoalDifferenceDistribution } from './computeSkellamDistribution.js';
import { fail, readOptions } from './_lib/readInput.js';

/** Options of {@link priceGoalSpreads}. */
export interface PriceGoalSpreadsOptions {
  /** Handicap lines applied to the home side (−0.5 = home must win), in steps of 0.25. Default [−1.5, −1, −0.5, 0, 0.5]. */
  readonly lines?: readonly number[];
}

/** Outcome probabilities of an Asian handicap on the home side. */
export interface AsianHandicapPrice {
  readonly line: number;
  /** Whole stake wins. */
  readonly win: number;
  /** Quarter lines: half the stake wins, half is returned. */
  readonly half_win: number;
  /** Whole stake returned. */
  readonly push: number;
  /** Quarter lines: half the stake is returned, half loses. */
  readonly half_loss: number;
  readonly loss: number;
  /** The decimal odds at which the bet's expected value is 0: 1 + (half_loss/2 + loss)/(win + half_win/2). */
  readonly fair_odds: number;
}

/** A three-way (European) handicap at an integer line: home + line against away, draw possible. */
export interface EuropeanHandicapPrice {
  readonly line: number;
  readonly home: number;
  readonly draw: number;
  readonly away: number;
}

/** Handicap prices of one goal-difference distribution. */
export interface GoalSpreadPrices {
  readonly asian: readonly AsianHandicapPrice[];
  /** Only for integer lines. */
  readonly european: readonly EuropeanHandicapPrice[];
}

/**
 * Prices Asian handicaps (half, whole and quarter lines, quarter lines split into two half stakes) and three-way
 * European handicaps from a distribution of home minus away goals (a Skellam distribution, or the difference
 * distribution of a Dixon–Coles score matrix).
 *
 * @param distribution - {@link GoalDifferenceDistribution}; probabilities ≥ 0.
 * @param options - {@link PriceGoalSpreadsOptions}.
 * @returns {@link GoalSpreadPrices}.
 * @throws {@link GuidekitError} `invalid_number` on a line that is not a multiple of 0.25, or on the distribution.
 * @example
 * ```ts
 * priceGoalSpreads(computeSkellamDistribution(1.6, 1.1), { lines: [-0.25] }).asian[0].fair_odds;
 * ```
 * @see docs/sports-models.md
 */
export function priceGoalSpreads(distribution: GoalDifferenceDistribution, options?: PriceGoalSpreadsOptions): GoalSpreadPrices {
  const fn = 'priceGoalSpreads';
  const opts = readOptions(fn, options);
  if (distribution === null || typeof distribution !== 'object' || !Number.isInteger(distribution.min) || !Array.isArray(distribution.pmf)) {
    fail(fn, 'distribution', 'invalid_type', 'distribution must be { min, pmf }');
  }
  const lines = opts.lines ?? [-1.5, -1, -0.5, 0, 0.5];
  lines.forEach((line, i) => {
    if (typeof line !== 'number' || !Number.isFinite(line) || Math.abs(line * 4 - Math.round(line * 4)) > 1e-9) fail(fn, `lines[${i}]`, 'invalid_number', `lines[${i}] must be a multiple of 0.25`);
  });
  /** P(difference + h > 0), P(= 0), P(< 0) for a whole or half line h. */
  const split = (h: number) => {
    let above = 0;
    let level = 0;
    let below = 0;
    distribution.pmf.forEach((p, i) => {
      const d = distribution.min + i + h;
      if (Math.abs(d) < 1e-9) level += p;
      else if (d > 0) above += p;
      else below += p;
    });
    return { above, level, below };
  };
  const asian = lines.map((line): AsianHandicapPrice => {
    const quarter = Math.abs(line * 2 - Math.round(line * 2)) > 1e-9;
    let win: number;
    let halfWin = 0;
    let push = 0;
    let halfLoss = 0;
    let loss: number;
    if (!quarter) {
      const s = split(line);
      win = s.above;
      push = s.level;
      loss = s.below;
    } else {
      // A quarter line is half a stake on each neighbouring line: one is a whole line, the other a half line.
      const lo = split(line - 0.25);
      const hi = split(line + 0.25);
      const whole = Math.abs((line - 0.25) - Math.round(line - 0.25)) < 1e-9 ? lo : hi;
      const wholeIsLower = whole === lo;
      win = lo.above;
      loss = hi.below;
      if (wholeIsLower) halfWin = lo.level; // level on the lower whole line, a win on the upper half line
      else halfLoss = hi.level; // level on the upper whole line, a loss on the lower half line
    }
    const fair = 1 + (halfLoss / 2 + loss) / (win + halfWin / 2);
    return { line, win, half_win: halfWin, push, half_loss: halfLoss, loss, fair_odds: fair };
  });
  const european = lines
    .filter((line) => Number.isInteger(line))
    .map((line) => {
      const s = split(line);
      return { line, home: s.above, draw: s.level, away: s.below };
    });
  return { asian, european };
}
