import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { assessTokenizedStocks } from '../../../src/markets/tokenized/assessTokenizedStocks.js';
import { TICKERS, TSLA_PERP, TSLAX_BOOK, UNDERLYINGS } from './fixtures.js';

const AS_OF = '2026-11-25';

describe('assessTokenizedStocks', () => {
  it('prices each token against its underlying\'s last price and calls the widest beyond 50 bps', () => {
    const out = assessTokenizedStocks({ quotes: TICKERS, underlyings: UNDERLYINGS }, { asOf: AS_OF });
    const row = (token: string) => out.tokens.find((r) => r.token === token)!;
    // TSLAx: mid (250.9 + 251.1) ÷ 2 = 251 against 250: +40 bps. NVDAx: 181.8 against 180: +100 bps.
    expect(row('TSLAx')).toMatchObject({ priced: true, mid: 251, premium_vs_last_bps: 40, underlying_last: 250 });
    expect(row('TSLAx').spread_bps).toBeCloseTo((0.2 / 251) * 10_000, 2);
    expect(row('NVDAx').premium_vs_last_bps).toBeCloseTo(100, 6);
    expect(out.call).toMatchObject({ token: 'NVDAx', direction: 'rich', basis: 'last' });
    expect(out.call!.premium_bps).toBeCloseTo(100, 6);
    expect(out.explanation).toMatch(/NVDAx trades 100 bps above NVDA/);
  });

  it('lists a token without a keyless quote, or tracking a changing number of shares, unpriced with the reason', () => {
    const out = assessTokenizedStocks({ quotes: TICKERS, underlyings: UNDERLYINGS }, { asOf: AS_OF });
    expect(out.tokens.find((r) => r.token === 'TSLAon')).toMatchObject({ priced: false, venue: null });
    expect(out.tokens.find((r) => r.token === 'SPYx')).toMatchObject({ priced: false });
    expect(out.tokens.find((r) => r.token === 'SPYx')!.unpriced_reason).toMatch(/quote could not be read/);
  });

  it('measures the detail token against the gated perpetual while its session is closed, with depth within 1 %', () => {
    const out = assessTokenizedStocks({ quotes: TICKERS, underlyings: UNDERLYINGS, detail: { token: 'TSLAx', quote: TSLAX_BOOK, perp: TSLA_PERP } }, { asOf: AS_OF, token: 'TSLAx' });
    const detail = out.detail!;
    expect(detail.session).toBe('closed');
    expect(detail.reference).toMatchObject({ source: 'perp_exchange_mid', quality: 'live', coin: 'xyz:TSLA', mid: 252 });
    // 251 against the perpetual's 252: (251 ÷ 252 − 1) × 10,000.
    expect(detail.premium_vs_reference_bps).toBeCloseTo((251 / 252 - 1) * 10_000, 2);
    // Within 1 % of 251 (248.49 to 253.51): bids 250.9 × 10 + 249 × 20; asks 251.1 × 10 + 253 × 20.
    expect(detail.depth_usd.bid).toBeCloseTo(250.9 * 10 + 249 * 20, 9);
    expect(detail.depth_usd.ask).toBeCloseTo(251.1 * 10 + 253 * 20, 9);
    expect(detail.perp).toEqual({ coin: 'xyz:TSLA', funding_per_hour: 0.0000125, mark: 252, oracle: 251.9 });
    expect(detail.terms.redemption).toMatch(/market price of the underlying/);
    expect(detail.venue_terms!.trading_hours).toMatch(/24\/7/);
    // −39.7 bps is inside 50: no call, measured against the reference.
    expect(out.call).toBeNull();
    expect(out.tokens).toHaveLength(1);
  });

  it('gives the issuers\' terms dated and cited, verified where read', () => {
    const out = assessTokenizedStocks({ quotes: TICKERS, underlyings: UNDERLYINGS }, { asOf: AS_OF, lang: 'es' });
    expect(out.issuers.map((i) => [i.issuer, i.verified])).toEqual([
      ['backed-xstocks', '2026-11-25'],
      ['kraken-xstocks', '2026-11-25'],
      ['ondo-global-markets', '2026-11-25'],
      ['robinhood-eu-stock-tokens', null],
    ]);
    expect(out.explanation).toMatch(/NVDAx cotiza 100 pb por encima de NVDA/);
  });

  it('refuses a token not in the table naming the field', () => {
    try {
      assessTokenizedStocks({ quotes: {}, underlyings: {} }, { asOf: AS_OF, token: 'AMZNx' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(GuidekitError);
      expect((e as GuidekitError).field).toBe('token');
    }
  });
});
