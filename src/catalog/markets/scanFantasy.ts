import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';
import { FANTASY_CONTESTS } from '../marketParams.js';

/** GET /api/scan/fantasy: Fantasy advice: start/sit, DFS lineup, waivers, trades. */
export const scanFantasy = defineEndpoint({
  operationId: 'scanFantasy',
  method: 'GET',
  path: '/api/scan/fantasy',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Fantasy advice: start/sit, DFS lineup, waivers, trades.',
  params: z.object({
    contest: q.oneOf(FANTASY_CONTESTS).optional(),
    slate: q.text({ max: 60 }).optional(),
    // A sportsbook code (book=<book_code>); the spec does not list the codes.
    book: q.text({ max: 40 }).optional(),
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
