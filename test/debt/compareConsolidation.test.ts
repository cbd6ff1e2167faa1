import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { debtConsolidate } from '../../src/catalog/debt/consolidate.js';
import { isGuidekitError } from '../../src/core/isGuidekitError.js';
import { compareConsolidation, type ConsolidationOption } from '../../src/debt/compareConsolidation.js';
import { COMPARE_CONSOLIDATION_MESSAGES } from '../../src/debt/messages/compareConsolidation.js';
import { CONSOLIDATION_RATES } from '../../src/debt/rules/consolidationRates.js';

const asOf = '2026-11-22';
const table = CONSOLIDATION_RATES.versions[0]!.value;
const band = (name: string) => table.bands.find((b) => b.band === name)!;
const option = (r: { options: readonly ConsolidationOption[] }, id: string) => r.options.find((o) => o.option === id)!;

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (isGuidekitError(error)) return error.field;
    throw error;
  }
  return undefined;
}

const cards = [
  { creditor: 'Card A', balance: '10000', rate: 24, minPayment: '300' },
  { creditor: 'Card B', balance: '5000', rate: 19, minPayment: '150' },
];

describe('compareConsolidation', () => {
  it('grosses the personal loan up so the proceeds after the origination fee clear the debts', () => {
    const r = compareConsolidation(cards, { credit_score: 700, asOf });
    const pl = option(r, 'personal_loan');
    const f = band('good').personal_loan.origination_percent;
    const principal = new Decimal('15000').dividedBy(new Decimal(1).minus(new Decimal(f).dividedBy(100))).toDecimalPlaces(2, Decimal.ROUND_UP);
    expect(pl.principal!.toFixed(2)).toBe(principal.toFixed(2));
    expect(pl.fees.amount!.toFixed(2)).toBe(principal.minus(15000).toFixed(2));
    // What remains after withholding the fee covers the debts.
    expect(pl.principal!.times(1 - f / 100).greaterThanOrEqualTo(15000)).toBe(true);
  });

  it('adds the transfer fee and pays the card off within the 0% promotion', () => {
    const r = compareConsolidation(cards, { credit_score: 760, asOf });
    const bt = option(r, 'balance_transfer');
    const b = band('excellent').balance_transfer;
    const fee = new Decimal('15000').times(b.fee_percent).dividedBy(100);
    expect(bt.fees.amount!.toFixed(2)).toBe(fee.toFixed(2));
    expect(bt.monthly_payment!.toFixed(2)).toBe(new Decimal(15000).plus(fee).dividedBy(b.promo_months).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2));
    expect(bt.months_to_payoff).toBeLessThanOrEqual(b.promo_months);
    expect(bt.total_interest!.isZero()).toBe(true);
    expect(bt.total_cost!.equals(fee)).toBe(true);
  });

  it('pays the amortized loan payment: $10,000 at the assumed rate over the chosen term', () => {
    // The excellent band's 11% APR: $10,101.02 (grossed up for 1%) over 36 months is P·r/(1−(1+r)^−n) with r = 11/1200.
    const r = compareConsolidation([{ creditor: 'Card', balance: '10000', rate: 25, minPayment: '400' }], { credit_score: 780, asOf });
    const pl = option(r, 'personal_loan');
    const rate = band('excellent').personal_loan.apr / 1200;
    const expected = (pl.principal!.toNumber() * rate) / (1 - (1 + rate) ** -pl.term_months!);
    expect(pl.monthly_payment!.toNumber()).toBeCloseTo(expected, 2);
    expect(pl.monthly_payment!.lessThanOrEqualTo(400)).toBe(true);
  });

  it('offers the home-equity line only to homeowners, with the risk to the home', () => {
    const renter = compareConsolidation(cards, { credit_score: 700, asOf });
    expect(option(renter, 'home_equity').eligible).toBe(false);
    expect(option(renter, 'home_equity').monthly_payment).toBeNull();
    const owner = compareConsolidation(cards, { credit_score: 700, homeowner: true, asOf });
    const he = option(owner, 'home_equity');
    expect(he.eligible).toBe(true);
    expect(he.notes.join(' ')).toContain('lose the home');
  });

  it('has no 0% balance transfer for a poor credit score', () => {
    const r = compareConsolidation(cards, { credit_score: 520, asOf });
    expect(r.credit_band).toBe('poor');
    expect(option(r, 'balance_transfer').eligible).toBe(false);
    expect(option(r, 'personal_loan').approval_odds).toBe('unlikely');
  });

  it('never breaks even against interest-free debts and then recommends keeping them', () => {
    const r = compareConsolidation([{ creditor: 'Family', balance: '1000', rate: 0, minPayment: '100' }], { credit_score: 800, homeowner: true, asOf });
    expect(r.keep_current.total_interest.isZero()).toBe(true);
    for (const o of r.options) expect(o.break_even_month).toBeNull();
    expect(r.best_option).toBe('keep_current');
  });

  it('prefers an unsecured option to borrowing against the home', () => {
    const r = compareConsolidation(cards, { credit_score: 700, homeowner: true, asOf });
    expect(r.best_option).not.toBe('home_equity');
  });

  it('reports the payment as a share of monthly income', () => {
    const r = compareConsolidation(cards, { credit_score: 700, income: '5000', asOf });
    const pl = option(r, 'personal_loan');
    expect(pl.payment_to_income_percent).toBe(pl.monthly_payment!.times(100).dividedBy(5000).toDecimalPlaces(1).toNumber());
  });

  it('flags minimums that never pay the debts off', () => {
    const r = compareConsolidation([{ creditor: 'Card', balance: '10000', rate: 30, minPayment: '100' }], { credit_score: 700, asOf });
    expect(r.keep_current.months_to_payoff).toBeNull();
    expect(r.warnings.join(' ')).toContain('never paid off');
  });

  it('ships complete English and Spanish catalogs', () => {
    expect(Object.keys(COMPARE_CONSOLIDATION_MESSAGES.es).sort()).toEqual(Object.keys(COMPARE_CONSOLIDATION_MESSAGES.en).sort());
    const r = compareConsolidation(cards, { credit_score: 700, asOf, lang: 'es' });
    expect(r.narrative).toContain('Debe');
  });

  const debtArb = fc.record({
    creditor: fc.constantFrom('A', 'B', 'C'),
    balance: fc.integer({ min: 0, max: 5_000_000 }).map((c) => (c / 100).toFixed(2)),
    rate: fc.integer({ min: 0, max: 3600 }).map((b) => b / 100),
    minPayment: fc.integer({ min: 0, max: 200_000 }).map((c) => (c / 100).toFixed(2)),
  });

  it('puts the break-even month where cumulative savings first exceed the fees, consistent with the cost series', () => {
    fc.assert(
      fc.property(fc.array(debtArb, { minLength: 1, maxLength: 4 }), fc.integer({ min: 300, max: 900 }), fc.boolean(), (debts, score, homeowner) => {
        const r = compareConsolidation(debts, { credit_score: score, homeowner, asOf });
        for (const o of r.options) {
          if (!o.eligible) continue;
          const series = o.cumulative_net_savings!;
          const first = series.findIndex((v) => v.greaterThan(0));
          expect(o.break_even_month).toBe(first === -1 ? null : first + 1);
          if (o.months_to_payoff !== null && r.keep_current.months_to_payoff !== null && series.length > 0) {
            // Once both are paid off, the last point is the whole saving: keep-current interest minus fees and interest.
            expect(series.at(-1)!.equals(o.savings_vs_current!)).toBe(true);
            expect(o.savings_vs_current!.equals(r.keep_current.total_interest.minus(o.total_cost!))).toBe(true);
            // Loan accounting: everything paid is principal plus interest.
            expect(o.total_paid!.equals(o.principal!.plus(o.total_interest!))).toBe(true);
          }
          expect(o.total_cost!.equals(o.fees.amount!.plus(o.total_interest!))).toBe(true);
        }
        if (r.keep_current.months_to_payoff !== null) {
          expect(r.keep_current.total_paid.equals(r.keep_current.total_balance.plus(r.keep_current.total_interest))).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never mutates its input', () => {
    fc.assert(
      fc.property(fc.array(debtArb, { minLength: 1, maxLength: 3 }), (debts) => {
        const frozen = Object.freeze(debts.map((d) => Object.freeze({ ...d })));
        const copy = structuredClone(debts);
        compareConsolidation(frozen, Object.freeze({ credit_score: 700, homeowner: true, asOf }));
        expect(frozen).toEqual(copy);
      }),
      { numRuns: 30 },
    );
  });

  it('rejects bad arguments naming the field', () => {
    expect(fieldOf(() => compareConsolidation(cards, { credit_score: 250, asOf }))).toBe('credit_score');
    expect(fieldOf(() => compareConsolidation([], { credit_score: 700, asOf }))).toBe('debts');
    expect(fieldOf(() => compareConsolidation([cards[0]!, { ...cards[1]!, balance: 'x' }], { credit_score: 700, asOf }))).toBe('debts[1].balance');
    expect(fieldOf(() => compareConsolidation(cards, { credit_score: 700, income: '-5', asOf }))).toBe('income');
    expect(fieldOf(() => compareConsolidation(cards, { credit_score: 700, asOf: '2025-12-31' }))).toBe('asOf');
  });
});

describe('debtConsolidate endpoint', () => {
  it('answers 200 for debts sent as a JSON string', async () => {
    const outcome = await invokeEndpoint(debtConsolidate, { debts: JSON.stringify(cards), credit_score: '720', homeowner: 'true' }, { asOf });
    expect(outcome.status).toBe(200);
    const body = outcome.body as { options: unknown[]; homeowner: boolean };
    expect(body.options).toHaveLength(3);
    expect(body.homeowner).toBe(true);
  });

  it('answers 400 naming the bad field', async () => {
    const noScore = await invokeEndpoint(debtConsolidate, { debts: JSON.stringify(cards) }, { asOf });
    expect(noScore.status).toBe(400);
    expect(JSON.stringify(noScore.body)).toContain('"field":"credit_score"');
    const badDebt = await invokeEndpoint(debtConsolidate, { debts: '[{"creditor":"A","balance":"x","rate":5,"minPayment":"10"}]', credit_score: '700' }, { asOf });
    expect(JSON.stringify(badDebt.body)).toContain('"field":"debts[0].balance"');
  });
});
