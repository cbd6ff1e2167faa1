import { fail, readInteger, readOptions } from '../sports/_lib/readInput.js';
import type { PricedLine, PricedOutcome } from './priceEventLine.js';

/** A priced line with the event it belongs to. */
export interface EventPricedLine<E> {
  readonly event: E;
  readonly line: PricedLine;
}

/** One ranked pick: an outcome of a line at its best price. */
export interface LinePick<E> {
  readonly rank: number;
  readonly event: E;
  readonly line: PricedLine;
  readonly outcome: PricedOutcome;
  /** True when the best price beats the fair probability (EV > 0). */
  readonly edge: boolean;
}

/** Options of {@link rankLinePicks}. */
export interface RankLinePicksOptions {
  /** Picks to return. Required. */
  readonly count: number;
  /** Only outcomes with positive EV. Default false: the best `count` by EV, each saying whether it has an edge. */
  readonly positiveOnly?: boolean;
}

/**
 * Ranks the outcomes of priced lines by expected value at their best price, at most one outcome per line (the two sides
 * of one line are never both picked), skipping lines without a consensus.
 *
 * @param lines - Priced lines with their events.
 * @param options - {@link RankLinePicksOptions}; `count` is required.
 * @returns Up to `count` picks, best EV first (ties: higher fair probability first).
 * @throws {@link GuidekitError} `invalid_type` on `lines`; `invalid_number` on `count`.
 * @example
 * ```ts
 * rankLinePicks(priced, { count: 3 }).map((p) => p.outcome.name);
 * ```
 * @see docs/sports-endpoints.md
 */
export function rankLinePicks<E>(lines: readonly EventPricedLine<E>[], options: RankLinePicksOptions): LinePick<E>[] {
  const fn = 'rankLinePicks';
  const opts = readOptions(fn, options);
  if (!Array.isArray(lines as unknown)) fail(fn, 'lines', 'invalid_type', 'lines must be an array');
  const count = readInteger(fn, opts.count, 'count', Number.NaN, 0, 1000);
  const best: { event: E; line: PricedLine; outcome: PricedOutcome }[] = [];
  for (const { event, line } of lines) {
    if (line.status !== 'ok' || line.outcomes.length === 0) continue;
    const top = line.outcomes.reduce((a, b) => (b.ev > a.ev ? b : a));
    if (opts.positiveOnly === true && !(top.ev > 0)) continue;
    best.push({ event, line, outcome: top });
  }
  best.sort((a, b) => b.outcome.ev - a.outcome.ev || b.outcome.fair_probability - a.outcome.fair_probability);
  return best.slice(0, count).map((p, i) => ({ rank: i + 1, ...p, edge: p.outcome.ev > 0 }));
}
