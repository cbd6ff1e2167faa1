import { millisecondsInDay } from 'date-fns/constants';
import Decimal from 'decimal.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { requireRule } from '../../core/requireRule.js';
import type { PredictionBookLevel } from '../predictions/types.js';
import type { FeeFunction } from '../probability/types.js';
import { PROBABILITY_EDGE_RULES } from '../rules/probabilityEdges.js';

/** The Yes book of one binary market and what trading it costs. */
export interface ContractBook {
  readonly id: string;
  /** Yes asks (what buying Yes costs), any order. */
  readonly yesAsks: readonly PredictionBookLevel[];
  /** Yes bids; buying No is selling Yes: No costs 1 − bid, at the bid's size. */
  readonly yesBids: readonly PredictionBookLevel[];
  /** The venue's fee per fill (createVenueFeeFunction); null from it means unknown. */
  readonly fee: FeeFunction;
  /** `play` money is never a tradeable price. Default `real`. */
  readonly money?: 'real' | 'play';
  /** When the capital comes back (ISO instant or date), or null when the venue gives no time. */
  readonly resolvesAt: string | null;
}

/** Options of {@link evaluateContract}. */
export interface EvaluateContractOptions {
  /** ISO date of the scan (picks the edge rules). Required. */
  readonly asOf: string;
  /** The instant of the scan, epoch ms: days to resolution count from it. Default: the start of `asOf` (UTC). */
  readonly nowMs?: number;
  /** Contracts the book is walked to. Default: the rule (100). */
  readonly contracts?: number;
  /** Fraction of full Kelly reported. Default: the rule (¼). */
  readonly kellyFraction?: number;
}

/** One side of the contract, filled at the book. */
export interface ContractSide {
  /** `buy_yes` takes the Yes asks; `buy_no` takes the Yes bids (selling Yes is buying No at 1 − bid). */
  readonly side: 'buy_yes' | 'buy_no';
  readonly contractsRequested: Decimal;
  readonly contractsFilled: Decimal;
  /** False when the book is thinner than the size asked: what follows is for what it fills. */
  readonly complete: boolean;
  readonly levelsUsed: number;
  /** Average price paid per contract of this side (Yes: the ask walk; No: 1 − the bid walk). */
  readonly averagePrice: Decimal;
  /** The worst price reached. */
  readonly worstPrice: Decimal;
  /** Fees for the fill, in dollars. */
  readonly fees: Decimal;
  readonly feePerContract: Decimal;
  /** Average price plus fee per contract: what one $1 contract costs. */
  readonly allInPrice: Decimal;
  /** The side's probability of paying $1. */
  readonly winProbability: number;
  /** winProbability − allInPrice, in probability points (= expected profit per contract, dollars). */
  readonly edge: number;
  readonly evPerContract: Decimal;
  /** Expected profit of the whole fill, dollars. */
  readonly evTotal: Decimal;
  /** Dollars the fill locks until resolution (all-in price × contracts). */
  readonly capitalLocked: Decimal;
  readonly kelly: { readonly full: Decimal; readonly stake: Decimal; readonly fraction: number };
  /** Days from the scan to resolution, or null without a future resolution time. */
  readonly daysToResolution: number | null;
  /**
   * The return on the locked capital over the holding period and its simple annualisation (× 365 / days); null without
   * days to resolution. The compounded figure is computeAnnualisedReturn's, worked out for the contracts an answer shows.
   */
  readonly returnOnCapital: { readonly period: Decimal; readonly simpleAnnual: Decimal } | null;
}

/** What {@link evaluateContract} returns. */
export type ContractEvaluation = RuleCitations &
  (
    | { readonly status: 'priced'; readonly sides: readonly ContractSide[]; readonly best: ContractSide }
    | { readonly status: 'unknown'; readonly reason: 'fee_unknown' }
    | { readonly status: 'skipped'; readonly reason: 'play_money' | 'no_quote' | 'invalid_price' }
  );

function walk(levels: readonly PredictionBookLevel[], size: Decimal, mirror: boolean) {
  // Best first: lowest Yes ask, or highest Yes bid (the cheapest No).
  const sorted = [...levels].filter((l) => l.size.gt(0)).sort((a, b) => (mirror ? b.price.comparedTo(a.price) : a.price.comparedTo(b.price)));
  const fills: { price: Decimal; contracts: Decimal }[] = [];
  let left = size;
  for (const l of sorted) {
    if (left.lte(0)) break;
    const take = Decimal.min(left, l.size);
    fills.push({ price: mirror ? new Decimal(1).minus(l.price) : l.price, contracts: take });
    left = left.minus(take);
  }
  return { fills, filled: size.minus(left) };
}

/**
 * Prices both sides of a binary contract against guidekit's probability at the executable book: Yes at the ask walk,
 * No at 1 − the bid walk (never the mid or the last trade), at a stated size, the venue's fee charged per fill. Each
 * side gets its edge (probability − all-in price), expected value, quarter-Kelly stake, days to resolution and the
 * annualised return of the capital it locks; `best` is the side with the larger edge.
 *
 * @param book - {@link ContractBook} (not modified).
 * @param probability - guidekit's probability that the market resolves Yes, in [0, 1].
 * @param options - {@link EvaluateContractOptions}; `asOf` is required.
 * @returns {@link ContractEvaluation}: `priced`, `unknown` (a fee the venue's data does not settle) or `skipped`.
 * @throws {@link GuidekitError} `invalid_number` for a probability outside [0, 1] or a bad size; `invalid_date` for `asOf`.
 * @example
 * ```ts
 * evaluateContract({ id: 'A', yesAsks: [{ price: new Decimal('0.40'), size: new Decimal(500) }], yesBids: [], fee: () => 0, resolvesAt: '2026-12-25' }, 0.55, { asOf: '2026-11-25' }).status; //=> 'priced'
 * ```
 * @see docs/prediction-endpoints.md
 */
