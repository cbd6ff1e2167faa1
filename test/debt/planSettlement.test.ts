import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeEndpointParams } from '../../src/adapters/http/discovery/describeEndpointParams.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { debtSettle } from '../../src/catalog/debt/settle.js';
import { DEBT_TYPES } from '../../src/debt/debtInputSchema.js';
import { PLAN_SETTLEMENT_MESSAGES } from '../../src/debt/messages/planSettlement.js';
import { planSettlement } from '../../src/debt/planSettlement.js';
import { SETTLEMENT_RANGES } from '../../src/debt/rules/settlementRanges.js';
import { formatMoney } from '../../src/core/formatMoney.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';

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

describe('planSettlement', () => {
  it('reads the default months_behind of 90 as months and lands in the top band', () => {
    const plan = planSettlement({ creditor: 'Acme', balance: '5000' }, { asOf });
    expect(plan.months_behind).toBe(90);
    expect(plan.band.max_months).toBeNull();
    expect(plan.time_barred_check.check).toBe(true);
  });

  it('applies the band of the rule table and multiplies the balance by each percentage', () => {
    const bands = SETTLEMENT_RANGES.versions[0]!.value.bands;
    for (const band of bands) {
      const plan = planSettlement({ creditor: 'Acme', balance: '1234.56', months_behind: band.min_months, debt_type: 'credit_card' }, { asOf });
      expect(plan.settlement_percentages).toEqual({ low: band.low, typical: band.typical, high: band.high });
      // 1234.56 × p% rounded half up to the cent, computed independently.
      expect(plan.settlement_amounts.typical.toFixed(2)).toBe(new Decimal('1234.56').times(band.typical).dividedBy(100).toFixed(2, Decimal.ROUND_HALF_UP));
    }
  });

  it('shifts the range by the debt type offset', () => {
    const card = planSettlement({ creditor: 'A', balance: '1000', months_behind: 8, debt_type: 'credit_card' }, { asOf });
    const student = planSettlement({ creditor: 'A', balance: '1000', months_behind: 8, debt_type: 'student_loan' }, { asOf });
    const offset = SETTLEMENT_RANGES.versions[0]!.value.debt_type_offsets.student_loan;
    expect(student.settlement_percentages.typical).toBe(card.settlement_percentages.typical + offset);
    expect(student.warnings.some((w) => w.includes('student loans'))).toBe(true);
  });

  it('expects Form 1099-C when even the smallest forgiven amount is $600 or more (26 CFR 1.6050P-1)', () => {
    // 8 months behind: high 70% → at $2,000 at least $600.00 is forgiven.
    const plan = planSettlement({ creditor: 'A', balance: '2000', months_behind: 8 }, { asOf });
    expect(plan.tax_implications.cancelled_amounts.low.toFixed(2)).toBe('600.00');
    expect(plan.tax_implications.form_1099c).toBe('expected');
  });

  it('calls Form 1099-C possible when only part of the range forgives $600', () => {
    const plan = planSettlement({ creditor: 'A', balance: '1999', months_behind: 8 }, { asOf });
    expect(plan.tax_implications.form_1099c).toBe('possible');
  });

  it('says no Form 1099-C is required under $600 but the amount is still income', () => {
    const plan = planSettlement({ creditor: 'A', balance: '500', months_behind: 8 }, { asOf });
    expect(plan.tax_implications.form_1099c).toBe('not_required');
    expect(plan.tax_implications.taxable_as_income).toBe(true);
    expect(plan.tax_implications.exclusions.map((e) => e.id)).toContain('insolvency');
    expect(plan.tax_implications.notes.join(' ')).toContain('108(a)(1)(B)');
  });

  it('has no US tax form outside the US', () => {
    const plan = planSettlement({ creditor: 'A', balance: '5000', months_behind: 8 }, { asOf, country: 'UK' });
    expect(plan.tax_implications.form_1099c).toBeNull();
    expect(plan.unverified_rules).toContain('uk.cancelled_consumer_debt_tax');
    expect(plan.currency).toBe('GBP');
    expect(plan.narrative).toContain(formatMoney('5000', { currency: 'GBP' }));
    // The settlement percentages are US observations: cited only as a labelled comparison in a UK answer.
    expect(plan.rules_applied.find((r) => r.id === 'debt.settlement_ranges')).toMatchObject({ jurisdiction: 'US', comparison: true });
  });

  it('warns that collectors may not sue on time-barred debt only once Regulation F is in force', () => {
    const now = planSettlement({ creditor: 'A', balance: '5000', months_behind: 60 }, { asOf });
    expect(now.warnings.join(' ')).toContain('1006.26(b)');
    expect(now.rules_applied.map((r) => r.id)).toContain('us.reg_f_time_barred_suit_ban');
    const before = planSettlement({ creditor: 'A', balance: '5000', months_behind: 60 }, { asOf: '2021-01-01' });
    expect(before.rules_applied.map((r) => r.id)).not.toContain('us.reg_f_time_barred_suit_ban');
    expect(before.warnings.join(' ')).toContain('restarts the limitation period');
  });

  it('does not raise the limitation check for a recent delinquency', () => {
    const plan = planSettlement({ creditor: 'A', balance: '5000', months_behind: 4 }, { asOf });
    expect(plan.time_barred_check.check).toBe(false);
    expect(plan.script.join(' ')).not.toContain('time-barred');
  });

  it('always tells the debtor to get the agreement in writing', () => {
    const plan = planSettlement({ creditor: 'A', balance: '5000', months_behind: 4 }, { asOf });
    expect(plan.warnings.some((w) => w.includes('in writing'))).toBe(true);
  });

  it('writes the narrative in Spanish', () => {
    const plan = planSettlement({ creditor: 'A', balance: '5000', months_behind: 4 }, { asOf, lang: 'es' });
    expect(plan.narrative).toContain('acreedores');
    expect(plan.script[0]).toContain('5000,00\u00a0US$');
  });

  it('ships complete English and Spanish catalogs', () => {
    for (const [key, text] of Object.entries(PLAN_SETTLEMENT_MESSAGES.en)) {
      expect(text.length, key).toBeGreaterThan(0);
      expect(PLAN_SETTLEMENT_MESSAGES.es[key as keyof typeof PLAN_SETTLEMENT_MESSAGES.es].length, key).toBeGreaterThan(0);
    }
  });

  it('keeps amounts within [0, balance] and low ≤ typical ≤ high', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: 600 }),
        fc.constantFrom(...DEBT_TYPES),
        (cents, months, debtType) => {
          const balance = new Decimal(cents).dividedBy(100);
          const plan = planSettlement({ creditor: 'X', balance: balance.toFixed(2), months_behind: months, debt_type: debtType }, { asOf });
          const { low, typical, high } = plan.settlement_amounts;
          expect(low.greaterThanOrEqualTo(0)).toBe(true);
          expect(high.lessThanOrEqualTo(balance)).toBe(true);
          expect(low.lessThanOrEqualTo(typical) && typical.lessThanOrEqualTo(high)).toBe(true);
          const p = plan.settlement_percentages;
          expect(p.low <= p.typical && p.typical <= p.high).toBe(true);
          expect(plan.tax_implications.cancelled_amounts.typical.plus(typical).equals(balance)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never mutates its input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 600 }), (cents, months) => {
        const input = Object.freeze({ creditor: 'X', balance: String(cents / 100), months_behind: months, debt_type: 'medical' as const });
        const copy = structuredClone(input);
        planSettlement(input, Object.freeze({ asOf }));
        expect(input).toEqual(copy);
      }),
      { numRuns: 50 },
    );
  });

  it('rejects bad arguments naming the field', () => {
    expect(fieldOf(() => planSettlement({ creditor: 'A', balance: '5000', months_behind: 601 }, { asOf }))).toBe('months_behind');
    expect(fieldOf(() => planSettlement({ creditor: 'A', balance: '5000', months_behind: 1.5 }, { asOf }))).toBe('months_behind');
    expect(fieldOf(() => planSettlement({ creditor: 'A', balance: '-1' }, { asOf }))).toBe('balance');
    expect(fieldOf(() => planSettlement({ creditor: ' ', balance: '1' }, { asOf }))).toBe('creditor');
    expect(fieldOf(() => planSettlement({ creditor: 'A', balance: '1', debt_type: 'boat' as never }, { asOf }))).toBe('debt_type');
    expect(fieldOf(() => planSettlement({ creditor: 'A', balance: '1' }, { asOf: '2026-02-30' }))).toBe('asOf');
    expect(fieldOf(() => planSettlement({ creditor: 'A', balance: '1' }, { asOf, country: 'FR' as never }))).toBe('country');
    expect(fieldOf(() => planSettlement({ creditor: 'A', balance: '1' }, { asOf: '1999-01-01' }))).toBe('asOf');
  });
});

