import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveDeadline } from '../../../../src/markets/ask/_lib/resolveDeadline.js';

describe('resolveDeadline', () => {
  // 2026-11-25 is a Wednesday (checked against the calendar: 2026-11-27 is a Friday).
  it.each([
    ['christmas', '2026-12-25'],
    ['xmas', '2026-12-25'],
    ['friday', '2026-11-27'],
    ['wednesday', '2026-11-25'],
    ['tuesday', '2026-12-01'],
    ['tomorrow', '2026-11-26'],
    ['tonight', '2026-11-25'],
    ['end of the week', '2026-11-27'],
    ['end of the month', '2026-11-30'],
    ['month end', '2026-11-30'],
    ['end of the quarter', '2026-12-31'],
    ['end of year', '2026-12-31'],
    ['year-end', '2026-12-31'],
    ["new year's eve", '2026-12-31'],
    ['new year', '2026-12-31'],
    ['march', '2027-03-31'],
    ['november', '2026-11-30'],
    ['end of december', '2026-12-31'],
    ['jan 31', '2027-01-31'],
    ['december 5th', '2026-12-05'],
    ['nov 20', '2027-11-20'],
    ['june 2027', '2027-06-30'],
    ['q1', '2027-03-31'],
    ['q4', '2026-12-31'],
    ['end of 2027', '2027-12-31'],
    ['2027-02-01', '2027-02-01'],
  ])('reads %j at 2026-11-25 as %s', (phrase, date) => {
    expect(resolveDeadline(phrase, '2026-11-25')).toBe(date);
  });

  it('dates christmas in the next year once this one has passed', () => {
    expect(resolveDeadline('christmas', '2026-12-26')).toBe('2027-12-25');
  });

  it('is null for what is no date', () => {
    expect(resolveDeadline('the weekend after next', '2026-11-25')).toBeNull();
    expect(resolveDeadline('february 30', '2026-11-25')).toBeNull();
    expect(resolveDeadline('marching', '2026-11-25')).toBeNull();
  });

  it('never dates a weekday, a month or a day of a month before the question', () => {
    const phrase = fc.oneof(
      fc.constantFrom('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'christmas', 'end of the month', 'end of the quarter'),
      fc.constantFrom('jan', 'feb', 'march', 'april', 'may', 'june', 'july', 'aug', 'sept', 'october', 'nov', 'december'),
      fc.tuple(fc.constantFrom('jan', 'march', 'may', 'july', 'oct', 'dec'), fc.integer({ min: 1, max: 28 })).map(([m, d]) => `${m} ${d}`),
    );
    const asOf = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(phrase, asOf, (p, a) => {
        const date = resolveDeadline(p, a);
        expect(date).not.toBeNull();
        expect(date! >= a).toBe(true);
        // Within a year and a week of the question.
        expect(Date.parse(date!) - Date.parse(a)).toBeLessThanOrEqual(373 * 86_400_000);
      }),
    );
  });
});
