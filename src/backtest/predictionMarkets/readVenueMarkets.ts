import Decimal from 'decimal.js';
import { GuidekitError } from '../../core/GuidekitError.js';
import type { MarketIssue } from './_lib/readMarket.js';
import { instantMs, sortQuotes } from './_lib/readMarket.js';
import type { MarketQuote, MarketStatus, MarketVenue, PredictionMarket } from './types.js';

/** Options of {@link readVenueMarkets}. */
export interface ReadVenueMarketsOptions {
  /**
   * How to treat a history of prices that are not quotes (Polymarket's price history): by default such points are not
   * used (no fill can be priced from them, never the last trade or the mid). With `halfSpread` (dollars, in (0, 0.5)),
   * each price p becomes a quote p − halfSpread / p + halfSpread: an explicit cost assumption the caller owns.
   */
  readonly pricesAsQuotes?: { readonly halfSpread: number };
}

/** What {@link readVenueMarkets} returns. */
export interface ReadVenueMarketsResult {
  /** Markets in the backtest's format, ready for runPredictionMarketBacktest (void and unresolved ones included: it excludes and counts them). */
  readonly markets: readonly PredictionMarket[];
  /** Markets left out before the backtest, counted by reason. */
  readonly excluded: {
    /** Play-money markets (Manifold): their prices are never tradeable. */
    readonly play_money: number;
    /** Markets with more than two outcomes: the backtest trades binary contracts. */
    readonly not_binary: number;
    /** Markets that cannot be read (no id or close time). */
    readonly unreadable: number;
  };
  /** Every market or point left out or changed, with its index in the input and why. */
  readonly issues: readonly MarketIssue[];
}

type Num = number | string | { toString(): string } | null | undefined;

/** A decimal the adapters return (Decimal, or its JSON number or text), as a number; NaN when unreadable. */
function num(v: Num): number {
  if (v === null || v === undefined) return Number.NaN;
  return typeof v === 'number' ? v : Number(String(v));
}

interface VenueOutcome {
  readonly label?: unknown;
}
interface VenuePoint {
  readonly t?: unknown;
  readonly yesBid?: Num;
  readonly yesAsk?: Num;
  readonly price?: Num;
}
interface VenueMarket {
  readonly venue?: unknown;
  readonly id?: unknown;
  readonly category?: unknown;
  readonly money?: unknown;
  readonly outcomes?: readonly VenueOutcome[];
  readonly closeTime?: unknown;
  readonly status?: unknown;
  readonly resolution?: { readonly outcome?: unknown } | null;
  readonly history?: readonly VenuePoint[] | null;
  readonly historyKind?: unknown;
}

const inUnit = (x: number) => Number.isFinite(x) && x > 0 && x < 1;

/**
 * Reads resolved-market histories in the form the venue adapters return them (`ResolvedPredictionMarket`, as objects or
 * as their JSON text) into the backtest's market format, so real venue history runs through
 * runPredictionMarketBacktest. The Yes contract is the first outcome (Yes, or Up on a two-outcome market); the
 * resolution maps to yes/no by its label. Resolved markets keep their outcome, void ones stay void and open or closed
 * ones are unresolved, so the backtest excludes and counts them. Quote histories (Kalshi's candles) become
 * `yes_bid`/`yes_ask`; price histories (Polymarket) give no quote unless `pricesAsQuotes` states a spread. Play-money
 * markets (Manifold) and markets of more than two outcomes are left out and counted; nothing is guessed.
 *
 * @param input - The adapters' resolved markets, or the JSON text of such a list (or of `{ markets: [...] }`).
 * @param options - {@link ReadVenueMarketsOptions}.
 * @returns Markets for the backtest, the exclusions counted and every issue.
 * @throws {@link GuidekitError} `invalid_json`/`invalid_type` when the input is not a list of markets; `invalid_number`
 *   for a half spread outside (0, 0.5).
 * @example
 * ```ts
 * const page = await ports.venues.listResolvedMarkets({ venue: 'kalshi', history: true });
 * const { markets } = readVenueMarkets(page.markets);
 * runPredictionMarketBacktest(markets, { side: 'yes', maxPrice: 0.2 });
 * ```
 * @see docs/prediction-markets.md
 */
