import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineRatingNumbers } from '../../bench/_lib/combineRatingNumbers.js';
import { listCombinedRatingNumbers } from '../../bench/_lib/listCombinedRatingNumbers.js';
import { combineRatings, type RatedDisability } from '../../src/vet/combineRatings.js';

// The bench holds combineRatings to a like-for-like floor (bench/vet.bench.ts): plain numbers doing the same
// 4.25/4.26 arithmetic. The floor is honest only if it gives every number the answer gives, for any input.
const SIDES = { left: 1, right: 2 } as const;
const LIMBS = { arm: 1, leg: 2 } as const;

const disability = fc.record(
  {
    rating: fc.oneof(fc.constantFrom(0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100), fc.integer({ min: 0, max: 100 })),
    side: fc.constantFrom('left', 'right') as fc.Arbitrary<'left' | 'right'>,
    limb: fc.constantFrom('arm', 'leg') as fc.Arbitrary<'arm' | 'leg'>,
  },
  { requiredKeys: ['rating'] },
);

function floorOf(ratings: readonly RatedDisability[], inForce: boolean): number[] {
  return combineRatingNumbers(
    ratings.map((r) => r.rating),
    ratings.map((r) => (r.side === undefined || r.limb === undefined ? 0 : SIDES[r.side])),
    ratings.map((r) => (r.side === undefined || r.limb === undefined ? 0 : LIMBS[r.limb])),
    { factorPercent: 10, compensableMinimum: 10, mostFavorableExclusion: inForce },
  );
}

describe('the combineRatings bench floor', () => {
  it('gives every number of the answer (steps, bilateral group, 4.26(d) choice) for any ratings, before and after 4.26(d)', () => {
    fc.assert(
      fc.property(fc.array(disability, { maxLength: 14 }), fc.boolean(), (ratings, inForce) => {
        const answer = combineRatings(ratings, inForce ? {} : { asOf: '2023-04-15' });
        expect(floorOf(ratings, inForce)).toEqual(listCombinedRatingNumbers(answer));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives the 4.26(d) example numbers: 60, a left-leg 10, a right-leg 40 and a left-leg 60 give 100 with the 10 left out', () => {
    const ratings: RatedDisability[] = [{ rating: 60 }, { rating: 10, side: 'left', limb: 'leg' }, { rating: 40, side: 'right', limb: 'leg' }, { rating: 60, side: 'left', limb: 'leg' }];
    const numbers = floorOf(ratings, true);
    expect(numbers.slice(0, 2)).toEqual([95, 100]);
    expect(numbers).toEqual(listCombinedRatingNumbers(combineRatings(ratings)));
  });
});
