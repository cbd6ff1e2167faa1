// A question whose every routed engine declines is answered by that decline: a 409 (never charged) carrying each
// engine's problem, not a 503 that blames the engines as unavailable. Ports are the SYNTHETIC prediction fakes
// (test/catalog/_predictionFakes.ts): a EUR/USD up-or-down market priced so that no side clears the minimum edge.
import { describe, expect, it } from 'vitest';
import { invokeEndpoint } from '../../../src/catalog/invokeEndpoint.js';
import { marketAnalysis } from '../../../src/catalog/markets/analysis.js';
import { scanAsk } from '../../../src/catalog/markets/scanAsk.js';
import { fakePrices, fakeVenues, market } from '../_predictionFakes.js';

const AS_OF = '2026-11-25';
const tight = market({ venue: 'kalshi', id: 'KXEURUSDUD-26NOV25', question: 'EUR/USD up or down on Nov 25, 2026?', category: 'economics', outcomes: ['Up', 'Down'], bids: [['0.28', 500]], asks: [['0.32', 500]], closeTime: '2026-11-25T22:00:00.000Z' });

describe('a question whose engines all decline', () => {
  it.each([
    ['GET /api/scan/ask', scanAsk],
    ['POST /api/analysis', marketAnalysis],
  ] as const)('%s answers the engines\' 409 no-edge with each engine\'s problem', async (_name, endpoint) => {
    const out = await invokeEndpoint(endpoint, { question: 'FX up or down today scan' }, { asOf: AS_OF, ports: { venues: fakeVenues([tight]), prices: fakePrices } });
    expect(out.status, JSON.stringify(out.body).slice(0, 300)).toBe(409);
    const problem = out.body as { type: string; detail: string; engines: { endpoint: string; status: string; problem: { status: number; detail: string } }[] };
    expect(problem.type).toBe('https://guidekit.dev/problems/no-edge');
    expect(problem.detail).toMatch(/^Nothing clears 10\.0 points after fees.*Nothing was charged\.$/);
    expect(problem.engines).toEqual([expect.objectContaining({ endpoint: 'GET /api/signal/coinflip', problem: expect.objectContaining({ status: 409 }) })]);
  });
});
