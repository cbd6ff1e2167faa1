import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSTRUMENT_ALIASES, INSTRUMENT_SYMBOLS } from '../../../src/adapters/markets/instrumentSymbols.js';
import { resolveSourceSymbols } from '../../../src/adapters/markets/resolveSourceSymbols.js';

describe('resolveSourceSymbols', () => {
  it.each([
    // The instrument table of the signal service: id or alias -> canonical id, Yahoo symbol, Stooq symbol.
    ['EURUSD', 'EURUSD', 'EURUSD=X', 'eurusd'],
    ['usdjpy', 'USDJPY', 'USDJPY=X', 'usdjpy'],
    ['GOLD', 'XAUUSD', 'GC=F', 'xauusd'],
    ['XAGUSD', 'XAGUSD', 'SI=F', 'xagusd'],
    ['OIL', 'WTI', 'CL=F', 'cl.f'],
    ['CL=F', 'WTI', 'CL=F', 'cl.f'],
    ['BRENT', 'BRENT', 'BZ=F', 'cb.f'],
    ['NATGAS', 'NATGAS', 'NG=F', 'ng.f'],
    ['WHEAT', 'WHEAT', 'ZW=F', 'zw.f'],
    ['CORN', 'CORN', 'ZC=F', 'zc.f'],
    ['COPPER', 'COPPER', 'HG=F', 'hg.f'],
    ['SPX', 'SPX', '^GSPC', '^spx'],
    ['^GSPC', 'SPX', '^GSPC', '^spx'],
    ['NDX', 'NDX', '^NDX', '^ndx'],
    ['DJI', 'DJI', '^DJI', '^dji'],
    ['FTSE', 'FTSE', '^FTSE', '^ukx'],
    ['DAX', 'DAX', '^GDAXI', '^dax'],
    ['NIKKEI', 'NIKKEI', '^N225', '^nkx'],
    ['ES', 'ES', 'ES=F', 'es.f'],
    ['ZN=F', 'ZN', 'ZN=F', 'zn.f'],
    ['PLATINUM', 'XPTUSD', 'PL=F', 'xptusd'],
    ['CHFJPY', 'CHFJPY', 'CHFJPY=X', 'chfjpy'],
    ['AAPL', 'AAPL', 'AAPL', 'aapl.us'],
    ['BRK.B', 'BRK.B', 'BRK-B', 'brk-b.us'],
    ['VOD.L', 'VOD.L', 'VOD.L', null],
  ])('%s is %s on Yahoo as %s and on Stooq as %s', (asked, id, yahoo, stooq) => {
    expect(resolveSourceSymbols(asked)).toMatchObject({ id, yahoo, stooq });
  });

  it('gives FX bars the quote currency and indices their market\'s currency', () => {
    expect(resolveSourceSymbols('USDJPY').currency).toBe('JPY');
    expect(resolveSourceSymbols('FTSE').currency).toBe('GBP');
    expect(resolveSourceSymbols('DAX').currency).toBe('EUR');
    expect(resolveSourceSymbols('WHEAT').currency).toBe('USX');
  });

  it('resolves every alias to a listed instrument', () => {
    for (const target of Object.values(INSTRUMENT_ALIASES)) expect(INSTRUMENT_SYMBOLS[target]).toBeDefined();
  });

  it('refuses text that cannot be a symbol as a bad argument naming instrument', () => {
    for (const bad of ['', 'SELECT *', 'A/B', 'x'.repeat(30)]) expect(() => resolveSourceSymbols(bad)).toThrow(expect.objectContaining({ field: 'instrument' }));
  });

  it('asks any plain ticker as itself, upper case (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{1,5}$/), (ticker) => {
        const upper = ticker.toUpperCase();
        fc.pre(INSTRUMENT_SYMBOLS[upper] === undefined && INSTRUMENT_ALIASES[upper] === undefined);
        const r = resolveSourceSymbols(ticker);
        return r.id === upper && r.yahoo === upper && r.stooq === `${ticker.toLowerCase()}.us` && r.kind === 'equity';
      }),
    );
  });
});
