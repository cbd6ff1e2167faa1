import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import { citeRules, type RuleCitations } from '../../core/citeRules.js';
import { createTranslate } from '../../core/i18n/createTranslate.js';
import { readEngineLang } from '../../core/i18n/readEngineLang.js';
import { parseIsoDate } from '../../core/parseIsoDate.js';
import { requireRule } from '../../core/requireRule.js';
import type { AppliedRule } from '../../core/ruleTable.js';
import { REFERENCE_MAX_BOOK_AGE_SECONDS } from '../rules/referenceGate.js';
import { PERPS_CONVERGENCE_MODEL, PERPS_COST_BUFFER_BPS, PERPS_KELLY, PERPS_SCAN_DEFAULTS, PERPS_SCAN_LIMITS } from '../rules/perpsCostFloor.js';
import { MARKETS_SANITY_MAX_GAP } from '../rules/sanityGates.js';
import { groupPerpAssets, type UnitListing } from './_lib/groupPerpAssets.js';
import { readVenueTerms } from './_lib/readVenueTerms.js';
import { computePerpCostFloor, type CostFloorLegResult } from './computePerpCostFloor.js';
import { scanPerpDislocationsMessages, type ScanPerpDislocationsKey } from './messages/scanPerpDislocations.js';
import { perpOrderBookSchema, type PerpListing, type PerpOrderBook } from './PerpVenueSource.js';
import { sizeConvergenceKelly } from './sizeConvergenceKelly.js';
import type { PerpCandidate, PerpReferenceKind } from './types.js';

/** What the scan is given: every listing, the candidates the mark screen kept, and the books read for them. */
export interface ScanPerpDislocationsInput {
  readonly listings: readonly PerpListing[];
  readonly candidates: readonly PerpCandidate[];
  /** The books read, each with the venue it came from. */
  readonly books: readonly { readonly venue: string; readonly book: PerpOrderBook }[];
}

/** Options of {@link scanPerpDislocations}. */
export interface ScanPerpDislocationsOptions {
  /** ISO date the rules are picked for. Required. */
  readonly asOf: string;
  /** Notional per leg in USD; default the `markets.perps.scan_defaults` rule (10,000). */
  readonly sizeUsd?: Decimal.Value;
  /** Holding period in hours; default the same rule (8). */
  readonly holdingHours?: number;
  /** Language of the narrative. Default 'en'. */
  readonly lang?: 'en' | 'es';
}

/** Why a candidate could not be priced. */
export type PerpExclusionReason = 'no_book' | 'dead_book' | 'too_thin' | 'stale' | 'no_fee_schedule' | 'funding_unknown' | 'far_from_reference';

/** One priced candidate, ranked by score. */
export interface PerpNearMiss {
  readonly asset: string;
  readonly perp_venue: string;
  readonly hedge_venue: string | null;
  readonly gap_bps: number;
  readonly cost_floor_bps: number;
  /** Gap in cost-floor units. */
  readonly score: number;
  /** How far the gap falls short of the floor (0 when it clears). */
  readonly shortfall_bps: number;
  readonly clears: boolean;
}

/** A candidate set aside, and why. */
export interface PerpExclusion {
  readonly asset: string;
  readonly venue: string;
  readonly reason: PerpExclusionReason;
  readonly detail: string;
}

/** One leg of the trade. */
export interface PerpTradeLeg {
  readonly venue: string;
  readonly symbol: string;
  readonly side: 'long' | 'short';
  /** Average fill at the notional on the entry side. */
  readonly entry_price: number;
  readonly mid: number;
}

