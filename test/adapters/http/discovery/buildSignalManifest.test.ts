import { describe, expect, it } from 'vitest';
import { buildSignalManifest } from '../../../../src/adapters/http/discovery/buildSignalManifest.js';
import { ENDPOINTS } from '../../../../src/catalog/endpoints.js';
import { PAYMENT, PAY_TO } from './discoveryFixtures.js';
import { SUPPORTED_SPORTS } from '../../../../src/catalog/marketParams.js';
import { INSTRUMENTS } from '../../../../src/markets/rules/instruments.js';

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
  });

  // The engines' own tables, not a copy of the spec's lists: the instrument table (28 FX pairs, the spec's 14 among
  // them), the league table (the spec's sport keys by group) and the ports the served endpoints read.
  it('reads supported instruments, sports and data layers from the engines\' tables', () => {
    const manifest = buildSignalManifest(base);
    const table = INSTRUMENTS.versions.at(-1)!.value;
    expect(manifest.supported_instruments.forex).toEqual(table.filter((i) => i.assetClass === 'forex').map((i) => i.id));
    expect(manifest.supported_instruments.forex).toHaveLength(28);
    expect(manifest.supported_instruments.commodities).toEqual(expect.arrayContaining(['XAUUSD', 'XAGUSD', 'WTI', 'BRENT', 'NATGAS', 'WHEAT', 'CORN', 'COPPER']));
    expect(manifest.supported_instruments.aliases.XAUUSD).toContain('GOLD');
    expect(manifest.supported_instruments.equities).toBe('any ticker');
    expect(manifest.supported_sports).toEqual(Object.fromEntries(Object.entries(SUPPORTED_SPORTS).map(([g, keys]) => [g, [...keys]])));
    const read = new Set(ENDPOINTS.filter((e) => (e.domain === 'markets' || e.domain === 'backtest') && e.run !== undefined).flatMap((e) => e.needs ?? []));
    expect(manifest.data_layers).toContain('price_data');
    // The event scanner is served and reads release values.
    expect(read.has('macroReleases')).toBe(true);
    expect(manifest.data_layers).toContain('macroeconomic_series');
    // No port supplies news, injuries or web search: the manifest does not claim them.
    for (const absent of ['news_sentiment', 'injury_reports', 'web_search_context']) expect(manifest.data_layers).not.toContain(absent);
  });

  it('points at the MCP endpoint and states the x402 payment, with the credit packs of spec 002', () => {
    const manifest = buildSignalManifest({ ...base, payment: PAYMENT });
    expect(manifest.mcp).toMatchObject({ url: 'https://api.example.com/api/mcp', transport: 'streamable-http' });
    expect(manifest.payment).toMatchObject({ charged: true, x402: { scheme: 'exact', network: 'eip155:8453', pay_to: PAY_TO } });
    expect(manifest.payment.credits.signal.packs).toContainEqual({ credits: 10, price_usd: '16.99' });
    expect(manifest.payment.credits.analysis.packs).toContainEqual({ credits: 3, price_usd: '3.49' });
  });
});
