import { GuidekitError } from '../core/GuidekitError.js';
import { readCsvRows } from '../core/_lib/readCsvRows.js';
import { isIsoDate } from './_lib/epochDay.js';
import type { Bars, DateRange } from './types.js';

/** Options of {@link parseOhlcvCsv}. */
export interface ParseOhlcvCsvOptions {
  /** Keep only bars inside this inclusive ISO date range. Default: all. */
  readonly range?: DateRange;
  /**
   * `false` (default): the file must be in ascending date order. A row dated on or before the row kept
   * before it is reported (`not_sorted`) and dropped. `true`: rows are sorted by date, and a repeated date is
   * reported (`duplicate_date`) and dropped.
   */
  readonly sort?: boolean;
  /** Field separator, one character. Default `,`. */
  readonly delimiter?: string;
}

/** One rejected row. */
export interface CsvRowIssue {
  /** 1-based line number in the text (the header is line 1). */
  readonly line: number;
  /** Machine-readable reason: `bad_field_count`, `invalid_quotes`, `invalid_date`, `invalid_number`, `inconsistent_ohlc`, `not_sorted`, `duplicate_date`. */
  readonly code: string;
  /** Human-readable explanation in English. */
  readonly message: string;
}

/** The parsed bars and every row that was rejected. */
export interface ParseOhlcvCsvResult {
  readonly bars: Bars;
  /** Rejected rows, in line order; empty when every row was good. */
  readonly issues: readonly CsvRowIssue[];
}

const REQUIRED = ['open', 'high', 'low', 'close'] as const;

function parseNumber(text: string | undefined): number {
  const t = (text ?? '').trim();
  return t === '' ? Number.NaN : Number(t);
}

/**
 * Parses daily OHLCV bars from CSV text: a header row naming `Date`, `Open`, `High`, `Low`, `Close` and
 * optionally `Volume` (case-insensitive, any order, extra columns ignored), then one row per day.
 *
 * @remarks
 * The date column is the one headed `date`. If no column has that name, the first column is used when its
 * header is empty, which is how pandas writes its index (as in backtesting.py's GOOG.csv). Dates are ISO
 * `YYYY-MM-DD`. A time suffix such as ` 00:00:00` or `T00:00:00` is accepted and dropped.
 *
 * A bad row is returned in `issues` with its line number and is not thrown. Rows are bad when they have too few
 * fields, an invalid date, or a price that is missing, non-finite or ≤ 0. They are also bad when high is
 * below low or when the volume is negative. An empty volume becomes `NaN`. Blank lines are skipped.
 *
 * Fields are read as RFC 4180 CSV with Papa Parse: a quoted field may hold the delimiter, line breaks and `""`; CRLF or LF
 * line ends and a leading byte-order mark are accepted; a row whose quotes are malformed is reported
 * (`invalid_quotes`) with the line it starts on. The
 * function throws only when the text has no usable header or no good row at all.
 *
 * @param text - The CSV text.
 * @param options - {@link ParseOhlcvCsvOptions}.
 * @returns The bars (struct of Float64Arrays, ascending dates) and the rejected rows.
 * @throws {@link GuidekitError} `invalid_type` (text not a string), `missing_column` (header lacks a column),
 *   `no_rows` (no good row), `invalid_option`.
 * @example
 * ```ts
 * const { bars, issues } = parseOhlcvCsv('Date,Open,High,Low,Close,Volume\n2024-01-02,10,11,9,10.5,1000\n');
 * bars.close[0]; // 10.5
 * ```
 * @see https://www.rfc-editor.org/rfc/rfc4180
 */
