import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGuidekitError } from '../../../src/core/isGuidekitError.js';
import { checkIncomePeriod, INCOME_ANNUAL_SUSPECT_ALONE, INCOME_ANNUAL_SUSPECT_FLOOR, INCOME_ANNUAL_SUSPECT_RATIO } from '../../../src/debt/_lib/checkIncomePeriod.js';
import { toMonthlyIncome } from '../../../src/debt/_lib/monthlyIncome.js';

describe('toMonthlyIncome', () => {
  it('divides a year by 12 and multiplies 26 biweekly or 52 weekly pays before dividing by 12', () => {
    expect(toMonthlyIncome('60000', { period: 'annual' }).toFixed(2)).toBe('5000.00');
    expect(toMonthlyIncome('50000', { period: 'annual' }).toFixed(2)).toBe('4166.67'); // 4,166.666…
    expect(toMonthlyIncome('2000', { period: 'biweekly' }).toFixed(2)).toBe('4333.33'); // 52,000 / 12
    expect(toMonthlyIncome('1000', { period: 'weekly' }).toFixed(2)).toBe('4333.33');
    expect(toMonthlyIncome('1234.567').toFixed()).toBe('1234.567'); // monthly: unchanged
  });

  it('is the exact monthly figure rounded half up to the cent, for every amount and period (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), fc.constantFrom(['annual', 1], ['biweekly', 26], ['weekly', 52]), (cents, [period, perYear]) => {
        const income = new Decimal(cents).dividedBy(100);
        const monthly = toMonthlyIncome(income, { period: period as 'annual' | 'biweekly' | 'weekly' });
        // |monthly × 12 − income × perYear| ≤ half a cent × 12: the rounding is to the nearest cent.
        expect(monthly.times(12).minus(income.times(perYear as number)).abs().lessThanOrEqualTo('0.06')).toBe(true);
        expect(monthly.decimalPlaces()).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('rejects a negative income or an unknown period, naming the field', () => {
    for (const [call, field] of [
      [() => toMonthlyIncome('-1'), 'income'],
      [() => toMonthlyIncome('x'), 'income'],
      [() => toMonthlyIncome('1', { period: 'daily' as never }), 'income_period'],
    ] as const) {
      let error: unknown;
      try {
        call();
      } catch (e) {
        error = e;
      }
      expect(isGuidekitError(error)).toBe(true);
      expect((error as { field: string }).field).toBe(field);
    }
  });
});

describe('checkIncomePeriod', () => {
  it('flags a monthly income of 15,000 or more that is over 20 times the stated monthly outgoings', () => {
    expect(INCOME_ANNUAL_SUSPECT_RATIO).toBe(20);
    expect(checkIncomePeriod('60000', { monthlyOutgoings: '450' }).looks_annual).toBe(true);
    expect(checkIncomePeriod('15000', { monthlyOutgoings: '700' }).looks_annual).toBe(true); // 15,000 > 14,000
    expect(checkIncomePeriod('15000', { monthlyOutgoings: '750' }).looks_annual).toBe(false); // 15,000 = 20 × 750
    expect(checkIncomePeriod('14999.99', { monthlyOutgoings: '1' }).looks_annual).toBe(false); // below the floor
  });

  it('without outgoings flags only from 25,000 a month', () => {
    expect(checkIncomePeriod('24999.99').looks_annual).toBe(false);
    expect(checkIncomePeriod(INCOME_ANNUAL_SUSPECT_ALONE).looks_annual).toBe(true);
  });

  it('never flags an income whose period is stated, nor one under the floor (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom('monthly', 'annual', 'biweekly', 'weekly' as const), (cents, outCents, period) => {
        const income = (cents / 100).toFixed(2);
        const outgoings = (outCents / 100).toFixed(2);
        expect(checkIncomePeriod(income, { period, monthlyOutgoings: outgoings }).looks_annual).toBe(false);
        const unstated = checkIncomePeriod(income, { monthlyOutgoings: outgoings });
        if (new Decimal(income).lessThan(INCOME_ANNUAL_SUSPECT_FLOOR)) expect(unstated.looks_annual).toBe(false);
        // The unit is always stated; a yearly-looking figure is read as yearly, so its monthly income is a twelfth.
        expect(unstated.note.length).toBeGreaterThan(0);
        expect(unstated.income_period).toBe(unstated.looks_annual ? 'annual' : 'monthly');
        expect(unstated.income_period_basis).toBe(unstated.looks_annual ? 'inferred' : 'default');
        if (unstated.looks_annual) expect(unstated.monthly_income.toFixed(2)).toBe(new Decimal(income).dividedBy(12).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
      }),
    );
  });
});
