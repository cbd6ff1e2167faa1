import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { debtTax } from '../../src/catalog/debt/tax.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { PROJECT_TAX_DEBT_MESSAGES } from '../../src/debt/messages/projectTaxDebt.js';
import { projectTaxDebt } from '../../src/debt/projectTaxDebt.js';
import { buildTaxOptions } from '../../src/debt/_lib/taxOptions.js';
import { createTranslate } from '../../src/core/i18n/createTranslate.js';

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
    const p = projectTaxDebt({ amount_owed: '12000', country: 'UK', months: 1, years_behind: 0 }, { asOf: '2026-01-09' });
    expect(p.projection[0]!.interest.toFixed(2)).toBe(new Decimal(12000).times(0.0775).times(31).dividedBy(365).toFixed(2));
    // Due today: inside HMRC's online window (gov.uk: owe £30,000 or less, less than 60 days after the deadline).
    expect(p.payment_options[0]!.eligible).toBe(true);
    expect(projectTaxDebt({ amount_owed: '30000.01', country: 'UK', years_behind: 0 }, { asOf }).payment_options[0]!.eligible).toBe(false);
  });

  describe('HMRC (UK)', () => {
    const uk = (amount: string, at: string, extra: { years_behind?: number; months?: number; situation?: string } = {}) =>
      projectTaxDebt({ amount_owed: amount, country: 'UK', years_behind: 0, ...extra }, { asOf: at });

    it('puts the Self Assessment penalties in the headline: 5 % at 30 days, 6 months and 12 months (FA 2009 Sch. 56 para. 3)', () => {
      // Due 31 January 2026; penalty date = the day after the date 30 days later = 3 March 2026 (Sch. 56 para. 1(4),
      // Table item 1); further 5 % after the 5- and 11-month periods beginning with it: 3 August 2026 and 3 February 2027.
      const p = uk('10000', '2026-01-31', { months: 24 });
      expect(p.uk_penalties!.regime).toBe('sa_sch56');
      expect(p.uk_penalties!.stages.map((x) => [x.id, x.date, x.amount.toFixed(2), x.status])).toEqual([
        ['sa_30_days', '2026-03-03', '500.00', 'projected'],
        ['sa_6_months', '2026-08-03', '500.00', 'projected'],
        ['sa_12_months', '2027-02-03', '500.00', 'projected'],
      ]);
      expect(p.total_penalties.toFixed(2)).toBe('1500.00');
      expect(p.uk_penalties!.projected.toFixed(2)).toBe('1500.00');
      // Month 2 covers 28 February to 30 March 2026, which holds 3 March.
      expect(p.projection[1]!.penalty.toFixed(2)).toBe('500.00');
      expect(p.projected_balance.toFixed(2)).toBe(new Decimal(10000).plus(p.total_interest).plus(1500).toFixed(2));
      expect(p.narrative).toContain('£1,500.00');
      expect(p.rules_applied.map((r) => r.id)).toContain('uk.fa2009_sch56.sa_late_payment_penalties');
    });

    it('reports the penalties that fell before the date of the answer and projects only the later ones', () => {
      // Due 25 November 2025: penalty date 26 December 2025; 26 May 2026 (charged), 26 November 2026 (tomorrow: projected).
      const p = uk('10000', '2026-11-25', { years_behind: 1 });
      expect(p.uk_penalties!.stages.map((x) => x.status)).toEqual(['charged', 'charged', 'projected']);
      expect(p.uk_penalties!.charged_before_as_of.toFixed(2)).toBe('1000.00');
      expect(p.total_penalties.toFixed(2)).toBe('500.00');
      expect(p.warnings.join(' ')).toContain('£1,000.00');
    });

    it('suspends the penalties still to come while a Time to Pay arrangement is kept (Sch. 56 para. 10)', () => {
      const p = uk('10000', '2026-01-31', { situation: 'I have a time to pay arrangement' });
      expect(p.total_penalties.toFixed(2)).toBe('0.00');
      expect(p.uk_penalties!.stages.every((x) => x.status === 'suspended')).toBe(true);
    });

    it('uses the MTD for Income Tax penalties when the situation says so: 3 % at day 15, 3 % at day 30, 10 % a year from day 31 (SI 2025/589)', () => {
      // Due 31 January 2026: day-15 penalty on 16 February, day-30 on 3 March; second penalty daily from 3 March to the
      // horizon end of 30 April (58 days): 10,000 × 10 % × 58/365 = 158.90.
      const p = uk('10000', '2026-01-31', { months: 3, situation: 'signed up to Making Tax Digital' });
      expect(p.uk_penalties!.regime).toBe('mtd_sch26');
      expect(p.uk_penalties!.stages.map((x) => [x.id, x.date, x.amount.toFixed(2)])).toEqual([
        ['mtd_day_15', '2026-02-16', '300.00'],
        ['mtd_day_30', '2026-03-03', '300.00'],
        ['mtd_second', '2026-03-03', new Decimal(10000).times(0.1).times(58).dividedBy(365).toFixed(2)],
      ]);
      expect(p.total_penalties.toFixed(2)).toBe(new Decimal(600).plus(new Decimal(10000).times(0.1).times(58).dividedBy(365)).toFixed(2));
    });

    it('offers online Time to Pay only inside its window and otherwise says to call HMRC (gov.uk: pay in instalments)', () => {
      const late = uk('5000', '2026-11-25', { years_behind: 1 });
      const online = late.payment_options.find((o) => o.id === 'time_to_pay_online')!;
      expect(online.eligible).toBe(false);
      expect(online.notes.join(' ')).toMatch(/365 days ago/);
      expect(late.next_steps.join(' ')).toMatch(/Call HMRC/);
      expect(late.narrative).toMatch(/call HMRC/);
      expect(uk('5000', '2026-11-25', { situation: 'return not filed yet' }).payment_options[0]!.eligible).toBe(false);
      expect(uk('5000', '2026-11-25', { situation: 'already on a payment plan' }).payment_options[0]!.eligible).toBe(false);
      expect(uk('30000', '2026-11-25').payment_options[0]!.eligible).toBe(true);
      expect(uk('30000.01', '2026-11-25').next_steps.join(' ')).toMatch(/Call HMRC/);
    });

    it('closes the online window on the 60th day after the deadline ("less than 60 days after")', () => {
      const t = createTranslate(PROJECT_TAX_DEBT_MESSAGES, 'en');
      const online = (asOfDay: string) => buildTaxOptions({
        country: 'UK', asOf: asOfDay, dueDate: '2026-01-31', amountCents: 100_000, yearsBehind: 0, annualPercent: new Decimal('7.75'), planPenaltyPercent: new Decimal(0),
        t, money: (a) => String(a), applied: [],
      }).payment_options.find((o) => o.id === 'time_to_pay_online')!.eligible;
      expect(online('2026-03-31')).toBe(true); // 59 days
      expect(online('2026-04-01')).toBe(false); // 60 days
    });

    it('projects 7.5 % from 20 August 2024 and knows the 7.75 % rate through 30 July 2026 (Bank Rate held on 5 February, 19 March, 30 April and 18 June 2026)', () => {
      const p = uk('12000', '2024-09-01', { months: 1, years_behind: 0 });
      expect(p.projection[0]!.interest.toFixed(2)).toBe(new Decimal(12000).times(0.075).times(30).dividedBy(366).toFixed(2));
      expect(uk('1000', '2026-03-20', { months: 1 }).interest.carried_forward).toBe(false);
      expect(uk('1000', '2026-07-30', { months: 1 }).interest.carried_forward).toBe(false);
      expect(uk('1000', '2026-07-31', { months: 1 }).interest.carried_forward).toBe(true);
      // 12,000 × 7.75 % × 30/365 for 1 June → 1 July 2026, simple: the January rate, not carried, not unverified.
      const june = uk('12000', '2026-06-01', { months: 1, years_behind: 0 });
      expect(june.projection[0]!.interest.toFixed(2)).toBe(new Decimal(12000).times(0.0775).times(30).dividedBy(365).toFixed(2));
      expect(june.unverified_rules).not.toContain('uk.hmrc_late_payment_interest');
      // No later HMRC change is on record: November 2026 carries 7.75 % forward, marked unverified.
      const november = uk('12000', '2026-11-25', { months: 1, years_behind: 0 });
      expect(november.interest.annual_percent.toFixed()).toBe('7.75');
      expect(november.unverified_rules).toContain('uk.hmrc_late_payment_interest');
    });

    it('keeps Self Assessment penalties within 15 % of the tax and the balance equal to tax + interest + penalties', () => {
      fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 36 }), (cents, years, months) => {
        const amount = new Decimal(cents).dividedBy(100);
        const p = uk(amount.toFixed(2), '2026-06-15', { years_behind: years, months });
        expect(p.total_penalties.lessThanOrEqualTo(amount.times(0.15).plus(0.01))).toBe(true);
        expect(p.total_penalties.isNegative()).toBe(false);
        expect(p.projected_balance.toFixed(2)).toBe(amount.plus(p.total_interest).plus(p.total_penalties).toFixed(2));
      }), { numRuns: 60 });
    });
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

    it('answers a UK taxpayer with the late-payment penalties in total_penalties and projected_balance', async () => {
      const outcome = await invokeEndpoint(debtTax, { amount_owed: '10000', country: 'UK', years_behind: '0' }, { asOf: '2026-01-31' });
      expect(outcome.status).toBe(200);
      const body = outcome.body as { total_penalties: Decimal; uk_penalties: { stages: unknown[] } };
      expect(String(body.total_penalties)).toBe('1500');
      expect(body.uk_penalties.stages).toHaveLength(3);
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
