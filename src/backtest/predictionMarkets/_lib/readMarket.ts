import type { MarketQuote, MarketStatus, MarketVenue, PredictionMarket } from '../types.js';

/** A rejected market or row: where it was and why. */
export interface MarketIssue {
  /** 1-based CSV line, or `null` for JSON input. */
  readonly line: number | null;
  /** 0-based index of the market in a JSON document, or `null` for CSV input. */
  readonly index: number | null;
  readonly code: string;
  readonly message: string;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/;
const STATUSES: readonly MarketStatus[] = ['resolved', 'void', 'unresolved'];
const VENUES: readonly MarketVenue[] = ['kalshi', 'polymarket'];

/** Epoch milliseconds of an ISO instant (a bare date is its UTC midnight), or NaN. */
export function instantMs(text: unknown): number {
  if (typeof text !== 'string' || !INSTANT.test(text)) return Number.NaN;
  return Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
}

const priceOrNull = (v: unknown): number | null | undefined => {
  if (v === null || v === undefined || v === '') return null;
  const x = typeof v === 'string' ? Number(v) : v;
  return typeof x === 'number' && Number.isFinite(x) && x > 0 && x < 1 ? x : undefined;
};

/** Reads one quote, or returns the reason it is unusable. */
export function readQuote(raw: unknown): MarketQuote | string {
  const q = raw as Record<string, unknown> | null;
  if (typeof q !== 'object' || q === null) return 'a quote must be an object { t, yes_bid, yes_ask, depth }';
  if (Number.isNaN(instantMs(q.t))) return `t must be an ISO 8601 instant, got ${JSON.stringify(q.t)}`;
  const bid = priceOrNull(q.yes_bid);
  const ask = priceOrNull(q.yes_ask);
  if (bid === undefined) return `yes_bid must be a price in (0, 1) or empty, got ${JSON.stringify(q.yes_bid)}`;
  if (ask === undefined) return `yes_ask must be a price in (0, 1) or empty, got ${JSON.stringify(q.yes_ask)}`;
  if (bid !== null && ask !== null && bid > ask) return `yes_bid ${bid} is above yes_ask ${ask}`;
  const d = q.depth === undefined || q.depth === null || q.depth === '' ? null : Number(q.depth);
  if (d !== null && !(Number.isFinite(d) && d >= 0)) return `depth must be a non-negative number of contracts or empty, got ${JSON.stringify(q.depth)}`;
  return { t: q.t as string, yes_bid: bid, yes_ask: ask, depth: d };
}

/** Reads a market's own fields (not its history), or returns the reason it is unusable. */
export function readMarketHead(raw: Record<string, unknown>): Omit<PredictionMarket, 'history'> | string {
  const id = typeof raw.id === 'string' ? raw.id.trim() : typeof raw.market_id === 'string' ? raw.market_id.trim() : '';
  if (id === '') return 'id must be a non-empty text';
  const venueText = String(raw.venue ?? '').trim().toLowerCase();
  const venue: MarketVenue = (VENUES as readonly string[]).includes(venueText) ? (venueText as MarketVenue) : 'other';
  const category = String(raw.category ?? '').trim().toLowerCase();
  if (category === '') return `${id}: category must be a non-empty text`;
  if (Number.isNaN(instantMs(raw.close_time))) return `${id}: close_time must be an ISO 8601 instant, got ${JSON.stringify(raw.close_time)}`;
  const status = String(raw.status ?? '').trim().toLowerCase() as MarketStatus;
  if (!STATUSES.includes(status)) return `${id}: status must be one of ${STATUSES.join(', ')}, got ${JSON.stringify(raw.status)}`;
  const outcomeText = raw.outcome === null || raw.outcome === undefined ? '' : String(raw.outcome).trim().toLowerCase();
  if (outcomeText !== '' && outcomeText !== 'yes' && outcomeText !== 'no') return `${id}: outcome must be yes, no or empty, got ${JSON.stringify(raw.outcome)}`;
  if (status === 'resolved' && outcomeText === '') return `${id}: a resolved market needs an outcome (yes or no)`;
  const outcome = status === 'resolved' ? (outcomeText as 'yes' | 'no') : null;
  return { id, venue, category, close_time: raw.close_time as string, status, outcome };
}

/** Sorts quotes by time, oldest first, without modifying the input. */
export function sortQuotes(quotes: readonly MarketQuote[]): MarketQuote[] {
  return [...quotes].sort((a, b) => instantMs(a.t) - instantMs(b.t));
}
