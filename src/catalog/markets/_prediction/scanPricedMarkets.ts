import type { SourceRecorder } from '../../../core/sourceUse.js';
import type { PredictionVenueSource } from '../../../markets/ports/PredictionVenueSource.js';
import { computeAnnualisedReturn } from '../../../markets/predictions/computeAnnualisedReturn.js';
import { createVenueFeeFunction } from '../../../markets/predictionScans/createVenueFeeFunction.js';
import { evaluateContract, type ContractSide } from '../../../markets/predictionScans/evaluateContract.js';
import { pickMarketsForBooks } from '../../../markets/predictionScans/pickMarketsForBooks.js';
import { rankContractEvaluations } from '../../../markets/predictionScans/rankContractEvaluations.js';
import { readResolutionTerms } from '../../../markets/predictionScans/readResolutionTerms.js';
import type { PredictionMarket } from '../../../markets/predictions/types.js';
import type { PredictionScanLimits } from '../../../markets/rules/predictionScans.js';
import { mapLimited } from '../_lib/mapLimited.js';

/** Model values are numbers, words, flags or null. */
export type ModelInputs = Readonly<Record<string, number | string | boolean | null>>;

/** One listed market with guidekit's probability and the model that gave it. */
export interface ScanListing {
  readonly market: PredictionMarket;
  /** guidekit's probability that the chosen outcome pays. */
  readonly probability: number;
  /** The outcome the probability is for (default 0, the Yes outcome). */
  readonly outcome?: number;
  readonly model: string;
  readonly inputs: ModelInputs;
  /** Whether `probability` is calibrated on resolved markets (predvenue). */
  readonly calibrated?: boolean;
  /**
   * A band around `probability` (volatility sampling error): when given, buying the outcome is priced at the band's
   * low end and selling it (buying No) at its high end, so an edge must clear the whole band.
   */
  readonly band?: { readonly low: number; readonly high: number };
}

/** Options of {@link scanPricedMarkets}. */
export interface ScanPricedMarketsOptions {
  readonly venues: PredictionVenueSource;
  readonly asOf: string;
  readonly nowMs: number;
  readonly trace: SourceRecorder;
  /**
   * The scan limits in force (`markets.prediction_scan.limits`): books read per call, closest misses kept, and the
   * close window (markets closing within `minHoursToClose` hours are left out: resolution leakage).
   */
  readonly limits: Pick<PredictionScanLimits, 'booksPerCall' | 'closestMisses' | 'minHoursToClose'>;
  readonly minEdge: number;
}

/** One priced contract, as the answers show it. */
export interface PricedContractJson {
  readonly venue: string;
  readonly market_id: string;
  readonly event_id: string | null;
  readonly question: string;
  readonly url: string | null;
  readonly outcome: string;
  readonly side: 'buy_yes' | 'buy_no';
  readonly execution: Record<string, unknown>;
  readonly probability: Record<string, unknown>;
  readonly edge: number;
  readonly ev_per_contract: unknown;
  readonly ev_total: unknown;
  readonly capital_locked: unknown;
  readonly kelly: Record<string, unknown>;
  readonly days_to_resolution: number | null;
  readonly return_on_capital: Record<string, unknown> | null;
  readonly resolution: Record<string, unknown>;
}

/** What {@link scanPricedMarkets} gives an endpoint. */
export interface PricedScan {
  readonly opportunities: PricedContractJson[];
  readonly closest_misses: PricedContractJson[];
  /** Markets whose fee the venue's data does not settle. */
  readonly fee_unknown: { readonly venue: string; readonly market_id: string; readonly question: string }[];
  /** Markets read but not priced, with why. */
  readonly not_priced: { readonly venue: string; readonly market_id: string; readonly question: string; readonly reason: string }[];
  readonly counts: { readonly listed: number; readonly books_read: number };
}

function outcomeBook(market: PredictionMarket, index: number) {
  const o = market.outcomes[index];
  return { asks: o?.book.asks ?? [], bids: o?.book.bids ?? [], depth: o?.book.depth ?? 'none', label: o?.label ?? 'Yes' };
}

/** The contract as the answers show it. */
export function toPricedContractJson(listing: ScanListing, side: ContractSide, depth: string): PricedContractJson {
  const m = listing.market;
  const yes = m.outcomes[listing.outcome ?? 0];
  const bid = yes?.bestBid ?? null;
  const ask = yes?.bestAsk ?? null;
  const terms = readResolutionTerms(m);
  return {
    venue: m.venue,
    market_id: m.id,
    event_id: m.eventId,
    question: m.question,
    url: m.url,
    outcome: yes?.label ?? 'Yes',
    side: side.side,
    execution: {
      contracts_requested: side.contractsRequested,
      contracts_filled: side.contractsFilled,
      complete: side.complete,
      levels_used: side.levelsUsed,
      average_price: side.averagePrice,
      worst_price: side.worstPrice,
      fees: side.fees,
      fee_per_contract: side.feePerContract,
      all_in_price: side.allInPrice,
      book: depth,
    },
    probability: {
      value: listing.probability,
      side_wins: side.winProbability,
      market_mid: bid !== null && ask !== null ? bid.plus(ask).div(2).toNumber() : null,
      model: listing.model,
      calibrated: listing.calibrated ?? false,
      inputs: listing.inputs,
      band: listing.band === undefined ? null : { low: listing.band.low, high: listing.band.high },
    },
    edge: side.edge,
    ev_per_contract: side.evPerContract,
    ev_total: side.evTotal,
    capital_locked: side.capitalLocked,
    kelly: { full: side.kelly.full, stake: side.kelly.stake, fraction: side.kelly.fraction },
    days_to_resolution: side.daysToResolution,
    return_on_capital:
      side.returnOnCapital === null
        ? null
        : {
            period: side.returnOnCapital.period,
            simple_annual: side.returnOnCapital.simpleAnnual,
            // Compounding assumes the trade can be repeated back to back all year: not shown for holds under a week.
            compound_annual: side.daysToResolution !== null && side.daysToResolution >= 7 ? computeAnnualisedReturn({ edge: side.evTotal, capital: side.capitalLocked, daysToResolution: side.daysToResolution }).compoundAnnual : null,
          },
    resolution: {
      close_time: terms.closeTime,
      expected_resolution_time: terms.expectedResolutionTime,
      source: terms.source,
      rules_excerpt: terms.rulesExcerpt,
      void_risks: terms.voidRisks,
    },
  };
}

