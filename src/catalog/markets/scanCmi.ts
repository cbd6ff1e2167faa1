import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';
import { scanStyleParam } from '../marketParams.js';
import { gateScanAnswer } from './_lib/gateScanAnswer.js';
import { requireScanCall, type ScanAnswer } from './_lib/requireScanCall.js';
import { serveUniverseScan } from './_lib/serveUniverseScan.js';
import { scanResponse } from './responses/_scanResponse.js';
import { scanRowSchema } from './responses/_signalShapes.js';

/**
 * GET /api/scan/cmi: 13 commodity, metal and index CFDs scanned as one group, aware of which sessions are eligible: an
 * instrument whose session is closed at the scan is listed as not eligible (with its next open) and not ranked.
 * `style` picks the bars (scalp 1h, intraday 4h, longterm 1d; intraday when absent). A scan sells its top call: when
 * none clears its costs the answer is a 409 `no-edge` with the nearest calls, and `nothing-clears` when nothing could
 * be called (every session closed, or no data), never charged. See docs/market-endpoints.md and docs/signal-declines.md.
 */
export const scanCmi = defineEndpoint({
  operationId: 'scanCmi',
  method: 'GET',
  path: '/api/scan/cmi',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: '13 commodity, metal and index CFDs scanned as one group, aware of which sessions are eligible.',
  params: z.object({
    style: scanStyleParam,
    lang: langParam,
  }),
  needs: ['prices', 'positioning'],
  needsFor: () => ['prices'],
  run: async (p, ctx) => {
    // A call is sold only on a class with a measured edge over drift (markets.signal_edge), then only one that clears its costs.
    const body = gateScanAnswer((await serveUniverseScan('cmi', ctx, { style: p.style, sessionAware: true })) as ScanAnswer, { asOf: ctx.asOf, lang: ctx.lang.lang });
    requireScanCall(body, { lang: ctx.lang.lang });
    return body;
  },
  conflict: 'The calls in session have no measured out-of-sample edge over drift for their class, or none clears its costs (no-edge, with the measured figures and the nearest calls), or nothing could be called: every session closed or no data (nothing-clears).',
  response: scanResponse({
    styled: true,
    sessionAware: true,
    description: 'Commodity, metal and index scan of 13 CFDs: the top call after costs among instruments in session, every call ranked, those whose session is closed listed as not eligible, and what was skipped and why.',
    extra: { top: scanRowSchema.describe('The best call that clears its costs (when none does the answer is a 409).') },
  }),
});
