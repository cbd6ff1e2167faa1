import Papa from 'papaparse';

/** One record of a delimited text, as {@link scanCsvRecords} hands it over. */
export interface CsvRecord {
  /** 1-based line on which the record starts (a quoted field may carry it over several lines). */
  readonly line: number;
  /** The fields, untrimmed, quotes removed and `""` read as one quote. */
  readonly fields: readonly string[];
  /** Why the record is malformed (an unclosed or stray quote), or null. A malformed record is still handed over. */
  readonly error: string | null;
  /** True when the line holds nothing but white space (no delimiter): callers skip these. */
  readonly blank: boolean;
}

/** Options of {@link scanCsvRecords}. */
export interface ScanCsvRecordsOptions {
  /** Field separator, one character. Default `,`. */
  readonly delimiter?: string;
  /**
   * `true` (default): RFC 4180 quoting (a field opened by `"` may hold delimiters, line breaks and `""`). `false`: a
   * quote is an ordinary character (tab-separated dumps such as NHTSA's RCL.txt, whose free text holds `12"` wheels).
   */
  readonly quoted?: boolean;
}

/**
 * Reads delimited text record by record with Papa Parse (RFC 4180: quoted fields holding delimiters, line breaks and
 * `""`; CRLF, LF or CR line ends; a leading byte-order mark dropped) and calls `onRecord` for each, with the line the
 * record starts on. Nothing is collected, so a file of hundreds of megabytes is read in one pass. Pure: no I/O, runs in
 * Node and in browsers (Papa Parse works on strings, ~7 KiB gzipped).
 *
 * @param text - The whole text.
 * @param onRecord - Called once per record, in order.
 * @param options - {@link ScanCsvRecordsOptions}.
 * @example
 * ```ts
 * scanCsvRecords('a,b\n"x,\ny",2\n', (r) => console.log(r.line, r.fields)); // 1 ['a','b'], then 2 ['x,\ny','2']
 * ```
 * @see https://www.rfc-editor.org/rfc/rfc4180
 * @see https://www.papaparse.com/docs
 */
export function scanCsvRecords(text: string, onRecord: (record: CsvRecord) => void, options: ScanCsvRecordsOptions = {}): void {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body === '') return;
  let start = 0;
  let line = 1;
  let counted = 0;
  Papa.parse<string[]>(body, {
    delimiter: options.delimiter ?? ',',
    header: false,
    dynamicTyping: false,
    skipEmptyLines: false,
    ...(options.quoted === false ? { fastMode: true } : { fastMode: false, quoteChar: '"', escapeChar: '"' }),
    step(result) {
      const linebreak = result.meta.linebreak;
      // Lines begun before this record: count the line breaks between the last record's start and this one's.
      for (let at = body.indexOf(linebreak, counted); at >= 0 && at < start; at = body.indexOf(linebreak, at + linebreak.length)) {
        line++;
        counted = at + linebreak.length;
      }
      if (counted < start) counted = start;
      const fields = result.data;
      const error = result.errors.length === 0 ? null : result.errors.map((e) => e.message).join('; ');
      const blank = fields.length === 1 && (fields[0] as string).trim() === '';
      onRecord({ line, fields, error, blank });
      start = result.meta.cursor;
    },
  });
}
