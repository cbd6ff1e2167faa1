import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { q } from '../../core/queryParams.js';
import { langParam } from '../sharedParams.js';

/** GET /api/signal/gaia: Climate, severe-weather and geophysical scan: hottest-year rank, sea ice, earthquakes, tornadoes, bolides, eruptions, landfalls. */
export const signalGaia = defineEndpoint({
  operationId: 'signalGaia',
  method: 'GET',
  path: '/api/signal/gaia',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Climate, severe-weather and geophysical scan: hottest-year rank, sea ice, earthquakes, tornadoes, bolides, eruptions, landfalls.',
  params: z.object({
    // Free text: the spec gives only an example value (quake_count), not the list.
    family: q.text({ max: 60 }).optional(),
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
