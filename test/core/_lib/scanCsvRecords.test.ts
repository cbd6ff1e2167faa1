import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsvRows } from '../../../src/core/_lib/readCsvRows.js';
import { scanCsvRecords, type CsvRecord } from '../../../src/core/_lib/scanCsvRecords.js';

/** RFC 4180 writer: a field with a comma, quote or line break is quoted, its quotes doubled. */
const quote = (field: string) => (/[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field);

describe('scanCsvRecords', () => {
  it('reads back any table written as RFC 4180, with the line each record starts on, for CRLF and LF', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', '"', '\n', 'é'), maxLength: 6 });
    const table = fc.array(fc.array(field, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(table, fc.constantFrom('\r\n', '\n'), fc.boolean(), (rows, eol, bom) => {
        // A line break inside a field is written with the file's own line ending.
        const fixed = rows.map((r) => r.map((f) => f.replaceAll('\n', eol)));
        const text = `${bom ? '\uFEFF' : ''}${fixed.map((r) => r.map(quote).join(',')).join(eol)}${eol}`;
        const got: CsvRecord[] = [];
        scanCsvRecords(text, (r) => got.push(r));
        const records = got.filter((r) => !r.blank);
        expect(records.map((r) => r.fields)).toEqual(fixed);
        expect(records.every((r) => r.error === null)).toBe(true);
        let line = 1;
        fixed.forEach((r, i) => {
          expect(records[i]!.line).toBe(line);
          line += 1 + r.join('').split(eol).length - 1;
        });
      }),
    );
  });

  it('reads a tab file unquoted when asked (a quote is text), and reports an unclosed quote otherwise', () => {
    const tsv = '"Quoted" start\tx\r\n"unclosed\ty\r\n';
    expect(readCsvRows(tsv, { delimiter: '\t', quoted: false }).map((r) => r.fields)).toEqual([['"Quoted" start', 'x'], ['"unclosed', 'y']]);
    const bad = readCsvRows('a,b\n"open,1\n2,3\n');
    expect(bad.map((r) => [r.line, r.error === null])).toEqual([[1, true], [2, false]]);
  });
});