export function evaluateContract(book: ContractBook, probability: number, options: EvaluateContractOptions): ContractEvaluation {
  const fn = 'evaluateContract';
  if (typeof options?.asOf !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(options.asOf)) throw new GuidekitError(`${fn}: asOf must be an ISO date`, { code: 'invalid_date', field: 'asOf' });
  if (typeof probability !== 'number' || !(probability >= 0 && probability <= 1)) throw new GuidekitError(`${fn}: probability must be in [0, 1], got ${String(probability)}`, { code: 'invalid_number', field: 'probability' });
  if (book === null || typeof book !== 'object' || typeof book.fee !== 'function') throw new GuidekitError(`${fn}: book must carry its levels and fee function`, { code: 'invalid_type', field: 'book' });
  const rule = requireRule(PROBABILITY_EDGE_RULES, options.asOf);
  const cite = citeRules([rule]);
  const size = new Decimal(options.contracts ?? rule.value.evaluationContracts);
  if (!size.isFinite() || size.lte(0)) throw new GuidekitError(`${fn}: contracts must be positive`, { code: 'invalid_number', field: 'contracts' });
  const fraction = options.kellyFraction ?? rule.value.kellyFraction;
  const daysPerYear = rule.value.daysPerYear;
  if ((book.money ?? 'real') === 'play') return { status: 'skipped', reason: 'play_money', ...cite };
  const nowMs = options.nowMs ?? Date.parse(`${options.asOf}T00:00:00Z`);
  const resolves = book.resolvesAt === null ? Number.NaN : Date.parse(book.resolvesAt);
  const days = Number.isFinite(resolves) && resolves > nowMs ? (resolves - nowMs) / millisecondsInDay : null;
  const sides: ContractSide[] = [];
  for (const side of ['buy_yes', 'buy_no'] as const) {
    const levels = side === 'buy_yes' ? book.yesAsks : book.yesBids;
    const w = walk(levels, size, side === 'buy_no');
    if (w.filled.isZero()) continue;
    let fees = new Decimal(0);
    let notional = new Decimal(0);
    for (const f of w.fills) {
      if (f.price.lte(0) || f.price.gte(1)) return { status: 'skipped', reason: 'invalid_price', ...cite };
      const fee = book.fee({ id: book.id, action: side === 'buy_yes' ? 'buy' : 'sell', price: side === 'buy_yes' ? f.price : new Decimal(1).minus(f.price), contracts: f.contracts });
      if (fee === null) return { status: 'unknown', reason: 'fee_unknown', ...cite };
      fees = fees.plus(fee);
      notional = notional.plus(f.price.times(f.contracts));
    }
    const average = notional.div(w.filled);
    const feePer = fees.div(w.filled);
    const allIn = average.plus(feePer);
    const win = side === 'buy_yes' ? probability : 1 - probability;
    const ev = new Decimal(win).minus(allIn);
    const capital = allIn.times(w.filled);
    // Kelly for a $1 contract bought at c that pays with probability q: (q − c)/(1 − c), never negative (the formula of
    // sizeQuarterKelly, inlined: a scan prices thousands of sides and needs no re-validation of its own numbers).
    const full = allIn.gt(0) && allIn.lt(1) && ev.gt(0) ? ev.div(new Decimal(1).minus(allIn)).toDecimalPlaces(10, Decimal.ROUND_HALF_EVEN) : new Decimal(0);
    const kelly = { fullKelly: full, stake: full.times(fraction).toDecimalPlaces(10, Decimal.ROUND_HALF_EVEN) };
    const evTotal = ev.times(w.filled);
    const period = days !== null && capital.gt(0) ? evTotal.div(capital) : null;
    const roc = period === null ? null : { periodReturn: period.toDecimalPlaces(10, Decimal.ROUND_HALF_EVEN), simpleAnnual: period.times(daysPerYear).div(days!).toDecimalPlaces(10, Decimal.ROUND_HALF_EVEN) };
    sides.push({
      side,
      contractsRequested: size,
      contractsFilled: w.filled,
      complete: w.filled.eq(size),
      levelsUsed: w.fills.length,
      averagePrice: average,
      worstPrice: w.fills[w.fills.length - 1]!.price,
      fees,
      feePerContract: feePer,
      allInPrice: allIn,
      winProbability: win,
      edge: ev.toNumber(),
      evPerContract: ev,
      evTotal,
      capitalLocked: capital,
      kelly: { full: kelly.fullKelly, stake: kelly.stake, fraction },
      daysToResolution: days,
      returnOnCapital: roc === null ? null : { period: roc.periodReturn, simpleAnnual: roc.simpleAnnual },
    });
  }
  if (sides.length === 0) return { status: 'skipped', reason: 'no_quote', ...cite };
  const best = sides.reduce((a, b) => (b.edge > a.edge ? b : a));
  return { status: 'priced', sides, best, ...cite };
}
