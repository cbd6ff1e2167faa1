import { listScanUniverse } from '../../../markets/instruments/listScanUniverse.js';
import type { ScanStyle } from '../../../markets/rules/scanSettings.js';
import type { EngineContext } from '../../types.js';
import { serveScan, type ServeScanOptions } from './serveScan.js';

/** What {@link serveUniverseScan} reads of the endpoint's context: the date, language, trace and ports. */
export type ScanContext = Pick<EngineContext, 'asOf' | 'lang' | 'trace'> & { readonly ports: ServeScanOptions['ports'] };

/** Options of {@link serveUniverseScan}. */
export interface ServeUniverseScanOptions {
  /** The style asked for; absent: the rule's default. */
  readonly style: ScanStyle | undefined;
  /** Instruments whose session is closed are listed as not eligible and not ranked. Default false. */
  readonly sessionAware?: boolean;
  /** Add the reference price of each closed-session instrument a perpetual lists. Default false. */
  readonly references?: boolean;
}

/**
 * Serves the scan of one fixed list (`markets.scan.universe.<id>`), as the market, forex and CMI scanners answer: the
 * list in force at the call's date, scanned with {@link serveScan} and cited in the answer.
 *
 * @param universe - The list: `market`, `forex` or `cmi`.
 * @param context - The endpoint's context (date, language, trace, ports).
 * @param options - {@link ServeUniverseScanOptions}.
 * @returns The answer's fields, as {@link serveScan} gives them.
 * @throws What {@link serveScan} throws (a 503 when no instrument could be read).
 * @example
 * ```ts
 * run: (p, ctx) => serveUniverseScan('cmi', ctx, { style: p.style, sessionAware: true }),
 * ```
 * @see docs/market-endpoints.md
 */
export async function serveUniverseScan(universe: 'market' | 'forex' | 'cmi', context: ScanContext, options: ServeUniverseScanOptions): Promise<Record<string, unknown>> {
  const list = listScanUniverse(universe, { asOf: context.asOf });
  const { body } = await serveScan({
    universe,
    instruments: list.instruments,
    listRules: [list.rule],
    style: options.style,
    asOf: context.asOf,
    lang: context.lang.lang,
    trace: context.trace,
    ports: context.ports,
    ...(options.sessionAware === undefined ? {} : { sessionAware: options.sessionAware }),
    ...(options.references === undefined ? {} : { references: options.references }),
  });
  return body;
}
