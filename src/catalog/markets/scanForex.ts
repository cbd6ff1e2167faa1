import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';
import { scanStyleParam } from '../marketParams.js';
import { gateScanAnswer } from './_lib/gateScanAnswer.js';
import type { ScanAnswer } from './_lib/requireScanCall.js';
import { serveUniverseScan } from './_lib/serveUniverseScan.js';
import { scanResponse } from './responses/_scanResponse.js';

/**
 * GET /api/scan/forex: FX scanner over 28 pairs. `style` picks the bars (scalp 1h, intraday 4h, longterm 1d; intraday
 * when absent); the calls are ranked by edge after costs (the pairs with a Commitments of Traders market also read
 * positioning). A call is sold only where FX calls have a measured out-of-sample edge over drift
 * (`markets.signal_edge`); otherwise a 409 `no-edge`, never charged (docs/signal-declines.md). See
 * docs/market-endpoints.md.
 */
export const scanForex = defineEndpoint({
  operationId: 'scanForex',
  method: 'GET',
  path: '/api/scan/forex',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'FX scanner over 28 pairs.',
  params: z.object({
    style: scanStyleParam,
    lang: langParam,
  }),
  needs: ['prices', 'positioning'],
  needsFor: () => ['prices'],
  // A call is sold only on a class with a measured edge over drift (markets.signal_edge); otherwise a 409 no-edge.
  run: async (p, ctx) => gateScanAnswer((await serveUniverseScan('forex', ctx, { style: p.style })) as ScanAnswer, { asOf: ctx.asOf, lang: ctx.lang.lang }),
  conflict: 'The signal engine\'s calls on the classes called have no measured out-of-sample edge over drift (no-edge, with the measured figures and the nearest calls, each with why it is not sold).',
  response: scanResponse({ styled: true, description: 'FX scan of the 28 pairs: the top call after costs, every call ranked with its reasons, and what was skipped and why.' }),
});
