import { GuidekitError } from '../../core/GuidekitError.js';
import { readCsvRows } from '../../core/_lib/readCsvRows.js';
import { readMarketHead, readQuote, sortQuotes, type MarketIssue } from './_lib/readMarket.js';
import type { MarketQuote, PredictionMarket } from './types.js';

export type { MarketIssue } from './_lib/readMarket.js';

/** Options of {@link parsePredictionMarkets}. */
export interface ParsePredictionMarketsOptions {
  /** `json`, `csv`, or `auto` (default): JSON when the text starts with `[` or `{`. */
  readonly format?: 'json' | 'csv' | 'auto';
}

/** What {@link parsePredictionMarkets} returns: the usable markets and every rejected market or row. */
export interface ParsePredictionMarketsResult {
  readonly markets: readonly PredictionMarket[];
  readonly issues: readonly MarketIssue[];
}

const CSV_COLUMNS = ['market_id', 'venue', 'category', 'close_time', 'status', 'outcome', 't', 'yes_bid', 'yes_ask', 'depth'] as const;

function parseJson(fn: string, text: string): ParsePredictionMarketsResult {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    throw new GuidekitError(`${fn}: text is not valid JSON (${(error as Error).message})`, { code: 'invalid_json', field: 'text' });
  }
  const list = Array.isArray(doc) ? doc : (doc as { markets?: unknown } | null)?.markets;
  if (!Array.isArray(list)) throw new GuidekitError(`${fn}: JSON must be an array of markets or { "markets": [...] }`, { code: 'invalid_type', field: 'text' });
  const markets: PredictionMarket[] = [];
  const issues: MarketIssue[] = [];
  list.forEach((raw, index) => {
    const fail = (code: string, message: string) => issues.push({ line: null, index, code, message });
    if (typeof raw !== 'object' || raw === null) return fail('invalid_market', 'a market must be an object');
    const head = readMarketHead(raw as Record<string, unknown>);
    if (typeof head === 'string') return fail('invalid_market', head);
    const history = (raw as { history?: unknown }).history ?? [];
    if (!Array.isArray(history)) return fail('invalid_market', `${head.id}: history must be an array of quotes`);
    const quotes: MarketQuote[] = [];
    for (const [i, q] of history.entries()) {
      const quote = readQuote(q);
      if (typeof quote === 'string') return fail('invalid_quote', `${head.id}: history[${i}]: ${quote}`);
      quotes.push(quote);
    }
    markets.push({ ...head, history: sortQuotes(quotes) });
  });
  return { markets, issues };
}

function parseCsv(fn: string, text: string): ParsePredictionMarketsResult {
  const records = readCsvRows(text, { trim: true });
  const header = records[0]?.line === 1 ? records[0].fields.map((h) => h.toLowerCase()) : [];
  const missing = CSV_COLUMNS.filter((c) => c !== 'depth' && !header.includes(c));
  if (missing.length > 0) throw new GuidekitError(`${fn}: the CSV header lacks ${missing.join(', ')}`, { code: 'missing_column', field: 'text' });
  const col = (name: string) => header.indexOf(name);
  const byId = new Map<string, { head: Omit<PredictionMarket, 'history'>; quotes: MarketQuote[]; key: string }>();
  const issues: MarketIssue[] = [];
  for (const { line, fields: cells, error } of records.slice(1)) {
    const fail = (code: string, message: string) => issues.push({ line, index: null, code, message });
    if (error !== null) {
      fail('invalid_quotes', `the row's quotes are malformed (${error})`);
      continue;
    }
    if (cells.length !== header.length) {
      fail('bad_field_count', `expected ${header.length} fields, got ${cells.length}`);
      continue;
    }
    const row: Record<string, string> = Object.fromEntries(header.map((h, k) => [h, cells[k] as string]));
    const head = readMarketHead(row);
    if (typeof head === 'string') {
      fail('invalid_market', head);
      continue;
    }
    const key = [head.venue, head.category, head.close_time, head.status, head.outcome].join('|');
    const known = byId.get(head.id);
    if (known !== undefined && known.key !== key) {
      fail('inconsistent_market', `${head.id}: venue, category, close_time, status or outcome differ from the market's first row`);
      continue;
    }
    const quote = readQuote({ t: row.t, yes_bid: row.yes_bid, yes_ask: row.yes_ask, depth: col('depth') >= 0 ? row.depth : null });
    if (typeof quote === 'string') {
      fail('invalid_quote', `${head.id}: ${quote}`);
      continue;
    }
    if (known === undefined) byId.set(head.id, { head, quotes: [quote], key });
    else known.quotes.push(quote);
  }
  const markets = [...byId.values()].map(({ head, quotes }) => ({ ...head, history: sortQuotes(quotes) }));
  return { markets, issues };
}

/**
 * Reads prediction-market histories in the documented JSON or CSV format (docs/prediction-markets.md). A market or row
 * that cannot be read is reported in `issues` (with its CSV line or JSON index) and left out; it is never guessed.
 *
 * @remarks
 * JSON: an array of markets (or `{ "markets": [...] }`), each `{ id, venue, category, close_time, status, outcome,
 * history: [{ t, yes_bid, yes_ask, depth }] }`. CSV: one quote per row with the columns `market_id, venue, category,
 * close_time, status, outcome, t, yes_bid, yes_ask[, depth]`; the market's fields repeat on each of its rows. CSV is read as
 * RFC 4180 (Papa Parse): a quoted field may hold commas and line breaks; a row with malformed quoting is `invalid_quotes`. Quotes are
 * sorted by time. Prices are dollars per $1 contract, in (0, 1).
 *
 * @param text - The JSON or CSV text.
 * @param options - {@link ParsePredictionMarketsOptions}.
 * @returns The markets and the rejected markets or rows.
 * @throws {@link GuidekitError} `invalid_type` (text not a string or JSON of the wrong shape), `invalid_json`,
 *   `missing_column`, `invalid_option`.
 * @example
 * ```ts
 * const { markets, issues } = parsePredictionMarkets(await readFile('markets.csv', 'utf8'));
 * ```
 * @see docs/prediction-markets.md
 */
export function parsePredictionMarkets(text: string, options: ParsePredictionMarketsOptions = {}): ParsePredictionMarketsResult {
  const fn = 'parsePredictionMarkets';
  if (typeof text !== 'string') throw new GuidekitError(`${fn}: text must be a string`, { code: 'invalid_type', field: 'text' });
  const format = options.format ?? 'auto';
  if (!['json', 'csv', 'auto'].includes(format)) throw new GuidekitError(`${fn}: format must be json, csv or auto`, { code: 'invalid_option', field: 'format' });
  const json = format === 'json' || (format === 'auto' && /^\s*[[{]/.test(text));
  return json ? parseJson(fn, text) : parseCsv(fn, text);
}
