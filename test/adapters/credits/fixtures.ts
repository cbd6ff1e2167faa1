import { z } from 'zod';
import { defineEndpoint } from '../../../src/catalog/defineEndpoint.js';
import { CREDENTIAL_PARAM_META } from '../../../src/catalog/marketParams.js';
import type { EndpointDefinition } from '../../../src/catalog/types.js';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { q } from '../../../src/core/queryParams.js';
import type { MarketDataSource } from '../../../src/backtest/types.js';

/** A bars source that answers any symbol with one bar. */
export const ANY_BARS: MarketDataSource = {
  async load() {
    return { dates: ['2026-11-20'], open: new Float64Array([1]), high: new Float64Array([1]), low: new Float64Array([1]), close: new Float64Array([1]), volume: new Float64Array([1]) };
  },
};

/** How many times each fake engine ran, so a test can tell "served" from "answered". */
export const runs = { analysis: 0, signal: 0, basket: 0 };

/**
 * A test-only catalog of credit endpoints (no market engine has landed yet): one analysis and one signal endpoint,
 * a basket-like signal endpoint whose `key` query parameter is a credential, an engine that answers 400 after
 * validation, one that fails (500), and one with no engine (501).
 */
export const CREDIT_TEST_ENDPOINTS: readonly EndpointDefinition[] = [
  defineEndpoint({
    operationId: 'testAnalysis',
    method: 'POST',
    path: '/api/test/analysis',
    priceUsd: '1.49',
    credit: 'analysis',
    domain: 'markets',
    spec: 'test',
    summary: 'Answers a question.',
    params: z.object({ question: z.string().min(1) }),
    run: (p) => {
      runs.analysis += 1;
      return { answer: `about ${p.question}` };
    },
  }),
  defineEndpoint({
    operationId: 'testSignal',
    method: 'GET',
    path: '/api/test/signal',
    priceUsd: '2.49',
    credit: 'signal',
    domain: 'markets',
    spec: 'test',
    summary: 'Gives a call.',
    params: z.object({ instrument: q.text({ max: 10 }) }),
    run: async (p) => {
      runs.signal += 1;
      await new Promise((resolve) => setTimeout(resolve, 1)); // an engine that takes a little time
      return { instrument: p.instrument, call: 'long' };
    },
  }),
  defineEndpoint({
    operationId: 'testBasket',
    method: 'GET',
    path: '/api/test/basket',
    priceUsd: '2.49',
    credit: 'signal',
    domain: 'markets',
    spec: 'test',
    summary: 'Reads a basket.',
    params: z.object({ theme: q.text({ max: 10 }), key: q.text({ max: 200 }).optional().meta(CREDENTIAL_PARAM_META) }),
    run: (p) => {
      runs.basket += 1;
      return { theme: p.theme };
    },
  }),
  defineEndpoint({
    operationId: 'testRejects',
    method: 'GET',
    path: '/api/test/rejects',
    priceUsd: '2.49',
    credit: 'signal',
    domain: 'markets',
    spec: 'test',
    summary: 'Validates, reads its source, then refuses (after payment).',
    params: z.object({ instrument: q.text({ max: 10 }) }),
    needs: ['bars'],
    run: async (p, ctx) => {
      await ctx.ports.bars.load(p.instrument);
      throw new GuidekitError('testRejects: no verdict for this instrument', { code: 'invalid_value', field: 'instrument' });
    },
  }),
  defineEndpoint({
    operationId: 'testFault',
    method: 'GET',
    path: '/api/test/fault',
    priceUsd: '2.49',
    credit: 'signal',
    domain: 'markets',
    spec: 'test',
    summary: 'Reads its source, then fails (after payment).',
    params: z.object({ instrument: q.text({ max: 10 }) }),
    needs: ['bars'],
    run: async (p, ctx) => {
      await ctx.ports.bars.load(p.instrument);
      throw new Error('engine bug');
    },
  }),
  defineEndpoint({
    operationId: 'testUnavailable',
    method: 'GET',
    path: '/api/test/unavailable',
    priceUsd: '2.49',
    credit: 'signal',
    domain: 'markets',
    spec: 'test',
    summary: 'Not wired yet.',
    params: z.object({ instrument: q.text({ max: 10 }) }),
    unavailableReason: 'engine not landed',
  }),
] as readonly EndpointDefinition[];
