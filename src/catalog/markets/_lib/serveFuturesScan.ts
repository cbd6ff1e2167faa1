import type { FuturesCategory } from '../../../markets/rules/instruments.js';
import { listFuturesInstruments } from './listFuturesInstruments.js';
import { serveScan } from './serveScan.js';
import type { ScanContext } from './serveUniverseScan.js';

/**
 * Serves the futures scan of one category (all five when none is given), as the futures scanner and the futures signal
 * answer: each root called on daily bars of its back-adjusted continuous series (or the front month, said so), ranked
 * after costs, with the reference prices of closed sessions.
 *
 * @param category - index, energy, metals, ags or rates; undefined for all five.
 * @param context - The endpoint's context (date, language, trace, ports).
 * @returns The answer's fields, as {@link serveScan} gives them (the endpoint adds `category`).
 * @throws What {@link serveScan} throws (a 503 when no root could be read).
 * @example
 * ```ts
 * run: async (p, ctx) => ({ category: p.category ?? null, ...(await serveFuturesScan(p.category, ctx)) }),
 * ```
 * @see docs/market-endpoints.md
 */
export async function serveFuturesScan(category: FuturesCategory | undefined, context: ScanContext): Promise<Record<string, unknown>> {
  const list = listFuturesInstruments(category, context.asOf);
  const { body } = await serveScan({
    universe: list.id,
    instruments: list.instruments,
    listRules: list.rules,
    style: undefined,
    asOf: context.asOf,
    lang: context.lang.lang,
    trace: context.trace,
    ports: context.ports,
    references: true,
    futures: true,
  });
  return body;
}
