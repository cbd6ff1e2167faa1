import { readZipEntry } from '../../recalls/_lib/readZipEntry.js';

/** The first worksheet's cells as text, or why the workbook could not be read. */
export type XlsxSheetOutcome = { readonly ok: true; readonly rows: readonly (readonly string[])[] } | { readonly ok: false; readonly error: string };

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) =>
    name.startsWith('#x') || name.startsWith('#X') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : ENTITIES[name.toLowerCase()]!,
  );
}

/** The text of an `<si>` or `<is>`: its `<t>` runs, phonetic guides (`<rPh>`) left out. */
function runText(xml: string): string {
  return [...xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => decodeXml(m[1]!)).join('');
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
 * read with the CRC-checked zip reader, so a truncated or damaged file is an error, never half a table.
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
  if (strings.ok) shared = [...decoder.decode(strings.data).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => runText(m[1]!));
  else if (!/no matching file/.test(strings.error)) return { ok: false, error: strings.error };
  const xml = decoder.decode(sheetEntry.data);
  if (!/<sheetData[\s>]/.test(xml) || !/<\/worksheet>\s*$/.test(xml)) return { ok: false, error: 'the worksheet XML is incomplete' };
  const rows: string[][] = [];
  for (const row of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const r = Number(/\br="(\d+)"/.exec(row[1]!)?.[1] ?? rows.length + 1) - 1;
    const cells: string[] = [];
    for (const cell of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1]!;
      const inner = cell[2] ?? '';
      const ref = /\br="([A-Z]+\d+)"/.exec(attrs)?.[1];
      const col = ref === undefined ? cells.length : columnIndex(ref);
      const type = /\bt="(\w+)"/.exec(attrs)?.[1] ?? 'n';
      const v = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      let text = '';
      if (type === 's') {
        const at = Number(v);
        if (!Number.isInteger(at) || at < 0 || at >= shared.length) return { ok: false, error: `cell ${ref ?? '?'} names shared string ${v}, which the workbook lacks` };
        text = shared[at]!;
      } else if (type === 'inlineStr') text = runText(inner);
      else if (type === 'b') text = v === '1' ? 'TRUE' : 'FALSE';
      else text = v === undefined ? '' : decodeXml(v);
      while (cells.length < col) cells.push('');
      cells[col] = text;
    }
    while (rows.length < r) rows.push([]);
    rows[r] = cells;
  }
  return { ok: true, rows };
}
