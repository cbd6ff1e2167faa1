import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { computeCompensation, type CompensationInput } from '../../src/vet/computeCompensation.js';

const DEC_2024 = '2024-12-01';
const DEC_2025 = '2025-12-01';

function thrown(fn: () => unknown): GuidekitError {
  try {
    fn();
  } catch (error) {
    if (error instanceof GuidekitError) return error;
    throw error;
  }
  throw new Error('expected a GuidekitError');
}

const amount = (input: CompensationInput, asOf: string): string => computeCompensation(input, { asOf }).monthly_amount.toFixed(2);

const ratingArb = fc.integer({ min: 0, max: 10 }).map((n) => n * 10);
const inputArb = fc
  .record({
    rating: ratingArb,
    spouse: fc.boolean(),
    spouse_aid_attendance: fc.boolean(),
    children_under_18: fc.integer({ min: 0, max: 6 }),
    school_children: fc.integer({ min: 0, max: 4 }),
    parents: fc.integer({ min: 0, max: 2 }),
  })
  .map((i) => ({ ...i, spouse_aid_attendance: i.spouse && i.spouse_aid_attendance }));
const dateArb = fc.constantFrom(DEC_2024, '2025-06-30', DEC_2025, '2026-11-22');

describe('computeCompensation', () => {
  describe('reference vectors from the VA rate tables', () => {
    it('pays $3,831.30 at 100% for a veteran alone from 2024-12-01', () => {
      // va.gov past rates 2025 (effective December 1, 2024), as quoted by Marca 2025-12-01 and research/vet.md.
      expect(amount({ rating: 100 }, DEC_2024)).toBe('3831.30');
    });

    it('pays the flat $175.51 at 10% and $346.95 at 20% from 2024-12-01', () => {
      expect(amount({ rating: 10 }, DEC_2024)).toBe('175.51');
      expect(amount({ rating: 20 }, '2025-11-30')).toBe('346.95');
    });

    it('pays $3,938.58 at 100% alone and $180.42 at 10% from 2025-12-01 (2.8% COLA)', () => {
      // research/vet.md section 2; Marca: "10%: from $175.51 to about $180.42".
      expect(amount({ rating: 100 }, DEC_2025)).toBe('3938.58');
      expect(amount({ rating: 10 }, DEC_2025)).toBe('180.42');
      expect(amount({ rating: 20 }, DEC_2025)).toBe('356.66');
    });

    it('reads the 2024-12-01 basic and added amounts for 30%-60% (web copy of the VA table)', () => {
      expect(amount({ rating: 30, spouse: true }, DEC_2024)).toBe('601.42');
      expect(amount({ rating: 60, parents: 2 }, DEC_2024)).toBe('1599.93');
      // With one child the "with child" row applies; the second child adds $31.00 at 30%.
      const twoKids = computeCompensation({ rating: 30, children_under_18: 2 }, { asOf: DEC_2024 });
      expect(twoKids.lines.map((l) => [l.line, l.amount.toFixed(2)])).toEqual([
        ['base', '579.42'],
        ['additional_children_under_18', '31.00'],
      ]);
    });

    it('reads the 2025-12-01 rows with spouse, parents and one child (research/vet.md tables)', () => {
      expect(amount({ rating: 100, spouse: true }, DEC_2025)).toBe('4158.17');
      expect(amount({ rating: 70, spouse: true, children_under_18: 1 }, DEC_2025)).toBe('2074.45');
      expect(amount({ rating: 50, spouse: true, parents: 1 }, DEC_2025)).toBe('1329.90');
      expect(amount({ rating: 90, parents: 2, children_under_18: 1 }, DEC_2025)).toBe('2810.30');
    });

    it("follows VA's worked method for a 70% veteran with a spouse and four children, one over 18 in school", () => {
      // VA "How to read compensation benefits rate tables": take the rate for a spouse and the 3 minor children,
      // then add one school child. 2025-12-01: 2074.45 (spouse + 1 child) + 2 × 76.00 + 246.00 = 2472.45.
      const result = computeCompensation({ rating: 70, spouse: true, children_under_18: 3, school_children: 1 }, { asOf: DEC_2025 });
      expect(result.monthly_amount.toFixed(2)).toBe('2472.45');
      expect(result.lines.map((l) => [l.line, l.quantity, l.unit_amount.toFixed(2)])).toEqual([
        ['base', 1, '2074.45'],
        ['additional_children_under_18', 2, '76.00'],
        ['school_children_over_18', 1, '246.00'],
      ]);
    });

    it('adds the spouse Aid and Attendance amount ($201.41 at 100% from 2025-12-01)', () => {
      // 4158.17 + 201.41 = 4359.58.
      expect(amount({ rating: 100, spouse: true, spouse_aid_attendance: true }, DEC_2025)).toBe('4359.58');
    });

    it('counts school children only as added amounts, never as the "with child" row', () => {
      // 2025-12-01, 40%: veteran alone 795.84 + one school child 140.00 = 935.84.
      const result = computeCompensation({ rating: 40, school_children: 1 }, { asOf: DEC_2025 });
      expect(result.base_row).toEqual({ rating: 40, dependency_status: 'alone', with_child_under_18: false });
      expect(result.monthly_amount.toFixed(2)).toBe('935.84');
    });

    it('ignores dependents at 10% and 20% and says so', () => {
      const result = computeCompensation({ rating: 20, spouse: true, children_under_18: 2, parents: 1 }, { asOf: DEC_2024 });
      expect(result.monthly_amount.toFixed(2)).toBe('346.95');
      expect(result.notes.join(' ')).toContain('whatever the dependents');
    });

    it('pays nothing at 0%', () => {
      const result = computeCompensation({ rating: 0, spouse: true }, { asOf: DEC_2025 });
      expect(result.monthly_amount.isZero()).toBe(true);
      expect(result.base_row).toBeNull();
    });

    it('switches tables on December 1 and cites the version used as unverified', () => {
      const before = computeCompensation({ rating: 100 }, { asOf: '2025-11-30' });
      const after = computeCompensation({ rating: 100 }, { asOf: DEC_2025 });
      expect([before.rates_effective, after.rates_effective]).toEqual([DEC_2024, DEC_2025]);
      expect(after.rules_applied.map((r) => [r.id, r.effective])).toEqual([['us.va.disability_compensation_rates', DEC_2025]]);
      expect(after.unverified_rules).toEqual(['us.va.disability_compensation_rates']);
    });
  });

  describe('invariants', () => {
    it('prices the 2025-12-01 100% cells as the 2024-12-01 cells raised by the 2.8% COLA', () => {
      // Cross-checks the two independently sourced tables against the 2.8% COLA (SSA, October 2025).
      fc.assert(
        fc.property(inputArb, (input) => {
          const older = new Decimal(amount({ ...input, rating: 100, children_under_18: Math.min(input.children_under_18, 1) }, DEC_2024));
          const newer = amount({ ...input, rating: 100, children_under_18: Math.min(input.children_under_18, 1) }, DEC_2025);
          if (input.school_children === 0 && !input.spouse_aid_attendance) {
            expect(newer).toBe(older.times('1.028').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
          }
        }),
      );
    });

    it('prices child and school-child amounts below 100% as the 100% amount scaled by the rating, in whole dollars (38 U.S.C. 1115(2))', () => {
      fc.assert(
        fc.property(fc.integer({ min: 3, max: 9 }).map((n) => n * 10), dateArb, (rating, asOf) => {
          const unit = (r: number, kind: string): Decimal => {
            const result = computeCompensation({ rating: r, children_under_18: 2, school_children: 1 }, { asOf });
            return result.lines.find((l) => l.line === kind)?.unit_amount ?? new Decimal(-1);
          };
          for (const kind of ['additional_children_under_18', 'school_children_over_18']) {
            const scaled = unit(100, kind).times(rating).dividedBy(100).floor();
            expect(unit(rating, kind).equals(scaled)).toBe(true);
          }
        }),
      );
    });

    it('never decreases when a dependent is added', () => {
      const additions: ((i: CompensationInput) => CompensationInput | null)[] = [
        (i) => (i.spouse ? null : { ...i, spouse: true }),
        (i) => (i.spouse && !i.spouse_aid_attendance ? { ...i, spouse_aid_attendance: true } : null),
        (i) => ({ ...i, children_under_18: (i.children_under_18 ?? 0) + 1 }),
        (i) => ({ ...i, school_children: (i.school_children ?? 0) + 1 }),
        (i) => ((i.parents ?? 0) < 2 ? { ...i, parents: (i.parents ?? 0) + 1 } : null),
      ];
      fc.assert(
        fc.property(inputArb, dateArb, fc.integer({ min: 0, max: additions.length - 1 }), (input, asOf, which) => {
          const more = additions[which]?.(input);
          if (more === null || more === undefined) return;
          const base = computeCompensation(input, { asOf }).monthly_amount;
          const bigger = computeCompensation(more, { asOf }).monthly_amount;
          expect(bigger.greaterThanOrEqualTo(base)).toBe(true);
          if (input.rating >= 30) expect(bigger.greaterThan(base)).toBe(true);
        }),
      );
    });

    it('never decreases when the rating rises by 10', () => {
      fc.assert(
        fc.property(inputArb.filter((i) => i.rating < 100), dateArb, (input, asOf) => {
          const lower = computeCompensation(input, { asOf }).monthly_amount;
          const higher = computeCompensation({ ...input, rating: input.rating + 10 }, { asOf }).monthly_amount;
          expect(higher.greaterThan(lower)).toBe(true);
        }),
      );
    });

    it('adds up its lines exactly, in cents', () => {
      fc.assert(
        fc.property(inputArb, dateArb, (input, asOf) => {
          const result = computeCompensation(input, { asOf });
          const sum = result.lines.reduce((acc, l) => acc.plus(l.amount), new Decimal(0));
          expect(result.monthly_amount.equals(sum)).toBe(true);
          for (const l of result.lines) expect(l.amount.equals(l.unit_amount.times(l.quantity))).toBe(true);
          expect(result.monthly_amount.decimalPlaces()).toBeLessThanOrEqual(2);
        }),
      );
    });

    it('does not mutate its input', () => {
      fc.assert(
        fc.property(inputArb, dateArb, (input, asOf) => {
          const copy = { ...input };
          computeCompensation(Object.freeze(input), { asOf });
          expect(input).toEqual(copy);
        }),
      );
    });
  });

  describe('narrative', () => {
    it('describes the lines in Spanish when asked', () => {
      const result = computeCompensation({ rating: 50, spouse: true, children_under_18: 2 }, { asOf: DEC_2025, lang: 'es' });
      expect(result.lines[0]?.description).toBe('Tarifa mensual básica con un 50%: veterano con cónyuge, con un hijo menor de 18 años');
      expect(result.summary).toContain('1376,90\u00a0US$'); // CLDR Spanish money format (docs/languages.md)
    });
  });

  describe('bad arguments', () => {
    it.each([
      [{ rating: 35 }, 'invalid_number', 'rating'],
      [{ rating: 110 }, 'too_big', 'rating'],
      [{ rating: -10 }, 'too_small', 'rating'],
      [{ rating: '70' }, 'invalid_number', 'rating'],
      [{ rating: 70, parents: 3 }, 'too_big', 'parents'],
      [{ rating: 70, children_under_18: -1 }, 'too_small', 'children_under_18'],
      [{ rating: 70, school_children: 1.5 }, 'invalid_number', 'school_children'],
      [{ rating: 70, spouse: 'yes' }, 'invalid_type', 'spouse'],
      [{ rating: 70, spouse_aid_attendance: true }, 'invalid_combination', 'spouse_aid_attendance'],
    ])('rejects %j with %s on %s', (input, code, field) => {
      const error = thrown(() => computeCompensation(input as unknown as CompensationInput, { asOf: DEC_2025 }));
      expect([error.code, error.field]).toEqual([code, field]);
      expect(error.message.startsWith('computeCompensation:')).toBe(true);
    });

    it('rejects an asOf before 2024-12-01 as out of range', () => {
      const error = thrown(() => computeCompensation({ rating: 100 }, { asOf: '2024-11-30' }));
      expect([error.code, error.field]).toEqual(['out_of_range', 'asOf']);
      expect(error.message.startsWith('computeCompensation:')).toBe(true);
    });

    it('rejects a malformed asOf and an unknown lang', () => {
      expect(thrown(() => computeCompensation({ rating: 100 }, { asOf: '2025-13-01' })).code).toBe('invalid_date');
      expect(thrown(() => computeCompensation({ rating: 100 }, { asOf: DEC_2025, lang: 'it' as 'en' })).field).toBe('lang');
    });
  });
});
