import type { PredictionMarket } from '../predictions/types.js';
import type { CoinflipInstrument } from '../rules/coinflipInstruments.js';

/** A daily up/down market, read. */
export interface CoinflipMarket {
  readonly instrument: CoinflipInstrument;
  /** Index of the outcome that pays when the close is above the open ("Up", "Yes", "Higher"). */
  readonly upOutcome: number;
}

/**
 * Reads a daily up/down market ("Apple (AAPL) Up or Down on November 25?", "Will EUR/USD close higher today?"): the
 * instrument from the table's names and which outcome is "up". Null for anything else.
 *
 * @param market - The venue's market (not modified).
 * @param instruments - COINFLIP_INSTRUMENTS.
 * @returns {@link CoinflipMarket}, or null.
 * @example
 * ```ts
 * classifyCoinflipMarket(market, instruments)?.instrument.instrument; //=> 'AAPL'
 * ```
 */
export function classifyCoinflipMarket(market: PredictionMarket, instruments: readonly CoinflipInstrument[]): CoinflipMarket | null {
  const q = market.question.toLowerCase();
  if (!/\bup or down\b|\bclose (?:higher|up|above (?:its|the) open)\b|\bhigher or lower\b/.test(q)) return null;
  let best: { i: CoinflipInstrument; length: number } | null = null;
  for (const i of instruments) {
    for (const name of i.names) {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(q) && (best === null || name.length > best.length)) best = { i, length: name.length };
    }
  }
  if (best === null) return null;
  const up = market.outcomes.findIndex((o) => /^(up|yes|higher)$/i.test(o.label.trim()));
  return up < 0 ? null : { instrument: best.i, upOutcome: up };
}
