import Decimal from 'decimal.js';
import type {
  PredictionFeeSchedule,
  PredictionLadderRung,
  PredictionMarket,
  PredictionMarketStatus,
  PredictionResolution,
} from '../../../markets/predictions/types.js';
import { assembleOutcome, type RawLevel } from '../_lib/assembleOutcome.js';
import { toIsoInstant } from '../_lib/toIsoInstant.js';
import { KALSHI_CATEGORY_MAP } from './kalshiCategories.js';
import type { KalshiEvent, KalshiMarket, KalshiSeries } from './kalshiSchemas.js';
import type { KalshiBooks } from './readKalshiOrderbook.js';

/** What a Kalshi market is read with. */
export interface KalshiMarketContext {
  /** The market's event (category, mutual exclusivity, series), when fetched. */
  readonly event?: KalshiEvent | null;
  /** The event's series (fee type and multiplier, settlement sources, tags), when fetched. */
  readonly series?: KalshiSeries | null;
  /** The full books, when fetched; else the market's listed best quotes are used (depth `top`). */
  readonly books?: KalshiBooks | null;
  /** When the books were fetched. */
  readonly booksAsOf?: string | null;
}

const iso = toIsoInstant;

/** The market's listed best quote of one kind, in dollars: the `*_dollars` field, else the deprecated cent field. */
function listed(dollars: string | null, cents: string | null): string | null {
  if (dollars !== null) return dollars;
  return cents === null ? null : new Decimal(cents).div(100).toString();
}

function statusOf(m: KalshiMarket): { status: PredictionMarketStatus; resolution: PredictionResolution | null } {
  const settledAt = iso(m.settlement_ts);
  const result = (m.result ?? '').toLowerCase();
  const s = m.status.toLowerCase();
  if (['determined', 'settled', 'finalized', 'amended'].includes(s)) {
    if (result === 'yes') return { status: 'resolved', resolution: { outcome: 'Yes', yesPayout: null, settledAt } };
    if (result === 'no') return { status: 'resolved', resolution: { outcome: 'No', yesPayout: null, settledAt } };
    if (result === 'scalar' && m.settlement_value_dollars !== null) {
      // A scalar settlement pays part of a dollar to each side: no clean winner.
      return { status: 'void', resolution: { outcome: null, yesPayout: Number(m.settlement_value_dollars), settledAt } };
    }
    if (s === 'determined') return { status: 'closed', resolution: null };
    return { status: 'void', resolution: { outcome: null, yesPayout: null, settledAt } };
  }
  if (s === 'active' || s === 'open') return { status: 'open', resolution: null };
  // initialized, inactive, unopened, paused, closed, disputed: not trading, no winner yet.
  return { status: 'closed', resolution: null };
}

function ladderOf(m: KalshiMarket, event: KalshiEvent | null, series: KalshiSeries | null): PredictionLadderRung | null {
  const group = m.event_ticker;
  const underlying = event?.series_ticker ?? series?.ticker ?? null;
  const floor = m.floor_strike === null ? null : Number(m.floor_strike);
  const cap = m.cap_strike === null ? null : Number(m.cap_strike);
  const exclusive = event?.mutually_exclusive === true;
  const label = m.yes_sub_title || m.subtitle || m.ticker;
  switch (m.strike_type) {
    case 'between':
      return { kind: 'bucket', group, label, lower: floor, upper: cap, exhaustive: false };
    case 'greater':
    case 'greater_or_equal':
      if (floor === null) return null;
      return exclusive ? { kind: 'bucket', group, label, lower: floor, upper: null, exhaustive: false } : { kind: 'close-above', group, strike: floor, underlying };
    case 'less':
    case 'less_or_equal':
      if (cap === null) return null;
      return exclusive ? { kind: 'bucket', group, label, lower: null, upper: cap, exhaustive: false } : { kind: 'close-below', group, strike: cap, underlying };
    default:
      // A named outcome of a mutually exclusive event (a candidate, a team): a bucket without a numeric range.
      return exclusive ? { kind: 'bucket', group, label, lower: null, upper: null, exhaustive: false } : null;
  }
}

