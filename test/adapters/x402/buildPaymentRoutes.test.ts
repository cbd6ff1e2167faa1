import type { RouteConfig } from '@x402/core/server';
import { describe, expect, it } from 'vitest';
import { buildPaymentRoutes } from '../../../src/adapters/x402/buildPaymentRoutes.js';
import { ENDPOINTS } from '../../../src/catalog/endpoints.js';
import { isGuidekitError } from '../../../src/core/isGuidekitError.js';
import { SELLER, TEST_ENDPOINTS } from './fixtures.js';

/** One payment option of a route (the routes built here always have exactly one). */
type PaymentOption = Extract<RouteConfig['accepts'], { scheme: string }>;

const facilitator = { verify: async () => ({ isValid: false }), settle: async () => ({ success: false, transaction: '', network: 'eip155:8453' as const }), getSupported: async () => ({ kinds: [], extensions: [], signers: {} }) };

// Dollars to micro-dollars by string arithmetic, independent of the code under test.
const micros = (usd: string) => {
  const [whole, frac = ''] = usd.split('.');
  return (BigInt(whole!) * 1_000_000n + BigInt(frac.padEnd(6, '0'))).toString();
};

describe('buildPaymentRoutes', () => {
  it('prices every catalog endpoint that can run, exactly, and nothing else', () => {
    // Every price of the catalog must be exact in USDC, runnable or not.
    const all = ENDPOINTS.map((e) => ({ ...e, run: () => ({}) }));
    const routes = buildPaymentRoutes(all, { facilitator, payTo: SELLER });
    expect(Object.keys(routes)).toHaveLength(ENDPOINTS.length);
    for (const endpoint of ENDPOINTS) {
      const accepts = routes[`${endpoint.method} ${endpoint.path}`]!.accepts as PaymentOption;
      expect(accepts.price, endpoint.operationId).toEqual({
        amount: micros(endpoint.priceUsd),
        asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        extra: { name: 'USD Coin', version: '2' },
      });
      expect(accepts).toMatchObject({ scheme: 'exact', network: 'eip155:8453', payTo: SELLER });
    }
  });

  it('leaves endpoints without an engine unpriced and uses no wildcard (so /api/mcp is never covered)', () => {
    const routes = buildPaymentRoutes(ENDPOINTS, { facilitator, payTo: SELLER });
    const runnable = ENDPOINTS.filter((e) => e.run !== undefined).map((e) => `${e.method} ${e.path}`);
    expect(Object.keys(routes).sort()).toEqual(runnable.sort());
    for (const key of Object.keys(buildPaymentRoutes(TEST_ENDPOINTS, { facilitator, payTo: SELLER }))) {
      expect(key).not.toMatch(/[*:[]|mcp/);
    }
    expect(Object.keys(buildPaymentRoutes(TEST_ENDPOINTS, { facilitator, payTo: SELLER }))).toEqual(['GET /api/test/quote', 'POST /api/test/echo', 'GET /api/test/last-close']);
  });

  it('applies overrides and refuses one for an unknown operation', () => {
    const routes = buildPaymentRoutes(TEST_ENDPOINTS, { facilitator, payTo: SELLER, priceOverrides: { testEcho: '0.015' } });
    expect(((routes['POST /api/test/echo']!.accepts as PaymentOption).price as { amount: string }).amount).toBe('15000');
    const error = (() => {
      try {
        buildPaymentRoutes(TEST_ENDPOINTS, { facilitator, payTo: SELLER, priceOverrides: { nope: '0.10' } });
      } catch (e) {
        return e;
      }
    })();
    expect(isGuidekitError(error) && error.code).toBe('unknown_operation');
  });

  it('refuses an endpoint declared twice', () => {
    expect(() => buildPaymentRoutes([TEST_ENDPOINTS[0]!, { ...TEST_ENDPOINTS[0]!, operationId: 'again' }], { facilitator, payTo: SELLER })).toThrow(/declared twice/);
  });
});
