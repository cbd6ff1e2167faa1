import type { EtfHolding } from '../../../markets/ports/HoldingsSource.js';

/** A holdings file read, or what in it could not be read. */
export type SsgaHoldingsOutcome =
  | { readonly ok: true; readonly etf: string; readonly asOf: string; readonly holdings: readonly EtfHolding[] }
  | { readonly ok: false; readonly error: string };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * Reads the rows of a State Street (SSGA) daily holdings workbook: the `Ticker Symbol:` and `Holdings: As of
 * 10-May-2024` lines above the table, then the table under its `Name, Ticker, Identifier, SEDOL, Weight, ...` header
 * until the first row without a name (the disclaimers follow). Weights are percentages in the file and fractions in
 * the answer. Lines without a ticker (cash, futures, written `-`) are left out and the other weights are not
 * rescaled.
 *
 * @param rows - The first worksheet's cells as text (readXlsxSheet).
 * @returns The fund's ticker, as-of date (ISO) and holdings, or why not.
 * @example
 * ```ts
 * const file = parseSsgaHoldings(sheet.rows);
 * if (file.ok) file.holdings[0]; //=> { ticker: 'MSFT', name: 'MICROSOFT CORP', weight: 0.07020973 }
 * ```
 * @see docs/market-sources.md
 */
export function parseSsgaHoldings(rows: readonly (readonly string[])[]): SsgaHoldingsOutcome {
  const labelled = (label: string) => rows.find((r) => r[0]?.trim() === label)?.[1]?.trim();
  const etf = labelled('Ticker Symbol:');
  const asOfText = labelled('Holdings:');
  const date = /(\d{1,2})-([A-Za-z]{3})-(\d{4})/.exec(asOfText ?? '');
  if (etf === undefined || date === null) return { ok: false, error: 'the file lacks its Ticker Symbol or its "Holdings: As of" line' };
  const month = MONTHS.indexOf(date[2]!.toUpperCase());
  if (month < 0) return { ok: false, error: `the as-of date ${JSON.stringify(asOfText)} is not readable` };
  const asOf = `${date[3]}-${String(month + 1).padStart(2, '0')}-${date[1]!.padStart(2, '0')}`;
  const headerAt = rows.findIndex((r) => r[0]?.trim() === 'Name' && r.some((c) => c.trim() === 'Ticker') && r.some((c) => c.trim() === 'Weight'));
  if (headerAt < 0) return { ok: false, error: 'the file has no Name / Ticker / Weight table' };
  const header = rows[headerAt]!.map((c) => c.trim());
  const [nameCol, tickerCol, weightCol] = [header.indexOf('Name'), header.indexOf('Ticker'), header.indexOf('Weight')];
  const holdings: EtfHolding[] = [];
  for (const row of rows.slice(headerAt + 1)) {
    const name = row[nameCol]?.trim() ?? '';
    if (name === '') break;
    const ticker = row[tickerCol]?.trim() ?? '';
    if (ticker === '' || ticker === '-') continue;
    const percent = Number(row[weightCol]);
    if (!Number.isFinite(percent)) return { ok: false, error: `the weight of ${ticker} is not a number (${JSON.stringify(row[weightCol])})` };
    holdings.push({ ticker, name, weight: percent / 100 });
  }
  if (holdings.length === 0) return { ok: false, error: 'the table lists no holdings' };
  const total = holdings.reduce((s, h) => s + h.weight, 0);
  if (total > 1.05) return { ok: false, error: `the weights add up to ${(total * 100).toFixed(2)}%` };
  return { ok: true, etf, asOf, holdings };
}
