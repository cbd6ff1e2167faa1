import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFootballDataSeason } from '../../../../src/adapters/sports/footballdata/readFootballDataSeason.js';
import { GuidekitError } from '../../../../src/core/GuidekitError.js';

const FN = 'sportsResults.seasonResults';

describe('readFootballDataSeason', () => {
  it('reads the archive\'s path codes (mmz4281/9394 is 1993-94, 2324 is 2023-24)', () => {
    expect(readFootballDataSeason(FN, '9394')).toEqual({ code: '9394', label: '1993-94', endYear: 1994 });
    expect(readFootballDataSeason(FN, '9900')).toEqual({ code: '9900', label: '1999-00', endYear: 2000 });
    expect(readFootballDataSeason(FN, '2324')).toEqual({ code: '2324', label: '2023-24', endYear: 2024 });
  });

  it('gives the same season for its label and its code, for every season the archive can hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1993, max: 2092 }), (start) => {
        const two = (n: number) => String(n % 100).padStart(2, '0');
        const label = `${start}-${two(start + 1)}`;
        const fromLabel = readFootballDataSeason(FN, label);
        expect(fromLabel.label).toBe(label);
        expect(readFootballDataSeason(FN, fromLabel.code)).toEqual(fromLabel);
      }),
    );
  });

  it('refuses years that do not follow each other, seasons before 1993-94, and other forms, naming season', () => {
    for (const bad of ['2021-23', '1992-93', '2093-94', '2023', '23-24', 'abcd', '']) {
      expect(() => readFootballDataSeason(FN, bad), bad).toThrow(GuidekitError);
      try {
        readFootballDataSeason(FN, bad);
      } catch (e) {
        expect((e as GuidekitError).field).toBe('season');
      }
    }
  });
});
