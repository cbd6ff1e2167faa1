import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { addDays, format, parse } from 'date-fns';
import { computeActuarialApr, type AprCashFlow } from '../../src/debt/computeActuarialApr.js';
import { addMonthsIso } from '../../src/core/addMonthsIso.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';

const plusDays = (iso: string, n: number) => format(addDays(parse(iso, 'yyyy-MM-dd', new Date(2000, 0, 1)), n), 'yyyy-MM-dd');
const monthly = (first: string, n: number, amount: string, step = 1): AprCashFlow[] =>
  Array.from({ length: n }, (_, k) => ({ amount, date: addMonthsIso(first, k * step) }));
const everyDays = (first: string, n: number, amount: string, step: number): AprCashFlow[] =>
  Array.from({ length: n }, (_, k) => ({ amount, date: plusDays(first, step * k) }));
/** Semimonthly payments on the 1st and 16th from 1978-03-01. */
const semimonthly1978 = (n: number, amount: string): AprCashFlow[] =>
  Array.from({ length: n }, (_, k) => ({ amount, date: `${1978 + Math.floor((2 + Math.floor(k / 2)) / 12)}-${String(((2 + Math.floor(k / 2)) % 12) + 1).padStart(2, '0')}-${k % 2 === 0 ? '01' : '16'}` }));

/**
 * The worked examples of 12 CFR part 1026, Appendix J, paragraph (c) ("Examples for the actuarial method"),
 * https://www.consumerfinance.gov/rules-policy/regulations/1026/j/ . Amounts, dates and the published APRs are the
 * regulation's; they were transcribed with the help of the test suite of simontreanor/FSharp.Finance.Personal
 * (tests/AprUsActuarialTests.fs), which encodes the same examples.
 */
const APPENDIX_J_EXAMPLES: readonly { name: string; advance: AprCashFlow; payments: AprCashFlow[]; unit?: Parameters<typeof computeActuarialApr>[2]; apr: string }[] = [
  { name: '(c)(1)(i) monthly, regular first period', advance: { amount: '5000', date: '1978-01-10' }, payments: monthly('1978-02-10', 24, '230'), apr: '9.69' },
  { name: '(c)(1)(ii) monthly, long first period', advance: { amount: '6000', date: '1978-02-10' }, payments: monthly('1978-04-01', 36, '200'), apr: '11.82' },
  {
    name: '(c)(1)(iii) semimonthly, short first period',
    advance: { amount: '5000', date: '1978-02-23' },
    payments: semimonthly1978(24, '219.17'),
    unit: { unitPeriod: 'semimonthly' },
    apr: '10.34',
  },
  {
    name: '(c)(1)(iv) quarterly, long first period',
    advance: { amount: '10000', date: '1978-05-23' },
    payments: monthly('1978-10-01', 40, '385', 3),
    unit: { unitPeriod: 'quarterly' },
    apr: '8.97',
  },
  {
    name: '(c)(1)(v) weekly, long first period',
    advance: { amount: '500', date: '1978-03-20' },
    payments: everyDays('1978-04-21', 30, '17.60', 7),
    unit: { unitPeriod: 'weekly' },
    apr: '14.96',
  },
  {
    name: '(c)(2)(i) monthly, irregular first payment',
    advance: { amount: '5000', date: '1978-01-10' },
    payments: [{ amount: '250', date: '1978-02-10' }, ...monthly('1978-03-10', 23, '230')],
    apr: '10.08',
  },
  {
    name: '(c)(2)(ii) every 4 weeks, long first period, irregular first payment',
    advance: { amount: '400', date: '1978-03-18' },
    payments: [{ amount: '39.50', date: '1978-04-20' }, ...everyDays('1978-05-18', 11, '38.31', 28)],
    unit: { unitPeriod: 'four_weekly' },
    apr: '28.50',
  },
  {
    name: '(c)(3)(i) monthly, irregular final payment',
    advance: { amount: '5000', date: '1978-01-10' },
    payments: [...monthly('1978-02-10', 23, '230'), { amount: '280', date: '1980-01-10' }],
    apr: '10.50',
  },
  {
    name: '(c)(3)(ii) every 2 weeks, short first period, irregular final payment',
    advance: { amount: '200', date: '1978-04-03' },
    payments: [...everyDays('1978-04-11', 19, '9.50', 14), { amount: '30', date: plusDays('1978-04-11', 14 * 19) }],
    unit: { unitPeriod: 'biweekly' },
    apr: '12.22',
  },
  {
    name: '(c)(4)(i) monthly, irregular first and final payments',
    advance: { amount: '5000', date: '1978-01-10' },
    payments: [{ amount: '250', date: '1978-02-10' }, ...monthly('1978-03-10', 22, '230'), { amount: '280', date: '1980-01-10' }],
    apr: '10.90',
  },
  {
    name: '(c)(4)(ii) every 2 months, short first period, irregular first and final payments',
    advance: { amount: '8000', date: '1978-01-10' },
    payments: [{ amount: '449.36', date: '1978-03-01' }, ...monthly('1978-05-01', 18, '465', 2), { amount: '200', date: '1981-05-01' }],
    unit: { unitPeriod: 'bimonthly' },
    apr: '7.30',
  },
  {
    name: '(c)(5)(i) single advance, single payment, term under a year in days',
    advance: { amount: '1000', date: '1978-01-03' },
    payments: [{ amount: '1080', date: '1978-09-15' }],
    apr: '11.45',
  },
];