describe('debtSettle endpoint', () => {
  it('answers 200 with the spec defaults', async () => {
    const outcome = await invokeEndpoint(debtSettle, { creditor: 'Acme', balance: '5000' }, { asOf });
    expect(outcome.status).toBe(200);
    const body = outcome.body as { months_behind: number; debt_type: string; settlement_amounts: { typical: Decimal } };
    expect(body.months_behind).toBe(90);
    expect(body.debt_type).toBe('credit_card');
  });

  it('publishes what the default of 90 means in the months_behind description: 90 months, 7.5 years, the top band', () => {
    const param = describeEndpointParams(debtSettle).params.find((p) => p.name === 'months_behind')!;
    expect(param.default).toBe(90);
    expect(param.schema.description).toMatch(/read as 90 months \(7\.5 years\)/);
    expect(param.schema.description).toMatch(/25 months or more/);
    // The band it names is the one the engine applies to the default.
    const plan = planSettlement({ creditor: 'Acme', balance: '5000' }, { asOf });
    expect(plan.band).toMatchObject({ min_months: 25 });
    expect(plan.time_barred_check.check).toBe(true);
  });

  it('answers 400 naming the bad field', async () => {
    const bad = await invokeEndpoint(debtSettle, { creditor: 'Acme', balance: 'lots' }, { asOf });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('"field":"balance"');
    const missing = await invokeEndpoint(debtSettle, { balance: '100' }, { asOf });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('"field":"creditor"');
    const months = await invokeEndpoint(debtSettle, { creditor: 'A', balance: '100', months_behind: '-3' }, { asOf });
    expect(JSON.stringify(months.body)).toContain('"field":"months_behind"');
  });
});