/** The convergence trade on the largest dislocation. */
export interface PerpTrade {
  readonly asset: string;
  /** Reference per unit of the asset. */
  readonly reference: number;
  readonly reference_kind: PerpReferenceKind;
  /** (perpetual mid per unit − reference) ÷ reference, in bps: positive when the perpetual is rich. */
  readonly dislocation_bps: number;
  /** The gap the trade captures: against the hedge's mid, or the oracle when unhedged, ÷ reference, in bps. */
  readonly gap_bps: number;
  readonly score: number;
  readonly perp: PerpTradeLeg & { readonly take_profit: number; readonly stop_loss: number };
  readonly hedge: PerpTradeLeg | null;
  readonly cost_floor: {
    readonly fees_bps: number;
    readonly spreads_bps: number;
    readonly impact_bps: number;
    readonly funding_bps: number;
    /** Funding received (+) or paid (−) over the holding period, signed; the floor counts its absolute value. */
    readonly funding_pnl_bps: number;
    readonly buffer_bps: number;
    readonly total_bps: number;
    readonly legs: readonly CostFloorLegResult[];
  };
  readonly size: { readonly notional_usd: Decimal; readonly holding_hours: number };
  /**
   * The bet's payoffs, and its EV only from a measured probability that the gap reaches the take-profit before the stop:
   * with none on record (`probability: null`) the EV is null too, and `breakeven_probability` says what chance the
   * trade needs to pay.
   */
  readonly ev: {
    readonly probability: number | null;
    readonly breakeven_probability: number | null;
    readonly win_bps: number;
    readonly loss_bps: number;
    readonly ev_bps: number | null;
    readonly net_ev_usd: Decimal | null;
  };
  /** Quarter-Kelly size, only from a measured probability; null without one. */
  readonly kelly: { readonly fraction: number; readonly full_kelly: number; readonly stake: number; readonly capped: boolean; readonly stake_usd_per_10k: Decimal } | null;
  readonly notes: readonly string[];
}

/** Result of {@link scanPerpDislocations}. */
export interface ScanPerpDislocationsResult extends RuleCitations {
  readonly status: 'clears' | 'nothing_clears';
  readonly trade: PerpTrade | null;
  /** The next candidates by score (the best ones when nothing clears). */
  readonly near_misses: readonly PerpNearMiss[];
  readonly excluded: readonly PerpExclusion[];
  readonly explanation: string;
}

const FN = 'scanPerpDislocations';
const bps = (fraction: number) => Math.round(fraction * 1e6) / 100;
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * The perpetual dislocation scan: prices each candidate the mark screen kept against its books, with the gap in
 * cost-floor units, and answers the single largest dislocation that clears its floor as a convergence trade (entry,
 * take-profit, stop-loss, the payoffs and their break-even probability; quarter-Kelly size and net EV only from a
 * measured convergence probability) with a near-miss ladder of the next candidates; or
 * `nothing_clears` with the ladder of the best that fell short (the catalog answers that with a 409, never charged).
 *
 * @remarks
 * For an asset listed on two or more venues the reference is the median of the venues' marks and the trade is the
 * listing furthest from it against the listing furthest on the other side; for an asset on one venue the reference is
 * the venue's oracle or index and the trade is the perpetual alone. gap = |mid − anchor| ÷ reference, with the anchor the
 * hedge's mid (or the oracle); cost floor from {@link computePerpCostFloor}; score = gap ÷ floor, clearing above the
 * `markets.perps.scan_limits` rule's `min_score`. A book that is missing, one-sided or crossed, too thin for the size,
 * or older than the newest book in the scan by more than the reference gate's age limit is set aside with its reason,
 * and so is a book whose mid per unit lies further from the reference than the sanity gate allows
 * (`markets.sanity.max_reference_gap`): a relabelled or broken book, never a dislocation.
 * Take-profit and stop-loss are the perpetual's prices at which the gap has shrunk to the model's residual or widened
 * by its stop share (the anchor held); EV and Kelly come from {@link sizeConvergenceKelly}, and only when the
 * convergence model holds a measured probability: none is on record, so both are null and the answer states the
 * break-even probability, loss ÷ (win + loss).
 *
 * @param input - {@link ScanPerpDislocationsInput}. Not modified.
 * @param options - {@link ScanPerpDislocationsOptions}.
 * @returns The trade or `nothing_clears`, the near misses, the exclusions, the rules applied and an explanation.
 * @throws {@link GuidekitError} for a malformed book (field `books[i]`), a non-positive size, a negative holding period,
 *   a bad `asOf` or `lang`.
 * @example
 * ```ts
 * const screen = selectPerpCandidates(listings, { asOf: '2026-11-25' });
 * scanPerpDislocations({ listings, candidates: screen.candidates, books }, { asOf: '2026-11-25' }).status; //=> 'clears'
 * ```
 * @see spec: Market Signal Service and Shopping Safety Service, all paid endpoints (GET /api/signal/perps)
 * @see docs/perps-tokenized-preipo.md
 */
