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
 * GET /api/scan/futures: Futures scanner by category (index, energy, metals, ags, rates; all five when absent). Each
 * root is called on daily bars of its continuous series (the front contract and the one before it, back-adjusted at the
 * roll, `markets.futures.continuous`), or on the price source's front month with the reason "front month, not
 * back-adjusted" when the contracts cannot be read; ranked by edge after costs, with positioning from the Commitments
 * of Traders and `_meta.reference` for roots whose session is closed and that a perpetual lists. A scan sells its top
 * call: when none clears its costs the answer is a 409 `no-edge` with the nearest calls (`nothing-clears` when no root
 * could be called), never charged. See docs/market-endpoints.md and docs/signal-declines.md.
 */
export const scanFutures = defineEndpoint({
  operationId: 'scanFutures',
  method: 'GET',
  path: '/api/scan/futures',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Futures scanner by category (index, energy, metals, ags, rates).',
  params: z.object({
    category: futuresCategoryParam,
    lang: langParam,
  }),
  needs: ['prices', 'positioning', 'perpBook'],
  needsFor: () => ['prices'],
  run: async (p, ctx) => {
    const body: ScanAnswer = { category: p.category ?? null, ...((await serveFuturesScan(p.category, ctx)) as ScanAnswer) };
    requireScanCall(body, { lang: ctx.lang.lang });
    return body;
  },
  conflict: 'No root\'s call clears its costs (no-edge, with the nearest calls), or no root could be called (nothing-clears).',
  response: scanResponse({
    styled: true,
    references: true,
    description: 'Futures scan of one category (or all five): the top call after costs, every root ranked with its reasons, what was skipped and why, and the reference prices of closed sessions.',
    extra: {
      category: z.enum(['index', 'energy', 'metals', 'ags', 'rates']).nullable().describe('The category scanned; null for all five.'),
      top: scanRowSchema.describe('The best call that clears its costs (when none does the answer is a 409).'),
      continuous: continuousFuturesSchema,
    },
  }),
});