function feesOf(series: KalshiSeries | null): PredictionFeeSchedule {
  return {
    kind: 'kalshi',
    feeType: series?.fee_type ?? null,
    multiplier: series?.fee_multiplier === null || series?.fee_multiplier === undefined ? null : new Decimal(series.fee_multiplier),
  };
}

/**
 * A Kalshi market in the venue-neutral model. Outcomes are Yes (`<ticker>:yes`) and No (`<ticker>:no`). With the books,
 * each side's bids are the venue's and its asks are the other side's bids mirrored (1 − price); without, the market's
 * listed best quotes (depth `top`; a 0 bid or $1 ask is no quote). Status follows the market's lifecycle: active is
 * open; determined, settled or finalized with result yes/no is resolved; a scalar or empty result is void. Ladders come
 * from the strike type (between: a bucket; greater/less: a close-above/below rung, or a bucket of a mutually exclusive
 * event). Kalshi states mutual exclusivity, not exhaustiveness, so buckets are never marked exhaustive. The category
 * is the event's (else the series') Kalshi category mapped to the nine.
 *
 * @param m - The parsed market.
 * @param context - {@link KalshiMarketContext}.
 * @returns The market.
 * @example
 * ```ts
 * readKalshiMarket(kalshiMarketSchema.parse(json.market), { event, series, books });
 * ```
 * @see docs/prediction-venues.md
 */
export function readKalshiMarket(m: KalshiMarket, context: KalshiMarketContext = {}): PredictionMarket {
  const event = context.event ?? null;
  const series = context.series ?? null;
  const { status, resolution } = statusOf(m);
  const top = (price: string | null, size: string | null): RawLevel[] => (price === null ? [] : [{ price, size }]);
  const books = context.books ?? null;
  const yes = books
    ? assembleOutcome({ id: `${m.ticker}:yes`, label: 'Yes', bids: books.yes.bids, asks: books.yes.asks, depth: 'book', asOf: context.booksAsOf ?? null })
    : assembleOutcome({
        id: `${m.ticker}:yes`,
        label: 'Yes',
        bids: top(listed(m.yes_bid_dollars, m.yes_bid), m.yes_bid_size_fp),
        asks: top(listed(m.yes_ask_dollars, m.yes_ask), m.yes_ask_size_fp),
        depth: 'top',
        asOf: null,
      });
  const no = books
    ? assembleOutcome({ id: `${m.ticker}:no`, label: 'No', bids: books.no.bids, asks: books.no.asks, depth: 'book', asOf: context.booksAsOf ?? null })
    : assembleOutcome({
        id: `${m.ticker}:no`,
        label: 'No',
        // The NO bid is a YES offer and the NO ask a YES bid: their sizes are the mirrored YES sizes.
        bids: top(listed(m.no_bid_dollars, m.no_bid), m.yes_ask_size_fp),
        asks: top(listed(m.no_ask_dollars, m.no_ask), m.yes_bid_size_fp),
        depth: 'top',
        asOf: null,
      });
  const kalshiCategory = event?.category || series?.category || null;
  const tags = [kalshiCategory, ...(series?.tags ?? [])].filter((t): t is string => typeof t === 'string' && t !== '');
  const sources = (series?.settlement_sources ?? []).map((s) => [s.name, s.url].filter(Boolean).join(' ')).filter((s) => s !== '');
  const rules = [m.rules_primary, m.rules_secondary].filter((r): r is string => typeof r === 'string' && r.trim() !== '').join('\n\n');
  const question = m.title || [event?.title, m.yes_sub_title].filter(Boolean).join(': ') || m.ticker;
  return {
    venue: 'kalshi',
    id: m.ticker,
    eventId: m.event_ticker,
    question,
    category: kalshiCategory === null ? null : (KALSHI_CATEGORY_MAP[kalshiCategory] ?? null),
    venueTags: [...new Set(tags)],
    money: 'real',
    outcomes: [yes, no],
    ladder: ladderOf(m, event, series),
    fees: feesOf(series),
    closeTime: iso(m.close_time),
    expectedResolutionTime: iso(m.expected_expiration_time ?? m.latest_expiration_time),
    resolutionSource: sources.length === 0 ? null : sources.join('; '),
    rules: rules === '' ? null : rules,
    status,
    resolution,
    url: event?.series_ticker ? `https://kalshi.com/markets/${event.series_ticker.toLowerCase()}` : null,
  };
}
