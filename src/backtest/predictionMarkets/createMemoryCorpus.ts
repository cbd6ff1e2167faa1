import { GuidekitError } from '../../core/GuidekitError.js';
import { parseInstantMs } from './_lib/parseInstantMs.js';
import type { CorpusEntry, CorpusFilter, CorpusVenue, CorpusVenueStatus, PredictionMarketCorpus } from './PredictionMarketCorpus.js';

const VENUES: readonly CorpusVenue[] = ['kalshi', 'polymarket'];

function ms(fn: string, field: string, iso: string): number {
  const t = parseInstantMs(iso);
  if (!Number.isFinite(t)) throw new GuidekitError(`${fn}: ${field} must be an ISO 8601 instant (got ${JSON.stringify(iso)})`, { code: 'invalid_date', field });
  return t;
}

/** Whether one market passes every field of the filter, each read exactly as {@link CorpusFilter} documents it. */
function matches(fn: string, e: CorpusEntry, f: CorpusFilter): boolean {
  const m = e.market;
  if (f.venues !== undefined && !f.venues.includes(m.venue)) return false;
  if (f.categories !== undefined && !f.categories.includes(m.category.toLowerCase())) return false;
  if (f.titleWords !== undefined) {
    // "Lower-case words that must all appear in the title": whole words of the lower-cased title split on anything that
    // is not a letter or digit (the reading the DuckDB store and the engine share).
    const words = new Set(m.title.toLowerCase().split(/[^\p{L}\p{N}]+/u));
    if (!f.titleWords.every((w) => words.has(w.toLowerCase()))) return false;
  }
  const close = ms(fn, 'market.close_time', m.close_time);
  if (f.closeFrom !== undefined && !(close >= ms(fn, 'filter.closeFrom', f.closeFrom))) return false;
  if (f.closeTo !== undefined && !(close < ms(fn, 'filter.closeTo', f.closeTo))) return false;
  // A market whose volume is unknown cannot be shown to meet a minimum, so a minimum drops it.
  if (f.minVolume !== undefined && !(m.volume !== null && m.volume >= f.minVolume)) return false;
  return true;
}

/** The trades and quotes inside the filter's window before the close (all of them without a window). */
function windowed(fn: string, e: CorpusEntry, f: CorpusFilter): CorpusEntry {
  if (f.tradeWindowMs === undefined) return e;
  const from = ms(fn, 'market.close_time', e.market.close_time) - f.tradeWindowMs;
  return {
    market: e.market,
    trades: e.trades.filter((t) => ms(fn, 'trade.t', t.t) >= from),
    quotes: e.quotes.filter((q) => ms(fn, 'quote.t', q.t) >= from),
  };
}

/**
 * Creates an in-memory {@link PredictionMarketCorpus} over arrays: the reference implementation of the port that the
 * engine's tests and the DuckDB store's contract tests both run against. Every filter field is applied exactly as
 * {@link CorpusFilter} documents it (venue and category membership, all title words as whole words of the lower-cased title,
 * `closeFrom ≤ close_time < closeTo`, `volume ≥ minVolume` with unknown volume dropped, trades and quotes at or after
 * `close_time − tradeWindowMs`); `scan` yields in close-time order (ties by venue then id) and stops when the signal aborts.
 *
 * @param entries - Markets with their trades and quotes, oldest first within a market; copied, never modified.
 * @returns The corpus.
 * @throws {@link GuidekitError} `invalid_type` when `entries` is not a list; `invalid_date` for a close time that is not an instant.
 * @example
 * ```ts
 * const corpus = createMemoryCorpus([{ market, trades, quotes: [] }]);
 * for await (const e of corpus.scan({ venues: ['kalshi'] })) console.log(e.market.id);
 * ```
 * @see docs/prediction-markets.md
 */
export function createMemoryCorpus(entries: readonly CorpusEntry[]): PredictionMarketCorpus {
  const fn = 'createMemoryCorpus';
  if (!Array.isArray(entries)) throw new GuidekitError(`${fn}: entries must be a list of corpus entries`, { code: 'invalid_type', field: 'entries' });
  const sorted = [...entries].sort((a, b) => {
    const d = ms(fn, 'market.close_time', a.market.close_time) - ms(fn, 'market.close_time', b.market.close_time);
    if (d !== 0) return d;
    if (a.market.venue !== b.market.venue) return a.market.venue < b.market.venue ? -1 : 1;
    return a.market.id < b.market.id ? -1 : a.market.id > b.market.id ? 1 : 0;
  });
  return {
    async status(): Promise<readonly CorpusVenueStatus[]> {
      return VENUES.map((venue) => {
        const mine = sorted.filter((e) => e.market.venue === venue);
        return {
          venue,
          markets: mine.length,
          resolved: mine.filter((e) => e.market.status === 'resolved').length,
          void: mine.filter((e) => e.market.status === 'void').length,
          unresolved: mine.filter((e) => e.market.status === 'unresolved').length,
          trades: mine.reduce((n, e) => n + e.trades.length, 0),
          first_close: mine[0]?.market.close_time ?? null,
          last_close: mine[mine.length - 1]?.market.close_time ?? null,
        };
      });
    },
    async *scan(filter: CorpusFilter, options: { readonly signal?: AbortSignal } = {}): AsyncIterable<CorpusEntry> {
      for (const e of sorted) {
        if (options.signal?.aborted) return;
        if (matches(fn, e, filter)) yield windowed(fn, e, filter);
      }
    },
  };
}
