import { describe, expect, it } from 'vitest';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { radarTokenization } from '../../../src/markets/tokenized/radarTokenization.js';
import { RWA_PROTOCOLS } from './radarFixtures.js';

const AS_OF = '2026-11-25';

describe('radarTokenization', () => {
  const out = radarTokenization(RWA_PROTOCOLS, { asOf: AS_OF });

  it('keeps the RWA categories and totals their value locked', () => {
    // Treasury Fund 2,000,000,000 + Stock Tokens 150,000,000 + New Credit 20,000,000 + Small Notes 5,000,000 + RWA Lend 40,000,000.
    expect(out.totals.protocols).toBe(5);
    expect(out.totals.tvl_usd.toString()).toBe('2215000000');
  });

  it('reconstructs the week\'s value change from each percentage: tvl − tvl ÷ (1 + change ÷ 100)', () => {
    const stock = out.movers.inflows.find((p) => p.name === 'Stock Tokens')!;
    // 150,000,000 − 150,000,000 ÷ 1.25 = 30,000,000.
    expect(stock.change_7d_usd!.toString()).toBe('30000000');
    const fund = out.movers.outflows[0]!;
    // 2,000,000,000 − 2,000,000,000 ÷ 0.96 = −83,333,333.33… → −83,333,333.
    expect(fund).toMatchObject({ name: 'Treasury Fund' });
    expect(fund.change_7d_usd!.toString()).toBe('-83333333');
    // Small Notes (5,000,000) is under the 10,000,000 mover floor.
    expect(out.movers.inflows.map((p) => p.name)).toEqual(['Stock Tokens', 'New Credit']);
  });

  it('counts protocols listed within 30 days of the answer\'s date as new listings', () => {
    expect(out.new_listings.map((p) => [p.name, p.listed])).toEqual([['New Credit', '2026-11-10']]);
  });

  it('lists the chains and the sources, read and unavailable', () => {
    expect(out.by_chain[0]).toEqual({ chain: 'Ethereum', protocols: 4 });
    expect(out.sources.map((s) => [s.id, s.status])).toEqual([['defillama', 'used'], ['defillama.rwa', 'unavailable'], ['rwa.xyz', 'unavailable']]);
    expect(out.summary).toMatch(/5 tokenized real-world-asset protocols hold 2215000000 USD/);
  });

  it('says so when the list holds no RWA protocol (the documented example is a lending protocol)', () => {
    const none = radarTokenization([{ name: 'Aave', slug: null, category: 'Lending', chains: ['Ethereum', 'Polygon'], tvl: 5_200_000_000, change_1d: 2.1, change_7d: -5.3, listed_at: null }], { asOf: AS_OF, lang: 'es' });
    expect(none.totals.protocols).toBe(0);
    expect(none.summary).toMatch(/ningún protocolo/);
  });

  it('refuses a list that is not one', () => {
    expect(() => radarTokenization('x' as never, { asOf: AS_OF })).toThrow(GuidekitError);
  });
});