export function scanPerpDislocations(input: ScanPerpDislocationsInput, options: ScanPerpDislocationsOptions): ScanPerpDislocationsResult {
  const lang = readEngineLang(options?.lang, { fn: FN });
  const t = createTranslate(scanPerpDislocationsMessages, lang);
  const asOf = parseIsoDate(options.asOf, { fn: FN, field: 'asOf' });
  const books = readBooks(input?.books);
  const defaults = requireRule(PERPS_SCAN_DEFAULTS, asOf);
  const size = readSize(options.sizeUsd ?? defaults.value.size_usd);
  const hours = options.holdingHours ?? defaults.value.holding_hours;
  if (typeof hours !== 'number' || !Number.isFinite(hours) || hours < 0) throw new GuidekitError(`${FN}: holdingHours must be a number ≥ 0`, { code: 'invalid_number', field: 'holdingHours' });
  const limits = requireRule(PERPS_SCAN_LIMITS, asOf);
  const buffer = requireRule(PERPS_COST_BUFFER_BPS, asOf);
  const model = requireRule(PERPS_CONVERGENCE_MODEL, asOf);
  const kellyRule = requireRule(PERPS_KELLY, asOf);
  const maxAge = requireRule(REFERENCE_MAX_BOOK_AGE_SECONDS, asOf);
  const sanity = requireRule(MARKETS_SANITY_MAX_GAP, asOf);
  const applied: AppliedRule<unknown>[] = [defaults, limits, buffer, model, kellyRule, maxAge, sanity];
  const notional = size.toNumber();

  const groups = new Map(groupPerpAssets(input.listings).map((g) => [g.asset, g]));
  const bookOf = new Map(books.map((b) => [`${b.venue}\u0000${b.book.symbol}`, b.book]));
  // Staleness is judged against the newest book of the scan: engines read no clock.
  const newest = Math.max(...books.map((b) => b.book.timestamp ?? Number.NEGATIVE_INFINITY));

  const priced: { near: PerpNearMiss; build: () => PerpTrade }[] = [];
  const excluded: PerpExclusion[] = [];
  for (const candidate of input.candidates ?? []) {
    const group = groups.get(candidate.asset);
    const find = (venue: string) => group?.listings.find((l) => l.listing.venue === venue);
    const perp = find(candidate.perp.venue);
    const hedge = candidate.hedge === null ? null : find(candidate.hedge.venue);
    if (group === undefined || perp === undefined || (candidate.hedge !== null && hedge === undefined)) continue;
    const legs = [perp, ...(hedge === null || hedge === undefined ? [] : [hedge])];
    const exclude = (l: UnitListing, reason: PerpExclusionReason, detail = t(`reason_${reason}` as ScanPerpDislocationsKey)) => excluded.push({ asset: candidate.asset, venue: l.listing.venue, reason, detail });

    let refused = false;
    const terms = legs.map((l) => readVenueTerms(l.listing, asOf));
    for (const [i, l] of legs.entries()) {
      const book = bookOf.get(`${l.listing.venue}\u0000${l.listing.funding.symbol}`);
      const reason: PerpExclusionReason | null =
        book === undefined ? 'no_book'
        : terms[i]!.fee === null ? 'no_fee_schedule'
        : terms[i]!.fundingPerHour === null ? 'funding_unknown'
        : book.timestamp === null || (newest - book.timestamp) / 1000 > maxAge.value ? 'stale'
        : null;
      if (reason !== null && !refused) {
        exclude(l, reason);
        refused = true;
      }
    }
    if (refused) continue;
    for (const term of terms) {
      applied.push(term.fee!);
      if (term.intervalRule !== null) applied.push(term.intervalRule);
    }

    const ref = group.reference!;
    const perpBook = bookOf.get(`${perp.listing.venue}\u0000${perp.listing.funding.symbol}`)!;
    const perpMid = midOf(perpBook);
    const hedgeBook = hedge === null || hedge === undefined ? null : bookOf.get(`${hedge.listing.venue}\u0000${hedge.listing.funding.symbol}`)!;
    const hedgeMid = hedgeBook === null ? null : midOf(hedgeBook);
    if (perpMid === null || (hedgeBook !== null && hedgeMid === null)) {
      exclude(perpMid === null ? perp : hedge!, 'dead_book');
      continue;
    }
    const perpUnit = perpMid / perp.listing.multiplier;
    const anchorUnit = hedge === null || hedge === undefined ? ref : hedgeMid! / hedge.listing.multiplier;
    // Sanity gate: a book whose mid is far from the reference belongs to another asset or unit (a relabelled book, a
    // broken feed), so its "gap" is an error, never a dislocation to trade.
    const strays = [
      { leg: perp, unit: perpUnit, mid: perpMid },
      ...(hedge === null || hedge === undefined ? [] : [{ leg: hedge, unit: anchorUnit, mid: hedgeMid! }]),
    ].find((x) => Math.abs(x.unit / ref - 1) > sanity.value.perp_vs_reference);
    if (strays !== undefined) {
      exclude(strays.leg, 'far_from_reference', t('reason_far_from_reference', { mid: round(strays.mid, 8), gap: round(Math.abs(strays.unit / ref - 1) * 100, 1), reference: round(ref, 8), limit: round(sanity.value.perp_vs_reference * 100, 1) }));
      continue;
    }
    const rich = perpUnit >= anchorUnit;
    const perpSide = rich ? 'short' : 'long';
    const hedgeSide = rich ? 'long' : 'short';
    const floor = computePerpCostFloor(
      legs.map((l, i) => {
        const book = i === 0 ? perpBook : hedgeBook!;
        return { venue: l.listing.venue, side: i === 0 ? perpSide : hedgeSide, takerFee: terms[i]!.fee!.value.taker, bids: book.bids, asks: book.asks, fundingPerHour: terms[i]!.fundingPerHour };
      }),
      { notional, holdingHours: hours, bufferBps: buffer.value },
    );
    if (floor.total === null) {
      const bad = floor.legs.findIndex((leg) => !leg.fillable);
      exclude(legs[Math.max(0, bad)]!, floor.unpriced!);
      continue;
    }
    const gap = Math.abs(perpUnit - anchorUnit) / ref;
    const score = gap / floor.total;
    const clears = score > limits.value.min_score;
    const near: PerpNearMiss = {
      asset: candidate.asset,
      perp_venue: perp.listing.venue,
      hedge_venue: hedge === null || hedge === undefined ? null : hedge.listing.venue,
      gap_bps: bps(gap),
      cost_floor_bps: bps(floor.total),
      score: round(score, 4),
      shortfall_bps: bps(Math.max(0, floor.total - gap)),
      clears,
    };
    const build = (): PerpTrade => {
      // EV and size only from a measured convergence probability; the payoffs and the break-even need none.
      const probability = model.value.convergence_probability;
      const kelly = sizeConvergenceKelly(
        { gap, costFloor: floor.total!, takeProfitResidual: model.value.take_profit_residual, stopWidening: model.value.stop_widening, probability: probability ?? 0 },
        { fraction: kellyRule.value.fraction, maxNotionalFraction: kellyRule.value.max_notional_fraction },
      );
      const breakeven = kelly.win > 0 ? kelly.loss / (kelly.win + kelly.loss) : null;
      // Levels of the perpetual with the anchor held: the gap shrunk to the residual, or widened by the stop share.
      const anchorPrice = anchorUnit * perp.listing.multiplier;
      const signedGap = perpMid - anchorPrice;
      const notes: string[] =
        probability === null
          ? [breakeven === null ? t('note_no_probability_never_pays') : t('note_no_probability', { p: round(breakeven * 100, 1) })]
          : [t('note_measured', { p: round(probability * 100, 1) })];
      if (hedge === null || hedge === undefined) notes.push(t('note_unhedged', { venue: perp.listing.venue, asset: candidate.asset }));
      if (probability !== null && kelly.stake === 0) notes.push(t('note_no_stake'));
      if (probability !== null && kelly.capped) notes.push(t('note_capped', { cap: kellyRule.value.max_notional_fraction }));
      return {
        asset: candidate.asset,
        reference: ref,
        reference_kind: group.reference_kind,
        dislocation_bps: bps((perpUnit - ref) / ref),
        gap_bps: bps(gap),
        score: round(score, 4),
        perp: {
          venue: perp.listing.venue,
          symbol: perp.listing.funding.symbol,
          side: perpSide,
          entry_price: floor.legs[0]!.entry_price!,
          mid: perpMid,
          take_profit: anchorPrice + model.value.take_profit_residual * signedGap,
          stop_loss: anchorPrice + (1 + model.value.stop_widening) * signedGap,
        },
        hedge:
          hedge === null || hedge === undefined
            ? null
            : { venue: hedge.listing.venue, symbol: hedge.listing.funding.symbol, side: hedgeSide, entry_price: floor.legs[1]!.entry_price!, mid: hedgeMid! },
        cost_floor: {
          fees_bps: bps(floor.fees),
          spreads_bps: bps(floor.spreads),
          impact_bps: bps(floor.impact),
          funding_bps: bps(floor.funding),
          funding_pnl_bps: bps(floor.funding_pnl),
          buffer_bps: bps(floor.buffer),
          total_bps: bps(floor.total!),
          legs: floor.legs,
        },
        size: { notional_usd: size, holding_hours: hours },
        ev: {
          probability,
          breakeven_probability: breakeven === null ? null : round(breakeven, 6),
          win_bps: bps(kelly.win),
          loss_bps: bps(kelly.loss),
          ev_bps: probability === null ? null : bps(kelly.ev),
          net_ev_usd: probability === null ? null : size.times(kelly.ev).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN),
        },
        kelly:
          probability === null
            ? null
            : {
                fraction: kellyRule.value.fraction,
                full_kelly: round(kelly.full_kelly, 6),
                stake: round(kelly.stake, 6),
                capped: kelly.capped,
                stake_usd_per_10k: new Decimal(kelly.stake).times(10_000).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN),
              },
        notes,
      };
    };
    priced.push({ near, build });
  }

  priced.sort((a, b) => b.near.score - a.near.score || a.near.asset.localeCompare(b.near.asset));
  const winner = priced[0]?.near.clears === true ? priced[0] : undefined;
  const ladder = (winner === undefined ? priced : priced.slice(1)).slice(0, limits.value.ladder_size).map((p) => p.near);
  const rules = citeRules(applied, { lang });
  if (winner !== undefined) {
    const trade = winner.build();
    const anchor = trade.hedge === null ? 'oracle' : trade.hedge.venue;
    return {
      status: 'clears',
      trade,
      near_misses: ladder,
      excluded,
      explanation: t('explain_clears', { asset: trade.asset, perp: trade.perp.venue, gap: trade.gap_bps, anchor, score: trade.score, floor: trade.cost_floor.total_bps, side: t(trade.perp.side === 'short' ? 'side_short' : 'side_long') }),
      ...rules,
    };
  }
  const best = priced[0]?.near;
  return {
    status: 'nothing_clears',
    trade: null,
    near_misses: ladder,
    excluded,
    explanation:
      best === undefined
        ? t('explain_nothing_priced', { count: excluded.length })
        : t('explain_nothing', { asset: best.asset, perp: best.perp_venue, gap: best.gap_bps, floor: best.cost_floor_bps, score: best.score }),
    ...rules,
  };
}

