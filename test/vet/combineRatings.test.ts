import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { combineRatings, type RatedDisability, type RatingInput } from '../../src/vet/combineRatings.js';

const left = (rating: number, limb: 'arm' | 'leg' = 'leg'): RatedDisability => ({ rating, side: 'left', limb });
const right = (rating: number, limb: 'arm' | 'leg' = 'leg'): RatedDisability => ({ rating, side: 'right', limb });

/** 38 CFR 4.25(a) conversion, written out independently: nearest multiple of 10, values ending in 5 upward. */
const toNearestTen = (value: number): number => (value % 10 >= 5 ? value - (value % 10) + 10 : value - (value % 10));

const ratingArb = fc.integer({ min: 0, max: 100 });
const disabilityArb: fc.Arbitrary<RatingInput> = fc.oneof(
  fc.integer({ min: 0, max: 10 }).map((n) => n * 10),
  ratingArb,
  fc.record(
    {
      rating: fc.integer({ min: 0, max: 10 }).map((n) => n * 10),
      side: fc.constantFrom('left' as const, 'right' as const),
      limb: fc.constantFrom('arm' as const, 'leg' as const),
    },
    { requiredKeys: ['rating'] },
  ),
);
const listArb = fc.array(disabilityArb, { maxLength: 9 });

function thrown(fn: () => unknown): GuidekitError {
  try {
    fn();
  } catch (error) {
    if (error instanceof GuidekitError) return error;
    throw error;
  }
  throw new Error('expected a GuidekitError');
}

