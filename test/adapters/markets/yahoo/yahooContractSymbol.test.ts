import { describe, expect, it } from 'vitest';
import { yahooContractSymbol } from '../../../../src/adapters/markets/yahoo/yahooContractSymbol.js';
import { GuidekitError } from '../../../../src/core/GuidekitError.js';

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof GuidekitError) return `${error.code}@${error.field}`;
    throw error;
  }
  return undefined;
}

describe('yahooContractSymbol', () => {
  it('spells a contract as root, month code, two-digit year and the exchange suffix (CLZ26.NYM, ESZ26.CME, GCG27.CMX)', () => {
    expect(yahooContractSymbol('CL', '2026-12')).toEqual({ code: 'CLZ26', yahoo: 'CLZ26.NYM', currency: 'USD' });
    expect(yahooContractSymbol('ES', '2026-12').yahoo).toBe('ESZ26.CME');
    expect(yahooContractSymbol('GC', '2027-02').yahoo).toBe('GCG27.CMX');
    // CBOT and ICE Futures U.S. roots, with the quote unit of the instrument table.
    expect(yahooContractSymbol('ZC', '2027-03')).toEqual({ code: 'ZCH27', yahoo: 'ZCH27.CBT', currency: 'USX' });
    expect(yahooContractSymbol('SB', '2027-03').yahoo).toBe('SBH27.NYB');
    // An alias of the root resolves to it.
    expect(yahooContractSymbol('ES1!', '2027-03').code).toBe('ESH27');
  });

  it('refuses a month the root does not list, a malformed month and what is not a futures root', () => {
    expect(codeOf(() => yahooContractSymbol('ES', '2026-11'))).toBe('invalid_month@month');
    expect(codeOf(() => yahooContractSymbol('CL', '2026-13'))).toBe('invalid_month@month');
    expect(codeOf(() => yahooContractSymbol('CL', 'Z26'))).toBe('invalid_month@month');
    expect(codeOf(() => yahooContractSymbol('EURUSD', '2026-12'))).toBe('unknown_instrument@root');
  });
});
