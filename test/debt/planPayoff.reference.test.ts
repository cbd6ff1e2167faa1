import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planPayoff } from '../../src/debt/planPayoff.js';

/**
 * Reference checks against the standard annuity formulas, as implemented by numpy-financial:
 *   pmt: P = r·B / (1 − (1 + r)^−n)            https://numpy.org/numpy-financial/latest/pmt.html
 *   nper: n = −ln(1 − r·B/P) / ln(1 + r)        https://numpy.org/numpy-financial/latest/nper.html
 * The formulas are written out here in plain floating point (independent of the engine, which works in integer
 * cents) and anchored to numpy's documented examples first.
 */
const pmt = (r: number, n: number, b: number) => (r === 0 ? b / n : (r * b) / (1 - (1 + r) ** -n));
const nper = (r: number, p: number, b: number) => (r === 0 ? b / p : -Math.log(1 - (r * b) / p) / Math.log(1 + r));
/** Balance left after k payments of p, with no rounding: B(1+r)^k − p·((1+r)^k − 1)/r. */
const exactBalance = (r: number, p: number, b: number, k: number) => (r === 0 ? b - p * k : b * (1 + r) ** k - (p * ((1 + r) ** k - 1)) / r);
/** Σ_{j<k} (1+r)^j: how far k monthly half-cent roundings can move a balance, in units of half a cent. */
const driftUnits = (r: number, k: number) => (r === 0 ? k : ((1 + r) ** k - 1) / r);

const AS_OF = '2026-11-22';
const single = (balance: string, apr: number, payment: string) =>
  planPayoff([{ creditor: 'Loan', balance, rate: apr, minPayment: payment }], { asOf: AS_OF, schedule: 'none' }).methods.avalanche;

