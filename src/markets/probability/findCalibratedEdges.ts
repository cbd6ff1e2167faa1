import Decimal from 'decimal.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { requireRule } from '../../core/requireRule.js';
import { PROBABILITY_EDGE_RULES } from '../rules/probabilityEdges.js';
import { applyCalibration } from './_lib/applyCalibration.js';
import { readCalibration } from './_lib/readCalibration.js';
import { feeReader, readBookSide } from './_lib/readBook.js';
import { fail, readEnum, readIsoDate, readList, readNumber, readOptional, readOptions } from './_lib/read.js';
import { annualiseReturn, daysUntil, kellyFraction } from './_lib/sizing.js';
import { walkLevels } from './_lib/walkLevels.js';
import type { BookLevelInput, Calibration, FeeFunction } from './types.js';

/** One binary market to look for an edge in: guidekit's raw probability and the venue's Yes book. */
export interface CalibratedEdgeMarket {
  readonly id: string;
  /** guidekit's raw (uncalibrated) probability that the market resolves Yes, in [0, 1]. */
  readonly probability: number;
  /** The Yes asks (what a buyer of Yes pays), any order. */
  readonly yesAsks: readonly BookLevelInput[];
  /** The Yes bids (what a seller of Yes receives; on Kalshi, selling Yes is buying No at 1 − bid), any order. */
  readonly yesBids: readonly BookLevelInput[];
  /** When the market is expected to resolve (ISO date or date-time), or null when unknown. */
  readonly resolvesAt: string | null;
  /** `play` money (Manifold's mana) is never a tradeable edge. Default `real`. */
  readonly money?: 'real' | 'play';
}

/** Options of {@link findCalibratedEdges}. */
export interface FindCalibratedEdgesOptions {
  /** ISO date of the scan: picks the threshold rules and dates the days to resolution. Required. */
  readonly asOf: string;
  /** The venue's fee per fill (required): wire computeKalshiFee or computePolymarketFee. Null means unknown. */
  readonly fee: FeeFunction;
  /** The edge an opportunity must exceed, in probability points. Default: the rule in force (0.10). */
  readonly minEdge?: number;
  /** Fraction of the full Kelly stake reported. Default: the rule in force (0.25). */
  readonly kellyFraction?: number;
  /** Contracts the book is walked to and the fee charged on. Default: the rule in force (100). */
  readonly contracts?: number;
  /** `simple` (r × 365/days) or `compound` annualised return. Default `simple`. */
  readonly annualisation?: 'simple' | 'compound';
  /** Language of the stale-rule note. Default `en`. */
  readonly lang?: 'en' | 'es';
}

/** One side of one market whose calibrated probability beats the all-in executable price by more than the threshold. */
export interface CalibratedEdge {
  readonly id: string;
  /** `buy_yes` (the model says Yes is cheap) or `sell_yes` (Yes is dear: sell it, or buy No). */
  readonly side: 'buy_yes' | 'sell_yes';
  readonly rawProbability: number;
  readonly calibratedProbability: number;
  /** Contracts the book filled (the evaluation size, or less when `depthLimited`). */
  readonly contracts: Decimal;
  readonly depthLimited: boolean;
  /** Average executable price of those contracts (the ask walk for a buy, the bid walk for a sell). */
  readonly averagePrice: Decimal;
  readonly worstPrice: Decimal;
  readonly feePerContract: Decimal;
  /** Buy: average price + fee per contract. Sell: average price − fee per contract (what the sale nets). */
  readonly allInPrice: Decimal;
  /** Buy: p_cal − all-in price. Sell: all-in price − p_cal. In probability points. */
  readonly edge: number;
  /** Expected profit per contract in dollars (= edge). */
  readonly evPerContract: Decimal;
  /** Capital a contract locks until resolution: the all-in price for a buy, 1 − price + fee for a sell (the No side). */
  readonly capitalPerContract: Decimal;
  /** Full Kelly fraction of bankroll, (q − c)/(1 − c) for the side's win probability q and capital c. */
  readonly fullKelly: number;
  /** The reported stake: kellyFraction × full Kelly. */
  readonly kellyStake: number;
  /** EV per contract ÷ capital per contract. */
  readonly returnOnCapital: number;
  /** Days from asOf to resolution, or null when the market gives no date. */
  readonly daysToResolution: number | null;
  /** returnOnCapital annualised over the days to resolution; null without a future resolution date. */
  readonly annualisedReturn: number | null;
}

