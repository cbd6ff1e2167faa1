import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { resolveInstrument } from '../../../src/markets/instruments/resolveInstrument.js';
import { FX_CURRENCY_PRIORITY, INSTRUMENTS } from '../../../src/markets/rules/instruments.js';

const table = INSTRUMENTS.versions[0]?.value ?? [];

function thrown(action: () => unknown): GuidekitError {
  try {
    action();
  } catch (error) {
    if (error instanceof GuidekitError) return error;
    throw error;
  }
  throw new Error('expected a GuidekitError');
}

describe('resolveInstrument', () => {
  // The specification's "Supported instruments (signal/generate)" table, every value and alias it names.
  it.each([
    ...['EURUSD', 'GBPUSD', 'USDJPY', 'AUDUSD', 'USDCAD', 'USDCHF', 'NZDUSD', 'EURGBP', 'EURJPY', 'GBPJPY', 'EURCHF', 'AUDCAD', 'CADJPY', 'GBPAUD'].map((id) => [id, id, 'forex']),
    ['GOLD', 'XAUUSD', 'metal'],
    ['XAUUSD', 'XAUUSD', 'metal'],
    ['SILVER', 'XAGUSD', 'metal'],
    ['XAGUSD', 'XAGUSD', 'metal'],
    ['OIL', 'WTI', 'commodity'],
    ['WTI', 'WTI', 'commodity'],
    ['CL=F', 'WTI', 'commodity'],
    ['BRENT', 'BRENT', 'commodity'],
    ['BZ=F', 'BRENT', 'commodity'],
    ['NATGAS', 'NATGAS', 'commodity'],
    ['NG=F', 'NATGAS', 'commodity'],
    ['WHEAT', 'WHEAT', 'commodity'],
    ['CORN', 'CORN', 'commodity'],
    ['COPPER', 'COPPER', 'commodity'],
    ...['BTC-USD', 'ETH-USD', 'SOL-USD', 'ADA-USD', 'DOGE-USD', 'XRP-USD', 'AVAX-USD'].map((id) => [id, id, 'crypto']),
    ['SPX', 'SPX', 'index'],
    ['^GSPC', 'SPX', 'index'],
    ['NDX', 'NDX', 'index'],
    ['^NDX', 'NDX', 'index'],
    ['DJI', 'DJI', 'index'],
    ['^DJI', 'DJI', 'index'],
    ['FTSE', 'FTSE', 'index'],
    ['^FTSE', 'FTSE', 'index'],
    ['DAX', 'DAX', 'index'],
    ['^GDAXI', 'DAX', 'index'],
    ['NIKKEI', 'NIKKEI', 'index'],
    ['^N225', 'NIKKEI', 'index'],
  ])('resolves the specification value %s to %s (%s)', (text, id, assetClass) => {
    const spec = resolveInstrument(text);
    expect(spec.id).toBe(id);
    expect(spec.assetClass).toBe(assetClass);
  });

  // The brief's aliases beyond the specification.
  it.each([
    ['USOIL', 'WTI'],
    ['UKOIL', 'BRENT'],
    ['ZW=F', 'WHEAT'],
    ['ZC=F', 'CORN'],
    ['HG=F', 'COPPER'],
    ['XPTUSD', 'XPTUSD'],
    ['XPDUSD', 'XPDUSD'],
    ['US500', 'SPX'],
    ['NAS100', 'NDX'],
    ['US100', 'NDX'],
    ['US30', 'DJI'],
    ['UK100', 'FTSE'],
    ['GER40', 'DAX'],
    ['JP225', 'NIKKEI'],
    ['ES=F', 'ES'],
    ['GC=F', 'GC'],
    ['ZN=F', 'ZN'],
  ])('resolves the alias %s to %s', (text, id) => {
    expect(resolveInstrument(text).id).toBe(id);
  });

  it.each([
    ['eur/usd', 'EURUSD'],
    [' EUR USD ', 'EURUSD'],
    ['eur-usd', 'EURUSD'],
    ['EURUSD=X', 'EURUSD'],
    ['gbpjpy.pro', 'GBPJPY'],
    ['btc/usd', 'BTC-USD'],
    ['BTCUSD', 'BTC-USD'],
    ['btc', 'BTC-USD'],
    ['BTC-PERP', 'BTC-USD'],
    ['/ES', 'ES'],
    ['ES1!', 'ES'],
    ['gold', 'XAUUSD'],
    ['s&p 500', 'SPX'],
  ])('normalises case, spaces, slashes and suffixes: %s is %s', (text, id) => {
    expect(resolveInstrument(text).id).toBe(id);
  });

  it('gives FX pip sizes of 0.0001, and 0.01 for JPY quotes', () => {
    expect(resolveInstrument('EURUSD').pointSize).toBe(0.0001);
    expect(resolveInstrument('USDJPY').pointSize).toBe(0.01);
    expect(resolveInstrument('GBPJPY').pointSize).toBe(0.01);
    expect(resolveInstrument('USDJPY').quoteCurrency).toBe('JPY');
  });

  it('describes futures roots with exchange, category, months and roll rule', () => {
    const es = resolveInstrument('ES');
    expect(es.assetClass).toBe('future');
    expect(es.futures).toMatchObject({ root: 'ES', exchange: 'CME', category: 'index', contractMonths: 'HMUZ', tickSize: 0.25 });
    expect(resolveInstrument('CL').futures?.category).toBe('energy');
    expect(resolveInstrument('ZN').futures?.category).toBe('rates');
    expect(resolveInstrument('GC').futures?.roll.anchor).toBe('first_notice');
    expect(resolveInstrument('HE').futures?.category).toBe('ags');
  });

  it('lists every futures root of the brief', () => {
    const roots = table.filter((s) => s.assetClass === 'future').map((s) => s.id);
    expect(roots.sort()).toEqual(['ES', 'NQ', 'YM', 'RTY', 'CL', 'BZ', 'NG', 'RB', 'HO', 'GC', 'SI', 'HG', 'PL', 'PA', 'ZC', 'ZW', 'ZS', 'ZL', 'ZM', 'KC', 'SB', 'CC', 'CT', 'LE', 'HE', 'ZT', 'ZF', 'ZN', 'ZB', 'UB'].sort());
  });

  it('holds the 28 FX pairs: every combination of the eight currencies, base by priority', () => {
    const pairs = table.filter((s) => s.assetClass === 'forex').map((s) => s.id);
    const expected: string[] = [];
    FX_CURRENCY_PRIORITY.forEach((base, i) => FX_CURRENCY_PRIORITY.slice(i + 1).forEach((quote) => expected.push(base + quote)));
    expect(pairs.sort()).toEqual(expected.sort());
    expect(pairs).toHaveLength(28);
  });

  it('has no spelling that means two instruments', () => {
    const owner = new Map<string, string>();
    for (const spec of table) {
      for (const spelling of [spec.id, ...spec.aliases]) {
        const key = spelling.toUpperCase().replace(/[\s/_-]+/g, '');
        expect(owner.get(key) ?? spec.id, `${spelling} is claimed twice`).toBe(spec.id);
        owner.set(key, spec.id);
      }
    }
  });

  it('rejects an unknown symbol naming the field and the nearest ids', () => {
    const error = thrown(() => resolveInstrument('EURUSX'));
    expect(error.code).toBe('unknown_instrument');
    expect(error.field).toBe('instrument');
    expect(error.message).toMatch(/^resolveInstrument: /);
    expect(error.message).toContain('EURUSD');
    expect(thrown(() => resolveInstrument('XAUUSE')).message).toContain('XAUUSD');
    expect(thrown(() => resolveInstrument('AAPL')).code).toBe('unknown_instrument');
  });

  it('rejects a malformed asOf under its own name', () => {
    const error = thrown(() => resolveInstrument('EURUSD', { asOf: '2026/11/25' }));
    expect([error.code, error.field]).toEqual(['invalid_date', 'asOf']);
    expect(error.message).toMatch(/^resolveInstrument: /);
    expect(thrown(() => resolveInstrument('EURUSD', { asOf: '2020-01-01' })).code).toBe('out_of_range');
  });

  it('rejects empty and overlong text', () => {
    expect(thrown(() => resolveInstrument('  ')).code).toBe('invalid_instrument');
    expect(thrown(() => resolveInstrument('X'.repeat(33))).field).toBe('instrument');
  });

  it('accepts plausible equity tickers when allowed', () => {
    expect(resolveInstrument('aapl', { allowEquity: true })).toMatchObject({ id: 'AAPL', assetClass: 'equity', sessionVenue: 'nyse', quoteCurrency: 'USD' });
    expect(resolveInstrument('BRK-B', { allowEquity: true }).id).toBe('BRK.B');
    expect(resolveInstrument('VOD.L', { allowEquity: true })).toMatchObject({ id: 'VOD.L', sessionVenue: 'lse', quoteCurrency: 'GBX' });
    expect(resolveInstrument('SAP.DE', { allowEquity: true }).sessionVenue).toBe('xetra');
    expect(resolveInstrument('7203.T', { allowEquity: true }).sessionVenue).toBe('tse');
    // Table instruments win; `.US` forces the equity reading.
    expect(resolveInstrument('ZM', { allowEquity: true }).assetClass).toBe('future');
    expect(resolveInstrument('ZM.US', { allowEquity: true })).toMatchObject({ id: 'ZM', assetClass: 'equity' });
    expect(thrown(() => resolveInstrument('TOOLONG', { allowEquity: true })).code).toBe('unknown_instrument');
    expect(thrown(() => resolveInstrument('SHOP.TO', { allowEquity: true })).code).toBe('unknown_instrument');
  });

  it('resolves every id and alias of the table to itself, in any case and with slashes', () => {
    const spellings = table.flatMap((spec) => [spec.id, ...spec.aliases].map((spelling) => [spelling, spec.id] as const));
    fc.assert(
      fc.property(fc.constantFrom(...spellings), fc.boolean(), ([spelling, id], lower) => {
        const text = lower ? spelling.toLowerCase() : spelling;
        expect(resolveInstrument(text).id).toBe(id);
        expect(resolveInstrument(` ${text} `, { allowEquity: true }).id).toBe(id);
      }),
    );
  });

  it('accepts every 1–5 letter ticker as an instrument or an equity when equities are allowed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{1,5}$/), (ticker) => {
        const spec = resolveInstrument(ticker, { allowEquity: true });
        expect(spec.assetClass === 'equity' ? spec.id : 'table').toBe(spec.assetClass === 'equity' ? ticker : 'table');
      }),
    );
  });
});
