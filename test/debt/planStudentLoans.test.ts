import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { debtStudent } from '../../src/catalog/debt/student.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { PLAN_STUDENT_LOANS_MESSAGES } from '../../src/debt/messages/planStudentLoans.js';
import { planStudentLoans, type StudentLoanInput } from '../../src/debt/planStudentLoans.js';

const asOf = '2026-11-22';
const pay = (input: StudentLoanInput, id: string, at = asOf) => planStudentLoans(input, { asOf: at }).plans.find((p) => p.id === id)!;

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (isGuidekitError(error)) return error.field;
    throw error;
  }
  return undefined;
}

describe('planStudentLoans', () => {
  describe('US Repayment Assistance Plan (91 FR 23768, 34 CFR 685.209)', () => {
    it('charges 5 % of a $60,000 AGI: $3,000 a year, $250 a month (Federal Register worked figure)', () => {
      // income 5,000/month → AGI 60,000, in the band (50,000, 60,000] closed at the top → 5 % of total AGI.
      expect(pay({ balance: '30000', income: '5000' }, 'rap').monthly_payment!.toFixed(2)).toBe('250.00');
    });

    it('moves to the next band one dollar above the boundary: 6 % of $60,012 = $300.06 a month', () => {
      expect(pay({ balance: '30000', income: '5001' }, 'rap').monthly_payment!.toFixed(2)).toBe('300.06');
    });

    it('charges $120 a year ($10 a month) up to $10,000 of AGI and subtracts $50 per dependent down to $10', () => {
      expect(pay({ balance: '30000', income: '800' }, 'rap').monthly_payment!.toFixed(2)).toBe('10.00');
      // AGI 36,000 → 3 % → $1,080 a year → $90 a month − 2 × $50 = −$10 → raised to the $10 minimum.
      expect(pay({ balance: '30000', income: '3000', dependents: 2 }, 'rap').monthly_payment!.toFixed(2)).toBe('10.00');
      // AGI 120,000 → 10 % → $1,000 a month − $50.
      expect(pay({ balance: '30000', income: '10000', dependents: 1 }, 'rap').monthly_payment!.toFixed(2)).toBe('950.00');
    });

    it('is not open before 2026-07-01', () => {
      const rap = pay({ balance: '30000', income: '5000' }, 'rap', '2026-06-30');
      expect(rap.available).toBe(false);
      expect(rap.monthly_payment).toBeNull();
    });

    it('pays a zero-interest $10,000 loan off in 40 payments of $250', () => {
      const rap = pay({ balance: '10000', income: '5000', interest_rate: '0' }, 'rap');
      expect(rap.term_months).toBe(40);
      expect(rap.forgiven_amount!.toFixed(2)).toBe('0.00');
    });

    it('forgives what is left after 360 payments and says it is taxable from 2026 (26 U.S.C. 108(f)(5) expired)', () => {
      const plan = planStudentLoans({ balance: '200000', income: '2000', interest_rate: '7' }, { asOf });
      const rap = plan.plans.find((p) => p.id === 'rap')!;
      expect(rap.term_months).toBe(360);
      expect(rap.forgiven_amount!.greaterThan(0)).toBe(true);
      expect(rap.forgiveness_taxable).toBe(true);
      expect(plan.rules_applied.map((r) => r.id)).toContain('us.student_forgiveness_tax');
    });
  });

  describe('US IBR (20 U.S.C. 1098e) and standard plans', () => {
    it('takes 15 % of AGI above 150 % of the 2026 poverty guideline ($15,960 + $5,680 per person)', () => {
      // AGI 36,000, household of 1: allowance 23,940 → (36,000 − 23,940) × 15 % / 12 = 150.75.
      expect(pay({ balance: '60000', income: '3000', interest_rate: '6' }, 'ibr').monthly_payment!.toFixed(2)).toBe('150.75');
      // New borrower (first loan after 2014-07-01): 10 % → 100.50.
      expect(pay({ balance: '60000', income: '3000', interest_rate: '6', loan_disbursed: '2019-09-01' }, 'ibr').monthly_payment!.toFixed(2)).toBe('100.50');
    });

    it('caps IBR at the 10-year standard payment', () => {
      const plan = planStudentLoans({ balance: '10000', income: '20000', interest_rate: '6' }, { asOf });
      const std = plan.plans.find((p) => p.id === 'standard_10_year')!;
      // $10,000 at 6 % over 120 months = $111.02 (annuity formula).
      expect(std.monthly_payment!.toFixed(2)).toBe('111.02');
      expect(plan.plans.find((p) => p.id === 'ibr')!.monthly_payment!.toFixed(2)).toBe('111.02');
    });

    it('gives new loans the Tiered Standard plan by balance, a boundary balance taking the longer tier', () => {
      const years = (balance: string) => pay({ balance, interest_rate: '0', loan_disbursed: '2026-08-01' }, 'tiered_standard').term_months! / 12;
      expect(years('24999.99')).toBe(10);
      expect(years('25000')).toBe(15);
      expect(years('49999.99')).toBe(15);
      expect(years('50000')).toBe(20);
      expect(years('100000')).toBe(25);
      expect(pay({ balance: '30000', income: '4000', loan_disbursed: '2026-08-01' }, 'ibr').available).toBe(false);
    });

    it('recommends PSLF for a nonprofit employer and says it is tax-free', () => {
      const plan = planStudentLoans({ balance: '80000', income: '4000', employer_type: 'nonprofit' }, { asOf });
      expect(plan.recommendation).toBe('pslf');
      const pslf = plan.plans.find((p) => p.id === 'pslf')!;
      expect(pslf.term_months).toBe(120);
      expect(pslf.forgiveness_taxable).toBe(false);
      expect(planStudentLoans({ balance: '80000', income: '4000', employer_type: 'private' }, { asOf }).plans.find((p) => p.id === 'pslf')!.available).toBe(false);
    });

    it('recommends the standard plan when income-driven payments are not lower', () => {
      const plan = planStudentLoans({ balance: '5000', income: '15000', interest_rate: '5' }, { asOf });
      expect(plan.recommendation).toBe('standard_10_year');
    });

    it('warns about the SAVE/PAYE/ICR phase-out and marks it unverified', () => {
      const plan = planStudentLoans({ balance: '30000' }, { asOf });
      expect(plan.warnings.join(' ')).toContain('2028-06-30');
      expect(plan.unverified_rules).toContain('us.student_legacy_plans_phaseout');
    });

    it('handles private loans without income-driven plans and points to the limitation period', () => {
      const plan = planStudentLoans({ balance: '20000', type: 'private', interest_rate: '9', income: '1500' }, { asOf });
      expect(plan.plans.map((p) => p.id)).toEqual(['private_standard', 'private_refinance', 'private_hardship']);
      expect(plan.recommendation).toBe('private_hardship');
      expect(plan.warnings.join(' ')).toContain('/api/debt/statute');
    });
  });

  describe('UK plans (DfE/SLC thresholds by tax year from 6 April)', () => {
    it('charges 9 % above the 2026-27 Plan 2 threshold of £29,385', () => {
      // £42,000 a year: (42,000 − 29,385) × 9 % = £1,135.35 a year = £94.61 a month.
      const plan = planStudentLoans({ balance: '40000', country: 'UK', province: 'Plan 2', income: '3500' }, { asOf });
      expect(plan.plans[0]!.annual_payment!.toFixed(2)).toBe('1135.35');
      expect(plan.plans[0]!.monthly_payment!.toFixed(2)).toBe('94.61');
      expect(plan.currency).toBe('GBP');
    });

    it('uses the 2025-26 Plan 1 threshold (£26,065) before 6 April 2026 and £26,900 after', () => {
      const before = planStudentLoans({ balance: '10000', country: 'UK', province: 'plan1', income: '2500' }, { asOf: '2026-04-05' });
      const after = planStudentLoans({ balance: '10000', country: 'UK', province: 'plan_1', income: '2500' }, { asOf: '2026-04-06' });
      // (30,000 − 26,065) × 9 % = 354.15; (30,000 − 26,900) × 9 % = 279.00.
      expect(before.plans[0]!.annual_payment!.toFixed(2)).toBe('354.15');
      expect(after.plans[0]!.annual_payment!.toFixed(2)).toBe('279.00');
    });

    it('charges 6 % above £21,000 on a postgraduate loan', () => {
      const plan = planStudentLoans({ balance: '12000', country: 'UK', province: 'PGL', income: '2500' }, { asOf });
      // (30,000 − 21,000) × 6 % = 540.
      expect(plan.plans[0]!.annual_payment!.toFixed(2)).toBe('540.00');
    });

    it('shows every plan when the plan type is not sent and rejects an unknown plan naming province', () => {
      expect(planStudentLoans({ balance: '1000', country: 'UK' }, { asOf }).plans).toHaveLength(5);
      expect(fieldOf(() => planStudentLoans({ balance: '1000', country: 'UK', province: 'plan9' }, { asOf }))).toBe('province');
    });

    it('reads the plan from its own parameter, any case, and rejects an unknown one naming plan', () => {
      expect(planStudentLoans({ balance: '1000', country: 'UK', plan: 'Plan 2' }, { asOf }).plan_type).toBe('plan2');
      expect(planStudentLoans({ balance: '1000', country: 'UK', plan: 'POSTGRADUATE' }, { asOf }).plan_type).toBe('postgraduate');
      expect(planStudentLoans({ balance: '1000', country: 'UK', plan: 'plan5', province: 'Plan 5' }, { asOf }).plan_type).toBe('plan5');
      expect(fieldOf(() => planStudentLoans({ balance: '1000', country: 'UK', plan: 'plan3b' }, { asOf }))).toBe('plan');
      // Two parameters naming two plans is a contradiction, not a choice.
      expect(fieldOf(() => planStudentLoans({ balance: '1000', country: 'UK', plan: 'plan1', province: 'plan2' }, { asOf }))).toBe('plan');
      const ca = planStudentLoans({ balance: '1000', country: 'CA', plan: 'plan2' }, { asOf });
      expect(ca.plan_type).toBeNull();
      expect(ca.assumptions).toContain(PLAN_STUDENT_LOANS_MESSAGES.en.assumption_plan_ignored);
    });
  });

  describe('UK interest (DfE announcements: RPI of March from 1 September; Plan 2 band from 6 April)', () => {
    const rateOf = (plan: 'plan1' | 'plan2', yearly: string, at: string) => {
      const note = planStudentLoans({ balance: '40000', country: 'UK', plan, income: new Decimal(yearly).dividedBy(12).toFixed(10) }, { asOf: at }).plans[0]!.notes.find((n) => n.startsWith('Interest assumed'));
      return note?.match(/([\d.]+)%/)?.[1];
    };

    it('moves the Plan 2 band to £29,385–£52,885 on 6 April 2026 (DfE: thresholds to apply from April 2026)', () => {
      // Midway through the band: RPI 3.2 % + 1.5 = 4.7 %. On the 2025-26 band (£28,470–£51,245) the same income gave 4.87 %.
      expect(rateOf('plan2', '41135', '2026-05-01')).toBe('4.7');
      expect(rateOf('plan2', '41135', '2026-04-05')).toBe('4.87');
      expect(rateOf('plan2', '29385', '2026-05-01')).toBe('3.2');
      expect(rateOf('plan2', '52885', '2026-05-01')).toBe('6.2');
    });

    it('charges the 2024-25 RPI of 4.3 % until 31 August 2025 and 3.2 % from 1 September 2025 (Plan 1)', () => {
      expect(rateOf('plan1', '30000', '2025-06-01')).toBe('4.3');
      expect(rateOf('plan1', '30000', '2025-09-01')).toBe('3.2');
    });

    it('charges the 2026-27 rates from 1 September 2026: RPI 4.1 % (Plan 1, 4, 5), Plan 2 up to the 6 % cap, postgraduate 6 %', () => {
      // DfE: RPI of March 2026 = 4.1 % for 1 Sep 2026 – 31 Aug 2027; Plan 2 and Plan 3 capped at 6 % for the year
      // (announced 7 April 2026). Plan 1 and 4: lower of RPI and Bank Rate + 1 % (3.75 + 1 = 4.75) → 4.1 %.
      expect(rateOf('plan1', '30000', '2026-11-25')).toBe('4.1');
      expect(rateOf('plan1', '30000', '2026-08-31')).toBe('3.2');
      const flat = (plan: 'plan4' | 'plan5' | 'postgraduate') =>
        planStudentLoans({ balance: '40000', country: 'UK', plan, income: '3000' }, { asOf: '2026-11-25' }).plans[0]!.notes.find((n) => n.startsWith('Interest assumed'))?.match(/([\d.]+)%/)?.[1];
      expect([flat('plan4'), flat('plan5'), flat('postgraduate')]).toEqual(['4.1', '4.1', '6']);
      // Plan 2 on the 2026-27 band £29,385–£52,885: RPI + 3 × share, capped at 6 %. Midway (£41,135): 4.1 + 1.5 = 5.6 %.
      expect(rateOf('plan2', '29385', '2026-11-25')).toBe('4.1');
      expect(rateOf('plan2', '41135', '2026-11-25')).toBe('5.6');
      expect(rateOf('plan2', '52885', '2026-11-25')).toBe('6'); // RPI + 3 = 7.1 %, capped
      expect(rateOf('plan2', '120000', '2026-11-25')).toBe('6');
    });

    it('follows the capped Plan 2 formula min(RPI + 3 × (income − £29,385) / £23,500, 6 %) at every income in 2026-27', () => {
      fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (pence) => {
        const income = new Decimal(pence).dividedBy(100);
        const share = Decimal.min(1, Decimal.max(0, income.minus(29385).dividedBy(23500)));
        const expected = Decimal.min(6, new Decimal('4.1').plus(share.times(3))).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        expect(Math.abs(Number(rateOf('plan2', income.toFixed(2), '2026-11-25')) - expected.toNumber())).toBeLessThanOrEqual(0.01);
      }), { numRuns: 60 });
    });

    it('is not stale during 2026-27 and reports the rates stale from 1 September 2027, when the 2027-28 rates are due and not on record', () => {
      const during = planStudentLoans({ balance: '40000', country: 'UK', plan: 'plan2', income: '3500' }, { asOf: '2026-11-25' });
      expect(during.stale_rules).toEqual([]);
      expect(during.rules_applied.find((r) => r.id === 'uk.student_loan_interest')).toMatchObject({ effective: '2026-09-01', stale: false, verified: null });
      expect(during.unverified_rules).toContain('uk.student_loan_interest');
      expect(planStudentLoans({ balance: '40000', country: 'UK', plan: 'plan2', income: '3500' }, { asOf: '2027-08-31' }).stale_rules).not.toContain('uk.student_loan_interest');
      const after = planStudentLoans({ balance: '40000', country: 'UK', plan: 'plan2', income: '3500' }, { asOf: '2027-09-01' });
      expect(after.stale_rules).toContain('uk.student_loan_interest');
      expect(after.rules_applied.find((r) => r.id === 'uk.student_loan_interest')).toMatchObject({ effective: '2026-09-01', stale: true, stale_since: '2027-09-01' });
      expect(after.warnings.join(' ')).toMatch(/2026-09-01.*2027-09-01/);
      expect(after.stale_note).toMatch(/uk\.student_loan_interest/);
    });

    it('reports the 2026-27 thresholds stale from 6 April 2027 (one tax year each)', () => {
      expect(planStudentLoans({ balance: '1000', country: 'UK', plan: 'plan1', income: '3000' }, { asOf: '2027-04-06' }).stale_rules).toContain('uk.student_loan_thresholds');
      expect(planStudentLoans({ balance: '1000', country: 'UK', plan: 'plan1', income: '3000' }, { asOf: '2027-04-05' }).stale_rules).not.toContain('uk.student_loan_thresholds');
    });

    it('keeps the Plan 2 rate between RPI and RPI + 3 and never lower for a higher income', () => {
      fc.assert(fc.property(fc.integer({ min: 0, max: 12_000_000 }), fc.integer({ min: 0, max: 12_000_000 }), fc.constantFrom('2025-06-01', '2025-10-01', '2026-05-01', '2026-11-25'), (a, b, at) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const r1 = Number(rateOf('plan2', (lo / 100).toFixed(2), at));
        const r2 = Number(rateOf('plan2', (hi / 100).toFixed(2), at));
        expect(r1).toBeLessThanOrEqual(r2);
        const rpi = at < '2025-09-01' ? 4.3 : at < '2026-09-01' ? 3.2 : 4.1;
        expect(r1).toBeGreaterThanOrEqual(rpi);
        expect(r2).toBeLessThanOrEqual(at < '2026-09-01' ? rpi + 3 : 6); // 2026-27: capped at 6 %
      }), { numRuns: 60 });
    });
  });

  describe('Australia HELP (ATO 2025–26 marginal schedule)', () => {
    const annual = (yearly: number) =>
      planStudentLoans({ balance: '50000', country: 'AU', income: new Decimal(yearly).dividedBy(12).toFixed(10) }, { asOf: '2026-02-01' }).plans[0]!.annual_payment!.toFixed(2);
    it('matches the ATO table: nil, 15c, $8,700 + 17c, 10 % of total', () => {
      // Yearly incomes are multiples of 12 cents so the monthly income sent is exact.
      expect(annual(66996)).toBe('0.00');
      expect(annual(79992)).toBe('1948.80'); // (79,992 − 67,000) × 15 %
      expect(annual(150000)).toBe('12950.00'); // 8,700 + 25,000 × 17 %
      expect(annual(179280)).toBe('17927.60'); // 8,700 + 54,280 × 17 %
      expect(annual(199992)).toBe('19999.20'); // 10 % of 199,992
    });

    it('uses the 2025–26 schedule through 30 June 2026 and reports it stale after, the 2026–27 thresholds not being on record', () => {
      // The ATO indexes the thresholds for each income year (1 July); its page lists only the 2025–26 table.
      const current = planStudentLoans({ balance: '1000', country: 'AU' }, { asOf: '2026-06-30' });
      expect(current.stale_rules).toEqual([]);
      expect(current.unverified_rules).not.toContain('au.help_repayment');
      const later = planStudentLoans({ balance: '1000', country: 'AU' }, { asOf });
      expect(later.stale_rules).toEqual(['au.help_repayment']);
      expect(later.rules_applied.find((r) => r.id === 'au.help_repayment')).toMatchObject({ effective: '2025-07-01', stale: true, stale_since: '2026-07-01' });
    });
  });

  describe('Canada RAP (canada.ca thresholds)', () => {
    it('asks nothing below the family-size threshold and at most 10 % of income above it', () => {
      const low = planStudentLoans({ balance: '30000', country: 'CA', province: 'ON', income: '3500' }, { asOf });
      expect(low.plans.find((p) => p.id === 'ca_rap')!.monthly_payment!.toFixed(2)).toBe('0.00');
      expect(low.recommendation).toBe('ca_rap');
      const family = planStudentLoans({ balance: '90000', country: 'CA', income: '5000', dependents: 2 }, { asOf });
      // Family of 3: threshold $5,115 → still zero.
      expect(family.plans.find((p) => p.id === 'ca_rap')!.monthly_payment!.toFixed(2)).toBe('0.00');
      const high = planStudentLoans({ balance: '90000', country: 'CA', income: '6000' }, { asOf });
      expect(high.plans.find((p) => p.id === 'ca_rap')!.monthly_payment!.toFixed(2)).toBe('600.00');
    });

    it('rejects an unknown province listing the allowed codes', () => {
      expect(() => planStudentLoans({ balance: '1000', country: 'CA', province: 'XX' }, { asOf })).toThrow(/AB, BC/);
    });
  });

  it('writes Spanish and keeps the catalogs complete', () => {
    expect(Object.keys(PLAN_STUDENT_LOANS_MESSAGES.es).sort()).toEqual(Object.keys(PLAN_STUDENT_LOANS_MESSAGES.en).sort());
    expect(planStudentLoans({ balance: '30000', income: '5000' }, { asOf, lang: 'es' }).narrative).toMatch(/^Recomendado/);
  });

  it('rejects bad arguments naming the field and does not mutate the input', () => {
    expect(fieldOf(() => planStudentLoans({ balance: '-1' }, { asOf }))).toBe('balance');
    expect(fieldOf(() => planStudentLoans({ balance: '1', dependents: 1.5 }, { asOf }))).toBe('dependents');
    expect(fieldOf(() => planStudentLoans({ balance: '1', employer_type: 'church' as never }, { asOf }))).toBe('employer_type');
    expect(fieldOf(() => planStudentLoans({ balance: '1' }, { asOf: '2026-13-01' }))).toBe('asOf');
    const input = Object.freeze({ balance: '30000', income: '5000', dependents: 1 });
    expect(() => planStudentLoans(input, { asOf })).not.toThrow();
  });

  describe('properties', () => {
    const income = fc.integer({ min: 0, max: 3_000_000 }).map((c) => new Decimal(c).dividedBy(100));
    it('never returns a negative payment and RAP never charges under $10', () => {
      fc.assert(
        fc.property(income, fc.integer({ min: 0, max: 6 }), fc.constantFrom('US', 'UK', 'AU', 'CA'), (inc, deps, country) => {
          const plan = planStudentLoans({ balance: '40000', income: inc.toFixed(2), dependents: deps, country: country as 'US' }, { asOf });
          for (const p of plan.plans) if (p.monthly_payment !== null) expect(p.monthly_payment.isNegative()).toBe(false);
          const rap = plan.plans.find((p) => p.id === 'rap');
          if (rap?.monthly_payment) expect(rap.monthly_payment.greaterThanOrEqualTo(10)).toBe(true);
        }),
        { numRuns: 60 },
      );
    });

    it('is non-decreasing in income for every income-based plan', () => {
      const ids = ['rap', 'ibr', 'uk_plan2', 'au_help', 'ca_rap'];
      fc.assert(
        fc.property(income, income, fc.constantFrom('US', 'UK', 'AU', 'CA'), (a, b, country) => {
          const [lo, hi] = a.lessThan(b) ? [a, b] : [b, a];
          const at = (x: Decimal) => planStudentLoans({ balance: '40000', income: x.toFixed(2), country: country as 'US', ...(country === 'UK' ? { province: 'plan2' } : {}) }, { asOf }).plans;
          const low = at(lo);
          const high = at(hi);
          for (const id of ids) {
            const l = low.find((p) => p.id === id)?.monthly_payment;
            const h = high.find((p) => p.id === id)?.monthly_payment;
            if (l && h) expect(h.greaterThanOrEqualTo(l), `${id} ${lo} ${hi}`).toBe(true);
          }
        }),
        { numRuns: 60 },
      );
    });
  });

  describe('catalog endpoint', () => {
    it('answers 200 with plans', async () => {
      const outcome = await invokeEndpoint(debtStudent, { balance: '31000', income: '3500', dependents: '1' }, { asOf });
      expect(outcome.status).toBe(200);
      expect((outcome.body as { recommendation: string }).recommendation).toBeTypeOf('string');
    });

    it('answers 400 naming balance, type and province', async () => {
      const fields = async (input: Record<string, unknown>) => {
        const outcome = await invokeEndpoint(debtStudent, input, { asOf });
        expect(outcome.status).toBe(400);
        return JSON.stringify(outcome.body);
      };
      expect(await fields({})).toContain('balance');
      expect(await fields({ balance: '100', type: 'stafford' })).toContain('type');
      const province = await fields({ balance: '100', country: 'UK', province: 'plan 7' });
      expect(province).toContain('province');
      expect(province).toContain('plan1, plan2, plan4, plan5, postgraduate');
      const plan = await fields({ balance: '100', country: 'UK', plan: 'plan 7' });
      expect(plan).toContain('"plan"');
      expect(plan).toContain('plan1, plan2, plan4, plan5, postgraduate');
    });

    it.each([
      ['plan1', 'plan1'], ['PLAN1', 'plan1'], ['plan2', 'plan2'], ['Plan 2', 'plan2'], ['plan4', 'plan4'], ['Plan 4', 'plan4'],
      ['plan5', 'plan5'], ['plan 5', 'plan5'], ['postgraduate', 'postgraduate'], ['Postgraduate', 'postgraduate'],
    ])('reads plan=%s as %s on GET /api/debt/student', async (sent, read) => {
      const outcome = await invokeEndpoint(debtStudent, { balance: '20000', country: 'UK', plan: sent, income: '3000' }, { asOf });
      expect(outcome.status).toBe(200);
      expect((outcome.body as { plan_type: string; plans: { id: string }[] }).plan_type).toBe(read);
      expect((outcome.body as { plans: { id: string }[] }).plans.map((p) => p.id)).toEqual([`uk_${read}`]);
    });

    it('still reads the UK plan from province=plan2 (the spec\'s parameter)', async () => {
      const outcome = await invokeEndpoint(debtStudent, { balance: '20000', country: 'UK', province: 'plan2', income: '3000' }, { asOf });
      expect(outcome.status).toBe(200);
      expect((outcome.body as { plan_type: string }).plan_type).toBe('plan2');
    });
  });
});
