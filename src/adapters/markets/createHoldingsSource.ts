import type { HoldingsSource } from '../../markets/ports/HoldingsSource.js';
import type { SourceFetcher } from '../fetch/createSourceFetcher.js';
import { failUnreadable } from './_lib/failUnreadable.js';
import { pickTrace } from './_lib/pickTrace.js';
import { refuseInstrument } from './_lib/refuseInstrument.js';
import { parseSsgaHoldings } from './ssga/parseSsgaHoldings.js';
import { readXlsxSheet } from './ssga/readXlsxSheet.js';

/** The source id of State Street's (SSGA) daily holdings files in the fetch layer. */
export const SSGA_SOURCE = 'ssga';

/**
 * The SPDR ETFs whose daily holdings file State Street publishes at the same address pattern: the eleven Select Sector
 * SPDRs, the S&P industry SPDRs most used as sector baskets, and SPY. Asking for another ETF is a 400 without a request.
 */
export const SSGA_HOLDINGS_ETFS: readonly string[] = [
  'XLB', 'XLC', 'XLE', 'XLF', 'XLI', 'XLK', 'XLP', 'XLRE', 'XLU', 'XLV', 'XLY',
  'XBI', 'XHB', 'XME', 'XOP', 'XRT', 'KBE', 'KRE', 'XSD', 'XPH', 'XAR', 'XTN', 'XSW',
  'SPY',
];

/** Options of {@link createHoldingsSource}. */
export interface CreateHoldingsSourceOptions {
  /** The fetch layer (policy `ssga`). */
  readonly fetcher: SourceFetcher;
  /** Largest workbook part inflated. Default 32 MiB. */
  readonly maxUnpackedBytes?: number;
}

/**
 * The `holdings` port: a sector ETF's holdings from State Street's public daily holdings workbook
 * (`holdings-daily-us-en-<etf>.xlsx`, keyless), read with guidekit's own xlsx reader (the file is a zip of XML; no
 * spreadsheet dependency). Weights come back as fractions with the file's as-of date. An ETF outside
 * {@link SSGA_HOLDINGS_ETFS} is a 400 (field `etf`); a file that is missing, truncated or not the expected table is a
 * 503 naming `ssga`.
 *
 * @param options - {@link CreateHoldingsSourceOptions}.
 * @returns The port.
 * @example
 * ```ts
 * const xlk = await createHoldingsSource({ fetcher }).holdings('XLK', { trace });
 * ```
 * @see docs/market-sources.md
 */
export function createHoldingsSource(options: CreateHoldingsSourceOptions): HoldingsSource {
  return {
    async holdings(etf, call) {
      const ticker = etf.trim().toUpperCase();
      if (!SSGA_HOLDINGS_ETFS.includes(ticker)) throw refuseInstrument('holdings.holdings', etf, `holdings are read from State Street's files, for ${SSGA_HOLDINGS_ETFS.join(', ')}`, { field: 'etf' });
      const url = `https://www.ssga.com/us/en/intermediary/library-content/products/fund-data/etfs/us/holdings-daily-us-en-${ticker.toLowerCase()}.xlsx`;
      const res = await options.fetcher.fetch(SSGA_SOURCE, { url, ...pickTrace(call) });
      const sheet = readXlsxSheet(res.body, { maxBytes: options.maxUnpackedBytes ?? 32 * 1024 * 1024 });
      if (!sheet.ok) throw failUnreadable(SSGA_SOURCE, `its holdings file is not a readable workbook (${sheet.error})`);
      const file = parseSsgaHoldings(sheet.rows);
      if (!file.ok) throw failUnreadable(SSGA_SOURCE, `its holdings file could not be read: ${file.error}`);
      if (file.etf.toUpperCase() !== ticker) throw failUnreadable(SSGA_SOURCE, `the file asked for ${ticker} holds ${file.etf}`);
      return { etf: ticker, asOf: file.asOf, holdings: file.holdings };
    },
  };
}
