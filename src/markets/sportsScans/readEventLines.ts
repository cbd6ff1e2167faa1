import { requireRule } from '../../core/requireRule.js';
import type { OddsEvent } from '../ports/OddsSource.js';
import { SPORTS_SCAN_SETTINGS } from '../rules/sportsScans.js';
import { fail, readOptions } from '../sports/_lib/readInput.js';

/** The match markets the sports scans price. */
export type MatchMarket = 'h2h' | 'spreads' | 'totals';

/** One outcome of a line. */
export interface LineOutcome {
  /** The team, `Draw`, `Over` or `Under`, as the books name it. */
  readonly name: string;
  /** The handicap from this outcome's side (spreads) or the total (totals); null for h2h. */
  readonly point: number | null;
}

/** One book's prices of every outcome of a line, in the line's outcome order. */
export interface LineBook {
  readonly book: string;
  readonly title: string;
  readonly odds: readonly number[];
  readonly last_update: string | null;
}

/** One market line of one event as every book that prices all its outcomes offers it. */
export interface EventLine {
  readonly market: MatchMarket;
  /** h2h: null; spreads: the home side's handicap; totals: the total. */
  readonly line: number | null;
  readonly outcomes: readonly LineOutcome[];
  readonly books: readonly LineBook[];
  /** Books that priced some but not all outcomes of the line (left out of it). */
  readonly partial_books: number;
}

/** Options of {@link readEventLines}. */
export interface ReadEventLinesOptions {
  /** ISO date whose scan settings apply (markets never read as prices). Required. */
  readonly asOf: string;
  /** Markets to read. Default all three. */
  readonly markets?: readonly MatchMarket[];
}

/**
 * Splits one event's bookmaker prices into lines a consensus can be built on: the moneyline (home, away, and `Draw`
 * when a book prices one), each spread by the home side's handicap (home at −x against away at +x), and each total
 * (over and under the same number).
 *
 * @remarks A book counts for a line only when it prices every outcome of it, in the same order as the other books.
 * In a three-way market (soccer), a book that prices two ways is a different market and is left out of the three-way
 * line. Market keys the rule `markets.sports.scan.settings` ignores (an exchange's lay side) are never read.
 *
 * @param event - One event of the `odds` port.
 * @param options - {@link ReadEventLinesOptions}; `asOf` is required.
 * @returns The lines, moneyline first, then spreads and totals by line.
 * @throws {@link GuidekitError} `invalid_type` on `event`.
 * @example
 * ```ts
 * readEventLines(event, { asOf: '2026-11-25', markets: ['h2h'] })[0].outcomes.map((o) => o.name); //=> ['Arsenal', 'Chelsea', 'Draw']
 * ```
 * @see docs/sports-endpoints.md
 */
export function readEventLines(event: OddsEvent, options: ReadEventLinesOptions): EventLine[] {
  const fn = 'readEventLines';
  const opts = readOptions(fn, options);
  if (event === null || typeof event !== 'object' || !Array.isArray(event.bookmakers as unknown)) fail(fn, 'event', 'invalid_type', 'event must be an odds event with bookmakers');
  const settings = requireRule(SPORTS_SCAN_SETTINGS, String(opts.asOf)).value;
  const markets = opts.markets ?? (['h2h', 'spreads', 'totals'] as const);
  const home = event.homeTeam;
  const away = event.awayTeam;
  if (home === null || away === null) return [];
  const lines = new Map<string, { market: MatchMarket; line: number | null; outcomes: LineOutcome[]; books: LineBook[]; partial: number }>();
  const add = (key: string, market: MatchMarket, line: number | null, outcomes: LineOutcome[], book: LineBook | null) => {
    let entry = lines.get(key);
    if (entry === undefined) {
      entry = { market, line, outcomes, books: [], partial: 0 };
      lines.set(key, entry);
    }
    if (book === null) entry.partial++;
    else entry.books.push(book);
  };
  for (const bookmaker of event.bookmakers) {
    for (const market of bookmaker.markets) {
      if (settings.ignored_markets.includes(market.market) || !(markets as readonly string[]).includes(market.market)) continue;
      const at = (name: string, point: number | null) =>
        market.outcomes.find((o) => o.name === name && (point === null || (o.point !== null && Math.abs(o.point - point) < 1e-9)));
      const priced = (o: { price: number } | undefined): o is { price: number } => o !== undefined && Number.isFinite(o.price) && o.price > 1;
      const bookOf = (odds: number[]): LineBook => ({ book: bookmaker.key, title: bookmaker.title, odds, last_update: market.lastUpdate ?? bookmaker.lastUpdate });
      if (market.market === 'h2h') {
        const h = at(home, null);
        const a = at(away, null);
        const d = at('Draw', null);
        const three = market.outcomes.length >= 3;
        const outcomes: LineOutcome[] = [{ name: home, point: null }, { name: away, point: null }, ...(three ? [{ name: 'Draw', point: null }] : [])];
        const key = three ? 'h2h:3' : 'h2h:2';
        add(key, 'h2h', null, outcomes, priced(h) && priced(a) && (!three || priced(d)) ? bookOf([h.price, a.price, ...(three ? [d!.price] : [])]) : null);
      } else if (market.market === 'spreads') {
        for (const o of market.outcomes) {
          if (o.name !== home || o.point === null) continue;
          const h = o;
          const a = at(away, -o.point);
          add(`spreads:${o.point}`, 'spreads', o.point, [{ name: home, point: o.point }, { name: away, point: -o.point }], priced(h) && priced(a) ? bookOf([h.price, a.price]) : null);
        }
      } else if (market.market === 'totals') {
        for (const o of market.outcomes) {
          if (o.name !== 'Over' || o.point === null) continue;
          const u = at('Under', o.point);
          add(`totals:${o.point}`, 'totals', o.point, [{ name: 'Over', point: o.point }, { name: 'Under', point: o.point }], priced(o) && priced(u) ? bookOf([o.price, u.price]) : null);
        }
      }
    }
  }
  const order = { h2h: 0, spreads: 1, totals: 2 } as const;
  return [...lines.values()]
    .filter((l) => l.books.length > 0)
    .sort((a, b) => order[a.market] - order[b.market] || (a.line ?? 0) - (b.line ?? 0))
    .map((l) => ({ market: l.market, line: l.line, outcomes: l.outcomes, books: l.books, partial_books: l.partial }));
}
