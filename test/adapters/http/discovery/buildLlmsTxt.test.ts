import { describe, expect, it } from 'vitest';
import { buildLlmsTxt } from '../../../../src/adapters/http/discovery/buildLlmsTxt.js';
import { ENDPOINTS } from '../../../../src/catalog/endpoints.js';
import { PAYMENT } from './discoveryFixtures.js';

const base = { endpoints: ENDPOINTS, baseUrl: 'https://api.example.com', version: '0.0.0' };
const text = buildLlmsTxt(base);
const lines = text.split('\n');

describe('buildLlmsTxt', () => {
  it('follows llmstxt.org: an H1, then a blockquote summary, then H2 sections of link lists', () => {
    expect(lines[0]).toBe('# guidekit');
    expect(lines.find((l) => l !== '' && !l.startsWith('# '))).toMatch(/^> \S/);
    // One H1 only; every other heading is an H2.
    expect(lines.filter((l) => /^# /.test(l))).toHaveLength(1);
    expect(lines.filter((l) => /^#{3,} /.test(l))).toHaveLength(0);
    for (const line of lines.filter((l) => l.startsWith('- '))) expect(line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)]+\)(: .+)?$/);
  });

  it('lists every endpoint once with its price and summary; unavailable ones under ## Optional, marked', () => {
    const optional = lines.indexOf('## Optional');
    for (const endpoint of ENDPOINTS) {
      const at = lines.findIndex((l) => l.startsWith(`- [${endpoint.method} ${endpoint.path}](`));
      expect(at, endpoint.path).toBeGreaterThan(0);
      expect(lines[at]).toContain(`$${endpoint.priceUsd}`);
      expect(lines[at]).toContain(endpoint.summary);
      if (endpoint.run === undefined) {
        expect(at).toBeGreaterThan(optional);
        expect(lines[at]).toMatch(/not available yet/i);
      } else if (optional > 0) expect(at).toBeLessThan(optional);
    }
  });

  it('links the discovery documents and the MCP endpoint on the request origin', () => {
    for (const path of ['/openapi.json', '/.well-known/agent-card.json', '/api/mcp', '/api/manifest', '/health']) {
      expect(text).toContain(`(https://api.example.com${path})`);
    }
  });

  it('names required parameters and never an undeclared one', () => {
    const payoff = lines.find((l) => l.startsWith('- [GET /api/debt/payoff]'))!;
    expect(payoff).toContain('debts (required)');
    const tdiu = lines.find((l) => l.startsWith('- [GET /api/vet/tdiu]'))!;
    expect(tdiu).not.toContain('disability_ratings');
    expect(tdiu).not.toContain('employment_status');
  });

  it('says how to pay only when the app charges', () => {
    expect(text).toContain('charges nothing');
    const paid = buildLlmsTxt({ ...base, payment: PAYMENT });
    expect(paid).toContain('PAYMENT-SIGNATURE');
    expect(paid).toContain('x402/payment');
  });
});
