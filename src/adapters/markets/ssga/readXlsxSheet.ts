import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { readZipEntry } from '../../recalls/_lib/readZipEntry.js';

/** The first worksheet's cells as text, or why the workbook could not be read. */
export type XlsxSheetOutcome = { readonly ok: true; readonly rows: readonly (readonly string[])[] } | { readonly ok: false; readonly error: string };

/** Sheet parts parsed as text, never as numbers (a cell's `<v>` is returned as written); the listed elements repeat. */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  htmlEntities: true,
  removeNSPrefix: true,
  isArray: (name, _path, _leaf, attribute) => attribute !== true && (name === 'row' || name === 'c' || name === 'si' || name === 'r'),
});

/** A parsed element's text: a plain string, or the `#text` of an element with attributes (`<t xml:space="preserve">`). */
function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'object' && node !== null) return String((node as { '#text'?: unknown })['#text'] ?? '');
  return node === undefined ? '' : String(node);
}

/** The text of an `<si>` or `<is>`: its `<t>`, or its rich-text runs' `<t>`s; phonetic guides (`<rPh>`) left out. */
function runText(node: unknown): string {
  if (typeof node !== 'object' || node === null) return textOf(node);
  const { t, r } = node as { t?: unknown; r?: readonly { t?: unknown }[] };
  return textOf(t) + (r ?? []).map((run) => textOf(run.t)).join('');
}

type Cell = { r?: string; t?: string; v?: unknown; is?: unknown };
type Row = { r?: string; c?: readonly (Cell | string)[] };

/** Parses one part after checking it is well-formed XML, or says why not. */
function parsePart(xml: string, part: string): Record<string, unknown> | string {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return `the ${part} XML is incomplete or malformed (line ${valid.err.line}: ${valid.err.msg})`;
  return parser.parse(xml) as Record<string, unknown>;
}

function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of ref.replace(/\d+$/, '')) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/**
 * Reads the first worksheet of an Office Open XML workbook (.xlsx) into rows of cell text: shared strings, inline
 * strings, formula strings, numbers (as written) and booleans; rows and columns at their sheet positions, empty cells
 * as empty strings. Enough for issuers' holdings files; styles, dates and formulas are not evaluated. The archive is
 * read with the CRC-checked zip reader (fflate) and each part must be well-formed XML (fast-xml-parser's validator)
 * before it is parsed, so a truncated or damaged file is an error, never half a table.
 *
 * @param xlsx - The workbook's bytes.
 * @param options - `maxBytes`: largest part inflated.
 * @returns The rows, or why not.
 * @example
 * ```ts
 * const sheet = readXlsxSheet(bytes, { maxBytes: 32 * 1024 * 1024 });
 * if (sheet.ok) sheet.rows[0]; //=> ['Fund Name:', 'SPDR® S&P 500® ETF Trust']
 * ```
 * @see https://ecma-international.org/publications-and-standards/standards/ecma-376/
 */
export function readXlsxSheet(xlsx: Uint8Array, options: { readonly maxBytes: number }): XlsxSheetOutcome {
  const sheetEntry = readZipEntry(xlsx, { maxBytes: options.maxBytes, pick: (name) => name === 'xl/worksheets/sheet1.xml' });
  if (!sheetEntry.ok) return { ok: false, error: sheetEntry.error };
  const decoder = new TextDecoder('utf-8');
  let shared: string[] = [];
  const strings = readZipEntry(xlsx, { maxBytes: options.maxBytes, pick: (name) => name === 'xl/sharedStrings.xml' });
  if (strings.ok) {
    const sst = parsePart(decoder.decode(strings.data), 'shared strings');
    if (typeof sst === 'string') return { ok: false, error: sst };
    shared = (((sst.sst ?? {}) as { si?: unknown[] }).si ?? []).map(runText);
  } else if (!/no matching file/.test(strings.error)) return { ok: false, error: strings.error };
  const doc = parsePart(decoder.decode(sheetEntry.data), 'worksheet');
  if (typeof doc === 'string') return { ok: false, error: doc };
  const worksheet = doc.worksheet as { sheetData?: { row?: readonly (Row | string)[] } | string } | undefined;
  if (worksheet?.sheetData === undefined) return { ok: false, error: 'the worksheet XML is incomplete (no sheetData)' };
  const rows: string[][] = [];
  for (const rowNode of (typeof worksheet.sheetData === 'object' ? worksheet.sheetData.row : undefined) ?? []) {
    const row: Row = typeof rowNode === 'object' ? rowNode : {};
    const r = Number(row.r ?? rows.length + 1) - 1;
    const cells: string[] = [];
    for (const cellNode of row.c ?? []) {
      const cell: Cell = typeof cellNode === 'object' ? cellNode : {};
      const ref = cell.r !== undefined && /^[A-Z]+\d+$/.test(cell.r) ? cell.r : undefined;
      const col = ref === undefined ? cells.length : columnIndex(ref);
      const type = cell.t ?? 'n';
      const v = cell.v === undefined ? undefined : textOf(cell.v);
      let text = '';
      if (type === 's') {
        const at = Number(v);
        if (!Number.isInteger(at) || at < 0 || at >= shared.length) return { ok: false, error: `cell ${ref ?? '?'} names shared string ${v}, which the workbook lacks` };
        text = shared[at]!;
      } else if (type === 'inlineStr') text = runText(cell.is);
      else if (type === 'b') text = v === '1' ? 'TRUE' : 'FALSE';
      else text = v ?? '';
      while (cells.length < col) cells.push('');
      cells[col] = text;
    }
    while (rows.length < r) rows.push([]);
    rows[r] = cells;
  }
  return { ok: true, rows };
}
