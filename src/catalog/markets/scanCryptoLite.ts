import { z } from 'zod';
import { defineEndpoint } from '../defineEndpoint.js';
import { langParam } from '../sharedParams.js';

/** GET /api/scan/crypto-lite: Lite tick: deterministic snapshot of three large crypto assets plus fear-and-greed, no language-model step. */
export const scanCryptoLite = defineEndpoint({
  operationId: 'scanCryptoLite',
  method: 'GET',
  path: '/api/scan/crypto-lite',
  // Paid 0.05 USD via x402; credit type signal per the detailed table.
  priceUsd: '0.05',
  credit: 'signal',
  domain: 'markets',
  spec: 'Market Signal Service and Shopping Safety Service, Market signal service: detailed parameters',
  summary: 'Lite tick: deterministic snapshot of three large crypto assets plus fear-and-greed, no language-model step.',
  // The spec shows no parameters for this endpoint: none are invented, only guidekit's `lang` (docs/catalog.md).
  params: z.object({
    lang: langParam,
  }),
  unavailableReason: 'the market-signal engines have not landed',
});
