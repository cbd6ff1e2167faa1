import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { debtTax } from '../../src/catalog/debt/tax.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { PROJECT_TAX_DEBT_MESSAGES } from '../../src/debt/messages/projectTaxDebt.js';
import { projectTaxDebt } from '../../src/debt/projectTaxDebt.js';

const asOf = '2026-11-22';

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (isGuidekitError(error)) return error.field;
    throw error;
  }
  return undefined;
}

describe('projectTaxDebt', () => {
  it('compounds IRS interest daily (26 U.S.C. 6622): $10,000 at 7 % for January 2026 = $59.62', () => {
    // Hand check: 2026 has 365 days, Q1 2026 rate 7 % (Rev. Rul. 2025-22). 1 Jan → 1 Feb is 31 days:
    // 10,000 × ((1 + 0.07/365)^31 − 1) = 10,000 × 0.0059623… = 59.62. years_behind 5 puts the 25 % penalty cap behind us.
    const p = projectTaxDebt({ amount_owed: '10000', years_behind: 5, months: 1 }, { asOf: '2026-01-01' });
    expect(p.projection[0]!.interest.toFixed(2)).toBe('59.62');
    expect(p.projection[0]!.penalty.toFixed(2)).toBe('0.00');
    const independent = new Decimal(10000).times(new Decimal(1).plus(new Decimal(0.07).dividedBy(365)).pow(31).minus(1));
    expect(p.projection[0]!.interest.toFixed(2)).toBe(independent.toFixed(2));
  });

  it('switches rate on the quarter: 7 % through 31 March 2026, 6 % from 1 April', () => {
    // 1 Mar → 1 Apr at 7 % (31 days), then 1 Apr → 1 May at 6 % (30 days), compounded.
    const p = projectTaxDebt({ amount_owed: '10000', years_behind: 5, months: 2 }, { asOf: '2026-03-01' });
    const march = new Decimal(1).plus(new Decimal(0.07).dividedBy(365)).pow(31);
    const april = new Decimal(1).plus(new Decimal(0.06).dividedBy(365)).pow(30);
    expect(p.projected_balance.toFixed(2)).toBe(new Decimal(10000).times(march).times(april).toFixed(2));
  });

  it('adds the 0.5 %/month failure-to-pay penalty until the 25 % cap (26 U.S.C. 6651(a)(2))', () => {
    const fresh = projectTaxDebt({ amount_owed: '10000', years_behind: 0, months: 60 }, { asOf });
    // 50 months × $50 = $2,500 = 25 % of $10,000, then nothing more.
    expect(fresh.total_penalties.toFixed(2)).toBe('2500.00');
    expect(fresh.projection[49]!.penalty.toFixed(2)).toBe('50.00');
    expect(fresh.projection[50]!.penalty.toFixed(2)).toBe('0.00');
    // Four years behind: 48 × 0.5 % = 24 % already run, only 1 % ($100) left.
    expect(projectTaxDebt({ amount_owed: '10000', years_behind: 4 }, { asOf }).total_penalties.toFixed(2)).toBe('100.00');
  });

  it('uses 0.25 % a month during an installment agreement (6651(h))', () => {
    const p = projectTaxDebt({ amount_owed: '10000', years_behind: 0, situation: 'I am on an installment agreement', months: 1 }, { asOf });
    expect(p.situation_flags.installment_agreement).toBe(true);
    expect(p.projection[0]!.penalty.toFixed(2)).toBe('25.00');
  });

  it('notes the failure-to-file penalty when a return is unfiled', () => {
    const p = projectTaxDebt({ amount_owed: '8000', situation: "I haven't filed my 2025 return" }, { asOf });
    expect(p.penalties!.failure_to_file.applies).toBe(true);
    expect(p.penalties!.failure_to_file.max_amount.toFixed(2)).toBe('2000.00');
    expect(p.next_steps[0]).toContain('File');
  });

  it('carries the last known rate into unpublished quarters and marks it unverified', () => {
    const p = projectTaxDebt({ amount_owed: '5000' }, { asOf });
    expect(p.interest.carried_forward).toBe(true);
    expect(p.interest.annual_percent.toFixed()).toBe('6');
    expect(p.unverified_rules).toContain('us.irs_underpayment_rate');
    const early = projectTaxDebt({ amount_owed: '5000', months: 1 }, { asOf: '2025-02-01' });
    expect(early.interest.carried_forward).toBe(false);
  });

  it('lists IRS plans by amount: streamlined up to $50,000, guaranteed up to $10,000, short-term under $100,000', () => {
    const ids = (amount: string) => projectTaxDebt({ amount_owed: amount }, { asOf }).payment_options.filter((o) => o.eligible === true).map((o) => o.id);
    expect(ids('9000')).toEqual(['short_term', 'guaranteed', 'streamlined']);
    expect(ids('50000')).toEqual(['short_term', 'streamlined']);
    expect(ids('120000')).toEqual(['non_streamlined']);
    const p = projectTaxDebt({ amount_owed: '12000', years_behind: 2 }, { asOf });
    expect(p.offer_in_compromise!.application_fee.toFixed(0)).toBe('205');
    expect(p.collection_limit.estimated_expiry).toBe('2034-11-22');
  });

  it('projects HMRC simple interest at base rate + 4 % (7.75 % from 9 January 2026)', () => {
    // 12,000 × 7.75 % × 31/365 for 9 Jan → 9 Feb 2026 (simple, no compounding).
    const p = projectTaxDebt({ amount_owed: '12000', country: 'UK', months: 1 }, { asOf: '2026-01-09' });
    expect(p.projection[0]!.interest.toFixed(2)).toBe(new Decimal(12000).times(0.0775).times(31).dividedBy(365).toFixed(2));
    expect(p.payment_options[0]!.eligible).toBe(true);
    expect(projectTaxDebt({ amount_owed: '30000.01', country: 'UK' }, { asOf }).payment_options[0]!.eligible).toBe(false);
  });

  it('projects CRA and ATO interest compounded daily', () => {
    const ca = projectTaxDebt({ amount_owed: '1000', country: 'CA', months: 1 }, { asOf: '2026-01-01' });
    expect(ca.projection[0]!.interest.toFixed(2)).toBe(new Decimal(1000).times(new Decimal(1).plus(new Decimal(0.07).dividedBy(365)).pow(31).minus(1)).toFixed(2));
    const au = projectTaxDebt({ amount_owed: '1000', country: 'AU', months: 1 }, { asOf: '2026-01-01' });
    expect(au.projection[0]!.interest.toFixed(2)).toBe(new Decimal(1000).times(new Decimal(1).plus(new Decimal(0.1065).dividedBy(365)).pow(31).minus(1)).toFixed(2));
    expect(au.penalties).toBeNull();
  });

  it('writes Spanish and keeps the catalogs complete', () => {
    expect(Object.keys(PROJECT_TAX_DEBT_MESSAGES.es).sort()).toEqual(Object.keys(PROJECT_TAX_DEBT_MESSAGES.en).sort());
    expect(projectTaxDebt({ amount_owed: '1000' }, { asOf, lang: 'es' }).narrative).toMatch(/^Sin pagar/);
  });

  it('rejects bad arguments naming the field and does not mutate the input', () => {
    expect(fieldOf(() => projectTaxDebt({ amount_owed: 'x' }, { asOf }))).toBe('amount_owed');
    expect(fieldOf(() => projectTaxDebt({ amount_owed: '1', years_behind: -1 }, { asOf }))).toBe('years_behind');
    expect(fieldOf(() => projectTaxDebt({ amount_owed: '1', months: 0 }, { asOf }))).toBe('months');
    expect(fieldOf(() => projectTaxDebt({ amount_owed: '1', country: 'FR' as never }, { asOf }))).toBe('country');
    expect(fieldOf(() => projectTaxDebt({ amount_owed: '1' }, { asOf: '2023-06-01' }))).toBe('asOf');
    const input = Object.freeze({ amount_owed: '1000', situation: 'payment plan' });
    expect(() => projectTaxDebt(input, { asOf })).not.toThrow();
  });

  describe('properties', () => {
    const arb = fc.record({
      cents: fc.integer({ min: 0, max: 50_000_000 }),
      years: fc.integer({ min: 0, max: 8 }),
      months: fc.integer({ min: 1, max: 72 }),
      country: fc.constantFrom('US', 'UK', 'CA', 'AU'),
      plan: fc.boolean(),
    });
    it('never lets the balance fall without payments and never exceeds the 25 % penalty cap', () => {
      fc.assert(
        fc.property(arb, ({ cents, years, months, country, plan }) => {
          const amount = new Decimal(cents).dividedBy(100);
          const p = projectTaxDebt({ amount_owed: amount.toFixed(2), years_behind: years, months, country: country as 'US', ...(plan ? { situation: 'payment plan' } : {}) }, { asOf });
          let previous = amount;
          for (const row of p.projection) {
            expect(row.balance.greaterThanOrEqualTo(previous)).toBe(true);
            expect(row.interest.isNegative()).toBe(false);
            previous = row.balance;
          }
          const cap = amount.times(0.25).minus(amount.times(0.005).times(12 * years));
          expect(p.total_penalties.lessThanOrEqualTo(Decimal.max(0, cap).plus(0.01))).toBe(true);
        }),
        { numRuns: 50 },
      );
    });
  });

  describe('catalog endpoint', () => {
    it('answers 200 with the projection', async () => {
      const outcome = await invokeEndpoint(debtTax, { amount_owed: '12000', years_behind: '2', months: '12' }, { asOf });
      expect(outcome.status).toBe(200);
      expect((outcome.body as { projection: unknown[] }).projection).toHaveLength(12);
    });

    it('answers 400 naming amount_owed, years_behind and country', async () => {
      for (const [input, field] of [
        [{}, 'amount_owed'],
        [{ amount_owed: '100', years_behind: 'two' }, 'years_behind'],
        [{ amount_owed: '100', country: 'FR' }, 'country'],
      ] as const) {
        const outcome = await invokeEndpoint(debtTax, input, { asOf });
        expect(outcome.status).toBe(400);
        expect(JSON.stringify(outcome.body)).toContain(field);
      }
    });
  });
});
