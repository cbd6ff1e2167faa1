import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findForeignFigures } from '../../../src/markets/ask/findForeignFigures.js';
import { formatFigure } from '../../../src/markets/_lib/formatFigure.js';

describe('findForeignFigures', () => {
  it('accounts for figures written at fewer decimals, in either decimal style, and inside strings', () => {
    const sources = [{ mean_pct: -0.4123, up_share_pct: 66.67, n: 12, date: '2026-12-09', time_et: '08:30' }];
    expect(findForeignFigures(['Gold fell 0.41 % on average; 67 % of 12 releases rose.'], sources)).toEqual([]);
    expect(findForeignFigures(['El oro bajó un 0,41 % de media.'], sources)).toEqual([]);
    expect(findForeignFigures(['Next release on 2026-12-09 at 08:30.'], sources)).toEqual([]);
  });

  it('reports a figure no engine gave, as written', () => {
    expect(findForeignFigures(['Gold will reach 5000 by March, up 7.5 %.'], [{ mean_pct: 0.41 }])).toEqual(['5000', '7.5']);
    // Rounding only goes one way: 0.4 written as 0.40 claims a precision the engine's 0.4123 does not round to.
    expect(findForeignFigures(['up 0.42 %'], [{ mean_pct: 0.4123 }])).toEqual(['0.42']);
  });

  it('accepts every figure formatFigure writes from an engine number, in English and Spanish', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer({ min: 0, max: 4 }), fc.constantFrom('en', 'es'), (x, decimals, lang) => {
        const text = `the move was ${formatFigure(x, { decimals, lang: lang as 'en' | 'es' })} %`;
        expect(findForeignFigures([text], [{ x }])).toEqual([]);
      }),
    );
  });
});
