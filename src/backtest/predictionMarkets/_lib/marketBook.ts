import type { CorpusEntry } from '../PredictionMarketCorpus.js';
import { parseInstantMs } from './parseInstantMs.js';

/** One market's trades and quotes as typed arrays (milliseconds, YES dollars; NaN for a missing side of the book). */
export interface MarketBook {
  readonly close: number;
  readonly tradeT: Float64Array;
  readonly tradeP: Float64Array;
  readonly quoteT: Float64Array;
  readonly quoteBid: Float64Array;
  readonly quoteAsk: Float64Array;
}

/** Reads an entry into typed arrays; `null` when a time is not an instant (the market is skipped and counted). */
export function readMarketBook(e: CorpusEntry): MarketBook | null {
  const close = parseInstantMs(e.market.close_time);
  if (!Number.isFinite(close)) return null;
  const tradeT = new Float64Array(e.trades.length);
  const tradeP = new Float64Array(e.trades.length);
  for (let i = 0; i < e.trades.length; i++) {
    const t = e.trades[i]!;
    tradeT[i] = parseInstantMs(t.t);
    tradeP[i] = t.yes_price;
    if (!Number.isFinite(tradeT[i]!) || !(t.yes_price > 0 && t.yes_price < 1) || (i > 0 && tradeT[i]! < tradeT[i - 1]!)) return null;
  }
  const quoteT = new Float64Array(e.quotes.length);
  const quoteBid = new Float64Array(e.quotes.length);
  const quoteAsk = new Float64Array(e.quotes.length);
  for (let i = 0; i < e.quotes.length; i++) {
    const q = e.quotes[i]!;
    quoteT[i] = parseInstantMs(q.t);
    quoteBid[i] = q.yes_bid ?? Number.NaN;
    quoteAsk[i] = q.yes_ask ?? Number.NaN;
    if (!Number.isFinite(quoteT[i]!) || (i > 0 && quoteT[i]! < quoteT[i - 1]!)) return null;
  }
  return { close, tradeT, tradeP, quoteT, quoteBid, quoteAsk };
}

/** Number of entries of the sorted `times` strictly before `t`, searching forward from `from`. */
export function countBefore(times: Float64Array, t: number, from: number): number {
  let i = from;
  while (i < times.length && (times[i] as number) < t) i++;
  return i;
}
