import { z } from 'zod';
import { defineEndpoint } from '../../../src/catalog/defineEndpoint.js';
import type { EndpointDefinition } from '../../../src/catalog/types.js';
import { GuidekitError } from '../../../src/core/GuidekitError.js';
import { q } from '../../../src/core/queryParams.js';
import type { Bars, MarketDataSource } from '../../../src/backtest/types.js';

/** A bars source that knows one symbol, SPY; any other is refused by the source (a 400 found only after payment). */
export const TEST_BARS: MarketDataSource = {
  async load(symbol) {
    if (symbol !== 'SPY') throw new GuidekitError(`load: no bars for ${symbol}`, { code: 'unknown_symbol', field: 'symbol' });
    const bars: Bars = { dates: ['2026-11-20'], open: new Float64Array([1]), high: new Float64Array([1]), low: new Float64Array([1]), close: new Float64Array([1]), volume: new Float64Array([1]) };
    return bars;
  },
};

/**
 * Anvil/Hardhat's first well-known development key (public, never funded on mainnet). Its address is
 * 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266.
 */
export const BUYER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' as const;
export const BUYER_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** The seller in these tests (an arbitrary address nobody uses). */
export const SELLER = '0x9876543210987654321098765432109876543210';

/**
 * A test-only catalog: a cheap GET endpoint whose engine rejects `amount=13` after validation (an engine 400),
 * a POST endpoint, and an endpoint with no engine yet.
 */
export const TEST_ENDPOINTS: readonly EndpointDefinition[] = [
  defineEndpoint({
    operationId: 'testQuote',
    method: 'GET',
    path: '/api/test/quote',
    priceUsd: '0.015',
    domain: 'debt',
    spec: 'test',
    summary: 'Echoes an amount.',
    params: z.object({ amount: q.money() }),
    // A refusal decided from the parameters alone is a precheck: it runs before payment (the engine never does).
    precheck: (p) => {
      if (String(p.amount) === '13') throw new GuidekitError('testQuote: 13 is unlucky', { code: 'invalid_value', field: 'amount' });
    },
    run: (p) => ({ amount: String(p.amount) }),
  }),
  defineEndpoint({
    operationId: 'testEcho',
    method: 'POST',
    path: '/api/test/echo',
    priceUsd: '0.10',
    domain: 'debt',
    spec: 'test',
    summary: 'Echoes a name.',
    params: z.object({ name: z.string().min(1) }),
    run: (p) => ({ hello: p.name }),
  }),
  defineEndpoint({
    operationId: 'testLastClose',
    method: 'GET',
    path: '/api/test/last-close',
    priceUsd: '0.02',
    domain: 'markets',
    spec: 'test',
    summary: 'Reads the last close of a symbol from the bars port.',
    params: z.object({ symbol: q.text({ max: 10 }) }),
    needs: ['bars'],
    run: async (p, ctx) => {
      const bars = await ctx.ports.bars.load(p.symbol, undefined, { trace: ctx.trace });
      return { symbol: p.symbol, close: bars.close[bars.close.length - 1] };
    },
  }),
  defineEndpoint({
    operationId: 'testLater',
    method: 'GET',
    path: '/api/test/later',
    priceUsd: '0.05',
    domain: 'debt',
    spec: 'test',
    summary: 'Not wired yet.',
    params: z.object({ amount: q.money() }),
    unavailableReason: 'engine not landed',
  }),
] as readonly EndpointDefinition[];