describe('combineRatings', () => {
  describe('38 CFR 4.25 reference vectors', () => {
    it('combines 60 and 30 to 72 (4.25 introduction: "72 percent disabled")', () => {
      const result = combineRatings([60, 30]);
      expect(result.unrounded).toBe(72);
      expect(result.combined).toBe(70);
    });

    it('converts 50 and 30 from 65 up to 70 (4.25(a): "values ending in 5 will be adjusted upward")', () => {
      const result = combineRatings([30, 50]);
      expect(result.unrounded).toBe(65);
      expect(result.combined).toBe(70);
    });

    it('converts 40 and 20 from 52 down to 50 (4.25(a))', () => {
      const result = combineRatings([20, 40]);
      expect(result.unrounded).toBe(52);
      expect(result.combined).toBe(50);
    });

    it('combines 60, 40 and 20 through 76 and 81 to 80 (4.25(a) three-disability example)', () => {
      const result = combineRatings([20, 60, 40]);
      expect(result.order).toEqual([60, 40, 20]);
      expect(result.steps.map((s) => s.running_after)).toEqual([60, 76, 81]);
      expect(result.combined).toBe(80);
    });

    it.each([
      [[10, 20, 30], 50, 50],
      [[80, 20, 64], 94, 90],
      [[20, 39, 30, 10], 69, 70],
      [[20, 20], 36, 40],
      [[20, 20, 10], 42, 40],
      [[10, 10, 10, 10, 10, 10, 10, 10, 10, 10], 65, 70],
      [[90, 90], 99, 100],
      [[80, 10, 40], 89, 90],
    ])('matches VA vets-website disability-rating-calculator inputs.json: %j → %i → %i', (ratings, exact, rounded) => {
      // department-of-veterans-affairs/vets-website, src/applications/disability-benefits/
      // disability-rating-calculator/tests/utils/inputs.json (VA's own calculator tests).
      const result = combineRatings(ratings);
      expect(result.unrounded).toBe(exact);
      expect(result.combined).toBe(rounded);
    });

    it('converts to the nearest 10 only once, after every disability (4.25(b)): ten 10s give 65, then 70', () => {
      // Converting at every step would give 10, 20, 30, ... 100 instead.
      const result = combineRatings(Array.from({ length: 10 }, () => 10));
      expect(result.steps.map((s) => s.running_after)).toEqual([10, 19, 27, 34, 41, 47, 52, 57, 61, 65]);
    });

    it('rounds each Table I step to a whole number: 93 and 21 give 94.47, printed 94 (88 FR 22915)', () => {
      expect(combineRatings([93, 21]).unrounded).toBe(94);
    });
  });

  describe('38 CFR 4.26 bilateral factor', () => {
    it('reproduces the 4.26 example: 60, 20 and bilateral 10s give the order 60, 21, 20, then 68, 74 and 70', () => {
      const result = combineRatings([60, 20, left(10), right(10)]);
      expect(result.bilateral?.group_combined).toBe(19);
      expect(result.bilateral?.factor).toBe(1.9);
      expect(result.bilateral?.group_value).toBe(21);
      expect(result.order).toEqual([60, 21, 20]);
      expect(result.steps.slice(1).map((s) => s.running_after)).toEqual([68, 74]);
      expect(result.combined).toBe(70);
      expect(result.bilateral?.exception_applied).toBe(false);
    });

    it('applies the factor to every disability of a qualifying pair (BVA 1312955: five leg ratings, 41 + 4.1 = 45.1 → 45; combined 84 → 80)', () => {
      // https://www.va.gov/vetapp13/Files2/1312955.txt (2013-04-18): four left-leg ratings and one right-hip rating.
      const result = combineRatings([40, 30, 20, 10, left(10), left(10), right(10), left(10), left(10)], { asOf: '2013-04-18' });
      expect(result.bilateral?.group_combined).toBe(41);
      expect(result.bilateral?.group_value).toBe(45);
      expect(result.unrounded).toBe(84);
      expect(result.combined).toBe(80);
    });

    it('treats all four extremities as one group (4.26(b); BVA 0815809: 20, 20, 10, 10 → 48 + 4.8 = 52.8 → 53)', () => {
      // https://www.va.gov/vetapp08/files2/0815809.txt (2008-05-14).
      const result = combineRatings([left(20, 'arm'), right(20, 'arm'), left(10), right(10)], { asOf: '2008-05-14' });
      expect(result.bilateral?.limbs).toEqual(['arm', 'leg']);
      expect(result.bilateral?.group_combined).toBe(48);
      expect(result.bilateral?.group_value).toBe(53);
    });

    it('adds a factor of 2.8 to 20 and 10 (BVA 1549968: 31, with 30, 30, 20, 20, 20 → 80)', () => {
      // https://www.va.gov/vetapp15/ (Citation Nr 1549968, 2015-11-27).
      const result = combineRatings([left(20), right(10), 30, 30, 20, 20, 20], { asOf: '2015-11-27' });
      expect(result.bilateral?.factor).toBe(2.8);
      expect(result.bilateral?.group_value).toBe(31);
      expect(result.combined).toBe(80);
    });

    it('gives no factor when one side is 0% (4.26(c): compensable degree on each side)', () => {
      const result = combineRatings([30, left(20), right(0)]);
      expect(result.bilateral).toBeNull();
      expect(result.unrounded).toBe(44);
    });

    it('gives no factor for an arm on one side and a leg on the other (4.26: both arms or both legs)', () => {
      const result = combineRatings([left(20, 'arm'), right(20, 'leg')]);
      expect(result.bilateral).toBeNull();
      expect(result.unrounded).toBe(36);
    });

    it('caps the group value at 100 (80 and 60 combine to 92; 92 + 9.2 would be 101)', () => {
      const result = combineRatings([left(80), right(60)]);
      expect(result.bilateral?.group_combined).toBe(92);
      expect(result.bilateral?.group_value).toBe(100);
      expect(result.combined).toBe(100);
    });

    it('rounds the group value half up: 55 + 5.5 = 60.5 → 61', () => {
      // 50 and 10 combine to 55 (Table I row 50, column 10).
      expect(combineRatings([left(50), right(10)]).bilateral?.group_value).toBe(61);
    });
  });

  describe('38 CFR 4.26(d) most favorable exception', () => {
    it('leaves the factor out for 90, 30 and bilateral 10s: 100 instead of 90 (88 FR 22915 illustration)', () => {
      // https://www.govinfo.gov/content/pkg/FR-2023-04-14/html/2023-07426.htm: with the factor, 93 and 21 give
      // 94.47 → 94 → 90; combined separately the 10s take 93 to 94 and 95 → 100.
      const result = combineRatings([90, 30, left(10), right(10)]);
      expect(result.combined).toBe(100);
      expect(result.unrounded).toBe(95);
      expect(result.bilateral?.applied).toBe(false);
      expect(result.bilateral?.exception_applied).toBe(true);
      expect(result.bilateral?.default_combined).toBe(90);
      expect(result.bilateral?.excluded_indexes).toEqual([2, 3]);
    });

    it('does not apply the exception before its effective date, 2023-04-16', () => {
      const before = combineRatings([90, 30, left(10), right(10)], { asOf: '2023-04-15' });
      expect(before.combined).toBe(90);
      expect(before.bilateral?.exception_in_force).toBe(false);
      expect(before.unverified_rules).toEqual(['us.va.bilateral_factor']);
      expect(combineRatings([90, 30, left(10), right(10)], { asOf: '2023-04-16' }).combined).toBe(100);
    });

    it('removes only some paired disabilities when that is most favorable ("one or more", 4.26(d))', () => {
      // By hand: all three legs in the factor: 60, 40, 10 → 76 → 78.4 → 78; +7.8 = 85.8 → 86; with 60: 94.4 → 94 → 90.
      // Without any factor: 60, 60, 40, 10 → 84 → 90.4 → 90 → 91 → 90.
      // Left-leg 10 out: 60, 40 → 76; +7.6 = 83.6 → 84; 84, 60, 10 → 93.6 → 94 → 94.6 → 95 → 100.
      const result = combineRatings([60, left(10), right(40), left(60)]);
      expect(result.combined).toBe(100);
      expect(result.bilateral?.member_indexes).toEqual([2, 3]);
      expect(result.bilateral?.excluded_indexes).toEqual([1]);
      expect(result.bilateral?.group_value).toBe(84);
      expect(result.bilateral?.default_combined).toBe(90);
    });

    it('keeps a factor only on a group with both sides (the 4.26 example stays 70, not 80)', () => {
      // Keeping one 10 alone in the factor (11) would give 60, 20, 11, 10: 68, 72, 75 → 80.
      expect(combineRatings([60, 20, left(10), right(10)]).combined).toBe(70);
    });
  });

  describe('invariants', () => {
    it('does not depend on the order of the inputs', () => {
      fc.assert(
        fc.property(listArb.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }))), ([list, shuffled]) => {
          const a = combineRatings(list);
          const b = combineRatings(shuffled);
          expect(b.unrounded).toBe(a.unrounded);
          expect(b.combined).toBe(a.combined);
          expect(b.order).toEqual(a.order);
        }),
      );
    });

    it('never lowers the combined rating when a rating is added', () => {
      fc.assert(
        fc.property(listArb, disabilityArb, (list, extra) => {
          const before = combineRatings(list);
          const after = combineRatings([...list, extra]);
          expect(after.combined).toBeGreaterThanOrEqual(before.combined);
          expect(after.unrounded).toBeGreaterThanOrEqual(before.unrounded);
        }),
      );
    });

    it('returns a multiple of 10 from 0 to 100, within 5 of the combined value', () => {
      fc.assert(
        fc.property(listArb, (list) => {
          const result = combineRatings(list);
          expect(result.combined % 10).toBe(0);
          expect(result.combined).toBeGreaterThanOrEqual(0);
          expect(result.combined).toBeLessThanOrEqual(100);
          expect(Math.abs(result.combined - result.unrounded)).toBeLessThanOrEqual(5);
        }),
      );
    });

    it('combines a single rating r to r converted to the nearest 10', () => {
      fc.assert(
        fc.property(ratingArb, (r) => {
          const result = combineRatings([r]);
          expect(result.unrounded).toBe(r);
          expect(result.combined).toBe(toNearestTen(r));
        }),
      );
    });

    it('matches the exact efficiency formula rounded half up for two ratings (Table I)', () => {
      fc.assert(
        fc.property(ratingArb, ratingArb, (a, b) => {
          // 100 − (100 − a)(100 − b)/100, exact, rounded half up: the value Table I prints.
          const exact = new Decimal(100).minus(new Decimal(100 - a).times(100 - b).dividedBy(100));
          expect(combineRatings([a, b]).unrounded).toBe(exact.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber());
        }),
      );
    });

    it('is never below the result without the bilateral factor, nor below the full group, under 4.26(d)', () => {
      fc.assert(
        fc.property(listArb, (list) => {
          const result = combineRatings(list);
          const plain = combineRatings(list.map((d) => (typeof d === 'number' ? d : d.rating)));
          expect(result.combined).toBeGreaterThanOrEqual(plain.combined);
          if (result.bilateral) expect(result.combined).toBeGreaterThanOrEqual(result.bilateral.default_combined);
        }),
      );
    });

    it('does not mutate its inputs', () => {
      fc.assert(
        fc.property(listArb, (list) => {
          const copy = structuredClone(list);
          combineRatings(Object.freeze(list.map((d) => (typeof d === 'number' ? d : Object.freeze({ ...d })))));
          combineRatings(list);
          expect(list).toEqual(copy);
        }),
      );
    });

    it('returns 0 for no ratings and for only 0% ratings', () => {
      expect(combineRatings([]).combined).toBe(0);
      expect(combineRatings([0, 0]).combined).toBe(0);
    });
  });

  describe('narrative and citations', () => {
    it('writes the summary in Spanish when asked', () => {
      expect(combineRatings([50, 30], { lang: 'es' }).summary).toContain('calificación combinada del 70%');
    });

    it('cites 4.25 always and 4.26 only when a pair qualifies', () => {
      expect(combineRatings([50, 30]).rules_applied.map((r) => r.id)).toEqual(['us.va.combined_ratings_table']);
      expect(combineRatings([left(10), right(10)]).rules_applied.map((r) => r.id)).toEqual([
        'us.va.combined_ratings_table',
        'us.va.bilateral_factor',
      ]);
    });
  });

  describe('bad arguments', () => {
    it.each([
      [[10.5], 'invalid_number', 'ratings[0]'],
      [[-10], 'too_small', 'ratings[0]'],
      [[30, 110], 'too_big', 'ratings[1]'],
      [['30'], 'invalid_type', 'ratings[0]'],
      [[{ rating: 20, side: 'both', limb: 'leg' }], 'invalid_value', 'ratings[0].side'],
      [[{ rating: 20, side: 'left', limb: 'foot' }], 'invalid_value', 'ratings[0].limb'],
      [[{ side: 'left' }], 'invalid_number', 'ratings[0].rating'],
    ])('rejects %j with %s on %s', (ratings, code, field) => {
      const error = thrown(() => combineRatings(ratings as unknown as RatingInput[]));
      expect(error.code).toBe(code);
      expect(error.field).toBe(field);
      expect(error.message.startsWith('combineRatings:')).toBe(true);
    });

    it('rejects a list that is not an array and a list that is too long', () => {
      expect(thrown(() => combineRatings('10,20' as unknown as RatingInput[])).field).toBe('ratings');
      expect(thrown(() => combineRatings(Array.from({ length: 101 }, () => 10))).code).toBe('too_big');
    });

    it('rejects more paired disabilities than the 4.26(d) search is bounded to', () => {
      const many = [...Array.from({ length: 9 }, () => left(10)), ...Array.from({ length: 8 }, () => right(10))];
      expect(thrown(() => combineRatings(many)).code).toBe('too_big');
    });

    it('rejects a malformed or too early asOf and an unknown lang', () => {
      expect(thrown(() => combineRatings([10], { asOf: '2026-02-30' })).code).toBe('invalid_date');
      const early = thrown(() => combineRatings([10], { asOf: '1950-01-01' }));
      expect([early.code, early.field]).toEqual(['out_of_range', 'asOf']);
      expect(thrown(() => combineRatings([10], { lang: 'it' as 'en' })).field).toBe('lang');
    });
  });
});