describe('planPayoff', () => {
  it('uses annuity formulas that reproduce numpy-financial’s documented examples', () => {
    // numpy docs: np.pmt(0.075/12, 12*15, 200000) = -1854.0247200054619
    expect(pmt(0.075 / 12, 180, 200_000)).toBeCloseTo(1854.0247200054619, 9);
    // numpy docs: round(np.nper(0.07/12, -150, 8000), 5) = 64.07335; table entries 74.06368256 (9000), 108.07548412 (100/month)
    expect(nper(0.07 / 12, 150, 8000)).toBeCloseTo(64.07334877, 7);
    expect(nper(0.07 / 12, 150, 9000)).toBeCloseTo(74.06368256, 7);
    expect(nper(0.07 / 12, 100, 8000)).toBeCloseTo(108.07548412, 7);
    // w3resource / numpy: np.nper(0.08/12, -200, 10000) ≈ 61.02
    expect(nper(0.08 / 12, 200, 10_000)).toBeCloseTo(61.02, 2);
  });

  it('pays off numpy’s $8,000 at 7 % with $150 a month in 65 months (nper 64.07 rounded up)', () => {
    expect(single('8000', 7, '150').months).toBe(65);
    expect(single('9000', 7, '150').months).toBe(75);
    expect(single('8000', 7, '100').months).toBe(109);
    expect(single('8000', 8, '150').months).toBe(67); // numpy table: 66.12443902
  });

  it('pays off numpy’s $200,000 15-year 7.5 % loan in 180 payments of $1,854.03 with interest matching the closed form', () => {
    // Payment rounded up to the cent so 180 payments suffice. Closed-form interest of that schedule:
    // 180·P − B + (final overpayment), with the final payment reduced by the overpayment.
    const plan = single('200000', 7.5, '1854.03');
    expect(plan.months).toBe(180);
    const r = 0.075 / 12;
    const closed = 180 * 1854.03 - 200_000 + exactBalance(r, 1854.03, 200_000, 180);
    const bound = (0.5 * driftUnits(r, 180)) / 100; // dollars
    expect(Math.abs(plan.total_interest.toNumber() - closed)).toBeLessThanOrEqual(bound);
  });

  it('finishes an amortized loan in exactly n months with interest within the rounding bound of the closed form', () => {
    // Payment = closed-form PMT rounded up to the cent, plus one cent. The extra cent keeps the exact schedule at least
    // one cent × Σ(1+r)^j ahead, more than the half cent × Σ(1+r)^j that monthly interest rounding can drift, so the
    // simulated schedule must end in month n. The last payment absorbs the drift (the "last-payment adjustment").
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 50_000_000 }), // balance in cents: $100 to $500,000
        fc.integer({ min: 0, max: 3600 }), // APR in hundredths of a percent: 0 % to 36 %
        fc.integer({ min: 1, max: 360 }),
        (balanceCents, aprBp, n) => {
          const apr = aprBp / 100;
          const r = apr / 1200;
          const b = balanceCents / 100;
          const paymentCents = Math.ceil(pmt(r, n, b) * 100 - 1e-9) + 1;
          const p = paymentCents / 100;
          const plan = single((balanceCents / 100).toFixed(2), apr, p.toFixed(2));
          // With one cent of margin some loans finish a month early (when the payment was already generous): NPER decides.
          const expectedMonths = Math.ceil(nper(r, p, b) - 1e-9);
          // Cent rounding of interest can drift the schedule by up to half a cent × Σ(1+r)^j either way. The end month is
          // decided only when the exact schedule still owes more than that drift one month before the end (so it cannot
          // finish early) and overpays by more than it at the end (so it cannot run a month late); cases where the
          // exact schedule ends within the drift are ambiguous and are discarded.
          const ahead = (exactBalance(r, p, b, expectedMonths - 1) * 100) / (0.5 * driftUnits(r, expectedMonths - 1));
          const slack = (-exactBalance(r, p, b, expectedMonths) * 100) / (0.5 * driftUnits(r, expectedMonths));
          fc.pre(expectedMonths === n || (ahead > 1 && slack > 1));
          expect(plan.months).toBe(expectedMonths);
          expect(plan.months).toBeLessThanOrEqual(n);
          const closed = expectedMonths * p - b + exactBalance(r, p, b, expectedMonths);
          const bound = (0.5 * driftUnits(r, expectedMonths)) / 100 + 0.005;
          expect(Math.abs(plan.total_interest.toNumber() - closed)).toBeLessThanOrEqual(bound);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('matches NPER rounded up for arbitrary payments whenever cent rounding cannot move the end month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 10_000_000 }), fc.integer({ min: 0, max: 3600 }), fc.integer({ min: 1, max: 500_000 }), (balanceCents, aprBp, extraCents) => {
        const apr = aprBp / 100;
        const r = apr / 1200;
        const b = balanceCents / 100;
        // A payment above the first month's interest, so the loan amortizes.
        const paymentCents = Math.ceil(balanceCents * r) + extraCents;
        const p = paymentCents / 100;
        const plan = single(b.toFixed(2), apr, p.toFixed(2));
        const expected = Math.max(1, Math.ceil(nper(r, p, b) - 1e-12));
        fc.pre(expected < 1200); // within the engine's 100-year horizon
        // Exact equality is guaranteed when the exact balance is clear of zero by more than the worst rounding drift
        // one month before and one month at the end; otherwise the simulation may land on either side.
        const before = expected - 1;
        const clearBefore = before === 0 || (exactBalance(r, p, b, before) * 100) > 0.5 * driftUnits(r, before) + 1e-6;
        const clearAt = -(exactBalance(r, p, b, expected) * 100) > 0.5 * driftUnits(r, expected) + 1e-6;
        if (clearBefore && clearAt) expect(plan.months).toBe(expected);
        // Always: the month the simulation ends is one where the exact balance is within the drift bound of zero.
        const m = plan.months;
        expect(exactBalance(r, p, b, m) * 100).toBeLessThanOrEqual(0.5 * driftUnits(r, m) + 1e-6);
        if (m > 1) expect(exactBalance(r, p, b, m - 1) * 100).toBeGreaterThan(-0.5 * driftUnits(r, m - 1) - 1e-6);
      }),
      { numRuns: 300 },
    );
  });
});
