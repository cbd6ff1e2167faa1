import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { createHoldingsSource } from '../../../src/adapters/markets/createHoldingsSource.js';
import { parseSsgaHoldings } from '../../../src/adapters/markets/ssga/parseSsgaHoldings.js';
import { readXlsxSheet } from '../../../src/adapters/markets/ssga/readXlsxSheet.js';
import { describeHoldingsSourceContract, SPY_2024_05_10 } from './contracts/describeHoldingsSourceContract.js';
import { createFakeHoldingsSource } from './fakes.js';
import { CASSETTES, openFetcher } from './harness.js';

describeHoldingsSourceContract('createHoldingsSource (replayed State Street workbook)', {
  async open() {
    const t = await openFetcher({ cassettes: ['ssga'] });
    return { port: createHoldingsSource({ fetcher: t.fetcher }), close: t.close };
  },
  async openFaulty(fault) {
    const t = await openFetcher({ fault });
    return { port: createHoldingsSource({ fetcher: t.fetcher }), close: t.close };
  },
  hostOf: () => 'www.ssga.com',
});

const filler = Array.from({ length: SPY_2024_05_10.count - 2 }, (_, i) => ({ ticker: `T${i}`, name: `Holding ${i}`, weight: 0.9 / (SPY_2024_05_10.count - 2) }));
const funds = {
  SPY: {
    asOf: SPY_2024_05_10.asOf,
    holdings: [
      { ticker: 'MSFT', name: 'MICROSOFT CORP', weight: SPY_2024_05_10.first.weightPercent / 100 },
      ...filler,
      { ticker: 'NWS', name: 'NEWS CORP  CLASS B', weight: SPY_2024_05_10.last.weightPercent / 100 },
    ],
  },
};
describeHoldingsSourceContract('fake holdings port', {
  open: async () => ({ port: createFakeHoldingsSource({ funds }), close: async () => undefined }),
  openFaulty: async (fault) => ({ port: createFakeHoldingsSource({ funds, fault }), close: async () => undefined }),
  hostOf: () => null,
});

const workbook = () => {
  const dir = join(CASSETTES, 'ssga');
  const cassette = JSON.parse(readFileSync(join(dir, 'cassette.json'), 'utf8')) as { exchanges: { body_sha256: string }[] };
  return new Uint8Array(readFileSync(join(dir, 'bodies', `${cassette.exchanges[0]!.body_sha256}.bin`)));
};

describe('readXlsxSheet', () => {
  it('reads the published workbook\'s header lines and table as text', () => {
    const sheet = readXlsxSheet(workbook(), { maxBytes: 32 * 1024 * 1024 });
    expect(sheet.ok).toBe(true);
    if (!sheet.ok) return;
    expect(sheet.rows[1]).toEqual(['Ticker Symbol:', 'SPY']);
    expect(sheet.rows[2]).toEqual(['Holdings:', 'As of 10-May-2024']);
    expect(sheet.rows[4]).toEqual(['Name', 'Ticker', 'Identifier', 'SEDOL', 'Weight', 'Sector', 'Shares Held', 'Local Currency']);
    expect(sheet.rows[5]!.slice(0, 5)).toEqual(['MICROSOFT CORP', 'MSFT', '594918104', '2588173', '7.020973']);
  });

  it('reads shared strings (plain, rich-text runs, phonetic guides left out, entities, preserved spaces), inline strings, booleans and gaps', () => {
    const sst = '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="3" uniqueCount="3">' +
      '<si><t>S&amp;P 500&#174; &lt;ETF&gt;</t></si><si><r><rPr><b/></rPr><t xml:space="preserve">Rich </t></r><r><t>text</t></r><rPh sb="0" eb="1"><t>ri</t></rPh></si><si><t xml:space="preserve">  padded  </t></si></sst>';
    const sheet = '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><t>inline &quot;x&quot;</t></is></c></row>' +
      '<row r="3"><c r="A3" t="s"><v>1</v></c><c r="B3"><v>007.50</v></c><c r="C3" t="b"><v>1</v></c><c r="D3" t="str"><f>A1</f><v>formula text</v></c><c r="E3" t="s"><v>2</v></c></row>' +
      '<row r="4"/></sheetData></worksheet>';
    const xlsx = zipSync({ 'xl/worksheets/sheet1.xml': strToU8(sheet), 'xl/sharedStrings.xml': [strToU8(sst), { level: 0 }] });
    expect(readXlsxSheet(xlsx, { maxBytes: 1 << 20 })).toEqual({
      ok: true,
      rows: [['S&P 500® <ETF>', '', 'inline "x"'], [], ['Rich text', '007.50', 'TRUE', 'formula text', '  padded  '], []],
    });
    const missing = zipSync({ 'xl/worksheets/sheet1.xml': strToU8(sheet.replace('<v>2</v>', '<v>9</v>')), 'xl/sharedStrings.xml': strToU8(sst) });
    expect(readXlsxSheet(missing, { maxBytes: 1 << 20 })).toEqual({ ok: false, error: 'cell E3 names shared string 9, which the workbook lacks' });
    const unclosed = zipSync({ 'xl/worksheets/sheet1.xml': strToU8(sheet.replace('</sheetData></worksheet>', '')) });
    expect(readXlsxSheet(unclosed, { maxBytes: 1 << 20 })).toMatchObject({ ok: false, error: expect.stringMatching(/worksheet XML is incomplete/) });
  });

  it('refuses a damaged workbook instead of reading half a table', () => {
    const bytes = workbook();
    expect(readXlsxSheet(bytes.subarray(0, Math.floor(bytes.length / 2)), { maxBytes: 32 * 1024 * 1024 }).ok).toBe(false);
    expect(readXlsxSheet(new TextEncoder().encode('<html>not a workbook</html>'), { maxBytes: 1024 }).ok).toBe(false);
  });
});

describe('parseSsgaHoldings', () => {
  it('refuses a sheet without the holdings table or the as-of line', () => {
    expect(parseSsgaHoldings([['Fund Name:', 'X'], ['Ticker Symbol:', 'XLK']]).ok).toBe(false);
    expect(parseSsgaHoldings([['Ticker Symbol:', 'XLK'], ['Holdings:', 'As of 10-May-2024'], ['Name', 'Ticker', 'Weight'], ['APPLE INC', 'AAPL', 'n/a']]).ok).toBe(false);
  });

  it('leaves out lines without a ticker and stops at the disclaimers', () => {
    const file = parseSsgaHoldings([
      ['Ticker Symbol:', 'XLK'],
      ['Holdings:', 'As of 03-Jan-2025'],
      [],
      ['Name', 'Ticker', 'Identifier', 'SEDOL', 'Weight'],
      ['APPLE INC', 'AAPL', '', '', '14.5'],
      ['US DOLLAR', '-', '', '', '0.2'],
      [],
      ['Past performance is not a reliable indicator of future performance.'],
    ]);
    expect(file).toEqual({ ok: true, etf: 'XLK', asOf: '2025-01-03', holdings: [{ ticker: 'AAPL', name: 'APPLE INC', weight: 0.145 }] });
  });
});
