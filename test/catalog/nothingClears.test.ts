import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../src/catalog/defineEndpoint.js';
import { invokeEndpoint } from '../../src/catalog/invokeEndpoint.js';
import { problemFromError } from '../../src/catalog/problemFromError.js';
import { GuidekitError } from '../../src/core/GuidekitError.js';
import { NothingClearsError } from '../../src/core/NothingClearsError.js';
import { q } from '../../src/core/queryParams.js';

// The spec's Errors table: 409 on /api/signal/perps when nothing clears the cost floor, never charged.
const scan = defineEndpoint({
  operationId: 'testScan',
  method: 'GET',
  path: '/api/test/scan',
  priceUsd: '2.49',
  domain: 'markets',
  spec: 'test',
  summary: 'Finds the best candidate or nothing.',
  params: z.object({ best: q.number() }),
  run: (p) => {
    if (p.best < 1) throw new NothingClearsError('no candidate clears its floor', { details: { near_misses: [{ id: 'a', score: p.best }] } });
    return { best: p.best };
  },
});

describe('NothingClearsError', () => {
  it('is a GuidekitError with code nothing_clears and keeps its details', () => {
    const error = new NothingClearsError('nothing clears', { details: { near_misses: [] } });
    expect(error).toBeInstanceOf(GuidekitError);
    expect(error.code).toBe('nothing_clears');
    expect(error.details).toEqual({ near_misses: [] });
  });

  it('becomes a 409 nothing-clears problem whose extension members carry the details and say nothing was charged', () => {
    const problem = problemFromError(new NothingClearsError('no gap clears its cost floor.', { details: { near_misses: [{ score: 0.8 }] } }), { instance: '/api/signal/perps' });
    expect(problem).toMatchObject({ type: 'https://guidekit.dev/problems/nothing-clears', status: 409, title: 'Nothing clears', instance: '/api/signal/perps' });
    expect(problem.detail).toMatch(/no gap clears its cost floor\. Nothing was charged\./);
    expect(problem.near_misses).toEqual([{ score: 0.8 }]);
  });

  it('becomes a 409 no-edge problem with code no_edge when the endpoint declined for want of a measured edge', () => {
    const error = new NothingClearsError('no call beats drift out of sample.', { problem: 'no-edge', details: { measured: { edge_lower: -0.01 } } });
    expect(error.code).toBe('no_edge');
    const problem = problemFromError(error, { instance: '/api/signal/generate' });
    expect(problem).toMatchObject({ type: 'https://guidekit.dev/problems/no-edge', status: 409, title: 'No measured edge', measured: { edge_lower: -0.01 } });
    expect(problem.detail).toMatch(/Nothing was charged\.$/);
  });

  it('keeps the problem members its details cannot overwrite', () => {
    const problem = problemFromError(new NothingClearsError('x.', { details: { status: 200, type: 'spoofed' } }));
    expect(problem.status).toBe(409);
    expect(problem.type).toBe('https://guidekit.dev/problems/nothing-clears');
  });
});

describe('invokeEndpoint and a run that finds nothing', () => {
  it('answers 409 with the problem, and 200 when something clears', async () => {
    const none = await invokeEndpoint(scan, { best: '0.5' }, { asOf: '2026-11-25' });
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ status: 409, near_misses: [{ id: 'a', score: 0.5 }] });
    const found = await invokeEndpoint(scan, { best: '2' }, { asOf: '2026-11-25' });
    expect(found).toEqual({ status: 200, body: { best: 2 } });
  });
});
