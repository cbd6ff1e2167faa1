import { describe, expect, it } from 'vitest';
import { buildSignalManifest } from '../../../../src/adapters/http/discovery/buildSignalManifest.js';
import { ENDPOINTS } from '../../../../src/catalog/endpoints.js';
import { PAYMENT, PAY_TO } from './discoveryFixtures.js';

const base = { endpoints: ENDPOINTS, baseUrl: 'https://api.example.com', version: '0.0.0', now: new Date('2026-11-22T00:00:00Z') };

describe('buildSignalManifest', () => {
  it('carries the fields spec 002 names for the signal manifest', () => {
    const manifest = buildSignalManifest(base);
    for (const field of ['generated_at', 'all_paid_endpoints', 'retired_endpoints', 'mcp', 'description', 'endpoints', 'supported_instruments', 'supported_sports', 'payment', 'data_layers']) {
      expect(manifest, field).toHaveProperty(field);
    }
    expect(manifest.generated_at).toBe('2026-11-22T00:00:00.000Z');
  });

  it('lists the 42 paid market-signal endpoints of spec 002, starting with POST /api/analysis', () => {
    const manifest = buildSignalManifest(base);
    expect(manifest.all_paid_endpoints).toHaveLength(42);
    expect(manifest.all_paid_endpoints[0]).toBe('POST /api/analysis');
    expect(manifest.all_paid_endpoints).toContain('POST /api/backtest');
    expect(manifest.all_paid_endpoints).toContain('GET /api/scan/crypto-lite');
    expect(manifest.endpoints.find((e) => e.path === '/api/scan/crypto-lite')?.price_usd).toBe('0.05');
  });

  it('lists the six retired endpoints of spec 002, each replaced by an endpoint the catalog serves', () => {
    const retired = buildSignalManifest(base).retired_endpoints;
    expect(retired.map((r) => r.path).sort()).toEqual(
      ['/api/signal/ranges', '/api/signal/econ', '/api/signal/weather', '/api/scan/options', '/api/signal/options', '/api/signal/golf'].sort(),
    );
    for (const entry of retired) {
      expect(entry.replaced_by.length).toBeGreaterThan(0);
      for (const path of entry.replaced_by) expect(ENDPOINTS.some((e) => e.path === path), path).toBe(true);
    }
    expect(retired.find((r) => r.path === '/api/signal/golf')?.replaced_by).toEqual(['/api/scan/golf']);
  });

  it('lists the supported sports by group and the instruments of signal/generate', () => {
    const manifest = buildSignalManifest(base);
    expect(manifest.supported_sports.basketball).toEqual(['nba', 'ncaab', 'euroleague']);
    expect(manifest.supported_instruments.forex).toContain('EURUSD');
    expect(manifest.supported_instruments.forex).toHaveLength(14);
  });

  it('points at the MCP endpoint and states the x402 payment, with the credit packs of spec 002', () => {
    const manifest = buildSignalManifest({ ...base, payment: PAYMENT });
    expect(manifest.mcp).toMatchObject({ url: 'https://api.example.com/api/mcp', transport: 'streamable-http' });
    expect(manifest.payment).toMatchObject({ charged: true, x402: { scheme: 'exact', network: 'eip155:8453', pay_to: PAY_TO } });
    expect(manifest.payment.credits.signal.packs).toContainEqual({ credits: 10, price_usd: '16.99' });
    expect(manifest.payment.credits.analysis.packs).toContainEqual({ credits: 3, price_usd: '3.49' });
  });
});