/** What {@link findCalibratedEdges} returns. */
export interface FindCalibratedEdgesResult extends RuleCitations {
  /** Edges above the threshold, largest first. */
  readonly edges: readonly CalibratedEdge[];
  /** Markets whose fee the fee function did not know: not priced, not folded into "no edge". */
  readonly unknown: readonly { readonly id: string; readonly reason: 'fee_unknown' }[];
  /** Markets not evaluated: play money, or no executable quote on either side. */
  readonly skipped: readonly { readonly id: string; readonly reason: 'play_money' | 'no_quote' }[];
  /** Markets with at least one executable side whose fee was known. */
  readonly evaluated: number;
  readonly minEdge: number;
  readonly kellyFraction: number;
}

/**
 * Finds prediction markets where guidekit's calibrated probability differs from the executable price by more than the
 * threshold (10 points), after fees and at a size the book supports: Yes is bought at the ask walk, sold at the bid
 * walk, never at the mid or the last trade. Each edge carries its EV per contract, a quarter-Kelly stake, the days to
 * resolution and the annualised return on the capital it locks.
 *
 * @remarks
 * For a buy at all-in cost c (average ask plus fee per contract) the edge is p_cal − c; for a sale netting c' (average
 * bid less fee) it is c' − p_cal and the capital is 1 − c' (the No side). Kelly for a $1 contract at cost c won with
 * probability q is (q − c)/(1 − c).
 *
 * @param markets - {@link CalibratedEdgeMarket}s (not modified).
 * @param calibration - The {@link Calibration} that maps raw to calibrated probabilities.
 * @param options - {@link FindCalibratedEdgesOptions}; `asOf` and `fee` are required.
 * @returns {@link FindCalibratedEdgesResult}: the edges, the unknowns, the skipped markets and the rules applied.
 * @throws {@link GuidekitError} `invalid_number` naming `markets[i].probability`, a book level, `minEdge`,
 *   `kellyFraction` or `contracts`; `invalid_type` for a list or an object of the wrong shape or a fee that is not a
 *   function; `invalid_date` for `asOf`.
 * @example
 * ```ts
 * findCalibratedEdges(
 *   [{ id: 'A', probability: 0.7, yesAsks: [{ price: '0.55', size: 500 }], yesBids: [{ price: '0.53', size: 500 }], resolvesAt: '2026-12-25' }],
 *   { method: 'platt', a: 1, b: 0, epsilon: 1e-6 },
 *   { asOf: '2026-11-25', fee: () => 0 },
 * ).edges[0]?.edge; // ≈ 0.15
 * ```
 * @see docs/probability-models.md#calibrated-edges
 * @see J. L. Kelly, A New Interpretation of Information Rate, Bell System Technical Journal 35(4), 1956 (the Kelly stake)
 */
