import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { vetHomeLoan } from '../../src/catalog/vet/homeLoan.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { planHomeLoan } from '../../src/vet/planHomeLoan.js';

const AS_OF = '2026-03-01';

function thrown(fn: () => unknown): GuidekitError {
  try {
    fn();
  } catch (error) {
    if (error instanceof GuidekitError) return error;
    throw error;
  }
  throw new Error('expected a GuidekitError');
}

describe('planHomeLoan', () => {
  describe('funding fee, 38 U.S.C. 3729 (VA table for closings 2023-04-07 to 2031-11-13)', () => {
    it('charges 2.15% on a first-use zero-down $300,000 loan: $6,450', () => {
      // VA table: first use, less than 5% down, 2.15%; 300,000 × 0.0215 = 6,450 (Veterans United calculator page).
      const fee = planHomeLoan({ purchase_price: '300000' }, { asOf: AS_OF }).funding_fee!;
      expect(fee.status).toBe('computed');
      expect(fee.amount!.toFixed(2)).toBe('6450.00');
      expect(fee.rate_percent!.toString()).toBe('2.15');
    });

    it('uses 3.3% for subsequent use and 1.5% / 1.25% with 5% / 10% down', () => {
      expect(planHomeLoan({ purchase_price: '300000', prior_va_loan: true }, { asOf: AS_OF }).funding_fee!.amount!.toFixed(2)).toBe('9900.00');
      // 5% down: loan 285,000 × 1.5% = 4,275; 10% down: loan 270,000 × 1.25% = 3,375.
      expect(planHomeLoan({ purchase_price: '300000', down_payment: '15000' }, { asOf: AS_OF }).funding_fee!.amount!.toFixed(2)).toBe('4275.00');
      expect(planHomeLoan({ purchase_price: '300000', down_payment: '30000', prior_va_loan: true }, { asOf: AS_OF }).funding_fee!.amount!.toFixed(2)).toBe('3375.00');
    });

    it('applies the 2020 schedule (2.3%) to a closing before 2023-04-07', () => {
      expect(planHomeLoan({ purchase_price: '300000' }, { asOf: '2023-04-06' }).funding_fee!.amount!.toFixed(2)).toBe('6900.00');
    });

    it('says the schedule is not encoded for closings from 2031-11-14', () => {
      const fee = planHomeLoan({ purchase_price: '300000' }, { asOf: '2031-11-14' }).funding_fee!;
      expect(fee.status).toBe('not_encoded');
      expect(fee.amount).toBeNull();
    });

    it('exempts a veteran rated 10%: the fee is $0', () => {
      const fee = planHomeLoan({ purchase_price: '300000', disability_rating: 10 }, { asOf: AS_OF }).funding_fee!;
      expect(fee.status).toBe('exempt');
      expect(fee.amount!.isZero()).toBe(true);
      expect(fee.amount_if_not_exempt!.toFixed(2)).toBe('6450.00');
    });

    it('does not exempt a 0% rating that pays no compensation', () => {
      const r = planHomeLoan({ purchase_price: '300000', disability_rating: 0 }, { asOf: AS_OF });
      expect(r.funding_fee!.exempt).toBe(false);
      expect(r.funding_fee!.amount!.toFixed(2)).toBe('6450.00');
    });

    it('lists the exemptions of 3729(c), including Purple Heart and surviving spouses on DIC', () => {
      const r = planHomeLoan({}, { asOf: AS_OF });
      expect(r.fee_exemptions.join(' ')).toMatch(/Purple Heart/);
      expect(r.fee_exemptions.join(' ')).toMatch(/DIC/);
    });

    const price = fc.integer({ min: 1_000_00, max: 3_000_000_00 }).map((c) => new Decimal(c).div(100));
    const use = fc.boolean();

    it('never returns a negative fee, and exactly 0 when exempt (property)', () => {
      fc.assert(
        fc.property(price, fc.integer({ min: 0, max: 100 }), use, fc.double({ min: 0, max: 0.99, noNaN: true }), (p, rating, prior, share) => {
          const down = p.times(share).toDecimalPlaces(2, Decimal.ROUND_DOWN);
          const fee = planHomeLoan({ purchase_price: p.toFixed(2), down_payment: down.toFixed(2), disability_rating: rating, prior_va_loan: prior }, { asOf: AS_OF }).funding_fee!;
          expect(fee.amount!.gte(0)).toBe(true);
          if (rating >= 10) expect(fee.amount!.isZero()).toBe(true);
        }),
      );
    });

    it('grows with the price at a fixed down payment (property)', () => {
      fc.assert(
        fc.property(price, price, use, (a, b, prior) => {
          const [lo, hi] = a.lte(b) ? [a, b] : [b, a];
          const fee = (p: Decimal) => planHomeLoan({ purchase_price: p.toFixed(2), prior_va_loan: prior }, { asOf: AS_OF }).funding_fee!.amount!;
          expect(fee(lo).lte(fee(hi))).toBe(true);
        }),
      );
    });

    it('does not mutate its input', () => {
      const input = Object.freeze({ purchase_price: '250000', state: 'TX', prior_va_loan: true });
      planHomeLoan(input, { asOf: AS_OF });
      expect(input).toEqual({ purchase_price: '250000', state: 'TX', prior_va_loan: true });
    });
  });

  describe('no mortgage insurance, entitlement and state programs', () => {
    it('estimates PMI savings at the assumed 0.6% a year: $1,800 on $300,000, $150 a month', () => {
      const mi = planHomeLoan({ purchase_price: '300000' }, { asOf: AS_OF }).mortgage_insurance!;
      expect(mi.required).toBe(false);
      expect(mi.annual_savings_estimate!.toFixed(2)).toBe('1800.00');
      expect(mi.monthly_savings_estimate!.toFixed(2)).toBe('150.00');
    });

    it('has no loan limit with full entitlement and names the county limit after a prior VA loan', () => {
      expect(planHomeLoan({}, { asOf: AS_OF }).entitlement!.full_entitlement_no_limit).toBe(true);
      const again = planHomeLoan({ prior_va_loan: true }, { asOf: AS_OF }).entitlement!;
      expect(again.partial_entitlement_possible).toBe(true);
      expect(again.conforming_limit_baseline!.toFixed(0)).toBe('832750');
    });

    it('names Texas programs by name or code, unverified', () => {
      const r = planHomeLoan({ state: 'Texas' }, { asOf: AS_OF });
      expect(r.state_programs!.state).toBe('TX');
      expect(r.state_programs!.programs[0]!.verified).toBe(false);
      expect(r.unverified_rules).toContain('us.tx.veteran_home_program');
    });

    it('rejects an unknown US state, listing the allowed codes', () => {
      const e = thrown(() => planHomeLoan({ state: 'Atlantis', country: 'US' }, { asOf: AS_OF }));
      expect(e.field).toBe('state');
      expect(e.message).toMatch(/allowed values: .*TX/);
    });
  });

  describe('other countries', () => {
    it.each(['Canada', 'NewZealand', 'Germany'])('says %s has no veteran-specific program and names the closest one', (country) => {
      const r = planHomeLoan({ purchase_price: '300000', country }, { asOf: AS_OF });
      expect(r.veteran_specific_program_exists).toBe(false);
      expect(r.notes[0]).toMatch(/no veteran-specific home-buying program/);
      expect(r.local_programs.length).toBeGreaterThan(0);
      expect(r.funding_fee).toBeNull();
    });

    it('describes the UK deposit loan (50% of salary, £25,000) and Australia\'s DHOAS subsidy', () => {
      const uk = planHomeLoan({ country: 'UK' }, { asOf: AS_OF });
      expect(uk.local_programs[0]!.figures).toMatchObject({ max_amount: '25000', max_salary_percent: '50' });
      expect(uk.veteran_specific_program_exists).toBe(true);
      expect(planHomeLoan({ country: 'Australia' }, { asOf: AS_OF }).local_programs[0]!.name).toMatch(/DHOAS/);
    });

    it('never applies US rules to an unmapped country', () => {
      const r = planHomeLoan({ country: 'France', purchase_price: '300000' }, { asOf: AS_OF });
      expect(r.country_scope.mapped).toBe(false);
      expect(r.funding_fee).toBeNull();
      expect(r.rules_applied).toEqual([]);
    });

    it('writes Spanish text', () => {
      expect(planHomeLoan({ country: 'Germany' }, { asOf: AS_OF, lang: 'es' }).notes[0]).toMatch(/no tiene un programa/);
    });
  });

  describe('endpoint /api/vet/home-loan', () => {
    it('answers 200 with the fee and the country scope', async () => {
      const out = await invokeEndpoint(vetHomeLoan, { purchase_price: '300000', prior_va_loan: 'false', state: 'CA' }, { asOf: AS_OF });
      expect(out.status).toBe(200);
      const body = out.body as { funding_fee: { amount: Decimal }; country_scope: { country: string }; disclaimer: string; next_calls: string[] };
      expect(new Decimal(body.funding_fee.amount).toFixed(2)).toBe('6450.00');
      expect(body.country_scope.country).toBe('US');
      expect(body.next_calls).toContain('/api/vet/state-benefits');
    });

    it('answers 400 naming a bad rating and an unknown state', async () => {
      const bad = await invokeEndpoint(vetHomeLoan, { disability_rating: '150' }, { asOf: AS_OF });
      expect(bad.status).toBe(400);
      expect((bad.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['disability_rating']);
      const state = await invokeEndpoint(vetHomeLoan, { state: 'Atlantis', country: 'US' }, { asOf: AS_OF });
      expect(state.status).toBe(400);
      expect(JSON.stringify(state.body)).toMatch(/allowed values/);
    });
  });
});
