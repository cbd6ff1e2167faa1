import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';
import { scanStyleParam } from '../marketParams.js';
import { gateScanAnswer } from './_lib/gateScanAnswer.js';
import type { ScanAnswer } from './_lib/requireScanCall.js';
import { serveUniverseScan } from './_lib/serveUniverseScan.js';
import { scanResponse } from './responses/_scanResponse.js';

/**
 * GET /api/scan/market: Cross-asset scanner over 42 instruments (28 FX pairs plus metals, indices and crypto CFDs).
 * `style` picks the bars (scalp 1h, intraday 4h, longterm 1d; intraday when absent); every instrument is called by the
 * signal engine and the calls are ranked by edge after costs; the answer is the top call, the ranked list with
 * reasons, the instruments skipped and why, and `_meta.reference` with the reference price of each instrument whose
 * session is closed and that a perpetual lists. A call is sold only on a class with a measured out-of-sample edge over
 * drift (`markets.signal_edge`); otherwise a 409 `no-edge`, never charged (docs/signal-declines.md). See
 * docs/market-endpoints.md.
 */
export const scanMarket = defineEndpoint({
  operationId: 'scanMarket',
  method: 'GET',
  path: '/api/scan/market',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Cross-asset scanner over 42 instruments (28 FX pairs plus metals, indices and crypto CFDs).',
  params: z.object({
    style: scanStyleParam,
    lang: langParam,
  }),
  needs: ['prices', 'crypto', 'positioning', 'perpBook'],
  needsFor: () => ['prices', 'crypto'],
  // A call is sold only on a class with a measured edge over drift (markets.signal_edge); otherwise a 409 no-edge.
  run: async (p, ctx) => gateScanAnswer((await serveUniverseScan('market', ctx, { style: p.style, references: true })) as ScanAnswer, { asOf: ctx.asOf, lang: ctx.lang.lang }),
  conflict: 'The signal engine\'s calls on the classes called have no measured out-of-sample edge over drift (no-edge, with the measured figures and the nearest calls, each with why it is not sold).',
  response: scanResponse({
    styled: true,
    references: true,
    description: 'Cross-asset scan of 42 instruments: the top call after costs, every call ranked with its reasons, what was skipped and why, and the reference prices of closed sessions.',
  }),
});
