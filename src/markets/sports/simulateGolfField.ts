import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { createSeededRandom } from '../../backtest/_lib/seededRandom.js';
import { SPORTS_GOLF_FIELD, type GolfCutRule } from '../rules/sportsRacing.js';
import { fail, readInteger, readNumber, readOptions, readRule } from './_lib/readInput.js';
import { readWinProbabilities } from './_lib/readField.js';

/** Options of {@link simulateGolfField}. */
export interface SimulateGolfFieldOptions {
  /** ISO date whose rule versions apply (cut rules, round spread). Required. */
  readonly asOf: string;
  /** Event type naming the cut rule: pga_tour (default), dp_world_tour, masters, us_open, the_open, pga_championship, no_cut. */
  readonly event?: string;
  /** A cut rule overriding the event's. */
  readonly cut?: GolfCutRule;
  /** Seed of the generator; the same seed gives the same answer. Default 1. */
  readonly seed?: number;
  /** Simulated tournaments. Default 10,000. */
  readonly draws?: number;
  /** Pairs of player indices to price as 72-hole matchups. */
  readonly matchups?: readonly (readonly [number, number])[];
  /** Round scores in whole strokes (ties, dead heats, playoffs), as golf is scored. Default true. */
  readonly integerScores?: boolean;
  readonly lang?: 'en' | 'es';
}

/** One player's simulated markets. */
export interface GolfPlayerOutlook {
  readonly index: number;
  /** The win probability asked for. */
  readonly target_win: number;
  /** Simulated win probability (ties for first settled by a random playoff). */
  readonly win: number;
  /** Top-N probabilities with the dead-heat rule (a tie across the line pays its share). */
  readonly top5: number;
  readonly top10: number;
  readonly top20: number;
  readonly make_cut: number;
  /** Expected strokes per round relative to an average player of this field (negative = better). */
  readonly strength: number;
}

/** A 72-hole matchup: a beats b with the better finish (a missed cut loses to a made one; two missed cuts compare 36 holes). */
export interface GolfMatchup {
  readonly a: number;
  readonly b: number;
  readonly a_wins: number;
  readonly tie: number;
  readonly b_wins: number;
}

/** A simulated golf field. */
export interface GolfFieldSimulation extends RuleCitations {
  readonly players: readonly GolfPlayerOutlook[];
  readonly matchups: readonly GolfMatchup[];
  readonly cut: GolfCutRule;
  readonly round_sd: number;
  readonly draws: number;
  readonly seed: number;
  /** Largest |simulated − target| win probability: how well the strengths reproduce the outright market. */
  readonly calibration_error: number;
}

/**
 * Simulates a golf tournament from outright win probabilities: each player's round score is normal about his own mean
 * with the rule's spread (2.75 strokes), rounded to whole strokes; the means are solved so that, in the continuous model
 * (72-hole total normal with twice the round spread), each player's chance of the lowest total equals his win
 * probability. The cut applies after round two (top 65 and ties on the PGA Tour); top-N finishes are settled with the
 * dead-heat rule and ties for first by a random playoff.
 *
 * @remarks Seeded (xoshiro128**): the same seed gives the same answer. The calibration is exact in the continuous model;
 * whole-stroke rounding and the cut move simulated win probabilities slightly, reported as `calibration_error`.
 *
 * @param winProbabilities - Outright win probability of every player, summing to 1 (de-vig the outright market first).
 * @param options - {@link SimulateGolfFieldOptions}; `asOf` is required.
 * @returns {@link GolfFieldSimulation}.
 * @throws {@link GuidekitError} `invalid_number` on a probability, their sum, `seed`, `draws`, the cut or a matchup
 *   index; `invalid_enum` on an unknown event.
 * @example
 * ```ts
 * simulateGolfField(outrights, { asOf: '2026-11-25', event: 'pga_tour', seed: 7 }).players[0].top10;
 * ```
 * @see docs/sports-models.md
 */
