import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { pickRule } from '../../src/core/pickRule.js';
import { PAYDAY_US_STATE_CODES, PAYDAY_US_STATE_RULES } from '../../src/debt/rules/paydayStateRules.js';
import { analyzePaydayLoan } from '../../src/debt/analyzePaydayLoan.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { debtPayday } from '../../src/catalog/debt/payday.js';
import { toJsonValue } from '../../src/core/toJsonValue.js';
import { formatMoney } from '../../src/core/formatMoney.js';

const asOf = '2026-11-22';

describe('analyzePaydayLoan', () => {
  it('gives 391.07% for $15 per $100 over 14 days, by the simple formula and by Appendix J', () => {
    // Research §6 (debt.md) [V]: APR = fee ÷ principal × 365 ÷ days × 100 = 391.07 %. The CFPB quotes the same
    // loan as "an APR of almost 400 percent" (consumerfinance.gov, "What is a payday loan?").
    const result = analyzePaydayLoan({ balance: '100', fee_rate: '$15 per $100' }, { asOf });
    expect(result.apr?.toFixed(2)).toBe('391.07');
    expect(result.apr_appendix_j?.toFixed(2)).toBe('391.07');
    expect(result.fee?.toFixed(2)).toBe('15.00');
    expect(result.total_due?.toFixed(2)).toBe('115.00');
    expect(result.term_days).toBe(14);
  });

  it('computes the fee on the real balance and rollover costs that never reduce it', () => {
    const result = analyzePaydayLoan({ balance: '300', fee_rate: '15 per 100', term_days: 14 }, { asOf });
    expect(result.fee?.toFixed(2)).toBe('45.00');
    expect(result.rollover_costs.find((r) => r.rollovers === 4)?.total_fees.toFixed(2)).toBe('225.00');
  });

  it('leaves the APR null and says why when no fee is given', () => {
    const result = analyzePaydayLoan({ balance: '300' }, { asOf });
    expect(result.apr).toBeNull();
    expect(result.narrative).toContain('15 per 100');
    expect(result.ach_revocation?.steps.length).toBeGreaterThan(3);
  });

  it('flags a loan above a state APR ceiling, citing the state row and marking it unverified', () => {
    // New York: civil usury ceiling 16% a year (N.Y. Gen. Oblig. Law § 5-501, Banking Law § 14-a).
    const result = analyzePaydayLoan({ balance: '100', fee_rate: '15', state: 'ny' }, { asOf });
    expect(result.state).toBe('NY');
    expect(result.state_rules?.status).toBe('prohibited');
    expect(result.state_rules?.apr_likely_above_cap).toBe(true);
    expect(result.state_rules?.checks.find((c) => c.kind === 'apr')?.limit?.toFixed()).toBe('16');
    expect(result.state_rules?.breached).toBe(true);
    expect(result.unverified_rules).toContain('us.ny.payday');
  });

  it('reports an extended payment plan where the state requires one, and no fee cap in Texas', () => {
    // Florida: 60-day grace period at no charge (Fla. Stat. § 560.404(22)); Texas: credit access business fees "as
    // agreed to between the parties" (Tex. Fin. Code § 393.602(b)).
    expect(analyzePaydayLoan({ balance: '100', state: 'FL' }, { asOf }).extended_payment_plan?.required_by_state).toBe(true);
    const texas = analyzePaydayLoan({ balance: '100', fee_rate: '$30 per $100', state: 'TX' }, { asOf });
    expect(texas.state_rules?.status).toBe('no_fee_cap');
    expect(texas.state_rules?.checks.find((c) => c.kind === 'fee')).toBeUndefined();
    expect(texas.state_rules?.breached).toBeNull();
    expect(texas.state_rules?.explanation).toContain('§ 393.602(b)');
  });

  it('cites the MLA 36% cap, Regulation E stop-payment and the 1041.8 two-failed-attempts rule for US loans', () => {
    const result = analyzePaydayLoan({ balance: '100', fee_rate: '$15/$100' }, { asOf });
    expect(result.military_lending_act?.mapr_cap_percent).toBe(36);
    expect(result.military_lending_act?.apr_above_cap).toBe(true);
    const ids = result.rules_applied.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['us.mla_mapr_cap', 'us.reg_e_stop_payment', 'us.cfpb_payday_failed_payment_attempts']));
    expect(result.ach_revocation?.steps.join(' ')).toContain('3 business days');
  });

  it('leaves out the failed-attempts step before its 2025-03-30 compliance date', () => {
    const result = analyzePaydayLoan({ balance: '100' }, { asOf: '2025-03-29' });
    expect(result.rules_applied.map((r) => r.id)).not.toContain('us.cfpb_payday_failed_payment_attempts');
  });

  it('applies the UK daily cap, the Canadian $14 cap and the Australian SACC caps outside the US', () => {
    // FCA price cap: 0.8 % a day (the-fca.org.uk); $15 over 14 days is 1.07 per 100 a day, above it.
    const uk = analyzePaydayLoan({ balance: '100', fee_rate: '15', country: 'UK' }, { asOf });
    expect(uk.country_cap?.fee_above_cap).toBe(true);
    expect(uk.ach_revocation).toBeNull();
    // Canada: $14 per $100 since 2025-01-01.
    expect(analyzePaydayLoan({ balance: '100', fee_rate: '14', country: 'CA' }, { asOf }).country_cap?.fee_above_cap).toBe(false);
    expect(analyzePaydayLoan({ balance: '100', fee_rate: '15', country: 'CA' }, { asOf }).country_cap?.fee_above_cap).toBe(true);
    expect(analyzePaydayLoan({ balance: '100', fee_rate: '24', country: 'AU', term_days: 30 }, { asOf }).country_cap?.fee_above_cap).toBe(false);
  });

  it('writes Spanish narrative when asked', () => {
    const es = analyzePaydayLoan({ balance: '100', fee_rate: '15' }, { asOf, lang: 'es' });
    expect(es.narrative).toContain('TAE');
    expect(es.ach_revocation?.steps[0]).toContain('prestamista');
  });

  it.each([
    [{ balance: '100', fee_rate: 'lots' }, 'fee_rate'],
    [{ balance: '100', state: 'ZZ' }, 'state'],
    [{ balance: '0' }, 'balance'],
    [{ balance: '100', term_days: 0 }, 'term_days'],
  ])('rejects %j on its field', (input, field) => {
    try {
      analyzePaydayLoan(input, { asOf });
      expect.unreachable('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(GuidekitError);
      expect((error as GuidekitError).field).toBe(field);
    }
  });

  it('agrees with Appendix J for every single-payment term under a year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 364 }), fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1000, max: 100_000 }), (days, feeTenths, balanceCents) => {
        const result = analyzePaydayLoan({ balance: (balanceCents / 100).toFixed(2), fee_rate: `${feeTenths / 100}`, term_days: days }, { asOf });
        if (result.fee?.isZero()) return;
        expect(Math.abs(Number(result.apr?.toFixed(2)) - Number(result.apr_appendix_j?.toFixed(2)))).toBeLessThanOrEqual(0.01);
      }),
      { numRuns: 200 },
    );
  });

  it('does not mutate its input', () => {
    const input = Object.freeze({ balance: '100', fee_rate: '15', state: 'il' });
    analyzePaydayLoan(input, { asOf });
    expect(input).toEqual({ balance: '100', fee_rate: '15', state: 'il' });
  });

  /** The check of one kind in a state or country answer. */
  const check = (checks: readonly { kind: string }[] | undefined, kind: string) => checks?.find((c) => c.kind === kind) as
    | { limit: Decimal | null; actual: Decimal | null; breached: boolean | null; figure: string; source: string; rule_id: string }
    | undefined;

  describe('UK: FCA price cap (CONC 5A) and the compound representative APR (CONC App 1.2)', () => {
    // Reference case from the issue: £100 for 30 days at 0.8% a day costs at most £24 (CONC 5A.2.3R: 0.8% of the
    // credit for each day it is outstanding).
    it.each(['0.8% per day', '0.8% a day', '0.8%/day', '24 per 100 for 30 days', '£24 per £100 for 30 days'])('reads %j as £24 on £100 over 30 days, at the cap', (feeRate) => {
      const result = analyzePaydayLoan({ balance: '100', fee_rate: feeRate, ...(feeRate.includes('day ') || feeRate.endsWith('day') ? { term_days: 30 } : {}), country: 'UK' }, { asOf });
      expect(result.term_days).toBe(30);
      expect(result.fee?.toFixed(2)).toBe('24.00');
      const daily = check(result.country_cap?.checks, 'daily_cost');
      expect(daily?.limit?.toFixed(2)).toBe('24.00');
      expect(daily?.breached).toBe(false);
      expect(daily?.source).toContain('CONC 5A');
      expect(result.country_cap?.breached).toBe(false);
    });

    it('gives the compound representative APR, computed here independently: ((124/100)^(365/30) − 1) × 100', () => {
      const result = analyzePaydayLoan({ balance: '100', fee_rate: '£24 per £100 for 30 days', country: 'UK' }, { asOf });
      const expected = new Decimal(124).dividedBy(100).pow(new Decimal(365).dividedBy(30)).minus(1).times(100);
      expect(result.apr_method).toBe('uk_representative');
      expect(result.apr?.toFixed(1)).toBe(expected.toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1));
      expect(Math.abs((Math.pow(1.24, 365 / 30) - 1) * 100 - Number(result.apr))).toBeLessThan(0.05);
      // The issue quotes it as about 1271%; the simple US annualisation would be 24 × 365 ÷ 30 = 292%.
      expect(Math.abs(Number(result.apr) - 1271)).toBeLessThan(2);
      expect(result.apr_simple?.toFixed(2)).toBe('292.00');
      expect(result.rules_applied.map((r) => r.id)).toContain('uk.representative_apr');
    });

    it('allows £216 of charges on £300 over 90 days (0.8% × 90 = 72%) under a £300 total cost cap, and flags more', () => {
      const atCap = analyzePaydayLoan({ balance: '300', fee_rate: '0.8% per day', term_days: 90, country: 'UK' }, { asOf });
      expect(check(atCap.country_cap?.checks, 'daily_cost')?.limit?.toFixed(2)).toBe('216.00');
      expect(check(atCap.country_cap?.checks, 'total_cost')?.limit?.toFixed(2)).toBe('300.00');
      expect(atCap.country_cap?.breached).toBe(false);
      const over = analyzePaydayLoan({ balance: '300', fee_rate: '0.9% per day', term_days: 90, country: 'UK' }, { asOf });
      expect(over.fee?.toFixed(2)).toBe('243.00');
      expect(check(over.country_cap?.checks, 'daily_cost')?.breached).toBe(true);
      expect(over.country_cap?.fee_above_cap).toBe(true);
      expect(over.warnings.join(' ')).toContain('CONC 5A.5');
    });

    it('flags default fees above £15 and charges above 100% of the amount borrowed', () => {
      const defaults = analyzePaydayLoan({ balance: '300', fee_rate: '0.8% per day', term_days: 90, country: 'UK', default_fees: '20' }, { asOf });
      expect(check(defaults.country_cap?.checks, 'default_fees')?.limit?.toFixed(2)).toBe('15.00');
      expect(check(defaults.country_cap?.checks, 'default_fees')?.breached).toBe(true);
      expect(check(defaults.country_cap?.checks, 'total_cost')?.actual?.toFixed(2)).toBe('236.00');
      const fifteen = analyzePaydayLoan({ balance: '300', fee_rate: '0.8% per day', term_days: 90, country: 'UK', default_fees: '15' }, { asOf });
      expect(fifteen.country_cap?.breached).toBe(false);
      // 200 days at 0.8% a day is 160% of the credit: inside the daily cap, beyond the 100% total cost cap.
      const long = analyzePaydayLoan({ balance: '300', fee_rate: '0.8% per day', term_days: 200, country: 'UK' }, { asOf });
      expect(check(long.country_cap?.checks, 'daily_cost')?.breached).toBe(false);
      expect(check(long.country_cap?.checks, 'total_cost')?.breached).toBe(true);
      // The total cost cap counts refinancing: four rollovers of a £24 charge on £100 pass £100.
      const rolled = analyzePaydayLoan({ balance: '100', fee_rate: '0.8% per day', term_days: 30, country: 'UK' }, { asOf });
      expect(rolled.rollover_costs.find((r) => r.rollovers === 2)?.above_total_cost_cap).toBe(false);
      expect(rolled.rollover_costs.find((r) => r.rollovers === 4)?.above_total_cost_cap).toBe(true);
    });

    it('rejects a term_days that contradicts the term stated in fee_rate', () => {
      expect(() => analyzePaydayLoan({ balance: '100', fee_rate: '24 per 100 for 30 days', term_days: 14, country: 'UK' }, { asOf })).toThrow(GuidekitError);
    });

    it('never gives a UK APR below the simple annualisation for a term of up to a year (compounding)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 365 }), fc.integer({ min: 1, max: 800 }), (days, dailyThousandths) => {
          const result = analyzePaydayLoan({ balance: '100', fee_rate: `${dailyThousandths / 1000}% per day`, term_days: days, country: 'UK' }, { asOf });
          if (result.fee?.isZero()) return;
          expect(Number(result.apr)).toBeGreaterThanOrEqual(Number(result.apr_simple) - 0.05);
        }),
        { numRuns: 150 },
      );
    });
  });

  describe('California deferred deposit transactions (Cal. Fin. Code §§ 23035, 23036)', () => {
    it('puts $255 advanced on a $300 cheque with a $45 fee exactly at the 15%-of-face and $300 caps', () => {
      const result = analyzePaydayLoan({ balance: '255', fee_rate: '$45 per $255', state: 'CA' }, { asOf });
      expect(result.fee?.toFixed(2)).toBe('45.00');
      expect(result.state_rules?.status).toBe('capped');
      // § 23036(a): 15% × $300 = $45; § 23035(a): face amount at most $300, up to 31 days.
      expect(check(result.state_rules?.checks, 'fee')?.limit?.toFixed(2)).toBe('45.00');
      expect(check(result.state_rules?.checks, 'fee')?.breached).toBe(false);
      expect(check(result.state_rules?.checks, 'amount')?.actual?.toFixed(2)).toBe('300.00');
      expect(check(result.state_rules?.checks, 'amount')?.breached).toBe(false);
      expect(check(result.state_rules?.checks, 'term_max')?.limit?.toFixed()).toBe('31');
      expect(result.state_rules?.breached).toBe(false);
      expect(result.state_rules?.explanation).toContain('23036');
      expect(result.unverified_rules).not.toContain('us.ca.payday');
    });

    it('gives no verdict without the fee (the face amount is unknown) and asks for it', () => {
      const result = analyzePaydayLoan({ balance: '250', state: 'CA' }, { asOf });
      expect(result.state_rules?.breached).toBeNull();
      expect(check(result.state_rules?.checks, 'fee')?.breached).toBeNull();
      expect(result.state_rules?.explanation).toContain('Give the fee');
    });

    it('flags a $400 cheque, a fee above 15% of the face amount and a term over 31 days', () => {
      const face400 = analyzePaydayLoan({ balance: '340', fee_rate: '$60 per $340', state: 'CA' }, { asOf });
      expect(check(face400.state_rules?.checks, 'amount')?.breached).toBe(true);
      expect(check(face400.state_rules?.checks, 'fee')?.breached).toBe(false); // $60 = 15% of $400
      expect(face400.state_rules?.breached).toBe(true);
      expect(face400.warnings.join(' ')).toContain('California');
      const fee46 = analyzePaydayLoan({ balance: '255', fee_rate: '$46 per $255', state: 'CA' }, { asOf });
      expect(check(fee46.state_rules?.checks, 'fee')?.breached).toBe(true); // 15% of $301 = $45.15
      const long = analyzePaydayLoan({ balance: '100', fee_rate: '10', term_days: 45, state: 'CA' }, { asOf });
      expect(check(long.state_rules?.checks, 'term_max')?.breached).toBe(true);
    });
  });

  describe('states that prohibit payday loans by an APR ceiling', () => {
    // Ceilings typed from each statute (see the rows' sources): a $15-per-$100 two-week loan (391% APR) breaks
    // every one; a loan priced 1 point under the ceiling keeps it.
    const CEILINGS: readonly [string, number][] = [
      ['NY', 16], ['NJ', 30], ['PA', 24], ['GA', 16], ['MA', 23], ['AZ', 36], ['AR', 17], ['NC', 36], ['CT', 36], ['VT', 24], ['MD', 33],
      ['WV', 31], ['NH', 36], ['MT', 36], ['SD', 36], ['CO', 36], ['NE', 36], ['IL', 36], ['NM', 36], ['DC', 24], ['MN', 50], ['ME', 30],
    ];
    it.each(CEILINGS)('%s: a 391%% loan breaks the %i%% ceiling; one just under it does not', (code, ceiling) => {
      const payday = analyzePaydayLoan({ balance: '100', fee_rate: '$15 per $100', state: code }, { asOf });
      expect(payday.state_rules?.status).toBe('prohibited');
      expect(check(payday.state_rules?.checks, 'apr')?.limit?.toFixed()).toBe(String(ceiling));
      expect(payday.state_rules?.breached).toBe(true);
      expect(payday.state_rules?.explanation).toMatch(/does not allow payday loans/);
      const cheap = analyzePaydayLoan({ balance: '400', fee_rate: `${ceiling - 1}%`, term_days: 365, state: code }, { asOf });
      expect(check(cheap.state_rules?.checks, 'apr')?.breached).toBe(false);
      expect(cheap.state_rules?.breached).toBe(false);
    });

    it('dates the Illinois 36% cap from 23 March 2021 (815 ILCS 123/15-5-5) and Minnesota\'s 50% from 2024', () => {
      expect(analyzePaydayLoan({ balance: '100', fee_rate: '15.5', state: 'IL' }, { asOf: '2020-06-01' }).state_rules?.status).toBe('capped');
      expect(analyzePaydayLoan({ balance: '100', fee_rate: '15.5', state: 'IL' }, { asOf: '2021-03-23' }).state_rules?.status).toBe('prohibited');
      expect(analyzePaydayLoan({ balance: '100', state: 'MN' }, { asOf: '2023-06-01' }).state_rules?.status).toBe('capped');
      expect(analyzePaydayLoan({ balance: '100', state: 'MN' }, { asOf: '2024-01-01' }).state_rules?.status).toBe('prohibited');
    });

    it('Colorado also requires a term of at least six months (CFA state page; C.R.S. art. 3.1)', () => {
      const result = analyzePaydayLoan({ balance: '100', fee_rate: '1', state: 'CO' }, { asOf });
      expect(check(result.state_rules?.checks, 'term_min')?.breached).toBe(true);
    });
  });

  describe('short-term instalment laws that replaced payday loans (Ohio 2019, Virginia 2021)', () => {
    it('Ohio: 28% a year + the lesser of 10% or $30 a month + 2% origination, 60% in all, 91 days to a year', () => {
      // $500 for 120 days: 500 × 28% × 120/365 = 46.03, + $30 × 4 months, + 2% × 500 = 176.03 (Ohio Rev. Code § 1321.40).
      const ok = analyzePaydayLoan({ balance: '500', fee_rate: '176 per 500', term_days: 120, state: 'OH' }, { asOf });
      expect(check(ok.state_rules?.checks, 'fee')?.limit?.toFixed(2)).toBe('176.03');
      expect(ok.state_rules?.breached).toBe(false);
      expect(check(analyzePaydayLoan({ balance: '500', fee_rate: '177 per 500', term_days: 120, state: 'OH' }, { asOf }).state_rules?.checks, 'fee')?.breached).toBe(true);
      // § 1321.39(B): a two-week payday loan is shorter than 91 days.
      expect(check(analyzePaydayLoan({ balance: '300', fee_rate: '15', state: 'OH' }, { asOf }).state_rules?.checks, 'term_min')?.breached).toBe(true);
      // § 1321.403: $1,000 for a year may cost at most $600 in all.
      const year = analyzePaydayLoan({ balance: '1000', fee_rate: '65%', term_days: 365, state: 'OH' }, { asOf });
      expect(check(year.state_rules?.checks, 'total_cost')?.limit?.toFixed(2)).toBe('600.00');
      expect(check(year.state_rules?.checks, 'total_cost')?.breached).toBe(true);
    });

    it('Virginia: 36% simple interest plus the lesser of 8% or $25 a month (Va. Code § 6.2-1817)', () => {
      // $1,000 for 120 days: 1000 × 36% × 120/365 = 118.36, + $25 × 4 = 218.36.
      const result = analyzePaydayLoan({ balance: '1000', fee_rate: '21.8%', term_days: 120, state: 'VA' }, { asOf });
      expect(check(result.state_rules?.checks, 'fee')?.limit?.toFixed(2)).toBe('218.36');
      expect(check(result.state_rules?.checks, 'fee')?.breached).toBe(false);
      expect(analyzePaydayLoan({ balance: '100', state: 'VA' }, { asOf: '2020-06-01' }).state_rules?.status).toBe('not_on_record');
    });
  });

  describe('states that cap payday fees, amounts and terms', () => {
    it('Kansas: 15% of an advance of at most $500, 7 to 30 days (K.S.A. 16a-2-404)', () => {
      expect(analyzePaydayLoan({ balance: '500', fee_rate: '$75 per $500', state: 'KS' }, { asOf }).state_rules?.breached).toBe(false);
      expect(check(analyzePaydayLoan({ balance: '500', fee_rate: '$75.01 per $500', state: 'KS' }, { asOf }).state_rules?.checks, 'fee')?.breached).toBe(true);
      expect(check(analyzePaydayLoan({ balance: '501', fee_rate: '15', state: 'KS' }, { asOf }).state_rules?.checks, 'amount')?.breached).toBe(true);
      expect(check(analyzePaydayLoan({ balance: '100', fee_rate: '15', term_days: 6, state: 'KS' }, { asOf }).state_rules?.checks, 'term_min')?.breached).toBe(true);
      expect(check(analyzePaydayLoan({ balance: '100', fee_rate: '15', term_days: 31, state: 'KS' }, { asOf }).state_rules?.checks, 'term_max')?.breached).toBe(true);
    });

    it.each([
      // [state, advance, fee at the cap, why]
      ['AL', '500', '87.50', 'Ala. Code § 5-18A-12(a): 17.5% of $500'],
      ['MI', '250', '35.50', 'Michigan DIFS: $15 + $14 + $6.50 on $250'],
      ['MI', '600', '76.00', 'Michigan DIFS: $76 on $600'],
      ['TN', '425', '75.00', 'Tenn. Code § 45-17-112(b): 15% of a $500 cheque'],
      ['IA', '445', '55.00', 'Iowa Code § 533D.9: $15 on the first $100 of a $500 cheque + $10 × 4'],
      ['SC', '550', '82.50', 'S.C. Code § 34-39-180(E): 15% of $550'],
      ['IN', '550', '72.00', 'Ind. Code § 24-4.5-7-201: 15% × 250 + 13% × 150 + 10% × 150'],
      ['FL', '500', '55.00', 'Fla. Stat. § 560.404: 10% of $500 + $5'],
      ['KY', '100', '17.65', 'KRS 286.9-100: $15 per $100 of a $117.65 cheque, to the cent'],
    ])('%s: $%s advanced may cost $%s (%s) and a cent more breaks it', (state, advance, capFee) => {
      const at = analyzePaydayLoan({ balance: advance, fee_rate: `${capFee} per ${advance}`, state }, { asOf });
      expect(check(at.state_rules?.checks, 'fee')?.breached).toBe(false);
      const over = new Decimal(capFee).plus('0.01').toFixed(2);
      expect(check(analyzePaydayLoan({ balance: advance, fee_rate: `${over} per ${advance}`, state }, { asOf }).state_rules?.checks, 'fee')?.breached).toBe(true);
    });

    it('Louisiana: before 2025 16.75% of the face amount, at most $45, plus a $10 documentation fee, on at most $350', () => {
      const at = analyzePaydayLoan({ balance: '350', fee_rate: '55 per 350', state: 'LA' }, { asOf: '2024-06-01' });
      expect(check(at.state_rules?.checks, 'fee')?.limit?.toFixed(2)).toBe('55.00');
      expect(at.state_rules?.breached).toBe(false);
      expect(check(analyzePaydayLoan({ balance: '400', fee_rate: '10', state: 'LA' }, { asOf: '2024-06-01' }).state_rules?.checks, 'amount')?.breached).toBe(true);
      // Acts 2025, No. 510: up to $700 advanced.
      expect(check(analyzePaydayLoan({ balance: '700', fee_rate: '10', state: 'LA' }, { asOf: '2025-10-01' }).state_rules?.checks, 'amount')?.breached).toBe(false);
    });

    it('Missouri: interest and fees, renewals included, at most 75% of the initial loan (RSMo 408.500)', () => {
      const result = analyzePaydayLoan({ balance: '100', fee_rate: '25', state: 'MO' }, { asOf });
      expect(result.rollover_costs.find((r) => r.rollovers === 2)?.above_total_cost_cap).toBe(false); // $75
      expect(result.rollover_costs.find((r) => r.rollovers === 4)?.above_total_cost_cap).toBe(true); // $125
    });
  });

  describe('indexed state figures', () => {
    it('reports Indiana\'s CPI-indexed $550 maximum as stale (Ind. Code § 24-4.5-1-106)', () => {
      const result = analyzePaydayLoan({ balance: '100', state: 'IN' }, { asOf });
      expect(result.stale_rules).toContain('us.in.payday');
      expect(result.stale_note).toContain('us.in.payday');
    });

    it('reports Louisiana\'s $700 as current until 31 August 2026 and stale after the yearly CPI-U re-set (La. R.S. 9:3578.4(D))', () => {
      expect(analyzePaydayLoan({ balance: '100', state: 'LA' }, { asOf: '2025-10-01' }).stale_rules).toEqual([]);
      expect(analyzePaydayLoan({ balance: '100', state: 'LA' }, { asOf: '2026-09-01' }).stale_rules).toContain('us.la.payday');
    });
  });

  it('has a row for every state and DC in force today, each with a statute', () => {
    for (const code of PAYDAY_US_STATE_CODES) {
      const rule = pickRule(PAYDAY_US_STATE_RULES[code], asOf);
      expect(rule, code).toBeDefined();
      expect(rule?.value.statute.length, code).toBeGreaterThan(5);
      const answer = analyzePaydayLoan({ balance: '100', fee_rate: '15', state: code }, { asOf });
      expect(['prohibited', 'capped', 'no_fee_cap'], code).toContain(answer.state_rules?.status);
    }
  });

  describe('GET /api/debt/payday', () => {
    it('answers 200 from query strings', async () => {
      const outcome = await invokeEndpoint(debtPayday, { balance: '100', fee_rate: '$15 per $100', state: 'TX' }, { asOf });
      expect(outcome.status).toBe(200);
      expect((toJsonValue(outcome.body) as { apr: number }).apr).toBe(391.07);
    });

    it('takes the term from fee_rate when term_days is absent, and default_fees for the UK cap', async () => {
      const outcome = await invokeEndpoint(debtPayday, { balance: '100', fee_rate: '£24 per £100 for 30 days', country: 'UK', default_fees: '20' }, { asOf });
      expect(outcome.status).toBe(200);
      const body = toJsonValue(outcome.body) as { term_days: number; country_cap: { breached: boolean } };
      expect(body.term_days).toBe(30);
      expect(body.country_cap.breached).toBe(true);
    });

    it('answers 400 naming fee_rate, state and balance', async () => {
      for (const [input, field] of [
        [{ balance: '100', fee_rate: 'a lot' }, 'fee_rate'],
        [{ balance: '100', state: 'QQ' }, 'state'],
        [{ fee_rate: '15' }, 'balance'],
      ] as const) {
        const outcome = await invokeEndpoint(debtPayday, input, { asOf });
        expect(outcome.status).toBe(400);
        expect((outcome.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(field);
      }
    });
  });

  describe('reads the fee as the borrower meant it', () => {
    it('takes "$45" on $255 as a flat $45: APR 460.08% over 14 days (45 ÷ 255 × 365 ÷ 14 × 100), not $45 per $100', () => {
      const r = analyzePaydayLoan({ balance: '255', fee_rate: '$45' }, { asOf });
      expect(r.fee_basis).toBe('flat');
      expect(r.fee?.toFixed(2)).toBe('45.00');
      expect(r.apr?.toFixed(2)).toBe(new Decimal(45).dividedBy(255).times(365).dividedBy(14).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
      expect(r.apr?.toFixed(2)).toBe('460.08');
      expect(r.notes[0]).toContain('flat fee');
    });

    it('keeps a bare "45" a fee per 100 and says how to send a flat amount', () => {
      const r = analyzePaydayLoan({ balance: '255', fee_rate: '45' }, { asOf });
      expect(r.fee_basis).toBe('per_100');
      expect(r.fee?.toFixed(2)).toBe('114.75');
      expect(r.notes[0]).toContain('currency sign');
    });

    it('reads "£45" on a UK loan as £45 and writes the note in pounds', () => {
      const r = analyzePaydayLoan({ balance: '255', fee_rate: '£45', country: 'UK' }, { asOf });
      expect(r.fee?.toFixed(2)).toBe('45.00');
      expect(r.currency).toBe('GBP');
      expect(r.notes[0]).toContain(formatMoney('45', { currency: 'GBP' }));
    });
  });

});