export function parseOhlcvCsv(text: string, options: ParseOhlcvCsvOptions = {}): ParseOhlcvCsvResult {
  const fn = 'parseOhlcvCsv';
  if (typeof text !== 'string') throw new GuidekitError(`${fn}: text must be a string`, { code: 'invalid_type', field: 'text' });
  const delimiter = options.delimiter ?? ',';
  if (typeof delimiter !== 'string' || delimiter.length !== 1 || delimiter === '"') {
    throw new GuidekitError(`${fn}: delimiter must be one character other than a quote`, { code: 'invalid_option', field: 'delimiter' });
  }
  const { start, end } = options.range ?? {};
  for (const [field, value] of [['range.start', start], ['range.end', end]] as const) {
    if (value !== undefined && (typeof value !== 'string' || !isIsoDate(value))) {
      throw new GuidekitError(`${fn}: ${field} must be an ISO YYYY-MM-DD date`, { code: 'invalid_option', field });
    }
  }
  const records = readCsvRows(text, { delimiter });
  const headerRecord = records[0];
  const headerLine = headerRecord === undefined ? 0 : headerRecord.line - 1;
  const header = (headerRecord?.fields ?? ['']).map((h) => h.trim().toLowerCase());
  let dateCol = header.indexOf('date');
  if (dateCol < 0 && header[0] === '' && header.length > 1) dateCol = 0;
  const cols: Record<string, number> = { date: dateCol };
  for (const name of [...REQUIRED, 'volume'] as const) cols[name] = header.indexOf(name);
  for (const name of ['date', ...REQUIRED] as const) {
    if ((cols[name] as number) < 0) {
      throw new GuidekitError(`${fn}: the header (line ${headerLine + 1}) has no ${name} column`, { code: 'missing_column', field: name });
    }
  }
  const need = Math.max(...Object.values(cols)) + 1;
  const issues: CsvRowIssue[] = [];
  type Row = { line: number; date: string; o: number; h: number; l: number; c: number; v: number };
  const rows: Row[] = [];
  for (const record of records.slice(1)) {
    const { line, fields: f } = record;
    if (record.error !== null) {
      issues.push({ line, code: 'invalid_quotes', message: `the row's quotes are malformed (${record.error})` });
      continue;
    }
    if (f.length < need) {
      issues.push({ line, code: 'bad_field_count', message: `expected at least ${need} fields, found ${f.length}` });
      continue;
    }
    const date = (f[cols.date as number] as string).trim().replace(/[ T]00:00(:00(\.0+)?)?$/, '');
    if (!isIsoDate(date)) {
      issues.push({ line, code: 'invalid_date', message: `date "${date}" is not an ISO YYYY-MM-DD date` });
      continue;
    }
    const [o, h, l, c] = REQUIRED.map((name) => parseNumber(f[cols[name] as number])) as [number, number, number, number];
    const bad = REQUIRED.find((_, i) => !([o, h, l, c][i]! > 0 && Number.isFinite([o, h, l, c][i])));
    if (bad !== undefined) {
      issues.push({ line, code: 'invalid_number', message: `${bad} must be a finite price above 0` });
      continue;
    }
    if (h < l) {
      issues.push({ line, code: 'inconsistent_ohlc', message: `high ${h} is below low ${l}` });
      continue;
    }
    const volumeText = cols.volume! >= 0 ? (f[cols.volume!] ?? '').trim() : '';
    const v = volumeText === '' ? Number.NaN : Number(volumeText);
    if (volumeText !== '' && !(v >= 0 && v < Infinity)) {
      issues.push({ line, code: 'invalid_number', message: 'volume must be a finite number ≥ 0 or empty' });
      continue;
    }
    if ((start !== undefined && date < start) || (end !== undefined && date > end)) continue;
    rows.push({ line, date, o, h, l, c, v });
  }
  if (options.sort === true) rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.line - b.line));
  const kept: Row[] = [];
  for (const row of rows) {
    const prev = kept[kept.length - 1];
    if (prev !== undefined && row.date <= prev.date) {
      const dup = row.date === prev.date;
      issues.push({
        line: row.line,
        code: options.sort === true || dup ? 'duplicate_date' : 'not_sorted',
        message: dup ? `date ${row.date} repeats line ${prev.line}` : `date ${row.date} is before ${prev.date} (line ${prev.line})`,
      });
      continue;
    }
    kept.push(row);
  }
  if (kept.length === 0) {
    const first = issues[0];
    throw new GuidekitError(`${fn}: no good rows${first ? ` (line ${first.line}: ${first.message})` : ''}`, { code: 'no_rows', field: 'text' });
  }
  issues.sort((a, b) => a.line - b.line);
  const bars: Bars = {
    dates: kept.map((r) => r.date),
    open: Float64Array.from(kept, (r) => r.o),
    high: Float64Array.from(kept, (r) => r.h),
    low: Float64Array.from(kept, (r) => r.l),
    close: Float64Array.from(kept, (r) => r.c),
    volume: Float64Array.from(kept, (r) => r.v),
  };
  return { bars, issues };
}
