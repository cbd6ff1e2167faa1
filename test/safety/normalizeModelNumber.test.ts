import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeModelNumber } from '../../src/safety/normalizeModelNumber.js';

describe('normalizeModelNumber', () => {
  it('ignores case, spaces, dashes, slashes and dots', () => {
    for (const raw of ['LOMB2003PK', 'lomb-2003 pk', 'LOMB/2003.PK', ' Lomb 2003-Pk ']) expect(normalizeModelNumber(raw).normalized).toBe('LOMB2003PK');
  });
  it('folds full-width characters', () => {
    expect(normalizeModelNumber('ＸＷ－Ａ１７').normalized).toBe('XWA17');
  });
  it('keeps leading zeros of alphanumeric numbers and drops them from all-digit ones', () => {
    expect(normalizeModelNumber('C0001-NB').normalized).toBe('C0001NB');
    expect(normalizeModelNumber('00475630').normalized).toBe('475630');
    expect(normalizeModelNumber('0').normalized).toBe('0');
  });
  it('marks short or digit-free numbers as unusable', () => {
    expect(normalizeModelNumber('PB').usable).toBe(false);
    expect(normalizeModelNumber('RDX').usable).toBe(false);
    expect(normalizeModelNumber('Titan Pro').usable).toBe(false);
    expect(normalizeModelNumber('2890').usable).toBe(true);
  });
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = normalizeModelNumber(s).normalized;
        expect(normalizeModelNumber(once).normalized).toBe(once);
      }),
    );
  });
  it('throws on a non-string', () => {
    expect(() => normalizeModelNumber(null as unknown as string)).toThrow(expect.objectContaining({ code: 'invalid_type', field: 'raw' }));
  });
});
