import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';
import { futuresCategoryParam } from '../marketParams.js';
import { requireScanCall, type ScanAnswer } from './_lib/requireScanCall.js';
import { serveFuturesScan } from './_lib/serveFuturesScan.js';
import { continuousFuturesSchema } from './responses/_continuousFutures.js';
import { scanResponse } from './responses/_scanResponse.js';
import { scanRowSchema } from './responses/_signalShapes.js';

/**
 * GET /api/signal/futures: Futures signal by category (index, energy, metals, ags, rates; all five when absent): the
 * single best call of the category's roots after costs (`signal`), each root called on daily bars of its back-adjusted
 * continuous series (or the front month, said so), with the ranking behind it and `_meta.reference` for roots whose
 * session is closed and that a perpetual lists. When no root's call clears its costs there is nothing to sell: a 409
 * `no-edge` with the nearest calls (or `nothing-clears` when no root could be called), never charged. See
 * docs/market-endpoints.md and docs/signal-declines.md.
 */
export const signalFutures = defineEndpoint({
  operationId: 'signalFutures',
  method: 'GET',
  path: '/api/signal/futures',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Futures signal by category (index, energy, metals, ags, rates).',
  params: z.object({
    category: futuresCategoryParam,
    lang: langParam,
  }),
  needs: ['prices', 'positioning', 'perpBook'],
  needsFor: () => ['prices'],
  run: async (p, ctx) => {
    const body: ScanAnswer = { category: p.category ?? null, ...((await serveFuturesScan(p.category, ctx)) as ScanAnswer) };
    requireScanCall(body, { lang: ctx.lang.lang });
    return { category: body.category, signal: body.top, ...body };
  },
  conflict: 'No root\'s call clears its costs (no-edge, with the nearest calls), or no root could be called (nothing-clears).',
  response: scanResponse({
    styled: true,
    references: true,
    description: 'The best futures call of a category after costs, with every root ranked behind it, what was skipped and why, and the reference prices of closed sessions.',
    extra: {
      category: z.enum(['index', 'energy', 'metals', 'ags', 'rates']).nullable().describe('The category; null for all five.'),
      signal: scanRowSchema.describe('The call: the best root after costs (when none clears its costs the answer is a 409).'),
      top: scanRowSchema.describe('The same call, as every scan names it.'),
      continuous: continuousFuturesSchema,
    },
  }),
});
