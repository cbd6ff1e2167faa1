import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzePaydayLoan } from '../../src/debt/analyzePaydayLoan.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { debtPayday } from '../../src/catalog/debt/payday.js';
import { toJsonValue } from '../../src/core/toJsonValue.js';

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
    expect(result.narrative).toContain('$15 per $100');
    expect(result.ach_revocation?.steps.length).toBeGreaterThan(3);
  });

  it('flags a loan above a listed state cap, marking the state table unverified', () => {
    const result = analyzePaydayLoan({ balance: '100', fee_rate: '15', state: 'ny' }, { asOf });
    expect(result.state).toBe('NY');
    expect(result.state_rules?.status).toBe('rate_cap_or_ban');
    expect(result.state_rules?.apr_likely_above_cap).toBe(true);
    expect(result.unverified_rules).toContain('us.payday_state_rules');
  });

  it('reports an extended payment plan where the state table lists one', () => {
    expect(analyzePaydayLoan({ balance: '100', state: 'FL' }, { asOf }).extended_payment_plan?.required_by_state).toBe(true);
    expect(analyzePaydayLoan({ balance: '100', state: 'TX' }, { asOf }).state_rules?.status).toBe('not_listed');
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

  describe('GET /api/debt/payday', () => {
    it('answers 200 from query strings', async () => {
      const outcome = await invokeEndpoint(debtPayday, { balance: '100', fee_rate: '$15 per $100', state: 'TX' }, { asOf });
      expect(outcome.status).toBe(200);
      expect((toJsonValue(outcome.body) as { apr: number }).apr).toBe(391.07);
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
});
