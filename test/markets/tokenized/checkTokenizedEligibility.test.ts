import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { checkTokenizedEligibility } from '../../../src/markets/tokenized/checkTokenizedEligibility.js';

const AS_OF = '2026-11-25';

// Reference cases from the terms read on 2026-11-25: the xStocks FAQ excludes the United States; Kraken's xStocks FAQ
// excludes the US, Canada, the UK and Australia; Ondo Global Markets is for investors outside the US; Robinhood's stock
// tokens are offered in the EU/EEA (unverified); Hyperliquid's terms exclude US persons and Ontario (unverified).
describe('checkTokenizedEligibility', () => {
  it('excludes a US person everywhere the terms say so, flagging unread terms', () => {
    const out = checkTokenizedEligibility({ asOf: AS_OF, jurisdiction: 'us' });
    expect(out.jurisdiction).toBe('US');
    expect(out.rows.map((r) => [r.issuer, r.status])).toEqual([
      ['backed-xstocks', 'excluded'],
      ['kraken-xstocks', 'excluded'],
      ['ondo-global-markets', 'excluded'],
      ['robinhood-eu-stock-tokens', 'excluded'],
      ['hyperliquid', 'excluded'],
    ]);
    expect(out.rows.find((r) => r.issuer === 'hyperliquid')!.reason).toMatch(/not read/);
    expect(out.counts).toEqual({ excluded: 5, outside_offer: 0, unknown: 0, not_excluded_by_terms: 0 });
  });

  it('answers unknown, never eligible, where the terms read neither exclude nor list the jurisdiction', () => {
    const out = checkTokenizedEligibility({ asOf: AS_OF, jurisdiction: 'DE' });
    expect(out.rows.map((r) => r.status)).toEqual(['unknown', 'unknown', 'unknown', 'unknown', 'unknown']);
    expect(out.disclaimer).toMatch(/never a statement that you are eligible/);
  });

  it('puts a country outside a listed offer, and excludes the UK from Kraken\'s xStocks', () => {
    const gb = checkTokenizedEligibility({ asOf: AS_OF, jurisdiction: 'GB' });
    expect(gb.rows.find((r) => r.issuer === 'kraken-xstocks')!.status).toBe('excluded');
    expect(gb.rows.find((r) => r.issuer === 'robinhood-eu-stock-tokens')!.status).toBe('outside_offer');
    const jp = checkTokenizedEligibility({ asOf: AS_OF, jurisdiction: 'JP', issuer: 'robinhood-eu-stock-tokens' });
    expect(jp.rows.map((r) => r.status)).toEqual(['outside_offer']);
  });

  it('reads subdivisions: Ontario is excluded by Hyperliquid, the rest of Canada unknown there', () => {
    const on = checkTokenizedEligibility({ asOf: AS_OF, jurisdiction: 'CA-ON', product: 'pre_ipo_perp' });
    expect(on.rows.map((r) => [r.issuer, r.status])).toEqual([['hyperliquid', 'excluded']]);
    const ca = checkTokenizedEligibility({ asOf: AS_OF, jurisdiction: 'CA', product: 'pre_ipo_perp' });
    expect(ca.rows[0]).toMatchObject({ status: 'unknown' });
    expect(ca.rows[0]!.reason).toMatch(/CA-ON/);
  });

  it('gives the table without a verdict when no jurisdiction is named', () => {
    const out = checkTokenizedEligibility({ asOf: AS_OF, product: 'tokenized_stock', lang: 'es' });
    expect(out.rows).toHaveLength(4);
    expect(out.rows.every((r) => r.status === null)).toBe(true);
    expect(out.summary).toMatch(/emisores y plataformas/);
    expect(out.unverified_rules).toEqual(['markets.tokenized.eligibility.robinhood_eu']);
  });

  it('never answers anything but excluded, outside_offer or unknown for any well-formed code (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}(-[A-Z]{2})?$/), (code) => {
        for (const row of checkTokenizedEligibility({ asOf: AS_OF, jurisdiction: code }).rows) {
          expect(['excluded', 'outside_offer', 'unknown']).toContain(row.status);
        }
      }),
    );
  });

  it('refuses a malformed jurisdiction and an unknown issuer naming the field', () => {
    for (const [options, field] of [
      [{ jurisdiction: 'United States' }, 'jurisdiction'],
      [{ issuer: 'nasdaq' }, 'issuer'],
    ] as const) {
      try {
        checkTokenizedEligibility({ asOf: AS_OF, ...options });
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(GuidekitError);
        expect((e as GuidekitError).field).toBe(field);
      }
    }
  });
});