export function findCalibratedEdges(markets: readonly CalibratedEdgeMarket[], calibration: Calibration, options: FindCalibratedEdgesOptions): FindCalibratedEdgesResult {
  const fn = 'findCalibratedEdges';
  const o = readOptions(fn, options);
  const asOf = readIsoDate(fn, 'asOf', o.asOf);
  if (typeof o.fee !== 'function') fail(fn, 'fee', 'must be a function of a fill returning its fee (or null when unknown)', 'invalid_type');
  const cal = readCalibration(fn, calibration);
  const list = readList<CalibratedEdgeMarket>(fn, 'markets', markets);
  const rule = requireRule(PROBABILITY_EDGE_RULES, asOf);
  const minEdge = readOptional(fn, 'minEdge', o.minEdge, (x) => x >= 0 && x < 1, 'in [0, 1)', rule.value.minEdge);
  const fraction = readOptional(fn, 'kellyFraction', o.kellyFraction, (x) => x > 0 && x <= 1, 'in (0, 1]', rule.value.kellyFraction);
  const size = new Decimal(readOptional(fn, 'contracts', o.contracts, (x) => x > 0, 'a number of contracts above 0', rule.value.evaluationContracts));
  const annualisation = readEnum(fn, 'annualisation', o.annualisation, ['simple', 'compound'] as const, 'simple');
  const readFee = feeReader(fn);
  const one = new Decimal(1);

  const edges: CalibratedEdge[] = [];
  const unknown: { id: string; reason: 'fee_unknown' }[] = [];
  const skipped: { id: string; reason: 'play_money' | 'no_quote' }[] = [];
  let evaluated = 0;
  for (let i = 0; i < list.length; i++) {
    const m = list[i]!;
    if (m === null || typeof m !== 'object') fail(fn, `markets[${i}]`, 'must be a market object', 'invalid_type');
    if (typeof m.id !== 'string') fail(fn, `markets[${i}].id`, 'must be a string', 'invalid_type');
    const raw = readNumber(fn, `markets[${i}].probability`, m.probability, (x) => x >= 0 && x <= 1, 'a probability in [0, 1]');
    const asks = readBookSide(fn, `markets[${i}].yesAsks`, m.yesAsks, 'buy');
    const bids = readBookSide(fn, `markets[${i}].yesBids`, m.yesBids, 'sell');
    const money = readEnum(fn, `markets[${i}].money`, m.money, ['real', 'play'] as const, 'real');
    if (m.resolvesAt !== null && typeof m.resolvesAt !== 'string') fail(fn, `markets[${i}].resolvesAt`, 'must be an ISO date or null', 'invalid_type');
    if (money === 'play') {
      skipped.push({ id: m.id, reason: 'play_money' });
      continue;
    }
    const pCal = applyCalibration(cal, raw);
    const days = daysUntil(asOf, m.resolvesAt);
    let feeUnknown = false;
    let quoted = false;
    for (const side of ['buy_yes', 'sell_yes'] as const) {
      const book = side === 'buy_yes' ? asks : bids;
      if (book.depth.isZero()) continue;
      quoted = true;
      const walk = walkLevels(book, Decimal.min(size, book.depth), m.id, side === 'buy_yes' ? 'buy' : 'sell', o.fee, readFee);
      if (walk.fee === null) {
        feeUnknown = true;
        continue;
      }
      const average = walk.averagePrice!;
      const feePer = walk.fee.div(walk.filled);
      const allIn = side === 'buy_yes' ? average.plus(feePer) : average.minus(feePer);
      // The side's win probability and the capital one contract locks: Yes at the all-in price, or No at 1 − net sale.
      const win = side === 'buy_yes' ? pCal : 1 - pCal;
      const capital = side === 'buy_yes' ? allIn : one.minus(allIn);
      const edge = side === 'buy_yes' ? pCal - allIn.toNumber() : allIn.toNumber() - pCal;
      if (!(edge > minEdge)) continue;
      const ev = side === 'buy_yes' ? new Decimal(pCal).minus(allIn) : allIn.minus(new Decimal(pCal));
      const full = kellyFraction(win, capital.toNumber());
      const roc = capital.gt(0) ? ev.div(capital).toNumber() : Number.POSITIVE_INFINITY;
      edges.push({
        id: m.id,
        side,
        rawProbability: raw,
        calibratedProbability: pCal,
        contracts: walk.filled,
        depthLimited: walk.filled.lt(size),
        averagePrice: average,
        worstPrice: walk.worstPrice!,
        feePerContract: feePer,
        allInPrice: allIn,
        edge,
        evPerContract: ev,
        capitalPerContract: capital,
        fullKelly: full,
        kellyStake: fraction * full,
        returnOnCapital: roc,
        daysToResolution: days,
        annualisedReturn: Number.isFinite(roc) ? annualiseReturn(roc, days, rule.value.daysPerYear, annualisation) : null,
      });
    }
    if (feeUnknown) unknown.push({ id: m.id, reason: 'fee_unknown' });
    else if (!quoted) skipped.push({ id: m.id, reason: 'no_quote' });
    else evaluated++;
  }
  edges.sort((a, b) => b.edge - a.edge);
  return { edges, unknown, skipped, evaluated, minEdge, kellyFraction: fraction, ...citeRules([rule], { lang: o.lang ?? 'en' }) };
}
