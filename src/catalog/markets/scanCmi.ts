import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';
import { scanStyleParam } from '../marketParams.js';
import { serveUniverseScan } from './_lib/serveUniverseScan.js';
import { scanResponse } from './responses/_scanResponse.js';

/**
 * GET /api/scan/cmi: 13 commodity, metal and index CFDs scanned as one group, aware of which sessions are eligible: an
 * instrument whose session is closed at the scan is listed as not eligible (with its next open) and not ranked.
 * `style` picks the bars (scalp 1h, intraday 4h, longterm 1d; intraday when absent). See docs/market-endpoints.md.
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
  run: (p, ctx) => serveUniverseScan('cmi', ctx, { style: p.style, sessionAware: true }),
  response: scanResponse({
    styled: true,
    sessionAware: true,
    description: 'Commodity, metal and index scan of 13 CFDs: the top call after costs among instruments in session, every call ranked, those whose session is closed listed as not eligible, and what was skipped and why.',
  }),
});
