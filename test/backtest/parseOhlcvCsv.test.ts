import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { parseOhlcvCsv } from '../../src/backtest/parseOhlcvCsv.js';
import { GOOG_PATH, loadGoog } from './_goog.js';

function errorOf(f: () => unknown): GuidekitError {
  try {
    f();
  } catch (e) {
    if (e instanceof GuidekitError) return e;
    throw e;
  }
  throw new Error('expected a GuidekitError');
}

describe('parseOhlcvCsv', () => {
  it(`reads backtesting.py's GOOG.csv: 2,148 bars from 2004-08-19 to 2013-03-01 (${GOOG_PATH})`, () => {
    const bars = loadGoog();
    expect(bars.dates.length).toBe(2148);
    expect([bars.dates[0], bars.dates[2147]]).toEqual(['2004-08-19', '2013-03-01']);
    // First and last rows of the file: 2004-08-19,100,104.06,95.96,100.34,22351900 / 2013-03-01,797.8,807.14,796.15,806.19,2175400
    expect([bars.open[0], bars.high[0], bars.low[0], bars.close[0], bars.volume[0]]).toEqual([100, 104.06, 95.96, 100.34, 22351900]);
    expect([bars.open[2147], bars.close[2147], bars.volume[2147]]).toEqual([797.8, 806.19, 2175400]);
  });

  it('matches header names case-insensitively in any order and ignores extra columns', () => {
    const { bars, issues } = parseOhlcvCsv('VOLUME,close,Adj Close,LOW,High,open,DATE\r\n5,10.5,1,9,11,10,2024-01-02\r\n');
    expect(issues).toEqual([]);
    expect([bars.dates[0], bars.open[0], bars.high[0], bars.low[0], bars.close[0], bars.volume[0]]).toEqual(['2024-01-02', 10, 11, 9, 10.5, 5]);
  });

  it('reports bad rows with their line numbers instead of throwing', () => {
    const text = [
      'Date,Open,High,Low,Close,Volume',
      '2024-01-02,10,11,9,10.5,100',
      '2024-01-03,10,11,9',
      '2024-02-30,10,11,9,10,100',
      '2024-01-04,abc,11,9,10,100',
      '2024-01-05,10,8,9,10,100',
      '2024-01-06,10,11,9,10,-5',
      '',
      '2024-01-08,10,11,9,10,',
      '2024-01-07,10,11,9,10,1',
      '2024-01-08,10,11,9,10,1',
    ].join('\n');
    const { bars, issues } = parseOhlcvCsv(text);
    expect(issues.map((i) => [i.line, i.code])).toEqual([
      [3, 'bad_field_count'], [4, 'invalid_date'], [5, 'invalid_number'], [6, 'inconsistent_ohlc'], [7, 'invalid_number'],
      [10, 'not_sorted'], [11, 'duplicate_date'],
    ]);
    expect(bars.dates).toEqual(['2024-01-02', '2024-01-08']);
    expect(Number.isNaN(bars.volume[1])).toBe(true);
  });

  it('sorts on request, dropping repeated dates, and filters to a date range', () => {
    const text = 'Date,Open,High,Low,Close\n2024-01-03,3,3,3,3\n2024-01-01,1,1,1,1\n2024-01-02,2,2,2,2\n2024-01-01,9,9,9,9\n';
    const sorted = parseOhlcvCsv(text, { sort: true });
    expect(sorted.bars.dates).toEqual(['2024-01-01', '2024-01-02', '2024-01-03']);
    expect(Array.from(sorted.bars.close)).toEqual([1, 2, 3]);
    expect(sorted.issues.map((i) => [i.line, i.code])).toEqual([[5, 'duplicate_date']]);
    const ranged = parseOhlcvCsv(text, { sort: true, range: { start: '2024-01-02', end: '2024-01-02' } });
    expect(ranged.bars.dates).toEqual(['2024-01-02']);
  });

  it('accepts a pandas unnamed index column, quoted fields and a midnight time suffix', () => {
    const { bars } = parseOhlcvCsv(',Open,High,Low,Close\n"2024-01-02 00:00:00","1,5",2,1,1.5\n'.replace('"1,5"', '"1.5"'));
    expect([bars.dates[0], bars.open[0]]).toEqual(['2024-01-02', 1.5]);
  });

  it('reads RFC 4180 quoting: a BOM, CRLF, quoted fields holding the delimiter, a line break and "", and reports malformed quotes on their line', () => {
    const text = '\uFEFFDate;Open;High;Low;Close;Note\r\n2024-01-02;"1,5";2;1;1,5;"two\r\nlines; ""quoted"""\r\n2024-01-03;1;2;1;1;"x"y\r\n2024-01-04;1;2;1;"1\r\n';
    const { bars, issues } = parseOhlcvCsv(text.replaceAll('1,5', '1.5'), { delimiter: ';' });
    expect(bars.dates).toEqual(['2024-01-02']);
    expect(bars.open[0]).toBe(1.5);
    // The record on line 2 spans two lines, so the next record starts on line 4; its stray quote leaves the field open
    // to the end of the text, so line 5 is part of that one malformed record, never read as a bar.
    expect(issues.map((i) => [i.line, i.code])).toEqual([[4, 'invalid_quotes']]);
    const unclosed = parseOhlcvCsv('Date,Open,High,Low,Close\n2024-01-02,1,2,1,1\n2024-01-03,"1,2,1,1\n2024-01-04,1,2,1,1\n');
    expect([unclosed.bars.dates, unclosed.issues.map((i) => [i.line, i.code])]).toEqual([['2024-01-02'], [[3, 'invalid_quotes']]]);
  });

  it('throws only without a usable header or without any good row', () => {
    expect(errorOf(() => parseOhlcvCsv('Date,Open,High,Close\n2024-01-02,1,1,1\n')).field).toBe('low');
    const none = errorOf(() => parseOhlcvCsv('Date,Open,High,Low,Close\n2024-13-01,1,1,1,1\n'));
    expect([none.code, none.message]).toEqual(['no_rows', 'parseOhlcvCsv: no good rows (line 2: date "2024-13-01" is not an ISO YYYY-MM-DD date)']);
    expect(errorOf(() => parseOhlcvCsv('x', { delimiter: ';;' })).field).toBe('delimiter');
    expect(errorOf(() => parseOhlcvCsv('x', { range: { start: '2024/01/01' } })).field).toBe('range.start');
  });

  it('round-trips any valid ascending bar series', () => {
    const row = fc.tuple(fc.integer({ min: 1, max: 99999 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 1e9 }));
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 50 }), fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 50, maxLength: 50 }), (rows, gaps) => {
        let day = Date.UTC(1999, 11, 25);
        const lines = rows.map(([base, up, down, vol], i) => {
          day += (gaps[i] as number) * 86_400_000;
          const o = base / 100;
          return [new Date(day).toISOString().slice(0, 10), o, (base + up) / 100, (base - down) / 100 > 0 ? (base - down) / 100 : o, o, vol];
        });
        const { bars, issues } = parseOhlcvCsv(['Date,Open,High,Low,Close,Volume', ...lines.map((l) => l.join(','))].join('\n'));
        expect(issues).toEqual([]);
        expect(bars.dates).toEqual(lines.map((l) => l[0]));
        expect(Array.from(bars.high)).toEqual(lines.map((l) => l[2]));
        expect(Array.from(bars.volume)).toEqual(lines.map((l) => l[5]));
      }),
      { numRuns: 100 },
    );
  });
});