/**
 * Prices listed markets at their executable books: the most promising by their listed top of book (and the closest
 * misses) have their full books read through the `venues` port, each is evaluated on both sides at the stated size with
 * the venue's fees (evaluateContract), and the contracts are split into opportunities, closest misses, fee-unknown and
 * not priced. Markets about to close are left out (their price may already know the outcome). A venue that cannot be
 * reached fails the call (503).
 *
 * @param listings - Markets with guidekit's probability (not modified).
 * @param options - {@link ScanPricedMarketsOptions}.
 * @returns {@link PricedScan}.
 * @throws {@link SourceUnavailableError} from a venue that could not be read.
 * @example
 * ```ts
 * const scan = await scanPricedMarkets(listings, { venues, asOf, nowMs, trace, limits: { booksPerCall: 24, closestMisses: 5, minHoursToClose: 1 }, minEdge: 0.1 });
 * ```
 */
export async function scanPricedMarkets(listings: readonly ScanListing[], options: ScanPricedMarketsOptions): Promise<PricedScan> {
  const notPriced: PricedScan['not_priced'] = [];
  const eligible: ScanListing[] = [];
  for (const l of listings) {
    const close = l.market.closeTime === null ? Number.NaN : Date.parse(l.market.closeTime);
    if (l.market.money === 'play') notPriced.push({ venue: l.market.venue, market_id: l.market.id, question: l.market.question, reason: 'play_money' });
    else if (Number.isFinite(close) && close - options.nowMs < options.limits.minHoursToClose * 3_600_000) notPriced.push({ venue: l.market.venue, market_id: l.market.id, question: l.market.question, reason: 'closing_soon' });
    else eligible.push(l);
  }
  const picked = pickMarketsForBooks(eligible.map((l) => ({ market: l.market, probability: l.probability, listing: l })), { limit: options.limits.booksPerCall });
  const withBooks = await mapLimited(picked, 4, async (p) => ({ listing: p.listing, market: p.market.outcomes.some((o) => o.book.depth === 'book') ? p.market : await options.venues.getMarket({ venue: p.market.venue, id: p.market.id }, { trace: options.trace }) }));
  const evaluated = withBooks.map(({ listing, market }) => {
    const book = outcomeBook(market, listing.outcome ?? 0);
    const contract = { id: market.id, yesAsks: book.asks, yesBids: book.bids, fee: createVenueFeeFunction(market.fees, { asOf: options.asOf }), money: market.money, resolvesAt: market.expectedResolutionTime ?? market.closeTime };
    const at = (p: number) => evaluateContract(contract, p, { asOf: options.asOf, nowMs: options.nowMs });
    let evaluation = at(listing.probability);
    if (listing.band !== undefined && evaluation.status === 'priced') {
      const low = at(listing.band.low);
      const high = at(listing.band.high);
      const sides = [
        ...(low.status === 'priced' ? low.sides.filter((x) => x.side === 'buy_yes') : []),
        ...(high.status === 'priced' ? high.sides.filter((x) => x.side === 'buy_no') : []),
      ];
      if (sides.length > 0) evaluation = { ...evaluation, sides, best: sides.reduce((a, b) => (b.edge > a.edge ? b : a)) };
    }
    return { item: { listing: { ...listing, market }, depth: book.depth }, evaluation };
  });
  const ranked = rankContractEvaluations(evaluated, { minEdge: options.minEdge, misses: options.limits.closestMisses });
  for (const s of ranked.skipped) notPriced.push({ venue: s.item.listing.market.venue, market_id: s.item.listing.market.id, question: s.item.listing.market.question, reason: s.reason });
  return {
    opportunities: ranked.opportunities.map((o) => toPricedContractJson(o.item.listing, o.side, o.item.depth)),
    closest_misses: ranked.closestMisses.map((o) => toPricedContractJson(o.item.listing, o.side, o.item.depth)),
    fee_unknown: ranked.unknown.map((u) => ({ venue: u.listing.market.venue, market_id: u.listing.market.id, question: u.listing.market.question })),
    not_priced: notPriced,
    counts: { listed: listings.length, books_read: withBooks.length },
  };
}
