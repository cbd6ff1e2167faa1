import { scanCsvRecords, type CsvRecord, type ScanCsvRecordsOptions } from './scanCsvRecords.js';

/** Options of {@link readCsvRows}. */
export interface ReadCsvRowsOptions extends ScanCsvRecordsOptions {
  /** Trim white space around every field (fixed-width-looking files such as NSIDC's `2026,    08,  03`). Default `false`. */
  readonly trim?: boolean;
}

/**
 * Reads every non-blank record of a CSV text (RFC 4180 quoting, CRLF or LF, a leading BOM dropped) with
 * {@link scanCsvRecords}, each with the line it starts on and its quote error, if any.
 *
 * @param text - The whole text.
 * @param options - {@link ReadCsvRowsOptions}.
 * @returns The records in order, blank lines left out.
 * @example
 * ```ts
 * readCsvRows('a, b\n\n"x,y", 2\n', { trim: true }).map((r) => [r.line, r.fields]); //=> [[1, ['a', 'b']], [3, ['x,y', '2']]]
 * ```
 * @see https://www.rfc-editor.org/rfc/rfc4180
 */
export function readCsvRows(text: string, options: ReadCsvRowsOptions = {}): CsvRecord[] {
  const rows: CsvRecord[] = [];
  scanCsvRecords(
    text,
    (record) => {
      if (record.blank) return;
      rows.push(options.trim === true ? { ...record, fields: record.fields.map((f) => f.trim()) } : record);
    },
    options,
  );
  return rows;
}