export function simulateGolfField(winProbabilities: readonly number[], options: SimulateGolfFieldOptions): GolfFieldSimulation {
  const fn = 'simulateGolfField';
  const opts = readOptions(fn, options);
  const rule = readRule(fn, SPORTS_GOLF_FIELD, opts.asOf);
  const p = readWinProbabilities(fn, winProbabilities);
  const n = p.length;
  const event = opts.event ?? 'pga_tour';
  let cut: GolfCutRule;
  if (opts.cut !== undefined) {
    cut = {
      after_round: readInteger(fn, opts.cut?.after_round, 'cut.after_round', Number.NaN, 0, rule.value.rounds - 1),
      top: readInteger(fn, opts.cut?.top, 'cut.top', Number.NaN, 0, 10_000),
      ties: opts.cut?.ties === true,
    };
  } else {
    const named = rule.value.cuts[event];
    if (named === undefined) fail(fn, 'event', 'invalid_enum', `event must be one of ${Object.keys(rule.value.cuts).join(', ')}`);
    cut = named;
  }
  const seed = readInteger(fn, opts.seed, 'seed', 1, 0, 0xffffffff);
  const draws = readInteger(fn, opts.draws, 'draws', 10_000, 1, 1_000_000);
  const matchups = (opts.matchups ?? []).map((m, k) => {
    const [a, b] = Array.isArray(m) ? m : [];
    if (!Number.isInteger(a) || !Number.isInteger(b) || a! < 0 || b! < 0 || a! >= n || b! >= n || a === b) fail(fn, `matchups[${k}]`, 'invalid_number', `matchups[${k}] must be two different player indices`);
    return [a!, b!] as const;
  });
  const rounds = rule.value.rounds;
  const sd = rule.value.round_sd;
  const totalSd = sd * Math.sqrt(rounds);
  const means = calibrateMeans(p, totalSd);
  const perRound = means.map((m) => m / rounds);
  const rnd = createSeededRandom(seed);
  const integer = opts.integerScores !== false;
  const normal = (): number => {
    // Box–Muller on the seeded stream.
    const u = 1 - rnd.nextFloat();
    const v = rnd.nextFloat();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  const wins = new Float64Array(n);
  const tops = [5, 10, 20].map(() => new Float64Array(n));
  const made = new Float64Array(n);
  const mWins = new Float64Array(matchups.length);
  const mTies = new Float64Array(matchups.length);
  const half = new Float64Array(n);
  const total = new Float64Array(n);
  const madeCut = new Uint8Array(n);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let d = 0; d < draws; d++) {
    for (let i = 0; i < n; i++) {
      let s = 0;
      let h = 0;
      for (let r = 0; r < rounds; r++) {
        const score = perRound[i]! + sd * normal();
        const stroke = integer ? Math.round(score) : score;
        s += stroke;
        if (r < cut.after_round) h += stroke;
      }
      total[i] = s;
      half[i] = h;
    }
    // The cut: players whose total after `after_round` rounds places within `top` (ties in when `ties`).
    if (cut.after_round > 0 && cut.top < n) {
      order.sort((a, b) => half[a]! - half[b]!);
      const line = half[order[cut.top - 1]!]!;
      for (let k = 0; k < n; k++) {
        const i = order[k]!;
        madeCut[i] = k < cut.top || (cut.ties && half[i] === line) ? 1 : 0;
      }
    } else madeCut.fill(1);
    // Finishing order among those who made the cut; position = 1 + players strictly better.
    const field = order.filter((i) => madeCut[i] === 1).sort((a, b) => total[a]! - total[b]!);
    let k = 0;
    while (k < field.length) {
      let t = k;
      while (t + 1 < field.length && total[field[t + 1]!] === total[field[k]!]) t++;
      const tied = t - k + 1;
      const position = k + 1;
      for (let m = k; m <= t; m++) {
        const i = field[m]!;
        [5, 10, 20].forEach((nTop, idx) => {
          const share = position + tied - 1 <= nTop ? 1 : position > nTop ? 0 : (nTop - position + 1) / tied;
          tops[idx]![i]! += share;
        });
      }
      if (position === 1) wins[field[k + Math.floor(rnd.nextFloat() * tied)]!]! += 1;
      k = t + 1;
    }
    for (let i = 0; i < n; i++) made[i]! += madeCut[i]!;
    matchups.forEach(([a, b], m) => {
      const sa = madeCut[a] && madeCut[b] ? total[a]! : madeCut[a] ? -Infinity : madeCut[b] ? Infinity : half[a]!;
      const sb = madeCut[a] && madeCut[b] ? total[b]! : madeCut[b] ? -Infinity : madeCut[a] ? Infinity : half[b]!;
      if (sa < sb) mWins[m]! += 1;
      else if (sa === sb) mTies[m]! += 1;
    });
  }
  const meanAll = perRound.reduce((s, x) => s + x, 0) / n;
  const players = p.map((target, i): GolfPlayerOutlook => ({
    index: i,
    target_win: target,
    win: wins[i]! / draws,
    top5: tops[0]![i]! / draws,
    top10: tops[1]![i]! / draws,
    top20: tops[2]![i]! / draws,
    make_cut: made[i]! / draws,
    strength: perRound[i]! - meanAll,
  }));
  return {
    players,
    matchups: matchups.map(([a, b], m) => ({ a, b, a_wins: mWins[m]! / draws, tie: mTies[m]! / draws, b_wins: 1 - (mWins[m]! + mTies[m]!) / draws })),
    cut,
    round_sd: sd,
    draws,
    seed,
    calibration_error: players.reduce((s, x) => Math.max(s, Math.abs(x.win - x.target_win)), 0),
    ...citeRules([rule], { lang: opts.lang ?? 'en' }),
  };
}

