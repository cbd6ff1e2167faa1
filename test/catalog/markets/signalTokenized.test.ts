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

  it('examines the token asked for against the gated perpetual while the session is closed', async () => {
    const out = await invokeEndpoint(signalTokenized, { token: 'tslax' }, { asOf: AS_OF, ports: ports() });
    expect(out.status).toBe(200);
    expect((out.body as { detail: { session: string; reference: { quality: string } } }).detail).toMatchObject({ session: 'closed', reference: { quality: 'live' } });
  });

  it('refuses a token outside the table with a 400', async () => {
    expect((await invokeEndpoint(signalTokenized, { token: 'AMZNx' }, { asOf: AS_OF, ports: ports() })).status).toBe(400);
  });
});
