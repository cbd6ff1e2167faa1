import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildHealthReply } from '../../../../src/adapters/http/discovery/buildHealthReply.js';
import { ENDPOINTS } from '../../../../src/catalog/endpoints.js';
import { PAYMENT } from './discoveryFixtures.js';

const base = { endpoints: ENDPOINTS, baseUrl: 'https://api.example.com', version: '0.0.0', now: new Date('2026-11-22T10:11:12.000Z') };

describe('buildHealthReply', () => {
  it('has exactly the fields of spec 002 (service, brand, status, payer_wallet_configured, endpoints, generated_at)', () => {
    const reply = buildHealthReply(base);
    expect(Object.keys(reply).sort()).toEqual(['brand', 'endpoints', 'generated_at', 'payer_wallet_configured', 'service', 'status'].sort());
    expect(reply.status).toBe('ok');
    expect(typeof reply.service).toBe('string');
    expect(typeof reply.brand).toBe('string');
  });

  it('maps each endpoint key to "METHOD path $price" (spec prices: recalls $0.015, trip $0.25)', () => {
    const reply = buildHealthReply(base);
    expect(Object.keys(reply.endpoints)).toHaveLength(ENDPOINTS.length);
    expect(reply.endpoints.safetyRecalls).toBe('GET /api/safety/recalls $0.015');
    expect(reply.endpoints.shopperTrip).toBe('POST /api/shopper/trip $0.25');
    for (const text of Object.values(reply.endpoints)) expect(text).toMatch(/^(GET|POST) \/api\/\S+ \$\d+(\.\d+)?$/);
  });

  it('stamps generated_at with the injected clock as ISO 8601', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (now) => {
        expect(new Date(buildHealthReply({ ...base, now }).generated_at).getTime()).toBe(now.getTime());
      }),
    );
  });

  it('reports a payer wallet only when a real recipient is configured (not none, not the demo address)', () => {
    expect(buildHealthReply(base).payer_wallet_configured).toBe(false);
    expect(buildHealthReply({ ...base, payment: { ...PAYMENT, payTo: '0x000000000000000000000000000000000000dead' } }).payer_wallet_configured).toBe(false);
    expect(buildHealthReply({ ...base, payment: PAYMENT }).payer_wallet_configured).toBe(true);
  });
});
