import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';

/** GET /api/scan/crypto: Crypto scanner over the dynamic top 25 by market cap: ETF flows, funding, on-chain data, GEX. */
export const scanCrypto = defineEndpoint({
  operationId: 'scanCrypto',
  method: 'GET',
  path: '/api/scan/crypto',
  priceUsd: '2.49',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: all paid endpoints',
  summary: 'Crypto scanner over the dynamic top 25 by market cap: ETF flows, funding, on-chain data, GEX.',
  // The spec shows no parameters for this endpoint: none are invented, only guidekit's `lang` (docs/catalog.md).
  params: z.object({
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
