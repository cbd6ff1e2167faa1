import { GuidekitError } from '../../core/GuidekitError.js';

/** The convergence bet, every figure a fraction of notional per leg except the probability and the fractions. */
export interface ConvergenceBet {
  /** The gap at entry (> 0). */
  readonly gap: number;
  /** The round-trip cost floor (≥ 0). */
  readonly costFloor: number;
  /** Share of the gap left when the take-profit triggers, in [0, 1). */
  readonly takeProfitResidual: number;
  /** Share of the gap it may widen by before the stop, > 0. */
  readonly stopWidening: number;
  /** Probability the take-profit comes before the stop, in [0, 1]. */
  readonly probability: number;
}

/** Options of {@link sizeConvergenceKelly}. */
export interface SizeConvergenceKellyOptions {
  /** Share of full Kelly advised, in (0, 1]. Default 0.25. */
  readonly fraction?: number;
  /** Cap on the advised notional per leg as a share of bankroll (> 0). Default 1. */
  readonly maxNotionalFraction?: number;
}

/** Result of {@link sizeConvergenceKelly}. */
export interface SizeConvergenceKellyResult {
  /** Gain at the take-profit net of the floor: (1 − residual) · gap − costFloor. */
  readonly win: number;
  /** Loss at the stop including the floor: widening · gap + costFloor. */
  readonly loss: number;
  /** Expected value per unit of notional: p · win − (1 − p) · loss. */
  readonly ev: number;
  /** Full Kelly notional as a share of bankroll: ev ÷ (win · loss); 0 when ev ≤ 0 or win ≤ 0. */
  readonly full_kelly: number;
  /** The advised notional share: full_kelly × fraction, capped. */
  readonly stake: number;
  /** True when the cap, not Kelly, set the stake. */
  readonly capped: boolean;
}

const FN = 'sizeConvergenceKelly';

function check(ok: boolean, message: string, field: string): void {
  if (!ok) throw new GuidekitError(`${FN}: ${message}`, { code: 'invalid_number', field });
}

const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/**
 * Sizes a convergence trade as a binary bet: it ends at the take-profit, gaining (1 − residual) · gap − costFloor per
 * unit of notional, with probability p, or at the stop, losing widening · gap + costFloor. Kelly's growth-optimal share
 * of bankroll for a bet that wins W or loses L per unit staked is f* = (p·W − (1−p)·L) ÷ (W·L) (maximising
 * p·ln(1 + fW) + (1−p)·ln(1 − fL)); a fraction of it (a quarter by default) is advised and the result capped. No
 * positive edge, no stake.
 *
 * @param bet - {@link ConvergenceBet}.
 * @param options - {@link SizeConvergenceKellyOptions}.
 * @returns Win, loss, EV, full Kelly and the advised stake (shares of bankroll as notional per leg).
 * @throws {@link GuidekitError} `invalid_number` for a gap ≤ 0, a negative floor, a residual outside [0, 1), a widening
 *   ≤ 0, a probability outside [0, 1], a fraction outside (0, 1] or a cap ≤ 0.
 * @example
 * ```ts
 * // W = 0.9·0.003 − 0.001 = 0.0017, L = 0.5·0.003 + 0.001 = 0.0025, EV = 0.7·0.0017 − 0.3·0.0025 = 0.00044
 * sizeConvergenceKelly({ gap: 0.003, costFloor: 0.001, takeProfitResidual: 0.1, stopWidening: 0.5, probability: 0.7 }).ev; //=> 0.00044
 * ```
 * @see docs/perps-tokenized-preipo.md
 */
export function sizeConvergenceKelly(bet: ConvergenceBet, options: SizeConvergenceKellyOptions = {}): SizeConvergenceKellyResult {
  check(isNum(bet?.gap) && bet.gap > 0, 'gap must be a positive fraction', 'gap');
  check(isNum(bet.costFloor) && bet.costFloor >= 0, 'costFloor must be a fraction ≥ 0', 'costFloor');
  check(isNum(bet.takeProfitResidual) && bet.takeProfitResidual >= 0 && bet.takeProfitResidual < 1, 'takeProfitResidual must be in [0, 1)', 'takeProfitResidual');
  check(isNum(bet.stopWidening) && bet.stopWidening > 0, 'stopWidening must be positive', 'stopWidening');
  check(isNum(bet.probability) && bet.probability >= 0 && bet.probability <= 1, 'probability must be in [0, 1]', 'probability');
  const fraction = options.fraction ?? 0.25;
  const cap = options.maxNotionalFraction ?? 1;
  check(isNum(fraction) && fraction > 0 && fraction <= 1, 'fraction must be in (0, 1]', 'fraction');
  check(isNum(cap) && cap > 0, 'maxNotionalFraction must be positive', 'maxNotionalFraction');

  const win = (1 - bet.takeProfitResidual) * bet.gap - bet.costFloor;
  const loss = bet.stopWidening * bet.gap + bet.costFloor;
  const p = bet.probability;
  const ev = p * win - (1 - p) * loss;
  const fullKelly = win > 0 && ev > 0 ? ev / (win * loss) : 0;
  const wanted = fullKelly * fraction;
  const capped = wanted > cap;
  return { win, loss, ev, full_kelly: fullKelly, stake: capped ? cap : wanted, capped };
}