export function readVenueMarkets(input: readonly unknown[] | string, options: ReadVenueMarketsOptions = {}): ReadVenueMarketsResult {
  const fn = 'readVenueMarkets';
  let list: unknown = input;
  if (typeof input === 'string') {
    try {
      list = JSON.parse(input);
    } catch (error) {
      throw new GuidekitError(`${fn}: input is not valid JSON (${(error as Error).message})`, { code: 'invalid_json', field: 'input' });
    }
    if (!Array.isArray(list)) list = (list as { markets?: unknown } | null)?.markets;
  }
  if (!Array.isArray(list)) throw new GuidekitError(`${fn}: input must be a list of resolved markets (or { "markets": [...] })`, { code: 'invalid_type', field: 'input' });
  const half = options.pricesAsQuotes?.halfSpread;
  if (half !== undefined && !(typeof half === 'number' && half > 0 && half < 0.5)) {
    throw new GuidekitError(`${fn}: pricesAsQuotes.halfSpread must be a price in (0, 0.5)`, { code: 'invalid_number', field: 'pricesAsQuotes.halfSpread' });
  }

  const markets: PredictionMarket[] = [];
  const issues: MarketIssue[] = [];
  const excluded = { play_money: 0, not_binary: 0, unreadable: 0 };
  (list as unknown[]).forEach((raw, index) => {
    const issue = (code: string, message: string) => issues.push({ line: null, index, code, message });
    const m = (typeof raw === 'object' && raw !== null ? raw : {}) as VenueMarket;
    const id = typeof m.id === 'string' && m.id.trim() !== '' ? m.id.trim() : null;
    const close = typeof m.closeTime === 'string' ? m.closeTime : null;
    if (id === null || close === null || Number.isNaN(instantMs(close))) {
      excluded.unreadable++;
      return issue('invalid_market', `${id ?? 'a market'}: needs an id and a closeTime (ISO 8601)`);
    }
    if (m.money === 'play') {
      excluded.play_money++;
      return issue('play_money', `${id}: play-money market (${String(m.venue)}): its prices are never tradeable`);
    }
    const outcomes = Array.isArray(m.outcomes) ? m.outcomes : [];
    if (outcomes.length !== 2) {
      excluded.not_binary++;
      return issue('not_binary', `${id}: ${outcomes.length} outcomes; the backtest trades binary contracts`);
    }
    const venue: MarketVenue = m.venue === 'kalshi' || m.venue === 'polymarket' ? m.venue : 'other';
    let status: MarketStatus;
    let outcome: 'yes' | 'no' | null = null;
    if (m.status === 'resolved') {
      const won = m.resolution?.outcome;
      if (won === outcomes[0]?.label) outcome = 'yes';
      else if (won === outcomes[1]?.label) outcome = 'no';
      if (outcome === null) {
        excluded.unreadable++;
        return issue('invalid_market', `${id}: resolved to ${JSON.stringify(won)}, not one of its two outcomes`);
      }
      status = 'resolved';
    } else if (m.status === 'void') {
      status = 'void';
    } else {
      status = 'unresolved';
    }

    const quotes: MarketQuote[] = [];
    const points = Array.isArray(m.history) ? m.history : [];
    let priceOnly = 0;
    points.forEach((p, i) => {
      const t = typeof p?.t === 'string' ? p.t : null;
      if (t === null || Number.isNaN(instantMs(t))) return issue('invalid_quote', `${id}: history[${i}] has no ISO time`);
      let bid = num(p.yesBid);
      let ask = num(p.yesAsk);
      if (!inUnit(bid) && !inUnit(ask) && m.historyKind === 'prices') {
        const price = num(p.price);
        if (half === undefined || !inUnit(price)) {
          priceOnly++;
          return;
        }
        // Exact decimals, so 0.011 − 0.005 is 0.006 and not a binary-float neighbour of it.
        bid = new Decimal(String(p.price)).minus(half).toNumber();
        ask = new Decimal(String(p.price)).plus(half).toNumber();
      }
      const yesBid = inUnit(bid) ? bid : null;
      const yesAsk = inUnit(ask) ? ask : null;
      if (yesBid !== null && yesAsk !== null && yesBid > yesAsk) return issue('invalid_quote', `${id}: history[${i}] bid ${yesBid} above ask ${yesAsk}`);
      if (yesBid === null && yesAsk === null) return;
      quotes.push({ t, yes_bid: yesBid, yes_ask: yesAsk, depth: null });
    });
    if (priceOnly > 0) {
      issue('no_executable_quotes', `${id}: ${priceOnly} history point(s) are prices, not quotes, and were not used (no pricesAsQuotes spread given)`);
    }
    const category = typeof m.category === 'string' && m.category !== '' ? m.category : 'unknown';
    markets.push({ id: `${venue === 'other' ? String(m.venue) : venue}:${id}`, venue, category, close_time: close, status, outcome, history: sortQuotes(quotes) });
  });
  return { markets, excluded, issues };
}