describe('combineRatings', () => {
  describe('exhaustive check against an independent 38 CFR 4.25 implementation', () => {
    /**
     * 38 CFR 4.25 written out from the regulation, independently of the engine: order the ratings from the highest,
     * combine each next rating into the running value as a + b × (100 − a) / 100 rounded half up to a whole number
     * (Table I cells are whole numbers; 88 FR 22915), then convert once to the nearest 10 with 5s upward (4.25(a)).
     */
    const referenceCombine = (ratings: readonly number[]): { unrounded: number; combined: number } => {
      let value = 0;
      for (const b of [...ratings].sort((x, y) => y - x)) value += Math.floor((b * (100 - value) + 50) / 100);
      return { unrounded: value, combined: toNearestTen(value) };
    };
    /** Every multiset of `size` ratings from `values`, as non-increasing lists. */
    const multisets = (values: readonly number[], size: number): number[][] => {
      if (size === 0) return [[]];
      const out: number[][] = [];
      values.forEach((v, i) => {
        for (const rest of multisets(values.slice(i), size - 1)) out.push([v, ...rest]);
      });
      return out;
    };
    const TENS = [100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 0];
    const all = [0, 1, 2, 3, 4, 5].flatMap((size) => multisets(TENS, size));

    it('enumerates all C(16, 5) = 4,368 multisets of up to five ratings from 0, 10, …, 100', () => {
      expect(all).toHaveLength(4368);
      expect(new Set(all.map((m) => m.join(','))).size).toBe(4368);
    });

    it('agrees with the reference on the combined value and the rating for every one of them, in ascending input order', () => {
      const mismatches: string[] = [];
      for (const ratings of all) {
        const expected = referenceCombine(ratings);
        const got = combineRatings([...ratings].reverse(), { asOf: '2026-01-01' });
        if (got.unrounded !== expected.unrounded || got.combined !== expected.combined) {
          mismatches.push(`${ratings.join(',')}: got ${got.unrounded}/${got.combined}, expected ${expected.unrounded}/${expected.combined}`);
        }
      }
      expect(mismatches).toEqual([]);
    });

    it('the reference reproduces the regulation examples it is checked against (4.25: 60,30 → 72; 50,30 → 70; 60,40,20 → 81 → 80)', () => {
      expect(referenceCombine([60, 30])).toEqual({ unrounded: 72, combined: 70 });
      expect(referenceCombine([50, 30])).toEqual({ unrounded: 65, combined: 70 });
      expect(referenceCombine([60, 40, 20])).toEqual({ unrounded: 81, combined: 80 });
    });
  });
});

