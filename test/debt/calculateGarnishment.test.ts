import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { calculateGarnishment, GARNISHMENT_DEBT_TYPES, type CalculateGarnishmentInput } from '../../src/debt/calculateGarnishment.js';
import { US_STATE_GARNISHMENT_RULES, NO_CONSUMER_GARNISHMENT_STATES } from '../../src/debt/rules/garnishmentUsStates.js';
import { AU_GARNISHMENT_RULES, CA_GARNISHMENT_RULES, UK_GARNISHMENT_RULES } from '../../src/debt/rules/garnishmentIntl.js';
import { US_JURISDICTION_CODES } from '../../src/debt/rules/limitationPeriodsUs.js';
import { PAY_FREQUENCIES } from '../../src/debt/rules/garnishmentUsFederal.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { debtGarnishment } from '../../src/catalog/debt/garnishment.js';

const AS_OF = '2026-11-22';
const opts = { asOf: AS_OF };
const CONSUMER = ['credit_card', 'medical', 'auto', 'personal_loan', 'payday', 'bnpl', 'other', 'mortgage', 'private_student_loan'] as const;

function thrown(fn: () => unknown): { code: string; field: string | undefined; message: string } {
  try {
    fn();
  } catch (error) {
    if (isGuidekitError(error)) return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('expected a GuidekitError');
}

const perPeriod = (input: CalculateGarnishmentInput) => calculateGarnishment(input, opts).max_garnishment_per_period?.toFixed(2);
const money = fc.integer({ min: 0, max: 5_000_000 }).map((c) => (c / 100).toFixed(2));

describe('calculateGarnishment', () => {
  describe('federal limit (15 U.S.C. § 1673(a); DOL Fact Sheet #30)', () => {
    // Fact Sheet #30: no garnishment while weekly disposable earnings are $217.50 (30 × $7.25) or less; between $217.50
    // and $290 only the excess; from $290 at most 25%. Other periods use $435 (biweekly), $471.25 (semimonthly) and
    // $942.50 (monthly). Expected values below are worked by hand from those published amounts.
    it('takes nothing at or below the weekly floor of $217.50 ($210 a week = $910 a month)', () => {
      expect(perPeriod({ income: '910', pay_frequency: 'weekly' })).toBe('0.00');
    });

    it('takes only the excess over $217.50 between $217.50 and $290 a week ($240 a week: $22.50)', () => {
      expect(perPeriod({ income: '1040', pay_frequency: 'weekly' })).toBe('22.50');
    });

    it('takes 25% from $290 a week ($300 a week: $75)', () => {
      expect(perPeriod({ income: '1300', pay_frequency: 'weekly' })).toBe('75.00');
    });

    it('uses $435 for biweekly pay ($480: $45; $600: 25% = $150)', () => {
      expect(perPeriod({ income: '1040', pay_frequency: 'biweekly' })).toBe('45.00');
      expect(perPeriod({ income: '1300', pay_frequency: 'biweekly' })).toBe('150.00');
    });

    it('uses $471.25 for semimonthly pay ($500: $28.75)', () => {
      expect(perPeriod({ income: '1000', pay_frequency: 'semimonthly' })).toBe('28.75');
    });

    it('uses $942.50 for monthly pay, the default ($1,000: $57.50; $942.50: nothing; $2,000: $500)', () => {
      expect(perPeriod({ income: '1000' })).toBe('57.50');
      expect(perPeriod({ income: '942.50' })).toBe('0.00');
      expect(perPeriod({ income: '2000' })).toBe('500.00');
      const r = calculateGarnishment({ income: '1000' }, opts);
      expect(r.pay_frequency).toBe('monthly');
      expect(r.protected_per_month?.toFixed(2)).toBe('942.50');
      expect(r.binding_rule).toBe('federal');
    });

    it('gives the monthly total for weekly pay as 52/12 of the weekly amount ($300 a week: $75 × 52 / 12 = $325)', () => {
      expect(calculateGarnishment({ income: '1300', pay_frequency: 'weekly' }, opts).max_garnishment_per_month?.toFixed(2)).toBe('325.00');
    });
  });

  describe('state rules', () => {
    it('covers the 50 states and DC', () => {
      expect(Object.keys(US_STATE_GARNISHMENT_RULES).sort()).toEqual([...US_JURISDICTION_CODES].sort());
    });

    it('bars consumer garnishment in Texas, Pennsylvania, North Carolina and South Carolina', () => {
      expect([...NO_CONSUMER_GARNISHMENT_STATES].sort()).toEqual(['NC', 'PA', 'SC', 'TX']);
      for (const state of ['TX', 'PA', 'NC', 'SC']) {
        const r = calculateGarnishment({ state, income: '6000' }, opts);
        expect(r.garnishment_allowed, state).toBe(false);
        expect(r.max_garnishment_per_month?.toFixed(2), state).toBe('0.00');
        expect(r.binding_rule).toBe('state_bar');
      }
    });

    it('protects 40 × the minimum wage in Virginia (Va. Code § 34-29; DOLI: $290 a week): $300 a week leaves $10', () => {
      expect(perPeriod({ state: 'VA', income: '1300', pay_frequency: 'weekly' })).toBe('10.00');
      expect(calculateGarnishment({ state: 'VA', income: '1300', pay_frequency: 'weekly' }, opts).binding_rule).toBe('state');
    });

    it('applies California\'s SB 1477 formula: lesser of 20% or 40% of the excess over 48 × $16.90 a week (CCP § 706.050)', () => {
      // Monthly floor 48 × 16.90 × 13/3 = 3,515.20; $4,000: 40% × 484.80 = 193.92 (20% would be 800).
      const r = calculateGarnishment({ state: 'CA', income: '4000' }, opts);
      expect(r.max_garnishment_per_month?.toFixed(2)).toBe('193.92');
      expect(r.federal_max_per_period?.toFixed(2)).toBe('1000.00');
      expect(r.binding_rule).toBe('state');
    });

    it('takes at most 15% in Massachusetts and keeps 50 × $15 a week (M.G.L. c. 246 § 28)', () => {
      // Monthly floor 50 × $15 × 130/30 = $3,250: $3,500 gives $250 (15% would be $525); $6,000 gives 15% = $900.
      expect(perPeriod({ state: 'MA', income: '3500' })).toBe('250.00');
      expect(perPeriod({ state: 'MA', income: '6000' })).toBe('900.00');
    });

    it('exempts a Florida head of family (Fla. Stat. § 222.11) and warns when it is not said', () => {
      expect(perPeriod({ state: 'FL', income: '3000', head_of_household: true })).toBe('0.00');
      expect(perPeriod({ state: 'FL', income: '3000', head_of_household: false })).toBe('750.00');
      expect(calculateGarnishment({ state: 'FL', income: '3000' }, opts).warnings.join(' ')).toMatch(/head of household/);
    });

    it('lowers the share to 10% for a Missouri head of family (Mo. Rev. Stat. § 525.030)', () => {
      expect(perPeriod({ state: 'MO', income: '3000', head_of_household: true })).toBe('300.00');
    });

    it('says when a state rule is only partly modelled or its minimum wage is dated', () => {
      expect(calculateGarnishment({ state: 'MN', income: '3000' }, opts).warnings.join(' ')).toMatch(/does not model/);
      expect(calculateGarnishment({ state: 'WA', income: '3000' }, opts).warnings.join(' ')).toMatch(/minimum wage of \$16\.66/);
    });
  });

  describe('exceptions to the ordinary limit', () => {
    it('allows federal student-loan wage garnishment of 15% even in Texas (20 U.S.C. § 1095a)', () => {
      const r = calculateGarnishment({ state: 'TX', income: '3000', debt_type: 'student_loan' }, opts);
      expect(r.max_garnishment_per_month?.toFixed(2)).toBe('450.00');
      expect(r.binding_rule).toBe('student_loan_awg');
    });

    it('allows support orders of 50% with another family to support and 60% without (15 U.S.C. § 1673(b)(2))', () => {
      expect(perPeriod({ income: '2000', debt_type: 'child_support', dependents: 1 })).toBe('1000.00');
      expect(perPeriod({ income: '2000', debt_type: 'child_support' })).toBe('1200.00');
    });

    it('gives no amount for an IRS levy (Publication 1494 tables are not computed)', () => {
      const r = calculateGarnishment({ income: '3000', debt_type: 'tax' }, opts);
      expect(r.max_garnishment_per_month).toBeNull();
      expect(r.unverified_rules).toContain('us.irc.6334d.wage_levy_exemption');
    });
  });

  describe('UK, Canada and Australia', () => {
    it('leaves the amount to the court in England and Wales (Attachment of Earnings Act 1971)', () => {
      const r = calculateGarnishment({ country: 'UK', income: '2000' }, opts);
      expect(r.max_garnishment_per_month).toBeNull();
      expect(r.binding_rule).toBe('court_set');
      expect(r.currency).toBe('GBP');
      expect(r.how_to_object.join(' ')).toMatch(/N56/);
    });

    it('takes 20% of net pay in Ontario (Wages Act s. 7) and in Tasmania (r. 920)', () => {
      expect(perPeriod({ country: 'CA', state: 'ON', income: '3000' })).toBe('600.00');
      expect(perPeriod({ country: 'AU', state: 'TAS', income: '3000' })).toBe('600.00');
    });

    it('keeps $527.40 a week in NSW (Local Court figure from 1 October 2020) and warns that it is dated', () => {
      const r = calculateGarnishment({ country: 'AU', state: 'nsw', income: '3250', pay_frequency: 'weekly' }, opts);
      expect(r.max_garnishment_per_period?.toFixed(2)).toBe('222.60');
      expect(r.warnings.join(' ')).toMatch(/indexed every April and October/);
    });

    it('applies Alberta\'s $800 + 50% up to $2,400 plus $200 per dependant', () => {
      // $3,000: exempt min(800 + 1,100, 2,400) + 2 × 200 = 2,300 → $700.
      expect(perPeriod({ country: 'CA', state: 'AB', income: '3000', dependents: 2 })).toBe('700.00');
    });

    it('knows every province, territory, Australian state and UK nation, giving null amounts where not researched', () => {
      expect(Object.keys(CA_GARNISHMENT_RULES)).toHaveLength(13);
      expect(Object.keys(AU_GARNISHMENT_RULES)).toHaveLength(8);
      expect(Object.keys(UK_GARNISHMENT_RULES)).toHaveLength(4);
      expect(calculateGarnishment({ country: 'CA', state: 'QC', income: '3000' }, opts).max_garnishment_per_month).toBeNull();
    });
  });

  describe('rule tables', () => {
    it('give every version a source and an effective date, and verified null or an ISO date', () => {
      const tables = [...Object.values(US_STATE_GARNISHMENT_RULES), ...Object.values(CA_GARNISHMENT_RULES), ...Object.values(AU_GARNISHMENT_RULES), ...Object.values(UK_GARNISHMENT_RULES)];
      for (const table of tables) {
        for (const version of table.versions) {
          expect(version.source.length, table.id).toBeGreaterThan(0);
          expect(version.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(version.verified === null || /^\d{4}-\d{2}-\d{2}$/.test(version.verified)).toBe(true);
        }
      }
    });

    it('lists unverified rules in the response', () => {
      const r = calculateGarnishment({ state: 'CA', income: '4000' }, opts);
      expect(r.unverified_rules).toContain('us.ca.wage_garnishment');
      expect(r.rules_applied.map((x) => x.id)).toContain('us.ccpa.1673a.ordinary_garnishment_limit');
    });
  });

  describe('properties', () => {
    const consumerInput = fc.record({
      state: fc.constantFrom(...US_JURISDICTION_CODES),
      income: money,
      pay_frequency: fc.constantFrom(...PAY_FREQUENCIES),
      head_of_household: fc.option(fc.boolean(), { nil: undefined }),
      debt_type: fc.constantFrom(...CONSUMER),
    });

    it('never exceeds the federal cap and is never negative', () => {
      fc.assert(fc.property(consumerInput, (input) => {
        const r = calculateGarnishment(input, opts);
        const withoutState = calculateGarnishment({ ...input, state: undefined }, opts);
        expect(r.max_garnishment_per_period!.gte(0)).toBe(true);
        expect(r.max_garnishment_per_period!.lte(withoutState.max_garnishment_per_period!)).toBe(true);
        expect(r.max_garnishment_per_month!.lte(withoutState.max_garnishment_per_month!)).toBe(true);
        expect(r.protected_per_month!.plus(r.max_garnishment_per_month!).eq(new Decimal(input.income))).toBe(true);
      }));
    });

    it('is monotone non-decreasing in income for consumer debt in a given state', () => {
      fc.assert(fc.property(consumerInput, money, (input, other) => {
        const [lo, hi] = new Decimal(input.income).lte(other) ? [input.income, other] : [other, input.income];
        const a = calculateGarnishment({ ...input, income: lo }, opts).max_garnishment_per_month!;
        const b = calculateGarnishment({ ...input, income: hi }, opts).max_garnishment_per_month!;
        expect(a.lte(b)).toBe(true);
      }));
    });

    it('is zero in the four no-garnishment states for consumer debt', () => {
      fc.assert(fc.property(consumerInput, fc.constantFrom('TX', 'PA', 'NC', 'SC'), (input, state) => {
        expect(calculateGarnishment({ ...input, state }, opts).max_garnishment_per_month!.isZero()).toBe(true);
      }));
    });

    it('gives the same monthly federal amount whatever the pay frequency, within a cent per pay period', () => {
      fc.assert(fc.property(money, (income) => {
        const amounts = PAY_FREQUENCIES.map((f) => calculateGarnishment({ income, pay_frequency: f }, opts).max_garnishment_per_month!);
        for (const x of amounts) expect(x.minus(amounts[0]!).abs().lte('0.06')).toBe(true);
      }));
    });

    it('never mutates its input', () => {
      fc.assert(fc.property(consumerInput, (input) => {
        const copy = structuredClone(input);
        calculateGarnishment(input, opts);
        expect(input).toEqual(copy);
      }), { numRuns: 30 });
    });
  });

  describe('errors and language', () => {
    it('rejects an unknown state, listing the allowed codes', () => {
      const e = thrown(() => calculateGarnishment({ state: 'ZZ' }, opts));
      expect([e.code, e.field]).toEqual(['invalid_state', 'state']);
      expect(e.message).toMatch(/^calculateGarnishment: .*AK, AL, AR/);
      expect(thrown(() => calculateGarnishment({ country: 'AU', state: 'XX' }, opts)).message).toMatch(/ACT, NSW, NT/);
    });

    it('names the field of every other bad argument', () => {
      expect(thrown(() => calculateGarnishment({ debt_type: 'loan' as never }, opts)).field).toBe('debt_type');
      expect(thrown(() => calculateGarnishment({ pay_frequency: 'daily' as never }, opts)).field).toBe('pay_frequency');
      expect(thrown(() => calculateGarnishment({ income: '-1' }, opts)).field).toBe('income');
      expect(thrown(() => calculateGarnishment({ dependents: 1.5 }, opts)).field).toBe('dependents');
      expect(thrown(() => calculateGarnishment({}, { asOf: '2026-13-01' })).field).toBe('asOf');
    });

    it('answers without income with the rules and no amounts', () => {
      const r = calculateGarnishment({ state: 'NY' }, opts);
      expect(r.max_garnishment_per_period).toBeNull();
      expect(r.rules.length).toBe(2);
      expect(r.how_to_object.length).toBeGreaterThan(2);
    });

    it('writes Spanish narrative', () => {
      const r = calculateGarnishment({ state: 'VA', income: '2000' }, { asOf: AS_OF, lang: 'es' });
      expect(r.summary).toMatch(/como máximo 500,00 US\$ por mes/);
      expect(GARNISHMENT_DEBT_TYPES).toContain('child_support');
    });
  });

  describe('GET /api/debt/garnishment', () => {
    it('answers 200 with the amounts for a state', async () => {
      const out = await invokeEndpoint(debtGarnishment, { state: 'va', income: '1300', pay_frequency: 'weekly' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      expect(out.body).toMatchObject({ jurisdiction: 'US-VA', debt_type: 'credit_card', pay_frequency: 'weekly' });
      expect((out.body as { max_garnishment_per_period: Decimal }).max_garnishment_per_period.toFixed(2)).toBe('10.00');
    });

    it('answers 400 naming state, with the allowed values, for an unknown state', async () => {
      const out = await invokeEndpoint(debtGarnishment, { state: 'ZZ' }, { asOf: AS_OF });
      expect(out.status).toBe(400);
      const body = out.body as { errors: { field: string; detail: string }[] };
      expect(body.errors.map((e) => e.field)).toEqual(['state']);
      expect(body.errors[0]!.detail).toMatch(/WY/);
    });

    it('answers 400 naming debt_type, income or pay_frequency for bad values', async () => {
      for (const [input, field] of [[{ debt_type: 'loan' }, 'debt_type'], [{ income: 'lots' }, 'income'], [{ pay_frequency: 'daily' }, 'pay_frequency'], [{ head_of_household: 'maybe' }, 'head_of_household']] as const) {
        const out = await invokeEndpoint(debtGarnishment, input, { asOf: AS_OF });
        expect(out.status, field).toBe(400);
        expect((out.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([field]);
      }
    });
  });
});
