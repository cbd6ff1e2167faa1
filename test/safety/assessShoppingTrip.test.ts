import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessShoppingTrip, type AssessShoppingTripOptions } from '../../src/safety/assessShoppingTrip.js';
import { createRecallIndex } from '../../src/safety/createRecallIndex.js';
import { matchRecalls } from '../../src/safety/matchRecalls.js';
import { scoreMerchant } from '../../src/safety/scoreMerchant.js';
import { ALL_OK, AS_OF, allRecalls } from './fixtures.js';

const index = createRecallIndex(allRecalls());
const recall = (q: Parameters<typeof matchRecalls>[0]) => matchRecalls(q, index, { asOf: AS_OF, sources: ALL_OK });
const goodShop = scoreMerchant(
  {
    hostname: 'www.example.com',
    rdap: { status: 'ok', registration_date: '2004-01-01' },
    blocklists: { urlhaus: { status: 'ok', listed: false }, phishtank: { status: 'ok', listed: false }, openphish: { status: 'ok', listed: false } },
    tls: { status: 'ok', valid: true, valid_to: '2027-01-01' },
    policy_pages: { status: 'ok', refund: true, privacy: true, terms: true, contact: true, shipping: true, contact_kind: 'phone_or_address' },
  },
  { asOf: AS_OF },
);
const badShop = scoreMerchant({ hostname: 'arnazon-deals.shop', blocklists: { phishtank: { status: 'ok', listed: true } } }, { asOf: AS_OF });

describe('assessShoppingTrip', () => {
  it('is ok when nothing matches and the shop scores well, and sums each currency exactly', () => {
    const options: AssessShoppingTripOptions = {
      asOf: AS_OF,
      recallResults: { a: recall({ upc: '036000291452', brand: 'Acme', model: 'ZZ9000' }), b: recall({ model: 'QQ12345', brand: 'Acme' }) },
      merchantScores: { shop: goodShop },
      sources: [{ id: 'cpsc', status: 'ok', fetched_at: '2026-07-04' }],
    };
    const r = assessShoppingTrip(
      [
        { id: 'a', name: 'Kettle', merchant_id: 'shop', quantity: 3, unit_price: { amount: '0.10', currency: 'usd' } },
        { id: 'b', name: 'Lamp', merchant_id: 'shop', unit_price: { amount: '0.20', currency: 'USD' } },
      ],
      options,
    );
    expect(r.verdict.level).toBe('ok');
    expect(r.totals.by_currency).toHaveLength(1);
    // 3 × 0.10 + 0.20 = 0.50 exactly (binary floats give 0.5000000000000001).
    expect(r.totals.by_currency[0]!.subtotal.equals(new Decimal('0.5'))).toBe(true);
    expect(r.totals.by_currency[0]!.currency).toBe('USD');
  });
  it('stops the trip on a recalled item and counts it at risk', () => {
    const r = assessShoppingTrip(
      [
        { id: 'vape', name: 'Arizer Solo III', merchant_id: 'shop', unit_price: { amount: '300', currency: 'USD' } },
        { id: 'syrup', name: 'Maple syrup', merchant_id: 'shop', unit_price: { amount: '12.50', currency: 'CAD' } },
      ],
      { asOf: AS_OF, recallResults: { vape: recall({ upc: '628078802274', brand: 'Arizer' }), syrup: recall({ upc: '036000291452', brand: 'Acme' }) }, merchantScores: { shop: goodShop } },
    );
    expect(r.verdict.level).toBe('stop');
    expect(r.verdict.reasons[0]).toMatch(/^Arizer Solo III: recalled/);
    expect(r.totals.by_currency.map((t) => [t.currency, t.subtotal.toFixed(2), t.at_risk.toFixed(2)])).toEqual([
      ['CAD', '12.50', '0.00'],
      ['USD', '300.00', '300.00'],
    ]);
  });
  it('stops on a blocklisted shop and is cautious about unknowns', () => {
    const r = assessShoppingTrip([{ id: 'x', name: 'Sneakers', merchant_id: 'bad' }], { asOf: AS_OF, recallResults: {}, merchantScores: { bad: badShop } });
    expect(r.verdict.level).toBe('stop');
    expect(r.merchants[0]).toMatchObject({ level: 'stop', blocklisted: true });
    const unknown = assessShoppingTrip([{ id: 'x', name: 'Sneakers', merchant_id: 'shop' }], {
      asOf: AS_OF,
      recallResults: { x: matchRecalls({ product: 'sneakers', brand: 'Raychy' }, index, { asOf: AS_OF, sources: { ...ALL_OK, cpsc: { status: 'unavailable' } } }) },
      merchantScores: { shop: goodShop },
      sources: [{ id: 'cpsc', status: 'unavailable' }],
      lang: 'es',
    });
    expect(unknown.verdict.level).toBe('caution');
    expect(unknown.verdict.reasons.join(' ')).toMatch(/no disponible/);
  });
  it('never mixes currencies: each subtotal is the exact sum of its own lines', () => {
    const line = fc.record({ cents: fc.integer({ min: 0, max: 10_000_000 }), qty: fc.integer({ min: 1, max: 9 }), currency: fc.constantFrom('USD', 'EUR', 'JPY') });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), (lines) => {
        const items = lines.map((l, i) => ({ id: `i${i}`, name: `item ${i}`, quantity: l.qty, unit_price: { amount: new Decimal(l.cents).div(100).toFixed(2), currency: l.currency } }));
        const r = assessShoppingTrip(items, { asOf: AS_OF, recallResults: {}, merchantScores: {} });
        for (const t of r.totals.by_currency) {
          const cents = lines.filter((l) => l.currency === t.currency).reduce((s, l) => s + l.cents * l.qty, 0);
          expect(t.subtotal.times(100).toNumber()).toBe(cents);
        }
        expect(new Set(r.totals.by_currency.map((t) => t.currency)).size).toBe(r.totals.by_currency.length);
      }),
    );
  });
  it('rejects bad items', () => {
    const base = { asOf: AS_OF, recallResults: {}, merchantScores: {} };
    expect(() => assessShoppingTrip([{ id: 'a', name: 'x', quantity: 0 }], base)).toThrow(expect.objectContaining({ field: 'items[0].quantity' }));
    expect(() => assessShoppingTrip([{ id: 'a', name: 'x', unit_price: { amount: '1', currency: 'dollars' } }], base)).toThrow(expect.objectContaining({ field: 'items[0].unit_price.currency' }));
    expect(() => assessShoppingTrip([{ id: 'a', name: 'x', unit_price: { amount: 'abc', currency: 'USD' } }], base)).toThrow(expect.objectContaining({ field: 'items[0].unit_price.amount' }));
    expect(() => assessShoppingTrip([{ id: 'a', name: 'x' }, { id: 'a', name: 'y' }], base)).toThrow(expect.objectContaining({ field: 'items[1].id' }));
  });
  it('does not change its inputs', () => {
    const items = [{ id: 'a', name: 'Kettle', merchant_id: 'shop', unit_price: { amount: '19.99', currency: 'USD' } }];
    const copy = structuredClone(items);
    assessShoppingTrip(items, { asOf: AS_OF, recallResults: {}, merchantScores: { shop: goodShop } });
    expect(items).toEqual(copy);
  });
});
