import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzeBnpl } from '../../src/debt/analyzeBnpl.js';
import { BNPL_PLATFORM_NAMES } from '../../src/debt/rules/bnplPlatforms.js';
import { computeActuarialApr } from '../../src/debt/computeActuarialApr.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { debtBNPL } from '../../src/catalog/debt/bnpl.js';
import { toJsonValue } from '../../src/core/toJsonValue.js';

const asOf = '2026-11-22';

function expectError(call: () => unknown, field: string): GuidekitError {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(GuidekitError);
    expect((error as GuidekitError).field).toBe(field);
    expect((error as GuidekitError).message.startsWith('analyzeBnpl:')).toBe(true);
    return error as GuidekitError;
  }
  return expect.unreachable('should have thrown');
}

describe('analyzeBnpl', () => {
  it('reproduces the research vector: pay-in-4 of $400 with a $10 checkout fee is a 44.6% true APR', () => {
    // Research §6 (debt.md, author's calculation): first $100 paid at checkout, $300 left in three biweekly
    // payments, the $10 fee reduces the amount financed to $290.
    const result = analyzeBnpl({ platform: 'Klarna', balance: '300', payments_remaining: 3, payment_amount: '100', upfront_fees: '10' }, { asOf });
    expect(result.true_apr.toDecimalPlaces(1).toFixed(1)).toBe('44.6');
    expect(result.amount_financed.toFixed(2)).toBe('290.00');
    expect(result.finance_charge.toFixed(2)).toBe('10.00');
    expect(result.apr_status).toBe('computed');
  });

  it('treats payments above the balance as finance charge, on a 26-a-year unit-period', () => {
    const result = analyzeBnpl({ platform: 'Zip', balance: '300', payments_remaining: 3, payment_amount: '101' }, { asOf });
    const direct = computeActuarialApr([{ amount: '300', periods: 0 }], [1, 2, 3].map((k) => ({ amount: '101', periods: k })), { unitPeriod: 'biweekly' });
    expect(result.true_apr.toFixed(2)).toBe(direct.apr.toFixed(2));
    expect(result.finance_charge.toFixed(2)).toBe('3.00');
  });

  it('reports 0% for an interest-free plan and tells the user not to swap it for interest', () => {
    const result = analyzeBnpl({ platform: 'afterpay', balance: '300', payments_remaining: 3, payment_amount: '100' }, { asOf });
    expect(result.true_apr.toFixed(2)).toBe('0.00');
    expect(result.apr_status).toBe('interest_free');
    expect(result.strategy.some((s) => s.includes('interest-free'))).toBe(true);
  });

  it('assumes four equal instalments when neither count nor amount is given', () => {
    const result = analyzeBnpl({ platform: 'Sezzle', balance: '100.01' }, { asOf });
    expect(result.apr_status).toBe('assumed');
    expect(result.payments_remaining).toBe(4);
    expect(result.total_of_payments.toFixed(2)).toBe('100.01');
  });

  it('prices one late fee into a second APR for platforms that charge a flat fee', () => {
    const result = analyzeBnpl({ platform: 'Afterpay', balance: '300', payments_remaining: 3, payment_amount: '100' }, { asOf });
    expect(result.late_fee_scenario?.late_fee.toFixed(2)).toBe('8.00');
    const direct = computeActuarialApr(
      [{ amount: '300', periods: 0 }],
      [{ amount: '108', periods: 1 }, { amount: '100', periods: 2 }, { amount: '100', periods: 3 }],
      { unitPeriod: 'biweekly' },
    );
    expect(result.late_fee_scenario?.true_apr.toFixed(2)).toBe(direct.apr.toFixed(2));
    expect(analyzeBnpl({ platform: 'Affirm', balance: '300' }, { asOf }).late_fee_scenario).toBeNull();
  });

  it.each([
    ['paypal', 'PayPal Pay in 4'],
    ['PAYPAL PAY IN 4', 'PayPal Pay in 4'],
    ['Apple', 'Apple Pay Later'],
    ['klarna', 'Klarna'],
    ['  zip ', 'Zip'],
    ['ClearPay', 'Clearpay'],
  ])('matches %j to %s', (typed, canonical) => {
    expect(analyzeBnpl({ platform: typed, balance: '100' }, { asOf }).platform).toBe(canonical);
  });

  it('marks Apple Pay Later as discontinued with its date and a verified source', () => {
    const result = analyzeBnpl({ platform: 'Apple Pay Later', balance: '100' }, { asOf });
    expect(result.platform_status).toBe('discontinued');
    expect(result.discontinued_on).toBe('2024-06-17');
    expect(result.rules_applied.find((r) => r.id === 'bnpl.platform.apple_pay_later')?.verified).not.toBeNull();
  });

  it('says UK deferred payment credit is FCA-regulated from 2026-07-15, and pending before', () => {
    const after = analyzeBnpl({ platform: 'Clearpay', balance: '100' }, { asOf });
    expect(after.notes.join(' ')).toContain('since 2026-07-15');
    expect(after.rules_applied.map((r) => r.id)).toContain('uk.deferred_payment_credit_regulation');
    const before = analyzeBnpl({ platform: 'Clearpay', balance: '100' }, { asOf: '2026-07-14' });
    expect(before.notes.join(' ')).toContain('becomes FCA-regulated on 2026-07-15');
  });

  it('lists unverified platform rules', () => {
    const result = analyzeBnpl({ platform: 'Klarna', balance: '100' }, { asOf });
    expect(result.unverified_rules).toContain('bnpl.platform.klarna');
  });

  it('writes Spanish narrative when asked', () => {
    const en = analyzeBnpl({ platform: 'Klarna', balance: '300', payments_remaining: 3, payment_amount: '101' }, { asOf });
    const es = analyzeBnpl({ platform: 'Klarna', balance: '300', payments_remaining: 3, payment_amount: '101' }, { asOf, lang: 'es' });
    expect(es.narrative).toContain('TAE real');
    expect(es.narrative).not.toBe(en.narrative);
    expect(es.true_apr.toFixed(2)).toBe(en.true_apr.toFixed(2));
  });

  it('rejects an unknown platform, listing the eight names', () => {
    const error = expectError(() => analyzeBnpl({ platform: 'Venmo', balance: '100' }, { asOf }), 'platform');
    for (const name of BNPL_PLATFORM_NAMES) expect(error.message).toContain(name);
  });

  it.each([
    [{ platform: 'Affirm', balance: '0' }, 'balance'],
    [{ platform: 'Affirm', balance: 'abc' }, 'balance'],
    [{ platform: 'Affirm', balance: '300', payments_remaining: 3, payment_amount: '50' }, 'payment_amount'],
    [{ platform: 'Affirm', balance: '300', upfront_fees: '300' }, 'upfront_fees'],
    [{ platform: 'Affirm', balance: '300', payments_remaining: 0 }, 'payments_remaining'],
    [{ platform: 'Affirm', balance: '300', payment_amount: '1' }, 'payment_amount'],
  ])('rejects bad input %j on its field', (input, field) => {
    expectError(() => analyzeBnpl(input, { asOf }), field);
  });

  it('rises with the payment amount and never goes negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 500_000 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 2000 }), (balanceCents, n, extraCents) => {
        const base = Math.ceil(balanceCents / n);
        const low = analyzeBnpl({ platform: 'Affirm', balance: (balanceCents / 100).toFixed(2), payments_remaining: n, payment_amount: (base / 100).toFixed(2) }, { asOf });
        const high = analyzeBnpl(
          { platform: 'Affirm', balance: (balanceCents / 100).toFixed(2), payments_remaining: n, payment_amount: ((base + extraCents + 1) / 100).toFixed(2) },
          { asOf },
        );
        expect(low.true_apr.greaterThanOrEqualTo(0)).toBe(true);
        expect(high.true_apr.greaterThanOrEqualTo(low.true_apr)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('does not mutate its input', () => {
    const input = Object.freeze({ platform: 'Klarna', balance: '300', payments_remaining: 3, payment_amount: '101' });
    expect(() => analyzeBnpl(input, { asOf })).not.toThrow();
    expect(input).toEqual({ platform: 'Klarna', balance: '300', payments_remaining: 3, payment_amount: '101' });
  });

  describe('GET /api/debt/bnpl', () => {
    it('answers 200 with the true APR from query strings', async () => {
      const outcome = await invokeEndpoint(
        debtBNPL,
        { platform: 'klarna', balance: '300', payments_remaining: '3', payment_amount: '100', upfront_fees: '10' },
        { asOf },
      );
      expect(outcome.status).toBe(200);
      const body = toJsonValue(outcome.body) as { true_apr: number; platform: string };
      expect(body.platform).toBe('Klarna');
      expect(Math.round(body.true_apr * 10) / 10).toBe(44.6);
    });

    it('answers 400 naming platform and listing the allowed names', async () => {
      const outcome = await invokeEndpoint(debtBNPL, { platform: 'Venmo', balance: '100' }, { asOf });
      expect(outcome.status).toBe(400);
      const body = outcome.body as { errors: { field: string; detail: string }[] };
      expect(body.errors[0]?.field).toBe('platform');
      expect(body.errors[0]?.detail).toContain('Apple Pay Later');
    });

    it('answers 400 naming balance when it is missing, and payment_amount when the plan cannot repay', async () => {
      const missing = await invokeEndpoint(debtBNPL, { platform: 'Affirm' }, { asOf });
      expect(missing.status).toBe(400);
      expect((missing.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain('balance');
      const short = await invokeEndpoint(debtBNPL, { platform: 'Affirm', balance: '300', payments_remaining: '3', payment_amount: '10' }, { asOf });
      expect(short.status).toBe(400);
      expect((short.body as { errors: { field: string }[] }).errors[0]?.field).toBe('payment_amount');
    });
  });
});