function midOf(book: PerpOrderBook): number | null {
  const bid = Math.max(...book.bids.filter(([, a]) => a > 0).map(([p]) => p));
  const ask = Math.min(...book.asks.filter(([, a]) => a > 0).map(([p]) => p));
  return Number.isFinite(bid) && Number.isFinite(ask) && bid < ask ? (bid + ask) / 2 : null;
}

function readBooks(books: unknown): { venue: string; book: PerpOrderBook }[] {
  if (!Array.isArray(books)) throw new GuidekitError(`${FN}: books must be a list of { venue, book }`, { code: 'invalid_type', field: 'books' });
  return books.map((b: { venue?: unknown; book?: unknown }, i) => {
    const parsed = perpOrderBookSchema.safeParse(b?.book);
    if (typeof b?.venue !== 'string' || !parsed.success) throw new GuidekitError(`${FN}: books[${i}] must be { venue, book } with a ccxt order book`, { code: 'invalid_type', field: `books[${i}]` });
    return { venue: b.venue, book: parsed.data };
  });
}

function readSize(value: Decimal.Value): Decimal {
  let size: Decimal;
  try {
    size = new Decimal(value);
  } catch {
    throw new GuidekitError(`${FN}: sizeUsd must be a decimal amount`, { code: 'invalid_number', field: 'sizeUsd' });
  }
  if (!size.isFinite() || size.lte(0)) throw new GuidekitError(`${FN}: sizeUsd must be positive`, { code: 'invalid_number', field: 'sizeUsd' });
  return size;
}
