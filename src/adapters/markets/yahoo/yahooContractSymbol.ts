import { GuidekitError } from '../../../core/GuidekitError.js';
import { resolveInstrument } from '../../../markets/instruments/resolveInstrument.js';
import type { FuturesContractSpec } from '../../../markets/rules/instruments.js';

/** A single futures contract as Yahoo Finance's chart API names it. */
export interface YahooContractSymbol {
  /** The contract code, root + month code + two-digit year: `CLZ26`. */
  readonly code: string;
  /** Yahoo's symbol: the code and the exchange's suffix, `CLZ26.NYM`. */
  readonly yahoo: string;
  /** Quote currency of the root (the instrument table's), for answers that carry none. */
  readonly currency: string;
}

/** CME month codes, January to December. */
const MONTH_CODES = 'FGHJKMNQUVXZ';

/**
 * Yahoo's exchange suffixes for single futures contracts (ESZ26.CME, CLZ26.NYM, GCG27.CMX). Seen in public code: a
 * chart answer's `meta.symbol` `GCZ26.CMX`, and `ZCH24.CBT` for CBOT corn. `.NYB` for ICE Futures U.S. is the New York
 * Board of Trade's code Yahoo keeps (DX-Y.NYB). None was checked against a recorded answer here; a wrong suffix is an
 * unknown symbol at Yahoo, so the scanners fall back to the front month and say so.
 */
const YAHOO_EXCHANGE_SUFFIX: Readonly<Record<FuturesContractSpec['exchange'], string>> = { CME: 'CME', CBOT: 'CBT', NYMEX: 'NYM', COMEX: 'CMX', 'ICE US': 'NYB' };

/**
 * The Yahoo Finance symbol of one contract of a futures root: the root, the CME month code, the two-digit year and
 * the exchange's suffix, all from the instrument table (its exchange and listed contract months).
 *
 * @param root - A futures root of the instrument table (ES, CL, GC, ...).
 * @param month - The contract month, ISO `YYYY-MM`.
 * @returns The code, Yahoo's symbol and the root's quote currency.
 * @throws {@link GuidekitError} `unknown_instrument` on `root` (not a futures root); `invalid_month` on `month` (not
 *   `YYYY-MM`, or not one of the root's listed contract months).
 * @example
 * ```ts
 * yahooContractSymbol('CL', '2026-12').yahoo //=> 'CLZ26.NYM'
 * yahooContractSymbol('GC', '2027-02').yahoo //=> 'GCG27.CMX'
 * ```
 * @see docs/market-sources.md
 */
export function yahooContractSymbol(root: string, month: string): YahooContractSymbol {
  const fn = 'prices.loadContractBars';
  let spec;
  try {
    spec = resolveInstrument(root);
  } catch {
    spec = undefined;
  }
  const futures = spec?.futures;
  if (spec === undefined || futures === undefined) throw new GuidekitError(`${fn}: ${JSON.stringify(root)} is not a futures root`, { code: 'unknown_instrument', field: 'root' });
  const match = /^(\d{4})-(\d{2})$/.exec(typeof month === 'string' ? month : '');
  const monthIndex = match === null ? -1 : Number(match[2]) - 1;
  const code = MONTH_CODES[monthIndex];
  if (match === null || code === undefined || !futures.contractMonths.includes(code)) {
    throw new GuidekitError(`${fn}: month must be one of ${futures.root}'s contract months (${futures.contractMonths}) as YYYY-MM, got ${JSON.stringify(month)}`, { code: 'invalid_month', field: 'month' });
  }
  const contract = `${futures.root}${code}${(match[1] as string).slice(2)}`;
  return { code: contract, yahoo: `${contract}.${YAHOO_EXCHANGE_SUFFIX[futures.exchange]}`, currency: spec.quoteCurrency };
}
