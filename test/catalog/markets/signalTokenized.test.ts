import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { signalTokenized } from '../../../src/catalog/markets/signalTokenized.js';
import { createEquityPerpBookFake, createTokenQuotesFake, createUnderlyingPricesFake } from '../../markets/tokenized/fixtures.js';

const AS_OF = '2026-11-25';
const ports = () => ({ tokenQuotes: createTokenQuotesFake(), prices: createUnderlyingPricesFake(), perpBook: createEquityPerpBookFake() });

describe('signalTokenized', () => {
  it('calls the widest token and examines it in depth with its perpetual', async () => {
    const out = await invokeEndpoint(signalTokenized, {}, { asOf: AS_OF, ports: ports() });
    expect(out.status).toBe(200);
    const body = out.body as { call: { token: string }; detail: { token: string; perp: { coin: string } }; data: { sources: { source: string }[] } };
    expect(body.call.token).toBe('NVDAx');
    expect(body.detail).toMatchObject({ token: 'NVDAx', perp: { coin: 'xyz:NVDA' } });
    expect(new Set(body.data.sources.map((s) => s.source))).toEqual(new Set(['kraken-xstocks', 'yahoo', 'hyperliquid']));
    expect(signalTokenized.response!.safeParse(out.body).success).toBe(true);
  });

  it('examines the token asked for against the gated perpetual while the session is closed, and declines when it is within a round trip', async () => {
    const out = await invokeEndpoint(signalTokenized, { token: 'tslax' }, { asOf: AS_OF, ports: ports() });
    expect(out.status).toBe(409);
    const problem = out.body as { type: string; detail: string; token_detail: { session: string; reference: { quality: string }; premium_vs_reference_bps: number }; measured: { priced: number; threshold_bps: number }; near_misses: { token: string }[] };
    expect(problem.type).toBe('https://guidekit.dev/problems/no-edge');
    expect(problem.token_detail).toMatchObject({ session: 'closed', reference: { quality: 'live' } });
    expect(Math.abs(problem.token_detail.premium_vs_reference_bps)).toBeLessThan(problem.measured.threshold_bps);
    expect(problem.detail).toMatch(/^No token trades more than \d+ bps from its underlying; the widest is TSLAx/);
    expect(problem.near_misses.map((n) => n.token)).toEqual(['TSLAx']);
  });

  it('declines with nothing-clears when no token can be priced (an Ondo token has no keyless quote)', async () => {
    const out = await invokeEndpoint(signalTokenized, { token: 'TSLAon' }, { asOf: AS_OF, ports: ports() });
    expect(out.status).toBe(409);
    expect(out.body).toMatchObject({ type: 'https://guidekit.dev/problems/nothing-clears', measured: { tokens: 1, priced: 0 }, near_misses: [] });
  });

  it('refuses a token outside the table with a 400', async () => {
    expect((await invokeEndpoint(signalTokenized, { token: 'AMZNx' }, { asOf: AS_OF, ports: ports() })).status).toBe(400);
  });
});