/**
 * Mean 72-hole totals μ such that, with totals normal (sd σ), P(player i has the lowest total) = p_i: the probabilities
 * are integrals ∫ φ_i(x) Π_{j≠i} (1 − Φ_j(x)) dx on a grid, and μ is moved by the log ratio of target to model until
 * they agree (a lower total raises the chance).
 */
function calibrateMeans(p: readonly number[], sigma: number): number[] {
  const n = p.length;
  const mu = p.map((pi) => -sigma * Math.log(pi * n) * 0.5);
  const grid = 300;
  for (let iter = 0; iter < 200; iter++) {
    const lo = Math.min(...mu) - 8 * sigma;
    const hi = Math.max(...mu) + 8 * sigma;
    const dx = (hi - lo) / grid;
    const q = new Float64Array(n);
    for (let g = 0; g <= grid; g++) {
      const x = lo + g * dx;
      let logSurvAll = 0;
      const logSurv = new Float64Array(n);
      for (let j = 0; j < n; j++) {
        logSurv[j] = Math.log(Math.max(1e-300, upperTail((x - mu[j]!) / sigma)));
        logSurvAll += logSurv[j]!;
      }
      const w = g === 0 || g === grid ? 0.5 : 1;
      for (let i = 0; i < n; i++) {
        const z = (x - mu[i]!) / sigma;
        const density = Math.exp(-0.5 * z * z) / (sigma * Math.sqrt(2 * Math.PI));
        q[i]! += w * dx * density * Math.exp(logSurvAll - logSurv[i]!);
      }
    }
    const total = q.reduce((s, x) => s + x, 0);
    let worst = 0;
    for (let i = 0; i < n; i++) {
      const ratio = Math.log(p[i]! / (q[i]! / total));
      worst = Math.max(worst, Math.abs(ratio));
      mu[i] = mu[i]! - 0.5 * sigma * ratio;
    }
    if (worst < 1e-7) break;
  }
  return mu;
}



/**
 * The upper normal tail 1 − Φ(z) = erfc(z/√2)/2, with erfc from Numerical Recipes' Chebyshev fit (fractional error below
 * 1.2e-7 everywhere): ample for the calibration, whose tolerance is 1e-7 on log-probabilities, and several times faster
 * than the exact Φ the backtests use.
 *
 * @see W. H. Press et al., Numerical Recipes in C (2nd ed., 1992), §6.2, erfcc.
 */
function upperTail(z: number): number {
  const x = z / Math.SQRT2;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.5 * a);
  const erfc =
    t *
    Math.exp(
      -a * a - 1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return (x >= 0 ? erfc : 2 - erfc) / 2;
}
