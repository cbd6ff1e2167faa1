import { describe, expect, it } from 'vitest';
import { buildAgentCard } from '../../../../src/adapters/http/discovery/buildAgentCard.js';
import { ENDPOINTS } from '../../../../src/catalog/endpoints.js';
import { PAYMENT, PAY_TO, USDC } from './discoveryFixtures.js';

const base = { endpoints: ENDPOINTS, baseUrl: 'https://api.example.com', version: '1.2.3' };

describe('buildAgentCard', () => {
  it('has the A2A card members: name, description, version, interfaces, capabilities, modes, skills', () => {
    const card = buildAgentCard(base);
    expect(card).toMatchObject({
      name: 'guidekit',
      version: '1.2.3',
      url: 'https://api.example.com',
      defaultInputModes: ['application/json'],
      defaultOutputModes: ['application/json'],
    });
    expect(card.description.length).toBeGreaterThan(20);
    expect(card.supportedInterfaces[0]).toMatchObject({ url: 'https://api.example.com', protocolVersion: '1.0' });
  });

  it('has one skill per paid endpoint, with id, name, description and tags', () => {
    const card = buildAgentCard(base);
    expect(card.skills.map((s) => s.id)).toEqual(ENDPOINTS.map((e) => e.operationId));
    for (const skill of card.skills) {
      const endpoint = ENDPOINTS.find((e) => e.operationId === skill.id)!;
      expect(skill.description).toContain(endpoint.path);
      expect(skill.description).toContain(`$${endpoint.priceUsd}`);
      expect(skill.tags).toContain(endpoint.domain);
      expect(skill.tags.includes('unavailable')).toBe(endpoint.run === undefined);
    }
  });

  it('declares the x402 extension (a2a-x402 v0.1 URI) in capabilities.extensions, required when the app charges', () => {
    const uri = 'https://github.com/google-a2a/a2a-x402/v0.1';
    const free = buildAgentCard(base).capabilities.extensions;
    expect(free).toEqual([expect.objectContaining({ uri, required: false })]);
    const paid = buildAgentCard({ ...base, payment: PAYMENT }).capabilities.extensions;
    expect(paid).toEqual([
      expect.objectContaining({ uri, required: true, params: expect.objectContaining({ network: 'eip155:8453', asset: USDC, payTo: PAY_TO }) }),
    ]);
  });
});