describe('computeActuarialApr', () => {
  it.each(APPENDIX_J_EXAMPLES)('matches Appendix J example $name within 0.01 point', ({ advance, payments, unit, apr }) => {
    const result = computeActuarialApr([advance], payments, unit ?? {});
    expect(Math.abs(result.apr_raw - Number(apr))).toBeLessThan(0.01);
    expect(result.apr.toFixed(2)).toBe(apr);
  });

  it('places an odd first period as a fraction f: (c)(1)(ii) first payment is t = 1, f = 19/30', () => {
    const result = computeActuarialApr([{ amount: '6000', date: '1978-02-10' }], monthly('1978-04-01', 36, '200'));
    const first = result.flows.find((f) => f.kind === 'payment');
    expect(first?.t).toBe(1);
    expect(first?.f).toBeCloseTo(19 / 30, 12);
  });

  it('gives the same APR from unit-period offsets as from dates (Appendix J (c)(1)(i))', () => {
    const payments = Array.from({ length: 24 }, (_, k) => ({ amount: '230', periods: k + 1 }));
    expect(computeActuarialApr([{ amount: '5000', periods: 0 }], payments).apr.toFixed(2)).toBe('9.69');
  });

  it('applies the single-payment rule: $15 per $100 for 14 days is 391.07% (365 ÷ 14 unit-periods a year)', () => {
    // Research §6 (debt.md): fee ÷ principal × 365 ÷ days = 391.07 %; Appendix J (b)(5)(vii) gives the same.
    const result = computeActuarialApr([{ amount: '100', date: '2026-11-22' }], [{ amount: '115', date: '2026-12-06' }]);
    expect(result.single_payment_rule).toBe(true);
    expect(result.apr.toFixed(2)).toBe('391.07');
  });

  it('reproduces the research note 390.00% when a 2-week unit-period (26 a year) is forced', () => {
    // Research §6 (debt.md, author's own calculation): 0.15 × 26 = 390 %.
    const result = computeActuarialApr([{ amount: '100', periods: 0 }], [{ amount: '115', periods: 1 }], { unitPeriod: 'biweekly' });
    expect(result.apr.toFixed(2)).toBe('390.00');
  });

  it('reproduces the research pay-in-4 vector: $400 with a $10 checkout fee is 44.6%', () => {
    // Research §6 (debt.md, author's own calculation, cross-checked by hand: 290 = 100(v + v² + v³), i = 1.7144 %).
    const result = computeActuarialApr(
      [{ amount: '290', periods: 0 }],
      [1, 2, 3].map((k) => ({ amount: '100', periods: k })),
      { unitPeriod: 'biweekly' },
    );
    expect(result.apr.toDecimalPlaces(1).toFixed(1)).toBe('44.6');
  });

  it('reproduces the research late-fee vector (30.2%) when the $7 fee lands on the second of three $100 payments', () => {
    // Research §6 (debt.md): "one $7 late fee on $300 → 30.2%" (the note does not say which payment; the middle one matches).
    const result = computeActuarialApr(
      [{ amount: '300', periods: 0 }],
      [{ amount: '100', periods: 1 }, { amount: '107', periods: 2 }, { amount: '100', periods: 3 }],
      { unitPeriod: 'biweekly' },
    );
    expect(Math.abs(result.apr_raw - 30.2)).toBeLessThan(0.05);
  });

  it('returns 0 when the payments exactly repay the advances', () => {
    const result = computeActuarialApr([{ amount: '400', periods: 0 }], [1, 2, 3, 4].map((k) => ({ amount: '100', periods: k })), { unitPeriod: 'biweekly' });
    expect(result.apr.toFixed(2)).toBe('0.00');
    expect(result.solver).toBe('exact');
  });

  it.each([
    ['no payments', () => computeActuarialApr([{ amount: '100', periods: 0 }], []), 'payments', 'required'],
    ['no advances', () => computeActuarialApr([], [{ amount: '100', periods: 1 }]), 'advances', 'required'],
    ['a zero advance', () => computeActuarialApr([{ amount: '0', periods: 0 }], [{ amount: '1', periods: 1 }]), 'advances[0].amount', 'too_small'],
    ['a negative payment', () => computeActuarialApr([{ amount: '1', periods: 0 }], [{ amount: '-5', periods: 1 }]), 'payments[0].amount', 'too_small'],
    ['a NaN payment', () => computeActuarialApr([{ amount: '1', periods: 0 }], [{ amount: Number.NaN, periods: 1 }]), 'payments[0].amount', 'invalid_number'],
    ['payments that never repay', () => computeActuarialApr([{ amount: '100', periods: 0 }], [{ amount: '99', periods: 1 }]), 'payments', 'never_repays'],
    ['a payment at the start that already repays', () => computeActuarialApr([{ amount: '100', periods: 0 }], [{ amount: '100', periods: 0 }, { amount: '5', periods: 1 }]), 'payments', 'no_solution'],
    ['mixed date and periods', () => computeActuarialApr([{ amount: '100', periods: 0 }], [{ amount: '110', date: '2026-01-01' }]), 'payments[0]', 'invalid_value'],
    ['a payment before the term', () => computeActuarialApr([{ amount: '100', date: '2026-02-01' }], [{ amount: '110', date: '2026-01-01' }]), 'payments[0].date', 'invalid_value'],
    ['a bad date', () => computeActuarialApr([{ amount: '100', date: '2026-02-30' }], [{ amount: '110', date: '2026-03-01' }]), 'advances[0].date', 'invalid_date'],
    ['a bad unit-period', () => computeActuarialApr([{ amount: '100', periods: 0 }], [{ amount: '110', periods: 1 }], { unitPeriod: 'fortnightly' as never }), 'unitPeriod', 'invalid_value'],
    ['NaN periods', () => computeActuarialApr([{ amount: '100', periods: 0 }], [{ amount: '110', periods: Number.NaN }]), 'payments[0].periods', 'invalid_number'],
  ])('rejects %s with a GuidekitError naming the field', (_name, call, field, code) => {
    try {
      call();
      expect.unreachable('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(GuidekitError);
      expect((error as GuidekitError).field).toBe(field);
      expect((error as GuidekitError).code).toBe(code);
      expect((error as GuidekitError).message.startsWith('computeActuarialApr:')).toBe(true);
    }
  });

  it('rises with the payment amount (monotone)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        (advanceCents, n, extraBp, stepBp) => {
          const base = (advanceCents / n) * (1 + extraBp / 10_000);
          const flows = (payment: number) => Array.from({ length: n }, (_, k) => ({ amount: payment.toFixed(6), periods: k + 1 }));
          const low = computeActuarialApr([{ amount: String(advanceCents), periods: 0 }], flows(base + 0.000001));
          const high = computeActuarialApr([{ amount: String(advanceCents), periods: 0 }], flows(base * (1 + stepBp / 10_000) + 0.01));
          expect(high.apr_raw).toBeGreaterThan(low.apr_raw);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('solves back the rate a schedule was built from (round trip)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }), // unit-period rate in basis points (0.01 % to 30 %)
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.double({ min: 0, max: 0.99, noNaN: true }),
        (bp, n, amount, firstFraction) => {
          const i = new Decimal(bp).dividedBy(10_000);
          // Level payment P with an odd first period f: A = P Σ 1/((1 + f·i)(1 + i)^k) for k = 1..n.
          const f = new Decimal(firstFraction.toFixed(6));
          let factor = new Decimal(0);
          for (let k = 0; k < n; k += 1) factor = factor.plus(new Decimal(1).dividedBy(f.times(i).plus(1).times(i.plus(1).pow(k + 1))));
          const payment = new Decimal(amount).dividedBy(factor).toDecimalPlaces(12);
          const payments = Array.from({ length: n }, (_, k) => ({ amount: payment.toFixed(12), periods: Number(f.toFixed(6)) + k + 1 }));
          const result = computeActuarialApr([{ amount: String(amount), periods: 0 }], payments);
          expect(result.unit_period_rate).toBeCloseTo(i.toNumber(), 9);
          expect(result.apr_raw).toBeCloseTo(i.toNumber() * 1200, 6);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('always answers or throws a GuidekitError, within its iteration bound, for arbitrary cash flows', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: 1_000_000 }), periods: fc.double({ min: 0, max: 500, noNaN: true }) }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: 1_000_000 }), periods: fc.double({ min: 0, max: 500, noNaN: true }) }), { minLength: 1, maxLength: 30 }),
        (advances, payments) => {
          try {
            const result = computeActuarialApr(advances, payments);
            expect(result.iterations).toBeLessThanOrEqual(300);
            expect(Number.isFinite(result.apr_raw)).toBe(true);
            expect(result.apr_raw).toBeGreaterThanOrEqual(0);
          } catch (error) {
            expect(error).toBeInstanceOf(GuidekitError);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('does not mutate its inputs', () => {
    const advances = Object.freeze([Object.freeze({ amount: '5000', date: '1978-01-10' })]);
    const payments = Object.freeze(monthly('1978-02-10', 24, '230').map((p) => Object.freeze(p)));
    const before = JSON.stringify([advances, payments]);
    computeActuarialApr(advances, payments);
    expect(JSON.stringify([advances, payments])).toBe(before);
  });
  describe("method 'uk_conc': the UK representative APR (Total Charge for Credit Regulations 2010, CONC App 1.2)", () => {
    // The UK/EU equation: Σ A_k (1 + X)^−t_k = Σ P_l (1 + X)^−s_l, intervals in years of 365 days from the first
    // drawdown, result to one decimal rounded half up (Directive 2008/48/EC Annex I, remarks (b)–(d)).
    it('gives ((124/100)^(365/30) − 1) × 100 for £100 repaid with £124 after 30 days, not the simple 292%', () => {
      const result = computeActuarialApr([{ amount: '100', date: '2026-11-01' }], [{ amount: '124', date: '2026-12-01' }], { method: 'uk_conc' });
      const expected = (Math.pow(124 / 100, 365 / 30) - 1) * 100;
      expect(result.method).toBe('uk_conc');
      expect(result.apr.toFixed(1)).toBe(expected.toFixed(1));
      expect(result.apr.decimalPlaces()).toBeLessThanOrEqual(1);
      expect(result.unit_periods_per_year).toBe(1);
      expect(computeActuarialApr([{ amount: '100', date: '2026-11-01' }], [{ amount: '124', date: '2026-12-01' }]).apr.toFixed(2)).toBe('292.00');
    });

    it('equals the total charge in percent for exactly one year (365 days), where compounding changes nothing', () => {
      const result = computeActuarialApr([{ amount: '1000', date: '2025-03-01' }], [{ amount: '1080', date: '2026-03-01' }], { method: 'uk_conc' });
      expect(result.apr.toFixed(1)).toBe('8.0');
    });

    it('solves several repayments: £1,000 repaid by £550 after one year and £550 after two is (X solving 1000 = 550/(1+X) + 550/(1+X)²)', () => {
      // Independent closed form: with v = 1/(1+X), 550v² + 550v − 1000 = 0 → v = (−550 + √(550² + 4·550·1000)) / (2·550).
      const v = (-550 + Math.sqrt(550 * 550 + 4 * 550 * 1000)) / (2 * 550);
      const expected = (1 / v - 1) * 100;
      const result = computeActuarialApr([{ amount: '1000', periods: 0 }], [{ amount: '550', periods: 1 }, { amount: '550', periods: 2 }], { method: 'uk_conc', decimals: 4 });
      expect(Math.abs(result.apr_raw - expected)).toBeLessThan(1e-6);
    });

    it('solves back the annual rate a dated schedule was built from (round trip)', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 20_000 }), // X in basis points: 0.01 % to 200 %
          fc.array(fc.integer({ min: 1, max: 1500 }), { minLength: 1, maxLength: 12 }),
          (bp, offsets) => {
            const x = bp / 10_000;
            const days = [...new Set(offsets)].sort((a, b) => a - b);
            // Equal repayments P on the given days: 1000 = P Σ (1 + X)^−(d/365).
            const factor = days.reduce((sum, d) => sum + Math.pow(1 + x, -d / 365), 0);
            const payment = (1000 / factor).toFixed(9);
            const result = computeActuarialApr([{ amount: '1000', date: '2024-01-01' }], days.map((d) => ({ amount: payment, date: plusDays('2024-01-01', d) })), { method: 'uk_conc' });
            expect(result.unit_period_rate).toBeCloseTo(x, 6);
          },
        ),
        { numRuns: 200 },
      );
    });

    it('rejects an unknown method', () => {
      expect(() => computeActuarialApr([{ amount: '100', periods: 0 }], [{ amount: '110', periods: 1 }], { method: 'eu' as never })).toThrow(/method/);
    });
  });
});