describe('combineRatings answers are independent', () => {
  it('shares no object between two answers: changing one answer (citations, steps, indexes) leaves the next one as it was', () => {
    const input = [50, { rating: 20, side: 'left' as const, limb: 'leg' as const }, { rating: 10, side: 'right' as const, limb: 'leg' as const }];
    const first = combineRatings(input) as unknown as {
      rules_applied: { title: string }[];
      unverified_rules: string[];
      steps: { input_indexes: number[] }[];
      bilateral: { limbs: string[]; eligible_indexes: number[]; member_indexes: number[]; group_steps: { input_indexes: number[] }[] };
    };
    const before = JSON.stringify(combineRatings(input));
    first.rules_applied[0]!.title = 'changed';
    first.rules_applied.push({ title: 'extra' });
    first.unverified_rules.push('extra');
    first.steps[0]!.input_indexes.push(99);
    first.bilateral.limbs.push('arm');
    first.bilateral.eligible_indexes.push(99);
    first.bilateral.member_indexes.push(99);
    first.bilateral.group_steps[0]!.input_indexes.push(99);
    expect(JSON.stringify(combineRatings(input))).toBe(before);
    const second = combineRatings(input);
    expect(second.bilateral!.member_indexes).not.toBe(second.steps.find((s) => s.kind === 'bilateral_group')!.input_indexes);
  });
});
